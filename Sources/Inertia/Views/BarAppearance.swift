import Foundation

/// A bar's background and shadow (UIBarAppearance): the base of ``NavigationBarAppearance``.
///
/// A bar copies the appearance it is given (as UIKit's `@NSCopying` properties do), so changing
/// the object afterwards does not change the bar; changing the bar's own copy
/// (`bar.standardAppearance.backgroundColor = ...`) does, at the bar's next layout.
@preconcurrency @MainActor
open class BarAppearance {
  /// The colour over the bar's background effect. Nil: none.
  open var backgroundColor: Color? { didSet { changed() } }
  /// An image filling the bar's background, over the colour. Nil: none.
  open var backgroundImage: Image? { didSet { changed() } }
  /// The blur behind the bar (drawn here as the material's average colour). Nil: none.
  open var backgroundEffect: BlurEffect? { didSet { changed() } }
  /// The colour of the hairline under the bar. Nil or clear: none.
  open var shadowColor: Color? { didSet { changed() } }
  /// An image drawn as the hairline under the bar, tinted by ``shadowColor`` when set. Nil: none.
  open var shadowImage: Image? { didSet { changed() } }

  /// Called after any setting changes (the bar holding this copy relays out).
  var onChange: (() -> Void)?

  /// An appearance with the default translucent background and hairline.
  public required init() { configureWithDefaultBackground() }

  /// A copy of `appearance`'s settings.
  public required init(barAppearance appearance: BarAppearance) {
    copySettings(from: appearance)
  }

  /// A copy of this appearance (UIBarAppearance's `copy()`), not tied to any bar.
  public func copy() -> Self { Self(barAppearance: self) }

  /// Takes `appearance`'s settings (subclasses add theirs).
  func copySettings(from appearance: BarAppearance) {
    backgroundColor = appearance.backgroundColor
    backgroundImage = appearance.backgroundImage
    backgroundEffect = appearance.backgroundEffect
    shadowColor = appearance.shadowColor
    shadowImage = appearance.shadowImage
  }

  /// The system's translucent bar: a chrome material blur, no colour, a hairline.
  open func configureWithDefaultBackground() {
    setBackground(color: nil, effect: BlurEffect(style: .systemChromeMaterial), shadow: Self.hairlineColor)
  }

  /// An opaque bar in the system background colour with a hairline.
  open func configureWithOpaqueBackground() {
    setBackground(color: .white, effect: nil, shadow: Self.hairlineColor)
  }

  /// A bar with no background and no hairline: the content shows through.
  open func configureWithTransparentBackground() {
    setBackground(color: nil, effect: nil, shadow: nil)
  }

  private func setBackground(color: Color?, effect: BlurEffect?, shadow: Color?) {
    backgroundColor = color
    backgroundImage = nil
    backgroundEffect = effect
    shadowColor = shadow
    shadowImage = nil
  }

  /// UIKit's bar hairline: black at 30 %.
  static let hairlineColor = Color(white: 0, alpha: 0.3)

  /// The colour the bar's background is drawn in: the colour over the effect's average colour
  /// (composited), else either one, else nil (transparent).
  public var displayedBackgroundColor: Color? {
    let effect = backgroundEffect?.averageColor
    guard let color = backgroundColor else { return effect }
    guard let effect, color.alpha < 1 else { return color }
    return color.composited(over: effect)
  }

  func changed() { onChange?() }

  /// A copy of this appearance whose changes call `changed`: a bar's own copy.
  final func adopted(_ changed: @escaping () -> Void) -> Self {
    let copy = copy()
    copy.onChange = changed
    return copy
  }

  /// The standard appearance a bar hands out before one is set: `made`, made once, which `promote`
  /// makes the bar's own when it is changed (`bar.standardAppearance.backgroundColor = …`).
  static func unsetStandard<A: BarAppearance>(_ made: inout A?, promote: @escaping (A) -> Void) -> A {
    if let made { return made }
    let appearance = A()
    appearance.onChange = { [weak appearance] in if let appearance { promote(appearance) } }
    made = appearance
    return appearance
  }
}

/// A navigation bar's appearance (UINavigationBarAppearance): background and hairline, title
/// attributes and its buttons' appearances.
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
  /// The small title's attributes (`.foregroundColor`, `.font`). Default empty.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
  /// The large title's attributes. Default empty.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
  /// How far the small title is moved from its place. Default zero.
  open var titlePositionAdjustment: Offset = .zero { didSet { changed() } }
  /// The appearance of plain bar button items.
  open var buttonAppearance = BarButtonItemAppearance() { didSet { changed() } }
  /// The appearance of done-style bar button items.
  open var doneButtonAppearance = BarButtonItemAppearance() { didSet { changed() } }
  /// The appearance of the back button.
  open var backButtonAppearance = BarButtonItemAppearance() { didSet { changed() } }
  /// The back button's chevron image. Nil: the system's.
  public private(set) var backIndicatorImage: Image?
  /// The mask the back indicator uses during transitions. Nil: the system's.
  public private(set) var backIndicatorTransitionMaskImage: Image?

  /// An appearance with the default translucent background.
  public required init() { super.init() }

  /// A copy of `appearance`'s settings.
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
  }

  override func copySettings(from appearance: BarAppearance) {
    super.copySettings(from: appearance)
    guard let appearance = appearance as? NavigationBarAppearance else { return }
    titleTextAttributes = appearance.titleTextAttributes
    largeTitleTextAttributes = appearance.largeTitleTextAttributes
    titlePositionAdjustment = appearance.titlePositionAdjustment
    buttonAppearance = appearance.buttonAppearance
    doneButtonAppearance = appearance.doneButtonAppearance
    backButtonAppearance = appearance.backButtonAppearance
    backIndicatorImage = appearance.backIndicatorImage
    backIndicatorTransitionMaskImage = appearance.backIndicatorTransitionMaskImage
  }

  /// Sets the back indicator and its transition mask (both or neither, as UIKit requires).
  public func setBackIndicatorImage(_ image: Image?, transitionMaskImage: Image?) {
    backIndicatorImage = image
    backIndicatorTransitionMaskImage = transitionMaskImage
    changed()
  }
}

/// How bar button items look in each state (UIBarButtonItemAppearance).
public struct BarButtonItemAppearance {
  /// One state's look (UIBarButtonItemStateAppearance).
  public struct StateAppearance {
    /// The title's attributes. Default empty.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved. Default zero.
    public var titlePositionAdjustment: Offset = .zero
    /// An image behind the item. Default nil.
    public var backgroundImage: Image?
  }

  /// The normal state.
  public var normal = StateAppearance()
  /// While touched.
  public var highlighted = StateAppearance()
  /// While disabled.
  public var disabled = StateAppearance()
  /// While focused.
  public var focused = StateAppearance()

  /// The plain style's appearance.
  public init() {}

  /// The appearance of `style`'s items (the same defaults for every style).
  public init(style: BarButtonItem.Style) {}

  /// Resets every state to the defaults.
  public mutating func configureWithDefault(for style: BarButtonItem.Style) { self = Self() }
}

/// A horizontal and vertical distance (UIOffset).
public struct Offset: Equatable, Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat
  /// No offset.
  public static let zero = Offset(horizontal: 0, vertical: 0)
  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// A blur behind a view (UIBlurEffect). Inertia draws no blur: a bar or effect view shows the
/// material's average colour instead (``averageColor``).
public final class BlurEffect: VisualEffect, @unchecked Sendable {
  /// The materials (UIBlurEffect.Style, UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Very light.
    case extraLight = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
    /// Regular.
    case regular = 4
    /// Prominent.
    case prominent = 5
    /// The system's ultra thin material.
    case systemUltraThinMaterial = 6
    /// The system's thin material.
    case systemThinMaterial = 7
    /// The system's material.
    case systemMaterial = 8
    /// The system's thick material.
    case systemThickMaterial = 9
    /// The material of bars.
    case systemChromeMaterial = 10
  }

  /// The material.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The colour drawn for the material (light appearance): iOS's bar grey for chrome, lighter
  /// or darker whites for the others.
  public var averageColor: Color {
    switch style {
    case .dark: return Color(white: 0.11, alpha: 0.73)
    case .extraLight: return Color(white: 0.97, alpha: 0.94)
    case .systemChromeMaterial:
      return Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255, alpha: 0.94)
    case .systemUltraThinMaterial: return Color(white: 0.95, alpha: 0.5)
    case .systemThinMaterial: return Color(white: 0.95, alpha: 0.7)
    case .systemThickMaterial: return Color(white: 0.97, alpha: 0.9)
    default: return Color(white: 0.97, alpha: 0.8)
    }
  }
}
