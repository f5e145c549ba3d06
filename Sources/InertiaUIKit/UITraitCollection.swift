import Inertia

/// UIKit's name for ``Inertia/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's name for ``Inertia/TraitCollection/SizeClass``.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// UIKit's name for ``Inertia/TraitCollection/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = TraitCollection.UserInterfaceIdiom
/// UIKit's name for ``Inertia/TraitCollection/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle

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
