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
    noteSetting(.backgroundImages)
    appearanceObjects.legacyBackgroundImages[barMetrics] = image
    drawBackgroundImage(image, for: barMetrics)
  }

  /// Makes `image` the appearances' background when `barMetrics` is the regular bar's.
  private func drawBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
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

  /// Draws `image` as the bar's background at `position` for `barMetrics` (UIKit's
  /// `setBackgroundImage(_:for:barMetrics:)`). `.any` is every position, the same as
  /// ``setBackgroundImage(_:for:)``; `.topAttached` is where a navigation controller's bar sits
  /// (its delegate's answer), so its image is drawn as well. An image for `.top` or `.bottom`,
  /// positions a navigation controller's bar is never at, is kept for
  /// ``backgroundImage(for:barMetrics:)`` only.
  public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
    guard position != .any else { return setBackgroundImage(image, for: barMetrics) }
    if position == .topAttached { drawBackgroundImage(image, for: barMetrics) }
    appearanceObjects.legacyPositionedBackgroundImages[ToolbarAppearanceObjects.key(position, barMetrics)] =
      image
  }

  /// The image ``setBackgroundImage(_:for:barMetrics:)`` gave for `position` and `barMetrics`
  /// (for `.any`, the one ``setBackgroundImage(_:for:)`` gave).
  public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
    guard position != .any else { return backgroundImage(for: barMetrics) }
    return appearanceObjects.legacyPositionedBackgroundImages[
      ToolbarAppearanceObjects.key(position, barMetrics)]
  }

  /// The image drawn as the hairline under the bar (an empty image hides it). Nil: the default
  /// hairline. Sets the appearances' shadow image, as since iOS 13.
  public var shadowImage: Image? {
    get { appearanceObjects.legacyShadowImage }
    set {
      noteSetting(.shadowImage)
      appearanceObjects.legacyShadowImage = newValue
      for appearance in [standardAppearance, appearanceObjects.scrollEdge].compactMap({ $0 }) {
        appearance.shadowImage = newValue
      }
    }
  }
}
