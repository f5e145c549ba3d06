import SwiftSyntax

/// `UIImage(resource: .photo)` -> `UIImage(resource: ImageResource(name: "photo", bundle: .main))`
/// (and `UIColor(resource: .brand)` with `ColorResource`; `ImageResource.photo` too): Xcode 15
/// generates these symbols from the target's asset catalogs, and no build on Linux does.
/// InertiaUIKit's `UIImage(resource:)` finds the image by that name, or by the asset the symbol
/// stands for.
enum ResourceRule {
  static let resourceTypes = ["UIImage": "ImageResource", "UIColor": "ColorResource"]

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let resource = resourceTypes[type], node.arguments.count == 1,
      let argument = node.arguments.first, argument.label?.text == "resource",
      let member = argument.expression.as(MemberAccessExprSyntax.self)
    else { return }
    if let base = member.base {
      guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == resource else { return }
    }
    let symbol = member.declName.baseName.text
    let replacement = "\(resource)(name: \"\(symbol)\", bundle: .main)"
    let hint = resource == "ImageResource" ? "put \(symbol).png beside the program" : "its colour set is read"
    file.replace(
      argument.expression, with: replacement,
      what: "\(argument.expression.sourceText) -> \(replacement)",
      why: "Xcode generates asset symbols from the target's catalogs; on Linux the image or colour is "
        + "found by that name (\(hint))")
  }
}
