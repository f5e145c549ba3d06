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

  /// The class the nib is named after, looked for in the module that made the nib (``namedClass``),
  /// then in the modules of `objects`' classes, in order (nil objects skipped). A library's helper
  /// (`UINib(nibName: String(describing: T.self), bundle: nil)` in a generic `registerNib`) names a
  /// nib of the main bundle, the app's, whose class is the app's: the objects are the app's, such as
  /// a table's data source and delegate (sixty-third trial: the cells of an app's nib registered
  /// through a library were default cells, and every dequeue made a new cell).
  public func namedClass(alsoInModulesOf objects: [AnyObject?]) -> View.Type? {
    if let type = namedClass { return type }
    guard !name.isEmpty, !name.contains(".") else { return nil }
    var tried: Set<Substring> = [moduleName]
    for case let object? in objects {
      let module = Substring(String(reflecting: Swift.type(of: object)).prefix { $0 != "." })
      guard !module.isEmpty, tried.insert(module).inserted else { continue }
      if let type = _typeByName("\(module).\(name)") as? View.Type { return type }
    }
    return nil
  }

  /// The nib's top-level objects: a new view of the class it is named after (see the type's
  /// description) when it is a cell or reusable view and the owner is not of that class (a nib
  /// whose owner is the class holds the owner's content, not a second owner); else none.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any]
  {
    guard let type = namedClass(alsoInModulesOf: [ownerOrNil as AnyObject?]) else { return [] }
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
