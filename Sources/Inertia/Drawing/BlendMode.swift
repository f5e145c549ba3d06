import Foundation

/// How drawing combines with what is already drawn (CGBlendMode), with Core Graphics' raw values.
///
/// Every mode except ``plusDarker`` is composited by the Cairo renderer with its operator of the
/// same meaning; ``plusDarker`` has no Cairo operator and draws as ``normal``. Cairo's `in`, `out`,
/// `destinationIn` and `destinationAtop` also clear what is outside the painted shape (within the
/// clip), where Core Graphics leaves it.
public enum BlendMode: Int32, Sendable, CaseIterable {
  /// Source over destination (the default).
  case normal = 0
  /// Source times destination.
  case multiply = 1
  /// The inverse of the product of the inverses.
  case screen = 2
  /// Multiply or screen, by the destination.
  case overlay = 3
  /// The darker of source and destination.
  case darken = 4
  /// The lighter of source and destination.
  case lighten = 5
  /// The destination brightened to reflect the source.
  case colorDodge = 6
  /// The destination darkened to reflect the source.
  case colorBurn = 7
  /// Darken or lighten, by the source (a diffused spotlight).
  case softLight = 8
  /// Multiply or screen, by the source (a harsh spotlight).
  case hardLight = 9
  /// The absolute difference.
  case difference = 10
  /// Like difference, with lower contrast.
  case exclusion = 11
  /// The source's hue with the destination's saturation and luminosity.
  case hue = 12
  /// The source's saturation with the destination's hue and luminosity.
  case saturation = 13
  /// The source's hue and saturation with the destination's luminosity.
  case color = 14
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity = 15
  /// Transparent where painted.
  case clear = 16
  /// The source replaces the destination where painted.
  case copy = 17
  /// The source where the destination is opaque.
  case sourceIn = 18
  /// The source where the destination is transparent.
  case sourceOut = 19
  /// The source over the destination, only where the destination is opaque.
  case sourceAtop = 20
  /// The destination over the source.
  case destinationOver = 21
  /// The destination where the source is opaque.
  case destinationIn = 22
  /// The destination where the source is transparent.
  case destinationOut = 23
  /// The destination over the source, only where the source is opaque.
  case destinationAtop = 24
  /// Either, where the other is transparent.
  case xor = 25
  /// Darker sum (not composited here: draws as ``normal``).
  case plusDarker = 26
  /// The sum, saturated.
  case plusLighter = 27
}
