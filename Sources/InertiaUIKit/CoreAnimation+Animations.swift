// Core Animation's explicit animations: the CA spellings of Inertia's animation types.
import Foundation
import Inertia

/// Core Animation's name for ``Inertia/Animation``.
public typealias CAAnimation = Animation
/// Core Animation's name for ``Inertia/PropertyAnimation``.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's name for ``Inertia/BasicAnimation``.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's name for ``Inertia/KeyframeAnimation``.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's name for ``Inertia/SpringAnimation``.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's name for ``Inertia/AnimationGroup``.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's name for ``Inertia/Transition``.
public typealias CATransition = Transition
/// Core Animation's name for ``Inertia/AnimationDelegate``.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's name for ``Inertia/MediaTimingFunction``.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's name for ``Inertia/MediaTimingFunctionName``.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// Core Animation's name for ``Inertia/MediaTimingFillMode``.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// Core Animation's name for ``Inertia/AnimationCalculationMode``.
public typealias CAAnimationCalculationMode = AnimationCalculationMode
/// Core Animation's name for ``Inertia/AnimationRotationMode``.
public typealias CAAnimationRotationMode = AnimationRotationMode
/// Core Animation's name for ``Inertia/TransitionType``.
public typealias CATransitionType = TransitionType
/// Core Animation's name for ``Inertia/TransitionSubtype``.
public typealias CATransitionSubtype = TransitionSubtype

/// The current media time in seconds, from the app's injected clock (``Inertia/Window/appClock``;
/// layers in a window use the window's clock, which a host makes the same). Never the wall clock.
/// Main-actor code; `@preconcurrency` so that Swift 5 code calling it from a class of its own
/// (a display link's animator) compiles, with a warning, as against Core Animation.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval { currentMediaTime() }
