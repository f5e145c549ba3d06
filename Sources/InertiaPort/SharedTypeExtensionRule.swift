import SwiftSyntax

/// `extension UIColor: VectorConvertible { … }` beside `extension CGColor: VectorConvertible { … }`
/// in the files (YetAnotherAnimationLibrary animates both): on iOS they are two classes; in
/// InertiaUIKit `UIColor` and `CGColor` are one type (Inertia's colour), as are `UIImage` and
/// `CGImage`, and Swift rejects the second conformance ("redundant conformance"). The UIKit
/// class's extension goes under `#if canImport(UIKit)` (kept on iOS, left out on Linux): the Core
/// Graphics one already makes the type conform, and it is the one building values from components
/// (the UIKit one hands its work to it, and would call itself here).
enum SharedTypeExtensionRule {
  /// UIKit classes that InertiaUIKit declares as the same type as a Core Graphics one.
  static let sharedTypes = ["UIColor": "CGColor", "UIImage": "CGImage"]

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    var coreGraphics: Set<String> = []
    for entry in index.extensions where sharedTypes.values.contains(entry.extendedName) {
      for type in entry.node.inheritanceClause?.inheritedTypes ?? [] {
        coreGraphics.insert(entry.extendedName + ":" + type.type.trimmedDescription)
      }
    }
    guard !coreGraphics.isEmpty else { return }
    for entry in index.extensions {
      guard let twin = sharedTypes[entry.extendedName],
        let shared = entry.node.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription })
          .first(where: { coreGraphics.contains(twin + ":" + $0) })
      else { continue }
      let file = files[entry.fileIndex]
      let start = entry.node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
      let line = file.line(of: entry.node)
      let why =
        "\(entry.extendedName) and \(twin) are one type in InertiaUIKit; the extension of \(twin) already "
        + "adopts \(shared)"
      file.edit(
        start, start, "#if canImport(UIKit)\n", line: line, what: "#if canImport(UIKit) added", why: why)
      file.edit(
        end, end, "\n#endif", line: line,
        what: "extension \(entry.extendedName): \(shared) kept for iOS only (#endif added)", why: why)
    }
  }
}
