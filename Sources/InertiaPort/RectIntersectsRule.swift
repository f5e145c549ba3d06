import SwiftSyntax

/// `a.intersects(b)` -> `a.intersectsAsCoreGraphics(b)`: Foundation on Linux counts two rectangles
/// that only share an edge (or a corner) as intersecting, and Core Graphics does not, so a program
/// that tests which page or cell touches the visible rectangle would keep its neighbours. Not
/// rewritten when a type in the files given declares its own `intersects`.
enum RectIntersectsRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
      member.declName.baseName.text == "intersects", member.declName.argumentNames == nil,
      node.arguments.count == 1, node.arguments.first?.label == nil, node.trailingClosure == nil,
      !index.methods.values.contains(where: { $0["intersects"] != nil })
    else { return }
    let token = member.declName.baseName
    file.edit(
      token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset,
      "intersectsAsCoreGraphics", line: file.line(of: node),
      what: "intersects(_:) -> intersectsAsCoreGraphics(_:)",
      why: "Linux's Foundation counts rectangles that only share an edge as intersecting; "
        + "Core Graphics does not")
  }
}
