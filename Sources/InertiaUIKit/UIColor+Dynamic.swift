import Inertia

extension Color {
  /// UIKit's dynamic colour (`UIColor(dynamicProvider:)`, `UIColor { traits in … }`). Inertia's
  /// apps have the light appearance only, so the provider is asked once, now, with a light trait
  /// collection, and the colour is what it answers.
  public init(dynamicProvider: @escaping (TraitCollection) -> Color) {
    self = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
  }

  /// The colour for `traitCollection` (UIColor's `resolvedColor(with:)`): a colour here is already
  /// resolved for the light appearance, so it is itself.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
}
