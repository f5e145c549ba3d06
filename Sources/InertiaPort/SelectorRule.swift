import Foundation
import SwiftSyntax

/// `#selector(method)` -> `Selector("name:", target: TARGET, Self.method)`: InertiaUIKit's
/// initializer registers the method for the target under the selector's name, so a control,
/// gesture recognizer, bar button item or notification that sends the selector to the target calls
/// the method (Linux has no Objective-C runtime to look the name up). TARGET is the call's `target:`
/// argument (or the first, unlabelled one of `addTarget(_:action:…)`, `addObserver(_:selector:…)`),
/// else `self`.
enum SelectorRule {
  /// A parsed `#selector` argument.
  struct Reference {
    /// `Self` for an unqualified reference, else the type written.
    var owner: String?
    var base: String
    var labels: [String]?
    /// The `as` type of `#selector(f as (T) -> U)`.
    var castType: String?
  }

  static func rewrite(_ node: MacroExpansionExprSyntax, in collector: EditCollector) {
    let file = collector.file
    if GetterKeyRule.rewrite(node, in: file) || GetterKeyRule.rewriteSelector(node, in: file)
      || SetterSelectorRule.rewrite(node, in: file)
    {
      return
    }
    let written = node.sourceText
    guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
      let reference = parse(argument.expression)
    else {
      file.note(
        line: file.line(of: node), what: written,
        why: "only method selectors and type-qualified property getters and setters are rewritten")
      return
    }
    if let owner = reference.owner, !isTypeName(owner) {
      rewriteForClass(node, reference: reference, in: collector)
      return
    }
    let enclosing = enclosingTypeName(of: node)
    guard reference.owner != nil || enclosing != nil else {
      file.note(
        line: file.line(of: node), what: written, why: "outside a type, the method's owner is unknown")
      return
    }
    let ownerName = reference.owner ?? enclosing!
    let standard =
      ownerName == "UIResponderStandardEditActions"
      || (reference.labels != nil && isUIKitDelegateProtocol(ownerName))
    let labels =
      reference.labels ?? castArity(reference.castType).map { Array(repeating: "_", count: $0) }
      ?? (standard ? ["_"] : collector.context.index.onlyMethod(reference.base, in: ownerName))
    let name = objectiveCName(reference.base, labels: labels)
    if standard || isInStoredPropertyInitializer(node) {
      if !standard, classWide(node, reference: reference, owner: ownerName, name: name, in: collector) {
        return
      }
      nameOnly(node, name: name, standard: standard, in: file)
      return
    }
    // A nil target sends the action up the responder chain: the method is registered on self, the
    // responder the #selector's method belongs to.
    let writtenTarget = targetExpression(of: node)
    let target = writtenTarget == nil || writtenTarget == "nil" ? "self" : writtenTarget!
    let method = methodExpression(reference)
    let replacement = "Selector(\(quoted(name)), target: \(target)" + method
    collector.context.selectorOwners.append(ownerName)
    if let recognizer = SenderWideningRule.recognizerClass(of: node) {
      collector.context.recognizerActions.append(
        .init(
          owner: ownerName, base: reference.base, labels: reference.labels, recognizer: recognizer,
          fileIndex: collector.fileIndex, line: file.line(of: node)))
    }
    file.replace(
      node, with: replacement, what: "\(written) -> \(replacement)",
      why: "no Objective-C runtime on Linux: the method is registered for \(target) under \"\(name)\"")
  }

  /// `#selector(someObject()?.f)`: the selector names the method of the expression's class,
  /// whatever object later receives it. The method is registered for every instance of the one
  /// class in the files that declares it, `Selector("f", method: Owner.f)`, as the Objective-C
  /// runtime finds a method by name in the receiver's class.
  static func rewriteForClass(
    _ node: MacroExpansionExprSyntax, reference: Reference, in collector: EditCollector
  ) {
    let file = collector.file
    let index = collector.context.index
    guard let owner = index.onlyClassDeclaring(reference.base, labels: reference.labels),
      reference.castType == nil
    else {
      file.note(
        line: file.line(of: node), what: node.sourceText,
        why: "the class of \(reference.owner ?? "") is unknown: no single class in the files declares "
          + reference.base)
      return
    }
    let labels = reference.labels ?? index.onlyMethod(reference.base, in: owner)
    let name = objectiveCName(reference.base, labels: labels)
    let member = reference.base + (reference.labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? "")
    let replacement = "Selector(\(quoted(name)), method: \(owner).\(member))"
    file.replace(
      node, with: replacement, what: "\(node.sourceText) -> \(replacement)",
      why: "no Objective-C runtime on Linux: \(owner)'s method answers \"\(name)\" for any of its instances")
  }

  /// Whether `name` is one of UIKit's delegate or data source protocols (`UIScrollViewDelegate`,
  /// `UITableViewDataSource`, `UICollectionViewDelegateFlowLayout`): a selector of its method
  /// (`#selector(UIScrollViewDelegate.scrollViewDidScroll(_:))`, which a delegate proxy asks
  /// `responds(to:)` about) names a requirement no instance is bound for, so it is the name alone,
  /// which delegates answer.
  static func isUIKitDelegateProtocol(_ name: String) -> Bool {
    name.hasPrefix("UI") && !name.contains(".")
      && (name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("DelegateFlowLayout"))
  }

  /// The owner type and property of `#selector(LABEL: Type.property)` (`label` is `getter` or
  /// `setter`); nil unless the property is qualified by a type (a capitalised owner).
  static func typeQualifiedProperty(
    of node: MacroExpansionExprSyntax, label: String
  ) -> (type: String, property: String)? {
    guard node.arguments.count == 1, let argument = node.arguments.first,
      argument.label?.text == label, let member = argument.expression.as(MemberAccessExprSyntax.self),
      let base = member.base, isTypeName(base.trimmedDescription)
    else { return nil }
    return (base.trimmedDescription, member.declName.baseName.text)
  }

  /// Whether `text` reads as a type (`Foo`, `Foo.Bar`): capitalised identifiers joined by dots.
  static func isTypeName(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.first, first.isUppercase else { return false }
      return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
  }

  /// A selector in a stored property's initializer (`static let action = #selector(Target.action(_:))`)
  /// naming a method of a class of the files that is not a responder (an `NSObject` subclass a
  /// program makes the target of its text fields or recognizers): there is no `self` to register the
  /// method for, and no responder chain would answer the name, so the method answers it for every
  /// instance of its class, `Selector("action:", method: Target.action(_:))`, as the Objective-C
  /// runtime finds it in the receiver's class (sixty-second trial). Returns whether it rewrote; a
  /// responder's method (answered by name), a cast reference or a class not in the files is left.
  static func classWide(
    _ node: MacroExpansionExprSyntax, reference: Reference, owner: String, name: String,
    in collector: EditCollector
  ) -> Bool {
    let file = collector.file
    guard reference.castType == nil, collector.context.index.classNamed(owner) != nil,
      let (_, root) = ActionTargetConformance.root(of: owner, index: collector.context.index),
      !ActionTargetConformance.isResponder(root.firstInherited)
    else { return false }
    let member = reference.base + (reference.labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? "")
    let replacement = "Selector(\(quoted(name)), method: \(owner).\(member))"
    collector.context.selectorOwners.append(owner)
    file.replace(
      node, with: replacement, what: "\(node.sourceText) -> \(replacement)",
      why: "no instance to register the method for in a stored property's initializer, and \(owner) is "
        + "not a responder: its method answers \"\(name)\" for any of its instances")
    return true
  }

  /// `#selector(UIResponderStandardEditActions.copy(_:))`, or a selector in a stored property's
  /// initializer (where there is no `self` to bind for): the name alone, `Selector("copy:")`.
  static func nameOnly(_ node: MacroExpansionExprSyntax, name: String, standard: Bool, in file: ParsedFile) {
    let replacement = "Selector(\(quoted(name)))"
    file.replace(
      node, with: replacement, what: "\(node.sourceText) -> \(replacement)",
      why: standard
        ? "a standard edit action or a UIKit delegate method: responders and delegates answer it by name"
        : "no instance to register the method for in a stored property's initializer: the "
          + "selector is the name (a sender's target must answer it)")
  }

  /// Whether `node` is in the initializer of a stored (not lazy) property of a type, outside any
  /// closure or function.
  static func isInStoredPropertyInitializer(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let syntax = current {
      if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self)
        || syntax.is(AccessorBlockSyntax.self) || syntax.is(InitializerDeclSyntax.self)
      {
        return false
      }
      if let variable = syntax.as(VariableDeclSyntax.self) {
        let lazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        return !lazy && variable.parent?.is(MemberBlockItemSyntax.self) == true
      }
      current = syntax.parent
    }
    return false
  }

  /// The rest of the call: the method argument (`, Self.f(_:))`) or, for a cast, a trailing
  /// closure (`) { (owner: Self) in owner.f as T }`).
  static func methodExpression(_ reference: Reference) -> String {
    let labels = reference.labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? ""
    let member = reference.base + labels
    if let cast = reference.castType {
      if let owner = reference.owner { return ", \(owner).\(member) as \(cast))" }
      return ") { (owner: Self) in owner.\(member) as \(cast) }"
    }
    return ", \(reference.owner ?? "Self").\(member))"
  }

  /// Reads `f`, `f(a:_:)`, `self.f`, `Type.f(_:)` and `… as T`.
  static func parse(_ expression: ExprSyntax) -> Reference? {
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil, let type = sequence.elements.last?.as(TypeExprSyntax.self),
      var reference = parse(sequence.elements.first!)
    {
      reference.castType = type.type.sourceText
      return reference
    }
    if let cast = expression.as(AsExprSyntax.self) {
      guard var reference = parse(cast.expression) else { return nil }
      reference.castType = cast.type.sourceText
      return reference
    }
    if let name = expression.as(DeclReferenceExprSyntax.self) {
      return Reference(owner: nil, base: name.baseName.text, labels: labels(name.argumentNames))
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let owner = base.sourceText
    return Reference(
      owner: owner == "self" ? nil : owner, base: member.declName.baseName.text,
      labels: labels(member.declName.argumentNames))
  }

  static func labels(_ arguments: DeclNameArgumentsSyntax?) -> [String]? {
    arguments.map { $0.arguments.map { $0.name.text } }
  }

  /// The number of parameters of a cast's function type `(A, B) -> R` (nil when not one).
  static func castArity(_ type: String?) -> Int? {
    guard let type, let arrow = type.range(of: "->") else { return nil }
    let parameters = type[..<arrow.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
    return parameters.isEmpty ? 0 : parameters.split(separator: ",").count
  }

  /// Objective-C's name for a Swift method: `f`, `f:`, `fWithSender:`, `f:forEvent:`.
  static func objectiveCName(_ base: String, labels: [String]?) -> String {
    guard let labels, let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// The target argument of the call the selector is passed to.
  static func targetExpression(of node: MacroExpansionExprSyntax) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self)
    else { return nil }
    if let target = list.first(where: { $0.label?.text == "target" }) {
      return target.expression.sourceText
    }
    if let label = argument.label?.text, label == "action" || label == "selector",
      let first = list.first, first.label == nil, first.id != argument.id
    {
      return first.expression.sourceText
    }
    return nil
  }

  /// The name of the class, extension (or other type) the node is in.
  static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let declaration = syntax.as(ExtensionDeclSyntax.self) {
        return declaration.extendedType.sourceText
      }
      if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
      if let declaration = syntax.as(EnumDeclSyntax.self) { return declaration.name.text }
      current = syntax.parent
    }
    return nil
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}
