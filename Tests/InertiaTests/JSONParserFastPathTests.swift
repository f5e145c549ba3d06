import Foundation
import Testing

@testable import Inertia

/// The parser's fast paths (short decimals computed exactly, strings read in place, objects made
/// at their member count) must read every text exactly as the general paths do.
@Suite struct JSONParserFastPathTests {
  private func number(_ text: String) throws -> Double {
    guard case .number(let value) = try JSONValue.parse(Data(text.utf8)) else {
      Issue.record("\(text) is not a number")
      return .nan
    }
    return value
  }

  @Test func shortDecimalsAreTheNearestDoubleAsStrtodGivesIt() throws {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<20_000 {
      let whole = random.nextRaw() % 10_000_000
      let fractionDigits = Int(random.nextRaw() % 9)
      let fraction =
        fractionDigits == 0 ? "" : "." + String(random.nextRaw() % 100_000_000).suffix(fractionDigits)
      let sign = random.nextRaw() % 2 == 0 ? "" : "-"
      let text = sign + String(whole) + fraction
      let parsed = try number(text)
      #expect(parsed.bitPattern == Double(text)!.bitPattern, "\(text)")
    }
  }

  @Test func edgeNumbersKeepTheirExactValues() throws {
    #expect(try number("-0").bitPattern == (-0.0).bitPattern)
    #expect(try number("0.1") == 0.1)
    #expect(try number("999999999999999") == 999_999_999_999_999)
    #expect(try number("0.000000000000001") == 1e-15)
    // Past the fast path's 15 digits and with exponents, the general reader answers.
    #expect(try number("0.016666666666666666") == 0.016666666666666666)
    #expect(try number("9007199254740993") == 9_007_199_254_740_992)
    #expect(try number("1.7e308") == 1.7e308)
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data("1e309".utf8)) }
  }

  @Test func stringsWithAndWithoutEscapesReadAlike() throws {
    let value = try JSONValue.parse(Data(#"["plain","caf\u00e9","café","tab\tand \"quote\"",""]"#.utf8))
    #expect(
      value
        == .array([
          .string("plain"), .string("café"), .string("café"), .string("tab\tand \"quote\""), .string(""),
        ]))
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data([0x22, 0xFF, 0x22])) }
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data("\"open".utf8)) }
  }

  @Test func aRepeatedKeyIsRefusedAtEveryDepth() throws {
    // The last value won until session 41; a repeated key is refused where it repeats now, deep
    // in the reused member lists as at the top. The same key in sibling objects is no repeat.
    let siblings = try JSONValue.parse(Data(#"{"a":1,"b":{"c":[{"d":true},{"d":null}],"c2":{}}}"#.utf8))
    let expected: JSONValue = .object([
      "a": .number(1),
      "b": .object(["c": .array([.object(["d": .bool(true)]), .object(["d": .null])]), "c2": .object([:])]),
    ])
    #expect(siblings == expected)
    #expect(throws: JSONSyntaxError(line: 1, column: 40, reason: "duplicate key \"d\"")) {
      try JSONValue.parse(Data(#"{"a":1,"b":{"c":[{"d":true},{"d":false,"d":null}],"c2":{}},"a":2}"#.utf8))
    }
    #expect(throws: JSONSyntaxError(line: 1, column: 31, reason: "duplicate key \"a\"")) {
      try JSONValue.parse(Data(#"{"a":1,"b":{"c":[{"d":true}]},"a":2}"#.utf8))
    }
  }

  @Test func aMalformedMemberAfterNestedObjectsIsStillReportedWhereItIs() {
    #expect(throws: JSONSyntaxError(line: 2, column: 16, reason: "expected ',' or '}', got character '\"'")) {
      try JSONValue.parse(Data("{\"a\":{\"b\":{}},\n\"c\":{\"d\":true} \"e\":1}".utf8))
    }
  }
}
