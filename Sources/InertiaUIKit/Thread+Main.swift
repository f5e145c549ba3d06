import Dispatch
import Foundation

/// Marks the main queue, so code can tell it runs there whichever thread drains it.
private enum MainQueueMark {
  nonisolated(unsafe) static let key = DispatchSpecificKey<Bool>()
  /// Set once, on first use.
  static let isSet: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()
  /// Whether the caller runs on the main queue (the main actor's).
  static var isCurrent: Bool { isSet && DispatchQueue.getSpecific(key: key) == true }
}

extension Thread {
  /// The main thread (Foundation's `Thread.main` on Apple platforms; Foundation on Linux names it
  /// `mainThread`), so `Thread.current == .main` compiles and answers as on iOS: true for code on
  /// the main queue, the main actor's. On Linux the main queue may be drained by a thread that is
  /// not Foundation's main thread object (after `dispatchMain()`, under a test runner), so for code
  /// running there this is the current thread's object.
  public class var main: Thread {
    Thread.isMainThread || MainQueueMark.isCurrent ? Thread.current : Thread.mainThread
  }
}
