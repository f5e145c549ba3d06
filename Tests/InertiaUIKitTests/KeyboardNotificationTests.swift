import Foundation
import InertiaUIKit
import Testing

/// UIKit's keyboard notifications, read the ways iOS code reads them: the end frame as an NSValue
/// (`cgRectValue`) or cast straight to `CGRect`, the duration as a `Double`.
@MainActor
@Suite struct KeyboardNotificationTests {
  /// A form that keeps its field above the keyboard by the bottom inset, as countless apps do.
  final class FormController: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 200, height: 40))
    var names: [String] = []
    var durations: [Double] = []
    var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = view.bounds
      scrollView.contentSize = CGSize(width: view.bounds.width, height: 900)
      scrollView.addSubview(field)
      view.addSubview(scrollView)
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: Selector("keyboardWillShow:", target: self, Self.keyboardWillShow(_:)),
        name: UIResponder.keyboardWillShowNotification, object: nil)
      observers.append(
        center.addObserver(forName: .UIKeyboardWillHide, object: nil, queue: nil) { [unowned self] note in
          nonisolated(unsafe) let note = note
          MainActor.assumeIsolated { keyboardWillHide(note) }
        })
      for name in [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      ] {
        observers.append(
          center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { names.append(name) }
          })
      }
    }

    func keyboardWillShow(_ notification: Notification) {
      guard let info = notification.userInfo,
        let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
      else { return }
      durations.append(duration)
      scrollView.contentInset.bottom = view.convert(frame, from: nil).intersection(view.bounds).height
    }

    func keyboardWillHide(_ notification: Notification) {
      guard let frame = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect else { return }
      scrollView.contentInset.bottom = max(0, view.bounds.maxY - frame.minY)
    }

    func stopObserving() {
      NotificationCenter.default.removeObserver(self)
      observers.forEach(NotificationCenter.default.removeObserver)
    }
  }

  @Test func showingAndHidingPostUIKitsNotificationsInOrderWithFramesCodeCanRead() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = FormController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    defer { controller.stopObserving() }
    GestureSynthesizer(window: window, clock: clock).tap(at: CGPoint(x: 60, y: 420))
    #expect(controller.field.isEditing)
    #expect(
      controller.names == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    #expect(controller.durations == [0.25])
    #expect(controller.scrollView.contentInset.bottom == 336)
    controller.names = []
    #expect(controller.field.resignFirstResponder())
    #expect(
      controller.names == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
      ])
    #expect(controller.scrollView.contentInset.bottom == 0)
  }

  @MainActor final class Recorder {
    var infos: [[AnyHashable: Any]] = []
  }

  @Test func theUserInfoHoldsUIKitsBeginAndEndFramesCurveAndDuration() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let recorder = Recorder()
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { note in
      nonisolated(unsafe) let info = note.userInfo ?? [:]
      MainActor.assumeIsolated { recorder.infos.append(info) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    window.keyboard.height = 300
    window.keyboard.show()
    window.keyboard.show()
    let info = try #require(recorder.infos.count == 1 ? recorder.infos.first : nil)
    #expect(
      info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
        == CGRect(x: 0, y: 480, width: 320, height: 300))
    #expect(
      info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        == CGRect(x: 0, y: 180, width: 320, height: 300))
    #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    // A rectangle does not read as a point or size, and the other way round.
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGPoint == nil)
    let point: Any = NSValue(cgPoint: CGPoint(x: 3, y: 4))
    #expect(point as? CGPoint == CGPoint(x: 3, y: 4) && point as? CGRect == nil)
    #expect((CGSize(width: 5, height: 6) as Any as? NSValue)?.cgSizeValue == CGSize(width: 5, height: 6))
  }
}
