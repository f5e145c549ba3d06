import InertiaTexture
import Testing

/// ASDimensionTests (Texture's Tests/): 8 of 8 test methods. Texture asserts (throws) on
/// `ASDimensionMake(ASDimensionUnitAuto, 100)` and `ASDimensionMake(@"")`; here the first is auto
/// and the second auto as well (bad input is cleaned, not trapped).
@Suite struct TextureDimensionTests {
  @Test func creatingDimensionUnitAutos() {
    #expect(ASDimensionMake(.auto, 0) == ASDimensionAuto)
    #expect(ASDimensionMake(.auto, 100) == ASDimensionAuto)
    #expect(ASDimensionMake("") == ASDimensionAuto)
    #expect(ASDimensionEqualToDimension(ASDimensionAuto, ASDimensionMake("auto")))
  }

  @Test func creatingDimensionUnitFraction() {
    #expect(ASDimensionEqualToDimension(ASDimensionMake(.fraction, 0.5), ASDimensionMake("50%")))
  }

  @Test func creatingDimensionUnitPoints() {
    #expect(ASDimensionEqualToDimension(ASDimensionMake(.points, 100), ASDimensionMake("100pt")))
  }

  private func intersect(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> ASSizeRange {
    ASSizeRangeIntersect(range(a.0, a.0, a.1, a.1), range(b.0, b.0, b.1, b.1))
  }

  @Test func intersectingOverlappingSizeRangesReturnsTheirIntersection() {
    #expect(ASSizeRangeEqualToSizeRange(intersect((0, 10), (7, 15)), range(7, 7, 10, 10)))
  }

  @Test func intersectingWithARangeThatContainsItReturnsTheSameRange() {
    #expect(ASSizeRangeEqualToSizeRange(intersect((2, 8), (0, 10)), range(2, 2, 8, 8)))
  }

  @Test func intersectingWithARangeContainedWithinItReturnsTheContainedRange() {
    #expect(ASSizeRangeEqualToSizeRange(intersect((0, 10), (2, 8)), range(2, 2, 8, 8)))
  }

  @Test func aNonOverlappingRangeToTheRightGivesTheNearestPoint() {
    #expect(ASSizeRangeEqualToSizeRange(intersect((0, 5), (10, 15)), range(5, 5, 5, 5)))
  }

  @Test func aNonOverlappingRangeToTheLeftGivesTheNearestPoint() {
    #expect(ASSizeRangeEqualToSizeRange(intersect((10, 15), (0, 5)), range(10, 10, 10, 10)))
  }
}
