import InertiaTexture
import Testing

/// Texture's names and helpers resolve to Inertia's values.
@MainActor
@Suite struct ASNamesTests {
  @Test func dimensionHelpersMakeTexturesUnits() {
    #expect(ASDimensionMake("50%") == .fraction(0.5))
    #expect(ASDimensionMake("12pt") == .points(12))
    #expect(ASDimensionMake(30) == ASDimensionMakeWithPoints(30))
    #expect(ASDimensionMakeWithFraction(0.25).unit == .fraction)
    #expect(ASDimensionMake(.points, 7).value == 7)
    #expect(ASDimensionResolve(ASDimensionMake("50%"), 300, 0) == 150)
    #expect(ASDimensionMake("wide") == ASDimensionAuto)
  }
}
