import SwiftSyntax

/// Removes what Swift on Linux rejects: `@objc` (and `@objcMembers`, `@nonobjc`), `@IBOutlet`
/// (its property type is no Objective-C class there), `@IBAction` on methods without exactly one
/// parameter, and `dynamic`. `weak`, `!` types and `@IBInspectable` / `@IBDesignable` compile and
/// are kept.
enum AttributeRule {
  static let noObjectiveC = "Swift on Linux has no Objective-C runtime"

  /// Why each removed attribute is removed.
  static let removed = [
    "objc": noObjectiveC + " (\"Objective-C interoperability is disabled\")",
    "objcMembers": noObjectiveC,
    "nonobjc": noObjectiveC,
    "IBOutlet": "Linux rejects @IBOutlet on a property whose type is not an Objective-C class; there "
      + "are no nibs to connect it (the property stays, set it in code)",
    "IBOutletCollection": "there are no nibs to connect it",
    "IBSegueAction": "there are no storyboards",
  ]

  static func rewrite(_ node: AttributeSyntax, in file: ParsedFile) {
    let name = node.attributeName.sourceText
    if let why = removed[name] {
      file.remove(node, what: "\(node.sourceText) removed", why: why)
      if name == "objc", let declaration = node.parent?.parent?.as(ProtocolDeclSyntax.self) {
        keepClassBound(declaration, in: file)
      }
      return
    }
    if name == "main" || name == "UIApplicationMain" {
      removeEntryPoint(node, name: name, in: file)
      return
    }
    guard name == "IBAction",
      let function = node.parent?.parent?.as(FunctionDeclSyntax.self)
    else { return }
    let count = function.signature.parameterClause.parameters.count
    guard count != 1 else { return }
    file.remove(
      node, what: "@IBAction removed from \(function.name.text)",
      why: "Linux accepts @IBAction only on one-parameter methods (this one has \(count))")
  }

  /// An `@objc` protocol is class-bound (its delegates are held `weak`): without `@objc` it
  /// says so with `AnyObject`, unless it already inherits `AnyObject` or `class`.
  static func keepClassBound(_ declaration: ProtocolDeclSyntax, in file: ParsedFile) {
    let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    guard !inherited.contains("AnyObject"), !inherited.contains("class") else { return }
    let line = file.line(of: declaration.name)
    let what = "AnyObject added to \(declaration.name.text)"
    let why = "an @objc protocol is class-bound, so its delegates can be weak"
    if let first = declaration.inheritanceClause?.inheritedTypes.first {
      let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
      file.edit(start, start, "AnyObject, ", line: line, what: what, why: why)
    } else {
      let end =
        (declaration.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(declaration.name))
        .endPositionBeforeTrailingTrivia.utf8Offset
      file.edit(end, end, ": AnyObject", line: line, what: what, why: why)
    }
  }

  /// `@main` / `@UIApplicationMain` on an application delegate: removed, since the program that
  /// runs the ported code (a host, a test) is its entry point and launches the delegate with
  /// `UIApplication.shared.launch(delegate:sceneDelegate:)`.
  static func removeEntryPoint(_ node: AttributeSyntax, name: String, in file: ParsedFile) {
    guard let declaration = node.parent?.parent,
      let inherited = declaration.as(ClassDeclSyntax.self)?.inheritanceClause
        ?? declaration.as(StructDeclSyntax.self)?.inheritanceClause,
      inherited.inheritedTypes.contains(where: {
        $0.type.trimmedDescription.hasSuffix("UIApplicationDelegate")
      })
    else { return }
    file.remove(
      node, what: "@\(name) removed",
      why: "the host is the entry point on Linux; it launches the delegate with "
        + "UIApplication.shared.launch(delegate:sceneDelegate:)")
  }

  static func rewrite(_ node: DeclModifierSyntax, in file: ParsedFile) {
    if node.name.tokenKind == .keyword(.weak), isProtocolRequirement(node) {
      file.remove(
        node, what: "weak removed from a protocol's property requirement",
        why: "Swift rejects `weak` on a protocol's property without @objc; the conforming class's "
          + "property decides how it holds the value")
      return
    }
    if node.name.tokenKind == .keyword(.open), let list = node.parent?.as(DeclModifierListSyntax.self),
      list.contains(where: { $0.name.tokenKind == .keyword(.static) })
    {
      file.replace(
        node.name, with: "public", what: "open static -> public static",
        why: "static members are final; Swift 3 took `open static` with a warning, Swift 4 and later "
          + "reject it")
      return
    }
    if node.name.tokenKind == .keyword(.open),
      node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
    {
      file.replace(
        node.name, with: "public", what: "open let -> public let",
        why: "let properties are final; Swift 4 took `open let` with a warning, Swift 5 and later "
          + "reject it")
      return
    }
    guard node.name.tokenKind == .keyword(.dynamic) else { return }
    file.remove(
      node, what: "dynamic removed",
      why: "Objective-C dynamic dispatch (key-value observing) does not exist on Linux")
  }

  /// Whether the modifier is on a property requirement of a protocol.
  private static func isProtocolRequirement(_ node: DeclModifierSyntax) -> Bool {
    guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
    return variable.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true
  }
}
