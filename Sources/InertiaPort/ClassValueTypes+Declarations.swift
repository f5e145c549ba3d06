import SwiftSyntax

extension ClassValueTypes {
  /// The class around `node` when `callee` makes an instance of the dynamic `Self`: `Self`,
  /// `Self.init`, `type(of: self).init`, in a class (or an extension of one) that is not `final`
  /// (Swift makes a final class's `Self` through any initializer).
  func selfClass(made callee: ExprSyntax, around node: some SyntaxProtocol) -> String? {
    var base = callee
    if let member = callee.as(MemberAccessExprSyntax.self) {
      guard member.declName.baseName.text == "init", let inner = member.base else { return nil }
      base = inner
    }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      guard reference.baseName.tokenKind == .keyword(.Self), reference.argumentNames == nil else {
        return nil
      }
    } else {
      guard callee.is(MemberAccessExprSyntax.self), let call = base.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "type", call.arguments.count == 1,
        call.arguments.first?.label?.text == "of",
        call.arguments.first?.expression.trimmedDescription == "self"
      else { return nil }
    }
    var current = node.parent
    while let syntax = current {
      if let decl = syntax.as(ClassDeclSyntax.self) {
        return isFinal(decl.modifiers) ? nil : decl.name.text
      }
      if let decl = syntax.as(ExtensionDeclSyntax.self) {
        let name = simple(decl.extendedType.trimmedDescription)
        if let entry = index.classNamed(name), isFinal(entry.node.modifiers) { return nil }
        return name
      }
      if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
        || syntax.is(ProtocolDeclSyntax.self)
      {
        return nil
      }
      current = syntax.parent
    }
    return nil
  }

  private func isFinal(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.final) }
  }

  /// The declared type of the value `reference` names, looked up from the innermost scope out:
  /// a local constant or variable declared before it (annotated, `= X.self` or `= e as? X.Type`),
  /// an optional binding, an enum case pattern binding it (`case .type(let type)`), a closure's,
  /// function's or initializer's parameter, and last a property of the type around it.
  func declaredType(of reference: DeclReferenceExprSyntax, around node: some SyntaxProtocol) -> String? {
    let name = reference.baseName.text
    let position = node.positionAfterSkippingLeadingTrivia
    var current = node.parent
    while let syntax = current {
      if let items = syntax.as(CodeBlockItemListSyntax.self) {
        for item in items.reversed() where item.endPosition <= position {
          if let type = localType(name, in: item.item) { return type }
        }
      }
      if let type = boundType(name, by: syntax) { return type }
      if let type = parameterType(name, of: syntax) { return type }
      current = syntax.parent
    }
    return ReceiverType.declaredType(of: ExprSyntax(reference), index: index)
  }

  /// The type of `name` declared by a `let` or `var` statement.
  private func localType(_ name: String, in item: CodeBlockItemSyntax.Item) -> String? {
    guard let variable = item.as(VariableDeclSyntax.self) else { return nil }
    for binding in variable.bindings where binding.pattern.trimmedDescription == name {
      if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
      return binding.initializer.flatMap { initializerType($0.value) }
    }
    return nil
  }

  /// `X.Type` for a value `X.self` or `e as? X.Type` / `e as! X.Type`.
  private func initializerType(_ value: ExprSyntax) -> String? {
    let text = value.trimmedDescription
    if text.hasSuffix(".self"), !text.contains(" ") { return String(text.dropLast(5)) + ".Type" }
    for marker in [" as? ", " as! ", " as "] {
      if let range = text.range(of: marker, options: .backwards) { return String(text[range.upperBound...]) }
    }
    return nil
  }

  /// The type of `name` bound by an `if`/`guard` condition or a `case` pattern of `syntax`.
  private func boundType(_ name: String, by syntax: Syntax) -> String? {
    var patterns: [String] = []
    if let conditions = syntax.as(IfExprSyntax.self)?.conditions ?? syntax.as(GuardStmtSyntax.self)?
      .conditions
      ?? syntax.as(WhileStmtSyntax.self)?.conditions
    {
      for condition in conditions {
        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          binding.pattern.trimmedDescription == name
        {
          if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
          return binding.initializer.flatMap { initializerType($0.value) }
        }
        if let matching = condition.condition.as(MatchingPatternConditionSyntax.self) {
          patterns.append(matching.pattern.trimmedDescription)
        }
      }
    }
    if let label = syntax.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) {
      patterns += label.caseItems.map(\.pattern.trimmedDescription)
    }
    for pattern in patterns {
      if let type = caseBindingType(name, in: pattern) { return type }
    }
    return nil
  }

  /// The associated value type `name` binds in an enum case pattern: `.type(let type)`,
  /// `let .type(type)`, `.type(type: let type)`.
  private func caseBindingType(_ name: String, in written: String) -> String? {
    var pattern = written
    while pattern.hasSuffix("?") { pattern.removeLast() }
    guard let dot = pattern.firstIndex(of: "."), let open = pattern.firstIndex(of: "("), dot < open,
      pattern.hasSuffix(")")
    else { return nil }
    let caseName = String(pattern[pattern.index(after: dot)..<open])
    let inside = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)]
    let parts = inside.split(separator: ",").map { part in
      String(part.split(separator: ":").last ?? part).split(separator: " ").last.map(String.init) ?? ""
    }
    guard let position = parts.firstIndex(of: name), let types = cases.types[caseName] ?? nil,
      position < types.count
    else { return nil }
    return types[position]
  }

  /// The declared type of the parameter `name` of a function, initializer or closure `syntax`.
  private func parameterType(_ name: String, of syntax: Syntax) -> String? {
    if let clause = syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause
      ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause
    {
      return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type.trimmedDescription
    }
    if let closure = syntax.as(ClosureExprSyntax.self),
      case .parameterClause(let clause) = closure.signature?.parameterClause
    {
      return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type?
        .trimmedDescription
    }
    return nil
  }
}
