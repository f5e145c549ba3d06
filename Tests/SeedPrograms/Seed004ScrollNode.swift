// swift-format-ignore-file
// Seed 004's Swift blocks (ASScrollNode), with only `import AsyncDisplayKit` changed. The seed has
// three blocks; the first holds two snippets. Snippets 1a and 1b leave their bodies as
// "// TODO:" (no return statement) and 1b's closure names its return type `ASLayouotSpec` (a
// typo): as written they do not compile, in Texture either. Here the TODO is filled with a
// stack of the node's children and the typo corrected, nothing else. Blocks 2 and 3 are
// verbatim; the statements of blocks 1b, 2 and 3 sit in functions because a test target has no
// top-level code.
import InertiaTexture

// Block 1, snippet 1a: subclassing ASScrollNode.
// 1. ASScrollNode상속받아서 구현하는
class SubScrollNode: ASScrollNode {
    // (Added for the filled-in TODO: the rows the spec stacks.)
    var rows: [ASDisplayNode] = []

    override init() {
       super.init()
       self.automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
         // TODO:
         return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch, children: rows)
    }
}

/// Block 1, snippet 1b: a plain ASScrollNode with a layoutSpecBlock.
@MainActor
func seed004Block1b(rows: [ASDisplayNode]) -> ASScrollNode {
// 2. layoutSpecBlock활용하는

let node = ASScrollNode()
node.automaticallyManagesSubnodes = true
node.layoutSpecBlock = { (scrollNode, constrainedSize) -> ASLayoutSpec in
   // TODO:
   return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: rows)
}
    return node
}

/// Block 2, verbatim: the scrollableDirections spellings (returns the node with the last one).
@MainActor
func seed004Block2() -> ASScrollNode {
let node = ASScrollNode()
node.scrollableDirections = .vertical
node.scrollableDirections = .horizontal
node.scrollableDirections = [.top, .bottom]
node.scrollableDirections = [.left, .right]
    return node
}

/// Block 3, verbatim: a scroll node whose content size follows a vertical stack.
@MainActor
func seed004Block3() -> ASScrollNode {
// NOTE: If you are using a horizontal stack, set scrollNode.scrollableDirections.

let scrollNode = ASScrollNode()
scrollNode.automaticallyManagesSubnodes = true
scrollNode.automaticallyManagesContentSize = true

scrollNode.layoutSpecBlock = { node, constrainedSize in
  let stack = ASStackLayoutSpec.vertical()
  // Add children to the stack.
  return stack
}
    return scrollNode
}
