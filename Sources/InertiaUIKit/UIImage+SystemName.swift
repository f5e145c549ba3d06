import Foundation
import Inertia

extension UIImage {
  /// How a symbol image is sized and weighted (UIImage.SymbolConfiguration). Kept: symbols are
  /// not drawn here, see ``init(systemName:)``.
  public final class SymbolConfiguration: Sendable {
    /// A symbol's scale relative to its text.
    public enum Scale: Int, Sendable {
      /// The default.
      case `default` = -1
      /// Not set.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }

    /// A symbol's stroke weight (UIImage.SymbolWeight).
    public enum Weight: Int, Sendable {
      /// Not set.
      case unspecified = 0
      /// Ultralight.
      case ultraLight = 1
      /// Thin.
      case thin = 2
      /// Light.
      case light = 3
      /// Regular, the default.
      case regular = 4
      /// Medium.
      case medium = 5
      /// Semibold.
      case semibold = 6
      /// Bold.
      case bold = 7
      /// Heavy.
      case heavy = 8
      /// Black.
      case black = 9
    }

    /// The point size asked for (0: the default).
    public let pointSize: CGFloat
    /// The scale asked for.
    public let scale: Scale
    /// The weight asked for.
    public let weight: Weight

    /// A configuration of `pointSize` points.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration of `pointSize` points and `scale`.
    public convenience init(pointSize: CGFloat, scale: Scale) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: scale)
    }

    /// A configuration of `pointSize` points, `weight` and `scale` (UIKit's defaults: regular,
    /// default).
    public init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) {
      self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of `scale`.
    public convenience init(scale: Scale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// A configuration of `weight`.
    public convenience init(weight: Weight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified)
    }
  }

  /// UIKit's name for a symbol's weight (``SymbolConfiguration/Weight``).
  public typealias SymbolWeight = SymbolConfiguration.Weight
  /// UIKit's name for a symbol's scale (``SymbolConfiguration/Scale``).
  public typealias SymbolScale = SymbolConfiguration.Scale

  /// A system symbol (UIImage(systemName:)). SF Symbols are not shipped off Apple platforms: any
  /// non-empty name gives a blank template image of a symbol's size (20 points, or the
  /// configuration's point size), so layout and force-unwrapped names behave, but nothing is
  /// drawn. An empty name gives nil.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol sized by `configuration` (see ``init(systemName:)``).
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    guard !name.isEmpty else { return nil }
    let side = configuration.map { $0.pointSize > 0 ? min($0.pointSize, 1_000) : 20 } ?? 20
    self.init(size: CGSize(width: side, height: side), scale: 1, drawing: [])
  }
}

extension UIImage {
  /// The system "actions" symbol (ellipsis.circle), blank as every symbol here (iOS 13's
  /// `UIImage.actions`).
  public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
  /// The system "add" symbol (plus.circle).
  public static var add: UIImage { UIImage(systemName: "plus.circle")! }
  /// The system "remove" symbol (minus.circle).
  public static var remove: UIImage { UIImage(systemName: "minus.circle")! }
  /// The system checkmark symbol.
  public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  /// The system stroked checkmark symbol (checkmark.circle).
  public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
}
