import InertiaTexture
import Testing

/// What the fifty-ninth trial's program (philmartin83/InstaClone, Texture 2.8) needed of text
/// nodes and traits, written as it writes them: a profile bio whose website line is an
/// `ASTextNode2` with a link, the bio its delegate (the method spelled with the implicitly
/// unwrapped parameters Xcode completes from Texture's header); Texture 2's
/// `asyncTraitCollectionDidChange()` re-tinting a button's image through the one-argument
/// modification block; an inset spec made empty and filled in afterwards.
@MainActor
@Suite struct FiftyNinthTrialTextureLinkTests {
  /// The bio: a name over the website line, inset 10 at the sides. It hears of taps on links.
  final class BioNode: ASDisplayNode, ASTextNodeDelegate {
    let name = ASTextNode()
    let website = ASTextNode2()
    var taps: [(attribute: String, value: String, point: CGPoint, range: NSRange)] = []

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      isUserInteractionEnabled = true
      name.attributedText = NSAttributedString(
        string: "Phil", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
      website.isUserInteractionEnabled = true
      website.delegate = self
      let link = "https://google.com"
      let text = NSMutableAttributedString(
        string: "Site: " + link, attributes: [.font: UIFont.systemFont(ofSize: 12)])
      let range = ("Site: " + link).range(of: link)!
      text.addAttributes(
        [.link: URL(string: link)!, .foregroundColor: UIColor.label],
        range: NSRange(range, in: "Site: " + link))
      website.attributedText = text
      website.linkAttributeNames = [NSAttributedString.Key.link.rawValue]
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let stack = ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
        children: [name, website])
      return ASInsetLayoutSpec(insets: .init(top: 0, left: 10, bottom: 10, right: 10), child: stack)
    }

    func textNode(
      _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
      textRange: NSRange
    ) {
      taps.append((attribute, "\(value!)", point, textRange))
    }
  }

  /// The bio in a 375 x 667 window at scale 2, with a gesture synthesizer.
  func showBio(_ bio: BioNode) -> (ManualClock, GestureSynthesizer) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    bio.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
    window.addSubnode(bio)
    window.layoutIfNeeded()
    return (clock, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func aTapOnTheWebsiteLinkReachesTheDelegatesImplicitlyUnwrappedMethod() throws {
    let bio = BioNode()
    let (clock, gestures) = showBio(bio)
    // 12-point text, 0.55 em a character: "Site: " takes 39.6 points, the link 18 characters.
    #expect(bio.website.frame == CGRect(x: 10, y: 24.5, width: 355, height: 15))
    gestures.tap(at: CGPoint(x: 10 + 39.6 + 30, y: 100 + 24.5 + 7))
    clock.advance(by: 0.1)
    let tap = try #require(bio.taps.first)
    #expect(bio.taps.count == 1)
    #expect(tap.attribute == "NSLink" && tap.value == "https://google.com")
    #expect(tap.range == NSRange(location: 6, length: 18))
    #expect(abs(tap.point.x - 69.6) < 0.01 && abs(tap.point.y - 7) < 0.01)
    // The highlight lasts while the touch is down, and is cleared when it lifts.
    #expect(bio.website.highlightRange.length == 0)
    // "Site: " is not a link: a tap there reports nothing.
    gestures.tap(at: CGPoint(x: 20, y: 131.5))
    clock.advance(by: 0.1)
    #expect(bio.taps.count == 1)
  }

  @Test func theLinkIsHighlightedWhileTheTouchIsOnItAndATouchMovedOffItReportsNothing() {
    let bio = BioNode()
    let (clock, gestures) = showBio(bio)
    let onLink = CGPoint(x: 100, y: 131.5)
    gestures.perform([TouchInput(time: clock.now, id: 1, phase: .began, location: onLink)])
    clock.advance(by: 0.1)
    #expect(bio.website.highlightRange == NSRange(location: 6, length: 18) && bio.taps.isEmpty)
    gestures.perform([TouchInput(time: clock.now, id: 1, phase: .ended, location: onLink)])
    clock.advance(by: 0.1)
    #expect(bio.taps.count == 1 && bio.website.highlightRange.length == 0)
    // A touch that begins on the link and moves onto "Site: " clears the highlight: no tap.
    gestures.drag(from: onLink, to: CGPoint(x: 20, y: 131.5), duration: 0.2)
    clock.advance(by: 0.3)
    #expect(bio.taps.count == 1)
  }

  /// A delegate written with plain parameters, as Swift programs also write it.
  final class PlainListener: ASTextNodeDelegate {
    var values: [String] = []
    var refuses = false
    func textNode(
      _ textNode: ASTextNode, tappedLinkAttribute attribute: String, value: Any, at point: CGPoint,
      textRange: NSRange
    ) {
      values.append("\(value)")
    }
    func textNode(
      _ textNode: ASTextNode, shouldHighlightLinkAttribute attribute: String, value: Any, at point: CGPoint
    ) -> Bool { !refuses }
  }

  @Test func aDelegateWithPlainParametersHearsTheTapAndMayRefuseTheHighlight() {
    let bio = BioNode()
    let listener = PlainListener()
    bio.website.delegate = listener
    let (clock, gestures) = showBio(bio)
    gestures.tap(at: CGPoint(x: 100, y: 131.5))
    clock.advance(by: 0.1)
    #expect(listener.values == ["https://google.com"] && bio.taps.isEmpty)
    listener.refuses = true
    gestures.tap(at: CGPoint(x: 100, y: 131.5))
    clock.advance(by: 0.1)
    #expect(listener.values.count == 1)
  }

  @Test func aTextNodeTakesNoTouchesUntilEnabledAndCanLetNonLinkTouchesThrough() {
    let bio = BioNode()
    bio.website.isUserInteractionEnabled = false
    let (clock, gestures) = showBio(bio)
    #expect(!ASTextNode().isUserInteractionEnabled && !ASTextNode2().isUserInteractionEnabled)
    gestures.tap(at: CGPoint(x: 100, y: 131.5))
    clock.advance(by: 0.1)
    #expect(bio.taps.isEmpty)
    bio.website.isUserInteractionEnabled = true
    bio.website.passthroughNonlinkTouches = true
    // Only the link's characters are inside the node now.
    #expect(bio.website.point(inside: CGPoint(x: 60, y: 7), with: nil))
    #expect(!bio.website.point(inside: CGPoint(x: 20, y: 7), with: nil))
    #expect(!bio.website.point(inside: CGPoint(x: 300, y: 7), with: nil))
  }

  /// A text node is a control node, as Texture's: a target makes it take touches.
  final class Counter {
    var taps = 0
    func tapped() { taps += 1 }
  }

  @Test func aTargetOnATextNodeGetsItsTouchUpInside() {
    let bio = BioNode()
    let counter = Counter()
    bio.name.addTarget(
      counter, action: Selector("tapped", target: counter, Counter.tapped), forControlEvents: .touchUpInside)
    let (clock, gestures) = showBio(bio)
    #expect(bio.name.isUserInteractionEnabled)
    gestures.tap(at: CGPoint(x: 15, y: 107))
    clock.advance(by: 0.1)
    #expect(counter.taps == 1)
  }

  /// The post header's button, tinted in Texture 2's trait hook by Texture 2's one-argument
  /// modification block.
  final class HeaderNode: ASDisplayNode {
    let more = ASButtonNode()
    var heard: [UIUserInterfaceStyle] = []

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      more.style.preferredSize = CGSize(width: 10, height: 10)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: more)
    }

    override func asyncTraitCollectionDidChange() {
      super.asyncTraitCollectionDidChange()
      heard.append(primitiveTraitCollection().userInterfaceStyle)
      let dot = UIImage(size: CGSize(width: 4, height: 4), scale: 2, drawing: [])
      let image = ASImageNodeTintColorModificationBlock(.gray)(dot)
      more.setImage(image, for: .normal)
    }
  }

  final class Screen: ASDKViewController<ASDisplayNode> {
    let header = HeaderNode()

    override init() {
      super.init(node: ASDisplayNode())
      node.automaticallyManagesSubnodes = true
      node.layoutSpecBlock = { [unowned self] _, _ in
        let likes = ASInsetLayoutSpec()
        likes.insets = UIEdgeInsets(top: 0, left: 16, bottom: 8, right: 0)
        likes.child = self.header
        return likes
      }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func textureTwosTraitHookHearsEachChangeAndItsOneArgumentBlockTints() {
    let screen = Screen()
    let (_, window, _) = textureTrialHost(screen)
    #expect(screen.header.heard == [.light])
    #expect(screen.header.more.image(for: .normal)?.size == CGSize(width: 4, height: 4))
    // The empty inset spec, given its insets and child later, places the header, which takes the
    // screen's exact size less the insets (ASInsetLayoutSpec.mm insets the minimum too).
    #expect(screen.header.frame == CGRect(x: 16, y: 0, width: 359, height: 659))
    window.overrideUserInterfaceStyle = .dark
    #expect(screen.header.heard == [.light, .dark])
    // Texture 3's block still takes the traits where its type is wanted.
    let block: asimagenode_modification_block_t = ASImageNodeTintColorModificationBlock(.gray)
    let dot = UIImage(size: CGSize(width: 4, height: 4), scale: 2, drawing: [])
    #expect(block(dot, ASPrimitiveTraitCollectionMakeDefault())?.size == dot.size)
  }
}
