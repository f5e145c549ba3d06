import Foundation

/// A control that performs an action on a tap, like UIButton: a title and title colour per state,
/// `.touchUpInside` as its primary event.
///
/// See also: ``Control``.
@preconcurrency @MainActor
open class Button: Control {
  /// Makes a `Button` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Button(frame: frame) }

  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  /// Images, background images and attributed titles by state (`Button+Images.swift`).
  var images: [State: Image] = [:]
  var backgroundImages: [State: Image] = [:]
  var attributedTitles: [State: NSAttributedString] = [:]
  /// The image view made when an image is first set or `imageView` is first read.
  var imageViewStorage: ImageView?
  /// The label `titleLabel` hands out; its font size is the title's.
  lazy var titleLabelStorage = ButtonTitleLabel(button: self)
  /// Moves and resizes the image's rectangle, as UIButton's `imageEdgeInsets`. Default zero.
  open var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Moves and resizes the title's rectangle, as UIButton's `titleEdgeInsets`. Default zero.
  open var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Whether a white glow shows over the button's centre (its image's, when it has one) while it
  /// is highlighted, as UIButton's `showsTouchWhenHighlighted`. Default false.
  open var showsTouchWhenHighlighted = false { didSet { updateTouchGlow() } }
  /// Whether the image darkens while the button is highlighted (UIButton's
  /// `adjustsImageWhenHighlighted`, kept: Inertia draws button images unchanged either way).
  /// Default true.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while the button is disabled (UIButton's `adjustsImageWhenDisabled`,
  /// kept: Inertia draws button images unchanged either way). Default true.
  open var adjustsImageWhenDisabled = true
  /// The glow shown while highlighted (`Button+TouchGlow.swift`).
  var touchGlow: View?
  /// The iOS 15 look (UIButton.configuration): while set, the button's size, layout, title,
  /// colours and background come from it (`Button+Configuration.swift`). Default nil.
  open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
  /// Called by ``updateConfiguration()``, on state changes and after ``setNeedsUpdateConfiguration()``,
  /// to set a configuration for the button's state. Default nil.
  open var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a state change updates the configuration at once. Default true.
  open var automaticallyUpdatesConfiguration = true
  /// The configuration's background and subtitle views, made when one is first drawn.
  var configurationViews: (background: View, subtitle: Label)?
  /// Whether the next layout runs ``updateConfiguration()``.
  var needsConfigurationUpdate = false
  /// Whether ``configurationUpdateHandler`` is running (its own changes ask for no second update).
  var isUpdatingConfiguration = false

  /// Runs ``configurationUpdateHandler`` (which may set a new ``configuration`` for the state)
  /// and draws the configuration. Called at the next layout after a change, and at once when the
  /// state changes while ``automaticallyUpdatesConfiguration`` is true. Declared in the class, not
  /// an extension, so subclasses override it as UIKit programs do.
  open func updateConfiguration() {
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
    applyConfiguration()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Creates a button with `frame`: UIButton's designated initializer, which subclasses override
  /// (`override init(frame:)` calling `super.init(frame:)`).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// Creates a button with `frame` and a normal-state title (none when nil).
  public convenience init(frame: CGRect = .zero, title: String?) {
    self.init(frame: frame)
    if let title { setTitle(title, for: .normal) }
  }

  /// The label set, or the current title.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  package override var primaryEvent: Event? { .touchUpInside }

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

    /// UIKit's older name for ``system`` (`UIButtonTypeRoundedRect`, the same value since iOS 7;
    /// sixty-fifth trial: StretchHeader's demo makes its "Edit Profile" button so).
    public static var roundedRect: ButtonType { .system }
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

  /// The font size of the title, in points (also `titleLabel`'s). Default 17.
  package var titleFontSize: CGFloat = 17 {
    didSet {
      if titleLabelStorage.fontSize != titleFontSize { titleLabelStorage.fontSize = titleFontSize }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
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
  public var currentTitle: String? {
    if let configuration { return configuration.displayedTitle }
    return lookup(titles) ?? lookup(attributedTitles)?.string
  }
  /// The title colour for the current state; the system blue when none is set, dimmed when
  /// highlighted, grey when disabled.
  public var currentTitleColor: Color {
    if let configuration { return configuredColors(configuration).foreground }
    if let color = lookup(titleColors) { return color }
    if !isEnabled { return .systemGray }
    return isHighlighted ? Color.systemBlue.withAlphaComponent(0.4) : .systemBlue
  }

  func lookup<Value>(_ table: [State: Value]) -> Value? {
    if let value = table[state] { return value }
    for bit in [State.highlighted, .disabled, .selected] where state.contains(bit) {
      if let value = table[bit] { return value }
    }
    return table[.normal]
  }

  /// A title-only button: its title's width (`titleSize`, at the title's font) by 34 points, or
  /// 30 by 34 with no title, plus ``contentEdgeInsets``, as UIButton sizes a plain button around
  /// its title. With an image: the image beside the title, plus ``contentEdgeInsets``, as UIButton
  /// sizes an image button.
  open override var intrinsicContentSize: CGSize {
    if let configuration { return configuredLayout(configuration, in: nil).size }
    guard let image = currentImage ?? currentBackgroundImage else {
      let insets = contentEdgeInsets
      let title = currentTitle?.isEmpty == false ? titleSize : CGSize(width: 30, height: 0)
      // Whole points up, after the measure's rounding noise (5 x 20 x 0.55 is 55.000...01).
      let width = ((title.width * 1000).rounded() / 1000).rounded(.up)
      return CGSize(
        width: width + insets.left + insets.right,
        height: max(34, title.height + 12) + insets.top + insets.bottom)
    }
    let title = currentTitle == nil ? CGSize.zero : titleSize
    let insets = contentEdgeInsets
    return CGSize(
      width: image.size.width + title.width + insets.left + insets.right,
      height: max(image.size.height, title.height) + insets.top + insets.bottom)
  }

  /// The size that fits the button's content, its ``intrinsicContentSize``, as UIButton's
  /// `sizeThatFits(_:)` (so `sizeToFit()` wraps a button around its title and image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The natural size of the current title: 0.55 em per character by 1.2 em, like ``Label``, at
  /// ``currentTitleFontSize``.
  package var titleSize: CGSize {
    let length = CGFloat(currentTitle?.count ?? 0)
    let size = currentTitleFontSize
    return CGSize(width: length * size * 0.55, height: (size * 1.2).rounded(.up))
  }

  /// The point size the current title is drawn at: the font of an attributed title's first
  /// character when the current title is attributed (UIKit draws an attributed title in its own
  /// fonts), the title font otherwise.
  package var currentTitleFontSize: CGFloat {
    if let configuration { return configuration.titleFontSize }
    guard lookup(titles) == nil, let title = lookup(attributedTitles), title.length > 0,
      let font = title.attribute(NSAttributedString.Key("NSFont"), at: 0, effectiveRange: nil)
        as? any PointSizedFont
    else { return titleFontSize }
    return font.pointSize
  }

  /// The area the content is placed in: the bounds inset by ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    let rect = bounds.inset(by: contentEdgeInsets)
    return CGRect(origin: rect.origin, size: CGSize(width: max(rect.width, 0), height: max(rect.height, 0)))
  }

  /// Where the title goes inside `contentRect`, following `effectiveContentHorizontalAlignment`
  /// and `contentVerticalAlignment` (`.fill` stretches it).
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    if let configuration { return configuredLayout(configuration, in: bounds).title }
    let size = titleSize
    let image = imageSize(in: contentRect)
    let group = CGSize(width: min(size.width + image.width, contentRect.width), height: size.height)
    var rect = place(group, in: contentRect)
    rect.origin.x += image.width
    rect.size.width = max(0, min(size.width, contentRect.maxX - rect.minX))
    if contentHorizontalAlignment == .fill { rect.size.width = max(0, contentRect.maxX - rect.minX) }
    if contentVerticalAlignment == .fill {
      rect.origin.y = contentRect.minY
      rect.size.height = contentRect.height
    }
    return rect.inset(by: titleEdgeInsets)
  }

  /// Places a box of `size` in `contentRect` by the content alignments (`.fill` keeps its size).
  func place(_ size: CGSize, in contentRect: CGRect) -> CGRect {
    var rect = CGRect(origin: .zero, size: size)
    switch effectiveContentHorizontalAlignment {
    case .left, .leading, .fill: rect.origin.x = contentRect.minX
    case .right, .trailing: rect.origin.x = contentRect.maxX - rect.width
    case .center: rect.origin.x = contentRect.midX - rect.width / 2
    }
    switch contentVerticalAlignment {
    case .top, .fill: rect.origin.y = contentRect.minY
    case .bottom: rect.origin.y = contentRect.maxY - rect.height
    case .center: rect.origin.y = contentRect.midY - rect.height / 2
    }
    return rect
  }

  /// The title's frame in the button's coordinates after layout (what the renderer draws into).
  package var titleFrame: CGRect { titleRect(forContentRect: contentRect(forBounds: bounds)) }

  /// Where the image goes inside `contentRect`: its size (scaled down to fit, keeping its aspect),
  /// left of the title, the two placed together by the content alignments, then moved by
  /// ``imageEdgeInsets``.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    if let configuration { return configuredLayout(configuration, in: bounds).image }
    let image = imageSize(in: contentRect)
    guard image.width > 0 || image.height > 0 else { return .zero }
    let title = currentTitle == nil ? .zero : titleSize
    let group = CGSize(width: min(image.width + title.width, contentRect.width), height: image.height)
    var rect = place(group, in: contentRect)
    rect.size.width = image.width
    if contentVerticalAlignment == .fill { rect.size.height = contentRect.height }
    return rect.inset(by: imageEdgeInsets)
  }

  /// Where the background image is drawn: the whole bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Places the image view at ``imageRect(forContentRect:)`` with the current image.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsConfigurationUpdate {
      updateConfiguration()
    } else if configuration != nil {
      applyConfiguration()
    }
    updateImageView()
  }

  /// The image, background and title follow the new state (highlighted, selected, disabled).
  package override func stateDidChange() {
    super.stateDidChange()
    if configuration != nil || configurationUpdateHandler != nil {
      if automaticallyUpdatesConfiguration { updateConfiguration() } else { applyConfiguration() }
    }
    updateImageView()
    updateTouchGlow()
    setNeedsDisplay()
  }
}

/// A font whose point size a button reads from an attributed title's `.font` attribute
/// (InertiaUIKit's `UIFont` is one).
package protocol PointSizedFont {
  /// The font's size in points.
  var pointSize: CGFloat { get }
}
