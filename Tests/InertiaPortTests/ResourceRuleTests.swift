import InertiaPort
import Testing

/// Xcode 15's generated asset symbols (`UIImage(resource: .ellipse)`).
@Suite struct ResourceRuleTests {
  @Test func assetSymbolsBecomeResourcesByName() {
    let ported = port(
      "let a = UIImage(resource: .ellipse)\nlet b = UIColor(resource: .brandBlue)\n"
        + "let c = UIImage(resource: ImageResource.tabIcon)\n")
    #expect(
      ported.text
        == "let a = UIImage(resource: ImageResource(name: \"ellipse\", bundle: .main))\n"
        + "let b = UIColor(resource: ColorResource(name: \"brandBlue\", bundle: .main))\n"
        + "let c = UIImage(resource: ImageResource(name: \"tabIcon\", bundle: .main))\n")
    #expect(ported.lines.count == 3)
    #expect(
      ported.lines[0].hasPrefix("A.swift:1: .ellipse -> ImageResource(name: \"ellipse\", bundle: .main) ("))
    #expect(ported.lines[0].hasSuffix("(put ellipse.png beside the program))"))
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func otherResourceArgumentsStay() {
    let source =
      "let a = UIImage(resource: resource)\nlet b = UIImage(named: \"x\")\n"
      + "let c = Bundle.main.url(forResource: \"x\", withExtension: \"png\")\nlet d = UIImage(resource: Other.x)\n"
    let ported = port(source)
    #expect(ported.text == source && ported.lines.isEmpty)
  }
}
