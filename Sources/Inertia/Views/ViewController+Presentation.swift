import Foundation

/// How a presented view controller shows (UIModalPresentationStyle). Inertia covers the window
/// with the presented view for every style.
public enum ModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
  case popover, blurOverFullScreen
  case none = -1
  case automatic = -2
}

/// The transition a presentation plays (UIModalTransitionStyle); recorded only.
public enum ModalTransitionStyle: Int, Sendable {
  case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// Modal presentation (UIViewController.present / dismiss). A presentation puts a container view
/// over the window (its ``PresentationController/containerView``) and the presented controller's
/// view in it. Without a custom animator it takes effect at once (UIKit's own slide-up is not
/// animated here): the completion runs right after, and `viewDidAppear` follows the window's next
/// layout pass. With an animator from the presented controller's ``transitioningDelegate`` (when
/// `animated` is true), the animator moves the views on the window's clock, a percent-driven
/// interaction controller can scrub, finish or cancel it, and the appearance calls and the
/// completion follow ``ViewControllerContextTransitioning/completeTransition(_:)``.
extension ViewController {
  /// The controller this one, or its nearest presenting ancestor, presents, if any (UIKit's
  /// `presentedViewController`).
  public var presentedViewController: ViewController? { storedPresented ?? parent?.presentedViewController }
  /// The controller presenting this one (or an ancestor of it that presents), if any.
  public var presentingViewController: ViewController? {
    storedPresenting ?? parent?.presentingViewController
  }
  /// Whether this controller is being shown by a presentation.
  var isPresented: Bool { storedPresenting != nil }

  /// Presents `controller` over the window. As in UIKit, the presentation is made by the
  /// presentation context: this controller's outermost container (a child of a navigation
  /// controller presents from the navigation controller), stopping at an ancestor that
  /// ``definesPresentationContext``. A context that already presents one, one whose view is in no
  /// window, or a `controller` already presented does nothing (UIKit logs and ignores these too).
  public func present(
    _ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    var presenter = self
    while !presenter.definesPresentationContext, let parent = presenter.parent { presenter = parent }
    guard presenter.storedPresented == nil, controller.storedPresenting == nil, controller !== presenter,
      controller !== self, controller.activeTransition == nil, let window = viewIfLoaded?.window
    else { return }
    presenter.storedPresented = controller
    controller.storedPresenting = presenter
    let presentation = controller.presentation(presenting: presenter, source: self)
    if let popover = presentation as? PopoverPresentationController,
      let popoverDelegate = popover.delegate as? any PopoverPresentationControllerDelegate
    {
      popoverDelegate.prepareForPopoverPresentation(popover)
    }
    let container = PresentationContainerView(frame: window.bounds, presentation: presentation)
    presentation.containerView = container
    window.addSubview(container)
    ViewControllerTransition(
      kind: .presentation, presented: controller, presenter: presenter, source: self,
      presentation: presentation, containerView: container, animated: animated, completion: completion
    ).start()
  }

  /// Dismisses the controller this one presents, or, when it presents none, this controller
  /// (or its container) if it is presented. Anything presented by the dismissed controller goes
  /// at once. With an animator from the dismissed controller's ``transitioningDelegate`` the
  /// dismissal animates; a dismissal asked for while a transition of the same controller runs is
  /// ignored.
  public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    if let presented = storedPresented {
      guard presented.activeTransition == nil else { return }
      presented.dismissPresentedChain()
      let presentation = presented.presentation(presenting: self, source: self)
      let container = presentation.containerView ?? presented.viewIfLoaded?.superview ?? View()
      ViewControllerTransition(
        kind: .dismissal, presented: presented, presenter: self, source: self, presentation: presentation,
        containerView: container, animated: animated, completion: completion
      ).start()
      return
    }
    if let presenting = storedPresenting {
      presenting.dismiss(animated: animated, completion: completion)
    } else if let parent {
      parent.dismiss(animated: animated, completion: completion)
    }
  }

  /// The presentation controller of a presentation by `presenting`: for a `.custom` style the one
  /// the transitioning delegate makes (kept for the dismissal), else the one for the style.
  func presentation(presenting: ViewController, source: ViewController) -> PresentationController {
    if modalPresentationStyle == .custom, storedPresenting != nil, activeTransition == nil,
      storedPresentationController?.containerView == nil,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenting, source: source)
    {
      storedPresentationController = custom
      return custom
    }
    if let existing = storedPresentationController { return existing }
    return presentationController
      ?? PresentationController(presentedViewController: self, presenting: presenting)
  }

  private func dismissPresentedChain() {
    guard let presented = storedPresented else { return }
    presented.dismissPresentedChain()
    presented.activeTransition?.completeTransition(false)
    presented.storedPresentationController?.containerView?.removeFromSuperview()
    presented.storedPresentationController?.containerView = nil
    presented.viewIfLoaded?.removeFromSuperview()
    presented.storedPresenting = nil
    storedPresented = nil
  }
}

/// The status bar's look (UIStatusBarStyle); recorded, as the host draws no status bar.
public enum StatusBarStyle: Int, Sendable {
  /// Dark content on light backgrounds, or as the interface style says.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows (UIStatusBarAnimation, UIKit's raw values).
/// Inertia's hosts draw no status bar, so it is recorded only.
public enum StatusBarAnimation: Int, Sendable {
  /// No animation.
  case none = 0
  /// The bar fades in and out.
  case fade = 1
  /// The bar slides in and out.
  case slide = 2
}

/// An interface orientation (UIInterfaceOrientation, UIKit's raw values).
public enum InterfaceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright: the home button or indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so the top is on the left.
  case landscapeLeft = 4
  /// Turned so the top is on the right.
  case landscapeRight = 3

  /// Whether it is one of the portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is one of the landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIInterfaceOrientationMask, UIKit's bits).
public struct InterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Upright.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Turned so the top is on the left.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Turned so the top is on the right.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: InterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  /// Every orientation but upside down.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
