import InertiaPort
import Testing

/// The sixty-fifth Texture trial's rule (NeverAgain11/SKListKit): a node made from a class value
/// (`nodeType.init()` for `nodeType: Node.Type` with `Node: ASCellNode`) calls the classes'
/// overridable factory, and each node class of the files overrides it to make itself.
@Suite struct SixtyFifthTrialTextureRuleTests {
  static func port(_ text: String) -> (text: String, lines: [String]) {
    let result = Porter.port([PortSource(path: "Models.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  static let source = """
    import AsyncDisplayKit

    open class NodeModel<Node, Model: NSObject>: NSObject where Node: ASCellNode {
      public var cellNodeBlock: (() -> ASCellNode)?

      public init(_ nodeType: Node.Type, model: Model) {
        super.init()
        self.cellNodeBlock = {
          return nodeType.init()
        }
      }
    }

    open class ListCellNode: ASCellNode {
      public override init() {
        super.init()
      }
    }

    final class BadgeNode: ListCellNode {
      init(count: Int) { super.init() }
    }

    class PlainNode: ListCellNode {
      override func didLoad() { super.didLoad() }
    }

    """

  @Test func aNodeMadeFromAGenericClassValueIsMadeByItsFactory() {
    let (text, lines) = Self.port(Self.source)
    #expect(text.contains("      return (nodeType.makeFromClass() as! Node)\n"))
    #expect(
      lines.contains(
        "Models.swift:9: nodeType.init() -> (nodeType.makeFromClass() as! Node) (UIKit's initializers are "
          + "Objective-C ones, which Swift calls through any class value; Swift makes its own classes from "
          + "class values only through required initializers, so the class's factory makes it)"))
  }

  @Test func eachNodeClassOfTheFilesOverridesTheFactory() {
    let (text, _) = Self.port(Self.source)
    // A class with `init()`, declared or inherited, makes itself; one whose own designated
    // initializers hide `init()` traps with iOS's message.
    #expect(
      text.contains(
        "  }\n  open override class func makeFromClass() -> ASDisplayNode { ListCellNode() }\n}\n"))
    #expect(
      text.contains(
        "  override class func makeFromClass() -> ASDisplayNode { fatalError(\"use of unimplemented "
          + "initializer 'init()' for class 'BadgeNode'\") }\n"))
    #expect(text.contains("  override class func makeFromClass() -> ASDisplayNode { PlainNode() }\n"))
    // The model is no node: it gets none.
    #expect(text.components(separatedBy: "makeFromClass() -> ASDisplayNode").count == 4)
  }
}
