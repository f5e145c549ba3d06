import Foundation

/// An effect a ``VisualEffectView`` applies to what is behind it (UIVisualEffect): a
/// ``BlurEffect`` or a ``VibrancyEffect``. Immutable.
open class VisualEffect: @unchecked Sendable {
  /// An effect that does nothing (UIKit's base class).
  public init() {}
}

/// Vibrancy over a blur (UIVibrancyEffect): content in a vibrancy effect view's ``contentView``
/// takes the colours of the blur behind. Inertia draws no vibrancy: the content shows as drawn.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
  /// The blur the vibrancy goes over.
  public let blurEffect: BlurEffect
  /// Vibrancy for content over `blurEffect`.
  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view showing a blur behind its content, like UIVisualEffectView. Inertia draws no blur: a
/// ``BlurEffect`` draws its material's ``BlurEffect/averageColor`` over what is behind, in a
/// backdrop below ``contentView``. Put subviews in ``contentView``, which fills the view.
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The view the content goes in (UIKit's `contentView`); it fills the effect view.
  public let contentView = View()
  /// The view drawing the effect, below ``contentView``.
  let backdropView = View()

  /// The effect; setting it redraws the backdrop (nil: nothing is drawn). Default nil.
  open var effect: VisualEffect? {
    didSet { backdropView.backgroundColor = Self.backdropColor(for: effect) }
  }

  /// An effect view showing `effect`, with a zero frame.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpSubviews()
  }

  /// An effect view with `frame` and no effect.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUpSubviews()
  }

  private func setUpSubviews() {
    backdropView.isUserInteractionEnabled = false
    backdropView.backgroundColor = Self.backdropColor(for: effect)
    for view in [backdropView, contentView] {
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Keeps the backdrop and ``contentView`` filling the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in [backdropView, contentView] where view.frame != bounds { view.frame = bounds }
  }

  private static func backdropColor(for effect: VisualEffect?) -> Color? {
    (effect as? BlurEffect)?.averageColor
  }
}
