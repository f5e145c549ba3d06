import SwiftSyntax

/// A protocol bound to NSObject (`protocol HomePresentationDelegate: NSObject`) that a Texture node
/// or a UIKit view controller of the files adopts: on iOS every node, view and controller is an
/// NSObject, so the bound holds; Inertia's are not NSObject subclasses ("requires that
/// 'HomeViewController' inherit from 'NSObject'"). They are class instances conforming to
/// Foundation's `NSObjectProtocol` with NSObject's answers (`isEqual(_:)`, `hash`, `description`),
/// so the bound becomes `AnyObject, NSObjectProtocol`: delegates stay weak and the NSObject
/// methods the program calls on one remain. A protocol only NSObject subclasses of the files
/// adopt (or none) is left alone.
enum NSObjectBoundProtocolRule {
  static func rewrite(_ node: ProtocolDeclSyntax, in file: ParsedFile, index: TypeIndex) {
    guard
      let bound = node.inheritanceClause?.inheritedTypes.first(where: {
        ["NSObject", "Foundation.NSObject"].contains($0.type.trimmedDescription)
      })
    else { return }
    let name = node.name.text
    let adopters = adopters(of: name, index: index)
    guard let adopter = adopters.first(where: { CoderInitRule.root(of: $0, index: index) != "NSObject" })
    else { return }
    file.replace(
      bound.type, with: "AnyObject, NSObjectProtocol",
      what: "\(name): NSObject -> \(name): AnyObject, NSObjectProtocol",
      why: "\(adopter) adopts it and is no NSObject subclass on Linux (Inertia's nodes, views and "
        + "controllers conform to NSObjectProtocol instead)")
  }

  /// The classes of the files adopting `name`, in their declaration or an extension.
  static func adopters(of name: String, index: TypeIndex) -> [String] {
    func names(_ clause: InheritanceClauseSyntax?) -> Bool {
      clause?.inheritedTypes.contains { $0.type.trimmedDescription == name } ?? false
    }
    let declared = index.classes.compactMap { entry in
      entry.value.flatMap { names($0.node.inheritanceClause) ? entry.key : nil }
    }
    let extended = index.extensions.filter { names($0.node.inheritanceClause) }.map(\.extendedName)
    return (declared + extended).filter { index.classNamed($0) != nil }.sorted()
  }
}
