import Testing

@testable import InertiaPort

/// Inputs shaped to make swift-syntax's parser explode are left as they are, with one line saying
/// why, before the parser sees them; ordinary code of the same shapes is ported.
@Suite struct ParseCostTests {
  @Test func deepGenericArgumentsAreLeftAsTheyAre() {
    // 3,000 levels overflow the parser's stack (a crash before the guard).
    let text =
      "import UIKit\nlet x: " + String(repeating: "Array<", count: 3000) + "Int"
      + String(repeating: ">", count: 3000) + " = []\n"
    let result = port(text)
    #expect(result.text == text)
    #expect(
      result.lines == [
        "A.swift:1: not rewritten: A.swift left as it is (generic arguments nested over 64 deep: the Swift parser recurses once per level)"
      ])
  }

  @Test func deepInterpolationsAreLeftAsTheyAre() {
    // 3,000 levels took 450 MB before the guard; 10,000 took 4.7 GB and 15 s.
    let text = "import UIKit\nlet x = " + String(repeating: "\"\\(", count: 3000) + "\n"
    let result = port(text)
    #expect(result.text == text)
    #expect(result.lines.count == 1)
    #expect(
      result.lines.first?.hasSuffix(
        "(string interpolations nested over 8 deep: the Swift parser's memory grows with the square of the depth)"
      ) == true)
  }

  @Test func longBracketRunsAreLeftAsTheyAre() {
    let text = "import UIKit\nlet x = " + String(repeating: "[", count: 30) + "\n"
    let result = port(text)
    #expect(result.text == text)
    #expect(
      result.lines == [
        "A.swift:1: not rewritten: A.swift left as it is (runs of up to 30 \"[\" in a row: the Swift parser's time doubles with each)"
      ])
  }

  @Test func ordinaryNestingIsPorted() {
    let text = """
      import UIKit
      let a: [[String: [Int]]] = [:]
      let b: Dictionary<String, Array<Set<Int>>> = [:]
      let c = "\\(a.count) and \\("inner \\(b.count)")"
      let d = (1 < 2) && (3 < 4) && (5 < 6)
      """
    let result = port(text)
    #expect(result.text.hasPrefix("import InertiaUIKit\n"))
    #expect(result.lines.count == 1)
  }

  @Test func angleDepthResetsEachLine() {
    // 300 comparisons, one per line, are not 300 levels of generic arguments.
    let comparisons = (0..<300).map { "let v\($0) = \($0) < 1" }.joined(separator: "\n")
    #expect(ParseCost.refusal(for: Array(("import UIKit\n" + comparisons).utf8)) == nil)
  }
}
