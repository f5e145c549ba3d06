import SwiftSyntax

/// `forward.responds(to: aSelector)` and `forward.scrollViewDidScroll(scrollView)` on an object the
/// program holds as `AnyObject` (a delegate proxy's `weak var forwardDelegate: AnyObject?`, bound by
/// `if let forward = self.forwardDelegate`; a parameter or variable declared `AnyObject`): iOS finds
/// NSObject's `responds(to:)` and the delegate's method by Objective-C's dynamic lookup, which Linux
/// lacks. `responds(to:)` becomes InertiaUIKit's `objectResponds(forward, to: aSelector)`, which
/// answers from the object's own `responds(to:)` and the table of methods its class declares
/// (``ObjectiveCMethodsRule`` writes the tables when any call is rewritten); a method of
/// UIScrollViewDelegate, or of exactly one protocol of the files, is called through a cast to that
/// protocol (`(forward as? UIScrollViewDelegate)?.scrollViewDidScroll(scrollView)`), as
/// ``AnyObjectCallRule`` does for `(x as AnyObject).f()`.
enum AnyObjectRespondsRule {
  /// UIScrollViewDelegate's methods by base name (every delegate proxy forwards these).
  static let scrollDelegateMethods: Set<String> = [
    "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation", "viewForZooming", "scrollViewWillBeginZooming",
    "scrollViewDidEndZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    "scrollViewDidChangeAdjustedContentInset",
  ]

  /// Rewrites `node` when it is such a call; returns whether it did.
  @discardableResult
  static func rewrite(
    _ node: FunctionCallExprSyntax, in file: ParsedFile, properties: Set<String>, index: TypeIndex
  ) -> Bool {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      isAnyObject(base, properties: properties)
    else { return false }
    let name = member.declName.baseName.text
    let receiver = base.trimmedDescription
    if name == "responds", node.arguments.count == 1, node.arguments.first?.label?.text == "to",
      let argument = node.arguments.first?.expression
    {
      // The argument keeps its place (a `#selector` in it is rewritten on its own).
      file.edit(
        node.positionAfterSkippingLeadingTrivia.utf8Offset,
        argument.positionAfterSkippingLeadingTrivia.utf8Offset,
        "objectResponds(\(receiver), to: ", line: file.line(of: node),
        what: "\(receiver).responds(to: …) -> objectResponds(\(receiver), to: …)",
        why: "Linux has no dynamic lookup on AnyObject; InertiaUIKit's objectResponds(_:to:) answers "
          + "from the object's responds(to:) and the methods its class declares")
      return true
    }
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    guard
      let owner = scrollDelegateMethods.contains(name)
        ? "UIScrollViewDelegate" : index.onlyProtocolRequiring(name, labels: labels)
    else { return false }
    file.replace(
      base, with: "(\(receiver) as? \(owner))?",
      what: "\(receiver).\(name)(...) -> (\(receiver) as? \(owner))?.\(name)(...)",
      why: "Linux has no dynamic lookup on AnyObject; the method is found through its protocol")
    return true
  }

  /// Whether `base` is an object held as `AnyObject`: a name the enclosing function declares so
  /// (or binds from such a property), or `self.p` for a property `p` the files declare so.
  static func isAnyObject(_ base: ExprSyntax, properties: Set<String>) -> Bool {
    if let access = base.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return properties.contains(access.declName.baseName.text)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self), let scope = base.enclosingCallable else {
      return false
    }
    let finder = AnyObjectBindingFinder(properties: properties)
    finder.walk(scope)
    return finder.names.contains(reference.baseName.text)
  }

  /// The properties the files declare as `AnyObject` (`AnyObject?`, `AnyObject!`), by name.
  static func declaredProperties(in files: [ParsedFile]) -> Set<String> {
    var names: Set<String> = []
    for file in files where !file.isHeader && file.identifiers.contains("AnyObject") {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "AnyObject" {
        guard let annotation = token.ancestor(TypeAnnotationSyntax.self, within: 4),
          isAnyObjectType(annotation.type),
          let binding = annotation.parent?.as(PatternBindingSyntax.self),
          binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true,
          let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { continue }
        names.insert(pattern.identifier.text)
      }
    }
    return names
  }

  /// Whether any file has a call this rule rewrites (then the classes get their tables).
  static func isNeeded(in files: [ParsedFile], properties: Set<String>) -> Bool {
    files.contains { file in
      !file.isHeader && file.identifiers.contains("responds")
        && file.tree.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == "responds", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.first?.label?.text == "to", let base = member.base
          else { return false }
          return isAnyObject(base, properties: properties)
        }
    }
  }

  static func isAnyObjectType(_ type: TypeSyntax) -> Bool {
    var text = type.trimmedDescription
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    return text == "AnyObject"
  }

}

extension SyntaxProtocol {
  /// The function, initializer, accessor or closure around this node (the scope that declares its
  /// parameters and local variables).
  var enclosingCallable: Syntax? {
    var current = parent
    while let syntax = current {
      if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
        || syntax.is(AccessorDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
      {
        return syntax
      }
      current = syntax.parent
    }
    return nil
  }

  /// The nearest ancestor of type `T` at most `levels` parents up.
  func ancestor<T: SyntaxProtocol>(_ type: T.Type, within levels: Int) -> T? {
    var current = parent
    for _ in 0..<levels {
      guard let syntax = current else { return nil }
      if let found = syntax.as(T.self) { return found }
      current = syntax.parent
    }
    return nil
  }
}

/// Collects the names a function declares as `AnyObject`, or binds (`if let x = self.p`,
/// `guard let x = p`) from a property declared so.
private final class AnyObjectBindingFinder: SyntaxVisitor {
  let properties: Set<String>
  var names: Set<String> = []

  init(properties: Set<String>) {
    self.properties = properties
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = node.typeAnnotation?.type, AnyObjectRespondsRule.isAnyObjectType(type)
    {
      names.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if AnyObjectRespondsRule.isAnyObjectType(node.type) {
      names.insert((node.secondName ?? node.firstName).text)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return .visitChildren
    }
    if node.initializer == nil, properties.contains(name) {
      names.insert(name)  // `if let forwardDelegate { … }`
    } else if let type = node.typeAnnotation?.type, AnyObjectRespondsRule.isAnyObjectType(type) {
      names.insert(name)
    } else if let value = node.initializer?.value, let property = propertyName(value),
      properties.contains(property)
    {
      names.insert(name)
    }
    return .visitChildren
  }

  /// `p`, `self.p`, `self?.p`: the property's name.
  private func propertyName(_ value: ExprSyntax) -> String? {
    if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let access = value.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
    let owner = base.trimmedDescription
    return owner == "self" || owner == "self?" ? access.declName.baseName.text : nil
  }
}
