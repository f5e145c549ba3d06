import Foundation

/// A tab bar's appearance (UITabBarAppearance): background and hairline, and how its items look
/// in each state.
///
/// A bar copies the appearance it is given, its item appearances with it, as UIKit does.
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
  /// The items' look when each shows its image over its title (a phone's tab bar).
  open var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked) {
    didSet { stackedLayoutAppearance.onChange = { [weak self] in self?.changed() } }
  }
  /// The items' look when each shows its image beside its title (kept; this bar stacks).
  open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
  /// The items' look in a compact-height inline bar (kept; this bar stacks).
  open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)
  /// The selection indicator's tint (kept: the bar draws no indicator without an image). Default nil.
  open var selectionIndicatorTintColor: Color? { didSet { changed() } }
  /// An image drawn behind the selected item, as wide as the item. Default nil.
  open var selectionIndicatorImage: Image? { didSet { changed() } }
  /// How stacked items share the bar's width (kept: items fill it). Default automatic.
  open var stackedItemPositioning: TabBar.ItemPositioning = .automatic
  /// The width of centred stacked items (kept). Default 0.
  open var stackedItemWidth: CGFloat = 0
  /// The spacing of centred stacked items (kept). Default 0.
  open var stackedItemSpacing: CGFloat = 0

  /// An appearance with the default translucent background and hairline.
  public required init() {
    super.init()
    stackedLayoutAppearance.onChange = { [weak self] in self?.changed() }
  }

  /// A copy of `appearance`'s settings (its item appearances copied too).
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
    stackedLayoutAppearance.onChange = { [weak self] in self?.changed() }
  }

  override func copySettings(from appearance: BarAppearance) {
    super.copySettings(from: appearance)
    guard let appearance = appearance as? TabBarAppearance else { return }
    stackedLayoutAppearance = appearance.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = appearance.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = appearance.compactInlineLayoutAppearance.copy()
    selectionIndicatorTintColor = appearance.selectionIndicatorTintColor
    selectionIndicatorImage = appearance.selectionIndicatorImage
    stackedItemPositioning = appearance.stackedItemPositioning
    stackedItemWidth = appearance.stackedItemWidth
    stackedItemSpacing = appearance.stackedItemSpacing
  }
}

/// How tab bar items look in each state (UITabBarItemAppearance). Its four state appearances are
/// its own objects: set their properties (`appearance.normal.iconColor = .gray`).
@preconcurrency @MainActor
public final class TabBarItemAppearance {
  /// The item layouts a bar uses (UITabBarItemAppearance.Style).
  public enum Style: Sendable {
    /// Image over title.
    case stacked
    /// Image beside title.
    case inline
    /// Image beside title in a compact-height bar.
    case compactInline
  }

  /// Items that are neither selected nor disabled.
  public let normal = TabBarItemStateAppearance()
  /// The selected item.
  public let selected = TabBarItemStateAppearance()
  /// Disabled items.
  public let disabled = TabBarItemStateAppearance()
  /// A focused item (kept; nothing takes focus here).
  public let focused = TabBarItemStateAppearance()
  /// Called after any state's setting changes.
  var onChange: (() -> Void)?

  /// Item appearances for `style`, every state at the bar's defaults.
  public init(style: Style = .stacked) {
    for state in states { state.onChange = { [weak self] in self?.onChange?() } }
  }

  /// A copy of every state's settings, not tied to any bar.
  public func copy() -> TabBarItemAppearance {
    let copy = TabBarItemAppearance()
    for (mine, theirs) in zip(states, copy.states) { theirs.take(mine) }
    return copy
  }

  /// Puts every state back to the bar's defaults for `style`.
  public func configureWithDefault(for style: Style) {
    for state in states { state.take(TabBarItemStateAppearance()) }
  }

  /// The appearance of an item `selected` or not, `enabled` or not.
  func state(selected isSelected: Bool, enabled: Bool) -> TabBarItemStateAppearance {
    !enabled ? disabled : isSelected ? selected : normal
  }

  private var states: [TabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}

/// One state's look of tab bar items (UITabBarItemStateAppearance).
@preconcurrency @MainActor
public final class TabBarItemStateAppearance {
  /// The image's colour. Nil: the bar's (its tint when selected, grey otherwise). Default nil.
  public var iconColor: Color? { didSet { onChange?() } }
  /// The title's attributes (`.foregroundColor`, `.font`); without a colour the title takes the
  /// image's. Default empty.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
  /// How far the title is moved from its place. Default zero.
  public var titlePositionAdjustment: Offset = .zero { didSet { onChange?() } }
  /// The badge's colour. Nil: system red. Default nil.
  public var badgeBackgroundColor: Color? { didSet { onChange?() } }
  /// The badge text's attributes (`.foregroundColor`). Default empty.
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
  /// How far the badge is moved from its place. Default zero.
  public var badgePositionAdjustment: Offset = .zero { didSet { onChange?() } }
  /// Called after any setting changes.
  var onChange: (() -> Void)?

  init() {}

  /// Takes `other`'s settings.
  func take(_ other: TabBarItemStateAppearance) {
    iconColor = other.iconColor
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgePositionAdjustment = other.badgePositionAdjustment
  }
}
