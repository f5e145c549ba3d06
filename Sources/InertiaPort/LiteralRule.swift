import SwiftSyntax

/// `#imageLiteral(resourceName: X)` -> `UIImage(named: X)!` and
/// `#colorLiteral(red:green:blue:alpha:)` -> `UIColor(red:green:blue:alpha:)`: Xcode's object
/// literals have no literal types on Linux.
enum LiteralRule {
  static func rewrite(_ node: MacroExpansionExprSyntax, in file: ParsedFile) {
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let written = node.sourceText
    switch node.macroName.text {
    case "imageLiteral" where labels == ["resourceName"]:
      let expression = node.arguments.first!.expression
      let name = expression.sourceText
      let png = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map { "\($0).png" }
      let replacement = "UIImage(named: \(name))!"
      file.replace(
        node, with: replacement, what: "\(written) -> \(replacement)",
        why: "object literals need Xcode's literal types; the image is looked up by file name "
          + "(there are no asset catalogs: put \(png ?? "the PNG") beside the program)")
    case "colorLiteral" where labels == ["red", "green", "blue", "alpha"]:
      let replacement = "UIColor(\(node.arguments.sourceText))"
      file.replace(
        node, with: replacement, what: "\(written) -> \(replacement)",
        why: "object literals need Xcode's literal types; the same components make the color")
    default:
      file.note(line: file.line(of: node), what: written, why: "not a literal form the rewriter knows")
    }
  }
}
