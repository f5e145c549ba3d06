import SwiftSyntax

/// Picks which protocol's optional requirement a call names when several protocols of the files
/// declare one with the same name and labels (a vertical and a horizontal layout's delegates, each
/// with `collectionView(_:layout:insetsForSection:)`): the protocol the receiver is declared as,
/// `weak var delegate: VerticalDelegate?` in the type around the call (or, for an extension, in the
/// class it extends and its superclasses in the files given).
enum ReceiverType {
  /// The requirement of `found` the call means: the only one, or the one of the protocol the
  /// receiver is declared as; nil when that cannot be told.
  static func choose(
    _ found: [OptionalRequirements.Requirement], receiver: ExprSyntax, index: TypeIndex
  ) -> OptionalRequirements.Requirement? {
    if found.count <= 1 { return found.first }
    guard let type = declaredType(of: receiver, index: index) else { return nil }
    let matching = found.filter { $0.protocolName == type }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The declared type (without `?` or `!`) of a receiver written `name` or `self.name`, found
  /// among the stored properties of the type around it.
  static func declaredType(of receiver: ExprSyntax, index: TypeIndex) -> String? {
    var text = receiver.trimmedDescription
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    guard !text.isEmpty, !text.contains(".") else { return nil }
    var typeName: String?
    var node = receiver.parent
    while let current = node {
      if let decl = current.asProtocol(DeclGroupSyntax.self) {
        if let type = propertyType(text, in: decl.memberBlock) { return type }
        typeName = name(of: current)
        break
      }
      node = current.parent
    }
    var seen: Set<String> = []
    while let name = typeName, seen.insert(name).inserted, let entry = index.classNamed(name) {
      if let type = propertyType(text, in: entry.node.memberBlock) { return type }
      typeName = entry.firstInherited
    }
    return nil
  }

  /// The name of a class, struct, enum or extended type.
  private static func name(of node: Syntax) -> String? {
    if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }

  /// The annotated type of the stored or computed property `name` in `members`, without `?`/`!`.
  private static func propertyType(_ name: String, in members: MemberBlockSyntax) -> String? {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
          var type = binding.typeAnnotation?.type
        else { continue }
        if let wrapped = type.as(OptionalTypeSyntax.self) { type = wrapped.wrappedType }
        if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = wrapped.wrappedType }
        return type.trimmedDescription
      }
    }
    return nil
  }
}
