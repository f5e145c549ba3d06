import SwiftSyntax

/// The Objective-C optional requirements (`@objc optional func`) of the protocols declared in
/// the files given. Swift on Linux has no optional requirements, so each becomes one of two
/// things, chosen so that a conforming type that leaves the method out behaves as on iOS:
/// - a requirement with a default that does what a missing method does: nothing for a method
///   returning nothing, nil for one returning an optional (`delegate?.f?(x)` gives nil either way);
/// - for a method returning a value (or one the files test with `responds(to:)`), a protocol of its own (`P_f`) that the types implementing
///   the method conform to, and that each call casts to: `(delegate as? P_f)?.f(x)` is nil when
///   the delegate has no such method, as `delegate?.f?(x)` is on iOS.
struct OptionalRequirements {
  /// One optional requirement.
  struct Requirement {
    let protocolName: String
    let decl: FunctionDeclSyntax
    let fileIndex: Int
    /// The protocol of its own for a method returning a value or one the files test with
    /// `responds(to:)` (``RespondsToRequirementRule``); nil when it takes a default.
    let ownProtocol: String?
    /// Whether the files test it with `responds(to: #selector(…))`.
    var isTested = false

    /// The method's base name.
    var base: String { decl.name.text }
    /// The method's argument labels ("_" for none).
    var labels: [String] { decl.signature.parameterClause.parameters.map { $0.firstName.text } }
    /// The method as declared, without attributes and modifiers.
    var declaration: String {
      var text = "func " + decl.name.text
      if let generics = decl.genericParameterClause { text += generics.trimmedDescription }
      text += decl.signature.trimmedDescription
      if let clause = decl.genericWhereClause { text += " " + clause.trimmedDescription }
      return text
    }
  }

  /// A protocol with optional requirements.
  struct ProtocolEntry {
    let fileIndex: Int
    let node: ProtocolDeclSyntax
    let requirements: [Requirement]
    /// Optional requirements marked `@available(*, unavailable, ...)`: kept on iOS only for a
    /// rename message, never callable, so they are removed.
    let unavailable: [FunctionDeclSyntax]
  }

  private(set) var protocols: [ProtocolEntry] = []
  /// Requirements by full name, `base(label:label:)`.
  private(set) var byName: [String: [Requirement]] = [:]

  init(_ files: [ParsedFile]) {
    let tested = RespondsToRequirementRule.testedNames(in: files)
    for (position, file) in files.enumerated() where !file.isHeader {
      for node in ProtocolCollector.collect(file.tree) {
        let optionals = node.memberBlock.members.compactMap { member -> FunctionDeclSyntax? in
          guard let decl = member.decl.as(FunctionDeclSyntax.self), Self.isOptional(decl.modifiers) else {
            return nil
          }
          return decl
        }
        let unavailable = optionals.filter { Self.isUnavailable($0.attributes) }
        let requirements = optionals.filter { !Self.isUnavailable($0.attributes) }.map {
          decl -> Requirement in
          let isTested =
            tested.contains(decl.name.text)
            || tested.contains(
              Self.fullName(
                decl.name.text, decl.signature.parameterClause.parameters.map { $0.firstName.text }))
          let own =
            Self.takesDefault(decl) && !isTested ? nil : node.name.text + "_" + Self.ownName(decl)
          return Requirement(
            protocolName: node.name.text, decl: decl, fileIndex: position, ownProtocol: own,
            isTested: isTested)
        }
        guard !optionals.isEmpty else { continue }
        protocols.append(
          ProtocolEntry(fileIndex: position, node: node, requirements: requirements, unavailable: unavailable)
        )
        for requirement in requirements {
          byName[Self.fullName(requirement.base, requirement.labels), default: []].append(requirement)
        }
      }
    }
  }

  /// The only requirement named `base(labels)`, or nil when none or several protocols have one.
  func requirement(_ base: String, labels: [String]) -> Requirement? {
    guard let found = byName[Self.fullName(base, labels)], found.count == 1 else { return nil }
    return found[0]
  }

  /// The requirements named `base(labels)`, one per protocol declaring one.
  func requirements(_ base: String, labels: [String]) -> [Requirement] {
    byName[Self.fullName(base, labels)] ?? []
  }

  /// The requirements whose base name is `base`, whatever their labels (a reference written
  /// without them).
  func requirements(named base: String) -> [Requirement] {
    byName.values.flatMap { $0.filter { $0.base == base } }
  }

  static func fullName(_ base: String, _ labels: [String]) -> String {
    base + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
  }

  /// Whether the attributes hold `@available(*, unavailable...)`.
  static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments) = attribute.arguments
      else { return false }
      return arguments.contains { $0.argument.trimmedDescription == "unavailable" }
    }
  }

  /// Whether a missing method and a default agree: it returns nothing or an optional.
  static func takesDefault(_ decl: FunctionDeclSyntax) -> Bool {
    guard let type = decl.signature.returnClause?.type else { return true }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
    let text = type.trimmedDescription
    return text == "Void" || text == "()"
  }

  /// The method's name in its own protocol's name: `tiledScrollView(_:shouldSelect:)` ->
  /// `tiledScrollView_shouldSelect`.
  static func ownName(_ decl: FunctionDeclSyntax) -> String {
    let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }.filter { $0 != "_" }
    return ([decl.name.text] + labels).joined(separator: "_")
  }
}

/// Collects every protocol declaration of a file (top level or nested).
final class ProtocolCollector: SyntaxVisitor {
  var found: [ProtocolDeclSyntax] = []

  static func collect(_ tree: SourceFileSyntax) -> [ProtocolDeclSyntax] {
    let collector = ProtocolCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .skipChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
