import Foundation

/// What a plain view's context menu asks and tells (UIContextMenuInteractionDelegate). Only the
/// configuration is required; the rest do nothing by default.
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
  /// The menu for a press at `location` (the interaction's view's coordinates); nil: no menu.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration?
  /// The menu is about to show.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// The menu is about to close.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// The preview was tapped.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
}

extension ContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
}

/// A context menu on any view (UIContextMenuInteraction): a touch held 0.5 s still on the view
/// asks the delegate for a configuration at the touch's location and shows its menu.
///
/// The delegate is asked when the touch goes down (as the lists ask); a nil answer arms nothing,
/// so the press does not block the view's other recognizers. Once the menu shows,
/// ``presentedMenu`` holds it; ``selectMenuAction(_:)``, ``dismissMenu()`` and ``tapPreview()``
/// stand in for the menu's interface (nothing is drawn).
@preconcurrency @MainActor
public final class ContextMenuInteraction: Interaction {
  /// The delegate.
  public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
  /// The view the interaction is on.
  public private(set) weak var view: View?
  /// The configuration of the menu showing now.
  public private(set) var presentedConfiguration: ContextMenuConfiguration?
  /// The menu showing now (the configuration's action provider's), nil when none shows or the
  /// configuration has no actions.
  public private(set) var presentedMenu: Menu?
  /// The preview's controller of the menu showing now.
  public private(set) var previewViewController: ViewController?
  private let press: ContextMenuPressRecognizer
  private var pending: ContextMenuConfiguration?

  /// An interaction telling `delegate`.
  public init(delegate: any ContextMenuInteractionDelegate) {
    self.delegate = delegate
    press = ContextMenuPressRecognizer()
    press.interaction = self
    press.addTarget { [weak self] recognizer in
      if recognizer.state == .began { self?.present() }
    }
  }

  /// Called before the interaction moves to `view`.
  public func willMove(to view: View?) { self.view?.removeGestureRecognizer(press) }
  /// Called after the interaction moved to `view`: the press recognizer is attached to it.
  public func didMove(to view: View?) {
    self.view = view
    view?.addGestureRecognizer(press)
  }

  /// Where the press is, in `view`'s coordinates (the interaction's view when nil).
  public func location(in view: View?) -> CGPoint { press.location(in: view ?? self.view) }

  /// Closes the menu showing (the delegate hears `willEndFor`).
  public func dismissMenu() {
    guard let configuration = presentedConfiguration else { return }
    let animator = ContextMenuAnimator(previewViewController: previewViewController)
    presentedConfiguration = nil
    presentedMenu = nil
    previewViewController = nil
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    animator.finish()
  }

  /// Runs `action` of the menu showing and closes the menu (unless the action keeps it
  /// presented). False, doing nothing, when no menu shows, the action is not in it or disabled.
  @discardableResult
  public func selectMenuAction(_ action: ControlAction) -> Bool {
    guard let menu = presentedMenu, menu.allActions.contains(where: { $0 === action }),
      !action.attributes.contains(.disabled)
    else { return false }
    if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
    action.run(sender: nil, control: nil, event: [])
    return true
  }

  /// A tap on the preview: the delegate's `willPerformPreviewActionForMenuWith`, the menu closes,
  /// then the animator's completions run.
  public func tapPreview() {
    guard let configuration = presentedConfiguration else { return }
    let animator = ContextMenuAnimator(previewViewController: previewViewController)
    delegate?.contextMenuInteraction(
      self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    dismissMenu()
    animator.finish()
  }

  /// Asks the delegate at a touch-down at `point` (the view's coordinates); true when it gave a menu.
  func configure(at point: CGPoint) -> Bool {
    pending = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point)
    return pending != nil
  }

  private func present() {
    guard let configuration = pending else { return }
    pending = nil
    dismissMenu()
    let preview = configuration.previewProvider?()
    presentedConfiguration = configuration
    presentedMenu = configuration.actionProvider?([])
    previewViewController = preview
    let animator = ContextMenuAnimator(previewViewController: preview)
    delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    animator.finish()
  }
}

/// The long press of a ``ContextMenuInteraction``: asks for the configuration at touch-down and
/// fails at once without one.
@MainActor
final class ContextMenuPressRecognizer: LongPressGestureRecognizer {
  weak var interaction: ContextMenuInteraction?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, let interaction, let view, let touch = touches.first,
      !interaction.configure(at: touch.location(in: view))
    {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }
}
