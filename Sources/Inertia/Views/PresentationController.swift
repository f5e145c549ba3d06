import Foundation

/// What manages a presented view controller's presentation (UIPresentationController): the
/// container view the presented view sits in, where in it the presented view goes, and the calls
/// around the presentation and dismissal transitions. A `.custom` presentation uses the one its
/// ``ViewController/transitioningDelegate`` makes (a subclass adding a dimming view, a smaller
/// frame); every other style uses the system's, which fills the container.
///
/// The container covers the window from the moment the presentation starts until the dismissal
/// ends, and lays the presented view out at ``frameOfPresentedViewInContainerView`` when it lays
/// out (between ``containerViewWillLayoutSubviews()`` and ``containerViewDidLayoutSubviews()``).
@preconcurrency @MainActor
open class PresentationController {
  /// The controller being presented.
  public unowned let presentedViewController: ViewController
  private weak var givenPresenting: ViewController?
  /// The view the presentation's views sit in, from the start of the presentation to the end of
  /// the dismissal; nil otherwise.
  public internal(set) var containerView: View?
  /// The object told about adaptation and swipe dismissals.
  open weak var delegate: (any AdaptivePresentationControllerDelegate)?
  /// Traits that replace the container's for the presented controller (kept).
  open var overrideTraitCollection: TraitCollection?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (the presentation sets the real presenter when it starts).
  public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
    self.presentedViewController = presentedViewController
    self.givenPresenting = presentingViewController
  }

  /// The controller presenting ``presentedViewController`` (the presented controller itself while
  /// no presenter is known).
  public var presentingViewController: ViewController {
    presentedViewController.presentingViewController ?? givenPresenting ?? presentedViewController
  }

  /// The view the presentation shows: the presented controller's view unless a subclass wraps it.
  open var presentedView: View? { presentedViewController.viewIfLoaded }

  /// The presented view's frame in the container once the presentation ends: the container's
  /// bounds unless a subclass says otherwise.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenting controller's view takes part in the transition: an animator gets it
  /// from the context as the presentation's from view and the dismissal's to view, as UIKit's
  /// full-screen presentations give it. Default true for `.fullScreen`, false otherwise. UIKit
  /// then takes it out of the window until the dismissal; here it goes back where it was, under
  /// the container, when each transition ends (the presenter stays underneath).
  open var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen }

  /// Whether the presentation covers the whole window. Default true.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style the presentation adapts to in a compact environment. Default full screen.
  open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }

  /// The presented controller's presentation style.
  public var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

  /// The traits of the environment: the override, else the container's or the presenter's.
  public var traitCollection: TraitCollection {
    overrideTraitCollection ?? (containerView ?? presentingViewController.viewIfLoaded)?.traitCollection
      ?? TraitCollection()
  }

  /// The presentation transition is about to start (the container is in the window; the presented
  /// view is not added yet). Add the presentation's own views here, and animate them with the
  /// presented controller's ``ViewController/transitionCoordinator``.
  open func presentationTransitionWillBegin() {}
  /// The presentation transition ended; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal transition is about to start.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal transition ended; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out its subviews. The default places the presented view at
  /// ``frameOfPresentedViewInContainerView`` when no transition is running; call super.
  open func containerViewWillLayoutSubviews() {
    guard presentedViewController.activeTransition == nil, let view = presentedView,
      view.superview === containerView
    else { return }
    view.frame = frameOfPresentedViewInContainerView
  }
  /// The container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
  /// Called before the window, and the container with it, takes `size` (UIKit's
  /// `viewWillTransition(to:with:)` of a presentation controller); queue work on `coordinator` to
  /// run once the views have the new size. The default passes the change to the presented
  /// controller; call super when overriding, as in UIKit.
  open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(to: size, with: coordinator)
  }
}

/// The view a presentation's views sit in (UIKit's transition view): it covers the window and asks
/// its presentation controller to place the presented view whenever it lays out.
@preconcurrency @MainActor
final class PresentationContainerView: View {
  unowned let presentationController: PresentationController

  init(frame: CGRect, presentation: PresentationController) {
    self.presentationController = presentation
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  override func layoutSubviews() {
    presentationController.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController.containerViewDidLayoutSubviews()
  }
}

/// The popover settings of a view controller presented with the `.popover` style
/// (UIPopoverPresentationController). On a compact-width window (every iPhone, and Inertia's
/// presentations) a popover adapts to a full-window presentation, so the anchor is kept and not
/// used for placement.
@preconcurrency @MainActor
public final class PopoverPresentationController: PresentationController {
  /// The directions the arrow may point (UIPopoverArrowDirection).
  public struct ArrowDirection: OptionSet, Sendable {
    /// The directions' bits, as UIKit's.
    public let rawValue: UInt
    /// Directions from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = ArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = ArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = ArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = ArrowDirection(rawValue: 1 << 3)
    /// Any direction (UIKit's default).
    public static let any = ArrowDirection(rawValue: 0xF)
  }

  /// The view the popover points at.
  public weak var sourceView: View?
  /// The rectangle in ``sourceView`` the popover points at.
  public var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  public weak var barButtonItem: BarButtonItem?
  /// The arrow directions allowed. Default any.
  public var permittedArrowDirections: ArrowDirection = .any
  /// The popover's background colour.
  public var backgroundColor: Color?
  /// Views that stay interactive while the popover shows.
  public var passthroughViews: [View]?
  /// The arrow direction used: unknown, as the popover adapts to a full-window presentation.
  public var arrowDirection: ArrowDirection { [] }
}

/// The sheet settings of a view controller presented as a sheet (UISheetPresentationController,
/// iOS 15). Inertia's presentations cover the window, so the detents are kept, and the selected one
/// is reported, without changing the presented view's height.
@preconcurrency @MainActor
public final class SheetPresentationController: PresentationController {
  /// A height a sheet rests at (UISheetPresentationController.Detent).
  public final class Detent: Sendable {
    /// A detent's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// The identifier `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent: about half the window.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent: the full sheet.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier

    init(identifier: Identifier) { self.identifier = identifier }

    /// The medium detent.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The large detent.
    public static func large() -> Detent { Detent(identifier: .large) }
  }

  /// The heights the sheet may rest at. Default large only.
  public var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; nil is the smallest. Default nil.
  public var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which the content behind stays undimmed; nil dims at every detent.
  public var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber. Default false.
  public var prefersGrabberVisible = false
  /// Whether scrolling the content expands the sheet first. Default true.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet ignores the compact height's full-screen adaptation. Default false.
  public var prefersEdgeAttachedInCompactHeight = false
  /// The sheet's corner radius; nil is the system's.
  public var preferredCornerRadius: CGFloat?

  /// Runs `changes` (UIKit animates a detent change made inside it; here it takes effect at once).
  public func animateChanges(_ changes: () -> Void) { changes() }
}

extension ViewController {
  /// The popover settings when this controller presents with the `.popover` style, else nil
  /// (UIViewController.popoverPresentationController).
  public var popoverPresentationController: PopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let existing = storedPresentationController as? PopoverPresentationController { return existing }
    let made = PopoverPresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }

  /// The sheet settings when this controller presents as a sheet (`.automatic`, `.pageSheet` or
  /// `.formSheet`), else nil (UIViewController.sheetPresentationController).
  public var sheetPresentationController: SheetPresentationController? {
    guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
    if let existing = storedPresentationController as? SheetPresentationController { return existing }
    let made = SheetPresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }

  /// The object managing this controller's presentation (UIViewController.presentationController):
  /// made on first use for the current style (popover or sheet settings, else the system's), and
  /// replaced, for a `.custom` presentation, by the one the transitioning delegate makes.
  public var presentationController: PresentationController? {
    if let popover = popoverPresentationController { return popover }
    if let sheet = sheetPresentationController { return sheet }
    if let existing = storedPresentationController,
      !(existing is PopoverPresentationController || existing is SheetPresentationController)
    {
      return existing
    }
    let made = PresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }
}
