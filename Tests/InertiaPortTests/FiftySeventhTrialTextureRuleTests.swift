import Foundation
import InertiaPort
import Testing

/// The fifty-seventh trial's port rules, written as a Swift 3 Texture app writes them: a centring
/// flow layout picking the item nearest the middle with a `reduce` whose closure takes its two
/// arguments as one tuple, a mosaic layout finding its shortest column the same way, and a theme
/// engine replaying property setters by selector on the nodes it styled.
@Suite struct FiftySeventhTrialTextureRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Layout.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  @Test func aReduceClosureTakingItsArgumentsAsATupleNamesThemApart() {
    let ported = Self.port(
      """
      let middle = offset + width / 2
      let nearest = cells.reduce(cells[0]) { fabs($0.0.frame.midX - middle) < fabs($0.1.frame.midX - middle) ? $0.0 : $0.1 }
      let lowest = columns.reduce(columns[0]) {min($0.0, $0.1)}
      let highest = columns.reduce(columns[0], { max($0.0, $0.1) })
      """)
    #expect(
      ported.text == """
        let middle = offset + width / 2
        let nearest = cells.reduce(cells[0]) { fabs($0.frame.midX - middle) < fabs($1.frame.midX - middle) ? $0 : $1 }
        let lowest = columns.reduce(columns[0]) {min($0, $1)}
        let highest = columns.reduce(columns[0], { max($0, $1) })
        """)
    #expect(ported.report.count == 8)
    #expect(ported.report.first?.hasPrefix("Layout.swift:2: $0.0 -> $0 (") == true)
  }

  @Test func predicatesTakingTheirArgumentsAsATupleNameThemApart() {
    let ported = Self.port(
      """
      let first = pages.min { $0.0.index < $0.1.index }
      let sorted = pages.sorted(by: { $0.0.index < $0.1.index })
      """)
    #expect(
      ported.text == """
        let first = pages.min { $0.index < $1.index }
        let sorted = pages.sorted(by: { $0.index < $1.index })
        """)
  }

  @Test func closuresOverTuplesOrNamingBothArgumentsAreLeft() {
    let source = """
      let sums = pairs.map { $0.0 + $0.1 }
      let byKey = counts.sorted { $0.0 < $1.0 }
      let total = counts.reduce(0) { $0 + $1.1 }
      let named = pairs.sorted(by: { (a, b) in a.0 < b.0 })
      let inner = groups.reduce(0) { $0 + $1.map { $0.0 }.count }
      let into = pairs.reduce(into: [:]) { $0.0 }
      """
    let ported = Self.port(source)
    #expect(ported.text == source)
    #expect(ported.report.isEmpty)
  }

  @Test func aThemeReplayingSettersBySelectorGetsSelectorsItsNodesAnswer() {
    let ported = Self.port(
      """
      import AsyncDisplayKit

      extension ThemeBase where T: ASTextNode {
          func attributeText(theme: @escaping (Bool) -> NSAttributedString) {
              fire(#selector(setter: ASTextNode.attributedText), theme)
          }
      }
      """)
    #expect(
      ported.text.contains(
        #"fire(Selector("setAttributedText:", setter: \ASTextNode.attributedText), theme)"#))
  }
}
