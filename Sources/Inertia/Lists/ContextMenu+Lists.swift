import Foundation

extension TableView: ContextMenuList {
  func contextMenuConfiguration(at point: CGPoint) -> (ContextMenuConfiguration, IndexPath)? {
    guard let path = indexPathForRow(at: point), let delegate = tableDelegate,
      let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: path, point: point)
    else { return nil }
    return (configuration, path)
  }

  func contextMenuWillDisplay(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
  }

  func contextMenuWillEnd(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
  }

  func contextMenuWillCommit(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  /// Chooses `action` from the shown context menu: the menu closes (the delegate hears
  /// `willEndContextMenuInteraction`) and the action runs. False, doing nothing, when no menu
  /// shows, the action is not in it or it is disabled.
  @discardableResult
  package func selectContextMenuAction(_ action: ControlAction) -> Bool { chooseContextMenuAction(action) }

  /// Closes the shown context menu without choosing anything (a tap outside it).
  package func dismissContextMenu() { endContextMenu() }

  /// Taps the shown context menu's preview: the delegate's `willPerformPreviewActionForMenuWith`,
  /// the menu closes, then the animator's completions run.
  package func tapContextMenuPreview() { commitContextMenuPreview() }
}

extension CollectionView: ContextMenuList {
  func contextMenuConfiguration(at point: CGPoint) -> (ContextMenuConfiguration, IndexPath)? {
    guard let path = indexPathForItem(at: point), let delegate = collectionDelegate else { return nil }
    let configuration =
      delegate.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: point)
      ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point)
    return configuration.map { ($0, path) }
  }

  func contextMenuWillDisplay(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
  }

  func contextMenuWillEnd(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
  }

  func contextMenuWillCommit(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) {
    collectionDelegate?.collectionView(
      self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  /// Chooses `action` from the shown context menu (as the table view's).
  @discardableResult
  package func selectContextMenuAction(_ action: ControlAction) -> Bool { chooseContextMenuAction(action) }

  /// Closes the shown context menu without choosing anything.
  package func dismissContextMenu() { endContextMenu() }

  /// Taps the shown context menu's preview (as the table view's).
  package func tapContextMenuPreview() { commitContextMenuPreview() }
}
