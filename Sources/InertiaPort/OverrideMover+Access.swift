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

  /// Gives `member` the access of the extension it leaves (`public extension C { override var
  /// description: String { … } }`, SnapKit's): a member of an extension with an access modifier and
  /// none of its own has the extension's access, which it would lose in the class's body ("overriding
  /// property must be as accessible as its enclosing type"). A private extension's members are
  /// file-private.
  static func keepExtensionAccess(
    of node: ExtensionDeclSyntax, on member: MemberBlockItemSyntax, in file: ParsedFile
  ) {
    let accessKeywords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
    guard let access = node.modifiers.first(where: { accessKeywords.contains($0.name.text) })?.name.text,
      let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
      !modifiers.contains(where: { accessKeywords.contains($0.name.text) })
    else { return }
    let keyword = access == "private" ? "fileprivate" : access
    let attributes = member.decl.asProtocol(WithAttributesSyntax.self)?.attributes
    let start: Int
    let text: String
    if let first = modifiers.first {
      (start, text) = (first.positionAfterSkippingLeadingTrivia.utf8Offset, keyword + " ")
    } else if let attributes, !attributes.isEmpty {
      (start, text) = (attributes.endPositionBeforeTrailingTrivia.utf8Offset, " " + keyword)
    } else {
      (start, text) = (member.decl.positionAfterSkippingLeadingTrivia.utf8Offset, keyword + " ")
    }
    file.edit(
      start, start, text, line: file.line(of: member),
      what: "\(keyword) added to \(memberName(member.decl))",
      why: "it had the access of the \(access) extension it moved out of")
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
