import Foundation
import SwiftSyntax

/// `init()` in a subclass of Texture's view controller, written without `override`:
/// `class Feed: ASViewController<ASTableNode> { init() { super.init(node: table) } }`. Texture 3
/// declares ASDKViewController's `init` designated (a controller without a node), so the subclass's
/// `init()` overrides it and Swift requires `override` (older Texture hid that initializer, and
/// code written for it has no `override`). The keyword is added; an `init()` that has it stays.
enum OverrideInitRule {
  /// Texture's view controller classes (both spellings) whose `init()` is designated.
  static let roots: Set<String> = ["ASViewController", "ASDKViewController"]

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    for (_, entry) in index.classes.sorted(by: { $0.key < $1.key }) {
      guard let entry, let inherited = entry.firstInherited else { continue }
      let base = inherited.split(separator: "<").first.map(String.init) ?? inherited
      let simple = base.split(separator: ".").last.map(String.init) ?? base
      guard roots.contains(simple.trimmingCharacters(in: .whitespaces)) else { continue }
      let file = files[entry.fileIndex]
      for member in entry.node.memberBlock.members {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self),
          initializer.signature.parameterClause.parameters.isEmpty, initializer.optionalMark == nil,
          !initializer.modifiers.contains(where: {
            [.keyword(.override), .keyword(.convenience)].contains($0.name.tokenKind)
          })
        else { continue }
        let offset = initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        file.edit(
          offset, offset, "override ", line: file.line(of: initializer.initKeyword),
          what: "init() -> override init() in \(entry.node.name.text)",
          why: "Texture 3 declares \(simple)'s init() designated, so a subclass's init() overrides it")
      }
    }
  }
}
