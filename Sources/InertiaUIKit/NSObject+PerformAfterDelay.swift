import Foundation
import Inertia

// NSObject's delayed perform requests (`perform(_:with:afterDelay:)` and
// `cancelPreviousPerformRequests(withTarget:)`), which Linux's Foundation lacks, on the app clock:
// a request fires after its delay of app-clock time, so in a replay or a test it fires at the same
// frame in every run. The selector is sent as a control sends its action, with the argument as the
// sender (a method bound with `Selector(_:target:_:)` gets it as its parameter). As on iOS, the
// target and the argument are kept until the request fires or is cancelled. A request runs in
// the default mode (or the modes given with `inModes:`): one due while a scroll view moves waits
// until the scrolling ends (`RunLoopModeGate`), as the main run loop runs in its tracking mode
// then.

/// The pending delayed perform requests, in the order made.
@MainActor
enum DelayedPerformRequests {
  struct Request {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    let timer: ClockTimer
    let id: Int
  }
  static var pending: [Request] = []
  static var nextID = 0

  /// Sends `selector` to `target` with `argument` after `delay` seconds of app-clock time (a
  /// negative or non-finite delay fires on the next tick), once the main run loop runs in one of
  /// `modes`.
  static func schedule(
    _ selector: Selector, to target: AnyObject, with argument: Any?, after delay: TimeInterval,
    modes: RunLoopModes = .default
  ) {
    nextID += 1
    let id = nextID
    let seconds = delay.isFinite && delay > 0 ? delay : 0
    let clock = Window.appClock
    let timer = clock.schedule(after: seconds, repeats: false) {
      RunLoopModeGate.run(modes, on: clock) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        let request = pending.remove(at: index)
        request.selector.send(to: request.target, sender: request.argument, event: nil)
      }
    }
    pending.append(Request(target: target, selector: selector, argument: argument, timer: timer, id: id))
  }

  /// Cancels the requests made for `target`; with a selector, only those for it and whose
  /// argument is `argument` (the same object, or equal values).
  static func cancel(target: AnyObject, selector: Selector?, argument: Any?) {
    pending.removeAll { request in
      guard request.target === target else { return false }
      if let selector {
        guard request.selector == selector, sameArgument(request.argument, argument) else { return false }
      }
      request.timer.invalidate()
      return true
    }
  }

  /// NSObject's `isEqual:` rule for two arguments: both nil, the same object, or equal values.
  private static func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let left?, let right?):
      if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
      return (left as AnyObject) === (right as AnyObject)
    default: return false
    }
  }
}

extension Responder {
  /// Sends `aSelector` to this object after `delay` seconds of app-clock time, with `anArgument`
  /// as the method's argument (NSObject's `perform(_:with:afterDelay:)`).
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    DelayedPerformRequests.schedule(aSelector, to: self, with: anArgument, after: delay)
  }

  /// Sends `aSelector` to this object after `delay` seconds of app-clock time, once the main run
  /// loop runs in one of `modes` (NSObject's `perform(_:with:afterDelay:inModes:)`): a request for
  /// `.default` alone that comes due while a scroll view moves waits until the scrolling ends.
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    DelayedPerformRequests.schedule(
      aSelector, to: self, with: anArgument, after: delay, modes: RunLoopModes(modes))
  }

  /// Cancels every delayed perform request made for `aTarget`.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
  }

  /// Cancels the delayed perform requests made for `aTarget` with `aSelector` and an argument
  /// equal to `anArgument`.
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
  }
}

extension NSObject {
  /// Sends `aSelector` to this object after `delay` seconds of app-clock time, with `anArgument`
  /// as the method's argument (`perform(_:with:afterDelay:)`).
  @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    DelayedPerformRequests.schedule(aSelector, to: self, with: anArgument, after: delay)
  }

  /// Sends `aSelector` to this object after `delay` seconds of app-clock time, once the main run
  /// loop runs in one of `modes` (`perform(_:with:afterDelay:inModes:)`).
  @MainActor
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    DelayedPerformRequests.schedule(
      aSelector, to: self, with: anArgument, after: delay, modes: RunLoopModes(modes))
  }

  /// Cancels every delayed perform request made for `aTarget` (any object, a view controller
  /// too).
  @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
  }

  /// Cancels the delayed perform requests made for `aTarget` with `aSelector` and an argument
  /// equal to `anArgument`.
  @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
  }
}
