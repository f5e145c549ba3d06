import SwiftSyntax

/// `CoreGraphics.round(self * scale)` -> `Foundation.round(self * scale)` (also `Darwin.` and
/// `QuartzCore.` before a lower-case name: a C library function, `floor`, `ceil`, `sqrt`, `pow`):
/// code inside an extension of `CGFloat`, whose own `round(_:)` would hide the global function,
/// names the module (GridView's `CGFloatExtension`, sixty-fourth trial). On iOS those modules
/// re-export Darwin's C library; on Linux they do not exist, and Foundation re-exports Glibc, which
/// has the same functions. A capitalised name (a type) is left alone.
enum MathQualifierRule {
  /// The modules whose qualified C functions come from Foundation on Linux.
  static let modules: Set<String> = ["CoreGraphics", "Darwin", "QuartzCore"]

  static func rewrite(_ node: MemberAccessExprSyntax, in file: ParsedFile) {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      modules.contains(base.baseName.text)
    else { return }
    let name = node.declName.baseName.text
    guard let first = name.first, first.isLowercase else { return }
    file.replace(
      base, with: "Foundation",
      what: "\(base.baseName.text).\(name) -> Foundation.\(name)",
      why: "\(base.baseName.text) does not exist on Linux; Foundation re-exports the C library (Glibc) there")
  }
}
