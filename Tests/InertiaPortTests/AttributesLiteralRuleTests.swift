import InertiaPort
import Testing

/// Text attribute dictionaries mixing UIFont and UIColor values get the type UIKit's parameters
/// take (iOS types them by the values' common superclass NSObject; there is none on Linux).
@Suite struct AttributesLiteralRuleTests {
  @Test func anUntypedAttributeDictionaryIsTypedAndTypedOrMixedOnesAreLeftAlone() {
    let source = """
      let attributes = [
        NSAttributedString.Key.foregroundColor: UIColor.darkGray,
        NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),
      ]
      let typed: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: font, NSAttributedString.Key.kern: 1]
      let one = [NSAttributedString.Key.font: font]
      let other = [Key.a: 1, Key.b: "b"]

      """
    let ported = port(source)
    #expect(
      ported.text
        == source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
          index == 0 ? "let attributes: [NSAttributedString.Key: Any] = [" : String(line)
        }.joined(separator: "\n"))
    #expect(
      ported.lines == [
        "A.swift:1: attributes typed [NSAttributedString.Key: Any] (on iOS the values' common superclass "
          + "NSObject types the literal; UIFont and UIColor share none on Linux)"
      ])
    let again = port(ported.text)
    #expect(again.text == ported.text && again.lines.isEmpty)
  }

  @Test func theSwift42MigratorsStringKeysGetAStringKeyedType() {
    let source = """
      let attributes = [convertFromNSAttributedStringKey(NSAttributedString.Key.foregroundColor): UIColor.black,
                        convertFromNSAttributedStringKey(NSAttributedString.Key.font): UIFont.boldSystemFont(ofSize: 12)]
      let raw = [NSAttributedString.Key.font.rawValue: font, NSAttributedString.Key.kern.rawValue: 1]

      """
    let ported = port(source)
    #expect(ported.text.hasPrefix("let attributes: [String: Any] = [convertFromNSAttributedStringKey("))
    #expect(ported.text.contains("\nlet raw: [String: Any] = [NSAttributedString.Key.font.rawValue: font,"))
    #expect(ported.lines.count == 2)
  }
}

/// Class members of extensions of types that are structs on Linux become static.
@Suite struct StaticMemberRuleTests {
  @Test func classMembersOfColorAndFontExtensionsBecomeStaticAndOthersStay() {
    let source = """
      extension UIColor {
        class func brand() -> UIColor { .red }
        class var accent: UIColor { .blue }
        static func other() -> UIColor { .green }
      }
      extension UIView {
        class func make() -> UIView { UIView() }
      }

      """
    let ported = port(source)
    #expect(
      ported.text
        == """
        extension UIColor {
          static func brand() -> UIColor { .red }
          static var accent: UIColor { .blue }
          static func other() -> UIColor { .green }
        }
        extension UIView {
          class func make() -> UIView { UIView() }
        }

        """)
    #expect(
      ported.lines == [
        "A.swift:2: class -> static in extension UIColor (UIColor is a struct on Linux; only classes have class "
          + "members)",
        "A.swift:3: class -> static in extension UIColor (UIColor is a struct on Linux; only classes have class "
          + "members)",
      ])
  }

  @Test func convenienceInitializersOfColorExtensionsLoseTheModifier() {
    let source = """
      extension UIColor {
        convenience init(code: String) {
          self.init(red: 1, green: 0, blue: 0, alpha: 1)
        }
      }
      extension UIView {
        convenience init(color: UIColor) { self.init(frame: .zero) }
      }

      """
    let ported = port(source)
    #expect(
      ported.text
        == """
        extension UIColor {
          init(code: String) {
            self.init(red: 1, green: 0, blue: 0, alpha: 1)
          }
        }
        extension UIView {
          convenience init(color: UIColor) { self.init(frame: .zero) }
        }

        """)
    #expect(
      ported.lines == [
        "A.swift:2: convenience removed from init in extension UIColor (UIColor is a struct on Linux; a "
          + "struct's initializers delegate without it)"
      ])
  }
}
