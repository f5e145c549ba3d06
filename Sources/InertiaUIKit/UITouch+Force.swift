import Foundation
import Inertia

extension Touch {
  /// The force of the touch (UITouch's `force`): 0, as on an iPhone without 3D Touch, since the
  /// pointers and fingers that make touches here report no pressure. Programs test
  /// `maximumPossibleForce` for 0 and take a touch of average force (1) then.
  public var force: CGFloat { 0 }

  /// The greatest force a touch can report (UITouch's `maximumPossibleForce`): 0, as on a device
  /// without force sensing.
  public var maximumPossibleForce: CGFloat { 0 }
}
