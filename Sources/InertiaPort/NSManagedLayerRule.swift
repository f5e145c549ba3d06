import SwiftSyntax

/// `@NSManaged var percentage: CGFloat` in a `CALayer` subclass (BmoViewPager's title layer, which
/// animates it): on iOS Core Animation provides the accessors of such a property and keeps its
/// value by key; Linux compiles the attribute but gives no accessors, so the program fails to link.
/// The attribute goes and the property reads and writes the layer's key-value storage
/// (`{ get { value(forKey: "percentage") as? CGFloat ?? CGFloat() } set { setValue(newValue, forKey:
/// "percentage") } }`), which InertiaUIKit's layers keep for any key, as CALayer does: an unset
/// number reads 0 (an optional nil), as on iOS. Only a class whose superclass chain in the files
/// ends at a `CA…Layer` is rewritten (Core Data's `@NSManaged` is left alone). Since the
/// sixty-fourth trial the property may be declared in an extension of such a class (GridView's
/// `extension AnimatedLayer { @NSManaged private(set) fileprivate var progress: CGFloat }`).
enum NSManagedLayerRule {
  static func rewrite(_ node: ClassDeclSyntax, in file: ParsedFile, index: TypeIndex) {
    guard isLayerClass(node.name.text, index: index) else { return }
    rewrite(node.memberBlock, in: file)
  }

  /// The same for an extension of a layer class of the files.
  static func rewrite(_ node: ExtensionDeclSyntax, in file: ParsedFile, index: TypeIndex) {
    guard isLayerClass(node.extendedType.trimmedDescription, index: index) else { return }
    rewrite(node.memberBlock, in: file)
  }

  /// Whether `name` is a class of the files whose superclass chain ends at a `CA…Layer`.
  private static func isLayerClass(_ name: String, index: TypeIndex) -> Bool {
    guard let (_, root) = ActionTargetConformance.root(of: name, index: index),
      let base = root.firstInherited
    else { return false }
    return base.hasPrefix("CA") && base.hasSuffix("Layer")
  }

  private static func rewrite(_ block: MemberBlockSyntax, in file: ParsedFile) {
    for member in block.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let attribute = variable.attributes.first(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
        }),
        variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { continue }
      let read: String
      if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType {
        read = "value(forKey: \"\(name)\") as? \(wrapped.trimmedDescription)"
      } else {
        read = "value(forKey: \"\(name)\") as? \(type.trimmedDescription) ?? \(type.trimmedDescription)()"
      }
      let accessors = " { get { \(read) } set { setValue(newValue, forKey: \"\(name)\") } }"
      file.remove(
        attribute, what: "@NSManaged removed from \(name)",
        why: "Linux gives an @NSManaged property no accessors; the layer keeps the value by key, as Core "
          + "Animation does")
      let end = type.endPositionBeforeTrailingTrivia.utf8Offset
      file.edit(
        end, end, accessors, line: file.line(of: binding),
        what: "\(name) reads and writes value(forKey: \"\(name)\")",
        why: "a CALayer keeps a dynamic property's value under its key")
    }
  }
}
