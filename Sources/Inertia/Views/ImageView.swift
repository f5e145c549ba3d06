import Foundation

/// A view that shows an image, like UIImageView: its natural size is the image's, and it places
/// the image by its ``View/contentMode`` (default scale-to-fill). While ``isHighlighted`` it shows
/// ``highlightedImage`` when there is one. ``startAnimating()`` shows ``animationImages`` in turn on
/// the window's clock.
///
/// See also: ``Image``.
@preconcurrency @MainActor
open class ImageView: View {
  /// Makes an `ImageView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { ImageView(frame: frame) }

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

  /// Creates an image view sized to `image` (zero without one), as UIImageView(image:): a
  /// designated initializer, as UIKit's, which subclasses override.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view sized to `image` (zero without one) with an image for its highlighted
  /// state, as UIImageView(image:highlightedImage:).
  public init(image: Image?, highlightedImage: Image?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The images shown in turn while animating. Default nil.
  open var animationImages: [Image]? {
    didSet { if animationImages?.isEmpty ?? true { stopAnimating() } }
  }
  /// Seconds for one pass through ``animationImages``; 0 (the default) gives each image 1/30 s.
  open var animationDuration: TimeInterval = 0
  /// How many passes to play; 0 (the default) repeats until ``stopAnimating()``.
  open var animationRepeatCount = 0
  /// Whether ``startAnimating()`` was called and the animation has not ended (it runs while the
  /// view is in a window).
  public private(set) var isAnimating = false
  private var animationLink: DisplayLink?
  private var animationStart = 0.0
  private var animationFrame: Int?

  /// Starts showing ``animationImages`` in turn (at once when in a window, else when it enters one).
  open func startAnimating() {
    guard let images = animationImages, !images.isEmpty, !isAnimating else { return }
    isAnimating = true
    runAnimation()
  }

  /// Stops the animation and shows ``image`` again.
  open func stopAnimating() {
    isAnimating = false
    pauseAnimation()
  }

  /// Runs an animation that was started out of a window, and pauses it on leaving one.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { pauseAnimation() } else { runAnimation() }
  }

  private func runAnimation() {
    guard isAnimating, animationLink == nil, let clock = window?.clock else { return }
    animationStart = clock.now
    animationFrame = 0
    animationLink = clock.addDisplayLink { [weak self] link in self?.stepAnimation(at: link.timestamp) }
  }

  private func pauseAnimation() {
    animationLink?.invalidate()
    animationLink = nil
    animationFrame = nil
  }

  private func stepAnimation(at time: Double) {
    guard let count = animationImages?.count, count > 0 else { return stopAnimating() }
    let perImage =
      animationDuration > 0 && animationDuration.isFinite ? animationDuration / Double(count) : 1 / 30
    let elapsed = max(time - animationStart, 0) / perImage
    let index = elapsed < Double(Int.max / 2) ? Int(elapsed) : Int.max / 2
    if animationRepeatCount > 0 && index / count >= animationRepeatCount { return stopAnimating() }
    animationFrame = index % count
  }

  /// The image on screen: the current animation image while animating, else the highlighted one
  /// while highlighted (if set), else ``image``.
  package var displayedImage: Image? {
    if let frame = animationFrame, let images = animationImages, frame < images.count { return images[frame] }
    return isHighlighted ? highlightedImage ?? image : image
  }

  /// The displayed image's size; no natural size without an image.
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The displayed image's size (zero without one), whatever `size` is offered, as UIImageView.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

  /// Where the displayed image is drawn in the bounds, by ``View/contentMode``; nil without one.
  package var imageRect: CGRect? {
    guard let image = displayedImage else { return nil }
    return contentMode.rect(forContentOfSize: image.size, in: bounds)
  }
}
