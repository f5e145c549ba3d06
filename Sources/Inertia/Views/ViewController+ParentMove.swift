import Foundation

/// Which way a view controller is moving between parents, while its view appears or disappears.
enum ParentMove {
  /// Added to a parent (``ViewController/addChild(_:)``, a push) and not yet appeared.
  case toParent
  /// Being removed from its parent (`willMove(toParent: nil)`, a pop) and not yet removed.
  case fromParent
}

extension ViewController {
  /// Whether the controller is being added to a parent (UIViewController.isMovingToParent): true
  /// from ``addChild(_:)`` (a push, a container adding it) through the `viewWillAppear(_:)` and
  /// `viewDidAppear(_:)` of that first appearance; false when it appears for another reason (a pop
  /// uncovering it, a tab selected, a window shown). A child added while its view is out of any
  /// window (below the top of a navigation stack) is not moving once ``didMove(toParent:)`` ran.
  public var isMovingToParent: Bool { parentMove == .toParent }

  /// Whether the controller is being removed from its parent (UIViewController.isMovingFromParent):
  /// true from `willMove(toParent: nil)` (a pop, a container removing it) through the
  /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` of its leaving, until
  /// ``removeFromParent()``; false when it disappears for another reason (a push covering it, a
  /// presentation over it). A cancelled interactive pop leaves it in place, not moving.
  public var isMovingFromParent: Bool { parentMove == .fromParent }
}
