import InertiaPort
import Testing

/// Swift 3's text attribute names become the `NSAttributedString.Key` members Swift 4 gave them, and
/// `size(attributes:)` becomes `size(withAttributes:)`; a program's own names stay.
@Suite struct Swift3AttributeNameRuleTests {
  @Test func attributeNamesAndTheSizeCallAreRenamed() {
    let ported = port(
      """
      func width(of text: NSString) -> CGFloat {
        text.size(attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 14)]).width
      }
      """)
    #expect(
      ported.text == """
        func width(of text: NSString) -> CGFloat {
          text.size(withAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 14)]).width
        }
        """)
    #expect(
      ported.lines == [
        "A.swift:2: size(attributes:) -> size(withAttributes:) (Swift 4 renamed Swift 3's "
          + "NSString.size(attributes:); InertiaUIKit gives the Swift 4 name)",
        "A.swift:2: NSFontAttributeName -> NSAttributedString.Key.font (Swift 4 renamed Swift 3's "
          + "attribute names; InertiaUIKit gives the Swift 4 names)",
      ])
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func anUntypedLiteralOfSwift3NamesIsTypedAsAttributes() {
    let ported = port(
      """
      let style = [NSFontAttributeName: font, NSForegroundColorAttributeName: UIColor.red]
      """)
    #expect(
      ported.text == """
        let style: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: font, \
        NSAttributedString.Key.foregroundColor: UIColor.red]
        """)
    #expect(ported.lines.count == 3)
  }

  @Test func membersAndOtherSizeCallsAreLeftAlone() {
    let source = """
      let key = Legacy.NSFontAttributeName
      let fitted = label.size(attributes: a, limit: 3)
      let box = view.size(withAttributes: a)
      let other = NSCustomAttributeName
      """
    #expect(port(source).lines.isEmpty)
  }
}
