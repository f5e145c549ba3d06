import InertiaPort
import Testing

/// A recognizer's action declared with another recognizer class is widened when its body allows
/// it; Texture's optional `subnodes` keeps its optional type through `Optional(…)`.
@Suite struct SenderAndSubnodesRuleTests {
  /// A carousel whose tap action is declared with a pan recognizer, as Gagan5278/3DCarouselView's.
  func carousel(body: String, override: Bool = false) -> String {
    """
    import UIKit
    class Carousel: UIView {
      func setUp() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapGesture(recogniser:)))
        addGestureRecognizer(tap)
      }
      \(override ? "override " : "")@objc func tapGesture(recogniser: UIPanGestureRecognizer) {
        \(body)
      }
    }

    """
  }

  @Test func aTapActionTakingAPanRecognizerIsWidenedWhenItUsesOnlyRecognizerMembers() {
    let ported = port(carousel(body: "let point = recogniser.location(in: recogniser.view); _ = point"))
    let lines = ported.text.split(separator: "\n").map(String.init)
    #expect(lines[6] == "  func tapGesture(recogniser: UIGestureRecognizer) {")
    #expect(
      ported.lines.contains(
        "A.swift:7: recogniser: UIPanGestureRecognizer -> recogniser: UIGestureRecognizer "
          + "(UITapGestureRecognizer sends tapGesture; iOS calls it with that recognizer, and its body uses "
          + "only UIGestureRecognizer's members)"))
  }

  @Test func aBodyReadingPanOnlyMembersOrAnOverrideIsLeftWithANote() {
    let pan = port(carousel(body: "_ = recogniser.translation(in: nil)"))
    #expect(pan.text.contains("func tapGesture(recogniser: UIPanGestureRecognizer)"))
    #expect(
      pan.lines.contains(
        "A.swift:4: not rewritten: tapGesture(recogniser:) is called only by a UIPanGestureRecognizer "
          + "(UITapGestureRecognizer sends it, but the method uses UIPanGestureRecognizer's own members; "
          + "Swift cannot call it with another class (iOS does, unchecked))"))
    let passed = port(carousel(body: "handle(recogniser)"))
    #expect(passed.text.contains("recogniser: UIPanGestureRecognizer"))
    let shadowed = port(carousel(body: "let recogniser = 1; _ = recogniser"))
    #expect(shadowed.text.contains("recogniser: UIPanGestureRecognizer"))
    let overridden = port(carousel(body: "_ = recogniser.state", override: true))
    #expect(overridden.text.contains("recogniser: UIPanGestureRecognizer"))
  }

  @Test func aMatchingClassOrAnUnusedParameterNeedsNothingOrIsWidened() {
    let same = carousel(body: "_ = recogniser.state").replacingOccurrences(
      of: "UITapGestureRecognizer(", with: "UIPanGestureRecognizer(")
    #expect(port(same).text.contains("recogniser: UIPanGestureRecognizer"))
    let unused = port(carousel(body: "print(\"tapped\")"))
    #expect(unused.text.contains("func tapGesture(recogniser: UIGestureRecognizer)"))
    let cast = port(carousel(body: "if let pan = recogniser as? UIPanGestureRecognizer { _ = pan }"))
    #expect(cast.text.contains("func tapGesture(recogniser: UIGestureRecognizer)"))
  }

  @Test func textureSubnodesUsedAsAnOptionalKeepTheirOptionalType() {
    let source = """
      import AsyncDisplayKit
      class Cell: ASCellNode {
        func count() -> Int? { node.subnodes?.count }
        func first() -> ASDisplayNode? { subnodes?.first }
        func all() -> [ASDisplayNode] { node.subnodes! }
        func last() -> ASDisplayNode? {
          if let nodes = node.subnodes { return nodes.last }
          return nil
        }
        func plain() -> Int { node.subnodes.count }
      }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        import InertiaTexture
        class Cell: ASCellNode {
          func count() -> Int? { Optional(node.subnodes)?.count }
          func first() -> ASDisplayNode? { Optional(subnodes)?.first }
          func all() -> [ASDisplayNode] { node.subnodes }
          func last() -> ASDisplayNode? {
            if let nodes = Optional(node.subnodes) { return nodes.last }
            return nil
          }
          func plain() -> Int { node.subnodes.count }
        }

        """)
    #expect(
      ported.lines.contains(
        "A.swift:3: node.subnodes? -> Optional(node.subnodes)? "
          + "(Texture's subnodes is optional ([ASDisplayNode]?); InertiaTexture's is not)"))
    let uiKit = "import UIKit\nfunc f(node: Thing) -> Int? { node.subnodes?.count }\n"
    #expect(port(uiKit).text == "import InertiaUIKit\nfunc f(node: Thing) -> Int? { node.subnodes?.count }\n")
  }
}
