import SwiftSyntax

/// A class of the files rooted in `NSObject` with `dynamic` stored properties (`@objc public
/// dynamic var minimumHeight: CGFloat = 0 { didSet { … } }`): on iOS others observe them by key
/// path (`header.addObserver(self, forKeyPath: "minimumHeight", …)`), and the Objective-C runtime
/// reports each set. Foundation on Linux has neither, and `dynamic` goes (``AttributeRule``). So
/// the class gets `extension C: KeyValueObservable {}` (Inertia's observing for a program's own
/// objects) and each such property calls `didChangeValue(forKey: "name")` at the end of its
/// `didSet` (a `didSet` is added when it has none). Computed properties, classes with another
/// root and files that do not import UIKit (or Texture) are left alone.
enum KeyValueObservableRule {
  static let protocolName = "KeyValueObservable"
  static let why =
    "Foundation on Linux has no key-value observing; KeyValueObservable reports the property's "
    + "changes to the observers added with addObserver(_:forKeyPath:options:context:)"

  static func add(in files: [ParsedFile], index: TypeIndex) {
    for name in index.classes.keys.sorted() {
      guard let entry = index.classNamed(name), CoderInitRule.root(of: name, index: index) == "NSObject"
      else { continue }
      let file = files[entry.fileIndex]
      // The protocol comes with InertiaUIKit: a file that does not import it is left alone.
      guard !file.importedModules.isDisjoint(with: ["InertiaUIKit", "InertiaTexture"]) else { continue }
      var reported = false
      for member in entry.node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }),
          variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
          let binding = variable.bindings.first,
          let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          report(binding, property: property, of: name, in: file)
        else { continue }
        reported = true
      }
      if reported {
        file.appendConformance(of: name, to: protocolName, line: file.line(of: entry.node), why: why)
      }
    }
  }

  /// Adds the report to the property's `didSet`; false for a computed property.
  private static func report(
    _ binding: PatternBindingSyntax, property: String, of className: String, in file: ParsedFile
  ) -> Bool {
    let call = "didChangeValue(forKey: \"\(property)\")"
    let what = "\(call) added to \(className).\(property)"
    guard let accessors = binding.accessorBlock else {
      let offset = binding.endPositionBeforeTrailingTrivia.utf8Offset
      file.edit(offset, offset, " { didSet { \(call) } }", line: file.line(of: binding), what: what, why: why)
      return true
    }
    guard case .accessors(let list) = accessors.accessors,
      let didSet = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }),
      let body = didSet.body,
      !list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
    else {
      if case .accessors(let list) = accessors.accessors,
        list.allSatisfy({ $0.accessorSpecifier.tokenKind == .keyword(.willSet) })
      {
        let offset = accessors.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        file.edit(offset, offset, "didSet { \(call) } ", line: file.line(of: binding), what: what, why: why)
        return true
      }
      return false
    }
    let offset = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = lineIndentation(before: offset, in: file)
    // A brace on a line of its own: the call on the line before it, one level in.
    let text = indent.map { "    \(call)\n\($0)" } ?? "; \(call) "
    file.edit(offset, offset, text, line: file.line(of: binding), what: what, why: why)
    return true
  }

  /// The spaces and tabs from the start of the line to `offset`, nil when other text comes first.
  private static func lineIndentation(before offset: Int, in file: ParsedFile) -> String? {
    var start = offset
    while start > 0, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 { start -= 1 }
    guard start == 0 || file.bytes[start - 1] == 0x0A else { return nil }
    return String(decoding: file.bytes[start..<offset], as: UTF8.self)
  }
}
