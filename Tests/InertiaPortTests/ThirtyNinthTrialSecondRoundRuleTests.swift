import InertiaPort
import Testing

/// The thirty-ninth trial's second round's port rule: a program's own `UIColor.components`
/// (codrelia/CarouselCollectionView-PageControl's colour interpolation) would shadow
/// `cgColor.components`, since CGColor is UIColor on Linux.
@Suite struct ThirtyNinthTrialSecondRoundRuleTests {
  static func port(_ text: String) -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: "Source.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aColorsOwnComponentsLeaveCoreGraphicsTheirs() {
    let source = """
      import UIKit

      extension UIColor {
          var components: (r: CGFloat, a: CGFloat) {
              let values = self.cgColor.components!
              return (r: values[0], a: values[3])
          }
      }

      func mix(_ color: UIColor) -> CGFloat { color.components.r }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("let values = self.cgColor.coreGraphicsComponents!"))
    #expect(text.contains("func mix(_ color: UIColor) -> CGFloat { color.components.r }"))
    #expect(
      rewrites.contains(
        "Source.swift:5: cgColor.components -> cgColor.coreGraphicsComponents (CGColor is UIColor on Linux, so "
          + "the program's own UIColor.components would shadow Core Graphics' array of channels)"))
  }

  @Test func withoutItCoreGraphicsComponentsStay() {
    let source = "import UIKit\n\nlet values = UIColor.red.cgColor.components!\n"
    #expect(Self.port(source).text == "import InertiaUIKit\n\nlet values = UIColor.red.cgColor.components!\n")
  }
}
