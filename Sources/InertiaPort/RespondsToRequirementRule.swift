import SwiftSyntax

/// `delegate.responds(to: #selector(delegate.f(_:x:)))` for an Objective-C optional requirement of
/// a protocol declared in the files given -> `(delegate is P_f_x)`. On iOS the answer says whether
/// the delegate's class implements the method (CycleBanner adds its tap recognizers only for a
/// delegate implementing `cycleBannerView(_:didSelectAt:)`); Linux has no runtime to ask, so such a
/// requirement gets a protocol of its own even when it could take a default (see
/// ``OptionalRequirements``), the classes implementing it conform, and the test becomes a type test.
enum RespondsToRequirementRule {
  /// The full names (`f(_:x:)`) and, for selectors written without labels, the base names of the
  /// methods the files test with `responds(to: #selector(…))`.
  static func testedNames(in files: [ParsedFile]) -> Set<String> {
    final class Finder: SyntaxVisitor {
      var names: Set<String> = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = RespondsToRequirementRule.testedSelector(node) {
          names.insert(
            reference.labels.map { OptionalRequirements.fullName(reference.base, $0) } ?? reference.base)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    for file in files where !file.isHeader { finder.walk(file.tree) }
    return finder.names
  }

  /// The method a `x.responds(to: #selector(…))` call tests, nil for any other call. A selector
  /// made from its Objective-C name (`NSSelectorFromString("scrollView:didRemoveCell:forRowAt:")`,
  /// in the call or bound to a constant of the function, GKScrollView's way, fifty-sixth trial)
  /// names the method of that selector.
  static func testedSelector(_ node: FunctionCallExprSyntax) -> SelectorRule.Reference? {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "responds", member.base != nil, node.arguments.count == 1,
      let argument = node.arguments.first, argument.label?.text == "to"
    else { return nil }
    guard let macro = argument.expression.as(MacroExpansionExprSyntax.self) else {
      return selectorName(argument.expression).flatMap(reference(objectiveCName:))
    }
    guard macro.macroName.text == "selector", macro.arguments.count == 1,
      let selected = macro.arguments.first?.expression
    else { return nil }
    return SelectorRule.parse(selected)
  }

  /// The Objective-C name of a selector made from a string: `NSSelectorFromString("a:b:")` or
  /// `Selector("a:b:")` written there, or a `let` of an enclosing block bound to one.
  private static func selectorName(_ expression: ExprSyntax) -> String? {
    if let name = stringSelector(expression) { return name }
    guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
      return nil
    }
    let name = reference.baseName.text
    var node = expression.parent
    while let current = node {
      if let block = current.as(CodeBlockItemListSyntax.self) {
        for item in block {
          guard let decl = item.item.as(VariableDeclSyntax.self),
            decl.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in decl.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer.flatMap { stringSelector($0.value) }
          }
        }
      }
      node = current.parent
    }
    return nil
  }

  /// The string of `NSSelectorFromString("…")` / `Selector("…")` with a plain literal.
  private static func stringSelector(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      ["NSSelectorFromString", "Selector"].contains(callee.baseName.text), call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil,
      let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// Swift's name of the method an Objective-C selector names when its first argument is
  /// unlabelled: `scrollView:didRemoveCell:forRowAt:` is `scrollView(_:didRemoveCell:forRowAt:)`,
  /// `reload` is `reload()`.
  private static func reference(objectiveCName name: String) -> SelectorRule.Reference? {
    guard !name.isEmpty, !name.contains(" ") else { return nil }
    guard name.hasSuffix(":") else { return SelectorRule.Reference(owner: nil, base: name, labels: []) }
    let parts = name.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    return SelectorRule.Reference(owner: nil, base: first, labels: ["_"] + parts.dropFirst())
  }

  /// Rewrites the test of an optional requirement with a protocol of its own; returns whether it did.
  static func rewrite(
    _ node: FunctionCallExprSyntax, in file: ParsedFile, requirements: OptionalRequirements, index: TypeIndex
  ) -> Bool {
    guard let reference = testedSelector(node),
      let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
    else { return false }
    let found =
      reference.labels.map { requirements.requirements(reference.base, labels: $0) }
      ?? requirements.requirements(named: reference.base)
    guard let requirement = ReceiverType.choose(found, receiver: base, index: index),
      let own = requirement.ownProtocol
    else { return false }
    var receiver = base.trimmedDescription
    while let last = receiver.last, last == "?" || last == "!" { receiver.removeLast() }
    file.replace(
      node, with: "(\(receiver) is \(own))",
      what: "\(node.trimmedDescription) -> (\(receiver) is \(own))",
      why: "a delegate implementing \(requirement.protocolName)'s optional \(requirement.base) conforms to "
        + "\(own); Linux has no runtime to ask whether a class has a method")
    return true
  }
}
