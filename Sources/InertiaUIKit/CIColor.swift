import Foundation
import Inertia

/// Core Image's colour (CIColor) as UIKit programs use it: a colour's red, green, blue and alpha
/// components, each 0 to 1, read from a ``Inertia/Color`` (`CIColor(color:)`) or given.
public struct CIColor: Hashable, Sendable {
  /// The red component, 0 to 1.
  public let red: CGFloat
  /// The green component, 0 to 1.
  public let green: CGFloat
  /// The blue component, 0 to 1.
  public let blue: CGFloat
  /// The opacity, 0 to 1.
  public let alpha: CGFloat

  /// The components given (`alpha` 1 unless given).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components of `color`.
  public init(color: Color) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
}

extension Layer {
  /// The object the layer draws for (CALayer's `delegate`): for a view's own layer, the view, as
  /// on iOS, where every view is its layer's delegate; nil for a layer made on its own.
  public var delegate: AnyObject? { owningView }
}
