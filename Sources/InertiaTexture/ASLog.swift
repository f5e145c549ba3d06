import Foundation
import Inertia

/// Texture's switch for its own logging (`ASDisableLogging()` / `ASEnableLogging()`). Texture logs
/// layout and range activity to the system log; InertiaTexture writes no log of its own, so the
/// switch only records the choice (``isEnabled``), for code that asks.
public enum ASLogging {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var enabled = true

  /// Whether Texture's logging is on. Default true, as Texture's.
  public static var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }
}

/// Turns Texture's logging off (any thread), as Texture's `ASDisableLogging()`.
public func ASDisableLogging() { ASLogging.isEnabled = false }

/// Turns Texture's logging back on (any thread), as Texture's `ASEnableLogging()`.
public func ASEnableLogging() { ASLogging.isEnabled = true }
