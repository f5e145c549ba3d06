import Foundation
import SwiftParser
import SwiftSyntax

/// Bounds on how deep a file's syntax nests, the fourth cost of ``ParseCost``: swift-syntax's
/// parser recurses once per level of `try`, `await`, `copy`, `if` expressions after `else`, `#if`
/// blocks, function types (`() -> () -> ...`) and more, and every visitor of the tree (the rules,
/// the line table) recurses once per level of a chain of postfix expressions (`a.b.c...`,
/// `f()()...`, `a!!...`), which the parser builds without recursing. About 3,000 to 47,000 levels
/// of those overflowed the main thread's 8 MiB stack before session 46 (a crash, not an error).
///
/// So a file is parsed on a thread of its own with a stack large enough for any file within the
/// size limit, and a tree nested deeper than ``maximumDepth`` is left as it is before any rule
/// walks it.
///
/// See also: ``ParseCost`` (the shapes refused before parsing).
enum ParseDepth {
  /// The deepest syntax tree the rules walk: 2,000 levels. Ordinary code nests a few dozen (the
  /// deepest file of this repository and of the ported trial projects: about 90); each level of
  /// a walk takes a few hundred bytes of stack, so 2,000 stay far within a thread's 512 KiB to
  /// 8 MiB in a debug build.
  static let maximumDepth = 2_000

  /// The stack of the parsing thread: 1 GiB of address space, touched only as deep as the parse
  /// recurses (about 1.3-2.9 KiB a level in a release build, a level for every 4 bytes at most).
  static let parseStackBytes = 1 << 30

  /// Parses `text` on a thread with a stack of ``parseStackBytes`` and waits for it.
  static func parse(_ text: String) -> SourceFileSyntax {
    let result = ParseResult()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.tree = Parser.parse(source: text)
      done.signal()
    }
    thread.stackSize = parseStackBytes
    thread.start()
    done.wait()
    return result.tree ?? Parser.parse(source: "")
  }

  /// The reason a file nested too deep is left as it is (after parsing, or before it for a
  /// chain of postfix links too long: ``ParseCost/PostfixChains``).
  static let tooDeep =
    "syntax nested over \(maximumDepth) deep: the Swift parser and every rule recurse once per level"

  /// Why `tree` nests too deep to walk (the end of the sentence "left as it is: ..."), or nil.
  /// Reads the tree with a stack of its own (no recursion), stopping at the first node too deep.
  static func refusal(for tree: SourceFileSyntax) -> String? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = pending.popLast() {
      guard depth <= maximumDepth else { return tooDeep }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return nil
  }

  /// The tree a parsing thread hands back (written before the semaphore is signalled, read after).
  private final class ParseResult: @unchecked Sendable {
    var tree: SourceFileSyntax?
  }
}
