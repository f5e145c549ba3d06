import Foundation

/// The appearance objects a navigation bar holds (its own copies).
struct AppearanceObjects {
  var standard: NavigationBarAppearance?
  var compact: NavigationBarAppearance?
  var scrollEdge: NavigationBarAppearance?
  var compactScrollEdge: NavigationBarAppearance?
  /// The standard appearance read before one was set: promoted to ``standard`` when changed.
  var readDefault: NavigationBarAppearance?
  /// The view drawing the displayed appearance's background (under every other subview).
  var background: ImageView?
  /// The hairline under the bar.
  var shadow: ImageView?
  /// Images given by ``NavigationBar/setBackgroundImage(_:for:)``, by metrics.
  var legacyBackgroundImages: [NavigationBar.BarMetrics: Image] = [:]
  /// Images given by ``NavigationBar/setBackgroundImage(_:for:barMetrics:)`` for a position other
  /// than `.any`, by ``ToolbarAppearanceObjects/key(_:_:)``.
  var legacyPositionedBackgroundImages: [Int: Image] = [:]
  /// The image given to ``NavigationBar/shadowImage``.
  var legacyShadowImage: Image?

  /// Whether the bar draws its appearance objects (one was set) rather than ``NavigationBar/barTintColor``.
  var inUse: Bool { standard != nil || compact != nil || scrollEdge != nil || compactScrollEdge != nil }
}

extension NavigationBar {
  /// The bar's appearance while content scrolls under it (UINavigationBar.standardAppearance),
  /// a copy of the one set. Until one is set (here or on ``appearance()``), the bar draws its
  /// ``barTintColor`` and ``titleTextAttributes`` as before iOS 13.
  public var standardAppearance: NavigationBarAppearance {
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
      noteSetting(.standardAppearance)
      appearanceObjectsChanged()
    }
  }

  /// The appearance for a compact-height bar (kept; this bar is never compact). Default nil.
  public var compactAppearance: NavigationBarAppearance? {
    get { appearanceObjects.compact }
    set {
      appearanceObjects.compact = newValue.map(adopt)
      noteSetting(.compactAppearance)
      appearanceObjectsChanged()
    }
  }

  /// The appearance while the content rests at its top edge under a navigation controller's bar
  /// (UINavigationBar.scrollEdgeAppearance). Nil: ``standardAppearance`` with a transparent
  /// background and no hairline, as since iOS 15.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { appearanceObjects.scrollEdge }
    set {
      appearanceObjects.scrollEdge = newValue.map(adopt)
      noteSetting(.scrollEdgeAppearance)
      appearanceObjectsChanged()
    }
  }

  /// The scroll-edge appearance for a compact-height bar (kept). Default nil.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { appearanceObjects.compactScrollEdge }
    set {
      appearanceObjects.compactScrollEdge = newValue.map(adopt)
      noteSetting(.compactScrollEdgeAppearance)
      appearanceObjectsChanged()
    }
  }

  /// The appearance drawn now: at the scroll edge of a navigation controller's content the
  /// scroll-edge one (or the standard one made transparent), else the standard one.
  package var displayedAppearance: NavigationBarAppearance {
    guard isAtScrollEdge, controller != nil else { return standardAppearance }
    if let edge = appearanceObjects.scrollEdge { return edge }
    let transparent = standardAppearance.copy()
    transparent.configureWithTransparentBackground()
    return transparent
  }

  /// A copy of `appearance` that tells this bar when it changes.
  private func adopt(_ appearance: NavigationBarAppearance) -> NavigationBarAppearance {
    appearance.adopted { [weak self] in self?.appearanceObjectsChanged() }
  }

  private func appearanceObjectsChanged() {
    applyAppearanceObjects()
    setNeedsLayout()
  }

  /// Draws the displayed appearance: a background view under the other subviews, reaching up
  /// behind the status bar when the bar sits below it, the hairline under the bar, and the
  /// titles' attributes. Does nothing until an appearance object is set.
  func applyAppearanceObjects() {
    guard appearanceObjects.inUse else { return }
    // Without a scroll-edge appearance the edge look is the standard one made transparent: read
    // from the standard appearance without copying it (this runs on every bar layout).
    let edge = isAtScrollEdge && controller != nil
    let transparent = edge && appearanceObjects.scrollEdge == nil
    let appearance = edge ? (appearanceObjects.scrollEdge ?? standardAppearance) : standardAppearance
    let background = appearanceObjects.background ?? makeDecoration()
    appearanceObjects.background = background
    if background.superview !== self { insertSubview(background, at: 0) }
    let above = superview == nil ? 0 : max(frame.minY, 0)
    background.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
    background.backgroundColor = transparent ? nil : appearance.displayedBackgroundColor
    background.image = transparent ? nil : Self.drawable(appearance.backgroundImage)
    let shadow = appearanceObjects.shadow ?? makeDecoration()
    appearanceObjects.shadow = shadow
    if shadow.superview !== self { insertSubview(shadow, aboveSubview: background) }
    let hairline: CGFloat = 1.0 / 3
    shadow.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairline)
    shadow.image = transparent ? nil : Self.drawable(appearance.shadowImage)
    shadow.backgroundColor = appearance.shadowImage == nil ? appearance.shadowColor : nil
    shadow.isHidden =
      transparent || (appearance.shadowImage == nil && (appearance.shadowColor?.alpha ?? 0) == 0)
    let title = appearance.titleTextAttributes.isEmpty ? titleTextAttributes : appearance.titleTextAttributes
    Self.apply(title, to: titleLabel, size: Self.titleFontSize, style: barStyle)
    let large =
      appearance.largeTitleTextAttributes.isEmpty
      ? largeTitleTextAttributes : appearance.largeTitleTextAttributes
    Self.apply(large, to: largeTitleLabel, size: Self.largeTitleFontSize, style: barStyle)
  }

  /// `image` unless it is empty (an empty image means "none" to a bar).
  private static func drawable(_ image: Image?) -> Image? {
    guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
    return image
  }

  private func makeDecoration() -> ImageView {
    let view = ImageView()
    view.isUserInteractionEnabled = false
    view.contentMode = .scaleToFill
    return view
  }
}
