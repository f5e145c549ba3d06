import Foundation

/// What collapsing a split view moved onto its primary navigation stack.
struct CollapseRecord {
  /// The primary stack's depth before the secondary controllers were pushed on it.
  var primaryDepth: Int
  /// The supplementary container's stack that was moved (empty when none was).
  var supplementary: [ViewController]
  /// The secondary container's stack that was moved (empty when none was).
  var secondary: [ViewController]
}

extension SplitViewController {
  /// The controller shown while collapsed: the compact column's (column split views), else the
  /// primary one.
  var collapsedContainer: ViewController? {
    if style != .unspecified, let compact = container(for: .compact) { return compact }
    return container(for: .primary)
  }

  /// Collapses to one stack: unless the delegate keeps it out, the supplementary and secondary
  /// stacks are pushed on the primary navigation controller.
  func collapseColumns(notify: Bool) {
    appliedCollapse = true
    defer { if notify { delegate?.splitViewControllerDidCollapse(self) } }
    collapseRecord = nil
    guard collapsedContainer === container(for: .primary),
      let navigation = container(for: .primary) as? NavigationController
    else { return }
    var record = CollapseRecord(primaryDepth: navigation.stack.count, supplementary: [], secondary: [])
    collapseRecord = record
    guard let secondary = container(for: .secondary), keepsSecondary(secondary, onto: navigation) else {
      return
    }
    if let supplementary = container(for: .supplementary) { record.supplementary = take(supplementary) }
    record.secondary = take(secondary)
    collapseRecord = record
    navigation.setViewControllers(navigation.stack + record.supplementary + record.secondary, animated: false)
  }

  private func keepsSecondary(_ secondary: ViewController, onto primary: ViewController) -> Bool {
    guard let delegate else { return true }
    if style == .unspecified {
      return !delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
    }
    return delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
      != .primary
  }

  /// Takes `container`'s controllers out of it: a navigation controller's stack, else the
  /// controller itself (no longer a child of the split view).
  private func take(_ container: ViewController) -> [ViewController] {
    if let navigation = container as? NavigationController { return navigation.detachStack() }
    container.willMove(toParent: nil)
    container.viewIfLoaded?.removeFromSuperview()
    container.removeFromParent()
    return [container]
  }

  /// Expands to columns: what is above the primary stack's former depth goes back to the
  /// secondary column (the delegate's separated controller, when it gives one).
  func expandColumns(notify: Bool) {
    appliedCollapse = false
    defer { if notify { delegate?.splitViewControllerDidExpand(self) } }
    guard let record = collapseRecord, let navigation = container(for: .primary) as? NavigationController
    else {
      return
    }
    collapseRecord = nil
    let depth = min(record.primaryDepth, navigation.stack.count)
    var above = Array(navigation.stack.dropFirst(depth))
    if !above.isEmpty {
      navigation.setViewControllers(Array(navigation.stack.prefix(depth)), animated: false)
    }
    for controller in above {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    if let supplementary = container(for: .supplementary) as? NavigationController,
      !record.supplementary.isEmpty
    {
      let returned = above.prefix { controller in record.supplementary.contains { $0 === controller } }
      supplementary.setViewControllers(
        returned.isEmpty ? record.supplementary : Array(returned), animated: false)
      above.removeFirst(returned.count)
    }
    if style == .unspecified,
      let separated = delegate?.splitViewController(self, separateSecondaryFrom: navigation)
    {
      replaceSecondary(with: separated)
      return
    }
    restoreSecondary(above.isEmpty ? record.secondary : above)
  }

  private func restoreSecondary(_ controllers: [ViewController]) {
    guard !controllers.isEmpty else { return }
    if let secondary = container(for: .secondary) as? NavigationController,
      controllers.first !== secondary
    {
      secondary.setViewControllers(controllers, animated: false)
      return
    }
    // A classic split view's secondary controller that is not a navigation controller.
    if let last = controllers.last { replaceSecondary(with: last) }
  }

  private func replaceSecondary(with controller: ViewController) {
    if let old = container(for: .secondary), old !== controller, old.parent === self {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    given[.secondary] = controller
    wrappers[.secondary] = nil
    if controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
  }

  // MARK: Showing

  /// Shows `vc` in the primary position (UIKit's override): collapsed, pushed on the primary
  /// navigation stack; expanded, it becomes the primary controller. The delegate's
  /// ``SplitViewControllerDelegate/splitViewController(_:show:sender:)`` may do it instead.
  func showInPrimary(_ vc: ViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if isCollapsed, let navigation = collapsedContainer as? NavigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      setViewController(vc, for: .primary)
    }
  }

  /// Shows `vc` as the detail (UIKit's override): collapsed, pushed on the primary navigation
  /// stack (a navigation controller's stack is pushed, and it becomes the secondary container
  /// when the split view expands); expanded, it becomes the secondary controller. The delegate's
  /// ``SplitViewControllerDelegate/splitViewController(_:showDetail:sender:)`` may do it instead.
  func showAsDetail(_ vc: ViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    guard isCollapsed else {
      if style == .unspecified {
        replaceSecondary(with: vc)
        arrangementChanged()
      } else if let wrapper = wrappers[.secondary], !(vc is NavigationController) {
        given[.secondary] = vc
        wrapper.setViewControllers([vc], animated: false)
      } else {
        setViewController(vc, for: .secondary)
      }
      return
    }
    guard let navigation = collapsedContainer as? NavigationController else {
      present(vc, animated: true)
      return
    }
    if let detail = vc as? NavigationController {
      if style == .unspecified { replaceSecondary(with: detail) }
      let stack = detail.detachStack()
      navigation.setViewControllers(navigation.stack + stack, animated: true)
    } else {
      navigation.pushViewController(vc, animated: true)
    }
  }
}

extension NavigationController {
  /// Empties the stack without showing anything (a split view moves it onto another stack):
  /// every controller stops being a child. Returns the stack, bottom first.
  func detachStack() -> [ViewController] {
    let taken = stack
    stack = []
    for controller in taken.reversed() {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.barInsets = .zero
      controller.removeFromParent()
    }
    return taken
  }
}

extension ViewController {
  /// The nearest ancestor (self excluded) that is a ``SplitViewController``.
  public var splitViewController: SplitViewController? {
    var current = parent
    while let candidate = current {
      if let split = candidate as? SplitViewController { return split }
      current = candidate.parent
    }
    return nil
  }
}
