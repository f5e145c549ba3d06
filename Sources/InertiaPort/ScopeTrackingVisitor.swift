import SwiftSyntax

/// A visitor that knows which type declaration it is in: ``scope`` holds the names of the
/// enclosing classes, structs, enums and extensions (an extension by its extended type), outermost
/// first. Subclasses look at a declaration in ``entered(_:)`` with its name already pushed.
class ScopeTrackingVisitor: SyntaxVisitor {
  /// The enclosing type declarations' names, outermost first.
  private(set) var scope: [String] = []

  init() { super.init(viewMode: .sourceAccurate) }

  /// Called on entering a class, struct, enum or extension, after its name is pushed.
  func entered(_ node: DeclSyntax) {}

  private func push(_ name: String, _ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    scope.append(name)
    entered(DeclSyntax(node))
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node) }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node) }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node) }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.extendedType.sourceText, node)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
}
