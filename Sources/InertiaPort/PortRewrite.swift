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
  /// line: line breaks in what and why (the code they quote) become spaces, and those of the file
  /// name `\u000a` escapes (a space would name another file).
  public var description: String {
    let prefix = kind == .note ? "not rewritten: " : ""
    return "\(Self.escapingLineBreaks(file)):\(line): " + Self.oneLine("\(prefix)\(what) (\(why))")
  }

  /// `text` with each Unicode scalar of its line breaks written `\uXXXX`.
  static func escapingLineBreaks(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    var escaped = ""
    for character in text {
      guard character.isNewline else {
        escaped.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
    }
    return escaped
  }

  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
