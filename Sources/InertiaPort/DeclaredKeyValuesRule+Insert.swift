import SwiftSyntax

extension DeclaredKeyValuesRule {
  static func insert(
    _ properties: [Property], into entry: TypeIndex.ClassEntry, named name: String, overriding: Bool,
    files: [ParsedFile]
  ) {
    let file = files[entry.fileIndex]
    let modifiers = entry.node.modifiers.map { $0.name.text }
    let access = modifiers.contains("open") ? "open " : (modifiers.contains("public") ? "public " : "")
    let head = access + (overriding ? "override " : "")
    let indent = file.indentation(of: entry.node) + "    "
    let lines =
      setterLines(properties, head: head, overriding: overriding)
      + getterLines(properties, head: head, overriding: overriding)
    let text = lines.map { indent + $0 }.joined(separator: "\n")
    let start = entry.node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let names = properties.map(\.name).joined(separator: ", ")
    file.edit(
      start, start, "\n\(text)", line: file.line(of: entry.node),
      what: "\(name): key-value coding table of \(names) added",
      why: "the files use setValue(_:forKey:) or value(forKey:); iOS finds a class's @objc properties "
        + "by name in the Objective-C runtime, which Linux does not have")
    guard !overriding else { return }
    file.appendConformance(
      of: name, to: "KeyValueCodingDeclaring", line: file.line(of: entry.node),
      why: "setValue(_:forKey:) and value(forKey:) find \(name)'s table through the protocol")
  }

  /// `setDeclaredValue(_:forKey:)`: a case for each settable property.
  static func setterLines(_ properties: [Property], head: String, overriding: Bool) -> [String] {
    let other = overriding ? "super.setDeclaredValue(value, forKey: key)" : "false"
    let settable = properties.filter(\.isSettable)
    let signature = "\(head)func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {"
    guard !settable.isEmpty else { return [signature, "    \(other)", "}"] }
    var lines = [signature, "    switch key {"]
    for property in settable {
      let type =
        property.type.contains(" ") || property.type.contains("->") ? "(\(property.type))" : property.type
      lines.append(
        "    case \"\(property.name)\": if let newValue = DeclaredKeyValues.converted(value, to: "
          + "\(type).self, forKey: key, of: self) { self.\(property.name) = newValue }")
    }
    lines += ["    default: return \(other)", "    }", "    return true", "}"]
    return lines
  }

  /// `declaredValue(forKey:)`: a case reading each property.
  static func getterLines(_ properties: [Property], head: String, overriding: Bool) -> [String] {
    var lines = ["\(head)func declaredValue(forKey key: String) -> Any?? {", "    switch key {"]
    for property in properties {
      lines.append("    case \(keys(of: property, among: properties)): .some(self.\(property.name) as Any?)")
    }
    lines += ["    default: \(overriding ? "super.declaredValue(forKey: key)" : "nil")", "    }", "}"]
    return lines
  }

  /// The keys a property answers for reading: its name, and for a `Bool` named `isOn`, `"on"`
  /// too when no other property has that name.
  static func keys(of property: Property, among properties: [Property]) -> String {
    let name = property.name
    guard property.type == "Bool", name.count > 2, name.hasPrefix("is"),
      let first = name.dropFirst(2).first, first.isUppercase
    else { return "\"\(name)\"" }
    let short = first.lowercased() + name.dropFirst(3)
    guard !properties.contains(where: { $0.name == short }) else { return "\"\(name)\"" }
    return "\"\(name)\", \"\(short)\""
  }
}
