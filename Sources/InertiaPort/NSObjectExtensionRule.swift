import SwiftSyntax

/// `extension NSObject { class var className: String { … } }` -> `extension NSObjectProtocol {
/// static var className … }`: on iOS every view, controller and layout is an NSObject, so a helper
/// written on NSObject reaches them all; Inertia's classes are not NSObject subclasses but conform
/// to NSObjectProtocol (as NSObject does), so the helper reaches the same classes there. A protocol
/// extension has no class members, so `class` becomes `static`. Types declared in the extension or
/// inside its members (YetAnotherAnimationLibrary's `class YaalState`, a getter's `struct
/// AssociatedKeys { static var state = "state" }` for associated objects) move before it, at the
/// file's top level: a protocol extension is generic, and Swift nests no types and no static stored
/// properties in generic code. An extension that adopts protocols, has a `where` clause or
/// overrides NSObject's methods is left alone, as is one whose types would share a name.
enum NSObjectExtensionRule {
  static func rewrite(_ node: ExtensionDeclSyntax, in file: ParsedFile) {
    guard node.extendedType.trimmedDescription == "NSObject", node.inheritanceClause == nil,
      node.genericWhereClause == nil, !node.memberBlock.members.contains(where: { overrides($0.decl) })
    else { return }
    file.replace(
      node.extendedType, with: "NSObjectProtocol", what: "extension NSObject -> extension NSObjectProtocol",
      why: "UIKit's objects are NSObjects on iOS; Inertia's conform to NSObjectProtocol instead")
    hoistTypes(of: node, in: file)
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

  /// Moves the types declared in `node` or in its members' bodies before `node`, unless two of
  /// them share a name.
  static func hoistTypes(of node: ExtensionDeclSyntax, in file: ParsedFile) {
    let finder = NestedTypeFinder(viewMode: .sourceAccurate)
    finder.walk(node.memberBlock)
    let names = finder.found.map(\.name)
    guard !finder.found.isEmpty, Set(names).count == names.count else { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let indentation = file.indentation(of: node)
    for type in finder.found {
      file.remove(
        type.decl, what: "type \(type.name) moved out of extension NSObjectProtocol",
        why: "a protocol extension is generic: Swift nests no types and no static stored properties in it")
      file.edit(
        start, start, type.decl.trimmedDescription + "\n\n" + indentation, line: file.line(of: type.decl),
        what: "type \(type.name) declared before the extension", why: "moved out of extension NSObject")
    }
  }
}

/// The class, struct and enum declarations in an extension's members, not descending into them.
private final class NestedTypeFinder: SyntaxVisitor {
  var found: [(name: String, decl: DeclSyntax)] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append((node.name.text, DeclSyntax(node)))
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append((node.name.text, DeclSyntax(node)))
    return .skipChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append((node.name.text, DeclSyntax(node)))
    return .skipChildren
  }
}
