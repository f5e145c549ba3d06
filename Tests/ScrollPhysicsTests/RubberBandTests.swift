import Testing

@testable import ScrollPhysics

@Suite struct RubberBandTests {
  @Test(arguments: [(10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65)])
  func samplesForA960PointViewMatchTheSpec(raw: Double, displayed: Double) {
    let band = RubberBand(dimension: 960)
    #expect(abs(band.displayed(forRaw: raw) - displayed) < 0.01)
    #expect(abs(band.displayed(forRaw: -raw) + displayed) < 0.01)
  }

  @Test func inverseRoundTrips() {
    let band = RubberBand(dimension: 844)
    for raw in stride(from: -900.0, through: 900, by: 37.5) {
      #expect(abs(band.raw(forDisplayed: band.displayed(forRaw: raw)) - raw) < 1e-6)
    }
  }

  @Test func badInputIsHarmless() {
    #expect(RubberBand(dimension: -5).displayed(forRaw: 100) == 0)
    #expect(RubberBand(dimension: 500).displayed(forRaw: .nan) == 0)
    #expect(RubberBand(dimension: .infinity).dimension == 0)
  }
}
