import SwiftSyntax

/// `color.cgColor.components` -> `color.cgColor.coreGraphicsComponents` where the files given
/// declare a `components` property on `UIColor`: CGColor is UIColor on Linux, so the program's own
/// property (a tuple of channels, say) would shadow Core Graphics' optional array.
enum ShadowedColorComponentsRule {
  static func rewrite(_ node: MemberAccessExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard node.declName.baseName.text == "components", node.declName.argumentNames == nil,
      let base = node.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "cgColor",
      index.properties["UIColor"]?.contains("components") == true
    else { return }
    let token = node.declName.baseName
    file.edit(
      token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset,
      "coreGraphicsComponents", line: file.line(of: node),
      what: "cgColor.components -> cgColor.coreGraphicsComponents",
      why: "CGColor is UIColor on Linux, so the program's own UIColor.components would shadow "
        + "Core Graphics' array of channels")
  }
}
