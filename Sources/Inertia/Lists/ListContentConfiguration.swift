import Foundation

/// A list row's text, secondary text and image (UIListContentConfiguration), shown by a
/// ``ListContentView``: the image at the leading margin, the texts after it, stacked (`cell`,
/// `subtitleCell`) or side by side (`valueCell`).
public struct ListContentConfiguration: ContentConfiguration {
  /// How a text is drawn (UIListContentConfiguration.TextProperties).
  public struct TextProperties: Equatable, Sendable {
    /// The colour. Default black (grey for a value cell's secondary text).
    public var color: Color = .black
    /// The font size in points (InertiaUIKit's `font` sets it). Default 17.
    public var fontSize: CGFloat = 17
    /// The most lines (0: as many as needed). Default 0.
    public var numberOfLines = 0
    /// The alignment. Default natural.
    public var alignment: TextAlignment = .natural
  }

  /// How the image is drawn (UIListContentConfiguration.ImageProperties).
  public struct ImageProperties: Equatable, Sendable {
    /// The largest size the image takes (zero: its own size). Default zero.
    public var maximumSize: CGSize = .zero
    /// The corner radius. Default 0.
    public var cornerRadius: CGFloat = 0
  }

  /// How the texts are placed.
  public enum Arrangement: Equatable, Sendable {
    /// The secondary text under the text.
    case stacked
    /// The secondary text at the trailing edge, on the text's line.
    case sideBySide
  }

  /// Whether the secondary text sits beside the text (UIKit's
  /// `prefersSideBySideTextAndSecondaryText`): the ``arrangement`` is `.sideBySide`.
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { arrangement == .sideBySide }
    set { arrangement = newValue ? .sideBySide : .stacked }
  }

  /// The text. Default nil.
  public var text: String?
  /// The secondary text. Default nil.
  public var secondaryText: String?
  /// The image. Default nil.
  public var image: Image?
  /// How the text is drawn.
  public var textProperties = TextProperties()
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties(fontSize: 15)
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The margins around the content. Default 11 pt top and bottom, 16 at the sides.
  public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The space between the image and the texts. Default 16.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text. Default 3 (stacked), 8 (side by side).
  public var textToSecondaryTextPadding: CGFloat = 3
  /// How the texts are placed.
  public var arrangement = Arrangement.stacked

  /// An empty configuration (`.cell()`'s look).
  public init() {}

  /// A table cell's look: texts stacked.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

  /// A subtitle cell's look: texts stacked, the secondary text smaller.
  public static func subtitleCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.secondaryTextProperties.fontSize = 15
    return configuration
  }

  /// A value cell's look: the secondary text grey at the trailing edge.
  public static func valueCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.arrangement = .sideBySide
    configuration.secondaryTextProperties = TextProperties(color: .systemGray, fontSize: 17, numberOfLines: 1)
    configuration.textToSecondaryTextPadding = 8
    return configuration
  }

  /// A ``ListContentView`` showing the configuration.
  public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

  /// The same configuration (a list's look does not change with the state).
  public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }
}

/// The view showing a ``ListContentConfiguration`` (UIListContentView).
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
  /// Traps, as UIKit's list content view has no `init(frame:)` to make it from its class value
  /// with (it is made with `init(configuration:)`); overrides `View.makeFromClass(frame:)`.
  open override class func makeFromClass(frame: CGRect) -> View {
    fatalError("UIListContentView is made with init(configuration:), not init(frame:)")
  }

  /// The label showing the text.
  public let textLabel = Label()
  /// The label showing the secondary text.
  public let secondaryTextLabel = Label()
  /// The view showing the image.
  public let imageView = ImageView()

  /// The configuration shown (a configuration of another type is ignored).
  open var configuration: ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      listConfiguration = list
    }
  }
  /// The list configuration shown.
  private var listConfiguration: ListContentConfiguration { didSet { show() } }

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [View] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    show()
  }

  private func show() {
    let configuration = listConfiguration
    Self.apply(configuration.text, configuration.textProperties, to: textLabel)
    Self.apply(configuration.secondaryText, configuration.secondaryTextProperties, to: secondaryTextLabel)
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    setNeedsLayout()
  }

  private static func apply(
    _ text: String?, _ properties: ListContentConfiguration.TextProperties, to label: Label
  ) {
    label.text = text
    label.isHidden = text == nil
    label.textColor = properties.color
    label.fontSize = properties.fontSize
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment
  }

  /// The image's size in the configuration's maximum.
  private var imageSize: CGSize {
    guard let size = listConfiguration.image?.size else { return .zero }
    let maximum = listConfiguration.imageProperties.maximumSize
    guard maximum.width > 0, maximum.height > 0, size.width > 0, size.height > 0 else { return size }
    let scale = min(maximum.width / size.width, maximum.height / size.height, 1)
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// The texts' heights: the text's, the secondary text's (0 when absent).
  private func textHeights(width: CGFloat) -> (CGFloat, CGFloat) {
    func height(_ label: Label) -> CGFloat {
      label.text == nil
        ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    return (height(textLabel), height(secondaryTextLabel))
  }

  /// The height the margins, texts and image need at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = listConfiguration.directionalLayoutMargins
    let (text, secondary) = textHeights(width: textWidth(in: size.width))
    let padding = text > 0 && secondary > 0 ? listConfiguration.textToSecondaryTextPadding : 0
    let texts = listConfiguration.arrangement == .stacked ? text + padding + secondary : max(text, secondary)
    let content = max(texts, imageSize.height)
    return CGSize(width: size.width, height: content + margins.top + margins.bottom)
  }

  private func textWidth(in width: CGFloat) -> CGFloat {
    let margins = listConfiguration.directionalLayoutMargins
    let image = imageSize.width > 0 ? imageSize.width + listConfiguration.imageToTextPadding : 0
    return max(width - margins.leading - margins.trailing - image, 0)
  }

  /// Places the image at the leading margin, centred, and the texts after it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let configuration = listConfiguration
    let margins = configuration.directionalLayoutMargins
    let image = imageSize
    imageView.frame = CGRect(
      x: margins.leading, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
    let left = margins.leading + (image.width > 0 ? image.width + configuration.imageToTextPadding : 0)
    let width = textWidth(in: bounds.width)
    let (text, secondary) = textHeights(width: width)
    switch configuration.arrangement {
    case .stacked:
      let padding = text > 0 && secondary > 0 ? configuration.textToSecondaryTextPadding : 0
      let top = (bounds.height - text - padding - secondary) / 2
      textLabel.frame = CGRect(x: left, y: top, width: width, height: text)
      secondaryTextLabel.frame = CGRect(x: left, y: top + text + padding, width: width, height: secondary)
    case .sideBySide:
      let secondaryWidth = min(
        secondaryTextLabel.text == nil ? 0 : secondaryTextLabel.intrinsicContentSize.width, width)
      secondaryTextLabel.frame = CGRect(
        x: left + width - secondaryWidth, y: (bounds.height - secondary) / 2, width: secondaryWidth,
        height: secondary)
      let gap = secondaryWidth > 0 ? configuration.textToSecondaryTextPadding : 0
      textLabel.frame = CGRect(
        x: left, y: (bounds.height - text) / 2, width: max(width - secondaryWidth - gap, 0), height: text)
    }
  }
}
