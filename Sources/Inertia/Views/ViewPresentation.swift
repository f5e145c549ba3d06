import Foundation

/// A value an animation moves, as the numbers it adds up.
enum AnimatableValue: Equatable {
  case scalar(Double)
  case point(CGPoint)
  case rect(CGRect)
  case color(red: Double, green: Double, blue: Double, alpha: Double)
  case transform(AffineTransform)

  /// A colour's components; no colour counts as clear.
  static func color(_ color: Color?) -> AnimatableValue {
    let value = color ?? .clear
    return .color(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }

  /// `self - other`, component by component (values of different kinds give `self`).
  func subtracting(_ other: AnimatableValue) -> AnimatableValue { combined(with: other, factor: -1) }

  /// `self + other * factor`, component by component.
  func combined(with other: AnimatableValue, factor: Double) -> AnimatableValue {
    let f = CGFloat(factor)
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + b * factor)
    case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x * f, y: a.y + b.y * f))
    case (.rect(let a), .rect(let b)):
      // Raw origin and size fields: a delta's width may be negative (CGRect.width would drop the sign).
      return .rect(
        CGRect(
          origin: CGPoint(x: a.origin.x + b.origin.x * f, y: a.origin.y + b.origin.y * f),
          size: CGSize(width: a.size.width + b.size.width * f, height: a.size.height + b.size.height * f)))
    case (.color(let r, let g, let b, let a), .color(let r2, let g2, let b2, let a2)):
      return .color(
        red: r + r2 * factor, green: g + g2 * factor, blue: b + b2 * factor, alpha: a + a2 * factor)
    case (.transform(let a), .transform(let b)):
      var t = a
      t.a += b.a * f
      t.b += b.b * f
      t.c += b.c * f
      t.d += b.d * f
      t.tx += b.tx * f
      t.ty += b.ty * f
      return .transform(t)
    default: return self
    }
  }
}

/// One property of one view moving under a ``ViewAnimationGroup``: the presentation is the model
/// value plus `offset` (old minus new) times the share still to go.
struct ViewAnimation {
  /// The animated properties.
  enum Property { case alpha, backgroundColor, center, bounds, transform }
  let property: Property
  let offset: AnimatableValue
  let group: ViewAnimationGroup
}

/// A view's running animations (empty for almost every view).
///
/// A group that ends only marks its view (``dropFinished()``); the animations of ended groups
/// leave together when ``animations`` is next read. A keyframe block is one group per keyframe,
/// all ending at once: each taking its own out of every keyframe's animations cost the square of
/// the keyframes (10,000 keyframes of one view: 5.4 s, session 43).
struct ViewAnimationState {
  private var stored: [ViewAnimation] = []
  /// Whether a group of some animation in ``stored`` has ended since the last sweep.
  private var hasFinished = false

  /// The running animations, in the order they were recorded.
  var animations: [ViewAnimation] {
    mutating get {
      sweep()
      return stored
    }
    _modify {
      sweep()
      yield &stored
    }
  }

  /// Notes that a group with animations here has ended (``ViewAnimationGroup/isFinished``).
  mutating func dropFinished() { hasFinished = true }

  private mutating func sweep() {
    guard hasFinished else { return }
    hasFinished = false
    stored.removeAll { $0.group.isFinished }
  }
}

/// What is drawn for a view: its model values with its running animations added
/// (UIKit's presentation layer).
public struct ViewPresentation: Equatable, Sendable {
  /// The opacity on screen.
  public var alpha: CGFloat
  /// The fill colour on screen.
  public var backgroundColor: Color?
  /// The centre on screen, in the superview's coordinates.
  public var center: CGPoint
  /// The bounds on screen.
  public var bounds: CGRect
  /// The transform on screen.
  public var transform: AffineTransform
  /// The layer's 3D transform on screen when it is not affine (then ``transform`` is its affine
  /// part); nil otherwise.
  public var transform3D: Transform3D? = nil
  /// The corner radius on screen (moved only by the layer's explicit animations).
  public var cornerRadius: CGFloat = 0
  /// The border width on screen (moved only by the layer's explicit animations).
  public var borderWidth: CGFloat = 0
  /// The layer's anchor point (not animated): the point of the bounds, in fractions of their
  /// size, at ``center``.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The frame these values give.
  public var frame: CGRect {
    View.frame(size: bounds.size, center: center, transform: transform, anchor: anchorPoint)
  }
  /// The point of ``bounds`` at the anchor point: where ``center`` lies in the view's coordinates.
  public var anchorInBounds: CGPoint { bounds.point(atUnit: anchorPoint) }
}

extension View {
  /// What is drawn for the view now: the model values (``alpha``, ``backgroundColor``, ``center``,
  /// ``bounds``, ``transform``) moved by the animations that are still running, as UIKit's
  /// `layer.presentation()`. Equal to the model values when nothing animates.
  /// ``layer``'s explicit animations (``Layer/add(_:forKey:)``) move it too.
  package var presentation: ViewPresentation { applyingLayerAnimations(to: viewAnimationPresentation) }

  /// The model values moved by the view's own animations (`animate` blocks).
  var viewAnimationPresentation: ViewPresentation {
    let model = ViewPresentation(
      alpha: alpha, backgroundColor: backgroundColor, center: center, bounds: bounds, transform: transform,
      transform3D: storedTransform3D, cornerRadius: layerCornerRadius, borderWidth: layerBorderWidth,
      anchorPoint: storedAnchorPoint)
    guard !animationState.animations.isEmpty else { return model }
    var values = model
    for animation in animationState.animations {
      let time = animation.group.clock?.now ?? 0
      // Negative while a spring overshoots the new value.
      let share = animation.group.remaining(at: time)
      guard share != 0, share.isFinite else { continue }
      // An offset near the largest double times a spring's overshoot would not be finite: such a
      // step is left out, so what is drawn stays finite.
      var next = values
      next.add(animation.offset, to: animation.property, times: share)
      if next.isFinite { values = next }
    }
    return values
  }

  /// Makes what `group`'s animations show now (`share` of each change still to go) the model
  /// values, and drops those animations.
  func settleAnimations(of group: ViewAnimationGroup, share: Double) {
    let mine = animationState.animations.filter { $0.group === group }
    guard !mine.isEmpty else { return }
    animationState.animations.removeAll { $0.group === group }
    var values = ViewPresentation(
      alpha: alpha, backgroundColor: backgroundColor, center: center, bounds: bounds, transform: transform)
    for animation in mine where share.isFinite {
      values.add(animation.offset, to: animation.property, times: share)
    }
    guard values.isFinite else { return }
    ViewAnimationGroup.record(into: nil) { assign(values, to: Set(mine.map(\.property))) }
  }

  /// Runs `group`'s changes back: what they show now (`share` of each change still to go) becomes
  /// the model, then `reverse` animates each changed property back to the value it had before
  /// `group` changed it.
  func reverseAnimations(of group: ViewAnimationGroup, share: Double, into reverse: ViewAnimationGroup) {
    let mine = animationState.animations.filter { $0.group === group }
    guard !mine.isEmpty else { return }
    var start = ViewPresentation(
      alpha: alpha, backgroundColor: backgroundColor, center: center, bounds: bounds, transform: transform)
    for animation in mine { start.add(animation.offset, to: animation.property, times: 1) }
    settleAnimations(of: group, share: share)
    guard start.isFinite else { return }
    ViewAnimationGroup.record(into: reverse) { assign(start, to: Set(mine.map(\.property))) }
  }

  /// Sets `properties` to `values`, in a fixed order.
  private func assign(_ values: ViewPresentation, to properties: Set<ViewAnimation.Property>) {
    let order: [ViewAnimation.Property] = [.alpha, .backgroundColor, .center, .bounds, .transform]
    for property in order where properties.contains(property) {
      switch property {
      case .alpha: alpha = values.alpha
      case .backgroundColor: backgroundColor = values.backgroundColor
      case .center: center = values.center
      case .bounds: bounds = values.bounds
      case .transform: transform = values.transform
      }
    }
  }

  /// Whether an animation that does not allow user interaction moves the view now.
  var isAnimatingWithoutInteraction: Bool {
    animationState.animations.contains { !$0.group.options.contains(.allowUserInteraction) }
  }

  /// Records a change of an animatable property for the innermost open animation block.
  func recordAnimatableChange(
    _ property: ViewAnimation.Property, from old: AnimatableValue, to new: AnimatableValue
  ) {
    guard let group = ViewAnimationGroup.recording.last, let group else { return }
    group.record(self, property, from: old, to: new)
  }
}

extension ViewPresentation {
  /// Whether every value is finite.
  fileprivate var isFinite: Bool {
    let t = transform
    return alpha.isFinite && center.isFinite && bounds.isFiniteRect
      && [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
  }

  fileprivate mutating func add(
    _ offset: AnimatableValue, to property: ViewAnimation.Property, times share: Double
  ) {
    switch (property, offset) {
    case (.alpha, .scalar(let value)): alpha = min(max(alpha + CGFloat(value * share), 0), 1)
    case (.backgroundColor, .color):
      let sum = AnimatableValue.color(backgroundColor).combined(with: offset, factor: share)
      if case .color(let r, let g, let b, let a) = sum {
        backgroundColor = Color(red: r, green: g, blue: b, alpha: a)
      }
    case (.center, .point(let value)):
      center = CGPoint(x: center.x + value.x * CGFloat(share), y: center.y + value.y * CGFloat(share))
    case (.bounds, .rect):
      if case .rect(let sum) = AnimatableValue.rect(bounds).combined(with: offset, factor: share) {
        bounds = CGRect(
          origin: sum.origin, size: CGSize(width: max(sum.width, 0), height: max(sum.height, 0)))
      }
    case (.transform, .transform):
      if case .transform(let sum) = AnimatableValue.transform(transform).combined(with: offset, factor: share)
      {
        transform = sum
      }
    default: break
    }
  }
}
