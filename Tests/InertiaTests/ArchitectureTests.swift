import Foundation
import Testing

/// The folder layers of docs/architecture.md, checked against the sources: a file may name only the
/// types of the folders its folder's row allows.
@Suite struct ArchitectureTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyFolderKeepsToTheLayersTheArchitectureNoteStates() throws {
    let note = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let rules = LayerRules(markdown: note)
    let sources = try Self.inertiaSources()
    #expect(rules.allowed["Scrolling"]?.contains("Nested") == false)
    #expect(Set(sources.keys).subtracting(rules.allowed.keys).isEmpty, "folders without a row in the note")
    let violations = rules.violations(in: sources)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theScrollCoreNamesNoNestingConcept() throws {
    let note = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let rules = LayerRules(markdown: note)
    #expect(rules.barredWords["Scrolling"] == ["chain", "nested", "coordinator"])
    let violations = rules.barredWordViolations(in: try Self.inertiaSources())
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theCheckCatchesANestingConceptInTheScrollCore() {
    let rules = LayerRules(
      markdown: """
        | never in `Scrolling` | `chain` `coordinator` |
        """)
    let sources = [
      "Scrolling": [
        (
          "Scrolling/ScrollView+Dragging.swift",
          """
          /// Chains in a doc comment are no use.
          extension ScrollView {
            func touchDown() { if isDrivenByChain { return }; let note = "coordinator" }
            var lockedAxis: Axis? { nil }
          }
          """
        )
      ],
      "Nested": [("Nested/Input.swift", "final class ChainInput { var coordinator: Int = 0 }")],
    ]
    #expect(
      rules.barredWordViolations(in: sources) == [
        "Scrolling/ScrollView+Dragging.swift names isDrivenByChain (chain)"
      ])
  }

  @Test func theCheckCatchesAForbiddenReference() {
    let rules = LayerRules(
      markdown: """
        | `Nested` | `Scrolling` |
        | `Scrolling` | |
        """)
    let sources = [
      "Nested": [("Nested/Chain.swift", "final class NestedChain { let view: ScrollView? = nil }")],
      "Scrolling": [
        (
          "Scrolling/ScrollView.swift",
          """
          // NestedChain in a comment is no use.
          @MainActor
          public final class ScrollView { let label = "NestedChain"; var chain: NestedChain? }
          """
        )
      ],
    ]
    #expect(
      rules.violations(in: sources) == ["Scrolling/ScrollView.swift names NestedChain of Nested"])
  }

  /// Every Swift file under Sources/Inertia, by top folder: (path inside Sources/Inertia, text).
  static func inertiaSources() throws -> [String: [(String, String)]] {
    let root = repository.appendingPathComponent("Sources/Inertia")
    var result: [String: [(String, String)]] = [:]
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = String(url.path.dropFirst(root.path.count + 1))
      let parts = relative.split(separator: "/")
      guard parts.count > 1 else { continue }
      result[String(parts[0]), default: []].append((relative, try String(contentsOf: url, encoding: .utf8)))
    }
    return result
  }
}

/// The rows of the note's table and the check they make.
struct LayerRules {
  /// The folders each folder may use.
  var allowed: [String: Set<String>] = [:]

  /// The words no identifier of each folder's code may contain (lowercase).
  var barredWords: [String: [String]] = [:]

  /// Reads the rows "| `Folder` | `Other` `Other` |" and "| never in `Folder` | `word` `word` |".
  init(markdown: String) {
    for line in markdown.split(separator: "\n") where line.hasPrefix("| `") || line.hasPrefix("| never in `")
    {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count >= 3 else { continue }
      let barred = line.hasPrefix("| never in `")
      let folder = cells[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(
        of: "never in ", with: ""
      )
      .trimmingCharacters(in: ["`"])
      let names = cells[2].split(separator: "`").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      if barred {
        barredWords[folder] = names.map { $0.lowercased() }
      } else {
        allowed[folder] = Set(names)
      }
    }
  }

  /// One line per identifier in a folder's code that contains a word barred there.
  func barredWordViolations(in sources: [String: [(String, String)]]) -> [String] {
    var result: [String] = []
    for (folder, words) in barredWords {
      for (path, text) in sources[folder] ?? [] {
        for name in Set(SwiftText.identifiers(in: SwiftText.code(of: text))).sorted() {
          for word in words where name.lowercased().contains(word) {
            result.append("\(path) names \(name) (\(word))")
          }
        }
      }
    }
    return result.sorted()
  }

  /// One line per file that names a top-level type of a folder its own folder may not use.
  func violations(in sources: [String: [(String, String)]]) -> [String] {
    let code = sources.mapValues { $0.map { ($0.0, SwiftText.code(of: $0.1)) } }
    var owners: [String: String] = [:]
    var ambiguous: Set<String> = []
    for (folder, files) in code {
      for (_, text) in files {
        for name in SwiftText.topLevelTypes(in: text) {
          if let owner = owners[name], owner != folder { ambiguous.insert(name) }
          owners[name] = folder
        }
      }
    }
    var result: [String] = []
    for (folder, files) in code {
      let allowedHere = allowed[folder] ?? []
      for (path, text) in files {
        let named = Set(SwiftText.capitalizedWords(in: text)).subtracting(ambiguous)
        for name in named.sorted() {
          guard let owner = owners[name], owner != folder, !allowedHere.contains(owner) else { continue }
          result.append("\(path) names \(name) of \(owner)")
        }
      }
    }
    return result.sorted()
  }
}

/// Just enough of Swift's lexical shape for the layer check.
enum SwiftText {
  /// `text` without comments and string literals (each replaced by a space).
  static func code(of text: String) -> String {
    var out = ""
    var chars = Array(text)[...]
    while let c = chars.first {
      if chars.starts(with: "//") {
        while let d = chars.first, d != "\n" { chars.removeFirst() }
      } else if chars.starts(with: "/*") {
        chars.removeFirst(2)
        while !chars.isEmpty && !chars.starts(with: "*/") { chars.removeFirst() }
        chars = chars.dropFirst(2)
        out.append(" ")
      } else if chars.starts(with: "\"\"\"") {
        chars.removeFirst(3)
        while !chars.isEmpty && !chars.starts(with: "\"\"\"") { chars.removeFirst() }
        chars = chars.dropFirst(3)
        out.append(" ")
      } else if c == "\"" {
        chars.removeFirst()
        while let d = chars.first, d != "\"", d != "\n" {
          chars.removeFirst()
          if d == "\\" { chars = chars.dropFirst() }
        }
        chars = chars.dropFirst()
        out.append(" ")
      } else {
        out.append(c)
        chars.removeFirst()
      }
    }
    return out
  }

  /// The names of the types declared at the top level (lines that start in column 0).
  static func topLevelTypes(in code: String) -> [String] {
    let modifiers: Set<String> = [
      "public", "internal", "private", "fileprivate", "open", "final", "indirect", "nonisolated", "package",
    ]
    let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
    var names: [String] = []
    for line in code.split(separator: "\n") where line.first.map({ !$0.isWhitespace }) ?? false {
      let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
      var index = 0
      while index < words.count, words[index].hasPrefix("@") || modifiers.contains(words[index]) {
        index += 1
      }
      guard index + 1 < words.count, kinds.contains(words[index]) else { continue }
      let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if name.first?.isUppercase ?? false { names.append(String(name)) }
    }
    return names
  }

  /// Every identifier that starts with a capital letter.
  static func capitalizedWords(in code: String) -> [String] {
    identifiers(in: code).filter { $0.first?.isUppercase ?? false }
  }

  /// Every identifier (and keyword), in order.
  static func identifiers(in code: String) -> [String] {
    var words: [String] = []
    var current = ""
    for c in code {
      if c.isLetter || c.isNumber || c == "_" {
        current.append(c)
      } else {
        if current.first.map({ !$0.isNumber }) ?? false { words.append(current) }
        current = ""
      }
    }
    if current.first.map({ !$0.isNumber }) ?? false { words.append(current) }
    return words
  }
}
