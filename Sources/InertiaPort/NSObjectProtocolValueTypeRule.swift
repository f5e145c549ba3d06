import Foundation
import SwiftSyntax

/// `public extension NSObjectProtocol { static var pk: Proxy<Self.Type> { … } }` (PagingKit's
/// namespace for every object) used on a colour, font or image (`UIColor.pk.focusRed`): on iOS
/// those are NSObjects and have the members; InertiaUIKit's `UIColor` and `UIFont` are structs
/// and its `UIImage` is no NSObject, so Swift finds no `pk`. The extension's members are copied
/// into `extension UIColor { … }` (with the extension's own modifiers) after it, for each of those
/// types the files name with one of its members. An extension with a `where` clause or declaring
/// types is left alone.
enum NSObjectProtocolValueTypeRule {
  static let valueTypes = ["UIColor", "UIFont", "UIImage"]

  static func rewrite(in files: [ParsedFile]) {
    var extensions: [(file: ParsedFile, node: ExtensionDeclSyntax, members: [String])] = []
    for file in files where !file.isHeader {
      for statement in file.tree.statements {
        guard let node = statement.item.as(ExtensionDeclSyntax.self),
          node.extendedType.trimmedDescription == "NSObjectProtocol", node.genericWhereClause == nil,
          let members = memberNames(node)
        else { continue }
        extensions.append((file, node, members))
      }
    }
    guard !extensions.isEmpty else { return }
    for found in extensions {
      let used = valueTypes.filter { type in
        found.members.contains { member in files.contains { names(type, member, in: $0.text) } }
      }
      guard !used.isEmpty else { continue }
      let modifiers = found.node.modifiers.map { $0.name.text + " " }.joined()
      let body = found.node.memberBlock.trimmedDescription
      let end = found.node.endPositionBeforeTrailingTrivia.utf8Offset
      let copies = used.map { "\n\n\(modifiers)extension \($0) \(body)" }.joined()
      found.file.edit(
        end, end, copies, line: found.file.line(of: found.node),
        what: "the members of extension NSObjectProtocol copied into "
          + used.map { "extension \($0)" }.joined(separator: ", "),
        why:
          "the files use them on \(used.joined(separator: ", ")), NSObjects on iOS; InertiaUIKit's colours "
          + "and fonts are structs and its images no NSObjects")
    }
  }

  /// The names of the extension's properties and methods; nil when it declares a type.
  private static func memberNames(_ node: ExtensionDeclSyntax) -> [String]? {
    var names: [String] = []
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        names += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.append(function.name.text)
      } else if member.decl.is(StructDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self)
        || member.decl.is(EnumDeclSyntax.self)
      {
        return nil
      }
    }
    return names.isEmpty ? nil : names
  }

  /// Whether `text` has `type.member` followed by no identifier character.
  private static func names(_ type: String, _ member: String, in text: String) -> Bool {
    let needle = "\(type).\(member)"
    var rest = text[...]
    while let range = rest.range(of: needle) {
      let next = rest[range.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
