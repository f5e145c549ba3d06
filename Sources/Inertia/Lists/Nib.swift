import Foundation

/// A nib (UIKit's `UINib`). Nib files are not read. The common convention of naming a nib after the class
/// of its one top-level view (`UINib(nibName: "BannerCell", bundle: nil)` for `class BannerCell`)
/// is followed: when the module that made the nib has a cell, reusable view or header-footer class
/// of that name, instantiating or registering the nib makes that class in code (its outlets stay
/// nil and `awakeFromNib()` is not called). Any other nib loads no objects.
@preconcurrency @MainActor
public final class Nib {
  /// The nib's name.
  public let name: String
  /// The module of the code that made the nib (from `fileID`), where its class is looked up.
  let moduleName: Substring

  /// A nib named `name` (not read). `fileID` is the caller's (the default), naming the module in
  /// which a class called `name` is looked for.
  public init(nibName name: String, bundle bundleOrNil: Bundle?, fileID: String = #fileID) {
    self.name = name
    moduleName = fileID.split(separator: "/").first ?? ""
  }

  /// The class the nib is named after: a view class of the caller's module called ``name``.
  public var namedClass: View.Type? {
    guard !name.isEmpty, !moduleName.isEmpty, !name.contains(".") else { return nil }
    return _typeByName("\(moduleName).\(name)") as? View.Type
  }

  /// The nib's top-level objects: a new view of the class it is named after (see the type's
  /// description) when it is a cell or reusable view and the owner is not of that class (a nib
  /// whose owner is the class holds the owner's content, not a second owner); else none.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any]
  {
    guard let type = namedClass else { return [] }
    if let owner = ownerOrNil as AnyObject?, Self.isClass(Swift.type(of: owner), kindOf: type) { return [] }
    if let cell = type as? TableViewCell.Type { return [cell.init(style: .default, reuseIdentifier: nil)] }
    if let header = type as? TableViewHeaderFooterView.Type { return [header.init(reuseIdentifier: nil)] }
    if let reusable = type as? CollectionReusableView.Type { return [reusable.init(frame: .zero)] }
    return []
  }

  /// The keys of the options a nib is instantiated with (UIKit's `UINib.OptionsKey`). Kept for
  /// code that passes them (a header loaded from a nib with `options: [:]`); nothing reads them.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects a nib's placeholders stand for (UIKit's `externalObjects`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Whether `type` is `ancestor` or a subclass of it.
  private static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == ancestor { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }
}
