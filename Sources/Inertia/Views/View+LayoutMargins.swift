import Foundation

// Layout margins as UIKit has them since iOS 11: a view's own margins (a view controller's root
// view has the controller's system minimum at the sides and none at the top and bottom), measured
// from the safe area's edges when `insetsLayoutMarginsFromSafeArea`, and kept inside the
// superview's margins when `preservesSuperviewLayoutMargins`. The margins guide and the readable
// content guide read the result; `layoutMargins` stays what was set.

extension View {
  /// The widest the readable content guide gets: 672 pt, UIKit's readable width at the default text
  /// size.
  package static let readableContentWidth: CGFloat = 672

  /// The insets of ``readableContentGuide``: the effective margins, narrowed on both sides alike
  /// so that the width between them is at most ``readableContentWidth``.
  var readableContentInsets: EdgeInsets {
    var insets = effectiveLayoutMargins
    let extra = bounds.width - insets.left - insets.right - View.readableContentWidth
    if extra > 0 {
      insets.left += extra / 2
      insets.right += extra / 2
    }
    return insets
  }

  /// The insets of ``layoutMarginsGuide`` from the bounds: the margins, at least the controller's
  /// system minimum for a root view that respects it, measured from the safe area when
  /// ``insetsLayoutMarginsFromSafeArea``, and at least what keeps the content inside the
  /// superview's margins when ``preservesSuperviewLayoutMargins``.
  var effectiveLayoutMargins: EdgeInsets {
    var margins = layoutMargins
    if hasOwningViewController, let controller = owningViewController,
      controller.viewRespectsSystemMinimumLayoutMargins
    {
      let minimum = controller.systemMinimumLayoutMargins
      margins.top = max(margins.top, minimum.top)
      margins.left = max(margins.left, minimum.leading)
      margins.bottom = max(margins.bottom, minimum.bottom)
      margins.right = max(margins.right, minimum.trailing)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesSuperviewLayoutMargins, let parent = superview { keepInside(parent, &margins) }
    return margins
  }

  /// Widens `margins` so that content inside them is also inside the superview's margins: on each
  /// side, at least the superview's margin less this view's distance from that edge.
  private func keepInside(_ parent: View, _ margins: inout EdgeInsets) {
    let outer = parent.effectiveLayoutMargins
    let frame = self.frame
    let area = parent.bounds
    margins.top = max(margins.top, outer.top - (frame.minY - area.minY))
    margins.left = max(margins.left, outer.left - (frame.minX - area.minX))
    margins.bottom = max(margins.bottom, outer.bottom - (area.maxY - frame.maxY))
    margins.right = max(margins.right, outer.right - (area.maxX - frame.maxX))
  }

  /// The margins changed (set, or a setting they depend on): the constraint engine reads them
  /// again, and the view and its controller hear of it.
  func layoutMarginsChanged() {
    autoLayoutInputsChanged()
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }
}
