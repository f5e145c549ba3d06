import Foundation

/// What a context menu shows (UIContextMenuConfiguration): an identifier, a preview provider and
/// an action provider that builds the menu when it is about to show.
///
/// A list asks its delegate for one when a long press (0.5 s held still) begins on a row
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, `collectionView(_:contextMenuConfigurationForItemAt:point:)`);
/// a non-nil answer shows the menu (see ``ContextMenuPresentation``), which takes precedence over
/// the row's edit menu.
@preconcurrency @MainActor
public final class ContextMenuConfiguration {
  /// The identifier given at creation (an index path, a string...). Default nil.
  public let identifier: Any?
  /// Makes the preview's view controller; nil: the row itself is the preview.
  public let previewProvider: (@MainActor () -> ViewController?)?
  /// Builds the menu from the suggested actions (none here); nil: no actions.
  public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

  /// A configuration.
  public init(
    identifier: Any? = nil, previewProvider: (@MainActor () -> ViewController?)? = nil,
    actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}

/// The animator a context menu's appearance, disappearance or commit passes to the delegate
/// (UIContextMenuInteractionAnimating): animations added to it run at once (there is no menu
/// animation), completions right after.
@preconcurrency @MainActor
public final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
  /// The preview's view controller, when the configuration provides one.
  public let previewViewController: ViewController?
  /// What committing does (UIContextMenuInteractionCommitStyle). Default pop.
  public var preferredCommitStyle = CommitStyle.pop
  var completions: [@MainActor () -> Void] = []

  /// How a commit shows the preview.
  public enum CommitStyle: Int, Sendable {
    /// The menu dismisses.
    case dismiss = 0
    /// The preview pops into place.
    case pop = 1
  }

  init(previewViewController: ViewController?) { self.previewViewController = previewViewController }

  /// Runs `animations` at once.
  public func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
  /// Runs `completion` when the transition ends (right after the delegate returns).
  public func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion() }
  }
}

/// What a context menu's delegate gets to animate with (UIContextMenuInteractionAnimating).
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
  /// The preview's view controller, when the configuration provides one.
  var previewViewController: ViewController? { get }
  /// Runs `animations` alongside the menu's transition (at once here).
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Runs `completion` when the transition ends.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator of a tap on a context menu's preview (UIContextMenuInteractionCommitAnimating).
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
  /// What committing does.
  var preferredCommitStyle: ContextMenuAnimator.CommitStyle { get set }
}

/// A context menu showing on a list row: the configuration, the menu its action provider built,
/// and the row.
@preconcurrency @MainActor
public struct ContextMenuPresentation {
  /// The delegate's configuration.
  public let configuration: ContextMenuConfiguration
  /// The menu shown (nil: the configuration has no actions).
  public let menu: Menu?
  /// The row or item the menu is for.
  public let indexPath: IndexPath
  /// The preview's view controller, made by the configuration's preview provider.
  public let previewViewController: ViewController?
}

/// A list that shows context menus for its rows (the table and collection views).
@MainActor
protocol ContextMenuList: View {
  /// The delegate's configuration for the row at `point` (list coordinates), or nil.
  func contextMenuConfiguration(at point: CGPoint) -> (ContextMenuConfiguration, IndexPath)?
  /// Tells the delegate the menu will show.
  func contextMenuWillDisplay(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator)
  /// Tells the delegate the menu will end.
  func contextMenuWillEnd(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator)
  /// Tells the delegate the preview was tapped.
  func contextMenuWillCommit(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator)
  /// The menu shown now.
  var contextMenu: ContextMenuPresentation? { get set }
}

extension ContextMenuList {
  /// Shows the delegate's `configuration` for the row at `path`.
  func showContextMenu(_ configuration: ContextMenuConfiguration, at path: IndexPath) {
    if contextMenu != nil { endContextMenu() }
    let preview = configuration.previewProvider?()
    let menu = configuration.actionProvider?([])
    contextMenu = ContextMenuPresentation(
      configuration: configuration, menu: menu, indexPath: path, previewViewController: preview)
    let animator = ContextMenuAnimator(previewViewController: preview)
    contextMenuWillDisplay(configuration, animator: animator)
    animator.finish()
  }

  /// Closes the menu, telling the delegate.
  func endContextMenu() {
    guard let shown = contextMenu else { return }
    contextMenu = nil
    let animator = ContextMenuAnimator(previewViewController: shown.previewViewController)
    contextMenuWillEnd(shown.configuration, animator: animator)
    animator.finish()
  }

  /// Runs `action` of the shown menu and closes it (unless it keeps the menu presented).
  func chooseContextMenuAction(_ action: ControlAction) -> Bool {
    guard let shown = contextMenu, let menu = shown.menu,
      menu.allActions.contains(where: { $0 === action }), !action.attributes.contains(.disabled)
    else { return false }
    if !action.attributes.contains(.keepsMenuPresented) { endContextMenu() }
    action.run(sender: nil, control: nil, event: [])
    return true
  }

  /// A tap on the preview: the delegate's `willPerformPreviewActionForMenuWith`, then the menu
  /// closes and the animator's completions run (where apps push the preview's controller).
  func commitContextMenuPreview() {
    guard let shown = contextMenu else { return }
    let animator = ContextMenuAnimator(previewViewController: shown.previewViewController)
    contextMenuWillCommit(shown.configuration, animator: animator)
    endContextMenu()
    animator.finish()
  }
}
