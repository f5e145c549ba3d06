import Foundation
import InertiaUIKit
import Testing

/// C and Apple Foundation numeric names iOS code uses that Linux leaves out: `MAXFLOAT` as "no
/// limit", and `CGFloat` made from an `NSNumber` (a number formatter's result).
@Suite struct NumericNamesTests {
  @Test func maxFloatIsTheLargestFiniteFloat() {
    #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
    let unbounded = CGSize(width: 200, height: CGFloat(MAXFLOAT))
    #expect(unbounded.height > 1e38)
    #expect(unbounded.height.isFinite)
  }

  @Test func cgFloatFromANumber() throws {
    let formatter = NumberFormatter()
    let parsed = try #require(formatter.number(from: "12.5"))
    #expect(CGFloat(truncating: parsed) == 12.5)
    #expect(CGFloat(truncating: NSNumber(value: 7)) == 7)
    #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
    #expect(CGFloat(exactly: NSNumber(value: Int64.max)) == nil)
  }
}
