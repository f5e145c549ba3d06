import Foundation
import Inertia

// Interface Builder files are not read on Linux. These types let code that names them compile and
// behave as iOS does when the file is missing: a view controller has no storyboard, making a
// controller from a storyboard traps with the reason, and a nib loads no objects.

/// A storyboard (UIStoryboard). Storyboard files are not read. A scene whose identifier is its
/// controller's class name (`instantiateViewController(withIdentifier: "HomeVC")` for
/// `class HomeVC`, a common convention) is made in code with the class's `init?(coder:)`, as iOS
/// makes a storyboard's controllers: its outlets stay nil and a class whose `init?(coder:)` traps,
/// traps. The class is looked for in the module of the code asking, then in the module of the code
/// that made the storyboard. Any other identifier traps, as iOS does for a storyboard that is not
/// in the bundle.
@preconcurrency @MainActor
public final class UIStoryboard {
  /// The storyboard's name.
  public let name: String
  /// The module of the code that made the storyboard (from `fileID`).
  let moduleName: Substring

  /// A storyboard named `name` (not read). `fileID` is the caller's (the default), naming a module
  /// in which scene classes are looked for.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?, fileID: String = #fileID) {
    self.name = name
    moduleName = fileID.split(separator: "/").first ?? ""
  }

  /// The controller with `identifier`: a new instance of the class of that name (see the type's
  /// description), made by its `init?(coder:)`; traps when there is no such class or it gives nil.
  public func instantiateViewController(withIdentifier identifier: String, fileID: String = #fileID)
    -> UIViewController
  {
    let modules: [Substring] = [fileID.split(separator: "/").first ?? "", moduleName]
    for module in modules where !module.isEmpty && !identifier.isEmpty && !identifier.contains(".") {
      guard let type = _typeByName("\(module).\(identifier)") as? ViewController.Type else { continue }
      if let controller = type.init(coder: StoryboardSceneCoder(storyboard: self)) { return controller }
    }
    fatalError(
      "UIStoryboard \"\(name)\": no storyboards on Linux (instantiateViewController(withIdentifier: "
        + "\"\(identifier)\")) and no view controller class of that name; make the controller in code")
  }

  /// The initial controller: nil, as no storyboard is read.
  public func instantiateInitialViewController() -> UIViewController? { nil }
}

/// A nib (UINib). Nib files are not read. The common convention of naming a nib after the class
/// of its one top-level view (`UINib(nibName: "BannerCell", bundle: nil)` for `class BannerCell`)
/// is followed: when the module that made the nib has a cell, reusable view or header-footer class
/// of that name, instantiating or registering the nib makes that class in code (its outlets stay
/// nil and `awakeFromNib()` is not called). Any other nib loads no objects.
@preconcurrency @MainActor
public final class UINib {
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
  var namedClass: View.Type? {
    guard !name.isEmpty, !moduleName.isEmpty, !name.contains(".") else { return nil }
    return _typeByName("\(moduleName).\(name)") as? View.Type
  }

  /// The nib's top-level objects: a new view of the class it is named after (see the type's
  /// description) when it is a cell or reusable view and the owner is not of that class (a nib
  /// whose owner is the class holds the owner's content, not a second owner); else none.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
    guard let type = namedClass else { return [] }
    if let owner = ownerOrNil as AnyObject?, isClass(Swift.type(of: owner), kindOf: type) { return [] }
    if let cell = type as? TableViewCell.Type { return [cell.init(style: .default, reuseIdentifier: nil)] }
    if let header = type as? TableViewHeaderFooterView.Type { return [header.init(reuseIdentifier: nil)] }
    if let reusable = type as? CollectionReusableView.Type { return [reusable.init(frame: .zero)] }
    return []
  }
}

extension Bundle {
  /// The objects of the nib `name` (UIKit's `loadNibNamed(_:owner:options:)`), as
  /// ``UINib/instantiate(withOwner:options:)`` makes them: nib files are not read. Main-actor
  /// bound, `@preconcurrency` so Swift 5 code calling it from a nonisolated helper (a protocol
  /// extension's `static func instantiate()`) compiles, as it does on iOS.
  @preconcurrency @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [String: Any]? = nil, fileID: String = #fileID
  ) -> [Any]? {
    UINib(nibName: name, bundle: self, fileID: fileID).instantiate(withOwner: owner, options: options)
  }
}

extension ViewController {
  /// The storyboard whose scene made the controller (see ``UIStoryboard``), else nil.
  public var storyboard: UIStoryboard? { sceneStoryboard as? UIStoryboard }
}

extension TableView {
  /// Registers a nib for cells with `identifier`. Nibs are not read: when the nib is named after a
  /// cell class (see ``UINib``) that class is registered; otherwise the identifier stays
  /// unregistered and dequeuing it gives a default-style cell.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let cellClass = nib?.namedClass as? TableViewCell.Type else { return }
    register(cellClass, forCellReuseIdentifier: identifier)
  }
  /// Registers a nib for header and footer views: the class the nib is named after when it is a
  /// header-footer view class, else nothing is registered.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let viewClass = nib?.namedClass as? TableViewHeaderFooterView.Type else { return }
    register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
  }
}

extension CollectionView {
  /// Registers a nib for cells with `identifier`. Nibs are not read: when the nib is named after a
  /// cell class (see ``UINib``) that class is registered; otherwise the identifier stays
  /// unregistered and dequeuing it gives a plain `UICollectionViewCell`.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass = nib?.namedClass as? CollectionViewCell.Type else { return }
    register(cellClass, forCellWithReuseIdentifier: identifier)
  }
  /// Registers a nib for supplementary views: the reusable view class the nib is named after, else
  /// nothing is registered (a plain `UICollectionReusableView` is made).
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let viewClass = nib?.namedClass as? CollectionReusableView.Type else { return }
    register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }
}

extension CollectionViewLayout {
  /// Registers a nib for decoration views of `elementKind`: the reusable view class the nib is
  /// named after (see ``UINib``), else nothing is registered.
  public func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    guard let viewClass = nib?.namedClass as? CollectionReusableView.Type else { return }
    register(viewClass, forDecorationViewOfKind: elementKind)
  }
  /// Registers a decoration view class for `elementKind` (UIKit's `AnyClass?` form; a class that
  /// is not a reusable view class, or nil, removes the registration).
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    register(viewClass as? CollectionReusableView.Type, forDecorationViewOfKind: elementKind)
  }
}

extension CollectionView.CellRegistration {
  /// A registration whose cells come from `cellNib`: nibs are not read, so the cells are made from
  /// the registration's `Cell` class, as ``init(handler:)`` makes them (outlets stay nil).
  public init(cellNib: UINib, handler: @escaping Handler) { self.init(handler: handler) }
}

extension CollectionView.SupplementaryRegistration {
  /// A registration whose views come from `supplementaryNib`: nibs are not read, so the views are
  /// made from the registration's `Supplementary` class (outlets stay nil).
  public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
    self.init(elementKind: elementKind, handler: handler)
  }
}

extension CollectionViewLayout: Equatable {
  /// Layouts are equal when they are the same object, as NSObject's `isEqual(_:)`.
  public nonisolated static func == (lhs: CollectionViewLayout, rhs: CollectionViewLayout) -> Bool {
    lhs === rhs
  }
}

// UIKit types the registered class as `AnyClass?`: code that holds a class in an `AnyClass`
// variable registers it through these (a class of the wrong kind registers nothing).

extension TableView {
  /// Registers `cellClass` for `identifier` when it is a table cell class (UIKit's `AnyClass?` form).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass = cellClass as? TableViewCell.Type else { return }
    register(cellClass, forCellReuseIdentifier: identifier)
  }
  /// Registers a header-footer view class for `identifier` (UIKit's `AnyClass?` form; nil removes it).
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    register(aClass as? TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier: identifier)
  }
}

extension CollectionView {
  /// Registers a cell class for `identifier` (UIKit's `AnyClass?` form; nil removes it).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    register(cellClass as? CollectionViewCell.Type, forCellWithReuseIdentifier: identifier)
  }
  /// Registers a supplementary view class (UIKit's `AnyClass?` form; nil removes it).
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    register(
      viewClass as? CollectionReusableView.Type, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }
}
