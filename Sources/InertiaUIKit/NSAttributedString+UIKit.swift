// UIKit's text attribute keys, alignment and line-break names, and paragraph styles. Foundation
// on Linux does not declare them.
import Foundation
import Inertia

/// UIKit's name for ``Inertia/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``Inertia/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

extension NSAttributedString.Key {
  /// The font attribute (a UIFont).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour attribute (a UIColor).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour attribute (a UIColor).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style attribute (an NSParagraphStyle).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The letter spacing attribute (a number of points).
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline attribute (an NSUnderlineStyle raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough attribute (an NSUnderlineStyle raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The stroke colour attribute (a UIColor).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The stroke width attribute (a number).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The baseline offset attribute (a number of points).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The link attribute (a URL or a string): what Texture's text nodes take a tap on.
  public static let link = NSAttributedString.Key("NSLink")
}

/// UIKit's underline styles (NSUnderlineStyle).
public struct NSUnderlineStyle: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Creates a style from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 1)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 2)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 9)
  /// A solid line (the pattern bits' default).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line, combined with a line style (`.single.rawValue | .patternDot.rawValue`).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x100)
  /// A dashed line, combined with a line style.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x200)
  /// Alternating dashes and dots, combined with a line style.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x300)
  /// Alternating dashes and two dots, combined with a line style.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x400)
  /// Words only, not the spaces between them, combined with a line style.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Paragraph settings of attributed text (NSParagraphStyle); kept for code that reads them back.
open class NSParagraphStyle: @unchecked Sendable {
  /// How lines are aligned. Default natural.
  public internal(set) var alignment: NSTextAlignment = .natural
  /// Extra space between lines. Default 0.
  public internal(set) var lineSpacing: CGFloat = 0
  /// Space after the paragraph. Default 0.
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// How lines break. Default byWordWrapping.
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The line height multiple (0: the font's). Default 0.
  public internal(set) var lineHeightMultiple: CGFloat = 0
  /// The minimum line height. Default 0.
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The maximum line height (0: none). Default 0.
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// The indent of a paragraph's first line from the leading margin. Default 0.
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  /// The indent of a paragraph's other lines from the leading margin. Default 0.
  public internal(set) var headIndent: CGFloat = 0
  /// The trailing indent (positive: from the leading margin; zero or negative: from the trailing
  /// one). Default 0.
  public internal(set) var tailIndent: CGFloat = 0
  /// How readily words are hyphenated at line ends, 0 (never) to 1. Default 0. Kept for code that
  /// reads it back: text here breaks lines at words and never hyphenates.
  public internal(set) var hyphenationFactor: Float = 0
  /// The default paragraph style.
  public init() {}
  /// The default paragraph style.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// An unchangeable copy with the same settings (NSCopying's `copy()`).
  open func copy() -> Any { copySettings(into: NSParagraphStyle()) }

  /// A changeable copy with the same settings (NSMutableCopying's `mutableCopy()`): an
  /// ``NSMutableParagraphStyle``, as `NSParagraphStyle.default.mutableCopy() as!
  /// NSMutableParagraphStyle` expects.
  open func mutableCopy() -> Any { copySettings(into: NSMutableParagraphStyle()) }

  private func copySettings<Style: NSParagraphStyle>(into style: Style) -> Style {
    style.alignment = alignment
    style.lineSpacing = lineSpacing
    style.paragraphSpacing = paragraphSpacing
    style.lineBreakMode = lineBreakMode
    style.lineHeightMultiple = lineHeightMultiple
    style.minimumLineHeight = minimumLineHeight
    style.maximumLineHeight = maximumLineHeight
    style.firstLineHeadIndent = firstLineHeadIndent
    style.headIndent = headIndent
    style.tailIndent = tailIndent
    style.hyphenationFactor = hyphenationFactor
    return style
  }
}

/// A paragraph style whose settings can be changed (NSMutableParagraphStyle).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// How lines are aligned.
  public override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// Extra space between lines.
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// Space after the paragraph.
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// How lines break.
  public override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// The line height multiple.
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  /// The minimum line height.
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The maximum line height.
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  /// The indent of a paragraph's first line.
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// The indent of a paragraph's other lines.
  public override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  /// The trailing indent.
  public override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  /// How readily words are hyphenated, 0 to 1 (kept; text here never hyphenates).
  public override var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { super.hyphenationFactor = newValue }
  }
}

extension Label {
  /// The label's text with its font and colour as attributes (UILabel.attributedText); setting
  /// it sets ``Inertia/Label/text``, and the font and colour from the first character's
  /// attributes (and the alignment from its paragraph style).
  public var attributedText: NSAttributedString? {
    get {
      text.map {
        NSAttributedString(
          string: $0, attributes: [.font: UIFont(size: fontSize), .foregroundColor: textColor])
      }
    }
    set {
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { fontSize = font.pointSize }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }
  }
}
