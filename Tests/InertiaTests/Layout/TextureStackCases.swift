import Foundation

@testable import Inertia

/// The inputs of Texture's ASStackLayoutSpecSnapshotTests.mm, one per reference image name
/// (without "@2x.png"), rebuilt from its source.
enum TextureStackCases {
  typealias Case = (name: String, range: SizeRange, spec: LayoutSpec)
  typealias R = TextureReference

  static var all: [Case] {
    justifyCases + flexCases + sizeAndSpacingCases + alignmentCases + violationCases + shrinkCases + wrapCases
      + lineSpacingCases + miscellaneousCases
  }

  private static func onWhite(_ name: String, _ range: SizeRange, _ spec: LayoutSpec) -> Case {
    (name, range, R.onWhite(spec))
  }

  static var justifyCases: [Case] {
    let under = R.range(300, 0, 300, 300)
    let over = R.range(110, 0, 110, 300)
    func row(_ justify: StackLayoutSpec.Justify, flex: CGFloat = 0) -> LayoutSpec {
      R.styleStack(.horizontal, justify: justify, R.defaultBoxes(flex: flex))
    }
    return [
      onWhite("testUnderflowBehaviors_justifyStart", under, row(.start)),
      onWhite("testUnderflowBehaviors_justifyCenter", under, row(.center)),
      onWhite("testUnderflowBehaviors_justifyEnd", under, row(.end)),
      onWhite("testUnderflowBehaviors_flex", under, row(.start, flex: 1)),
      onWhite("testUnderflowBehaviors_justifySpaceBetween", under, row(.spaceBetween)),
      onWhite("testUnderflowBehaviors_justifySpaceAround", under, row(.spaceAround)),
      onWhite("testOverflowBehaviors_justifyStart", over, row(.start)),
      onWhite("testOverflowBehaviors_justifyCenter", over, row(.center)),
      onWhite("testOverflowBehaviors_justifyEnd", over, row(.end)),
      onWhite("testOverflowBehaviors_flex", over, row(.start, flex: 1)),
      // "On overflow, space between is identical to content start" (same image).
      onWhite("testOverflowBehaviors_justifyStart", over, row(.spaceBetween)),
      onWhite("testOverflowBehaviors_justifyCenter", over, row(.spaceAround)),
      onWhite("testJustifiedSpaceBetweenWithRemainingSpace", R.range(301, 0, 301, 300), row(.spaceBetween)),
      onWhite("testJustifiedSpaceAroundWithRemainingSpace", R.range(305, 0, 305, 300), row(.spaceAround)),
      onWhite(
        "testJustifiedSpaceBetweenWithOneChild", R.range(300, 0, 300, .infinity),
        R.styleStack(.horizontal, justify: .spaceBetween, [R.box("red", 50, 50)])),
      onWhite(
        "testJustifiedSpaceAroundWithOneChild", R.range(300, 0, 300, .infinity),
        R.styleStack(.horizontal, justify: .spaceAround, [R.box("red", 50, 50)])),
    ]
  }

  static var flexCases: [Case] {
    var unequal = R.defaultBoxes(flex: 1)
    unequal[1].style.preferredSize = CGSize(width: 150, height: 150)
    var basis = R.defaultBoxes()
    basis[1].style.preferredSize = CGSize(width: 150, height: 150)
    for index in basis.indices {
      basis[index].style.flexGrow = 1
      basis[index].style.flexBasis = .points(10)
    }
    var fraction = R.defaultBoxes()
    for index in fraction.indices { fraction[index].style.flexGrow = 1 }
    fraction[0].style.flexBasis = .fraction(0.5)
    let fixed = [R.box("red", 50, 50), R.box("blue", 150, 150), R.box("green", 150, 50)].map { child in
      var child = child
      child.style.flexBasis = .points(20)
      return child
    }
    var shrunk = R.defaultBoxes()
    shrunk[1].style.flexShrink = 1
    return [
      onWhite(
        "testFlexWithUnequalIntrinsicSizes_underflow", R.range(300, 0, 300, 150),
        R.styleStack(.horizontal, unequal)),
      onWhite(
        "testFlexWithUnequalIntrinsicSizes_overflow", R.range(200, 0, 200, 150),
        R.styleStack(.horizontal, unequal)),
      onWhite(
        "testFixedFlexBasisAppliedWhenFlexingItems_underflow", R.range(300, 0, 300, 150),
        R.styleStack(.horizontal, basis)),
      onWhite(
        "testFixedFlexBasisAppliedWhenFlexingItems_overflow", R.range(200, 0, 200, 150),
        R.styleStack(.horizontal, basis)),
      onWhite(
        "testFractionalFlexBasisResolvesAgainstParentSize", R.range(200, 0, 200, .infinity),
        R.styleStack(.horizontal, fraction)),
      onWhite(
        "testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren", R.range(300, 0, 300, 150),
        R.styleStack(.horizontal, fixed)),
      onWhite(
        "testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists",
        R.range(75, 0, 75, 150), R.styleStack(.horizontal, shrunk)),
    ]
  }

  /// Red 50 x 50, blue 100 x `height`, green 150 x `tallest` (defaultSubnodes with setCGSizeToNode).
  static func steps(
    _ height: CGFloat, _ tallest: CGFloat, before: [CGFloat] = [0, 0, 0], after: [CGFloat] = [0, 0, 0]
  )
    -> [LayoutSpec]
  {
    let sizes = [
      CGSize(width: 50, height: 50), CGSize(width: 100, height: height), CGSize(width: 150, height: tallest),
    ]
    return zip(["red", "blue", "green"], sizes).enumerated().map { index, pair in
      R.box(pair.0, pair.1.width, pair.1.height) {
        $0.spacingBefore = before[index]
        $0.spacingAfter = after[index]
      }
    }
  }

  static var sizeAndSpacingCases: [Case] {
    let any = R.range(0, 0, .infinity, .infinity)
    let variable = R.range(0, 300, 300, 300)
    return [
      onWhite("testCrossAxisSizeBehaviors_variableHeight", variable, R.styleStack(steps(50, 50))),
      onWhite(
        "testCrossAxisSizeBehaviors_fixedHeight", R.range(300, 300, 300, 300), R.styleStack(steps(50, 50))),
      onWhite("testStackSpacing_variableHeight", variable, R.styleStack(spacing: 10, steps(50, 50))),
      onWhite("testChildSpacing_spacingBefore", any, R.styleStack(steps(70, 90, before: [0, 10, 20]))),
      onWhite("testChildSpacing_spacingAfter", any, R.styleStack(steps(70, 90, after: [0, 10, 20]))),
      onWhite(
        "testChildSpacing_spacingBalancedOut", any,
        R.styleStack(spacing: 10, steps(70, 90, before: [0, -10, 0], after: [0, -10, 0]))),
      onWhite(
        "testJustifiedCenterWithChildSpacing_variableHeight", variable,
        R.styleStack(justify: .center, steps(70, 90, before: [0, 20, 30]))),
    ]
  }

  static var alignmentCases: [Case] {
    let exact = R.range(300, 300, 300, 300)
    func aligned(_ align: StackLayoutSpec.Alignment) -> LayoutSpec {
      R.styleStack(justify: .center, align: align, steps(70, 90, before: [0, 20, 30]))
    }
    var blue = R.box("blue", 50, 50)
    blue.style.alignSelf = .center
    return [
      onWhite("testAlignedStart", exact, aligned(.start)),
      onWhite("testAlignedEnd", exact, aligned(.end)),
      onWhite("testAlignedCenter", exact, aligned(.center)),
      onWhite("testAlignedStretchNoChildExceedsMin", R.range(200, 200, 300, 300), aligned(.stretch)),
      onWhite("testAlignedStretchOneChildExceedsMin", R.range(50, 50, 300, 300), aligned(.stretch)),
      onWhite(
        "testAlignCenterWithFlexedMainDimension", R.range(150, 0, 150, 100),
        R.styleStack(
          align: .center,
          [R.box("red", 100, 100) { $0.flexShrink = 1 }, R.box("blue", 50, 50) { $0.flexShrink = 1 }])),
      onWhite(
        "testAlignCenterWithIndefiniteCrossDimension", R.range(150, 0, 150, .infinity),
        R.styleStack(.horizontal, [R.box("red", 100, 100), blue])),
    ] + directionalAlignmentCases
  }

  /// testHorizontalAndVerticalAlignments: ASStackLayoutSpec() with horizontal/vertical alignment.
  static var directionalAlignmentCases: [Case] {
    let exact = R.range(200, 200, 200, 200)
    func spec(
      _ direction: StackLayoutSpec.Direction, _ along: StackLayoutSpec.Justify,
      _ across: StackLayoutSpec.Alignment
    )
      -> LayoutSpec
    {
      .stack(
        StackLayoutSpec(
          direction: direction, justifyContent: along, alignItems: across, children: R.defaultBoxes()))
    }
    return [
      onWhite(
        "testHorizontalAndVerticalAlignments_horizontalTopLeft", exact, spec(.horizontal, .start, .start)),
      onWhite(
        "testHorizontalAndVerticalAlignments_horizontalCenter", exact, spec(.horizontal, .center, .center)),
      onWhite(
        "testHorizontalAndVerticalAlignments_horizontalBottomRight", exact, spec(.horizontal, .end, .end)),
      onWhite("testHorizontalAndVerticalAlignments_verticalTopLeft", exact, spec(.vertical, .start, .start)),
      onWhite("testHorizontalAndVerticalAlignments_verticalCenter", exact, spec(.vertical, .center, .center)),
      onWhite("testHorizontalAndVerticalAlignments_verticalBottomRight", exact, spec(.vertical, .end, .end)),
    ]
  }
}
