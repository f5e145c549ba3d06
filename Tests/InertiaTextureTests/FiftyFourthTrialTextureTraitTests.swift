import InertiaTexture
import Testing

/// The fifty-fourth Texture trial's trait collections in layout specs: before a node measures its
/// spec, Texture gives the node's traits to every element of the spec and to the nodes below them
/// (ASDisplayNode+LayoutSpec.mm calls `ASTraitCollectionPropagateDown` with the node's
/// `primitiveTraitCollection`), so a subnode managed automatically hears of its traits, and has
/// them, before it is measured and before it joins its supernode.
@MainActor
@Suite struct FiftyFourthTrialTextureTraitTests {
  /// A 20-point leaf recording the traits it hears of and those it measures with.
  final class Badge: ASDisplayNode {
    var heard: [(previous: ASPrimitiveTraitCollection, current: ASPrimitiveTraitCollection, joined: Bool)] =
      []
    var measuredWith: [ASPrimitiveTraitCollection] = []

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
      measuredWith.append(primitiveTraitCollection())
      return CGSize(width: 20, height: 20)
    }

    override func asyncTraitCollectionDidChange(
      withPreviousTraitCollection previousTraitCollection: ASPrimitiveTraitCollection
    ) {
      super.asyncTraitCollectionDidChange(withPreviousTraitCollection: previousTraitCollection)
      heard.append((previousTraitCollection, primitiveTraitCollection(), supernode != nil))
    }
  }

  /// A node laying out a badge (which holds a dot of its own) in a stack inside an inset, its
  /// subnodes managed automatically; it keeps the specs it made.
  final class Card: ASDisplayNode {
    let badge = Badge()
    let dot = Badge()
    var specs: [ASLayoutSpec] = []

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      badge.addSubnode(dot)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let stack = ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
      let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: stack)
      specs = [inset, stack]
      return inset
    }
  }

  /// A controller showing a card as its node.
  final class Screen: ASDKViewController<Card> {
    override init() { super.init(node: Card()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  private func isLight(_ traits: ASPrimitiveTraitCollection) -> Bool {
    traits.userInterfaceStyle == .light && traits.displayScale == 2
      && traits.containerSize == CGSize(width: 375, height: 667)
  }

  @Test func aManagedSubnodeHasItsTraitsBeforeItIsMeasuredAndBeforeItJoins() throws {
    let screen = Screen()
    _ = textureTrialHost(screen)
    let badge = screen.node.badge
    #expect(badge.supernode === screen.node)
    #expect(badge.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
    // Heard once, from Texture's default traits, while it had no supernode yet; it joined later
    // with the same traits. Before, it heard only on joining, after it was measured.
    try #require(badge.heard.count == 1)
    #expect(
      badge.heard[0].previous.displayScale == 0 && badge.heard[0].previous.userInterfaceStyle == .unspecified)
    #expect(isLight(badge.heard[0].current))
    #expect(!badge.heard[0].joined)
    // Measured with the controller's traits (the main screen's, unspecified style, before).
    let first = try #require(badge.measuredWith.first)
    #expect(isLight(first))
  }

  @Test func theNodesBelowASpecsNodeHearToo() throws {
    let screen = Screen()
    _ = textureTrialHost(screen)
    let dot = screen.node.dot
    // The badge's own subnode takes the traits with it, before the badge joins the card.
    try #require(dot.heard.count == 1)
    #expect(isLight(dot.heard[0].current))
    #expect(dot.supernode === screen.node.badge)
  }

  @Test func theSpecsTakeTheirNodesTraits() throws {
    let screen = Screen()
    _ = textureTrialHost(screen)
    let specs = screen.node.specs
    try #require(specs.count == 2)
    // Texture's `primitiveTraitCollection` of a spec: its node's, set before the spec measures.
    #expect(specs.allSatisfy { isLight($0.primitiveTraitCollection()) })
  }

  @Test func aNewInterfaceStyleIsHeardOnceByEachNode() throws {
    let screen = Screen()
    let (_, window, _) = textureTrialHost(screen)
    window.overrideUserInterfaceStyle = .dark
    window.layoutIfNeeded()
    let badge = screen.node.badge
    // The controller gives the new style to the card and the nodes below it, once each.
    try #require(badge.heard.count == 2)
    #expect(badge.heard[1].previous.userInterfaceStyle == .light)
    #expect(badge.heard[1].current.userInterfaceStyle == .dark)
    #expect(screen.node.dot.heard.count == 2)
  }

  @Test func aNodeWithoutTraitsGivesItsSpecNone() {
    let card = Card()
    _ = card.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 375, height: 667)))
    // No traits were propagated to the card (no controller): its spec's elements keep Texture's
    // default traits and hear nothing.
    #expect(card.badge.heard.isEmpty && card.dot.heard.isEmpty)
    #expect(card.specs.allSatisfy { $0.primitiveTraitCollection().displayScale == 0 })
  }
}
