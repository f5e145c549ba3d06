import SwiftSyntax

/// The table of Objective-C methods a program's classes declare, written when the program asks an
/// object held as `AnyObject` whether it `responds(to:)` (``AnyObjectRespondsRule``): on iOS the
/// runtime answers from the class's methods; Linux keeps no such table.
///
/// A class's table holds the selectors of its `@objc` and `@IBAction` methods (every method of an
/// `@objcMembers` class), the methods of an `@objc` protocol of the files it implements, and, when
/// the class adopts a UIKit protocol (`UIScrollViewDelegate`, `UITableViewDataSource`...), its
/// methods whose first parameter is a UIKit object (the delegate methods, which take their sender
/// first), in its body and its extensions. A selector is Objective-C's spelling of the Swift name
/// (`scrollViewDidScroll:`), and where UIKit's Swift name dropped a type after a preposition, the
/// spelling with the type too (`tableView:cellForRowAtIndexPath:`, `viewForZoomingInScrollView:`).
/// The class gets `class var objectiveCMethodNames: Set<String>` at the start of its body (an
/// override adding to `super`'s when a superclass in the files has a table), and the first class
/// of each chain `extension C: ObjectiveCMethodDeclaring {}` at the end of its file.
enum ObjectiveCMethodsRule {
  static let prepositions = ["At", "In", "For", "With", "Of", "To", "From", "By", "On"]

  static func add(in files: [ParsedFile], index: TypeIndex) {
    let objcProtocols = objectiveCProtocols(in: files)
    var tables: [String: [String]] = [:]
    for (name, entry) in index.classes {
      guard let entry else { continue }
      let names = selectors(of: name, entry: entry, index: index, objcProtocols: objcProtocols)
      if !names.isEmpty { tables[name] = names }
    }
    for name in tables.keys.sorted() {
      guard let entry = index.classNamed(name), let names = tables[name] else { continue }
      let inherits = hasAncestor(of: entry, in: tables, index: index)
      insert(names, into: entry, named: name, overriding: inherits, files: files)
    }
  }

  /// The selectors of the methods `name` declares in its body and its extensions.
  static func selectors(
    of name: String, entry: TypeIndex.ClassEntry, index: TypeIndex, objcProtocols: [String: Set<String>]
  ) -> [String] {
    let extensions = index.extensions.filter { $0.extendedName == name }.map(\.node)
    let clauses = [entry.node.inheritanceClause] + extensions.map(\.inheritanceClause)
    let adopted = clauses.compactMap { $0 }.flatMap { $0.inheritedTypes.map { $0.type.trimmedDescription } }
    let adoptsUIKit = adopted.contains { SelectorRule.isUIKitDelegateProtocol($0) }
    let required = adopted.compactMap { objcProtocols[$0] }.reduce(into: Set<String>()) { $0.formUnion($1) }
    let allMembers = entry.node.attributes.contains { attributeName($0) == "objcMembers" }
    let members = [entry.node.memberBlock] + extensions.map(\.memberBlock)
    var names: [String] = []
    for block in members {
      for member in block.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          !function.modifiers.contains(where: {
            [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
          })
        else { continue }
        let parameters = Array(function.signature.parameterClause.parameters)
        let labels = parameters.map { $0.firstName.text }
        let key = function.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
        let exposed =
          allMembers || function.attributes.contains { ["objc", "IBAction"].contains(attributeName($0)) }
          || required.contains(key)
          || (adoptsUIKit && isDelegateMethod(function.name.text, parameters))
        guard exposed else { continue }
        for selector in spellings(function.name.text, parameters) where !names.contains(selector) {
          names.append(selector)
        }
      }
    }
    return names
  }

  /// Objective-C's spelling of a method, and UIKit's with the types a preposition dropped.
  static func spellings(_ base: String, _ parameters: [FunctionParameterSyntax]) -> [String] {
    let labels = parameters.map { $0.firstName.text }
    guard let firstLabel = labels.first else { return [base] }
    // Swift puts "With" before a first label, but not before a preposition (`fooIn:`).
    let plain =
      prepositions.contains(where: { $0.lowercased() == firstLabel })
      ? base + firstLabel.prefix(1).uppercased() + firstLabel.dropFirst() + ":"
        + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
      : SelectorRule.objectiveCName(base, labels: labels)
    var pieces: [String] = []
    for (position, parameter) in parameters.enumerated() {
      var piece = position == 0 ? base : (labels[position] == "_" ? "" : labels[position])
      if position == 0, labels[0] != "_" { piece += labels[0].prefix(1).uppercased() + labels[0].dropFirst() }
      let type = typeName(parameter.type)
      if prepositions.contains(where: { piece.hasSuffix($0) || piece == $0.lowercased() }),
        type == "IndexPath" || type.hasPrefix("UI")
      {
        piece += type.hasPrefix("UI") ? String(type.dropFirst(2)) : type
      }
      pieces.append(piece + ":")
    }
    let renamed = pieces.joined()
    return renamed == plain ? [plain] : [plain, renamed]
  }

  /// Whether a method reads as a UIKit delegate method: its first parameter is a UIKit object
  /// that the name starts with (`scrollViewDidScroll(_:)`, `tableView(_:cellForRowAt:)`), or
  /// that a label names (`numberOfSections(in:)`, `viewForZooming(in:)`).
  static func isDelegateMethod(_ base: String, _ parameters: [FunctionParameterSyntax]) -> Bool {
    guard let first = parameters.first else { return false }
    let type = typeName(first.type)
    guard type.hasPrefix("UI") else { return false }
    let sender = type.dropFirst(2)
    let expected = sender.prefix(1).lowercased() + sender.dropFirst()
    return base.hasPrefix(expected) || first.firstName.text != "_"
  }

  /// A type's name without optionality.
  static func typeName(_ type: TypeSyntax) -> String {
    var text = type.trimmedDescription
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    return text
  }

  static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
  }

  /// The `@objc` protocols of the files, with their methods as `base(label:)` keys.
  static func objectiveCProtocols(in files: [ParsedFile]) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for file in files where !file.isHeader {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.protocol) {
        guard let declaration = token.parent?.as(ProtocolDeclSyntax.self),
          declaration.attributes.contains(where: { attributeName($0) == "objc" })
        else { continue }
        found[declaration.name.text] = Set(
          declaration.memberBlock.members.compactMap { member in
            member.decl.as(FunctionDeclSyntax.self).map { function in
              let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
              return function.name.text + "(" + labels.joined() + ")"
            }
          })
      }
    }
    return found
  }

  /// Whether a superclass of `entry` in the files has a table.
  static func hasAncestor(of entry: TypeIndex.ClassEntry, in tables: [String: [String]], index: TypeIndex)
    -> Bool
  {
    var seen: Set<String> = []
    var current = entry
    while let inherited = current.firstInherited, !seen.contains(inherited),
      let parent = index.classNamed(inherited)
    {
      if tables[inherited] != nil { return true }
      seen.insert(inherited)
      current = parent
    }
    return false
  }

  static func insert(
    _ names: [String], into entry: TypeIndex.ClassEntry, named name: String, overriding: Bool,
    files: [ParsedFile]
  ) {
    let file = files[entry.fileIndex]
    let modifiers = entry.node.modifiers.map { $0.name.text }
    let access = modifiers.contains("open") ? "open " : (modifiers.contains("public") ? "public " : "")
    let list = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    let declaration =
      overriding
      ? "\(access)override class var objectiveCMethodNames: Set<String> { super.objectiveCMethodNames.union(\(list)) }"
      : "\(access)class var objectiveCMethodNames: Set<String> { \(list) }"
    let indent = file.indentation(of: entry.node) + "    "
    let start = entry.node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      start, start, "\n\(indent)\(declaration)", line: file.line(of: entry.node),
      what: "\(name): objectiveCMethodNames \(list) added",
      why: "the files ask objects held as AnyObject responds(to:); iOS answers from the class's "
        + "Objective-C methods, which Linux does not keep")
    guard !overriding else { return }
    file.appendConformance(
      of: name, to: "ObjectiveCMethodDeclaring", line: file.line(of: entry.node),
      why: "responds(to:) finds \(name)'s table through the protocol")
  }
}
