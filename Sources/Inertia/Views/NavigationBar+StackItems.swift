import Foundation

extension NavigationBar {
  /// The navigation items the bar shows, bottom first (UINavigationBar's `items`): a navigation
  /// controller's bar gives its controllers' items (setting them then changes nothing: the
  /// controller owns them); a bar of its own (a storyboard's standalone bar) keeps the items set
  /// or pushed and shows the top one's title and buttons, with a back button titled after the
  /// one below that pops it. Nil for a bar with no items.
  public var items: [NavigationItem]? {
    get {
      if let controller { return controller.viewControllers.map(\.navigationItem) }
      return standaloneItems.isEmpty ? nil : standaloneItems
    }
    set { setItems(newValue, animated: false) }
  }

  /// The item of the top controller, or the top item of a bar of its own, whose title and buttons
  /// the bar shows (UINavigationBar's `topItem`).
  public var topItem: NavigationItem? {
    controller.map { $0.topViewController?.navigationItem } ?? standaloneItems.last
  }

  /// The item below the top one, whose title the back button shows (UINavigationBar's `backItem`).
  public var backItem: NavigationItem? {
    guard let stack = items, stack.count > 1 else { return nil }
    return stack[stack.count - 2]
  }

  /// Replaces the items of a bar of its own (`animated` is recorded: the change shows at once).
  /// Does nothing for a navigation controller's bar.
  public func setItems(_ items: [NavigationItem]?, animated: Bool) {
    guard controller == nil else { return }
    standaloneItems = items ?? []
    showStandaloneTopItem()
  }

  /// Pushes `item` on a bar of its own, showing it with a back button (`animated` is recorded).
  public func pushItem(_ item: NavigationItem, animated: Bool) {
    guard controller == nil else { return }
    standaloneItems.append(item)
    showStandaloneTopItem()
  }

  /// Pops the top item of a bar of its own and returns it (nil when there is none, or for a
  /// navigation controller's bar).
  @discardableResult
  public func popItem(animated: Bool) -> NavigationItem? {
    guard controller == nil, let top = standaloneItems.popLast() else { return nil }
    top.changed = nil
    showStandaloneTopItem()
    return top
  }

  /// Shows the top item of a bar of its own: its title, buttons and a back button.
  private func showStandaloneTopItem() {
    for item in standaloneItems.dropLast() { item.changed = nil }
    guard let top = standaloneItems.last else {
      setTitle(nil)
      for entry in itemViews { entry.view.removeFromSuperview() }
      itemViews = []
      return
    }
    top.changed = { [weak self] in self?.showStandaloneTopItem() }
    setTitle(top.title)
    let below = standaloneItems.dropLast().last
    let backTitle = below.map { $0.backButtonTitle ?? $0.title ?? "Back" }
    showItems(of: top, backTitle: backTitle) { [weak self] in self?.popItem(animated: true) }
    setNeedsLayout()
  }
}
