import SwiftSyntax

/// `old.isEqual(new)` where `old` is a value taken out of a key-value observing change cast to
/// `[NSKeyValueChangeKey: AnyObject]` (`if let change = change as [NSKeyValueChangeKey: AnyObject]?`,
/// `if let old = change[.oldKey], let new = change[.newKey]`): on iOS `isEqual` is found by
/// `AnyObject`'s dynamic member lookup and compares the two NSValues. Linux has no dynamic lookup
/// on `AnyObject`, so the call becomes `((old as? AnyHashable) == (new as? AnyHashable))`, which
/// compares the values the change holds (points, sizes, numbers, objects) the same way.
enum ChangeEqualityRule {
  /// The dictionary types a change is cast to, without spaces.
  static let changeTypes: Set<String> = [
    "[NSKeyValueChangeKey:AnyObject]", "[NSKeyValueChangeKey:AnyObject]?",
  ]

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "isEqual", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil,
      let receiver = callee.base?.as(DeclReferenceExprSyntax.self),
      let body = enclosingBody(of: node)
    else { return }
    let dictionaries = names(in: body) { isChangeCast($0) }
    guard !dictionaries.isEmpty else { return }
    let values = names(in: body) { value in
      guard let subscriptCall = value.as(SubscriptCallExprSyntax.self),
        let base = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)
      else { return false }
      return dictionaries.contains(base.baseName.text)
    }
    guard values.contains(receiver.baseName.text) else { return }
    let other = argument.expression.trimmedDescription
    let replacement = "((\(receiver.baseName.text) as? AnyHashable) == (\(other) as? AnyHashable))"
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement)",
      why: "Linux has no dynamic member lookup on AnyObject; the change's values compare as the "
        + "values they are")
  }

  /// The body of the function, initializer, accessor or closure around `node`.
  static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let syntax = current {
      if let function = syntax.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
      if let initializer = syntax.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
      if let accessor = syntax.as(AccessorDeclSyntax.self) { return accessor.body.map(Syntax.init) }
      if let closure = syntax.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
      current = syntax.parent
    }
    return nil
  }

  /// Whether `expression` casts to a change dictionary type (`x as [NSKeyValueChangeKey: AnyObject]`,
  /// folded or as the parser leaves it).
  static func isChangeCast(_ expression: ExprSyntax) -> Bool {
    let typeText: String
    if let cast = expression.as(AsExprSyntax.self) {
      typeText = cast.type.trimmedDescription
    } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self)
    {
      typeText = Array(sequence.elements)[2].trimmedDescription
    } else {
      return false
    }
    return changeTypes.contains(typeText.filter { !$0.isWhitespace })
  }

  /// The names bound in `body` (by `let`, `var`, `if let`, `guard let`) to a value for which
  /// `matches` holds.
  static func names(in body: Syntax, where matches: @escaping (ExprSyntax) -> Bool) -> Set<String> {
    final class Finder: SyntaxVisitor {
      let matches: (ExprSyntax) -> Bool
      var found: Set<String> = []
      init(_ matches: @escaping (ExprSyntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, matches(value),
          let name = node.pattern.as(IdentifierPatternSyntax.self)
        {
          found.insert(name.identifier.text)
        }
        return .visitChildren
      }
      override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, matches(value),
          let name = node.pattern.as(IdentifierPatternSyntax.self)
        {
          found.insert(name.identifier.text)
        }
        return .visitChildren
      }
    }
    let finder = Finder(matches)
    finder.walk(body)
    return finder.found
  }
}
