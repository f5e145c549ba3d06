/// Reads an Objective-C bridging header (`App-Bridging-Header.h`): Xcode gives every Swift file of
/// the target the modules it imports; on Linux there are no bridging headers, so the modules
/// Inertia gives are imported by the files that use them (``ImplicitImportRule``) and every other
/// import is noted for a hand port.
enum BridgingHeader {
  /// The prefix of the type names of the Inertia modules a header can stand for.
  static let typePrefixes = ["InertiaTexture": "AS", "InertiaUIKit": "UI"]
  /// Modules a header may import that need nothing on Linux.
  static let ignoredModules: Set<String> = ["Foundation", "CoreGraphics", "QuartzCore"]

  /// Whether `path` names a header (`.h`), which is read, never rewritten.
  static func isHeader(_ path: String) -> Bool { path.hasSuffix(".h") }

  /// Notes each import line of `file`'s text in its reports, and adds the modules Inertia gives to
  /// `modules` (keyed by Inertia module, the first header asking for it kept).
  static func read(_ file: ParsedFile, into modules: inout [String: HeaderImport]) {
    for (number, rawLine) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = trimmed(rawLine)
      guard let module = importedModule(line) else { continue }
      let written = String(line.prefix(200))
      if ignoredModules.contains(module) { continue }
      if let replacement = ImportRule.replacements[module], let prefix = typePrefixes[replacement] {
        if modules[replacement] == nil {
          modules[replacement] = HeaderImport(file: file.path, module: module, typePrefix: prefix)
        }
        file.note(
          line: number + 1, what: written,
          why: "Linux has no bridging headers: files naming \(prefix)... types"
            + (prefix == "AS" ? " (or UI... types without UIKit)" : "") + " get import \(replacement)")
      } else {
        file.note(
          line: number + 1, what: written,
          why: "Objective-C is not compiled on Linux: port what it declares to Swift")
      }
    }
  }

  /// The module of an import line (`#import <M/H.h>`, `@import M;`, `#include <M/H.h>`), or the
  /// header's name for a quoted local import; nil for other lines.
  static func importedModule(_ line: String) -> String? {
    let body: Substring
    if line.hasPrefix("@import ") {
      body = line.dropFirst("@import ".count)
      let name = body.prefix { $0 != ";" && $0 != "." && $0 != " " }
      return name.isEmpty ? nil : String(name)
    }
    guard let directive = ["#import", "#include"].first(where: line.hasPrefix) else { return nil }
    body = line.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
    if body.hasPrefix("<") {
      let name = body.dropFirst().prefix { $0 != "/" && $0 != ">" }
      return name.isEmpty ? nil : String(name.hasSuffix(".h") ? name.dropLast(2) : name)
    }
    if body.hasPrefix("\"") {
      let name = body.dropFirst().prefix { $0 != "\"" }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  /// `line` without spaces, tabs and a carriage return at either end.
  private static func trimmed(_ line: Substring) -> String {
    let blank: Set<Character> = [" ", "\t", "\r"]
    return String(line.drop { blank.contains($0) }.reversed().drop { blank.contains($0) }.reversed())
  }
}
