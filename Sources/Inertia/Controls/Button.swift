import Foundation

/// A control that performs an action on a tap, like UIButton: a title and title colour per state,
/// `.touchUpInside` as its primary event.
///
/// See also: ``Control``.
@MainActor
open class Button: Control {
  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]

  /// Creates a button with `frame` and an optional normal-state title.
  public init(frame: CGRect = .zero, title: String? = nil) {
    super.init(frame: frame)
    accessibilityTraits = .button
    if let title { setTitle(title, for: .normal) }
  }

  /// The label set, or the current title.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  open override var primaryEvent: Event? { .touchUpInside }

  /// Sets the title shown in `state` (nil removes it; the normal title is the fallback).
  public func setTitle(_ title: String?, for state: State) { titles[state] = title }
  /// The title set for `state`, if any.
  public func title(for state: State) -> String? { titles[state] }
  /// Sets the title colour for `state`.
  public func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }
  /// The title colour set for `state`, if any.
  public func titleColor(for state: State) -> Color? { titleColors[state] }

  /// The title for the current state: the exact state, then its single bits (highlighted,
  /// disabled, selected), then normal.
  public var currentTitle: String? { lookup(titles) }
  /// The title colour for the current state; the system blue when none is set, dimmed when
  /// highlighted, grey when disabled.
  public var currentTitleColor: Color {
    if let color = lookup(titleColors) { return color }
    if !isEnabled { return .systemGray }
    return isHighlighted ? Color.systemBlue.withAlphaComponent(0.4) : .systemBlue
  }

  private func lookup<Value>(_ table: [State: Value]) -> Value? {
    if let value = table[state] { return value }
    for bit in [State.highlighted, .disabled, .selected] where state.contains(bit) {
      if let value = table[bit] { return value }
    }
    return table[.normal]
  }

  open override var intrinsicContentSize: CGSize {
    let length = CGFloat(currentTitle?.count ?? 0)
    return CGSize(width: length * 9 + 24, height: 34)
  }
}
