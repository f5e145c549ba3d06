import Inertia

/// UIKit's name for ``Inertia/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's name for ``Inertia/TraitCollection/SizeClass``.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// UIKit's name for ``Inertia/TraitCollection/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = TraitCollection.UserInterfaceIdiom
/// UIKit's name for ``Inertia/TraitCollection/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle

/// The colour gamut a display shows (UIDisplayGamut).
public enum UIDisplayGamut: Int, Sendable {
  /// Not given.
  case unspecified = -1
  /// The sRGB gamut.
  case SRGB = 0
  /// The wider Display P3 gamut.
  case P3 = 1
}

extension TraitCollection {
  /// The gamut of the display the traits describe (UITraitCollection's `displayGamut`): `.SRGB` for a
  /// window's traits, as Inertia draws in sRGB (a program choosing P3 colours for a P3 display takes
  /// its sRGB branch; `UIColor(displayP3Red:green:blue:alpha:)` converts either way), and
  /// `.unspecified` for a collection made without a device (no idiom).
  public var displayGamut: UIDisplayGamut { userInterfaceIdiom == .unspecified ? .unspecified : .SRGB }
}

/// The device, as UIDevice describes it: a phone (the traits of ``UIScreen/main``'s size decide
/// layouts; this answers code that asks the device).
@preconcurrency @MainActor
public final class UIDevice {
  /// The one device.
  public static let current = UIDevice()
  /// `.phone`.
  public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  /// "iOS".
  public let systemName = "iOS"
  /// "17.0".
  public let systemVersion = "17.0"
  /// "iPhone".
  public let model = "iPhone"
  /// "iPhone".
  public let name = "iPhone"
}
