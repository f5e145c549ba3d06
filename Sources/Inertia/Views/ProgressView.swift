import Foundation

/// A bar showing how far a task has gone, like UIProgressView: a track with the done part filled
/// from the leading edge.
///
/// The fill is ``progressTintColor``, else the view's ``View/tintColor``; the track is
/// ``trackTintColor``, else a light system grey. When ``observedProgress`` is set, the bar shows
/// that object's `fractionCompleted` each time it is drawn.
@preconcurrency @MainActor
open class ProgressView: View {
  /// Makes a `ProgressView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { ProgressView(frame: frame) }

  /// The bar's look (UIProgressView.Style).
  public enum Style: Int, Sendable {
    /// The standard bar, with rounded ends.
    case `default` = 0
    /// The flatter bar of toolbars.
    case bar = 1
  }

  /// The height UIKit gives a progress view, in points.
  package static let standardHeight: CGFloat = 4

  /// The bar's look.
  open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
  /// The fill colour; nil (the default) uses the tint colour.
  open var progressTintColor: Color? { didSet { setNeedsDisplay() } }
  /// The track colour; nil (the default) uses a light system grey.
  open var trackTintColor: Color? { didSet { setNeedsDisplay() } }
  /// An image stretched over the done part instead of the fill colour.
  open var progressImage: Image? { didSet { setNeedsDisplay() } }
  /// An image stretched over the track instead of the track colour.
  open var trackImage: Image? { didSet { setNeedsDisplay() } }
  /// A progress object whose `fractionCompleted` the bar shows; setting it replaces ``progress``.
  open var observedProgress: Progress? { didSet { setNeedsDisplay() } }

  private var storedProgress: Float = 0

  /// How much is done, from 0 to 1 (values outside are clamped, NaN ignored). Default 0. Reads the
  /// observed progress when one is set.
  open var progress: Float {
    get {
      guard let observedProgress else { return storedProgress }
      let fraction = observedProgress.fractionCompleted
      return fraction.isFinite ? Float(min(max(fraction, 0), 1)) : 0
    }
    set {
      guard !newValue.isNaN else { return }
      storedProgress = min(max(newValue, 0), 1)
      setNeedsDisplay()
    }
  }

  /// A bar of `style`, zero wide and `standardHeight` tall.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight))
  }

  /// A default-style bar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Sets ``progress``; `animated` only affects drawing.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No natural width; `standardHeight` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.standardHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: Self.standardHeight)
  }

  /// The done part of the bar in own coordinates: from the leading edge, `progress` of the width.
  package var progressRect: CGRect {
    let width = bounds.width * CGFloat(progress)
    let x = semanticContentAttribute == .forceRightToLeft ? bounds.maxX - width : bounds.minX
    return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
  }

  /// The colour the done part is filled with.
  package var resolvedProgressTintColor: Color { progressTintColor ?? tintColor }
  /// The colour the track is filled with.
  package var resolvedTrackTintColor: Color { trackTintColor ?? .systemGray5 }

  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
    set { super.accessibilityValue = newValue }
  }
}
