import Foundation

/// What manages a presented view controller's presentation (UIPresentationController). Inertia
/// covers the window with every presented view; these objects keep the settings apps make.
@preconcurrency @MainActor
open class PresentationController {
  /// The controller being presented.
  public unowned let presentedViewController: ViewController
  /// The controller presenting it, once it is presented.
  public var presentingViewController: ViewController? { presentedViewController.presentingViewController }
  /// The presented controller's view.
  public var presentedView: View? { presentedViewController.viewIfLoaded }

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
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
    let made = PopoverPresentationController(presentedViewController: self)
    storedPresentationController = made
    return made
  }

  /// The sheet settings when this controller presents as a sheet (`.automatic`, `.pageSheet` or
  /// `.formSheet`), else nil (UIViewController.sheetPresentationController).
  public var sheetPresentationController: SheetPresentationController? {
    guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
    if let existing = storedPresentationController as? SheetPresentationController { return existing }
    let made = SheetPresentationController(presentedViewController: self)
    storedPresentationController = made
    return made
  }

  /// The object managing this controller's presentation: its sheet or popover settings.
  public var presentationController: PresentationController? {
    popoverPresentationController ?? sheetPresentationController
  }
}
