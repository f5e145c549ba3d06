import Foundation

extension BarButtonItem {
  /// A flexible space for a toolbar (iOS 14's `flexibleSpace()`): it takes an equal share of the
  /// room the other items leave.
  public static func flexibleSpace() -> BarButtonItem {
    BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A fixed space `width` points wide for a toolbar (iOS 14's `fixedSpace(_:)`).
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width.isFinite ? max(width, 0) : 0
    return item
  }

  /// Whether the item is a flexible or fixed space rather than something shown.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The view a bar shows for this item, `height` points tall: its custom view, or a button with
  /// its title (or its image, at least 22 points square) in its tint, else `barTint`, else system
  /// blue (grey when disabled), whose tap performs the item.
  func makeBarView(barTint: Color?, height: CGFloat) -> View {
    if let customView { return customView }
    let color = isEnabled ? (tintColor ?? barTint ?? .systemBlue) : .systemGray
    let button = Self.makeBarButton(title: displayedTitle, color: color, height: height)
    button.isEnabled = isEnabled
    if let image, title == nil {
      let imageView = ImageView(image: image)
      imageView.isUserInteractionEnabled = false
      button.addSubview(imageView)
      button.frame.size = CGSize(width: max(image.size.width, 22), height: max(image.size.height, 22))
    }
    if width > 0 { button.frame.size.width = width }
    button.addAction(
      ControlAction { [weak self, weak button] _ in
        guard let self, let button else { return }
        self.perform(from: button)
      }, for: .touchUpInside)
    return button
  }

  /// A bar's plain text button: `title` in `color`, as wide as its title (at least 22 points).
  static func makeBarButton(title: String, color: Color, height: CGFloat) -> Button {
    let button = Button(frame: .zero, title: title)
    button.setTitleColor(color, for: .normal)
    let size = button.intrinsicContentSize
    button.frame.size = CGSize(width: max(size.width, 22), height: height)
    return button
  }
}
