import Foundation

/// Decides how a ``SplitViewController`` collapses, expands and shows controllers
/// (UISplitViewControllerDelegate). Every method has a default, as the Objective-C protocol's are
/// optional.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// The split view collapses to one column: return true when you handled the secondary
  /// controller yourself (it is then left out of the collapsed stack), false to have it pushed on
  /// the primary navigation controller. Default false. A classic split view asks this; a column
  /// split view asks ``splitViewController(_:topColumnForCollapsingToProposedTopColumn:)``.
  func splitViewController(
    _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool
  /// The split view expands to columns again: the controller to show as the secondary one, or
  /// nil to have the split view take what was pushed above the primary stack. Default nil.
  func splitViewController(
    _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
  ) -> ViewController?
  /// The column shown when a column split view collapses; `proposedTopColumn` is ``SplitViewController/Column/secondary``
  /// when the secondary column has a controller, else ``SplitViewController/Column/primary``.
  /// Returning ``SplitViewController/Column/primary`` keeps the secondary stack out of the collapsed
  /// stack. Default `proposedTopColumn`.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  /// Return true when you showed `vc` in the primary position yourself (classic split views).
  /// Default false.
  func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?)
    -> Bool
  /// Return true when you showed `vc` as the detail yourself (classic split views). Default false.
  func splitViewController(
    _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
  ) -> Bool
  /// The display mode is about to become `displayMode`.
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// The split view collapsed to one column.
  func splitViewControllerDidCollapse(_ svc: SplitViewController)
  /// The split view expanded to columns.
  func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
  /// Lets the split view collapse the secondary controller onto the primary one.
  public func splitViewController(
    _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool { false }
  /// Lets the split view separate the secondary controller itself.
  public func splitViewController(
    _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
  ) -> ViewController? { nil }
  /// Keeps the proposed column.
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }
  /// Lets the split view show the controller.
  public func splitViewController(
    _ splitViewController: SplitViewController, show vc: ViewController, sender: Any?
  ) -> Bool { false }
  /// Lets the split view show the detail.
  public func splitViewController(
    _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
