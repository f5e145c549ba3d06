import SwiftSyntax

/// Calls of optional protocol requirements, `delegate?.scrollViewDidZoom?(scrollView)`: Objective-C
/// protocols let a conforming type leave a method out, so the call checks for it with `?(`.
/// InertiaUIKit's protocols give every requirement a default instead, so the method is always
/// there and Swift rejects `?` on it ("cannot use optional chaining on non-optional value"): the
/// `?` before the argument list goes. Only calls on a `delegate` or `dataSource` are rewritten
/// (an optional closure property, `completion?()`, stays), and UIViewImplicitlyAnimating's
/// optional methods on any animator (``animatorMethods``). The forced form,
/// `dataSource?.numberOfSections!(in: view)`, loses its `!` the same way.
enum OptionalCallRule {
  /// The `?` (or `!`) and the member of a call `x.f?(…)` / `x.f!(…)`, nil for any other call.
  static func optionalCall(_ node: FunctionCallExprSyntax) -> (
    mark: TokenSyntax, member: MemberAccessExprSyntax
  )? {
    if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let access = chain.expression.as(MemberAccessExprSyntax.self)
    {
      return (chain.questionMark, access)
    }
    if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self),
      let access = force.expression.as(MemberAccessExprSyntax.self)
    {
      return (force.exclamationMark, access)
    }
    return nil
  }

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let (mark, member) = optionalCall(node), let base = member.base,
      isDelegate(base) || animatorMethods.contains(member.declName.baseName.text)
    else { return }
    let name = member.declName.baseName.text
    file.edit(
      mark.positionAfterSkippingLeadingTrivia.utf8Offset,
      mark.endPositionBeforeTrailingTrivia.utf8Offset, "", line: file.line(of: node),
      what: "\(name)\(mark.text)( -> \(name)(",
      why: "InertiaUIKit's delegate protocols implement every requirement (Objective-C's optional "
        + "requirements), so there is nothing to check")
  }

  /// UIViewImplicitlyAnimating's optional requirements, called on an animator as
  /// `animator.addCompletion?({ _ in … })` (InertiaUIKit's animators implement them all).
  static let animatorMethods: Set<String> = ["addAnimations", "addCompletion", "continueAnimation"]

  /// The optional property requirements of UIKit's delegate protocols that code reads through a
  /// delegate: UIApplicationDelegate's `window`.
  static let optionalProperties: Set<String> = ["window"]

  /// Reads of an optional property requirement through a delegate,
  /// `UIApplication.shared.delegate?.window??.rootViewController`: in UIKit the read is doubly
  /// optional (the delegate may leave the property out), so code unwraps it twice. InertiaUIKit's
  /// protocol gives the property a default, the read is singly optional, and Swift rejects the
  /// second unwrap: the outer `?` or `!` goes.
  static func rewriteProperty(_ node: MemberAccessExprSyntax, in file: ParsedFile) {
    guard optionalProperties.contains(node.declName.baseName.text), let base = node.base, isDelegate(base)
    else { return }
    let name = node.declName.baseName.text
    if rewriteBoundProperty(node, base: base, in: file) { return }
    guard let inner = node.parent.flatMap(unwrapMark), let outer = node.parent?.parent.flatMap(unwrapMark)
    else { return }
    file.edit(
      outer.positionAfterSkippingLeadingTrivia.utf8Offset, outer.endPositionBeforeTrailingTrivia.utf8Offset,
      "",
      line: file.line(of: node), what: "\(name)\(inner.text)\(outer.text) -> \(name)\(inner.text)",
      why: "InertiaUIKit's delegate protocols give the optional property requirement a default, so the "
        + "read is optional once (twice in UIKit)")
  }

  /// `if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow`: bound as
  /// it is, the read gives UIKit's `UIWindow?` (the delegate may lack the property, the property
  /// may be nil), which the code unwraps again. Here the read is optional once, so the delegate is
  /// mapped instead (`delegate.map({ $0.window })`), giving the same doubly optional value. True
  /// when rewritten.
  private static func rewriteBoundProperty(
    _ node: MemberAccessExprSyntax, base: ExprSyntax, in file: ParsedFile
  )
    -> Bool
  {
    guard let chain = base.as(OptionalChainingExprSyntax.self),
      node.parent?.is(InitializerClauseSyntax.self) == true,
      node.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true
    else { return false }
    let name = node.declName.baseName.text
    file.replace(
      node, with: "\(chain.expression.trimmedDescription).map({ $0.\(name) })",
      what: "delegate?.\(name) bound by if let -> delegate.map({ $0.\(name) })",
      why: "UIKit's read is doubly optional (an optional requirement of an optional type) and the code "
        + "unwraps the bound value again; InertiaUIKit's protocol gives the property a default")
    return true
  }

  /// The `?` or `!` of an optional-chaining or force-unwrap expression, nil for any other node.
  private static func unwrapMark(_ node: Syntax) -> TokenSyntax? {
    if let chain = node.as(OptionalChainingExprSyntax.self) { return chain.questionMark }
    if let force = node.as(ForceUnwrapExprSyntax.self) { return force.exclamationMark }
    return nil
  }

  /// Whether `base` names a delegate or data source (`delegate?`, `self.dataSource!`,
  /// `tableView.delegate?`, `scrollDelegate`, a library's prefixed `gk_delegate?`), or casts an object to a delegate or data source
  /// protocol (`(collectionView.delegate as? UICollectionViewDelegateFlowLayout)?`, a program's
  /// typealias such as `(view.delegate as? FlowLayoutDelegate)?`).
  static func isDelegate(_ base: ExprSyntax) -> Bool {
    if let protocolName = castProtocolName(base) {
      return protocolName.contains("Delegate") || protocolName.contains("DataSource")
    }
    let name = (lastName(of: base) ?? lastName(ofText: base.trimmedDescription)).lowercased()
    return name.hasSuffix("delegate") || name.hasSuffix("datasource")
  }

  /// The name `base` ends in, read from the syntax past its `?` and `!`: a member's
  /// (`a.b.delegate?`) or a plain name (`delegate!`); nil for another expression. Sweep 65: the
  /// base's whole text was made at every optional call, so each link of a chain `v?.f?()...` made
  /// the text of the chain before it (quadratic: 495 links took 2.2 s, debug build).
  private static func lastName(of base: ExprSyntax) -> String? {
    var expression = base
    while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
    {
      expression = inner
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
      return member.declName.baseName.text
    }
    return expression.as(DeclReferenceExprSyntax.self).flatMap {
      $0.argumentNames == nil ? $0.baseName.text : nil
    }
  }

  /// The last dot-separated part of `text`, its trailing `?` and `!` dropped.
  private static func lastName(ofText text: String) -> String {
    var text = text
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    return text.split(separator: ".").last.map(String.init) ?? text
  }

  /// The last component of the type a parenthesised cast names, `UICollectionViewDelegateFlowLayout`
  /// for `(x.delegate as? UICollectionViewDelegateFlowLayout)?` (`as!` and `as` too); nil when
  /// `base` is no such cast.
  private static func castProtocolName(_ base: ExprSyntax) -> String? {
    var expression = base
    while true {
      if let chain = expression.as(OptionalChainingExprSyntax.self) {
        expression = chain.expression
      } else if let force = expression.as(ForceUnwrapExprSyntax.self) {
        expression = force.expression
      } else {
        break
      }
    }
    guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.label == nil
    else { return nil }
    let type: TypeSyntax
    if let cast = element.expression.as(AsExprSyntax.self) {
      type = cast.type
    } else if let sequence = element.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
      let written = sequence.elements.last?.as(TypeExprSyntax.self)
    {
      type = written.type
    } else {
      return nil
    }
    let name = type.trimmedDescription
    return name.split(separator: ".").last.map(String.init) ?? name
  }
}
