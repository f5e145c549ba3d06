import SwiftSyntax

extension SyntaxProtocol {
  /// The node's source text without its leading and trailing trivia. Unlike `trimmedDescription`,
  /// it builds no new tree: in swift-syntax 602 trimming a node deep in a large file rebuilds its
  /// parents, so calling it once per rewrite made porting a large file quadratic.
  var sourceText: String {
    let text = description.utf8
    let leading = leadingTriviaLength.utf8Length
    let trailing = trailingTriviaLength.utf8Length
    guard leading + trailing <= text.count else { return "" }
    let start = text.index(text.startIndex, offsetBy: leading)
    let end = text.index(text.endIndex, offsetBy: -trailing)
    return String(text[start..<end]) ?? ""
  }
}
