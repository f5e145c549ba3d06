import Foundation
import InertiaUIKit
import Testing

// The text-field helper of Sethmr/SethAndBrandisWedding (the fifty-fifth trial's second program),
// which moves the caret through UITextInput's document positions: it selects the beginning of the
// document, then its end, so a field that kept a stale caret after trailing whitespace draws it
// again at the end. Here a guest form written in the program's idioms (a `UITextField` extension
// over `beginningOfDocument`, `endOfDocument` and `textRange(from:to:)`; a phone number formatted
// while it is typed, its caret kept the same distance from the end) is typed into after a
// synthesized tap, and the positions are read back as offsets, the values iOS gives: UTF-16
// units, as NSString counts them.

extension UITextField {
  /// Puts the caret at the end of the text by way of the beginning (the program's idiom).
  fileprivate func caretToEnd() {
    let start = beginningOfDocument
    selectedTextRange = textRange(from: start, to: start)
    let end = endOfDocument
    selectedTextRange = textRange(from: end, to: end)
  }

  /// The selection as offsets from the beginning of the document (nil while not editing).
  fileprivate var selectionOffsets: (start: Int, end: Int)? {
    guard let range = selectedTextRange else { return nil }
    return (
      offset(from: beginningOfDocument, to: range.start), offset(from: beginningOfDocument, to: range.end)
    )
  }
}

/// A guest's details: a name field and a phone field that formats its digits as they are typed.
private final class GuestFormController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 47.5, y: 120, width: 280, height: 44))
  let phoneField = UITextField(frame: CGRect(x: 47.5, y: 180, width: 280, height: 44))
  private(set) var changes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.font = UIFont.systemFont(ofSize: 24, weight: .light)
    nameField.placeholder = "First Last"
    phoneField.font = UIFont.systemFont(ofSize: 17)
    phoneField.keyboardType = .phonePad
    phoneField.addTarget(
      self, action: Selector("phoneChanged:", target: self, Self.phoneChanged(_:)), for: .editingChanged)
    view.addSubview(nameField)
    view.addSubview(phoneField)
  }

  /// Formats the digits as (555) 123-4567 and keeps the caret as far from the end as it was.
  func phoneChanged(_ field: UITextField) {
    changes += 1
    guard let selected = field.selectedTextRange else { return }
    let fromEnd = field.offset(from: field.endOfDocument, to: selected.start)
    field.text = Self.formatted(field.text ?? "")
    if let caret = field.position(from: field.endOfDocument, offset: fromEnd) {
      field.selectedTextRange = field.textRange(from: caret, to: caret)
    }
  }

  static func formatted(_ text: String) -> String {
    let digits = String(text.filter(\.isNumber).prefix(10))
    guard digits.count > 3 else { return digits }
    let area = digits.prefix(3)
    let rest = digits.dropFirst(3)
    guard rest.count > 3 else { return "(\(area)) \(rest)" }
    return "(\(area)) \(rest.prefix(3))-\(rest.dropFirst(3))"
  }
}

extension GuestFormController: ActionTarget {}

@MainActor
@Suite struct WeddingTextFieldCaretTests {
  private func host() -> (GuestFormController, UIWindow, GestureSynthesizer) {
    let form = GuestFormController()
    let (_, window, fingers) = trialHost(form)
    return (form, window, fingers)
  }

  private func tap(_ field: UITextField, in window: UIWindow, with fingers: GestureSynthesizer) {
    let frame = field.convert(field.bounds, to: window)
    fingers.tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  @Test func theHelperLeavesTheCaretAfterTrailingWhitespace() {
    let (form, window, fingers) = host()
    let field = form.nameField
    #expect(field.selectedTextRange == nil)
    tap(field, in: window, with: fingers)
    #expect(field.isFirstResponder)
    for letter in "Seth " { field.insertText(String(letter)) }
    #expect(field.selectionOffsets! == (5, 5))
    // A caret moved into the text by the program, then the helper.
    let second = field.position(from: field.beginningOfDocument, offset: 2)!
    field.selectedTextRange = field.textRange(from: second, to: second)
    #expect(field.selectionOffsets! == (2, 2))
    field.caretToEnd()
    #expect(field.selectionOffsets! == (5, 5))
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
    #expect(
      field.text(in: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!) == "Seth ")
    field.insertText("R")
    #expect(field.text == "Seth R")
  }

  @Test func typingFormatsThePhoneNumberWithTheCaretAtTheEnd() {
    let (form, window, fingers) = host()
    let field = form.phoneField
    tap(field, in: window, with: fingers)
    var seen: [String] = []
    for digit in "5551234567" {
      field.insertText(String(digit))
      seen.append(field.text ?? "")
    }
    #expect(seen[2] == "555")
    #expect(seen[3] == "(555) 1")
    #expect(seen[6] == "(555) 123-4")
    #expect(field.text == "(555) 123-4567")
    #expect(field.selectionOffsets! == (14, 14))
    #expect(form.changes == 10)
  }

  @Test func aDeleteInsideTheNumberKeepsTheCaretWhereItWas() {
    let (form, window, fingers) = host()
    let field = form.phoneField
    tap(field, in: window, with: fingers)
    for digit in "5551234567" { field.insertText(String(digit)) }
    // The caret after "(555) 1": backspace deletes the 1 and the digits close up behind it.
    let afterOne = field.position(from: field.beginningOfDocument, offset: 7)!
    field.selectedTextRange = field.textRange(from: afterOne, to: afterOne)
    field.deleteBackward()
    #expect(field.text == "(555) 234-567")
    #expect(field.selectionOffsets! == (6, 6))
    // Typed there, the digit goes in before the 2 and the caret stays after it.
    field.insertText("9")
    #expect(field.text == "(555) 923-4567")
    #expect(field.selectionOffsets! == (7, 7))
  }

  @Test func aSelectionIsReplacedByWhatIsTyped() {
    let (form, window, fingers) = host()
    let field = form.nameField
    tap(field, in: window, with: fingers)
    field.insertText("Seth Rininger")
    let start = field.position(from: field.beginningOfDocument, offset: 5)!
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: start)
    #expect(field.selectionOffsets! == (5, 13))
    #expect(field.text(in: field.selectedTextRange!) == "Rininger")
    field.insertText("B")
    #expect(field.text == "Seth B")
    #expect(field.selectionOffsets! == (6, 6))
  }

  @Test func positionsCountUTF16UnitsAsNSStringDoes() {
    let (form, window, fingers) = host()
    let field = form.nameField
    tap(field, in: window, with: fingers)
    field.insertText("👋🏽 Brandi")
    // The waving hand and its skin tone are two scalars of two UTF-16 units each.
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 11)
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
    let afterHand = field.position(from: field.beginningOfDocument, offset: 4)!
    #expect(field.compare(afterHand, to: field.endOfDocument) == .orderedAscending)
    #expect(field.compare(field.endOfDocument, to: afterHand) == .orderedDescending)
    #expect(field.text(in: field.textRange(from: field.beginningOfDocument, to: afterHand)!) == "👋🏽")
    // A backspace after the hand deletes the whole character, all four units.
    field.selectedTextRange = field.textRange(from: afterHand, to: afterHand)
    field.deleteBackward()
    #expect(field.text == " Brandi")
    #expect(field.selectionOffsets! == (0, 0))
  }

  @Test func theCaretRectangleFollowsTheTextBeforeIt() {
    let (form, window, fingers) = host()
    let field = form.nameField
    tap(field, in: window, with: fingers)
    field.insertText("Seth")
    // 24-point text: a line of 28.8, 0.55 em (13.2) a character; the field is 44 tall.
    let caret = field.caretRect(for: field.endOfDocument)
    #expect(abs(caret.minX - 52.8) < 0.001 && abs(caret.minY - 7.6) < 0.001)
    #expect(caret.width == 2 && abs(caret.height - 28.8) < 0.001)
    field.textAlignment = .center
    let centred = field.caretRect(for: field.beginningOfDocument)
    #expect(abs(centred.minX - (140 - 26.4)) < 0.001)
  }

  @Test func aFieldNotBeingEditedHasNoSelectionAndTakesNone() {
    let (form, window, fingers) = host()
    let field = form.nameField
    field.text = "Brandi"
    let end = field.endOfDocument
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: end)
    #expect(field.selectedTextRange == nil)
    #expect(field.offset(from: field.beginningOfDocument, to: end) == 6)
    // Editing begins with the caret after the text.
    tap(field, in: window, with: fingers)
    #expect(field.selectionOffsets! == (6, 6))
    field.replace(
      field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)!, withText: "Ms ")
    #expect(field.text == "Ms Brandi")
    #expect(field.selectionOffsets! == (3, 3))
  }
}
