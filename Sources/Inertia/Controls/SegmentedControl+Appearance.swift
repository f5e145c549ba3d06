import Foundation

/// A segmented control's appearance settings by control state (UISegmentedControl's
/// `setTitleTextAttributes(_:for:)`, `setBackgroundImage(_:for:barMetrics:)` and
/// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`).
struct SegmentedControlAppearance {
  /// A background image's key: the control state's and bar metrics' raw values.
  struct BackgroundKey: Hashable {
    let state: UInt
    let metrics: Int
  }
  /// A divider image's key: the states of the segments on either side and the bar metrics.
  struct DividerKey: Hashable {
    let left: UInt
    let right: UInt
    let metrics: Int
  }

  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  var backgrounds: [BackgroundKey: Image] = [:]
  var dividers: [DividerKey: Image] = [:]

  /// The attributes a segment in `state` is titled with: the normal state's, overlaid by the
  /// state's own, as UIKit falls back to the normal state's attributes.
  func resolvedTitleAttributes(for state: Control.State) -> [NSAttributedString.Key: Any] {
    var attributes = titleAttributes[Control.State.normal.rawValue] ?? [:]
    if state != .normal, let own = titleAttributes[state.rawValue] {
      attributes.merge(own) { _, new in new }
    }
    return attributes
  }
}

extension SegmentedControl {
  /// The state a segment's title is drawn in: selected, disabled or normal.
  func titleState(ofSegment index: Int) -> Control.State {
    if !isEnabledForSegment(at: index) { return .disabled }
    return index == selectedSegmentIndex ? .selected : .normal
  }

  /// Gives `label` the font and colour the title attributes of `state` set (UIKit's
  /// `titleTextAttributes(for:)`: `.font` and `.foregroundColor`); keys not set keep the look's.
  func applyTitleAttributes(_ attributes: [NSAttributedString.Key: Any], to label: Label) {
    if let font = attributes[NSAttributedString.Key("NSFont")] as? Font { label.font = font }
    if let color = attributes[NSAttributedString.Key("NSColor")] as? Color { label.textColor = color }
  }
}
