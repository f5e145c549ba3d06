import SwiftSyntax

/// Calls of a collection or table view delegate's methods through the view's `delegate`,
/// `collectionView.delegate?.collectionView(cv, didSelectItemAt: ip)`: UIKit redeclares `delegate`
/// as `UICollectionViewDelegate?` / `UITableViewDelegate?`, while Inertia's list views keep
/// `UIScrollView`'s `UIScrollViewDelegate?` type (Swift cannot change a property's type in an
/// override), which has no such method. The delegate is cast, as the list view itself reads it:
/// `(collectionView.delegate as? CollectionViewDelegate)?.collectionView(cv, didSelectItemAt: ip)`
/// (Inertia's protocol, which every UIKit-spelled delegate adopts).
/// Only `X.delegate` followed by `?.` or `!.` and a `collectionView(` / `tableView(` call is
/// rewritten (a class's own `delegate` or `self.delegate` is typed by that class).
enum DelegateCastRule {
  static let protocols = ["collectionView": "CollectionViewDelegate", "tableView": "TableViewDelegate"]

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    var called = node.calledExpression
    if let chain = called.as(OptionalChainingExprSyntax.self) {
      called = chain.expression
    } else if let force = called.as(ForceUnwrapExprSyntax.self) {
      called = force.expression
    }
    guard let member = called.as(MemberAccessExprSyntax.self),
      let type = protocols[member.declName.baseName.text], let base = member.base
    else { return }
    let unwrapped =
      base.as(OptionalChainingExprSyntax.self)?.expression
      ?? base.as(ForceUnwrapExprSyntax.self)?.expression
    guard let delegate = unwrapped?.as(MemberAccessExprSyntax.self),
      delegate.declName.baseName.text == "delegate", let owner = delegate.base,
      owner.trimmedDescription != "self"
    else { return }
    let start = delegate.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = delegate.endPositionBeforeTrailingTrivia.utf8Offset
    let text = delegate.trimmedDescription
    file.edit(
      start, end, "(\(text) as? \(type))", line: file.line(of: node),
      what: "\(text) -> (\(text) as? \(type))",
      why:
        "Inertia's list views keep UIScrollView's delegate type, which has no \(member.declName.baseName.text)(…) "
        + "methods; UIKit redeclares it with its list delegate type")
  }
}
