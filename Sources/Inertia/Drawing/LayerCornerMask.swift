/// The corners of a layer that its corner radius rounds (CACornerMask), named by the edges that
/// meet there in the layer's own coordinates (y down, as UIKit's layers are).
public struct LayerCornerMask: OptionSet, Hashable, Sendable {
  /// Core Animation's bits.
  public let rawValue: UInt
  /// The corners of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let layerMinXMinYCorner = LayerCornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = LayerCornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = LayerCornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = LayerCornerMask(rawValue: 1 << 3)
  /// All four corners: a layer's default.
  public static let all: LayerCornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
