import SwiftSyntax

/// The tables of properties a program's classes declare, written when the program uses key-value
/// coding (`setValue(_:forKey:)` or `value(forKey:)`): on iOS the Objective-C runtime finds any
/// `@objc` property of an object's class by its name; Linux keeps no such table.
///
/// A class gets a table when it derives, directly or through classes of the files, from a UIKit
/// class that answers key-value coding (a view, view controller, gesture recognizer or layer) and
/// declares properties iOS reaches by name: those marked `@objc`, `@IBOutlet`, `@IBInspectable` or
/// `@NSManaged`, and every property Objective-C can represent in an `@objcMembers` class, in its
/// body and its extensions (not `static`, `class`, `override` or `@nonobjc` ones). The table is
/// two methods at the start of the class's body: `setDeclaredValue(_:forKey:)`, with a case
/// setting each settable property from a value converted to its type, and
/// `declaredValue(forKey:)`, with a case reading each property (a `Bool` named `isOn` answers
/// `"on"` too, as iOS's getter search does); other keys go to `super`'s table when a superclass
/// in the files has one (the methods are then overrides). The first class of each chain gets
/// `extension C: KeyValueCodingDeclaring {}` at the end of its file.
enum DeclaredKeyValuesRule {
  /// A property a table names.
  struct Property: Equatable {
    let name: String
    let type: String
    let isSettable: Bool
  }

  /// Whether the files call `setValue(_:forKey:)` or `value(forKey:)`.
  static func isNeeded(in files: [ParsedFile]) -> Bool {
    files.contains { file in
      !file.isHeader && file.identifiers.contains("forKey")
        && file.tree.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == "forKey",
            let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
          else { return false }
          let callee =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
          return callee == "setValue" || callee == "value"
        }
    }
  }

  static func add(in files: [ParsedFile], index: TypeIndex) {
    var tables: [String: [Property]] = [:]
    for (name, entry) in index.classes {
      guard let entry, answersKeyValueCoding(entry, index: index) else { continue }
      let found = properties(of: name, entry: entry, index: index)
      if !found.isEmpty { tables[name] = found }
    }
    let named = tables.mapValues { $0.map(\.name) }
    for name in tables.keys.sorted() {
      guard let entry = index.classNamed(name), let found = tables[name] else { continue }
      let inherits = ObjectiveCMethodsRule.hasAncestor(of: entry, in: named, index: index)
      insert(found, into: entry, named: name, overriding: inherits, files: files)
    }
  }

  /// The UIKit classes (without `UIKit.`) whose key-value coding asks a subclass's table: views,
  /// view controllers, gesture recognizers and layers, by the endings of their names.
  static func isKeyValueCodingBase(_ name: String) -> Bool {
    let plain = name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    if plain.hasPrefix("CA") { return plain.hasSuffix("Layer") }
    guard plain.hasPrefix("UI") else { return false }
    let endings = [
      "View", "Cell", "Controller", "Button", "Label", "Field", "Control", "Bar", "Switch", "Slider",
      "Stepper", "Recognizer", "Indicator", "Picker", "Window", "ReusableView",
    ]
    return endings.contains { plain.hasSuffix($0) }
  }

  /// Whether the first class of `entry`'s chain outside the files answers key-value coding.
  static func answersKeyValueCoding(_ entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    var seen: Set<String> = []
    var current = entry
    while let inherited = current.firstInherited, !seen.contains(inherited) {
      guard let parent = index.classNamed(inherited) else { return isKeyValueCodingBase(inherited) }
      seen.insert(inherited)
      current = parent
    }
    return false
  }

  /// The properties iOS reaches by name that `name` declares in its body and its extensions (those
  /// of other files only when not private).
  static func properties(of name: String, entry: TypeIndex.ClassEntry, index: TypeIndex) -> [Property] {
    let allMembers = entry.node.attributes.contains {
      ObjectiveCMethodsRule.attributeName($0) == "objcMembers"
    }
    var blocks: [(MemberBlockSyntax, sameFile: Bool)] = [(entry.node.memberBlock, true)]
    for found in index.extensions where found.extendedName == name {
      blocks.append((found.node.memberBlock, found.fileIndex == entry.fileIndex))
    }
    var found: [Property] = []
    for (block, sameFile) in blocks {
      for member in block.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for property in exposed(variable, allMembers: allMembers, sameFile: sameFile)
        where !found.contains(where: { $0.name == property.name }) {
          found.append(property)
        }
      }
    }
    return found
  }

  /// The properties of one declaration that iOS reaches by name.
  static func exposed(_ variable: VariableDeclSyntax, allMembers: Bool, sameFile: Bool) -> [Property] {
    let modifiers = variable.modifiers.map { $0.name.text }
    let attributes = variable.attributes.compactMap { ObjectiveCMethodsRule.attributeName($0) }
    let excluded = ["static", "class", "override"].contains { modifiers.contains($0) }
    let marked = attributes.contains { ["objc", "IBOutlet", "IBInspectable", "NSManaged"].contains($0) }
    let hidden =
      !sameFile
      && variable.modifiers.contains {
        $0.detail == nil && ["private", "fileprivate"].contains($0.name.text)
      }
    guard !excluded, !hidden, !attributes.contains("nonobjc"), marked || allMembers else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let bindings = Array(variable.bindings)
    var found: [Property] = []
    for (position, binding) in bindings.enumerated() {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = declaredType(of: bindings[position...]) ?? inferredType(binding.initializer?.value)
      else { continue }
      if !marked, !isRepresentable(type) { continue }
      let plainName = name.filter { $0 != "`" }
      let settable = !isLet && isSettable(binding) && (sameFile || !hasPrivateSetter(variable))
      found.append(Property(name: plainName, type: type, isSettable: settable))
    }
    return found
  }

  /// The annotated type of the first binding, or of the next annotated one (`var a, b: Int`).
  static func declaredType(of bindings: ArraySlice<PatternBindingSyntax>) -> String? {
    for binding in bindings {
      if let annotation = binding.typeAnnotation {
        var text = annotation.type.trimmedDescription
        if text.hasSuffix("!") { text = String(text.dropLast()) + "?" }
        return text
      }
      if binding.initializer != nil { return nil }
    }
    return nil
  }

  /// The type of a literal or an initializer call (`0`, `"a"`, `UIColor()`), nil for another value.
  static func inferredType(_ value: ExprSyntax?) -> String? {
    guard let value else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return nil
  }

  /// Whether a stored property, or a computed one with a setter, can be set.
  static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: true
    case .getter: false
    case .accessors(let accessors):
      accessors.contains {
        [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  /// Whether the setter is private (`private(set)`, `fileprivate(set)`): a table in another
  /// file cannot use it.
  static func hasPrivateSetter(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains { $0.detail != nil && ["private", "fileprivate"].contains($0.name.text) }
  }

  /// Whether Objective-C can represent a type an `@objcMembers` class declares (not an optional
  /// number or flag, nor a tuple).
  static func isRepresentable(_ type: String) -> Bool {
    let scalars = ["Int", "Double", "Float", "CGFloat", "Bool", "Int32", "Int64", "UInt"]
    if type.hasSuffix("?"), scalars.contains(String(type.dropLast())) { return false }
    return !(type.hasPrefix("(") && !type.contains("->"))
  }
}
