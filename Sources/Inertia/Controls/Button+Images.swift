import Foundation

/// UIButton's images, background images, attributed titles, `imageView` and `titleLabel`.
extension Button {
  /// Sets the image shown beside the title in `state` (nil removes it; the normal image is the
  /// fallback), as UIButton's `setImage(_:for:)`.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
    invalidateIntrinsicContentSize()
    updateImageView()
    setNeedsLayout()
  }
  /// The image set for `state`, if any.
  public func image(for state: State) -> Image? { images[state] }
  /// The image for the current state: the exact state, then its single bits, then normal.
  public var currentImage: Image? { configuration.map(\.image) ?? lookup(images) }

  /// Sets the image stretched over the whole button in `state`, drawn under the title and image.
  public func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
  /// The background image set for `state`, if any.
  public func backgroundImage(for state: State) -> Image? { backgroundImages[state] }
  /// The background image for the current state.
  public var currentBackgroundImage: Image? { lookup(backgroundImages) }

  /// Sets an attributed title for `state`: its characters are the title when no plain title is
  /// set for the state (the attributes are not drawn).
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
  /// The attributed title set for `state`, if any.
  public func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }
  /// The attributed title for the current state.
  public var currentAttributedTitle: NSAttributedString? { lookup(attributedTitles) }

  /// The view showing the current image, placed by ``imageRect(forContentRect:)``; made when first
  /// read, as UIButton's (its `contentMode` and other settings are kept).
  public var imageView: ImageView? {
    if let imageViewStorage { return imageViewStorage }
    let view = ImageView(image: currentImage)
    view.contentMode = .scaleAspectFit
    view.isUserInteractionEnabled = false
    imageViewStorage = view
    addSubview(view)
    updateImageView()
    return view
  }

  /// The label describing the title: its text is the current title, its font size the title's
  /// (setting `font` resizes the title, as on UIButton); its text colour is the current title colour
  /// (setting it sets the normal-state colour). It is not a subview: the button draws the title.
  public var titleLabel: Label? { titleLabelStorage }

  /// The current image's size, scaled down to fit `contentRect` with its aspect kept.
  func imageSize(in contentRect: CGRect) -> CGSize {
    guard let image = currentImage, image.size.width > 0, image.size.height > 0 else { return .zero }
    let scale = min(1, contentRect.width / image.size.width, contentRect.height / image.size.height)
    return CGSize(width: image.size.width * max(scale, 0), height: image.size.height * max(scale, 0))
  }

  /// Gives the image view the current image and its rectangle (it is made once an image is set).
  func updateImageView() {
    guard imageViewStorage != nil || currentImage != nil, let view = imageView else { return }
    view.image = currentImage
    view.isHidden = currentImage == nil
    view.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
  }
}

/// The label a ``Button`` hands out as `titleLabel`: it reads the button's current title and
/// colour, and its font size is the button's title font size.
@preconcurrency @MainActor
public final class ButtonTitleLabel: Label {
  private unowned let button: Button

  init(button: Button) {
    self.button = button
    super.init(frame: .zero)
    fontSize = button.titleFontSize
  }

  /// The button's current title. Setting it does not change the title (use `setTitle(_:for:)`),
  /// as on UIButton, whose layout puts the current title back.
  public override var text: String? {
    get { button.currentTitle }
    set { super.text = newValue }
  }

  /// The title's font size; setting it sets the button's.
  package override var fontSize: CGFloat {
    didSet { if button.titleFontSize != fontSize { button.titleFontSize = fontSize } }
  }

  /// The button's current title colour; setting it sets the normal-state colour.
  public override var textColor: Color! {
    get { button.currentTitleColor }
    set { button.setTitleColor(newValue, for: .normal) }
  }
}
