import Inertia
import InertiaUIKit

extension ASDisplayNode {
  /// Measures the node again at its size and applies the new layout, as Texture's
  /// `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`:
  /// `measurementCompletion` runs once the layout is measured, before it is applied. Animated,
  /// the subnodes move to their new frames over 0.2 s on the window's clock (Texture's default
  /// transition duration); measuring is synchronous here whatever `shouldMeasureAsync` says.
  public func transitionLayout(
    withAnimation animated: Bool, shouldMeasureAsync: Bool,
    measurementCompletion: (@MainActor () -> Void)? = nil
  ) {
    setNeedsLayout()
    _ = calculateLayoutThatFits(ASSizeRangeMake(frame.size))
    measurementCompletion?()
    if animated {
      UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    } else {
      layoutIfNeeded()
    }
  }
}

extension LayoutDimension {
  /// A dimension of `unit` and `value`, as Texture's `ASDimension(unit:value:)` (the C struct's
  /// memberwise initializer).
  public init(unit: ASDimensionUnit, value: CGFloat) {
    self = ASDimensionMake(unit, value)
  }
}
