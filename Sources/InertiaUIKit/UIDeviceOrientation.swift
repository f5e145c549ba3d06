import Foundation
import Inertia

/// How the device is held (UIDeviceOrientation, UIKit's raw values). There is no accelerometer
/// here: the device is held as the main screen is shaped (see ``UIDevice/orientation``).
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so the home button or indicator is on the right.
  case landscapeLeft = 3
  /// Turned so the home button or indicator is on the left.
  case landscapeRight = 4
  /// Lying face up.
  case faceUp = 5
  /// Lying face down.
  case faceDown = 6

  /// Whether it is one of the portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is one of the landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat (face up or down).
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether an interface can take this orientation (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
  /// Posted (with the device as object) when ``orientation`` changes: when `UIScreen.main` is
  /// replaced by a screen of the other shape.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// How the device is held: portrait when the main screen is taller than wide, else landscape left.
  public var orientation: UIDeviceOrientation {
    UIDevice.orientation(of: UIScreen.main.bounds.size)
  }

  /// Whether orientation notifications are asked for (they are posted either way). Default true.
  public var isGeneratingDeviceOrientationNotifications: Bool { true }
  /// Asks for orientation notifications (they are always posted here).
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops asking for orientation notifications (they are still posted here).
  public func endGeneratingDeviceOrientationNotifications() {}

  /// The orientation a screen of `size` is held in.
  static func orientation(of size: CGSize) -> UIDeviceOrientation {
    size.width > size.height ? .landscapeLeft : .portrait
  }
}
