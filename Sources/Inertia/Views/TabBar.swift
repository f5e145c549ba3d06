import Foundation

/// Receives a tab bar's selections (UITabBarDelegate).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
  /// The user selected `item` with a tap.
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
  /// Customizing is about to begin with `items` offered (``TabBar/beginCustomizingItems(_:)``).
  func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
  /// The customizing sheet is showing.
  func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
  /// Customizing is about to end; `items` are the bar's items, `changed` whether they changed.
  func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
  /// Customizing ended and the sheet is gone.
  func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

/// The bar along the bottom of a ``TabBarController``, like UITabBar: 49 points tall (plus the
/// window's bottom safe area), its ``items`` side by side in equal widths, each an image over a
/// title. The selected item is drawn in the bar's `tintColor`, the others in
/// ``unselectedItemTintColor`` (grey without one); a tap on an item selects it.
@preconcurrency @MainActor
open class TabBar: View {
  /// Makes a `TabBar` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { TabBar(frame: frame) }

  /// The bar's height above the bottom safe area, in points.
  package static let barHeight: CGFloat = 49
  /// The background when ``barTintColor`` is nil: iOS's light bar grey.
  static let defaultBackground = Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)

  /// The items shown, left to right. Default nil (none).
  open var items: [TabBarItem]? { didSet { rebuildButtons() } }
  /// The item drawn selected; one that is not in ``items`` selects none. Default nil.
  open var selectedItem: TabBarItem? { didSet { if selectedItem !== oldValue { refreshButtons() } } }
  /// Receives taps on items of a bar you show yourself (a tab bar controller's bar reports to
  /// the controller instead). Default nil.
  open weak var delegate: (any TabBarDelegate)?
  /// The bar's background colour; nil draws the bar style's (iOS's light grey for the default
  /// style). Default nil.
  open var barTintColor: Color? { didSet { applyDecoration() } }
  /// The bar's style (UITabBar.barStyle): `.black` draws a dark bar where ``barTintColor`` is nil.
  /// Default `.default`.
  open var barStyle = BarStyle.default { didSet { applyDecoration() } }
  /// An image filling the bar's background in place of its colour; an empty image leaves the bar
  /// clear (its `backgroundColor` shows). Default nil.
  open var backgroundImage: Image? { didSet { applyDecoration() } }
  /// The image drawn along the bar's top edge, shown only with a ``backgroundImage`` too, as
  /// UIKit requires; an empty image draws nothing. Default nil.
  open var shadowImage: Image? { didSet { applyDecoration() } }
  /// An image drawn behind the selected item, as wide as the item. Default nil.
  open var selectionIndicatorImage: Image? { didSet { applyDecoration() } }
  /// How items share the bar's width (kept: items fill it). Default automatic.
  open var itemPositioning: ItemPositioning = .automatic
  /// The width of centred items (kept). Default 0.
  open var itemWidth: CGFloat = 0
  /// The spacing of centred items (kept). Default 0.
  open var itemSpacing: CGFloat = 0
  /// The colour of items that are not selected; nil draws them system grey. Default nil.
  open var unselectedItemTintColor: Color? { didSet { refreshButtons() } }
  /// Whether the bar is translucent. The bar draws its background colour either way; a tab bar
  /// controller's content goes under a translucent bar and ends above an opaque one (unless it
  /// extends its layout under opaque bars). Default true.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
  }
  /// The buttons showing the items, in order.
  private(set) var buttons: [TabBarButton] = []
  /// Titles for items that have none (a tab bar controller passes its controllers' titles).
  var fallbackTitles: [String?] = [] { didSet { refreshButtons() } }
  /// Handles taps when the bar belongs to a tab bar controller.
  final var selectHandler: (@MainActor (Int) -> Void)?
  /// The sheet shown while customizing (``beginCustomizingItems(_:)``).
  var customizingSheet: TabBarCustomizingSheet?
  /// The appearance objects this bar holds (see TabBar+Appearance.swift).
  var appearanceObjects = TabBarAppearanceObjects()
  /// Whether the selected content's bottom edge is at or above the bar (nothing scrolls under
  /// it): the bar then draws its scroll-edge appearance. Set by a tab bar controller.
  var isAtScrollEdge = false {
    didSet { if isAtScrollEdge != oldValue { applyDecoration() } }
  }
  /// The view drawing the bar's background, under every other subview.
  let backgroundView = ImageView()
  /// The hairline along the bar's top edge.
  let shadowView = ImageView()
  /// The image behind the selected item.
  let selectionIndicatorView = ImageView()

  /// How a bar's items share its width (UITabBar.ItemPositioning).
  public enum ItemPositioning: Int, Sendable {
    /// Fill on a phone, centred on a tablet.
    case automatic
    /// Items share the whole width.
    case fill
    /// Items are centred with ``TabBar/itemWidth`` and ``TabBar/itemSpacing``.
    case centered
  }

  /// Creates a bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    for view in [backgroundView, selectionIndicatorView, shadowView] {
      view.isUserInteractionEnabled = false
      view.contentMode = .scaleToFill
      addSubview(view)
    }
    applyDecoration()
  }

  /// Takes the appearance proxy's settings (``appearance()``) on entering a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { takeAppearance() }
  }

  /// Sets ``items`` (without animation).
  open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshButtons()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(max(buttons.count, 1))
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
    }
    applyDecoration()
  }

  private func rebuildButtons() {
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).indices.map { index in
      let button = TabBarButton()
      button.addAction(ControlAction { [weak self] _ in self?.tapped(index) }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    refreshButtons()
    setNeedsLayout()
  }

  /// Shows every item's title, image, badge and colour as they are now.
  func refreshButtons() {
    let items = items ?? []
    for (index, button) in buttons.enumerated() where index < items.count {
      let item = items[index]
      let selected = item === selectedItem
      let title = item.title ?? (index < fallbackTitles.count ? fallbackTitles[index] : nil)
      button.show(look(of: item, selected: selected, title: title))
      button.isSelected = selected
      button.isEnabled = item.isEnabled
    }
    placeSelectionIndicator()
  }

  private func tapped(_ index: Int) {
    guard let items, index < items.count, items[index].isEnabled else { return }
    if let selectHandler {
      selectHandler(index)
      return
    }
    selectedItem = items[index]
    delegate?.tabBar(self, didSelect: items[index])
  }
}

/// One item's button in a tab bar: an image over a title, with a badge.
@preconcurrency @MainActor
final class TabBarButton: Control {
  /// The image, 25 points square, centred at the top.
  let imageView = ImageView()
  /// The 10-point title under the image.
  let titleLabel = Label()
  /// The badge at the image's top right.
  let badgeLabel = Label()

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    titleLabel.fontSize = 10
    titleLabel.textAlignment = .center
    badgeLabel.fontSize = 13
    badgeLabel.textAlignment = .center
    badgeLabel.textColor = .white
    badgeLabel.layer.cornerRadius = 9
    badgeLabel.layer.masksToBounds = true
    for view in [imageView, titleLabel, badgeLabel] as [View] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }

  /// How the button shows its item: ``TabBar/look(of:selected:title:)`` makes it.
  struct Look {
    var title: String?
    var image: Image?
    var iconColor: Color
    var titleColor: Color
    var titleSize: CGFloat = 10
    var titleOffset: Offset = .zero
    var imageInsets: EdgeInsets = .zero
    var badge: String?
    var badgeColor: Color
    var badgeTextColor: Color = .white
    var badgeOffset: Offset = .zero
  }

  /// The look last shown, which ``layoutSubviews()`` places.
  private var look = Look(iconColor: .systemGray, titleColor: .systemGray, badgeColor: .destructiveRed)

  /// Shows one item's contents as `look` describes.
  func show(_ look: Look) {
    self.look = look
    titleLabel.text = look.title
    titleLabel.textColor = look.titleColor
    titleLabel.fontSize = look.titleSize
    imageView.image = look.image
    imageView.tintColor = look.iconColor
    imageView.isHidden = look.image == nil
    badgeLabel.text = look.badge
    badgeLabel.backgroundColor = look.badgeColor
    badgeLabel.textColor = look.badgeTextColor
    badgeLabel.isHidden = look.badge == nil
    accessibilityLabel = look.title
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let hasImage = imageView.image != nil
    imageView.frame = CGRect(x: (width - 25) / 2, y: 5, width: 25, height: 25).inset(by: look.imageInsets)
    let title =
      hasImage
      ? CGRect(x: 0, y: 33, width: width, height: 12)
      : CGRect(x: 0, y: 0, width: width, height: TabBar.barHeight)
    titleLabel.frame = title.offsetBy(dx: look.titleOffset.horizontal, dy: look.titleOffset.vertical)
    let badgeWidth = max(18, badgeLabel.textMeasurer.measure(badgeLabel.text ?? "", size: 13).width + 10)
    badgeLabel.frame = CGRect(
      x: width / 2 + 6 + look.badgeOffset.horizontal, y: 2 + look.badgeOffset.vertical, width: badgeWidth,
      height: 18)
  }
}
