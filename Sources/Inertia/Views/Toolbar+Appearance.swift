import Foundation

extension Toolbar {
  /// The bar's appearance (UIToolbar.standardAppearance), a copy of the one set. Until one is
  /// set, the bar draws its ``barTintColor`` (or its background image) as before iOS 13.
  public var standardAppearance: ToolbarAppearance {
    get {
      if let standard = appearanceObjects.standard { return standard }
      return BarAppearance.unsetStandard(&appearanceObjects.readDefault) { [weak self] made in
        guard let self, self.appearanceObjects.standard == nil else { return }
        self.appearanceObjects.standard = made
        self.applyBarBackground()
      }
    }
    set {
      appearanceObjects.standard = adopt(newValue)
      applyBarBackground()
    }
  }

  /// The appearance at compact heights (UIToolbar.compactAppearance). Nil: the standard one.
  public var compactAppearance: ToolbarAppearance? {
    get { appearanceObjects.compact }
    set {
      appearanceObjects.compact = newValue.map(adopt)
      applyBarBackground()
    }
  }

  /// The appearance while nothing scrolls under the bar (UIToolbar.scrollEdgeAppearance). Nil:
  /// the standard one. Inertia draws the standard appearance (kept for programs that set both).
  public var scrollEdgeAppearance: ToolbarAppearance? {
    get { appearanceObjects.scrollEdge }
    set { appearanceObjects.scrollEdge = newValue.map(adopt) }
  }

  /// The scroll-edge appearance at compact heights (UIToolbar.compactScrollEdgeAppearance).
  public var compactScrollEdgeAppearance: ToolbarAppearance? {
    get { appearanceObjects.compactScrollEdge }
    set { appearanceObjects.compactScrollEdge = newValue.map(adopt) }
  }

  /// Draws `image` as the bar's background at `position` for `barMetrics` (nil: the default
  /// background). An empty image (`UIImage()`) draws nothing, leaving the bar transparent, the
  /// idiom for a clear toolbar. As since iOS 13 it sets the standard appearance's image too.
  public func setBackgroundImage(
    _ image: Image?, forToolbarPosition position: BarPosition, barMetrics: NavigationBar.BarMetrics
  ) {
    appearanceObjects.backgroundImages[ToolbarAppearanceObjects.key(position, barMetrics)] = image
    if barMetrics == .default, position == .any || position == .bottom,
      let standard = appearanceObjects.standard
    {
      standard.backgroundImage = image
      standard.backgroundEffect = image == nil ? BlurEffect(style: .systemChromeMaterial) : nil
    }
    applyBarBackground()
  }

  /// The image ``setBackgroundImage(_:forToolbarPosition:barMetrics:)`` gave for `position` and
  /// `barMetrics`.
  public func backgroundImage(
    forToolbarPosition position: BarPosition, barMetrics: NavigationBar.BarMetrics
  ) -> Image? {
    appearanceObjects.backgroundImages[ToolbarAppearanceObjects.key(position, barMetrics)]
  }

  /// Draws `image` as the hairline above the bar at `position` (an empty image hides it).
  public func setShadowImage(_ image: Image?, forToolbarPosition position: BarPosition) {
    appearanceObjects.shadowImages[position] = image
  }

  /// The image ``setShadowImage(_:forToolbarPosition:)`` gave for `position`.
  public func shadowImage(forToolbarPosition position: BarPosition) -> Image? {
    appearanceObjects.shadowImages[position]
  }

  /// A copy of `appearance` that tells this bar when it changes.
  private func adopt(_ appearance: ToolbarAppearance) -> ToolbarAppearance {
    appearance.adopted { [weak self] in self?.applyBarBackground() }
  }

  /// The background drawn now: the standard appearance's colour once one is set; else none under
  /// a background image for the bar's place (an image stands for the whole background); else
  /// ``barTintColor`` or the light grey.
  var barBackgroundColor: Color? {
    if let standard = appearanceObjects.standard { return standard.displayedBackgroundColor }
    let images = appearanceObjects.backgroundImages
    if images[ToolbarAppearanceObjects.key(.any, .default)] != nil
      || images[ToolbarAppearanceObjects.key(.bottom, .default)] != nil
    {
      return nil
    }
    return barTintColor ?? Self.defaultBackground
  }

  /// Paints the bar and the extension below it with ``barBackgroundColor``.
  func applyBarBackground() {
    backgroundColor = barBackgroundColor
    extensionView.backgroundColor = backgroundColor
  }
}
