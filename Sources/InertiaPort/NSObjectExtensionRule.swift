import SwiftSyntax

/// `extension NSObject { class var className: String { … } }` -> `extension NSObjectProtocol {
/// static var className … }`: on iOS every view, controller and layout is an NSObject, so a helper
/// written on NSObject reaches them all; Inertia's classes are not NSObject subclasses but conform
/// to NSObjectProtocol (as NSObject does), so the helper reaches the same classes there. A protocol
/// extension has no class members, so `class` becomes `static`. An extension that adopts protocols,
/// has a `where` clause or overrides NSObject's methods is left alone.
enum NSObjectExtensionRule {
  static func rewrite(_ node: ExtensionDeclSyntax, in file: ParsedFile) {
    guard node.extendedType.trimmedDescription == "NSObject", node.inheritanceClause == nil,
      node.genericWhereClause == nil, !node.memberBlock.members.contains(where: { overrides($0.decl) })
    else { return }
    file.replace(
      node.extendedType, with: "NSObjectProtocol", what: "extension NSObject -> extension NSObjectProtocol",
      why: "UIKit's objects are NSObjects on iOS; Inertia's conform to NSObjectProtocol instead")
    for member in node.memberBlock.members {
      let modifiers =
        member.decl.as(FunctionDeclSyntax.self)?.modifiers
        ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
      guard let modifier = modifiers?.first(where: { $0.name.tokenKind == .keyword(.class) }) else {
        continue
      }
      file.replace(
        modifier.name, with: "static", what: "class -> static in extension NSObjectProtocol",
        why: "a protocol extension's type members are static")
    }
  }

  /// Whether `decl` overrides (an NSObject method, which a protocol extension cannot).
  static func overrides(_ decl: DeclSyntax) -> Bool {
    let modifiers =
      decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(InitializerDeclSyntax.self)?.modifiers
    return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
  }
}
