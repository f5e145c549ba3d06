import InertiaPort
import Testing

/// The thirty-sixth porting trial's (Texture's) port rules: Swift 3's `(Void) -> T` for a function
/// taking nothing, as a segmented control pod of 2017 types its subview factories, is written
/// `() -> T`, as Swift 4's migrator did (Swift 4 reads `(Void)` as one `Void` argument); an
/// AsyncDisplayKit 2.0 context modifier of one parameter is given Texture's second one.
@Suite struct ThirtySixthTrialTextureRuleTests {
  static let appearance = """
    import UIKit

    private typealias SubviewFactory = ((Void) -> UIView)

    extension UIView {
        fileprivate func addSubview(made factory: SubviewFactory, then done: ((Void) -> Void)?) {
            addSubview(factory())
            done?()
        }
    }

    """

  @Test func aVoidParameterListBecomesAnEmptyOne() {
    let ported = port(Self.appearance, name: "UIView+Appearance.swift")
    #expect(ported.text.contains("private typealias SubviewFactory = (() -> UIView)\n"))
    #expect(ported.text.contains("then done: (() -> Void)?) {"))
    #expect(
      ported.lines == [
        "UIView+Appearance.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; "
          + "InertiaUIKit gives its names)",
        "UIView+Appearance.swift:3: (Void) -> UIView written with () (Swift 4 reads (Void) as one Void "
          + "argument (SE-0110); Swift 3 meant a function taking nothing)",
        "UIView+Appearance.swift:6: (Void) -> Void written with () (Swift 4 reads (Void) as one Void "
          + "argument (SE-0110); Swift 3 meant a function taking nothing)",
      ])
    // Porting the ported file changes nothing.
    #expect(port(ported.text, name: "UIView+Appearance.swift").lines.isEmpty)
  }

  @Test func labelledOrOtherSingleParametersAreLeftAlone() {
    let source = """
      let a: (Int) -> Void = { _ in }
      let b: (_ value: Void) -> Void = { _ in }
      let c: () -> Void = {}
      let d: (Void, Int) -> Void = { _, _ in }

      """
    #expect(port(source).lines.isEmpty)
  }

  static let filmCell = """
    import AsyncDisplayKit

    final class FilmCell: ASCellNode {
        let photo = ASImageNode()
        let poster = ASImageNode()

        override init() {
            super.init()
            photo.willDisplayNodeContentWithRenderingContext = { context in
                UIBezierPath(roundedRect: context.boundingBoxOfClipPath, cornerRadius: 10).addClip()
            }
            poster.didDisplayNodeContentWithRenderingContext = { (context: CGContext) in
                context.fill(context.boundingBoxOfClipPath)
            }
        }
    }

    """

  @Test func aContextModifierOfOneParameterGetsTheDrawParameters() {
    let ported = port(Self.filmCell, name: "FilmCell.swift")
    #expect(ported.text.contains("photo.willDisplayNodeContentWithRenderingContext = { context, _ in\n"))
    #expect(
      ported.text.contains(
        "poster.didDisplayNodeContentWithRenderingContext = { (context: CGContext, _: Any?) in\n"))
    let why =
      "(Texture's context modifiers take the context and the draw parameters; AsyncDisplayKit 2.0's took "
      + "the context alone)"
    #expect(
      ported.lines.suffix(2) == [
        "FilmCell.swift:9: willDisplayNodeContentWithRenderingContext closure given the draw parameters (ignored) "
          + why,
        "FilmCell.swift:12: didDisplayNodeContentWithRenderingContext closure given the draw parameters (ignored) "
          + why,
      ])
    #expect(port(ported.text, name: "FilmCell.swift").lines.isEmpty)
    let texture = "node.willDisplayNodeContentWithRenderingContext = { context, parameters in }\n"
    #expect(port(texture).lines.isEmpty)
  }
}
