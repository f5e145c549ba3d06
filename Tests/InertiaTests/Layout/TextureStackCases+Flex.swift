import Foundation

@testable import Inertia

extension TextureStackCases {
  private static func onWhite(_ name: String, _ range: SizeRange, _ spec: LayoutSpec) -> Case {
    (name, range, R.onWhite(spec))
  }

  /// Boxes with the given colours and sizes and one flex factor each (grow when `grow`).
  private static func flexed(
    _ colors: [String], _ sizes: [(CGFloat, CGFloat)], grow: [CGFloat] = [], shrink: [CGFloat] = []
  ) -> [LayoutSpec] {
    colors.indices.map { index in
      R.box(colors[index], sizes[index].0, sizes[index].1) {
        if index < grow.count { $0.flexGrow = grow[index] }
        if index < shrink.count { $0.flexShrink = shrink[index] }
      }
    }
  }

  static var violationCases: [Case] {
    let square = R.range(350, 350, 350, 350)
    let four = R.range(400, 400, 400, 400)
    let three = ["red", "blue", "green"]
    let mixed = ["red", "blue", "green", "yellow"]
    let fifty = Array(repeating: (CGFloat(50), CGFloat(50)), count: 4)
    let remaining: [(CGFloat, CGFloat)] = [(50, 25), (50, 0), (50, 100)]
    return [
      onWhite(
        "testPositiveViolationIsDistributedEqually", square,
        R.styleStack(.horizontal, flexed(three, fifty, grow: [1, 0, 1]))),
      onWhite(
        "testPositiveViolationIsDistributedEquallyWithArbitraryFloats", square,
        R.styleStack(.horizontal, flexed(three, fifty, grow: [0.5, 0, 0.5]))),
      onWhite(
        "testPositiveViolationIsDistributedProportionally", square,
        R.styleStack(flexed(three, fifty, grow: [1, 2, 1]))),
      onWhite(
        "testPositiveViolationIsDistributedProportionallyWithArbitraryFloats", square,
        R.styleStack(flexed(three, fifty, grow: [0.25, 0.5, 0.25]))),
      onWhite(
        "testPositiveViolationIsDistributedEquallyAmongMixedChildren", four,
        R.styleStack(.horizontal, flexed(mixed, fifty, grow: [0, 1, 0, 1], shrink: [1, 0, 0, 0]))),
      onWhite(
        "testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats", four,
        R.styleStack(.horizontal, flexed(mixed, fifty, grow: [0, 0.5, 0, 0.5], shrink: [1, 0, 0, 0]))),
      onWhite(
        "testPositiveViolationIsDistributedProportionallyAmongMixedChildren", four,
        R.styleStack(flexed(mixed, fifty, grow: [0, 3, 0, 1], shrink: [1, 0, 0, 0]))),
      onWhite(
        "testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats", four,
        R.styleStack(flexed(mixed, fifty, grow: [0, 0.75, 0, 0.25], shrink: [1, 0, 0, 0]))),
      onWhite(
        "testRemainingViolationIsAppliedProperlyToFirstFlexibleChild", R.range(300, 300, 300, 300),
        R.styleStack(flexed(["green", "blue", "red"], remaining, grow: [0, 1, 1]))),
      onWhite(
        "testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats",
        R.range(300, 300, 300, 300),
        R.styleStack(flexed(["green", "blue", "red"], remaining, grow: [0, 0.5, 0.5]))),
    ]
  }

  static var shrinkCases: [Case] {
    let four = R.range(400, 400, 400, 400)
    let wide: [(CGFloat, CGFloat)] = [(300, 50), (100, 50), (200, 50)]
    let tall: [(CGFloat, CGFloat)] = [(50, 300), (50, 100), (50, 200)]
    let mixedTall: [(CGFloat, CGFloat)] = [(50, 150), (50, 100), (50, 150), (50, 200)]
    let gbr = ["green", "blue", "red"]
    let mixed = ["red", "blue", "green", "yellow"]
    let wide150 = Array(repeating: (CGFloat(150), CGFloat(50)), count: 4)
    return [
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSize", four,
        R.styleStack(.horizontal, flexed(gbr, wide, shrink: [1, 0, 1]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats", four,
        R.styleStack(.horizontal, flexed(gbr, wide, shrink: [0.5, 0, 0.5]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor", four,
        R.styleStack(flexed(gbr, tall, shrink: [2, 1, 2]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats", four,
        R.styleStack(flexed(gbr, tall, shrink: [0.4, 0.2, 0.4]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren", four,
        R.styleStack(.horizontal, flexed(mixed, wide150, grow: [1, 0, 0, 0], shrink: [0, 1, 0, 1]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats", four,
        R.styleStack(.horizontal, flexed(mixed, wide150, grow: [1, 0, 0, 0], shrink: [0, 0.5, 0, 0.5]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren", four,
        R.styleStack(
          flexed(["green", "blue", "red", "yellow"], mixedTall, grow: [1, 0, 0, 0], shrink: [0, 1, 0, 3]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats", four,
        R.styleStack(
          flexed(
            ["green", "blue", "red", "yellow"], mixedTall, grow: [1, 0, 0, 0], shrink: [0, 0.25, 0, 0.75]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero", four,
        R.styleStack(.horizontal, flexed(gbr, wide, shrink: [1, 2, 1]))),
      onWhite(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats",
        four,
        R.styleStack(.horizontal, flexed(gbr, wide, shrink: [0.25, 0.5, 0.25]))),
      onWhite(
        "testNegativeViolationAndFlexFactorIsNotRespected", R.range(40, 50, 40, 50),
        R.styleStack(.horizontal, flexed(["red", "yellow"], [(50, 50), (0, 0)], shrink: [0, 1]))),
    ]
  }

  private static func wrapped(
    _ alignContent: StackLayoutSpec.AlignContent, lineSpacing: CGFloat = 0,
    align: [StackLayoutSpec.Alignment?] = []
  ) -> LayoutSpec {
    let boxes = R.wrapColors.enumerated().map { index, color in
      R.box(color, 50, 50) { if index < align.count { $0.alignSelf = align[index] } }
    }
    return R.styleStack(.horizontal, wrap: true, alignContent: alignContent, lineSpacing: lineSpacing, boxes)
  }

  static var wrapCases: [Case] {
    let under = R.range(110, 300, 110, 300)
    let over = R.range(40, 260, 40, 260)
    let all: [(String, StackLayoutSpec.AlignContent)] = [
      ("alignContentStart", .start), ("alignContentCenter", .center), ("alignContentEnd", .end),
      ("alignContentSpaceBetween", .spaceBetween), ("alignContentSpaceAround", .spaceAround),
      ("alignContentStretch", .stretch),
    ]
    var cases = all.map { onWhite("testAlignContentUnderflow_\($0.0)", under, wrapped($0.1)) }
    cases += all.dropLast().map { onWhite("testAlignContentOverflow_\($0.0)", over, wrapped($0.1)) }
    cases += all.map {
      onWhite(
        "testAlignContentWithUnconstrainedCrossSize", R.range(110, 0, 110, .greatestFiniteMagnitude),
        wrapped($0.1))
    }
    cases.append(
      onWhite(
        "testAlignContentStretchAndOtherAlignments", under,
        wrapped(.stretch, align: [nil, .start, nil, .center, nil, .end])))
    return cases
  }

  static var lineSpacingCases: [Case] {
    let all: [(String, StackLayoutSpec.AlignContent)] = [
      ("alignContentStart", .start), ("alignContentCenter", .center), ("alignContentEnd", .end),
      ("alignContentSpaceBetween", .spaceBetween), ("alignContentSpaceAround", .spaceAround),
      ("alignContentStretch", .stretch),
    ]
    var cases = all.map {
      onWhite(
        "testAlignContentAndLineSpacingUnderflow_\($0.0)", R.range(110, 320, 110, 320),
        wrapped($0.1, lineSpacing: 10))
    }
    cases += all.dropLast().map {
      onWhite(
        "testAlignContentAndLineSpacingOverflow_\($0.0)", R.range(40, 310, 40, 310),
        wrapped($0.1, lineSpacing: 10))
    }
    func spaced(_ colors: [String], spacing: CGFloat) -> LayoutSpec {
      let boxes = colors.map { color in
        R.box(color, 50, 50) {
          $0.spacingBefore = 5
          $0.spacingAfter = 5
        }
      }
      return R.styleStack(.horizontal, spacing: spacing, wrap: true, lineSpacing: 5, boxes)
    }
    cases.append(
      onWhite(
        "testFlexWrapWithItemSpacings", R.range(230, 300, 230, 300),
        spaced(["red", "yellow", "blue"], spacing: 50)))
    cases.append(
      onWhite(
        "testFlexWrapWithItemSpacingsBeingResetOnNewLines", R.range(190, 300, 190, 300),
        spaced(R.wrapColors + ["brown", "orange", "purple"], spacing: 5)))
    return cases
  }

  static var miscellaneousCases: [Case] {
    var ratio = LayoutSpec(.ratio(1.5, child: R.box("blue")))
    ratio.style.flexBasis = .fraction(1)
    ratio.style.flexGrow = 1
    ratio.style.flexShrink = 1
    let stretchedAfterFlexing = LayoutSpec.background(
      child: .inset(
        EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
        child: .stack(
          StackLayoutSpec(
            direction: .horizontal, alignItems: .stretch,
            children: [
              R.box("blue", 10, 0),
              R.box("red", 500, 500) {
                $0.flexGrow = 1
                $0.flexShrink = 1
              },
            ]))),
      background: R.box("green"))
    var nested = StackLayoutSpec(
      direction: .horizontal, alignItems: .stretch, children: [R.box("red", 50, 50)])
    nested.direction = .horizontal
    var nestedStyle = LayoutElementStyle()
    nestedStyle.preferredSize = CGSize(width: 100, height: 100)
    let emptyWithSpacing = LayoutSpec.inset(
      EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
      child: .background(
        child: .stack(StackLayoutSpec(direction: .vertical, spacing: 10)), background: R.box("blue")))
    return [
      onWhite(
        "testChildThatChangesCrossSizeWhenMainSizeIsFlexed", R.range(150, 0, 150, .infinity),
        R.styleStack(.horizontal, [ratio, R.box("red", 50, 50)])),
      (
        "testCrossAxisStretchingOccursAfterStackAxisFlexing", R.range(300, 0, 300, .infinity),
        stretchedAfterFlexing
      ),
      onWhite(
        "testNestedStackLayoutStretchDoesNotViolateWidth", R.range(0, 0, 300, .infinity),
        .stack(nested, style: nestedStyle)),
      onWhite("testEmptyStack", R.range(50, 50, 300, 300), R.styleStack([])),
      (
        "testStackSpacingWithChildrenHavingNilObjects_variableHeight", R.range(300, 0, 300, 300),
        emptyWithSpacing
      ),
    ]
  }
}
