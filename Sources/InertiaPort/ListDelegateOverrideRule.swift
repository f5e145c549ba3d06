import SwiftSyntax

/// A list view subclass overriding `delegate` with UIKit's list delegate type,
/// `override var delegate: UITableViewDelegate? { get { super.delegate } set { …; super.delegate = self } }`
/// (the proxy idiom: the table is its own delegate and hands the rest on). UIKit redeclares
/// `delegate` with the list's type; Inertia's list views keep `UIScrollView`'s (Swift cannot change
/// a property's type in an override), so the override takes Inertia's `ScrollViewDelegate?` (the
/// type UIScrollViewDelegate refines, exported by InertiaUIKit for this): its getter
/// returns `super.delegate` and its setter casts the new value as it did. Only a class that
/// inherits `UITableView` or `UICollectionView` directly is rewritten, in its body or in an
/// extension of it among the files ported (whose overrides move into the class). A class inheriting
/// `UIScrollView` overriding `delegate: UIScrollViewDelegate?` (a scroll view that puts a forwarder
/// between itself and its delegate, HPScrollView's) takes `ScrollViewDelegate?` the same way.
enum ListDelegateOverrideRule {
  static let listTypes = [
    "UITableView": "UITableViewDelegate", "UICollectionView": "UICollectionViewDelegate",
    "UIScrollView": "UIScrollViewDelegate",
  ]

  static func rewrite(_ node: ClassDeclSyntax, in file: ParsedFile) {
    guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      let delegateType = listTypes[superclass]
    else { return }
    rewrite(node.memberBlock.members, of: node.name.text, delegateType: delegateType, in: file)
  }

  /// The same override in an extension of such a class (`extension JTACMonthView { open override
  /// var delegate: UICollectionViewDelegate? … }`).
  static func rewrite(_ node: ExtensionDeclSyntax, in file: ParsedFile, index: TypeIndex) {
    let name = node.extendedType.trimmedDescription
    guard let superclass = index.classNamed(name)?.firstInherited?.filter({ !$0.isWhitespace }),
      let delegateType = listTypes[superclass]
    else { return }
    rewrite(node.memberBlock.members, of: name, delegateType: delegateType, in: file)
  }

  private static func rewrite(
    _ members: MemberBlockItemListSyntax, of className: String, delegateType: String, in file: ParsedFile
  ) {
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "override" }),
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "delegate",
        let annotation = binding.typeAnnotation
      else { continue }
      let type = annotation.type
      let wrapped =
        type.as(OptionalTypeSyntax.self)?.wrappedType
        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      guard let wrapped, wrapped.trimmedDescription == delegateType else { continue }
      let start = wrapped.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = wrapped.endPositionBeforeTrailingTrivia.utf8Offset
      castStoredAssignments(in: binding, of: members, delegateType: delegateType, in: file)
      file.edit(
        start, end, "ScrollViewDelegate", line: file.line(of: variable),
        what: "override var delegate: \(delegateType) -> ScrollViewDelegate in \(className)",
        why: delegateType == "UIScrollViewDelegate"
          ? "Inertia's scroll view types its delegate ScrollViewDelegate?, which UIScrollViewDelegate "
            + "refines, and an override keeps the property's type"
          : "Inertia's list views keep UIScrollView's delegate type (Swift cannot change a property's "
            + "type in an override); UIKit redeclares it with \(delegateType)")
    }
  }

  /// `originDelegate = newValue` in the override's setter, the property declared with the UIKit
  /// type (`weak var originDelegate: UIScrollViewDelegate?`, GridView's; sixty-fourth trial):
  /// the new value, now a `ScrollViewDelegate?`, is cast back (`newValue as? UIScrollViewDelegate`),
  /// which every delegate of UIKit code is.
  private static func castStoredAssignments(
    in binding: PatternBindingSyntax, of members: MemberBlockItemListSyntax, delegateType: String,
    in file: ParsedFile
  ) {
    let stored = Set(
      members.compactMap { member -> String? in
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { return nil }
        let wrapped =
          type.as(OptionalTypeSyntax.self)?.wrappedType
          ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        return wrapped?.trimmedDescription == delegateType ? name : nil
      })
    guard !stored.isEmpty, case .accessors(let accessors)? = binding.accessorBlock?.accessors,
      let setter = accessors.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body
    else { return }
    let value = setter.parameters?.name.text ?? "newValue"
    final class Sequences: SyntaxVisitor {
      var found: [SequenceExprSyntax] = []
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
      }
    }
    let finder = Sequences(viewMode: .sourceAccurate)
    finder.walk(body)
    for sequence in finder.found where sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard elements[1].is(AssignmentExprSyntax.self),
        let source = elements[2].as(DeclReferenceExprSyntax.self), source.baseName.text == value
      else { continue }
      let target =
        elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? elements[0].as(MemberAccessExprSyntax.self).flatMap {
          $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil
        }
      guard let target, stored.contains(target) else { continue }
      file.replace(
        source, with: "\(value) as? \(delegateType)",
        what: "\(target) = \(value) -> \(target) = \(value) as? \(delegateType)",
        why: "the override's new value is a ScrollViewDelegate; the property keeps UIKit's type")
    }
  }
}
