import InertiaPort
import Testing

/// The thirty-seventh porting trial's (Texture's) port rule: a Swift 3 attribute dictionary
/// declared `[String: Any]` with Swift 3 attribute names as its keys, as a 2016 cell node keeps
/// its title and subtitle attributes, is retyped `[NSAttributedString.Key: Any]` along with its
/// renamed keys (Swift 4 keyed attributes by `NSAttributedStringKey`).
@Suite struct ThirtySeventhTrialTextureRuleTests {
  static let params = """
    import UIKit

    private enum Params {
        static let titleAttributes:[String: Any] = [
                NSFontAttributeName: UIFont.boldSystemFont(ofSize: 15),
                NSForegroundColorAttributeName: UIColor.white
            ]
        static let subtitleAttributes: [String : AnyObject] = [NSFontAttributeName: UIFont.systemFont(ofSize: 13)]
    }

    """

  @Test func aStringKeyedAttributeDictionaryIsRetyped() {
    let ported = port(Self.params, name: "CellNode.swift")
    #expect(ported.text.contains("static let titleAttributes:[NSAttributedString.Key: Any] = [\n"))
    #expect(ported.text.contains("NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 15),"))
    #expect(
      ported.text.contains(
        "static let subtitleAttributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: "))
    #expect(
      ported.lines.contains(
        "CellNode.swift:4: titleAttributes: [String: Any] -> [NSAttributedString.Key: Any] (Swift 4 keyed "
          + "text attributes by NSAttributedStringKey; its migrator retyped Swift 3's String-keyed "
          + "attribute dictionaries)"))
    #expect(ported.lines.filter { $0.contains("-> [NSAttributedString.Key: Any]") }.count == 2)
    // Porting the ported file changes nothing.
    #expect(port(ported.text, name: "CellNode.swift").lines.isEmpty)
  }

  @Test func otherStringKeyedDictionariesAreLeftAlone() {
    let source = """
      let counts: [String: Any] = ["eggs": 2, "ham": 1]
      let mixed: [String: Any] = [NSFontAttributeName: font, "kind": "title"]
      let empty: [String: Any] = [:]
      let numbers: [String: Int] = [NSFontAttributeName: 1]
      var later: [String: Any]

      """
    let ported = port(source)
    #expect(!ported.text.contains("NSAttributedString.Key: Any"))
    #expect(!ported.lines.contains { $0.contains("retyped") })
  }
}
