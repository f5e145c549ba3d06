import SwiftSyntax

/// Rewrites the Objective-C optional requirements of protocols declared in the files given (see
/// ``OptionalRequirements`` for the two forms) and their calls:
/// - `optional` goes from a requirement that takes a default, and an extension after the protocol
///   gives the default; `delegate?.didZoom?(self)` loses the `?` before its arguments;
/// - a requirement returning a value moves into a protocol of its own after the protocol, each
///   class implementing it (the first in its superclass chain, in the files given) conforms to
///   that protocol, and `delegate?.shouldSelect?(self, view)` becomes
///   `(delegate as? P_shouldSelect)?.shouldSelect(self, view)`.
enum OptionalRequirementRule {
  static let why = "Swift on Linux has no optional protocol requirements"

  /// Rewrites a call of an optional requirement; returns whether it was one.
  static func rewriteCall(
    _ node: FunctionCallExprSyntax, in file: ParsedFile, requirements: OptionalRequirements,
    index: TypeIndex
  )
    -> Bool
  {
    guard let (mark, member) = OptionalCallRule.optionalCall(node) else { return false }
    let name = member.declName.baseName.text
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    guard let base = member.base,
      let requirement = ReceiverType.choose(
        requirements.requirements(name, labels: labels), receiver: base, index: index)
    else {
      return false
    }
    guard let own = requirement.ownProtocol else {
      file.edit(
        mark.positionAfterSkippingLeadingTrivia.utf8Offset, mark.endPositionBeforeTrailingTrivia.utf8Offset,
        "",
        line: file.line(of: node), what: "\(name)\(mark.text)( -> \(name)(",
        why: "\(requirement.protocolName)'s optional requirement has a default (\(why))")
      return true
    }
    var receiver = base.trimmedDescription
    while let last = receiver.last, last == "?" || last == "!" { receiver.removeLast() }
    let cast = mark.text == "!" ? "(\(receiver) as! \(own))." : "(\(receiver) as? \(own))?."
    file.edit(
      base.positionAfterSkippingLeadingTrivia.utf8Offset, mark.endPositionBeforeTrailingTrivia.utf8Offset,
      cast + name, line: file.line(of: node),
      what: "\(base.trimmedDescription).\(name)\(mark.text)( -> \(cast)\(name)(",
      why: "a delegate without the method is not a \(own), as it has no method to call on iOS (\(why))")
    return true
  }

  /// Rewrites a reference to an optional requirement taken without calling it. Through `?`
  /// (`guard let shouldSelect = delegate?.pager(_:shouldSelectAt:) else { return true }`, or
  /// `delegate?.pagerDidScroll` without labels) a requirement returning a value casts the receiver
  /// to its own protocol, `(delegate as? P_shouldSelect)?.pager(_:shouldSelectAt:)`, which is nil
  /// for a delegate without the method, as the reference is on iOS; one that takes a default needs
  /// nothing (the reference is the default, which does what the missing method does). On an
  /// unwrapped receiver bound by `if let` or `guard let` (`if let wasTapped = delegate.didTapCard`,
  /// optional on iOS) the same cast makes the value optional, and a default is wrapped in
  /// `Optional(…)`, which binds it.
  static func rewriteReference(
    _ node: MemberAccessExprSyntax, in file: ParsedFile, requirements: OptionalRequirements, index: TypeIndex
  ) {
    guard let base = node.base, !isCalled(node) else { return }
    let chain = base.as(OptionalChainingExprSyntax.self)
    guard chain != nil || isBound(node) else { return }
    let receiver = chain?.expression ?? base
    let name = node.declName.baseName.text
    let found =
      node.declName.argumentNames.map {
        requirements.requirements(name, labels: $0.arguments.map { $0.name.text })
      } ?? requirements.requirements(named: name)
    guard let requirement = ReceiverType.choose(found, receiver: receiver, index: index),
      !isSelfNotAdopting(receiver, requirement.protocolName, index: index)
    else { return }
    let member = node.declName.trimmedDescription
    guard let own = requirement.ownProtocol else {
      guard chain == nil else { return }
      let wrapped = "Optional(\(node.trimmedDescription))"
      file.replace(
        node, with: wrapped, what: "\(node.trimmedDescription) -> \(wrapped)",
        why: "the requirement has a default doing what a missing method does, and the binding needs an "
          + "optional (\(why))")
      return
    }
    let cast = "(\(receiver.trimmedDescription) as? \(own))?"
    file.edit(
      base.positionAfterSkippingLeadingTrivia.utf8Offset, base.endPositionBeforeTrailingTrivia.utf8Offset,
      cast, line: file.line(of: node),
      what: "\(base.trimmedDescription).\(member) -> \(cast).\(member)",
      why: "a delegate without the method is not a \(own), so the reference is nil as on iOS (\(why))")
  }

  /// Whether `receiver` is `self` in a type that does not adopt `protocolName` (in its body's
  /// clause or an extension's): `self.collectionView` in a collection view layout reads UIKit's
  /// property, not the optional requirement `collectionView(_:focusAt:)` of the layout's delegate
  /// protocol (MMBannerLayout's).
  private static func isSelfNotAdopting(_ receiver: ExprSyntax, _ protocolName: String, index: TypeIndex)
    -> Bool
  {
    guard receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
      return false
    }
    var node = receiver.parent
    while let current = node, !current.is(ClassDeclSyntax.self), !current.is(ExtensionDeclSyntax.self),
      !current.is(StructDeclSyntax.self), !current.is(ProtocolDeclSyntax.self)
    {
      node = current.parent
    }
    guard let group = node?.asProtocol(DeclGroupSyntax.self) else { return false }
    if node?.is(ProtocolDeclSyntax.self) == true { return false }
    let name =
      node?.as(ClassDeclSyntax.self)?.name.text ?? node?.as(StructDeclSyntax.self)?.name.text
      ?? node?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? ""
    let clauses =
      [group.inheritanceClause, index.classNamed(name)?.node.inheritanceClause]
      + index.extensions.filter { $0.extendedName == name }.map(\.node.inheritanceClause)
    let adopted = clauses.compactMap { $0 }.flatMap { $0.inheritedTypes.map { $0.type.trimmedDescription } }
    return !adopted.contains(protocolName)
  }

  /// Whether `node` is the value an `if let` or `guard let` binds (`if let f = delegate.f {`).
  private static func isBound(_ node: MemberAccessExprSyntax) -> Bool {
    guard let clause = node.parent?.as(InitializerClauseSyntax.self) else { return false }
    return clause.parent?.is(OptionalBindingConditionSyntax.self) == true
  }

  /// Whether `node` is what a call calls, directly or through `?` or `!`.
  private static func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
    var callee = Syntax(node)
    while let parent = callee.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      callee = parent
    }
    guard let call = callee.parent?.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.id == callee.id
  }

  /// Rewrites the protocols and adds the conformances.
  static func rewriteProtocols(in files: [ParsedFile], requirements: OptionalRequirements, index: TypeIndex) {
    for entry in requirements.protocols {
      let file = files[entry.fileIndex]
      var defaults: [String] = []
      var ownProtocols: [String] = []
      let access = accessPrefix(of: entry.node)
      for decl in entry.unavailable {
        file.remove(
          decl, what: "unavailable optional \(decl.name.text) removed from \(entry.node.name.text)",
          why: "it only carries a rename message and can never be called (\(why))")
      }
      for requirement in entry.requirements {
        if let own = requirement.ownProtocol {
          file.remove(
            requirement.decl, line: file.line(of: requirement.decl.modifiers),
            what: "optional \(requirement.base) moved into protocol \(own)",
            why: requirement.isTested
              ? "the files ask whether a delegate implements it with responds(to:) (\(why))"
              : "a method returning a value has no default that acts as a missing one (\(why))")
          ownProtocols.append("\(access)protocol \(own) {\n  \(requirement.declaration)\n}")
          addConformances(of: requirement, own: own, in: files, index: index)
        } else if let optional = requirement.decl.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.optional)
        }) {
          file.remove(
            optional, what: "optional removed from \(requirement.base)",
            why: "the extension after \(entry.node.name.text) gives the default (\(why))")
          let body = returnsOptional(requirement) ? "{ nil }" : "{}"
          defaults.append("  " + requirement.declaration + " " + body)
        }
      }
      var added = ""
      if !defaults.isEmpty {
        added +=
          "\n\n\(access)extension \(entry.node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}"
      }
      for text in ownProtocols { added += "\n\n" + text }
      let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
      file.edit(
        end, end, added, line: file.line(of: entry.node.memberBlock.rightBrace),
        what: "defaults and protocols for \(entry.node.name.text)'s optional requirements added", why: why)
    }
  }

  /// `public ` or `package ` when the protocol is declared so, else nothing: the defaults and the
  /// protocols of its own requirements must be as visible as it is, for a framework's protocol is
  /// adopted by the app's classes in another module.
  static func accessPrefix(of node: ProtocolDeclSyntax) -> String {
    for modifier in node.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  static func returnsOptional(_ requirement: OptionalRequirements.Requirement) -> Bool {
    guard let type = requirement.decl.signature.returnClause?.type else { return false }
    return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }

  /// Makes each class that conforms to the requirement's protocol and implements the method conform
  /// to its own protocol: the first in each superclass chain (its subclasses inherit it).
  static func addConformances(
    of requirement: OptionalRequirements.Requirement, own: String, in files: [ParsedFile], index: TypeIndex
  ) {
    var pending = conformingClasses(to: requirement.protocolName, index: index)
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let entry = index.classNamed(name) else { continue }
      let implements = index.methods[name]?[requirement.base]?.contains(requirement.labels) ?? false
      if implements {
        let file = files[entry.fileIndex]
        let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
        file.edit(
          end, end, "\n\nextension \(name): \(own) {}",
          line: file.line(of: entry.node.memberBlock.rightBrace),
          what: "\(name) conforms to \(own)",
          why: "it implements \(requirement.protocolName)'s optional "
            + "\(requirement.base), which calls find through \(own) (\(why))")
        continue
      }
      pending += index.classes.compactMap { key, value in value?.firstInherited == name ? key : nil }.sorted()
    }
  }

  /// The classes declaring conformance to `protocolName` in their declaration or an extension.
  static func conformingClasses(to protocolName: String, index: TypeIndex) -> [String] {
    func names(_ clause: InheritanceClauseSyntax?) -> [String] {
      clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
    var found = index.classes.compactMap { key, value in
      value.flatMap { names($0.node.inheritanceClause).contains(protocolName) ? key : nil }
    }
    found += index.extensions.filter { names($0.node.inheritanceClause).contains(protocolName) }.map(
      \.extendedName)
    return Array(Set(found)).sorted().reversed()
  }
}
