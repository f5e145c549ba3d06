import SwiftSyntax

/// Moves `override` members declared in an extension into the body of their class when the class
/// is in the files given: Swift on Linux rejects overriding in an extension ("declared in 'X'
/// cannot be overridden from extension"), which Objective-C classes allow. Methods and properties
/// an extension declares that a subclass in the files overrides move too ("declared in extension
/// and cannot be overridden": an Objective-C class's extension members are dynamic on iOS).
enum OverrideMover {
  static let why =
    "Swift on Linux cannot override from an extension (only @objc members can, on Apple platforms)"

  static func move(in files: [ParsedFile], index: TypeIndex) {
    var insertions: [String: (entry: TypeIndex.ClassEntry, text: String)] = [:]
    var order: [String] = []
    let overridden = namesOverriddenBelow(index)
    for ext in index.extensions where ext.node.genericWhereClause == nil {
      let members = ext.node.memberBlock.members
      let below = overridden[ext.extendedName] ?? []
      let overrides = Array(members).filter {
        isOverride($0.decl) || (isMethodOrProperty($0.decl) && below.contains(memberName($0.decl)))
      }
      guard !overrides.isEmpty else { continue }
      let file = files[ext.fileIndex]
      guard let entry = index.classNamed(ext.extendedName) else {
        for member in overrides {
          file.note(
            line: file.line(of: member), what: "override in an extension of \(ext.extendedName)",
            why: "its class is not in the files given; move it into the class by hand")
        }
        continue
      }
      let condition = enclosingCondition(of: ext.node, in: file)
      var moved = "\n"
      for member in overrides {
        keepExtensionAccess(of: ext.node, on: member, in: file)
        moved += take(member, from: file)
        let what =
          isOverride(member.decl)
          ? "override \(memberName(member.decl))" : "\(memberName(member.decl)), which a subclass overrides,"
        file.reports.append(
          PortRewrite(
            file: file.path, line: file.line(of: member),
            what: "\(what) moved from an extension into class \(entry.node.name.text)", why: why))
      }
      if ext.fileIndex != entry.fileIndex { widenAccess(usedBy: overrides, in: file) }
      if overrides.count == members.count, ext.node.inheritanceClause == nil,
        ext.node.attributes.isEmpty
      {
        removeWhole(ext.node, in: file)
      }
      if insertions[ext.extendedName] == nil { order.append(ext.extendedName) }
      insertions[ext.extendedName, default: (entry, "")].text += wrapped(moved, condition: condition)
    }
    for name in order {
      guard let insertion = insertions[name] else { continue }
      let file = files[insertion.entry.fileIndex]
      let brace = insertion.entry.node.memberBlock.rightBrace.position.utf8Offset
      file.edits.append(SourceEdit(start: brace, end: brace, replacement: insertion.text))
    }
  }

  /// The member's text (with its comments, and with the edits already made inside it), deleted
  /// from its extension.
  static func take(_ member: MemberBlockItemSyntax, from file: ParsedFile) -> String {
    let range = member.position.utf8Offset..<member.endPosition.utf8Offset
    // The blank line that separated it from the next member goes with it.
    var end = range.upperBound
    var after = end + 1
    while after < file.bytes.count, file.bytes[after] == 0x20 || file.bytes[after] == 0x09 { after += 1 }
    if end < file.bytes.count, file.bytes[end] == 0x0A, after < file.bytes.count, file.bytes[after] == 0x0A {
      end += 1
    }
    let inside = file.edits.filter { $0.start >= range.lowerBound && $0.end <= range.upperBound }
    file.edits.removeAll { $0.start >= range.lowerBound && $0.end <= range.upperBound }
    let text = SourceEdit.apply(inside, to: file.bytes, in: range)
    // The member before, moved too, may have taken the line break that starts this one.
    let taken = file.edits.filter { $0.replacement.isEmpty && $0.start < range.lowerBound }
      .map(\.end).filter { $0 > range.lowerBound }.max()
    file.edits.append(SourceEdit(start: taken ?? range.lowerBound, end: end, replacement: ""))
    return text
  }

  /// Replaces the member deletions inside an emptied extension by one deletion of the extension.
  static func removeWhole(_ node: ExtensionDeclSyntax, in file: ParsedFile) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    file.edits.removeAll { $0.start >= start && $0.end <= end }
    let range = SourceEdit.removalRange(start, end, in: file.bytes)
    // The blank line after it goes too.
    let upper = range.upperBound < file.bytes.count && file.bytes[range.upperBound] == 0x0A ? 1 : 0
    file.edits.append(SourceEdit(start: range.lowerBound, end: range.upperBound + upper, replacement: ""))
  }

  /// The names of the members (as ``memberName(_:)`` gives them) that classes in the files
  /// override, by each class above them in the files (a member is found in a class's ancestors).
  static func namesOverriddenBelow(_ index: TypeIndex) -> [String: Set<String>] {
    var own: [String: Set<String>] = [:]
    for case (let name, let entry?) in index.classes {
      for member in entry.node.memberBlock.members where isOverride(member.decl) {
        own[name, default: []].insert(memberName(member.decl))
      }
    }
    for ext in index.extensions {
      for member in ext.node.memberBlock.members where isOverride(member.decl) {
        own[ext.extendedName, default: []].insert(memberName(member.decl))
      }
    }
    var result: [String: Set<String>] = [:]
    for (name, names) in own {
      var seen: Set<String> = [name]
      var ancestor = index.classNamed(name)?.firstInherited
      while let current = ancestor, let entry = index.classNamed(current), seen.insert(current).inserted {
        result[current, default: []].formUnion(names)
        ancestor = entry.firstInherited
      }
    }
    return result
  }

  static func isMethodOrProperty(_ decl: DeclSyntax) -> Bool {
    decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self)
  }

  static func isOverride(_ decl: DeclSyntax) -> Bool {
    let modifiers: DeclModifierListSyntax? =
      decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
    return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
  }

  static func memberName(_ decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return "\(function.name.text)(\(labels.joined()))"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.first?.pattern.sourceText ?? "property"
    }
    if decl.is(InitializerDeclSyntax.self) { return "init" }
    return "subscript"
  }
}
