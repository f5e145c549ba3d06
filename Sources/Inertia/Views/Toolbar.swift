import Foundation

/// A bar of buttons, like UIToolbar: 44 points tall, its ``items`` left to right in the bar's
/// tint. A flexible space (``BarButtonItem/flexibleSpace()``) takes an equal share of the room
/// the other items leave, a fixed space its `width`; other items sit `itemSpacing` apart, the
/// first and last that far from the ends. A ``NavigationController`` shows one along its bottom
/// with the top controller's ``ViewController/toolbarItems`` when its toolbar is not hidden.
@preconcurrency @MainActor
open class Toolbar: View {
  /// Makes a `Toolbar` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Toolbar(frame: frame) }

  /// The bar's height, in points.
  package static let barHeight: CGFloat = 44
  /// The space between items and from the bar's ends, in points.
  package static let itemSpacing: CGFloat = 8
  /// The background when ``barTintColor`` is nil: iOS's light bar grey.
  static let defaultBackground = Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)

  /// The items, left to right. Default nil (none).
  open var items: [BarButtonItem]? { didSet { rebuildItems() } }
  /// The bar's background colour; nil draws iOS's light grey. Default nil.
  open var barTintColor: Color? {
    didSet { applyBarBackground() }
  }
  /// Whether the bar is translucent (kept; the bar draws its background colour). Default true.
  open var isTranslucent = true
  /// How far the background reaches below the bar (a navigation controller's toolbar covers the
  /// bottom safe area with it); the items stay in the top 44 points.
  var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// The views showing the items (spaces have none), with their items, in order.
  private(set) var itemViews: [(item: BarButtonItem, view: View?)] = []
  /// The background under the bar's frame, covering ``backgroundExtension``.
  let extensionView = View()
  /// The appearances and older background images set (see Toolbar+Appearance.swift).
  var appearanceObjects = ToolbarAppearanceObjects()

  /// Creates a bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Self.defaultBackground
    extensionView.backgroundColor = Self.defaultBackground
    extensionView.isUserInteractionEnabled = false
    addSubview(extensionView)
  }

  /// Sets ``items`` (without animation).
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

  /// The view showing `item`, if the bar shows it (spaces have none).
  public func view(for item: BarButtonItem) -> View? {
    itemViews.first { $0.item === item }?.view
  }

  /// 44 points tall; as wide as offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.barHeight)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    rebuildItems()
  }

  private func rebuildItems() {
    for entry in itemViews { entry.view?.removeFromSuperview() }
    itemViews = (items ?? []).map { item in
      item.onChange = { [weak self] in self?.rebuildItems() }
      guard !item.isSpace else { return (item, nil) }
      let view = item.makeBarView(barTint: tintColor, height: Self.barHeight)
      addSubview(view)
      return (item, view)
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    extensionView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: backgroundExtension)
    placeItems()
  }

  /// Places the items along the top 44 points (see the type's description).
  private func placeItems() {
    var fixed: CGFloat = 0
    var flexibleCount = 0
    var previousShown = false
    for entry in itemViews {
      if entry.item.systemItem == .flexibleSpace {
        flexibleCount += 1
        previousShown = false
      } else if let view = entry.view {
        fixed += view.frame.width + (previousShown ? Self.itemSpacing : 0)
        previousShown = true
      } else {
        fixed += entry.item.width
        previousShown = false
      }
    }
    let room = max(bounds.width - 2 * Self.itemSpacing - fixed, 0)
    let share = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
    var x = Self.itemSpacing
    previousShown = false
    for entry in itemViews {
      guard let view = entry.view else {
        x += entry.item.systemItem == .flexibleSpace ? share : entry.item.width
        previousShown = false
        continue
      }
      if previousShown { x += Self.itemSpacing }
      let height = min(view.frame.height > 0 ? view.frame.height : Self.barHeight, Self.barHeight)
      let frame = CGRect(x: x, y: (Self.barHeight - height) / 2, width: view.frame.width, height: height)
      if view.frame != frame { view.frame = frame }
      x = frame.maxX
      previousShown = true
    }
  }
}
