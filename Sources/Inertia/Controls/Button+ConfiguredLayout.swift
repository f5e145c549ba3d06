import Foundation

/// Where a configured button's parts go, in its bounds, and the size that holds them.
struct ConfiguredButtonLayout {
  var title: CGRect = .zero
  var subtitle: CGRect = .zero
  var image: CGRect = .zero
  var size: CGSize = .zero
}

extension Button {
  /// Creates a button drawn from `configuration`, performing `primaryAction` on a tap.
  public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Asks for ``updateConfiguration()`` at the next layout (UIKit coalesces these).
  public func setNeedsUpdateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = true
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The configuration's title and background colours in the current state: disabled content is
  /// grey over grey, highlighted content dimmed.
  func configuredColors(_ configuration: Configuration) -> (foreground: Color, background: Color?) {
    let tint: Color = tintColor ?? .systemBlue
    var foreground: Color =
      configuration.baseForegroundColor ?? (configuration.style == .filled ? .white : tint)
    var background = configuration.background.backgroundColor ?? configuration.baseBackgroundColor
    if background == nil {
      switch configuration.style {
      case .plain: background = nil
      case .tinted: background = tint.withAlphaComponent(0.15)
      case .gray: background = .systemGray5
      case .filled: background = tint
      }
    }
    if !isEnabled {
      foreground = Color.systemGray.withAlphaComponent(0.6)
      if background != nil { background = Color.systemGray5.withAlphaComponent(0.6) }
    } else if isHighlighted {
      foreground = foreground.withAlphaComponent(foreground.alpha * (background == nil ? 0.4 : 0.8))
      background = background.map { $0.withAlphaComponent($0.alpha * 0.8) }
    }
    return (foreground, background)
  }

  /// The configuration's parts placed in `bounds` (nil: only the size).
  func configuredLayout(_ configuration: Configuration, in bounds: CGRect?) -> ConfiguredButtonLayout {
    let title = Self.textSize(configuration.displayedTitle, fontSize: configuration.titleFontSize)
    let subtitle = Self.textSize(configuration.displayedSubtitle, fontSize: configuration.subtitleFontSize)
    let between = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
    let text = CGSize(
      width: max(title.width, subtitle.width), height: title.height + between + subtitle.height)
    let image = configuration.image.map(\.size) ?? .zero
    let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
    let stacked = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    let group =
      stacked
      ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
      : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    let insets = configuration.contentInsets
    var layout = ConfiguredButtonLayout()
    layout.size = CGSize(
      width: group.width.rounded(.up) + insets.leading + insets.trailing,
      height: group.height.rounded(.up) + insets.top + insets.bottom)
    guard let bounds else { return layout }
    let content = bounds.inset(
      by: EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    let box = place(group, in: content)
    var textBox = CGRect(origin: box.origin, size: text)
    var imageBox = CGRect(origin: box.origin, size: image)
    switch configuration.imagePlacement {
    case .trailing:
      imageBox.origin.x = box.maxX - image.width
      imageBox.origin.y = box.midY - image.height / 2
      textBox.origin.y = box.midY - text.height / 2
    case .top:
      imageBox.origin.x = box.midX - image.width / 2
      textBox.origin = CGPoint(x: box.midX - text.width / 2, y: box.maxY - text.height)
    case .bottom:
      imageBox.origin = CGPoint(x: box.midX - image.width / 2, y: box.maxY - image.height)
      textBox.origin.x = box.midX - text.width / 2
    default:
      imageBox.origin.y = box.midY - image.height / 2
      textBox.origin = CGPoint(x: box.maxX - text.width, y: box.midY - text.height / 2)
    }
    layout.image = image == .zero ? .zero : imageBox
    layout.title = line(title, in: textBox, y: textBox.minY, alignment: configuration.titleAlignment)
    layout.subtitle = line(
      subtitle, in: textBox, y: textBox.minY + title.height + between, alignment: configuration.titleAlignment
    )
    return layout
  }

  /// A line of `size` in `box` at `y`, placed by `alignment`.
  private func line(
    _ size: CGSize, in box: CGRect, y: CGFloat, alignment: Configuration.TitleAlignment
  ) -> CGRect {
    let x: CGFloat
    switch alignment {
    case .leading: x = box.minX
    case .trailing: x = box.maxX - size.width
    case .automatic, .center: x = box.midX - size.width / 2
    }
    return CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// A line of `text` at `fontSize`: 0.55 em per character by 1.2 em, as titles are measured, in
  /// whole points up (after the measure's rounding noise: 12 x 15 x 0.55 is 99.000...01).
  private static func textSize(_ text: String?, fontSize: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width = CGFloat(text.count) * fontSize * 0.55
    return CGSize(
      width: ((width * 1000).rounded() / 1000).rounded(.up), height: (fontSize * 1.2).rounded(.up))
  }

  /// Draws the configuration: the background view under the content, the subtitle label, the
  /// image's tint; removes them when the configuration is taken away.
  func applyConfiguration() {
    guard let configuration else {
      configurationViews?.background.removeFromSuperview()
      configurationViews?.subtitle.removeFromSuperview()
      configurationViews = nil
      return
    }
    let views = configurationViews ?? makeConfigurationViews()
    configurationViews = views
    let colors = configuredColors(configuration)
    let background = configuration.background
    views.background.frame = bounds.inset(
      by: EdgeInsets(
        top: background.backgroundInsets.top, left: background.backgroundInsets.leading,
        bottom: background.backgroundInsets.bottom, right: background.backgroundInsets.trailing))
    views.background.backgroundColor = colors.background
    views.background.layer.cornerRadius = configuration.cornerRadius(height: views.background.bounds.height)
    views.background.layer.borderWidth = background.strokeColor == nil ? 0 : background.strokeWidth
    views.background.layer.borderColor = background.strokeColor
    let layout = configuredLayout(configuration, in: bounds)
    views.subtitle.text = configuration.displayedSubtitle
    views.subtitle.fontSize = configuration.subtitleFontSize
    views.subtitle.textColor = colors.foreground
    views.subtitle.textAlignment = .center
    views.subtitle.frame = layout.subtitle
    views.subtitle.isHidden = configuration.displayedSubtitle?.isEmpty ?? true
    imageViewStorage?.tintColor = colors.foreground
  }

  private func makeConfigurationViews() -> (background: View, subtitle: Label) {
    let background = View()
    let subtitle = Label()
    for view in [background, subtitle] as [View] { view.isUserInteractionEnabled = false }
    insertSubview(background, at: 0)
    addSubview(subtitle)
    return (background, subtitle)
  }
}
