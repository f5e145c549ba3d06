import SwiftSyntax

extension OverrideMover {
  static let accessWhy =
    "the override it serves moved into its class in another file, where a file's private names "
    + "cannot be seen"

  /// Makes internal the `private` and `fileprivate` properties and methods of `file` that the
  /// overrides moved out of it name: in their class's file those names would be out of reach
  /// ("'isValid' is inaccessible due to 'fileprivate' protection level"). Declarations inside
  /// the moved members are left alone.
  static func widenAccess(usedBy moved: [MemberBlockItemSyntax], in file: ParsedFile) {
    var names: Set<String> = []
    var movedRanges: [Range<Int>] = []
    for member in moved {
      movedRanges.append(member.position.utf8Offset..<member.endPosition.utf8Offset)
      for token in member.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { names.insert(text) }
      }
    }
    let finder = PrivateDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    for (name, modifier) in finder.found where names.contains(name) {
      let offset = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
      guard !movedRanges.contains(where: { $0.contains(offset) }) else { continue }
      file.remove(modifier, what: "\(modifier.trimmedDescription) removed from \(name)", why: accessWhy)
    }
  }
}

/// The `private` and `fileprivate` properties and methods of a file, with their access modifier.
private final class PrivateDeclarationFinder: SyntaxVisitor {
  var found: [(String, DeclModifierSyntax)] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let modifier = Self.privateModifier(node.modifiers) {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          found.append((name, modifier))
        }
      }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let modifier = Self.privateModifier(node.modifiers) { found.append((node.name.text, modifier)) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// The modifier making a declaration private to its file or scope, nil when none does.
  static func privateModifier(_ modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
    modifiers.first {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
  }
}
