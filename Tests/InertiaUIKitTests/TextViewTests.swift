import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// UITextView: editing through its delegate in UIKit's order, content growing with the text and
/// the caret kept in view, self-sizing without scrolling; UITextField's look and traits.
@MainActor
@Suite struct TextViewTests {
  final class NotesDelegate: NSObject, UITextViewDelegate {
    var calls: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      calls.append("change \(range.location),\(range.length) \(text.debugDescription)")
      if text == "\n" {
        textView.resignFirstResponder()
        return false
      }
      return true
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
      calls.append("selection \(textView.selectedRange.location)")
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(textView.text!)") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
  }

  private func scene() -> (UIWindow, GestureSynthesizer, UITextView) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.addSubview(textView)
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), textView)
  }

  @Test func typingAsksAndTellsTheDelegateInUIKitsOrderAndReturnEndsEditingWhereTheAppSaysSo() {
    let (window, gestures, textView) = scene()
    let delegate = NotesDelegate()
    textView.delegate = delegate
    gestures.tap(at: CGPoint(x: 100, y: 100))
    #expect(textView.isEditing && textView.isFirstResponder && window.keyboard.isVisible)
    textView.insertText("Hi")
    textView.deleteBackward()
    textView.insertText("\n")
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "change 0,0 \"Hi\"", "selection 2", "didChange Hi", "change 1,1 \"\"",
        "selection 1", "didChange H", "change 1,0 \"\\n\"", "didEnd",
      ])
    #expect(textView.text == "H" && !textView.isEditing && !window.keyboard.isVisible)
    textView.text = "set in code"
    #expect(delegate.calls.count == 10)
  }

  @Test func theContentGrowsWithTheTextAndTypingKeepsTheCaretLineInView() {
    let (_, gestures, textView) = scene()
    textView.text = (1...29).map { "line \($0)" }.joined(separator: "\n")
    textView.layoutIfNeeded()
    // 12 pt text: 14.4 pt lines, 8 pt above and below.
    #expect(abs(textView.contentSize.height - (29 * 14.4 + 16).rounded(.up)) < 0.5)
    #expect(textView.contentOffset.y == 0)
    gestures.tap(at: CGPoint(x: 100, y: 100))
    textView.insertText("\nline 30")
    #expect(abs(textView.contentSize.height - (30 * 14.4 + 16).rounded(.up)) < 0.5)
    // The caret's line (the 30th) ends at 8 + 30 * 14.4 = 440: its bottom meets the view's.
    #expect(abs(textView.contentOffset.y - 240) < 0.5)
  }

  @Test func withoutScrollingAutoLayoutSizesTheViewToItsText() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = UIFont.systemFont(ofSize: 20)
    textView.textContainer.lineFragmentPadding = 0
    textView.textContainerInset = .zero
    textView.text = "one\ntwo\nthree"
    textView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(textView.frame == CGRect(x: 0, y: 10, width: 320, height: 72))
    textView.text += "\nfour"
    window.layoutIfNeeded()
    #expect(textView.frame.height == 96)
    #expect(textView.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height == 96)
  }

  @Test func aTextFieldsTraitsOverlayViewsAndSecureEntry() throws {
    let window = makeWindow(width: 200, height: 60)
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
    field.borderStyle = .roundedRect
    field.font = UIFont.systemFont(ofSize: 20)
    field.isSecureTextEntry = true
    field.autocorrectionType = .no
    field.autocapitalizationType = .none
    field.textContentType = .password
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = icon
    field.leftViewMode = .unlessEditing
    field.text = "abc"
    window.addSubview(field)
    window.layoutIfNeeded()
    #expect(field.displayedText == "\u{2022}\u{2022}\u{2022}" && field.font?.pointSize == 20)
    #expect(field.inputTraits.autocorrectionType == .no && field.autocapitalizationType == .none)
    #expect(icon.frame == CGRect(x: 0, y: 10, width: 30, height: 20) && !icon.isHidden)
    field.becomeFirstResponder()
    window.layoutIfNeeded()
    #expect(icon.isHidden)
    field.resignFirstResponder()
    field.text = ""
    field.placeholder = "Password"
    let canvas = try render(window)
    // The rounded border is light grey; the grey placeholder starts after the left view.
    #expect(abs(redOf(canvas.pixel(x: 100, y: 10)) - 0.8) < 0.12)
    var inked = false
    for x in 42...60 { for y in 22...38 where redOf(canvas.pixel(x: x, y: y)) < 0.95 { inked = true } }
    #expect(inked)
    #expect(redOf(canvas.pixel(x: 25, y: 30)) > 0.95)
  }
}
