import Foundation
import ScrollPhysics

/// How the safe area is added to a scroll view's content inset, like
/// UIScrollView.ContentInsetAdjustmentBehavior (spec section 1).
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
  /// Like scrollableAxes, plus top and bottom when the view is a navigation container's main content.
  case automatic
  /// The safe area on the edges of the axes that scroll.
  case scrollableAxes
  /// Never.
  case never
  /// On every edge.
  case always
}

/// The colour scheme of the scroll indicators, like UIScrollView.IndicatorStyle (spec section 7).
public enum IndicatorStyle: String, Sendable, CaseIterable {
  /// Black at alpha 0.35 (white in a dark appearance).
  case `default`
  /// Black at alpha 0.5, for light backgrounds.
  case black
  /// White at alpha 0.5, for dark backgrounds.
  case white
}

/// When dragging dismisses the keyboard, like UIScrollView.KeyboardDismissMode.
public enum KeyboardDismissMode: String, Sendable, CaseIterable {
  /// Never.
  case none
  /// As soon as a drag begins.
  case onDrag
  /// The drag pulls the keyboard down and can push it back up.
  case interactive
}

/// Whether a table's section index shows, like UIScrollView.IndexDisplayMode.
public enum IndexDisplayMode: String, Sendable, CaseIterable {
  /// Shown automatically.
  case automatic
  /// Always hidden.
  case alwaysHidden
}

/// One axis of a scroll view: what a nested chain scrolls along, and how internal code treats x
/// and y alike.
public enum Axis: String, CaseIterable, Sendable {
  /// Left and right (x).
  case horizontal
  /// Up and down (y).
  case vertical

  func value(_ point: CGPoint) -> Double { Double(self == .horizontal ? point.x : point.y) }
  func value(_ size: CGSize) -> Double { Double(self == .horizontal ? size.width : size.height) }
  func set(_ point: inout CGPoint, _ value: Double) {
    if self == .horizontal { point.x = CGFloat(value) } else { point.y = CGFloat(value) }
  }
}

/// A scroll view's indicator settings, stored together (see ``ScrollView/showsVerticalScrollIndicator``
/// and its neighbours).
struct IndicatorSettings {
  var showsVertical = true
  var showsHorizontal = true
  var style: IndicatorStyle = .default
  var verticalInsets = EdgeInsets.zero
  var horizontalInsets = EdgeInsets.zero
  var adjustsForSafeArea = true
}
