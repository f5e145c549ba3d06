import Foundation

/// One finger on the screen, tracked from touch-down to lift, like UITouch.
///
/// See also: ``Event``, ``Window/handleTouch(id:phase:at:timestamp:)``.
@preconcurrency @MainActor
public final class Touch: Hashable {
  /// The phases of a touch.
  public enum Phase: String, Sendable, CaseIterable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// The identifier the input source gave this finger.
  public let identifier: Int
  /// The current phase.
  public internal(set) var phase: Phase
  /// When the touch last changed, in clock seconds.
  public internal(set) var timestamp: Double
  /// How many taps in a row this touch is (1 for a single tap).
  public internal(set) var tapCount: Int
  /// The view the touch was hit-tested to at touch-down; it keeps the touch until it ends.
  public internal(set) weak var view: View?
  /// The window the touch belongs to.
  public internal(set) weak var window: Window?
  /// The gesture recognizers that receive this touch.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// Where the touch went down, in window coordinates.
  public let initialLocationInWindow: CGPoint
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// Whether the view already received touchesBegan for this touch.
  var deliveredToView = false
  /// Whether the touch's lift (or cancel) has been handed to its recognizers. Touches of one
  /// event change phase together before any is dispatched, so a finished phase alone does not
  /// say the recognizers have seen it.
  var isEndDispatched = false
  /// Whether the window's gesture arbiter holds this touch's view deliveries in its list.
  var isHeldByArbiter = false
  /// Whether deliveries to the view were stopped (cancelled by a recognizer or refused).
  var viewDeliveryStopped = false
  /// View deliveries held back by recognizers that delay touches.
  var pendingDeliveries: [Phase] = []
  /// Whether the window is assembling an event holding a change of this touch not yet dispatched.
  var isInAssembledEvent = false

  init(identifier: Int, location: CGPoint, timestamp: Double, tapCount: Int, window: Window) {
    self.identifier = identifier
    self.phase = .began
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.window = window
    self.initialLocationInWindow = location
    self.locationInWindow = location
    self.previousLocationInWindow = location
  }

  /// The touch's location in `view`'s coordinates (the window's when nil).
  public func location(in view: View?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's previous location in `view`'s coordinates (the window's when nil).
  public func previousLocation(in view: View?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Whether the touch has lifted or was cancelled.
  public var isFinished: Bool { phase == .ended || phase == .cancelled }

  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together, like UIEvent.
@preconcurrency @MainActor
public final class Event {
  /// When the event happened, in clock seconds.
  public let timestamp: Double
  /// The window's touches when the event was made, by identifier (a copy of the window's table:
  /// copying it costs nothing until one of them changes, so an event is made in constant time).
  private let touchTable: [Int: Touch]

  /// Every touch currently known to the window, including the ones that changed (made on each
  /// read: most events are never asked, and one per touch change would cost the touches down).
  public var allTouches: Set<Touch> { Set(touchTable.values) }

  init(timestamp: Double, touches: [Int: Touch]) {
    self.timestamp = timestamp
    self.touchTable = touches
  }

  /// The touches that belong to `view`.
  public func touches(for view: View) -> Set<Touch> { allTouches.filter { $0.view === view } }

  /// The touches delivered to `recognizer`.
  public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
    allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
  }
}
