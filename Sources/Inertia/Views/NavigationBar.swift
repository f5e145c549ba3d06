import Foundation

/// The bar across the top of a ``NavigationController``, like UINavigationBar: 44 points, or
/// with ``prefersLargeTitles`` a 96-point bar whose large title collapses to 44 points as the
/// content scrolls up under it (and stretches when the content is pulled down).
///
/// It shows the top view controller's title: large at the bottom left while expanded, small and
/// centred once collapsed.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// Makes a `NavigationBar` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { NavigationBar(frame: frame) }

  /// The bar's height without a large title, in points.
  package static let compactHeight: CGFloat = 44
  /// The bar's height with an expanded large title, in points.
  package static let largeTitleHeight: CGFloat = 96

  /// Whether the bar shows large titles (for controllers whose navigation item allows them).
  /// Default false.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { controller?.barAppearanceChanged() } }
  }
  /// Whether the bar is translucent (kept; the bar draws its background colour). Default true.
  open var isTranslucent = true {
    didSet {
      noteSetting(.isTranslucent)
      // An opaque bar moves the content below it (unless the controller extends under opaque bars).
      if isTranslucent != oldValue { controller?.barAppearanceChanged() }
    }
  }
  /// The bar's background colour (UINavigationBar.barTintColor). Default nil: the bar style's
  /// (see ``barStyle``).
  open var barTintColor: Color? {
    didSet {
      backgroundColor = barTintColor ?? barStyle.barColor
      noteSetting(.barTintColor)
    }
  }
  /// The bar's style (UINavigationBar.barStyle): `.black` gives a dark bar (where ``barTintColor``
  /// is nil) with white titles (where the title attributes give no colour). Default `.default`.
  open var barStyle = BarStyle.default {
    didSet {
      backgroundColor = barTintColor ?? barStyle.barColor
      Self.apply(titleTextAttributes, to: titleLabel, size: Self.titleFontSize, style: barStyle)
      Self.apply(
        largeTitleTextAttributes, to: largeTitleLabel, size: Self.largeTitleFontSize, style: barStyle)
      applyAppearanceObjects()
      controller?.setNeedsStatusBarAppearanceUpdate()
    }
  }
  /// The colour of the bar's buttons (inherited when nil, as every view's tint).
  open override var tintColor: Color! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      noteSetting(.tintColor)
    }
  }
  /// The small title's text attributes (UINavigationBar.titleTextAttributes): `.foregroundColor`
  /// colours it, `.font` sizes it. Default nil (17-point black).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      Self.apply(titleTextAttributes, to: titleLabel, size: Self.titleFontSize, style: barStyle)
      noteSetting(.titleTextAttributes)
    }
  }
  /// The large title's text attributes, as ``titleTextAttributes``. Default nil (34-point black).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      Self.apply(
        largeTitleTextAttributes, to: largeTitleLabel, size: Self.largeTitleFontSize, style: barStyle)
      noteSetting(.largeTitleTextAttributes)
    }
  }
  /// How far the large title has collapsed: 0 expanded, 1 collapsed (always 1 without one).
  package private(set) var largeTitleCollapse: CGFloat = 1

  /// The small centred title.
  package let titleLabel = Label()
  /// The large title at the bottom left.
  package let largeTitleLabel = Label()
  weak var controller: NavigationController?

  /// Hiding a navigation controller's bar itself (`navigationController.navigationBar.isHidden =
  /// true`) hides it for the controller too, as UIKit's `isNavigationBarHidden` reads the bar's
  /// flag: the top view controller's safe area no longer grows by the bar.
  open override var isHidden: Bool {
    didSet {
      if isHidden != oldValue, let controller, controller.isNavigationBarHidden != isHidden {
        controller.isNavigationBarHidden = isHidden
      }
    }
  }
  /// The items of a bar no navigation controller owns, bottom first (see
  /// NavigationBar+StackItems.swift).
  var standaloneItems: [NavigationItem] = []
  /// The views showing the bar's items, left ones first (see NavigationBar+Items.swift).
  var itemViews: [BarItemView] = []
  /// The appearance settings made on this bar itself (on the proxy: those the proxy gives).
  var ownSettings: BarAppearanceSettings = []
  /// Whether the proxy's settings are being applied (they do not count as the bar's own).
  var applyingAppearance = false
  /// The proxy version last applied (see NavigationBar+Appearance.swift).
  var appliedAppearanceVersion = -1
  /// The appearance objects set on the bar (see NavigationBar+AppearanceObjects.swift).
  var appearanceObjects = AppearanceObjects()
  /// Whether the content under the bar rests at its top (the navigation controller sets it from
  /// its scroll view; true without one): the bar then shows ``scrollEdgeAppearance``.
  var isAtScrollEdge = true {
    didSet { if isAtScrollEdge != oldValue { applyAppearanceObjects() } }
  }

  /// Creates a bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    titleLabel.fontSize = Self.titleFontSize
    titleLabel.textAlignment = .center
    largeTitleLabel.fontSize = Self.largeTitleFontSize
    addSubview(titleLabel)
    addSubview(largeTitleLabel)
    takeAppearance()
  }

  /// Takes the appearance proxy's settings if they changed (see NavigationBar+Appearance.swift).
  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    if newWindow != nil { takeAppearance() }
  }

  /// Takes the appearance proxy's settings if they changed, then lays out.
  open override func layoutSubviews() {
    takeAppearance()
    super.layoutSubviews()
    applyAppearanceObjects()
    if controller == nil { placeTitles(large: false) }
  }

  /// UIKit's bar height: no intrinsic width, 44 points tall, so a bar placed by constraints alone
  /// (a storyboard's standalone bar) takes the standard height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.compactHeight)
  }

  /// The width given, 44 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.compactHeight)
  }

  /// Shows `title` in both labels.
  func setTitle(_ title: String?) {
    titleLabel.text = title
    largeTitleLabel.text = title
  }

  /// Places the labels (and the search bar, whose visible part is the bottom `searchHeight`
  /// points) for a bar of the current height showing a large title or not.
  func placeTitles(large: Bool, searchHeight: CGFloat = 0) {
    let height = bounds.height - searchHeight
    let compact = Self.compactHeight
    largeTitleCollapse =
      large ? min(max((Self.largeTitleHeight - height) / (Self.largeTitleHeight - compact), 0), 1) : 1
    titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: compact)
    titleLabel.alpha = large ? (largeTitleCollapse >= 1 ? 1 : 0) : 1
    largeTitleLabel.isHidden = !large
    largeTitleLabel.frame = CGRect(
      x: 16, y: max(height - 52, compact), width: max(bounds.width - 32, 0), height: 41)
    largeTitleLabel.alpha = 1 - largeTitleCollapse
    if let searchBar {
      searchBar.frame = CGRect(x: 0, y: height, width: bounds.width, height: searchHeight)
      searchBar.alpha = min(searchHeight / Self.searchBarHeight, 1)
      searchBar.isHidden = searchHeight <= 0
    }
    placeItems()
  }

  /// The height of a search controller's bar shown under the title, in points.
  package static let searchBarHeight: CGFloat = 52

  /// The search bar shown under the title (the top controller's search controller's bar).
  package private(set) weak var searchBar: SearchBar?

  /// Shows `bar` under the title (nil: none).
  func showSearchBar(_ bar: SearchBar?) {
    guard bar !== searchBar else { return }
    if let searchBar, searchBar.superview === self { searchBar.removeFromSuperview() }
    searchBar = bar
    if let bar {
      addSubview(bar)
      bar.clipsToBounds = true
    }
  }
}

/// What a view controller shows in a navigation bar (UINavigationItem).
@preconcurrency @MainActor
public final class NavigationItem {
  /// When a view controller shows a large title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the controller below in the stack (the bar's preference for the root).
    case automatic = 0
    /// Always large (when the bar prefers large titles).
    case always = 1
    /// Never large.
    case never = 2
  }
  /// The title (nil: the controller's title).
  public var title: String? { didSet { changed?() } }
  /// The buttons at the right of the bar, from the right edge inwards. Default nil.
  public var rightBarButtonItems: [BarButtonItem]? { didSet { changed?() } }
  /// The buttons at the left of the bar, after the back button unless it is hidden. Default nil.
  public var leftBarButtonItems: [BarButtonItem]? { didSet { changed?() } }
  /// The first of ``rightBarButtonItems``; setting it makes it the only one.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The first of ``leftBarButtonItems``; setting it makes it the only one.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The item the next controller's back button shows (its title); nil: this item's title.
  public var backBarButtonItem: BarButtonItem? { didSet { changed?() } }
  /// The title the next controller's back button shows when there is no ``backBarButtonItem``
  /// (UIKit's iOS 11 `backButtonTitle`); nil: this item's title.
  public var backButtonTitle: String? { didSet { changed?() } }
  /// How the next controller's back button shows its title when there is no
  /// ``backBarButtonItem``. Default `.default`.
  public var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed?() } }
  /// How a back button shows its title (UINavigationItem.BackButtonDisplayMode).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The back button title, else the previous controller's title.
    case `default`
    /// "Back" whatever the titles.
    case generic
    /// The back arrow alone.
    case minimal
  }
  /// What the back button of the controller pushed over this item's shows, given the controller's
  /// title.
  func backTitle(controllerTitle: String?) -> String {
    if let title = backBarButtonItem?.title { return title }
    switch backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return "Back"
    case .default: return backButtonTitle ?? title ?? controllerTitle ?? "Back"
    }
  }
  /// Whether the back button is hidden when this controller is on top of a stack. Default false.
  public var hidesBackButton = false { didSet { changed?() } }
  /// Whether the left items show beside the back button (else they replace it). Default false.
  public var leftItemsSupplementBackButton = false { didSet { changed?() } }
  /// A view shown in place of the title. Default nil.
  public var titleView: View? { didSet { changed?() } }
  /// A short line of text above the title (kept; not drawn). Default nil.
  public var prompt: String?

  /// Sets the right item (animation is not modelled: it shows at once).
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the left item (at once).
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right items (at once).
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Sets the left items (at once).
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Shows or hides the back button (at once).
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
  /// When a large title shows. Default automatic.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed?() } }
  /// A search controller whose bar the navigation bar shows under its title, 52 points tall
  /// (`NavigationBar.searchBarHeight`); the content's top inset grows by as much. Default nil.
  public var searchController: SearchController? {
    didSet {
      oldValue?.itemHolder = nil
      searchController?.itemHolder = owner
      changed?()
    }
  }
  /// Whether the search bar collapses as the content scrolls up (before a large title does) and
  /// comes back when it is pulled down. Default true.
  public var hidesSearchBarWhenScrolling = true { didSet { changed?() } }
  weak var owner: ViewController? {
    didSet { searchController?.itemHolder = owner }
  }
  var changed: (@MainActor () -> Void)?
  /// An item without a title.
  public init() {}
  /// An item with `title`.
  public init(title: String) { self.title = title }
}

/// Edges of a rectangle (UIRectEdge).
public struct RectEdge: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Creates edges from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdge(rawValue: 1)
  /// The left edge.
  public static let left = RectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 4)
  /// The right edge.
  public static let right = RectEdge(rawValue: 8)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
