import InertiaPort
import Testing

/// The forty-third Texture trial's port rule: a feed controller written against Texture's master
/// branch of 2020, whose `ASViewController` had a designated `init`, overrides it.
@Suite struct FortyThirdTrialTextureRuleTests {
  static func port(_ text: String) -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: "Feed.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func anOverriddenInitOfATexture2ControllerSubclassLosesOverride() {
    let source = """
      import AsyncDisplayKit

      class FeedController: ASViewController<ASCollectionNode> {
          override init() {
              super.init(node: ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout()))
          }
          override init(node: ASCollectionNode) { super.init(node: node) }
          required init?(coder: NSCoder) { fatalError() }
      }

      final class Settings: ASDKViewController<ASTableNode> {
          override init() { super.init(node: ASTableNode()) }
          required init?(coder: NSCoder) { fatalError() }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("\n    init() {\n        super.init(node: ASCollectionNode("))
    // Only the initializer without parameters; Texture 3's ASDKViewController keeps its override.
    #expect(text.contains("    override init(node: ASCollectionNode) { super.init(node: node) }"))
    #expect(text.contains("    override init() { super.init(node: ASTableNode()) }"))
    #expect(
      rewrites.filter { $0.contains("override init() -> init()") } == [
        "Feed.swift:4: override init() -> init() in FeedController (InertiaTexture's ASViewController keeps "
          + "Texture 2's initializers: init(node:) is designated and init() a convenience initializer, so a "
          + "subclass's init() overrides nothing (Texture's master branch of 2019-2020 marked init designated))"
      ])
  }

  @Test func aTexture2ControllerSubclassWrittenWithoutOverrideIsLeftAlone() {
    let source = """
      import AsyncDisplayKit

      class FeedController: ASViewController<ASTableNode> {
          init() { super.init(node: ASTableNode()) }
          required init?(coder: NSCoder) { fatalError() }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("    init() { super.init(node: ASTableNode()) }"))
    #expect(!rewrites.contains { $0.contains("override init()") })
  }
}
