import SwiftSyntax

/// The classes and methods declared in the files given, by name (nested types as `Outer.Inner`).
struct TypeIndex {
  /// A class declaration.
  struct ClassEntry {
    let fileIndex: Int
    let node: ClassDeclSyntax
    /// The first inherited type's name (the superclass, or a protocol), nil when none.
    let firstInherited: String?
  }

  /// An extension and the file it is in.
  struct ExtensionEntry {
    let fileIndex: Int
    let node: ExtensionDeclSyntax
    let extendedName: String
  }

  /// Classes by qualified name; a name declared twice maps to nil (ambiguous: left alone).
  private(set) var classes: [String: ClassEntry?] = [:]
  /// Every extension, in file order.
  private(set) var extensions: [ExtensionEntry] = []
  /// Argument labels of methods by type name and base name ("_" for an unlabelled parameter).
  private(set) var methods: [String: [String: [[String]]]] = [:]
  /// Names of the properties each type declares, in its body or an extension.
  private(set) var properties: [String: Set<String>] = [:]
  /// The types each top-level type alias names, in every `#if` branch (`typealias AssetColor =
  /// UIColor` under `os(iOS)` and `= NSColor` under `os(OSX)` gives both).
  private(set) var aliases: [String: Set<String>] = [:]
  /// Argument labels of the methods each protocol of the files requires, by protocol and base name.
  private(set) var protocolMethods: [String: [String: [[String]]]] = [:]

  init(_ files: [ParsedFile]) {
    for (position, file) in files.enumerated() {
      let walker = IndexWalker()
      walker.walk(file.tree)
      for (name, node) in walker.classes {
        let inherited = node.inheritanceClause?.inheritedTypes.first?.type.sourceText
        let entry = ClassEntry(fileIndex: position, node: node, firstInherited: inherited)
        classes[name] = classes[name] == nil ? entry : .some(nil)
      }
      for (name, node) in walker.extensions {
        extensions.append(ExtensionEntry(fileIndex: position, node: node, extendedName: name))
      }
      for (type, base, labels) in walker.methods {
        methods[type, default: [:]][base, default: []].append(labels)
      }
      for (type, name) in walker.properties {
        properties[type, default: []].insert(name)
      }
      for (name, target) in walker.aliases {
        aliases[name, default: []].insert(target)
      }
      for (name, base, labels) in walker.protocolMethods {
        protocolMethods[name, default: [:]][base, default: []].append(labels)
      }
    }
  }

  /// The class named `name` when it is declared exactly once in the files.
  func classNamed(_ name: String) -> ClassEntry? {
    classes[name] ?? nil
  }

  /// The only class declaring a method `base` (with `labels` when given), in its body or an
  /// extension; nil when none or several do.
  func onlyClassDeclaring(_ base: String, labels: [String]?) -> String? {
    let owners = methods.compactMap { type, bases -> String? in
      guard classNamed(type) != nil, let found = bases[base] else { return nil }
      return labels.map { found.contains($0) } ?? true ? type : nil
    }
    return owners.count == 1 ? owners[0] : nil
  }

  /// The only protocol of the files requiring a method `base` with `labels`; nil when none or
  /// several do.
  func onlyProtocolRequiring(_ base: String, labels: [String]) -> String? {
    let owners = protocolMethods.compactMap { name, bases in
      bases[base]?.contains(labels) == true ? name : nil
    }
    return owners.count == 1 ? owners[0] : nil
  }

  /// The labels of the only method `base` of `type` (or of any type, when `type` declares none),
  /// or nil when there is none or more than one.
  func onlyMethod(_ base: String, in type: String?) -> [String]? {
    if let type, let found = methods[type]?[base] { return found.count == 1 ? found[0] : nil }
    let all = methods.values.compactMap { $0[base] }.flatMap { $0 }
    return all.count == 1 ? all[0] : nil
  }
}

/// Collects class declarations, extensions and method signatures with qualified names.
private final class IndexWalker: ScopeTrackingVisitor {
  var classes: [(String, ClassDeclSyntax)] = []
  var extensions: [(String, ExtensionDeclSyntax)] = []
  var methods: [(String, String, [String])] = []
  var properties: [(String, String)] = []
  var aliases: [(String, String)] = []
  var protocolMethods: [(String, String, [String])] = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      protocolMethods.append((node.name.text, function.name.text, labels))
    }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if scope.isEmpty { aliases.append((node.name.text, node.initializer.value.trimmedDescription)) }
    return .skipChildren
  }

  override func entered(_ node: DeclSyntax) {
    if let declaration = node.as(ClassDeclSyntax.self) {
      classes.append((scope.joined(separator: "."), declaration))
    } else if let declaration = node.as(ExtensionDeclSyntax.self), scope.count == 1 {
      extensions.append((scope[0], declaration))
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let type = scope.last {
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
      methods.append((type, node.name.text, labels))
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let type = scope.last {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          properties.append((type, name))
        }
      }
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
