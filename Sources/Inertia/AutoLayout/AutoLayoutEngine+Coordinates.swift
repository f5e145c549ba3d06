import Cassowary
import Foundation

extension AutoLayoutEngine {
  /// UIKit relates two locations in the coordinate space of their items' closest common ancestor
  /// (a location set to a constant: in its view's superview, a guide's in its owning view). The
  /// engine solves in window coordinates, which agree whenever the multiplier is 1. Otherwise the
  /// ancestor's origin `o` enters the row: `(a - o) = m (b - o) + c`, that is
  /// `a - m b - (1 - m) o = c`. This returns `(1 - m) o`, or nil when it is zero.
  func ancestorOriginTerm(of constraint: LayoutConstraint) -> Cassowary.Expression? {
    guard let axis = constraint.firstAttribute.locationAxis else { return nil }
    let weight: Double
    let ancestor: View?
    if let second = constraint.secondItem {
      weight = 1 - Double(constraint.multiplier)
      guard weight != 0, let first = constraint.firstItem.owner, let other = second.owner else { return nil }
      ancestor = Self.closestCommonAncestor(first, other)
    } else {
      weight = 1
      switch constraint.firstItem {
      case .view(let view): ancestor = view.superview
      case .guide(let guide): ancestor = guide.owningView
      }
    }
    guard let ancestor, !(ancestor is Window), ancestor.window === window else { return nil }
    let state = state(for: .view(ancestor))
    return Cassowary.Expression(state.variables[axis == .horizontal ? 0 : 1]) * weight
  }

  /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
  static func closestCommonAncestor(_ a: View, _ b: View) -> View? {
    var candidate: View? = a
    while let view = candidate {
      if b === view || b.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}

extension LayoutConstraint.Attribute {
  /// The axis of a location (edges, centres, baselines); nil for a size.
  var locationAxis: Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: return .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .vertical
    case .width, .height, .notAnAttribute: return nil
    default: return withoutMargins.locationAxis  // margins: resolved when made
    }
  }
}
