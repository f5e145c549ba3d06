import Foundation
import Inertia

// Interface Builder files are not read on Linux. These types let code that names them compile and
// behave as iOS does when the file is missing: a view controller has no storyboard, making a
// controller from a storyboard traps with the reason, and a nib loads no objects.

/// A storyboard (UIStoryboard). None can be read here: ``instantiateViewController(withIdentifier:)``
/// traps, as iOS does for a storyboard that is not in the bundle.
@preconcurrency @MainActor
public final class UIStoryboard {
  /// The storyboard's name.
  public let name: String

  /// A storyboard named `name` (not read).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

  /// The controller with `identifier`: traps, as there are no storyboards on Linux.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    fatalError(
      "UIStoryboard \"\(name)\": no storyboards on Linux (instantiateViewController(withIdentifier: "
        + "\"\(identifier)\")); make the controller in code")
  }

  /// The initial controller: nil, as no storyboard is read.
  public func instantiateInitialViewController() -> UIViewController? { nil }
}

/// A nib (UINib). None can be read: ``instantiate(withOwner:options:)`` gives no objects, and a
/// table that registers one makes default cells for its identifier.
@preconcurrency @MainActor
public final class UINib {
  /// The nib's name.
  public let name: String

  /// A nib named `name` (not read).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }

  /// The nib's top-level objects: none.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
    []
  }
}

extension ViewController {
  /// The storyboard the controller came from: nil, as none is read here.
  public var storyboard: UIStoryboard? { nil }
}

extension TableView {
  /// Registers a nib for cells with `identifier`: nibs are not read, so the identifier stays
  /// unregistered and dequeuing it gives a default-style cell.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
  /// Registers a nib for header and footer views: not read, so nothing is registered.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
}

extension CollectionView {
  /// Registers a nib for cells with `identifier`: nibs are not read, so the identifier stays
  /// unregistered and dequeuing it gives a plain `UICollectionViewCell` (register the cell class to
  /// get the subclass).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  /// Registers a nib for supplementary views: not read, so nothing is registered (a plain
  /// `UICollectionReusableView` is made).
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {}
}

extension CollectionViewLayout: Equatable {
  /// Layouts are equal when they are the same object, as NSObject's `isEqual(_:)`.
  public nonisolated static func == (lhs: CollectionViewLayout, rhs: CollectionViewLayout) -> Bool {
    lhs === rhs
  }
}
