import SwiftSyntax

/// The names of the classes whose class value the files hand on, for ``ClassValueFactoryRule``:
/// written as a value (`MenuCell.self`, `Screen.self`) or as a generic argument
/// (`ViewSource<Int, SquareView>`). Code ported apart (a library) can make a view or controller
/// from its class value only when the program hands the value over in one of these ways; the
/// program's own constructions from class values are found by ``ClassValueInitRule``.
enum ClassValueEscapes {
  static func names(in files: [ParsedFile]) -> Set<String> {
    var names: Set<String> = []
    for file in files where !file.isHeader {
      let walker = EscapeWalker()
      walker.walk(file.tree)
      names.formUnion(walker.names)
    }
    return names
  }
}

private final class EscapeWalker: SyntaxVisitor {
  var names: Set<String> = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.tokenKind == .keyword(.self), let base = node.base {
      insert(base.trimmedDescription)
    }
    return .visitChildren
  }

  override func visit(_ node: GenericArgumentSyntax) -> SyntaxVisitorContinueKind {
    insert(node.argument.trimmedDescription)
    return .visitChildren
  }

  /// The last component of a type's name, without optionals or generic arguments.
  private func insert(_ written: String) {
    var text = Substring(written)
    while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
    if let open = text.firstIndex(of: "<") { text = text[..<open] }
    guard let name = text.split(separator: ".").last, name.first?.isUppercase == true else { return }
    names.insert(String(name))
  }
}
