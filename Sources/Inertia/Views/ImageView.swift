import Foundation

/// A view that shows an image, like UIImageView: its natural size is the image's, and it places
/// the image by its ``View/contentMode`` (default scale-to-fill). While ``isHighlighted`` it shows
/// ``highlightedImage`` when there is one.
///
/// See also: ``Image``.
@MainActor
open class ImageView: View {
  /// The image shown. Setting it changes the natural size. Default nil.
  open var image: Image? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The image shown while highlighted. Default nil.
  open var highlightedImage: Image? {
    didSet { if isHighlighted && highlightedImage !== oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view shows its highlighted image. Default false.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue && highlightedImage != nil { invalidateIntrinsicContentSize() } }
  }

  /// Creates an image view sized to `image` (zero without one), as UIImageView(image:).
  public init(image: Image?, highlightedImage: Image? = nil) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The image on screen: the highlighted one while highlighted, if set, else ``image``.
  public var displayedImage: Image? { isHighlighted ? highlightedImage ?? image : image }

  /// The displayed image's size; no natural size without an image.
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The displayed image's size (zero without one), whatever `size` is offered, as UIImageView.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

  /// Where the displayed image is drawn in the bounds, by ``View/contentMode``; nil without one.
  public var imageRect: CGRect? {
    guard let image = displayedImage else { return nil }
    return contentMode.rect(forContentOfSize: image.size, in: bounds)
  }
}
