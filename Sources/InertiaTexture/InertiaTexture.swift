// InertiaTexture lets Texture (AsyncDisplayKit) code compile against Inertia with only
// `import AsyncDisplayKit` changed to `import InertiaTexture`: Texture's AS-prefixed names for
// Inertia's nodes and layout specs, Texture's Swift spellings of its enums and initializers, and
// its C helpers (ASDimensionMake, ASSizeRangeMake, ...). As AsyncDisplayKit imports UIKit, this
// module re-exports InertiaUIKit. docs/porting.md lists what is provided, what is not, and why.
@_exported import Foundation
import Inertia
@_exported import InertiaUIKit

// MARK: Value types

/// Texture's name for ``Inertia/SizeRange``: a min and a max size (`min`, `max`).
public typealias ASSizeRange = SizeRange
/// Texture's name for ``Inertia/LayoutDimension``: auto, points or a fraction of the parent.
public typealias ASDimension = LayoutDimension
/// Texture's name for ``Inertia/LayoutElementStyle`` (a value here; Texture's is an object).
public typealias ASLayoutElementStyle = LayoutElementStyle
/// Texture's ASLayoutSpecBlock, the type of a node's `layoutSpecBlock` (a subclass overriding it
/// writes `override var layoutSpecBlock: ASLayoutSpecBlock?`): the node and the constrained size
/// in, its spec (an ``ASLayoutSpec`` or any other ``Inertia/LayoutSpecConvertible``) out.
public typealias ASLayoutSpecBlock = @MainActor (DisplayNode, SizeRange) -> any LayoutSpecConvertible
/// Texture's name for ``Inertia/Layout``: an element's size, position and sublayouts.
public typealias ASLayout = Layout
/// Texture's ASStackLayoutDirection: `.vertical`, `.horizontal`.
public typealias ASStackLayoutDirection = StackLayoutSpec.Direction
/// Texture's ASStackLayoutJustifyContent: `.start`, `.center`, `.end`, `.spaceBetween`,
/// `.spaceAround` (and `.spaceEvenly` of newer releases).
public typealias ASStackLayoutJustifyContent = StackLayoutSpec.Justify
/// Texture's ASStackLayoutAlignItems: `.start`, `.end`, `.center`, `.stretch`, `.baselineFirst`,
/// `.baselineLast`, and `.notSet`, which lays out as `.start`.
public typealias ASStackLayoutAlignItems = StackLayoutSpec.Alignment
/// Texture's ASStackLayoutAlignSelf, as an optional alignment: nil (`.auto`) inherits the stack's.
public typealias ASStackLayoutAlignSelf = StackLayoutSpec.Alignment?
/// Texture's ASStackLayoutAlignContent: `.start`, `.center`, `.end`, `.spaceBetween`,
/// `.spaceAround`, `.stretch`.
public typealias ASStackLayoutAlignContent = StackLayoutSpec.AlignContent
/// Texture's ASRelativeLayoutSpecPosition: `.none`, `.start`, `.center`, `.end`.
public typealias ASRelativeLayoutSpecPosition = LayoutSpec.RelativeOptions.Position
/// Texture's ASAbsoluteLayoutSpecSizing: `.default` (fill the space offered), `.sizeToFit`.
public typealias ASAbsoluteLayoutSpecSizing = LayoutSpec.AbsoluteSizing
/// Texture's ASCornerLayoutLocation: `.topLeft`, `.topRight`, `.bottomLeft`, `.bottomRight`.
public typealias ASCornerLayoutLocation = LayoutSpec.CornerOptions.Location
/// Texture's ASScrollDirection: `.right`, `.left`, `.up`, `.down` as option bits 1, 2, 4, 8.
public typealias ASScrollDirection = ScrollNode.ScrollableDirections

extension Optional where Wrapped == StackLayoutSpec.Alignment {
  /// Texture's ASStackLayoutAlignSelfAuto: inherit the stack's alignItems (nil).
  public static var auto: Self { nil }
}

/// Texture's ASStackLayoutFlexWrap.
public enum ASStackLayoutFlexWrap: UInt, Sendable {
  /// One line (the default).
  case noWrap
  /// Children wrap onto new lines.
  case wrap
}

/// Texture's ASHorizontalAlignment: sets justifyContent or alignItems by the stack's direction.
public enum ASHorizontalAlignment: UInt, Sendable {
  /// No alignment (the default): justifyContent and alignItems are used as set.
  case none
  /// Left aligned.
  case left
  /// Centred.
  case middle
  /// Right aligned.
  case right
}

/// Texture's ASVerticalAlignment: sets justifyContent or alignItems by the stack's direction.
public enum ASVerticalAlignment: UInt, Sendable {
  /// No alignment (the default).
  case none
  /// Top aligned.
  case top
  /// Centred.
  case center
  /// Bottom aligned.
  case bottom
}

extension ScrollNode.ScrollableDirections {
  /// The spelling seed 004 uses for `.up` (Texture itself has only `.up`).
  public static let top = ScrollNode.ScrollableDirections.up
  /// The spelling seed 004 uses for `.down` (Texture itself has only `.down`).
  public static let bottom = ScrollNode.ScrollableDirections.down
}

/// Texture's ASScrollDirectionVerticalDirections: up and down.
public let ASScrollDirectionVerticalDirections: ASScrollDirection = [.up, .down]
/// Texture's ASScrollDirectionHorizontalDirections: left and right.
public let ASScrollDirectionHorizontalDirections: ASScrollDirection = [.left, .right]

/// Whether `direction` contains up or down.
public func ASScrollDirectionContainsVerticalDirection(_ direction: ASScrollDirection) -> Bool {
  !direction.isDisjoint(with: ASScrollDirectionVerticalDirections)
}

/// Whether `direction` contains left or right.
public func ASScrollDirectionContainsHorizontalDirection(_ direction: ASScrollDirection) -> Bool {
  !direction.isDisjoint(with: ASScrollDirectionHorizontalDirections)
}

// MARK: ASDimension

/// Texture's ASDimensionUnit.
public enum ASDimensionUnit: Int, Sendable {
  /// No opinion.
  case auto
  /// A length in points.
  case points
  /// A fraction of the parent's length.
  case fraction
}

extension LayoutDimension {
  /// The dimension's unit, as Texture's ASDimension.unit.
  public var unit: ASDimensionUnit {
    switch self {
    case .auto: return .auto
    case .points: return .points
    case .fraction: return .fraction
    }
  }

  /// The dimension's number (0 for auto), as Texture's ASDimension.value.
  public var value: CGFloat {
    switch self {
    case .auto: return 0
    case .points(let value), .fraction(let value): return value
    }
  }
}

/// Texture's ASDimensionAuto.
public let ASDimensionAuto = ASDimension.auto

/// A dimension of `unit` and `value`, as Texture's ASDimensionMake(unit, value).
public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
  switch unit {
  case .auto: return .auto
  case .points: return .points(value)
  case .fraction: return .fraction(value)
  }
}

/// A dimension of `points`.
public func ASDimensionMake(_ points: CGFloat) -> ASDimension { .points(points) }

/// A dimension parsed from "50%" (a fraction) or "12pt" / "12" (points), as Texture's
/// ASDimensionMake(NSString); anything else is auto (Texture asserts).
public func ASDimensionMake(_ string: String) -> ASDimension {
  let text = string.trimmingCharacters(in: .whitespaces)
  if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
    return .fraction(CGFloat(percent) / 100)
  }
  let number = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
  if let points = Double(number), points.isFinite { return .points(CGFloat(points)) }
  return .auto
}

/// A dimension of `points`, as Texture's ASDimensionMakeWithPoints.
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension { .points(points) }

/// A dimension of `fraction` (0...1) of the parent, as Texture's ASDimensionMakeWithFraction.
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension { .fraction(fraction) }

/// Whether two dimensions have the same unit and value.
public func ASDimensionEqualToDimension(_ lhs: ASDimension, _ rhs: ASDimension) -> Bool { lhs == rhs }

/// The dimension against `parentSize`; `autoSize` for auto, as Texture's ASDimensionResolve.
public func ASDimensionResolve(_ dimension: ASDimension, _ parentSize: CGFloat, _ autoSize: CGFloat)
  -> CGFloat
{
  switch dimension {
  case .auto: return autoSize
  case .points(let value): return value
  case .fraction(let value): return value * parentSize
  }
}

/// Texture's ASLayoutSize: a width and a height as dimensions.
public struct ASLayoutSize: Equatable, Sendable {
  /// The width.
  public var width: ASDimension
  /// The height.
  public var height: ASDimension

  /// Creates a layout size.
  public init(width: ASDimension, height: ASDimension) {
    self.width = width
    self.height = height
  }
}

/// Texture's ASLayoutSizeAuto.
public let ASLayoutSizeAuto = ASLayoutSize(width: .auto, height: .auto)

/// A layout size of `width` and `height`.
public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
  ASLayoutSize(width: width, height: height)
}

extension LayoutElementStyle {
  /// Width and height as dimensions, as Texture's preferredLayoutSize.
  public var preferredLayoutSize: ASLayoutSize {
    get { ASLayoutSize(width: width, height: height) }
    set {
      width = newValue.width
      height = newValue.height
    }
  }

  /// Minimum width and height as dimensions, as Texture's minLayoutSize.
  public var minLayoutSize: ASLayoutSize {
    get { ASLayoutSize(width: minWidth, height: minHeight) }
    set {
      minWidth = newValue.width
      minHeight = newValue.height
    }
  }

  /// Maximum width and height as dimensions, as Texture's maxLayoutSize.
  public var maxLayoutSize: ASLayoutSize {
    get { ASLayoutSize(width: maxWidth, height: maxHeight) }
    set {
      maxWidth = newValue.width
      maxHeight = newValue.height
    }
  }
}

// MARK: ASSizeRange

/// Texture's ASSizeRangeZero.
public let ASSizeRangeZero = SizeRange(exactly: .zero)
/// Texture's ASSizeRangeUnconstrained: zero to infinity.
public let ASSizeRangeUnconstrained = SizeRange.unconstrained

extension SizeRange {
  /// The zero range, as Swift's `ASSizeRange()` makes Texture's C struct with every field zero
  /// (the same as ``ASSizeRangeZero``).
  public init() { self.init(exactly: .zero) }
}

/// A range from `min` to `max` (cleaned as ``Inertia/SizeRange/init(min:max:)`` does).
public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange { SizeRange(min: min, max: max) }

/// A range of exactly `exactSize`.
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange { SizeRange(exactly: exactSize) }

/// `size` clamped into `sizeRange`.
public func ASSizeRangeClamp(_ sizeRange: ASSizeRange, _ size: CGSize) -> CGSize { sizeRange.clamp(size) }

/// The intersection of two ranges, as Texture's ASSizeRangeIntersect.
public func ASSizeRangeIntersect(_ sizeRange: ASSizeRange, _ other: ASSizeRange) -> ASSizeRange {
  sizeRange.intersect(other)
}

/// Whether two ranges are equal.
public func ASSizeRangeEqualToSizeRange(_ lhs: ASSizeRange, _ rhs: ASSizeRange) -> Bool { lhs == rhs }

/// Whether the range's max is above 0.1 on both axes.
public func ASSizeRangeHasSignificantArea(_ sizeRange: ASSizeRange) -> Bool {
  sizeRange.max.width > 0.1 && sizeRange.max.height > 0.1
}

extension Layout {
  /// The layout's frame in its parent, as ASLayout.frame.
  public var frame: CGRect { CGRect(origin: position, size: size) }
}

/// The colour Texture shows in place of a node's content before it is drawn (a light grey). Drawing
/// is synchronous here, so a placeholder set to it is never seen; code passes it to
/// `placeholderColor`.
@MainActor public func ASDisplayNodeDefaultPlaceholderColor() -> UIColor {
  UIColor(white: 0.95, alpha: 1)
}
