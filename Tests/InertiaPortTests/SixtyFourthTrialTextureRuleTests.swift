import InertiaPort
import Testing

/// The sixty-fourth Texture trial's port rule: `open let` (GTChatKit's chat controller exposes its
/// collection node so, written for Swift 4).
@Suite struct SixtyFourthTrialTextureRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func anOpenLetBecomesPublicAndOpenVarsStay() {
    let source = """
      import AsyncDisplayKit

      open class ChatController: ASViewController<ASDisplayNode> {
          open let chatNode: ASCollectionNode
          let open = 1
          open var shouldPrintLog: Bool = true
          open lazy var context = ASBatchContext()
          private(set) open var count = 0
          open func reload() {}
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("    public let chatNode: ASCollectionNode\n"))
    #expect(text.contains("    let open = 1\n"))
    #expect(text.contains("    open var shouldPrintLog: Bool = true\n"))
    #expect(text.contains("    open lazy var context = ASBatchContext()\n"))
    #expect(text.contains("    private(set) open var count = 0\n"))
    #expect(text.contains("    open func reload() {}\n"))
    #expect(
      rewrites.filter { $0.contains("open let") } == [
        "Source.swift:4: open let -> public let (let properties are final; Swift 4 took `open let` with a "
          + "warning, Swift 5 and later reject it)"
      ])
  }
}
