import SwiftSyntax

/// Swipe to delete follows `tableView(_:commit:forRowAt:)`, as UIKit's does: UIKit offers the
/// delete swipe on a row only when the table's data source implements `commit` (and answers
/// `canEditRowAt` true, its default). Swift cannot tell at run time whether a method is
/// implemented, so Inertia's defaults answer `canEditRowAt` without knowing: a
/// `UITableViewController` answers true (its subclasses usually implement `commit`), a plain data
/// source answers true only while the table is editing. The port reads the program instead:
///
/// - a `UITableViewController` subclass that implements neither `commit` nor `canEditRowAt` (in its
///   body, an extension or a superclass among the files) gets
///   `override func tableView(_:canEditRowAt:) -> Bool { tableView.isEditing }`, so a horizontal
///   drag on its rows goes to the scroll view around the table (a pager of table pages), as on iOS;
/// - a class adopting `UITableViewDataSource` that implements `commit` but not `canEditRowAt`
///   gets `func tableView(_:canEditRowAt:) -> Bool { true }` in an extension, so its rows offer
///   the delete swipe, as on iOS.
///
/// A class with a subclass among the files that implements either method is left as it is.
enum CommitSwipeRule {
  static let commitLabels = ["_", "commit", "forRowAt"]
  static let canEditLabels = ["_", "canEditRowAt"]

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    let extended = classesWithEditingSubclasses(index: index)
    for (name, entry) in index.classes.sorted(by: { $0.key < $1.key }) {
      guard let entry, !extended.contains(name) else { continue }
      let chain = superclassChain(of: name, index: index)
      let implementsCommit = chain.contains { implements(commitLabels, in: $0, index: index) }
      let implementsCanEdit = chain.contains { implements(canEditLabels, in: $0, index: index) }
      let file = files[entry.fileIndex]
      if reachesTableViewController(name, index: index) {
        guard !implementsCommit, !implementsCanEdit else { continue }
        addTableControllerOverride(to: entry, named: name, in: file)
      } else if implementsCommit, !implementsCanEdit, adoptsDataSource(name, entry: entry, index: index) {
        addDataSourceAnswer(to: entry, named: name, in: file)
      }
    }
  }

  /// The class and its superclasses among the files, nearest first.
  static func superclassChain(of name: String, index: TypeIndex) -> [String] {
    var chain = [name]
    var current = name
    while let inherited = index.classNamed(current)?.firstInherited, chain.count < 64 {
      let simple = simpleName(inherited)
      guard index.classNamed(simple) != nil, !chain.contains(simple) else { break }
      chain.append(simple)
      current = simple
    }
    return chain
  }

  /// Whether the superclass chain reaches `UITableViewController`.
  static func reachesTableViewController(_ name: String, index: TypeIndex) -> Bool {
    let last = superclassChain(of: name, index: index).last ?? name
    guard let inherited = index.classNamed(last)?.firstInherited else { return false }
    return simpleName(inherited) == "UITableViewController"
  }

  /// The classes among the files that a class inheriting them (at any depth) implementing
  /// `commit` or `canEditRowAt` extends: each such class's superclass chain, walked once. Asking
  /// every class about every other walked C x C chains: a folder of 2,000 one-class files took
  /// 8.9 s to port, 5,000 took 55 s (release build, before sweep 50).
  static func classesWithEditingSubclasses(index: TypeIndex) -> Set<String> {
    var extended: Set<String> = []
    for other in index.classes.keys
    where implements(commitLabels, in: other, index: index)
      || implements(canEditLabels, in: other, index: index)
    {
      extended.formUnion(superclassChain(of: other, index: index).dropFirst())
    }
    return extended
  }

  static func implements(_ labels: [String], in type: String, index: TypeIndex) -> Bool {
    index.methods[simpleName(type)]?["tableView"]?.contains(labels) ?? false
  }

  /// Whether the class or an extension of it lists `UITableViewDataSource`.
  static func adoptsDataSource(_ name: String, entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    func lists(_ clause: InheritanceClauseSyntax?) -> Bool {
      clause?.inheritedTypes.contains { simpleName($0.type.trimmedDescription) == "UITableViewDataSource" }
        ?? false
    }
    if lists(entry.node.inheritanceClause) { return true }
    return index.extensions.contains { $0.extendedName == name && lists($0.node.inheritanceClause) }
  }

  static func simpleName(_ text: String) -> String {
    let trimmed = text.filter { !$0.isWhitespace }
    return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
  }

  /// The access an added member of the class needs (`public ` in a public or open class).
  static func access(of entry: TypeIndex.ClassEntry) -> String {
    entry.node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } ? "public " : ""
  }

  /// The access of an added override: `open ` in an open class, so that a subclass in another
  /// module (an app's controller over a library's, each given its own override) may override it
  /// (sixty-third trial: the app's was rejected as "overriding non-open instance method outside of
  /// its defining module"); else as ``access(of:)``.
  static func overrideAccess(of entry: TypeIndex.ClassEntry) -> String {
    entry.node.modifiers.contains { $0.name.text == "open" } ? "open " : access(of: entry)
  }

  private static func addTableControllerOverride(
    to entry: TypeIndex.ClassEntry, named name: String, in file: ParsedFile
  ) {
    let brace = entry.node.memberBlock.rightBrace.position.utf8Offset
    let added =
      "\n\n    \(overrideAccess(of: entry))override func tableView(_ tableView: UITableView, canEditRowAt indexPath: "
      + "IndexPath) -> Bool {\n        tableView.isEditing\n    }"
    file.edit(
      brace, brace, added, line: file.line(of: entry.node.memberBlock.rightBrace),
      what: "override func tableView(_:canEditRowAt:) -> Bool { tableView.isEditing } added to \(name)",
      why: "it implements no tableView(_:commit:forRowAt:), so UIKit offers no swipe to delete on its rows")
  }

  private static func addDataSourceAnswer(
    to entry: TypeIndex.ClassEntry, named name: String, in file: ParsedFile
  ) {
    let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
    let added =
      "\n\nextension \(name) {\n    \(access(of: entry))func tableView(_ tableView: UITableView, canEditRowAt "
      + "indexPath: IndexPath) -> Bool {\n        true\n    }\n}"
    file.edit(
      end, end, added, line: file.line(of: entry.node.memberBlock.rightBrace),
      what: "func tableView(_:canEditRowAt:) -> Bool { true } added for \(name)",
      why: "it implements tableView(_:commit:forRowAt:), so UIKit offers swipe to delete on its rows")
  }
}
