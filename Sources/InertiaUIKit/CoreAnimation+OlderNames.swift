import Inertia

// Core Animation's constant names before Swift 4.2 (Swift 4 projects, which Xcode builds in Swift 4
// mode, still use them), typed as the values they name today.

/// Core Animation's older name of `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Core Animation's older name of `CAMediaTimingFillMode.backwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// Core Animation's older name of `CAMediaTimingFillMode.both`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// Core Animation's older name of `CAMediaTimingFillMode.removed`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// Core Animation's older name of `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Core Animation's older name of `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Core Animation's older name of `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Core Animation's older name of `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Core Animation's older name of `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
/// Core Animation's older name of `CAShapeLayerLineCap.butt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// Core Animation's older name of `CAShapeLayerLineCap.round`.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// Core Animation's older name of `CAShapeLayerLineCap.square`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// Core Animation's older name of `CAShapeLayerLineJoin.miter`.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// Core Animation's older name of `CAShapeLayerLineJoin.round`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// Core Animation's older name of `CAShapeLayerLineJoin.bevel`.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

/// Core Animation's older name of `CAAnimationCalculationMode.linear`.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Core Animation's older name of `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// Core Animation's older name of `CAAnimationCalculationMode.paced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// Core Animation's older name of `CAAnimationCalculationMode.cubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// Core Animation's older name of `CAAnimationCalculationMode.cubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// Core Animation's older name of `CAAnimationRotationMode.rotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// Core Animation's older name of `CAAnimationRotationMode.rotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// Darwin's `HUGE` (infinity as a `Float`), which animations use as a repeat count that never ends.
public let HUGE: Float = .infinity
