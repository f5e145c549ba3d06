import SwiftSyntax

/// `extension UIColor { class func brand() -> UIColor }` -> `static func`, and `convenience init`
/// -> `init`: UIColor, CGColor and UIFont are classes on iOS and structs in InertiaUIKit, where only
/// `static` members compile and initializers are not marked `convenience`. An extension of a
/// program's own top-level alias of one of them (SwiftGen's `AssetColorTypeAlias = UIColor`) is
/// rewritten the same way.
enum StaticMemberRule {
  /// The UIKit types that are structs on Linux.
  static let structTypes: Set<String> = ["UIColor", "CGColor", "UIFont", "Color"]

  static func rewrite(_ node: ExtensionDeclSyntax, in file: ParsedFile, index: TypeIndex) {
    let type = node.extendedType.trimmedDescription
    let aliased = (index.aliases[type] ?? []).intersection(structTypes).sorted().first
    guard structTypes.contains(type) || aliased != nil else { return }
    let named = aliased.map { "\(type) (\($0))" } ?? type
    for member in node.memberBlock.members {
      let decl = member.decl
      if let initializer = decl.as(InitializerDeclSyntax.self),
        let convenience = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.convenience) })
      {
        file.remove(
          convenience, what: "convenience removed from init in extension \(type)",
          why: "\(named) is a struct on Linux; a struct's initializers delegate without it")
        continue
      }
      let modifiers =
        decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
      guard let modifier = modifiers?.first(where: { $0.name.tokenKind == .keyword(.class) }) else {
        continue
      }
      file.replace(
        modifier.name, with: "static", what: "class -> static in extension \(type)",
        why: "\(named) is a struct on Linux; only classes have class members")
    }
  }
}
