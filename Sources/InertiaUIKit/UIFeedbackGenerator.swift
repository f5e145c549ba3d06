import Inertia

// Haptic feedback (UIFeedbackGenerator and its subclasses). There is no Taptic Engine on Linux:
// the generators accept every call and do nothing, as iOS's do on devices without haptics, and
// count what was asked (`occurrences`) so tests can see that a program asked for feedback.

/// The base of the feedback generators (UIFeedbackGenerator).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// How many times feedback was asked for (not UIKit: no haptics play here).
  public private(set) var occurrences = 0
  /// Creates a generator.
  public init() {}
  /// Readies the hardware: nothing to ready here.
  open func prepare() {}
  func occur() { occurrences += 1 }
}

/// Impact feedback (UIImpactFeedbackGenerator): nothing is felt on Linux.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft impact (iOS 13).
    case soft
    /// A rigid impact (iOS 13).
    case rigid
  }
  /// The generator's style.
  public let style: FeedbackStyle
  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  /// A medium impact generator.
  public override convenience init() { self.init(style: .medium) }
  /// Asks for an impact.
  open func impactOccurred() { occur() }
  /// Asks for an impact of `intensity` (0...1).
  open func impactOccurred(intensity: CGFloat) { occur() }
}

/// Selection-change feedback (UISelectionFeedbackGenerator): nothing is felt on Linux.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Asks for a selection tick.
  open func selectionChanged() { occur() }
}

/// Success, warning and error feedback (UINotificationFeedbackGenerator): nothing is felt on Linux.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kinds of notification feedback.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }
  /// Asks for feedback of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) { occur() }
}
