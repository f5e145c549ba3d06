import Foundation

/// A spinner showing that work is under way, like UIActivityIndicatorView: twelve spokes in
/// ``color``, shown while animating (and hidden when stopped if ``hidesWhenStopped``).
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
  /// Makes an `ActivityIndicatorView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { ActivityIndicatorView(frame: frame) }

  /// The spinner's size (UIActivityIndicatorView.Style).
  public enum Style: Int, Sendable {
    /// Large and white (older).
    case whiteLarge = 0
    /// White (older).
    case white = 1
    /// Grey (older).
    case gray = 2
    /// The medium spinner (iOS 13).
    case medium = 100
    /// The large spinner (iOS 13).
    case large = 101

    var diameter: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The spinner's style.
  open var style: Style {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// Whether the view hides itself while stopped. Default true.
  open var hidesWhenStopped = true { didSet { updateHidden() } }
  /// The spokes' colour. Default grey (white for the older white styles).
  open var color: Color! { didSet { setNeedsDisplay() } }
  /// Whether the spinner is animating.
  public private(set) var isAnimating = false

  /// A spinner of `style`, stopped (so hidden), as large as the style draws.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.diameter, height: style.diameter)))
    setUp()
  }

  /// A medium spinner in `frame`, stopped: a designated initializer, as UIKit's, which subclasses
  /// override.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUp()
  }

  private func setUp() {
    color = style == .white || style == .whiteLarge ? .white : .systemGray
    updateHidden()
  }

  /// A spinner of `style` (UIKit's older initializer name).
  public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

  /// Starts the spinner (and shows it).
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops the spinner (hiding it when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.diameter, height: style.diameter) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2
    context.setLineWidth(max(radius / 5, 1))
    context.setLineCap(.round)
    for spoke in 0..<12 {
      let angle = CGFloat(spoke) * .pi / 6
      let (dx, dy) = (cos(angle), sin(angle))
      context.setStrokeColor((color ?? .systemGray).withAlphaComponent(0.25 + 0.75 * CGFloat(spoke) / 11))
      context.beginPath()
      context.move(to: CGPoint(x: center.x + dx * radius * 0.5, y: center.y + dy * radius * 0.5))
      context.addLine(to: CGPoint(x: center.x + dx * radius * 0.95, y: center.y + dy * radius * 0.95))
      context.strokePath()
    }
  }
}
