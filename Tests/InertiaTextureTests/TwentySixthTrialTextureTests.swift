import InertiaTexture
import Testing

// The twenty-sixth trial's Texture idioms (Texture's Kittens example in Swift): a text node given a
// shadow before its view loads, a placeholder colour from Texture's default, dotted underlines, and
// an exception made to stop on a broken invariant.
@MainActor
@Suite struct TwentySixthTrialTextureTests {
  @Test func aNodesShadowReachesItsLayerWhenTheViewLoadsAndAfter() {
    let text = ASTextNode()
    #expect(text.shadowOpacity == 0 && text.shadowRadius == 3)
    #expect(text.shadowOffset == CGSize(width: 0, height: -3))
    text.shadowColor = UIColor.black.cgColor
    text.shadowRadius = 3
    text.shadowOffset = CGSize(width: -2, height: -2)
    text.shadowOpacity = 0.3
    #expect(!text.isNodeLoaded)
    let layer = text.view.layer
    #expect(layer.shadowOpacity == 0.3)
    #expect(layer.shadowOffset == CGSize(width: -2, height: -2))
    #expect(layer.shadowRadius == 3)
    text.shadowOpacity = 2  // Clamped, as a layer's.
    #expect(layer.shadowOpacity == 1 && text.shadowOpacity == 1)
    let plain = ASDisplayNode()
    #expect(plain.view.layer.shadowOpacity == 0)
  }

  @Test func placeholderColoursUnderlinePatternsAndExceptionsAreSpelledAsTextures() {
    let image = ASNetworkImageNode()
    image.placeholderColor = ASDisplayNodeDefaultPlaceholderColor()
    #expect(image.placeholderColor == UIColor(white: 0.95, alpha: 1))
    let dotted = NSUnderlineStyle.single.rawValue | NSUnderlineStyle.patternDot.rawValue
    #expect(dotted == 0x101)
    #expect(NSUnderlineStyle(rawValue: dotted).contains(.single))
    let exception = NSException(
      name: NSExceptionName(rawValue: "PagingMenuControllerException"), reason: "no pages", userInfo: nil)
    #expect(exception.name.rawValue == "PagingMenuControllerException")
    #expect(exception.reason == "no pages")
  }
}
