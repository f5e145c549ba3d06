import Foundation
import InertiaPort
import Testing

/// The fifty-eighth trial's port rule, written as its Swift 3 Texture app writes it: an extension
/// of `Array` joining its elements into a query parameter with a `reduce` called on `self`
/// unnamed, whose closure takes its two arguments as one tuple.
@Suite struct FiftyEighthTrialTextureRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Items.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  @Test func aReduceCalledOnAnUnnamedSelfNamesTheTuplesArgumentsApart() {
    let ported = Self.port(
      #"""
      extension Array {
          var paraStr: String {
              var str = reduce(""){$0.0+",\($0.1)"}
              str.remove(at: str.startIndex)
              let shortest = self.min { "\($0.0)".count < "\($0.1)".count }
              return str + (sorted(by: { "\($0.0)" < "\($0.1)" }).isEmpty ? "" : "\(shortest!)")
          }
      }
      """#)
    #expect(
      ported.text == #"""
        extension Array {
            var paraStr: String {
                var str = reduce(""){$0+",\($1)"}
                str.remove(at: str.startIndex)
                let shortest = self.min { "\($0)".count < "\($1)".count }
                return str + (sorted(by: { "\($0)" < "\($1)" }).isEmpty ? "" : "\(shortest!)")
            }
        }
        """#)
    #expect(ported.report.count == 6)
    #expect(ported.report.first?.hasPrefix("Items.swift:3: $0.0 -> $0 (") == true)
  }

  @Test func anUnnamedCallOfAnotherFunctionOrASwift4ClosureIsLeft() {
    let source = #"""
      extension Array {
          var joined: String { reduce("") { $0 + ",\($1)" } }
          var pairs: [String] { map { "\($0)" }.filter { !$0.isEmpty } }
          func combine(_ f: (String, Element) -> String) -> String { "" }
          var combined: String { combine { $0.0 } }
          var into: [String: Int] { reduce(into: [:]) { $0.0 } }
      }
      """#
    let ported = Self.port(source)
    #expect(ported.text == source)
    #expect(ported.report.isEmpty)
  }
}
