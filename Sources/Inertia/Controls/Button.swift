import Foundation

/// A control that performs an action on a tap, like UIButton: a title and title colour per state,
/// `.touchUpInside` as its primary event.
///
/// See also: ``Control``.
@preconcurrency @MainActor
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

  /// The kinds of button UIKit creates with `init(type:)`, like UIButton.ButtonType.
  public enum ButtonType: Int, Sendable {
    /// No styling: black titles.
    case custom = 0
    /// The system style: blue titles, dimmed when highlighted (the default).
    case system = 1
    /// A detail disclosure (ⓘ) button.
    case detailDisclosure = 2
    /// A light information button.
    case infoLight = 3
    /// A dark information button.
    case infoDark = 4
    /// A "+" button.
    case contactAdd = 5
    /// A close (×) button.
    case close = 7
  }

  /// The kind of button, from `init(type:)`. Default system.
  public private(set) var buttonType = ButtonType.system

  /// Creates a button of `buttonType`, as UIButton(type:) does; a custom button's titles are black.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero, title: nil)
    self.buttonType = buttonType
    if buttonType == .custom { setTitleColor(.black, for: .normal) }
  }

  /// Creates a button whose title and primary action come from `primaryAction`, as UIButton does.
  public convenience init(frame: CGRect = .zero, primaryAction: ControlAction?) {
    self.init(frame: frame, title: primaryAction.map(\.title))
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The menu; setting one turns the context-menu interaction on (nil turns it off), as UIButton does.
  open override var menu: Menu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }

  /// The font size of the title, in points. Default 17.
  open var titleFontSize: CGFloat = 17 { didSet { setNeedsLayout() } }
  /// Space between the bounds and the content. Default zero.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

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

  /// The natural size of the current title: 0.55 em per character by 1.2 em, like ``Label``.
  public var titleSize: CGSize {
    let length = CGFloat(currentTitle?.count ?? 0)
    return CGSize(width: length * titleFontSize * 0.55, height: (titleFontSize * 1.2).rounded(.up))
  }

  /// The area the content is placed in: the bounds inset by ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    let rect = bounds.inset(by: contentEdgeInsets)
    return CGRect(origin: rect.origin, size: CGSize(width: max(rect.width, 0), height: max(rect.height, 0)))
  }

  /// Where the title goes inside `contentRect`, following `effectiveContentHorizontalAlignment`
  /// and `contentVerticalAlignment` (`.fill` stretches it).
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let size = titleSize
    var rect = CGRect(
      origin: .zero, size: CGSize(width: min(size.width, contentRect.width), height: size.height))
    switch effectiveContentHorizontalAlignment {
    case .left, .leading: rect.origin.x = contentRect.minX
    case .right, .trailing: rect.origin.x = contentRect.maxX - rect.width
    case .fill:
      rect.origin.x = contentRect.minX
      rect.size.width = contentRect.width
    case .center: rect.origin.x = contentRect.midX - rect.width / 2
    }
    switch contentVerticalAlignment {
    case .top: rect.origin.y = contentRect.minY
    case .bottom: rect.origin.y = contentRect.maxY - rect.height
    case .fill:
      rect.origin.y = contentRect.minY
      rect.size.height = contentRect.height
    case .center: rect.origin.y = contentRect.midY - rect.height / 2
    }
    return rect
  }

  /// The title's frame in the button's coordinates after layout (what the renderer draws into).
  public var titleFrame: CGRect { titleRect(forContentRect: contentRect(forBounds: bounds)) }
}
