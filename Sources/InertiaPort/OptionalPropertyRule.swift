import SwiftSyntax

/// Rewrites the Objective-C optional property requirements (`@objc optional var scrollView:
/// UIScrollView { get }`) of the protocols declared in the files given. On iOS a read through the
/// protocol gives an optional (`guard let view = child.scrollView`), nil when the object has no
/// such property; Swift on Linux has no optional requirements, so:
/// - a property of an optional type loses `optional` and an extension after the protocol gives it
///   the default `nil`, what a missing property reads as;
/// - any other property moves into a protocol of its own, `P_scrollView`, that each class
///   conforming to `P` and declaring the property conforms to (the first in its superclass chain,
///   in the files given), and an extension of `P` declares `var scrollView: UIScrollView?` reading
///   it through that protocol. A read through `P` finds the extension's optional property, nil
///   for an object without the property, as on iOS; a read on the class finds its own.
///
/// See also: ``OptionalRequirementRule`` (optional methods).
enum OptionalPropertyRule {
  static let why = "Swift on Linux has no optional protocol requirements"

  /// One optional property requirement.
  private struct Property {
    let decl: VariableDeclSyntax
    let name: String
    let type: TypeSyntax
  }

  /// Rewrites every protocol with optional property requirements in `files`.
  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    for file in files where !file.isHeader {
      for node in ProtocolCollector.collect(file.tree) {
        let properties = optionalProperties(of: node)
        guard !properties.isEmpty else { continue }
        rewrite(node, properties: properties, in: file, files: files, index: index)
      }
    }
  }

  private static func optionalProperties(of node: ProtocolDeclSyntax) -> [Property] {
    node.memberBlock.members.compactMap { member -> Property? in
      guard let decl = member.decl.as(VariableDeclSyntax.self),
        OptionalRequirements.isOptional(decl.modifiers), decl.bindings.count == 1,
        let binding = decl.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      return Property(decl: decl, name: name, type: type)
    }
  }

  private static func rewrite(
    _ node: ProtocolDeclSyntax, properties: [Property], in file: ParsedFile, files: [ParsedFile],
    index: TypeIndex
  ) {
    let name = node.name.text
    let access = OptionalRequirementRule.accessPrefix(of: node)
    var members: [String] = []
    var ownProtocols: [String] = []
    for property in properties {
      let type = property.type.trimmedDescription
      if property.type.is(OptionalTypeSyntax.self)
        || property.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      {
        if let optional = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
          file.remove(
            optional, what: "optional removed from \(property.name)",
            why:
              "the extension after \(name) gives the default nil, what a missing property reads as (\(why))")
        }
        members.append("  var \(property.name): \(type) { nil }")
        continue
      }
      let own = name + "_" + property.name
      file.remove(
        property.decl, line: file.line(of: property.decl.modifiers),
        what: "optional \(property.name) moved into protocol \(own)",
        why: "a read through \(name) is optional on iOS, nil for an object without the property (\(why))")
      let accessors = property.decl.bindings.first?.accessorBlock?.trimmedDescription ?? "{ get }"
      ownProtocols.append("\(access)protocol \(own) {\n  var \(property.name): \(type) \(accessors)\n}")
      members.append("  var \(property.name): \(type)? { (self as? \(own))?.\(property.name) }")
      addConformances(of: property.name, protocolName: name, own: own, in: files, index: index)
    }
    var added = "\n\n\(access)extension \(name) {\n" + members.joined(separator: "\n") + "\n}"
    for text in ownProtocols { added += "\n\n" + text }
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      end, end, added, line: file.line(of: node.memberBlock.rightBrace),
      what: "defaults and protocols for \(name)'s optional properties added", why: why)
  }

  /// Makes each class that conforms to `protocolName` and declares the property conform to `own`:
  /// the first in each superclass chain (its subclasses inherit it).
  private static func addConformances(
    of property: String, protocolName: String, own: String, in files: [ParsedFile], index: TypeIndex
  ) {
    var pending = OptionalRequirementRule.conformingClasses(to: protocolName, index: index)
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let entry = index.classNamed(name) else { continue }
      if index.properties[name]?.contains(property) ?? false {
        let file = files[entry.fileIndex]
        let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
        file.edit(
          end, end, "\n\nextension \(name): \(own) {}",
          line: file.line(of: entry.node.memberBlock.rightBrace),
          what: "\(name) conforms to \(own)",
          why: "it declares \(protocolName)'s optional \(property), which reads through \(own) find (\(why))")
        continue
      }
      pending += index.classes.compactMap { key, value in value?.firstInherited == name ? key : nil }.sorted()
    }
  }
}
