import Foundation

extension Control {
  /// How long a touch must stay down before a control's context menu shows, in seconds.
  package static let contextMenuLongPressDuration = 0.5

  /// Whether the menu replaces the primary action: a menu is set, the context-menu interaction is
  /// enabled and ``showsMenuAsPrimaryAction`` is on.
  package var menuIsPrimaryAction: Bool {
    showsMenuAsPrimaryAction && isContextMenuInteractionEnabled && menu != nil
  }

  /// Performs the primary action as UIKit does: presents the menu when it is the primary action,
  /// else sends `.primaryActionTriggered` (which runs an action given to `init(frame:primaryAction:)`).
  public func performPrimaryAction() {
    if menuIsPrimaryAction {
      presentMenu()
    } else {
      sendActions(for: .primaryActionTriggered)
    }
  }

  /// A touch went down and was tracked: the menu shows now when it is the primary action (tracking
  /// ends without a touch-up), or after a long press when the context-menu interaction is enabled
  /// (tracking is cancelled, `.touchCancel` is sent, then the menu shows).
  func menuTouchBegan() {
    guard isContextMenuInteractionEnabled, menu != nil else { return }
    if showsMenuAsPrimaryAction {
      endTrackingSilently()
      presentMenu()
      return
    }
    menuTimer?.invalidate()
    menuTimer = window?.clock.schedule(after: Self.contextMenuLongPressDuration, repeats: false) {
      [weak self] in
      guard let self, self.isTracking, self.isTouchInside, self.menu != nil else { return }
      self.cancelTrackingAndNotify()
      self.presentMenu()
    }
  }

  /// Sends `.menuActionTriggered` ("prior to the menu being presented": handlers may still change
  /// ``menu``), then presents the menu.
  package func presentMenu() {
    guard menu != nil, window != nil else { return }
    sendActions(for: .menuActionTriggered)
    presentedMenu = menu
  }

  /// Chooses `action` from the presented menu: the menu closes (unless the action keeps it
  /// presented) and the action runs with this control as sender. Returns false, doing nothing,
  /// when no menu is presented, the action is not in it, or it is disabled or hidden.
  @discardableResult
  package func selectMenuAction(_ action: ControlAction) -> Bool {
    guard let presentedMenu, presentedMenu.allActions.contains(where: { $0 === action }),
      !action.attributes.contains(.disabled)
    else { return false }
    if !action.attributes.contains(.keepsMenuPresented) { self.presentedMenu = nil }
    action.run(sender: self, control: self, event: [])
    return true
  }

  /// Closes the presented menu without choosing anything.
  package func dismissMenu() { presentedMenu = nil }
}
