import SwiftSyntax

/// A generic type of the files whose parameter is constrained to `NSObject` (`final class
/// ReuseQueue<Reusable> where Reusable: NSObject`, `<Item: NSObject>`) and that the files fill
/// with their own views or layers (`ReuseQueue<Cell>`, `ReuseQueue<Gridline>`). On iOS those are
/// NSObjects; Inertia's views and layers are not, so Swift rejects the arguments. The generic
/// uses what NSObject gave it: `Set<Reusable>` (hashing by identity) and `Reusable()` (NSObject's
/// `init()`). So the constraint becomes InertiaUIKit's `NSObjectLike` (identity hashing and
/// `init()`), each argument class of the files gets `extension C: NSObjectLike {}`, and a view
/// class that is not final gets `required convenience init() { self.init(frame: .zero) }` (as
/// UIView's `init()` calls `init(frame: .zero)`), which also lets the files make it from a class
/// value (`cellClass.init()` for a registered `Cell.Type`). A generic filled only with other
/// classes (Foundation's NSObject subclasses) is left alone. A file declaring such a generic that
/// imports only Foundation gets `import InertiaUIKit`.
enum NSObjectGenericRule {
  static let protocolName = "NSObjectLike"
  static let why =
    "Inertia's views and layers are no NSObjects; NSObjectLike gives what the generic takes from "
    + "NSObject (identity hashing and init())"

  /// A generic type declaration with a parameter constrained to `NSObject`.
  struct Generic {
    let position: Int
    let constraints: [TypeSyntax]
    let fileIndex: Int
  }

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    var generics: [String: Generic] = [:]
    for (position, file) in files.enumerated() {
      let finder = GenericFinder(fileIndex: position)
      finder.walk(file.tree)
      generics.merge(finder.found) { first, _ in first }
    }
    guard !generics.isEmpty else { return }
    var arguments: [String: Set<String>] = [:]
    for file in files {
      let collector = ArgumentCollector(generics: generics)
      collector.walk(file.tree)
      arguments.merge(collector.found) { $0.union($1) }
    }
    for (name, generic) in generics.sorted(by: { $0.key < $1.key }) {
      let filled = (arguments[name] ?? []).filter { root(of: $0, index: index) != nil }
      guard !filled.isEmpty else { continue }
      let file = files[generic.fileIndex]
      if file.importedModules.isDisjoint(with: ["InertiaUIKit", "InertiaTexture"]) {
        ImplicitImportRule.insert(
          "import InertiaUIKit\n", module: "InertiaUIKit", in: file, what: "import InertiaUIKit added",
          why: "\(name)'s constraint is now InertiaUIKit's NSObjectLike")
      }
      for constraint in generic.constraints {
        files[generic.fileIndex].replace(
          constraint, with: protocolName, what: "NSObject -> \(protocolName) in \(name)'s constraint",
          why: "\(name) holds \(filled.sorted().joined(separator: ", ")); \(why)")
      }
    }
    let conforming = Set(
      generics.keys.flatMap { name in (arguments[name] ?? []).filter { root(of: $0, index: index) != nil } })
    for name in conforming.sorted() {
      guard let entry = index.classNamed(name), let root = root(of: name, index: index) else { continue }
      let file = files[entry.fileIndex]
      if CoderInitRule.isArchivedView(root) { addInitializer(to: entry, in: file) }
      file.appendConformance(of: name, to: protocolName, line: file.line(of: entry.node), why: why)
    }
  }

  /// The UIKit view or Core Animation layer class that `name`'s chain (through the files) ends
  /// at; nil for other classes and names that are no class of the files.
  static func root(of name: String, index: TypeIndex) -> String? {
    guard index.classNamed(name) != nil, let root = CoderInitRule.root(of: name, index: index),
      CoderInitRule.isArchivedView(root) || CoderInitRule.isLayer(root)
    else { return nil }
    return root
  }

  /// Gives a view class that is not final a required `init()`, unless it declares one; `needs`
  /// names what makes it with `init()` (for the report).
  static func addInitializer(
    to entry: TypeIndex.ClassEntry, in file: ParsedFile, for needs: String = protocolName
  ) {
    let node = entry.node
    let modifiers = node.modifiers.map(\.name.tokenKind)
    let declaresInit = node.memberBlock.members.contains {
      $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.isEmpty == true
    }
    guard !modifiers.contains(.keyword(.final)), !declaresInit else { return }
    let visible = modifiers.contains(.keyword(.open)) || modifiers.contains(.keyword(.public))
    let brace = node.memberBlock.leftBrace
    let indent = node.memberBlock.members.first.map { file.indentation(of: $0) } ?? "    "
    let text =
      "\n\(indent)\(visible ? "public " : "")required convenience init() { self.init(frame: .zero) }\n"
    let offset = brace.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      offset, offset, text, line: file.line(of: brace),
      what: "required convenience init() added to \(node.name.text)",
      why: "\(needs) makes it with init(), and Swift makes instances of a class that is not final "
        + "through a required initializer only (UIView's init() calls init(frame: .zero))")
  }
}

/// Finds class and struct declarations with a generic parameter constrained to `NSObject`, in
/// the parameter clause or the where clause.
private final class GenericFinder: ScopeTrackingVisitor {
  let fileIndex: Int
  var found: [String: NSObjectGenericRule.Generic] = [:]

  init(fileIndex: Int) { self.fileIndex = fileIndex }

  override func entered(_ node: DeclSyntax) {
    let name = scope.joined(separator: ".")
    if let declaration = node.as(ClassDeclSyntax.self) {
      record(name, declaration.genericParameterClause, declaration.genericWhereClause)
    } else if let declaration = node.as(StructDeclSyntax.self) {
      record(name, declaration.genericParameterClause, declaration.genericWhereClause)
    }
  }

  private func record(
    _ name: String, _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
  ) {
    guard let parameters = clause?.parameters else { return }
    for (position, parameter) in parameters.enumerated() {
      var constraints: [TypeSyntax] = []
      if let inherited = parameter.inheritedType, isNSObject(inherited) { constraints.append(inherited) }
      for requirement in whereClause?.requirements ?? [] {
        guard case .conformanceRequirement(let conformance) = requirement.requirement,
          conformance.leftType.trimmedDescription == parameter.name.text, isNSObject(conformance.rightType)
        else { continue }
        constraints.append(conformance.rightType)
      }
      if !constraints.isEmpty {
        found[name] = .init(position: position, constraints: constraints, fileIndex: fileIndex)
      }
    }
  }

  private func isNSObject(_ type: TypeSyntax) -> Bool { type.trimmedDescription == "NSObject" }
}

/// Collects the type arguments given to the generics at their constrained position, in types
/// (`var cells: ReusableCollection<Cell>`) and expressions (`ReuseQueue<Cell>()`).
private final class ArgumentCollector: SyntaxVisitor {
  let generics: [String: NSObjectGenericRule.Generic]
  var found: [String: Set<String>] = [:]

  init(generics: [String: NSObjectGenericRule.Generic]) {
    self.generics = generics
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.genericArgumentClause { record(node.name.text, clause) }
    return .visitChildren
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.expression.as(DeclReferenceExprSyntax.self) {
      record(base.baseName.text, node.genericArgumentClause)
    }
    return .visitChildren
  }

  private func record(_ name: String, _ clause: GenericArgumentClauseSyntax) {
    guard let generic = generics[name] else { return }
    let arguments = Array(clause.arguments)
    guard generic.position < arguments.count else { return }
    found[name, default: []].insert(arguments[generic.position].argument.trimmedDescription)
  }
}
