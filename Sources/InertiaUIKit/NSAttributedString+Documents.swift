import Foundation
import Inertia

extension NSAttributedString {
  /// The formats ``init(data:options:documentAttributes:)`` reads (NSAttributedString.DocumentType).
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the format.
    public let rawValue: String
    /// A format named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Plain text.
    public static let plain = DocumentType(rawValue: "NSPlainText")
    /// HTML: read as its text (see ``NSAttributedString/init(data:options:documentAttributes:)``).
    public static let html = DocumentType(rawValue: "NSHTML")
    /// Rich Text Format (not read here).
    public static let rtf = DocumentType(rawValue: "NSRTF")
    /// Rich Text Format with attachments (not read here).
    public static let rtfd = DocumentType(rawValue: "NSRTFD")
  }

  /// The options of ``init(data:options:documentAttributes:)`` (NSAttributedString.DocumentReadingOptionKey).
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the option.
    public let rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The format, a ``DocumentType`` (else guessed: HTML when the text starts with a tag).
    public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
    /// The text encoding, a `String.Encoding` raw value (`UInt`) or `String.Encoding`; default UTF-8.
    public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    /// Attributes given to the whole text, a `[NSAttributedString.Key: Any]`.
    public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
  }

  /// Reads a document (UIKit's `init(data:options:documentAttributes:)`). Plain text is taken as
  /// it is; HTML is read as the text a browser shows: tags removed (with the contents of `script`,
  /// `style` and `head`), runs of white space collapsed to one space, `br` and the ends of
  /// paragraphs, headings, list items, rows and divisions as line breaks, and character references
  /// (`&amp;`, `&#39;`, `&#x2014;` …) decoded. Styles are not read: the text has the
  /// ``DocumentReadingOptionKey/defaultAttributes`` only. RTF and undecodable data throw
  /// `CocoaError(.fileReadCorruptFile)`; `documentAttributes` gets the format under "DocumentType".
  public convenience init(
    data: Data, options: [DocumentReadingOptionKey: Any] = [:],
    documentAttributes: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let encoding = Self.encoding(options[.characterEncoding])
    guard let text = String(data: data, encoding: encoding) else { throw CocoaError(.fileReadCorruptFile) }
    let type =
      options[.documentType] as? DocumentType
      ?? (text.drop(while: \.isWhitespace).first == "<" ? .html : .plain)
    guard type == .html || type == .plain else { throw CocoaError(.fileReadCorruptFile) }
    documentAttributes?.pointee = ["DocumentType": type.rawValue] as NSDictionary
    let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
    self.init(string: type == .html ? HTMLText.text(of: text) : text, attributes: attributes)
  }

  private static func encoding(_ value: Any?) -> String.Encoding {
    if let encoding = value as? String.Encoding { return encoding }
    if let raw = value as? UInt { return String.Encoding(rawValue: raw) }
    if let raw = value as? Int, raw >= 0 { return String.Encoding(rawValue: UInt(raw)) }
    return .utf8
  }
}

/// The text of an HTML document, as a browser lays it out in lines.
enum HTMLText {
  /// Elements whose end (or start) breaks the line.
  static let blocks: Set<String> = [
    "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote",
    "pre", "section", "article", "header", "footer", "dl", "dt", "dd",
  ]
  /// Elements whose content is not shown.
  static let hidden: Set<String> = ["script", "style", "head", "title"]

  /// The shown text of `html`.
  static func text(of html: String) -> String {
    var output = ""
    var pendingSpace = false
    var hiddenElement: String?
    var rest = Substring(html)
    while let first = rest.first {
      if first == "<", let close = rest.firstIndex(of: ">") {
        let tag = Tag(rest[rest.index(after: rest.startIndex)..<close])
        rest = rest[rest.index(after: close)...]
        if let hiddenName = hiddenElement {
          if tag.isEnd && tag.name == hiddenName { hiddenElement = nil }
          continue
        }
        if !tag.isEnd && hidden.contains(tag.name) && !tag.isSelfClosing {
          hiddenElement = tag.name
        } else if tag.name == "br" || blocks.contains(tag.name) {
          if tag.name == "br" || !(output.isEmpty || output.hasSuffix("\n")) { output += "\n" }
          pendingSpace = false
        }
        continue
      }
      let end = rest.firstIndex(of: "<") ?? rest.endIndex
      let run = rest[..<end]
      rest = rest[end...]
      guard hiddenElement == nil else { continue }
      for character in decodeReferences(run) {
        if character.isWhitespace && character != "\u{A0}" {
          pendingSpace = !(output.isEmpty || output.hasSuffix("\n"))
        } else {
          if pendingSpace { output += " " }
          pendingSpace = false
          output.append(character == "\u{A0}" ? " " : character)
        }
      }
    }
    return output
  }

  /// A tag's name (lowercased) and whether it ends or closes itself.
  struct Tag {
    let name: String
    let isEnd: Bool
    let isSelfClosing: Bool
    init(_ body: Substring) {
      isEnd = body.hasPrefix("/")
      isSelfClosing = body.hasSuffix("/")
      name = body.drop(while: { $0 == "/" || $0 == "!" }).prefix(while: { $0.isLetter || $0.isNumber })
        .lowercased()
    }
  }

  static let namedReferences: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "mdash": "\u{2014}",
    "ndash": "\u{2013}", "hellip": "\u{2026}", "copy": "\u{A9}", "reg": "\u{AE}", "lsquo": "\u{2018}",
    "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bull": "\u{2022}",
  ]

  /// `text` with its character references (`&amp;`, `&#39;`, `&#x27;`) replaced; unknown ones stay.
  static func decodeReferences(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var output = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      output += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
        let character = reference(rest[rest.index(after: ampersand)..<semicolon])
      else {
        output.append("&")
        rest = rest.dropFirst()
        continue
      }
      output.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }

  private static func reference(_ name: Substring) -> Character? {
    guard name.hasPrefix("#") else { return namedReferences[String(name)] }
    let digits = name.dropFirst()
    let isHex = digits.first == "x" || digits.first == "X"
    guard let value = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return Character(scalar)
  }
}
