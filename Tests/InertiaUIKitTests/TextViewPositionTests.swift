import Foundation
import InertiaUIKit
import Testing

// UITextInput's positions on a text view: typing goes in at the caret (a program moving it with
// `selectedTextRange` or `selectedRange`), the two spellings of the selection agree, and the
// caret's rectangle sits on the wrapped line that holds it.

/// A note box that logs what its delegate hears.
private final class NoteBox: NSObject, UITextViewDelegate {
  var calls: [String] = []

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    calls.append("should \(range.location),\(range.length) \(text)")
    return true
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    calls.append("selection \(textView.selectedRange.location)")
  }
}

@MainActor
@Suite struct TextViewPositionTests {
  private func editingTextView(_ box: NoteBox) -> (UITextView, UIWindow) {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: ManualClock())
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    textView.font = UIFont.systemFont(ofSize: 10)
    window.addSubview(textView)
    window.layoutIfNeeded()
    textView.delegate = box
    textView.becomeFirstResponder()
    return (textView, window)
  }

  @Test func typingGoesInAtTheCaretAProgramMoved() {
    let box = NoteBox()
    let (textView, window) = editingTextView(box)
    _ = window
    textView.text = "Dear guests"
    #expect(textView.selectedRange == NSRange(location: 11, length: 0))
    let afterDear = textView.position(from: textView.beginningOfDocument, offset: 4)!
    textView.selectedTextRange = textView.textRange(from: afterDear, to: afterDear)
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
    textView.insertText(" dear")
    #expect(textView.text == "Dear dear guests")
    #expect(textView.selectedRange == NSRange(location: 9, length: 0))
    #expect(box.calls == ["should 4,0  dear", "selection 9"])
    // A selection from the older NSRange spelling reads back as positions.
    textView.selectedRange = NSRange(location: 5, length: 5)
    let selected = textView.selectedTextRange!
    #expect(textView.offset(from: textView.beginningOfDocument, to: selected.start) == 5)
    #expect(textView.offset(from: selected.start, to: selected.end) == 5)
    textView.deleteBackward()
    #expect(textView.text == "Dear guests")
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func theCaretSitsOnTheWrappedLineThatHoldsIt() {
    let box = NoteBox()
    let (textView, _) = editingTextView(box)
    // 200 wide less 5 of padding each side: 190 / 5.5 = 34 characters a line at 10 points.
    textView.text = "Join us for dinner and dancing after the ceremony"
    let line = textView.caretRect(for: textView.beginningOfDocument)
    #expect(line.minX == 5 && line.minY == 8 && line.width == 2 && abs(line.height - 12) < 0.001)
    let ceremony = textView.position(from: textView.endOfDocument, offset: -8)!
    let caret = textView.caretRect(for: ceremony)
    #expect(abs(caret.minY - 20) < 0.001)
    // The first line ends at "dancing" (30 characters; " after" would make 36).
    #expect(abs(caret.minX - (5 + 5.5 * CGFloat("after the ".count))) < 0.001)
  }

  @Test func aRangeOfTheProgramsOwnIsNotThisTextsAndChangesNothing() {
    let box = NoteBox()
    let (textView, _) = editingTextView(box)
    textView.text = "RSVP"
    final class Elsewhere: UITextRange {}
    textView.selectedTextRange = Elsewhere()
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
    #expect(textView.text(in: Elsewhere()) == nil)
    #expect(textView.markedTextRange == nil)
    #expect(textView.hasText)
  }
}
