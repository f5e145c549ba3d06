import Foundation

extension NavigationBar {
  /// The bar sizes a background image is for (UIBarMetrics, UIKit's raw values).
  public enum BarMetrics: Int, Sendable {
    /// A regular bar.
    case `default` = 0
    /// A compact-height bar.
    case compact = 1
    /// A regular bar with a prompt.
    case defaultPrompt = 101
    /// A compact-height bar with a prompt.
    case compactPrompt = 102
  }

  /// Draws `image` as the bar's background for `barMetrics` (nil: the default background). As
  /// since iOS 13, the older call sets the bar's appearances: an image replaces the blur, so
  /// `setBackgroundImage(UIImage(), for: .default)` with an empty ``shadowImage`` makes the bar
  /// transparent.
  public func setBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
    appearanceObjects.legacyBackgroundImages[barMetrics] = image
    guard barMetrics == .default || barMetrics == .defaultPrompt else { return }
    for appearance in [standardAppearance, appearanceObjects.scrollEdge].compactMap({ $0 }) {
      appearance.backgroundImage = image
      appearance.backgroundEffect = image == nil ? BlurEffect(style: .systemChromeMaterial) : nil
    }
  }

  /// The image ``setBackgroundImage(_:for:)`` gave for `barMetrics`.
  public func backgroundImage(for barMetrics: BarMetrics) -> Image? {
    appearanceObjects.legacyBackgroundImages[barMetrics]
  }

  /// The image drawn as the hairline under the bar (an empty image hides it). Nil: the default
  /// hairline. Sets the appearances' shadow image, as since iOS 13.
  public var shadowImage: Image? {
    get { appearanceObjects.legacyShadowImage }
    set {
      appearanceObjects.legacyShadowImage = newValue
      for appearance in [standardAppearance, appearanceObjects.scrollEdge].compactMap({ $0 }) {
        appearance.shadowImage = newValue
      }
    }
  }
}
