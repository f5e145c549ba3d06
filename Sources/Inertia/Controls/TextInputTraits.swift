import Foundation

// UITextInputTraits: what a text input asks of the keyboard. The simulated keyboard types
// whatever it is given, so these are kept for the program to read, except that secure entry
// draws bullets and a text field's traits are the same on a text view.

/// Whether the keyboard corrects spelling as the user types (UITextAutocorrectionType).
public enum TextAutocorrectionType: Int, Sendable {
  /// The input's default.
  case `default`
  /// No correction.
  case no
  /// Correction.
  case yes
}

/// How the keyboard capitalizes (UITextAutocapitalizationType).
public enum TextAutocapitalizationType: Int, Sendable {
  /// No capitals.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters
}

/// Whether misspellings are marked (UITextSpellCheckingType).
public enum TextSpellCheckingType: Int, Sendable {
  /// The input's default.
  case `default`
  /// No spell checking.
  case no
  /// Spell checking.
  case yes
}

/// Whether the keyboard turns two hyphens into a dash (UITextSmartDashesType).
public enum TextSmartDashesType: Int, Sendable {
  /// The input's default.
  case `default`
  /// No smart dashes.
  case no
  /// Smart dashes.
  case yes
}

/// Whether the keyboard turns straight quotes into curly ones (UITextSmartQuotesType).
public enum TextSmartQuotesType: Int, Sendable {
  /// The input's default.
  case `default`
  /// No smart quotes.
  case no
  /// Smart quotes.
  case yes
}

/// Whether the keyboard adds and removes spaces around pasted and deleted words
/// (UITextSmartInsertDeleteType).
public enum TextSmartInsertDeleteType: Int, Sendable {
  /// The input's default.
  case `default`
  /// No smart insertion and deletion.
  case no
  /// Smart insertion and deletion.
  case yes
}

/// The keyboard's look (UIKeyboardAppearance).
public enum KeyboardAppearance: Int, Sendable {
  /// The system's default.
  case `default`
  /// Dark.
  case dark
  /// Light.
  case light

  /// The older name of ``dark``.
  public static let alert = KeyboardAppearance.dark
}

/// What kind of content an input holds, for autofill (UITextContentType).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The content type's name.
  public let rawValue: String
  /// Creates a content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A full name.
  public static let name = TextContentType(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A URL.
  public static let URL = TextContentType(rawValue: "url")
  /// A full street address.
  public static let fullStreetAddress = TextContentType(rawValue: "street-address")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
}

/// The keyboard settings shared by text fields and text views (UITextInputTraits).
public struct TextInputTraits: Equatable, Sendable {
  /// Autocorrection. Default `.default`.
  public var autocorrectionType: TextAutocorrectionType = .default
  /// Capitalization. Default `.sentences`.
  public var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Spell checking. Default `.default`.
  public var spellCheckingType: TextSpellCheckingType = .default
  /// Smart dashes. Default `.default`.
  public var smartDashesType: TextSmartDashesType = .default
  /// Smart quotes. Default `.default`.
  public var smartQuotesType: TextSmartQuotesType = .default
  /// Smart insertion and deletion. Default `.default`.
  public var smartInsertDeleteType: TextSmartInsertDeleteType = .default
  /// The keyboard's look. Default `.default`.
  public var keyboardAppearance: KeyboardAppearance = .default
  /// Whether the return key is disabled while the text is empty. Default false.
  public var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden (bullets) and not copyable. Default false.
  public var isSecureTextEntry = false
  /// The content type for autofill. Default nil.
  public var textContentType: TextContentType?

  /// The default settings (a text view's or field's before any is set).
  public init() {}
}

/// A text input with keyboard settings: ``TextField`` and ``TextView``. Each trait is also a
/// property of its own, as UITextInputTraits spells them.
@preconcurrency @MainActor
public protocol TextInputTraitsOwner: AnyObject {
  /// The keyboard settings.
  var inputTraits: TextInputTraits { get set }
}

extension TextInputTraitsOwner {
  /// Autocorrection (UITextInputTraits).
  public var autocorrectionType: TextAutocorrectionType {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// Capitalization (UITextInputTraits).
  public var autocapitalizationType: TextAutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// Spell checking (UITextInputTraits).
  public var spellCheckingType: TextSpellCheckingType {
    get { inputTraits.spellCheckingType }
    set { inputTraits.spellCheckingType = newValue }
  }
  /// Smart dashes (UITextInputTraits).
  public var smartDashesType: TextSmartDashesType {
    get { inputTraits.smartDashesType }
    set { inputTraits.smartDashesType = newValue }
  }
  /// Smart quotes (UITextInputTraits).
  public var smartQuotesType: TextSmartQuotesType {
    get { inputTraits.smartQuotesType }
    set { inputTraits.smartQuotesType = newValue }
  }
  /// Smart insertion and deletion (UITextInputTraits).
  public var smartInsertDeleteType: TextSmartInsertDeleteType {
    get { inputTraits.smartInsertDeleteType }
    set { inputTraits.smartInsertDeleteType = newValue }
  }
  /// The keyboard's look (UITextInputTraits).
  public var keyboardAppearance: KeyboardAppearance {
    get { inputTraits.keyboardAppearance }
    set { inputTraits.keyboardAppearance = newValue }
  }
  /// Whether the return key is disabled while the text is empty (UITextInputTraits).
  public var enablesReturnKeyAutomatically: Bool {
    get { inputTraits.enablesReturnKeyAutomatically }
    set { inputTraits.enablesReturnKeyAutomatically = newValue }
  }
  /// Whether the text shows as bullets (UITextInputTraits).
  public var isSecureTextEntry: Bool {
    get { inputTraits.isSecureTextEntry }
    set { inputTraits.isSecureTextEntry = newValue }
  }
  /// The content type for autofill (UITextInputTraits).
  public var textContentType: TextContentType! {
    get { inputTraits.textContentType }
    set { inputTraits.textContentType = newValue }
  }

}

extension TextField: TextInputTraitsOwner {}
