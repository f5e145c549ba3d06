/// One change `inertia port` makes (or, for a note, one it cannot make), reported on one line:
/// where, what, and why.
public struct PortRewrite: Sendable, Equatable, CustomStringConvertible {
  /// Whether the source was changed here or only a note is given.
  public enum Kind: String, Sendable {
    /// The source is rewritten.
    case rewrite
    /// Left as written: the rewriter cannot port it (the reason says what to do by hand).
    case note
  }

  /// The file, as the user named it (or as found in a folder the user named).
  public var file: String
  /// The 1-based line in the original file.
  public var line: Int
  /// Whether this is a rewrite or a note.
  public var kind: Kind
  /// What changes, such as "import UIKit -> import InertiaUIKit".
  public var what: String
  /// Why, such as "UIKit does not exist on Linux".
  public var why: String

  /// Creates a report line.
  public init(file: String, line: Int, kind: Kind = .rewrite, what: String, why: String) {
    self.file = file
    self.line = line
    self.kind = kind
    self.what = what
    self.why = why
  }

  /// `FILE:LINE: WHAT (WHY)`, or `FILE:LINE: not rewritten: WHAT (WHY)` for a note; always one
  /// line (line breaks in the parts become spaces).
  public var description: String {
    let prefix = kind == .note ? "not rewritten: " : ""
    return Self.oneLine("\(file):\(line): \(prefix)\(what) (\(why))")
  }

  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
