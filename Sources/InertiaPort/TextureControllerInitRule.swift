import SwiftSyntax

/// `override init()` in a class inheriting Texture 2's `ASViewController<…>` directly, as code
/// written against Texture's master branch of late 2019 to mid 2020 spells it (Texture had then
/// made the controller's `init` designated, before renaming the class ASDKViewController). Texture 2
/// releases declare only `init(node:)` designated, and InertiaTexture's `ASViewController` keeps
/// their shape (its `init()` is a convenience initializer, so the programs of 2016 to 2019 write
/// `init() { super.init(node: …) }` with no `override`); the `override` is dropped. Only an
/// initializer without parameters that is not itself `convenience` is rewritten; the class's
/// `ASDKViewController` spelling (Texture 3, whose `init` is designated) is left alone.
enum TextureControllerInitRule {
  static let why =
    "InertiaTexture's ASViewController keeps Texture 2's initializers: init(node:) is designated and "
    + "init() a convenience initializer, so a subclass's init() overrides nothing (Texture's master "
    + "branch of 2019-2020 marked init designated)"

  static func rewrite(_ node: ClassDeclSyntax, in file: ParsedFile) {
    guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type,
      isTexture2Controller(superclass)
    else { return }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.signature.parameterClause.parameters.isEmpty,
        initializer.optionalMark == nil,
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }),
        let modifier = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
      else { continue }
      let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = modifier.endPosition.utf8Offset
      file.edit(
        start, end, "", line: file.line(of: modifier),
        what: "override init() -> init() in \(node.name.text)", why: why)
    }
  }

  /// Whether `type` is `ASViewController<…>` (or the module-qualified spelling).
  private static func isTexture2Controller(_ type: TypeSyntax) -> Bool {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "ASViewController"
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text == "ASViewController"
        && ["AsyncDisplayKit", "Texture"].contains(member.baseType.trimmedDescription)
    }
    return false
  }
}
