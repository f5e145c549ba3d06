import Foundation

/// UIScrollView's spellings that name the same things as Inertia's own API.
extension ScrollView {
  /// The deceleration rate type, as UIScrollView.DecelerationRate.
  public typealias DecelerationRate = ScrollPhysics.DecelerationRate
  /// The inset adjustment behaviour type, as UIScrollView.ContentInsetAdjustmentBehavior.
  public typealias ContentInsetAdjustmentBehavior = Inertia.ContentInsetAdjustmentBehavior
  /// The indicator style type, as UIScrollView.IndicatorStyle.
  public typealias IndicatorStyle = Inertia.IndicatorStyle
  /// The keyboard dismiss mode type, as UIScrollView.KeyboardDismissMode.
  public typealias KeyboardDismissMode = Inertia.KeyboardDismissMode
  /// The index display mode type, as UIScrollView.IndexDisplayMode.
  public typealias IndexDisplayMode = Inertia.IndexDisplayMode
}
