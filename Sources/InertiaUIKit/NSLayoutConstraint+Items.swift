import Foundation
import Inertia

extension LayoutConstraint {
  /// UIKit's item-based initializer: `item` and `toItem` are views or layout guides (`Any`, as in
  /// UIKit). Pass nil and `.notAnAttribute` for a constant (a width or height of its own). An item
  /// that is neither a view nor a guide is reported on standard error and replaced by a view that
  /// never enters a window, so the constraint never takes part in layout (UIKit throws).
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute?, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = Self.layoutItem(view1) ?? .view(View())
    let second = view2.flatMap { Self.layoutItem($0) }
    if Self.layoutItem(view1) == nil || (view2 != nil && second == nil) {
      FileHandle.standardError.write(
        Data(
          "NSLayoutConstraint: an item is neither a view nor a layout guide; the constraint is inert\n".utf8))
    }
    self.init(
      item: first, attribute: attr1, relatedBy: relation, toItem: second,
      attribute: second == nil ? nil : attr2,
      multiplier: multiplier, constant: c)
  }

  private static func layoutItem(_ item: Any) -> LayoutItem? {
    if let view = item as? View { return .view(view) }
    if let guide = item as? LayoutGuide { return .guide(guide) }
    return nil
  }
}

extension StackView {
  /// Creates a stack view arranging `views` in order, like UIStackView(arrangedSubviews:).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
}

extension View {
  /// Activates `constraint` (UIView.addConstraint: UIKit installs it on this view, which is what
  /// activating does).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  /// Activates `constraints`.
  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
  /// Deactivates `constraint` (UIView.removeConstraint).
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }
}

extension LayoutItem {
  /// The view or layout guide, as UIKit's `NSLayoutConstraint.firstItem` and `secondItem` give it
  /// (`AnyObject?`, never nil here): `inertia port` reads a constraint's items through it, so
  /// programs compare them with `===`, bind them with `if let` and put views in their place. A constraint made to a margin attribute
  /// (`.leadingMargin`) holds the view's `layoutMarginsGuide`, which this gives, where UIKit gives
  /// the view.
  public var object: AnyObject? {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide
    }
  }
}
