import Foundation

/// The appearance objects a tab bar holds (its own copies).
struct TabBarAppearanceObjects {
  var standard: TabBarAppearance?
  var scrollEdge: TabBarAppearance?
  /// The standard appearance read before one was set: promoted to ``standard`` when changed.
  var readDefault: TabBarAppearance?

  /// Whether the bar draws its appearance objects (one was set) rather than ``TabBar/barTintColor``
  /// and its images.
  var inUse: Bool { standard != nil || scrollEdge != nil }
}

extension TabBar {
  /// The bar's appearance while content scrolls under it (UITabBar.standardAppearance), a copy of
  /// the one set. Until one is set, the bar draws its ``barTintColor`` and images as before iOS 13.
  public var standardAppearance: TabBarAppearance {
    get {
      if let standard = appearanceObjects.standard { return standard }
      return BarAppearance.unsetStandard(&appearanceObjects.readDefault) { [weak self] made in
        guard let self, self.appearanceObjects.standard == nil else { return }
        self.appearanceObjects.standard = made
        self.appearanceObjectsChanged()
      }
    }
    set {
      appearanceObjects.standard = adopt(newValue)
      appearanceObjectsChanged()
    }
  }

  /// The appearance while the selected content's bottom edge is at the bar, nothing scrolling
  /// under it (UITabBar.scrollEdgeAppearance). Nil: ``standardAppearance`` with a transparent
  /// background and no hairline, as since iOS 15.
  public var scrollEdgeAppearance: TabBarAppearance? {
    get { appearanceObjects.scrollEdge }
    set {
      appearanceObjects.scrollEdge = newValue.map(adopt)
      appearanceObjectsChanged()
    }
  }

  /// A copy of `appearance` that tells this bar when it changes.
  private func adopt(_ appearance: TabBarAppearance) -> TabBarAppearance {
    appearance.adopted { [weak self] in self?.appearanceObjectsChanged() }
  }

  private func appearanceObjectsChanged() {
    applyDecoration()
    refreshButtons()
  }

  /// The appearance drawn now, without copying, and whether it is drawn transparent (at the scroll
  /// edge without a scroll-edge appearance); nil before an appearance object is set.
  private var displayed: (appearance: TabBarAppearance, transparent: Bool)? {
    guard appearanceObjects.inUse else { return nil }
    if isAtScrollEdge {
      if let edge = appearanceObjects.scrollEdge { return (edge, false) }
      return (standardAppearance, true)
    }
    return (standardAppearance, false)
  }

  /// Draws the background, the top hairline and the selection indicator from the displayed
  /// appearance, or from ``barTintColor``, ``backgroundImage`` and ``shadowImage`` without one.
  func applyDecoration() {
    let hairline: CGFloat = 1.0 / 3
    var shadowImage: Image?
    if let (appearance, transparent) = displayed {
      backgroundView.backgroundColor = transparent ? nil : appearance.displayedBackgroundColor
      backgroundView.image = transparent ? nil : Self.drawable(appearance.backgroundImage)
      shadowImage = transparent ? nil : Self.drawable(appearance.shadowImage)
      let color = transparent || appearance.shadowImage != nil ? nil : appearance.shadowColor
      shadowView.backgroundColor = color
      shadowView.isHidden = shadowImage == nil && (color?.alpha ?? 0) == 0
    } else {
      backgroundView.backgroundColor =
        backgroundImage == nil ? (barTintColor ?? barStyle.barColor ?? Self.defaultBackground) : nil
      backgroundView.image = Self.drawable(backgroundImage)
      shadowImage = backgroundImage == nil ? nil : Self.drawable(self.shadowImage)
      shadowView.backgroundColor = nil
      shadowView.isHidden = shadowImage == nil
    }
    shadowView.image = shadowImage
    backgroundView.frame = CGRect(origin: .zero, size: bounds.size)
    let shadowHeight = shadowImage?.size.height ?? hairline
    shadowView.frame = CGRect(x: 0, y: -shadowHeight, width: bounds.width, height: shadowHeight)
    placeSelectionIndicator()
  }

  /// Places the selection indicator image behind the selected item's button.
  func placeSelectionIndicator() {
    let image = Self.drawable(displayed?.appearance.selectionIndicatorImage ?? selectionIndicatorImage)
    let index = (items ?? []).firstIndex { $0 === selectedItem }
    guard let image, let index, index < buttons.count else {
      selectionIndicatorView.isHidden = true
      return
    }
    selectionIndicatorView.image = image
    selectionIndicatorView.isHidden = false
    selectionIndicatorView.frame = buttons[index].frame
  }

  /// How `item`'s button shows it: the displayed appearance's state colours and attributes, else
  /// the bar's tints and the item's own title attributes.
  func look(of item: TabBarItem, selected: Bool, title: String?) -> TabBarButton.Look {
    let barColor: Color =
      !item.isEnabled ? .systemGray : selected ? tintColor : (unselectedItemTintColor ?? .systemGray)
    let state = displayed?.appearance.stackedLayoutAppearance.state(
      selected: selected, enabled: item.isEnabled)
    let controlState: Control.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
    let itemAttributes = item.shownTitleTextAttributes(for: controlState)
    let attributes =
      state.flatMap { $0.titleTextAttributes.isEmpty ? nil : $0.titleTextAttributes } ?? itemAttributes
    let iconColor = state?.iconColor ?? barColor
    let adjustment = state?.titlePositionAdjustment ?? .zero
    return TabBarButton.Look(
      title: title, image: selected ? (item.selectedImage ?? item.image) : item.image, iconColor: iconColor,
      titleColor: attributes?[Self.colorKey] as? Color ?? iconColor,
      titleSize: (attributes?[Self.fontKey] as? FontPointSizeProviding)?.pointSize ?? 10,
      titleOffset: Offset(
        horizontal: item.titlePositionAdjustment.horizontal + adjustment.horizontal,
        vertical: item.titlePositionAdjustment.vertical + adjustment.vertical),
      imageInsets: item.imageInsets, badge: item.badgeValue,
      badgeColor: item.badgeColor ?? state?.badgeBackgroundColor ?? Color.destructiveRed,
      badgeTextColor: state?.badgeTextAttributes[Self.colorKey] as? Color ?? .white,
      badgeOffset: state?.badgePositionAdjustment ?? .zero)
  }

  /// Foundation's attribute keys of a colour and a font (`.foregroundColor`, `.font`).
  private static let colorKey = NSAttributedString.Key("NSColor")
  private static let fontKey = NSAttributedString.Key("NSFont")

  /// `image` unless it is empty (an empty image means "none" to a bar).
  private static func drawable(_ image: Image?) -> Image? {
    guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
    return image
  }
}
