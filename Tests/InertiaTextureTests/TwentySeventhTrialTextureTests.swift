import InertiaTexture
import Testing

// Last trial's Texture leftover, as the Kittens example writes it: an image node given a target
// takes taps (`imageNode.addTarget(self, action: #selector(imageTapped), forControlEvents:
// .touchUpInside)`), and one without takes none, letting them through to the node below.
@MainActor
@Suite struct TwentySeventhTrialTextureTests {
  /// A kitten cell's owner counting taps on its image.
  final class Kitten: ActionTarget {
    var taps = 0
    func imageTapped(_ sender: ASImageNode) { taps += 1 }
  }

  /// A card recording the touches that reach it.
  final class Card: ASDisplayNode {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
  }

  @Test func anImageNodeTakesTapsOnlyOnceItHasATarget() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let card = Card()
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let image = ASImageNode()
    image.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    card.addSubnode(image)
    window.addSubview(card.view)
    #expect((image as ASControlNode).isEnabled)
    #expect(!image.isUserInteractionEnabled)
    gestures.tap(at: CGPoint(x: 100, y: 100))
    #expect(card.touches == 1)
    let kitten = Kitten()
    image.addTarget(
      kitten, action: Selector("imageTapped:", target: kitten, Kitten.imageTapped(_:)),
      forControlEvents: .touchUpInside)
    #expect(image.isUserInteractionEnabled)
    gestures.tap(at: CGPoint(x: 100, y: 100))
    #expect(kitten.taps == 1)
    #expect(card.touches == 1)
    gestures.tap(at: CGPoint(x: 250, y: 250))
    #expect(kitten.taps == 1 && card.touches == 2)
  }
}
