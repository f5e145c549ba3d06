import Foundation
import Inertia

// Interface Builder files are not read on Linux. These types let code that names them compile and
// behave as iOS does when the file is missing: a view controller has no storyboard, making a
// controller from a storyboard traps with the reason, and a nib loads no objects.

/// A storyboard (UIStoryboard). Storyboard files are not read. A scene whose identifier is its
/// controller's class name (`instantiateViewController(withIdentifier: "HomeVC")` for
/// `class HomeVC`, a common convention) is made in code with the class's `init?(coder:)`, as iOS
/// makes a storyboard's controllers, then told `awakeFromNib()`: its outlets stay nil and a class
/// whose `init?(coder:)` traps, traps. The class is looked for in the module of the code asking, then in the module of the code
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
      if let controller = type.init(coder: StoryboardSceneCoder(storyboard: self)) {
        controller.awakeFromNib()
        return controller
      }
    }
    fatalError(
      "UIStoryboard \"\(name)\": no storyboards on Linux (instantiateViewController(withIdentifier: "
        + "\"\(identifier)\")) and no view controller class of that name; make the controller in code")
  }

  /// The controller with `identifier` as `ViewController` (iOS 13's
  /// `instantiateViewController(identifier:creator:)`): `creator`, when given, makes it from the
  /// scene's coder in place of the class's `init?(coder:)` (a nil answer falls back to it, as on
  /// iOS); otherwise as ``instantiateViewController(withIdentifier:fileID:)``. Traps when the
  /// controller is not a `ViewController`, as iOS raises.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil, fileID: String = #fileID
  ) -> ViewController {
    if let made = creator?(StoryboardSceneCoder(storyboard: self)) {
      made.awakeFromNib()
      return made
    }
    let controller = instantiateViewController(withIdentifier: identifier, fileID: fileID)
    guard let typed = controller as? ViewController else {
      fatalError(
        "UIStoryboard \"\(name)\": the scene \"\(identifier)\" makes \(type(of: controller)), "
          + "not \(ViewController.self)")
    }
    return typed
  }

  /// The initial controller: nil, as no storyboard is read.
  public func instantiateInitialViewController() -> UIViewController? { nil }
}

/// A nib (UIKit's `UINib`): see ``Nib``.
public typealias UINib = Nib

extension Bundle {
  /// The objects of the nib `name` (UIKit's `loadNibNamed(_:owner:options:)`), as
  /// ``UINib/instantiate(withOwner:options:)`` makes them: nib files are not read. Main-actor
  /// bound, `@preconcurrency` so Swift 5 code calling it from a nonisolated helper (a protocol
  /// extension's `static func instantiate()`) compiles, as it does on iOS.
  @preconcurrency @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, fileID: String = #fileID
  ) -> [Any]? {
    UINib(nibName: name, bundle: self, fileID: fileID).instantiate(withOwner: owner, options: options)
  }
}

extension ViewController {
  /// The storyboard whose scene made the controller (see ``UIStoryboard``), else nil.
  public var storyboard: UIStoryboard? { sceneStoryboard as? UIStoryboard }
}

extension TableView {
  /// The app's objects whose modules a nib named after no class of its maker's module is looked
  /// for in (see ``UINib/namedClass(alsoInModulesOf:)``): the data source, the delegate and the
  /// application's delegate.
  var appObjects: [AnyObject?] { [dataSource, delegate, UIApplication.shared.delegate] }

  /// Registers a nib for cells with `identifier`. Nibs are not read: when the nib is named after a
  /// cell class (see ``UINib``) that class is registered; otherwise the identifier stays
  /// unregistered and dequeuing it gives a default-style cell.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let cellClass = nib?.namedClass(alsoInModulesOf: appObjects) as? TableViewCell.Type else { return }
    register(cellClass, forCellReuseIdentifier: identifier)
  }
  /// Registers a nib for header and footer views: the class the nib is named after when it is a
  /// header-footer view class, else nothing is registered.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let viewClass = nib?.namedClass(alsoInModulesOf: appObjects) as? TableViewHeaderFooterView.Type
    else { return }
    register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
  }
}

extension CollectionView {
  /// The app's objects whose modules a nib named after no class of its maker's module is looked
  /// for in: the data source, the delegate and the application's delegate.
  var appObjects: [AnyObject?] { [dataSource, delegate, UIApplication.shared.delegate] }

  /// Registers a nib for cells with `identifier`. Nibs are not read: when the nib is named after a
  /// cell class (see ``UINib``) that class is registered; otherwise the identifier stays
  /// unregistered and dequeuing it gives a plain `UICollectionViewCell`.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass = nib?.namedClass(alsoInModulesOf: appObjects) as? CollectionViewCell.Type
    else { return }
    register(cellClass, forCellWithReuseIdentifier: identifier)
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
}
