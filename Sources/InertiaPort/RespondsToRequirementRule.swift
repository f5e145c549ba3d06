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

  /// The method a `x.responds(to: #selector(…))` call tests, nil for any other call.
  static func testedSelector(_ node: FunctionCallExprSyntax) -> SelectorRule.Reference? {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "responds", member.base != nil, node.arguments.count == 1,
      let argument = node.arguments.first, argument.label?.text == "to",
      let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      macro.arguments.count == 1, let selected = macro.arguments.first?.expression
    else { return nil }
    return SelectorRule.parse(selected)
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
