import Foundation
import Inertia

// UIKit's spellings of the text inputs' fonts and attributed text, and their types' UIKit names.

/// UIKit's name for ``Inertia/TextView``.
public typealias UITextView = TextView
/// UIKit's name for ``Inertia/TextViewDelegate`` (same requirement spellings).
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's name for ``Inertia/TextContainer``.
public typealias NSTextContainer = TextContainer
/// UIKit's name for ``Inertia/TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's name for ``Inertia/TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's name for ``Inertia/TextSpellCheckingType``.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's name for ``Inertia/TextSmartDashesType``.
public typealias UITextSmartDashesType = TextSmartDashesType
/// UIKit's name for ``Inertia/TextSmartQuotesType``.
public typealias UITextSmartQuotesType = TextSmartQuotesType
/// UIKit's name for ``Inertia/TextSmartInsertDeleteType``.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
/// UIKit's name for ``Inertia/KeyboardAppearance``.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// UIKit's name for ``Inertia/TextContentType``.
public typealias UITextContentType = TextContentType
/// UIKit's older name for `UITextField.BorderStyle`.
public typealias UITextBorderStyle = TextField.BorderStyle
/// UIKit's older name for `UITextField.ViewMode`.
public typealias UITextFieldViewMode = TextField.ViewMode

extension TextField {
  /// The font as UIKit spells it; setting it sets `fontSize` (nil: 17 pt).
  public var font: UIFont? {
    get { UIFont(size: fontSize) }
    set { fontSize = newValue?.pointSize ?? 17 }
  }

  /// The text with its font and colour as attributes; setting it sets the text, and the font,
  /// colour and alignment from the first character's attributes.
  public var attributedText: NSAttributedString? {
    get {
      NSAttributedString(
        string: text ?? "", attributes: [.font: UIFont(size: fontSize), .foregroundColor: textColor as Color])
    }
    set {
      text = newValue?.string ?? ""
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { fontSize = font.pointSize }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }
  }

  /// The placeholder as attributed text; setting it sets the text ``Inertia/TextField/placeholder``
  /// answers, without calling a subclass's `placeholder` setter, as UIKit's does not (a
  /// subclass's `placeholder` observer that sets `attributedPlaceholder` runs once).
  public var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholderStorage = newValue?.string }
  }
}

extension TextView {
  /// The font as UIKit spells it; setting it sets `fontSize` (nil: 12 pt).
  public var font: UIFont? {
    get { UIFont(size: fontSize) }
    set { fontSize = newValue?.pointSize ?? 12 }
  }

  /// The text with its font and colour as attributes; setting it sets the text, and the font,
  /// colour and alignment from the first character's attributes.
  public var attributedText: NSAttributedString! {
    get {
      NSAttributedString(
        string: text, attributes: [.font: UIFont(size: fontSize), .foregroundColor: textColor])
    }
    set {
      text = newValue?.string ?? ""
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { fontSize = font.pointSize }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }
  }
}

/// UIKit's name for ``Inertia/TextPosition``.
public typealias UITextPosition = TextPosition
/// UIKit's name for ``Inertia/TextRange``.
public typealias UITextRange = TextRange
/// UIKit's name for ``Inertia/TextInput``.
public typealias UITextInput = TextInput
/// UIKit's name for ``Inertia/KeyInput``.
public typealias UIKeyInput = KeyInput
