import SwiftSyntax

extension OverrideMover {
  /// The compilation condition under which `node` is compiled, from the `#if` clauses around it
  /// (outermost first; a `#elseif` or `#else` clause adds the negations of the clauses before
  /// it), with the edits already made inside the conditions; nil outside any `#if`.
  static func enclosingCondition(of node: some SyntaxProtocol, in file: ParsedFile) -> String? {
    var parts: [String] = []
    var current = Syntax(node).parent
    while let syntax = current {
      current = syntax.parent
      guard let clause = syntax.as(IfConfigClauseSyntax.self),
        let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self)
      else { continue }
      var terms: [String] = []
      for other in decl.clauses {
        let isThis = other.id == clause.id
        if let condition = other.condition {
          let text = portedText(of: condition, in: file)
          terms.append(isThis ? grouped(text) : "!" + grouped(text))
        }
        if isThis { break }
      }
      if !terms.isEmpty { parts.insert(terms.joined(separator: " && "), at: 0) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " && ")
  }

  /// Moved members' text wrapped in `#if condition` … `#endif` (as they were compiled where they
  /// were declared), or as it is without a condition.
  static func wrapped(_ text: String, condition: String?) -> String {
    guard let condition else { return text }
    var body = Substring(text)
    while body.hasPrefix("\n") { body.removeFirst() }
    while body.hasSuffix("\n") { body.removeLast() }
    return "\n\n#if \(condition)\n\(body)\n#endif"
  }

  /// The node's text with the edits made inside it (a rewritten `os(iOS)`), the edits kept.
  private static func portedText(of node: some SyntaxProtocol, in file: ParsedFile) -> String {
    let range =
      node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    let inside = file.edits.filter { $0.start >= range.lowerBound && $0.end <= range.upperBound }
    return SourceEdit.apply(inside, to: file.bytes, in: range)
  }

  /// `text` in parentheses unless it is one name or call.
  private static func grouped(_ text: String) -> String {
    text.contains(" ") ? "(" + text + ")" : text
  }
}
