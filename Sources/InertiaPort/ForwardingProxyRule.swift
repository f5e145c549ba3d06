import SwiftSyntax

/// The delegate proxy idiom of the forty-fifth trial (an overlay container that puts itself
/// between a scroll view and its delegate): a class `X: NSObject, UIScrollViewDelegate` overriding
/// NSObject's `responds(to:)` and `forwardingTarget(for:)` to hand the messages it lacks to the
/// original delegate. Foundation's NSObject on Linux has neither method (there is no Objective-C
/// runtime), while Inertia's `Responder` (UIResponder) declares both open, and its list views ask
/// `forwardingTarget(for:)` for the delegate methods a proxy takes from the protocols' defaults. So
/// the superclass becomes `UIResponder`, and the overrides' `Selector!` parameters `Selector`.
/// A class overriding neither method, or with another superclass, is left alone.
enum ForwardingProxyRule {
  /// NSObject's methods a proxy overrides, by base name and first argument label.
  static let forwardingMethods: [String: String] = ["responds": "to", "forwardingTarget": "for"]

  static func rewrite(_ node: ClassDeclSyntax, in file: ParsedFile) {
    guard let first = node.inheritanceClause?.inheritedTypes.first?.type,
      first.trimmedDescription == "NSObject"
    else { return }
    let overrides = node.memberBlock.members.compactMap { member -> FunctionDeclSyntax? in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let label = forwardingMethods[function.name.text],
        function.signature.parameterClause.parameters.first?.firstName.text == label
      else { return nil }
      return function
    }
    guard !overrides.isEmpty else { return }
    file.replace(
      first, with: "UIResponder", what: "\(node.name.text): NSObject -> \(node.name.text): UIResponder",
      why: "it overrides NSObject's responds(to:) / forwardingTarget(for:), which Linux's NSObject lacks; "
        + "InertiaUIKit's UIResponder declares both, and its views ask the forwarding target")
    for function in overrides {
      for parameter in function.signature.parameterClause.parameters
      where parameter.type.trimmedDescription == "Selector!" {
        file.replace(
          parameter.type, with: "Selector", what: "Selector! -> Selector in \(function.name.text)",
          why: "the override takes UIResponder's parameter type")
      }
    }
  }
}

/// `originalDelegate = scrollView.delegate` where the program declared `originalDelegate` as
/// `UIScrollViewDelegate?`: UIKit types a scroll view's `delegate` as `UIScrollViewDelegate?`;
/// Inertia's keeps its own `ScrollViewDelegate?`, which UIScrollViewDelegate refines, so Swift
/// rejects the assignment. The value is cast (`as? UIScrollViewDelegate`): every delegate a UIKit
/// program sets adopts UIKit's protocol. Only a property or variable one of the files ported
/// together declares with that type (`name`, `self.name`, or another object's: Auk keeps the
/// scroll view's delegate in its own delegate object, `scrollViewDelegate.delegate =
/// scrollView.delegate`), assigned another object's `delegate` (not `self.delegate`), is rewritten.
enum DelegateAssignmentRule {
  static let delegateTypes = ["UIScrollViewDelegate?", "UIScrollViewDelegate!"]

  static func rewrite(_ node: SequenceExprSyntax, in file: ParsedFile, declared: Set<String>) {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let value = elements[2].as(MemberAccessExprSyntax.self), value.declName.baseName.text == "delegate",
      let owner = value.base, owner.trimmedDescription != "self",
      let target = assignedName(elements[0]), declared.contains(target)
    else { return }
    let text = value.trimmedDescription
    file.replace(
      value, with: "\(text) as? UIScrollViewDelegate",
      what: "\(target) = \(text) -> \(target) = \(text) as? UIScrollViewDelegate",
      why: "Inertia's scroll views type delegate as ScrollViewDelegate?, which UIScrollViewDelegate refines")
  }

  /// The name assigned to: `name`, `self.name`, `self?.name`, `other.name`.
  static func assignedName(_ expr: ExprSyntax) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = expr.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
    return member.declName.baseName.text
  }

  /// The variables the files declare as `UIScrollViewDelegate?`.
  static func declaredNames(in files: [ParsedFile]) -> Set<String> {
    files.filter { !$0.isHeader && $0.identifiers.contains("UIScrollViewDelegate") }.reduce(into: []) {
      $0.formUnion(declaredNames(in: Syntax($1.tree)))
    }
  }

  /// The variables a file declares as `UIScrollViewDelegate?`.
  static func declaredNames(in root: Syntax) -> Set<String> {
    var names: Set<String> = []
    for token in root.tokens(viewMode: .sourceAccurate) where token.text == "UIScrollViewDelegate" {
      guard
        let annotation = token.parent?.parent?.parent?.as(TypeAnnotationSyntax.self)
          ?? token.parent?.parent?.as(TypeAnnotationSyntax.self),
        delegateTypes.contains(annotation.type.trimmedDescription),
        let binding = annotation.parent?.as(PatternBindingSyntax.self),
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
      else { continue }
      names.insert(pattern.identifier.text)
    }
    return names
  }
}
