import Inertia

/// The kinds of vibrant content (UIVibrancyEffectStyle, iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// Primary text.
  case label
  /// Secondary text.
  case secondaryLabel
  /// Tertiary text.
  case tertiaryLabel
  /// Quaternary text.
  case quaternaryLabel
  /// Fills.
  case fill
  /// Secondary fills.
  case secondaryFill
  /// Tertiary fills.
  case tertiaryFill
  /// Separators.
  case separator
}

extension VibrancyEffect {
  /// Vibrancy of `style` over `blurEffect` (drawn as the content's own colours here).
  public convenience init(blurEffect: BlurEffect, style: UIVibrancyEffectStyle) {
    self.init(blurEffect: blurEffect)
  }
}
