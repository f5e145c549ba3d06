import Foundation
import Inertia

// Core Animation's key-value spelling of a transaction's settings, which older code uses:
// `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`.

/// The transaction key of whether actions are disabled (`setDisableActions(_:)`).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the animation duration (`setAnimationDuration(_:)`).
public let kCATransactionAnimationDuration = "animationDuration"
/// Core Foundation's true, as a number (what the transaction and key-value calls read).
public let kCFBooleanTrue = NSNumber(value: true)
/// Core Foundation's false, as a number.
public let kCFBooleanFalse = NSNumber(value: false)

extension CATransaction {
  /// Sets a setting of the current transaction by key: ``kCATransactionDisableActions`` (a Bool
  /// or number) and ``kCATransactionAnimationDuration`` (a number of seconds); other keys are
  /// ignored, as are values of the wrong kind.
  public static func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case kCATransactionDisableActions:
      if let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue { setDisableActions(flag) }
    case kCATransactionAnimationDuration:
      if let seconds = (value as? Double) ?? (value as? NSNumber)?.doubleValue {
        setAnimationDuration(seconds)
      }
    default:
      break
    }
  }

  /// The current transaction's setting for `key` (nil for keys it does not have).
  public static func value(forKey key: String) -> Any? {
    switch key {
    case kCATransactionDisableActions: disableActions()
    case kCATransactionAnimationDuration: animationDuration()
    default: nil
    }
  }
}
