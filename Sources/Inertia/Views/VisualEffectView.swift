import Foundation

/// An effect a ``VisualEffectView`` applies (UIVisualEffect): a ``BlurEffect`` or a
/// ``VibrancyEffect``.
public class VisualEffect: Equatable, @unchecked Sendable {
  /// An effect with nothing to apply.
  public init() {}

  /// Whether `lhs` and `rhs` are the same effect object, as NSObject's `isEqual(_:)` (so
  /// `effectView.effect == .none` and `effect == blur` compile as on iOS).
  public static func == (lhs: VisualEffect, rhs: VisualEffect) -> Bool { lhs === rhs }
}

/// Vibrancy for content laid over a blur (UIVibrancyEffect). Inertia draws the content as it is;
/// the effect only records the blur it matches.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
  /// The kinds of vibrant content (UIVibrancyEffectStyle).
  public enum Style: Int, Sendable {
    /// Primary labels.
    case label = 0
    /// Secondary labels.
    case secondaryLabel = 1
    /// Tertiary labels.
    case tertiaryLabel = 2
    /// Quaternary labels.
    case quaternaryLabel = 3
    /// Fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
  }

  /// The blur the content lies over.
  public let blurEffect: BlurEffect
  /// The kind of content.
  public let style: Style

  /// Vibrancy for labels over `blurEffect`.
  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    self.style = .label
    super.init()
  }

  /// Vibrancy of `style` over `blurEffect`.
  public init(blurEffect: BlurEffect, style: Style) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that shows a material behind its content, like UIVisualEffectView.
///
/// Add content to ``contentView`` (UIKit requires it), which always fills the view. Inertia draws
/// no real blur: a ``BlurEffect`` is drawn as its material's average colour
/// (``BlurEffect/averageColor``) under the content; a ``VibrancyEffect`` or no effect draws
/// nothing of its own.
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// Makes a `VisualEffectView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { VisualEffectView(frame: frame) }

  /// The effect; nil draws nothing. Setting it redraws.
  open var effect: VisualEffect? { didSet { setNeedsDisplay() } }
  /// The view the content goes into; it fills the effect view.
  public let contentView = View()

  /// An effect view showing `effect`, zero-sized.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// An effect view in `frame` with no effect.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    super.addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if contentView.superview === self { contentView.frame = bounds }
  }

  /// The colour drawn under the content: a blur's average colour, else nil.
  public var materialColor: Color? { (effect as? BlurEffect)?.averageColor }
}
