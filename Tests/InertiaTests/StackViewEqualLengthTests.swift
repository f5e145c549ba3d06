import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// A `fillEqually` stack of 3,000 views nested in another stack with alignment `fill`, the shape
/// docs/limits.md lets through that costs the most per view (BENCHMARKS.md, session 25): every
/// view's length is the first's and every cross length the stack's, so each view's floor row and
/// kept-size row names the one parameter of each shared length, and each move of the kept sizes'
/// weighted median pivots over all of them. The work (pivots plus cells read, counted, not timed)
/// of 3,000 views measured 63x that of 300 (the square of the views' ratio would be 100x); since
/// the floors after the first stay out of the tableau as its twins (Solver+Twins.swift; the same
/// pivots, only the kept sizes' rows left in the shared column), 31.9x (BENCHMARKS.md, session 26).
@MainActor
@Suite struct StackViewEqualLengthTests {
  @Test func aNestedFillEquallyStackStaysUnderItsMeasuredWorkRatio() throws {
    let (ratio, large) = try StackViewLimitTests.ratio(3_000) {
      StackViewLimitTests.scene($0, .fillEqually, vertical: true, spacing: 0, alignment: .fill, nested: true)
    }
    // Measured 42.3x (382 K to 16.2 M cells and pivots) since a stack's constraints are added as a
    // batch in the solver's adding order; 32.3x before (492 K to 15.9 M): the small stack got
    // cheaper. Quadratic growth would be 100x.
    #expect(ratio < 45, "3,000 views took \(ratio)x the work of 300")
    StackViewLimitTests.expectInsideStack(large, count: 3_000, vertical: true)
    // Equal lengths: every view as long as the first.
    let first = StackViewLimitTests.along(large.frames["v0"], vertical: true).length
    for index in 1..<3_000 {
      let length = StackViewLimitTests.along(large.frames["v\(index)"], vertical: true).length
      #expect(abs(length - first) <= 1e-6, "v\(index)")
    }
  }
}
