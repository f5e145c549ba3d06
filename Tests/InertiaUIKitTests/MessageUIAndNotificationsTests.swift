import Foundation
import InertiaUIKit
import Testing

/// MessageUI's compose sheets and UserNotifications' local notifications as apps use them: check
/// `canSendMail()` first, fill a sheet, hear how it ended; ask for authorization, schedule a
/// reminder, hear it fire on the app clock.
@MainActor
@Suite(.serialized) struct MessageUIAndNotificationsTests {
  final class MailDelegate: MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate {
    var mailResults: [(MFMailComposeResult, Bool)] = []
    var messageResults: [MessageComposeResult] = []
    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {
      mailResults.append((result, error != nil))
      controller.dismiss(animated: false)
    }
    func messageComposeViewController(
      _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
    ) {
      messageResults.append(result)
      controller.dismiss(animated: false)
    }
  }

  final class NotificationDelegate: UNUserNotificationCenterDelegate {
    var presented: [(String, Double)] = []
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
      presented.append((notification.request.content.title, clock.now))
      completionHandler([.banner, .sound])
    }
  }

  private func labels(in view: UIView) -> [String] {
    var found: [String] = []
    var stack = [view]
    while let next = stack.popLast() {
      if let label = next as? UILabel, let text = label.text { found.append(text) }
      stack += next.subviews.reversed()
    }
    return found
  }

  private func tapButton(_ title: String, in view: UIView, _ gestures: GestureSynthesizer) {
    var stack = [view]
    while let next = stack.popLast() {
      if let button = next as? UIButton, button.currentTitle == title, let window = button.window {
        let frame = button.convert(button.bounds, to: window)
        gestures.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return
      }
      stack += next.subviews
    }
    Issue.record("no button \(title)")
  }

  @Test func linuxCannotSendMailOrTextAndASheetShowsWhatWasSet() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(!MFMessageComposeViewController.canSendText())
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let delegate = MailDelegate()
    let mail = MFMailComposeViewController()
    mail.mailComposeDelegate = delegate
    mail.setToRecipients(["support@example.com"])
    mail.setSubject("Feedback")
    mail.setMessageBody("<p>Hi</p>", isHTML: true)
    #expect(mail.toRecipients == ["support@example.com"] && mail.isHTMLBody)
    root.present(mail, animated: false)
    clock.advance(by: 1)
    window.layoutIfNeeded()
    #expect(labels(in: mail.view).contains("To: support@example.com"))
    #expect(labels(in: mail.view).contains("Subject: Feedback"))
    #expect(mail.topViewController?.title == "Feedback")
    let gestures = GestureSynthesizer(window: window, clock: clock)
    tapButton("Cancel", in: mail.view, gestures)
    clock.advance(by: 1)
    #expect(delegate.mailResults.count == 1 && delegate.mailResults[0].0 == .cancelled)
    #expect(root.presentedViewController == nil)

    let message = MFMessageComposeViewController()
    message.messageComposeDelegate = delegate
    message.recipients = ["555-0100"]
    message.body = "On my way"
    root.present(message, animated: false)
    clock.advance(by: 1)
    window.layoutIfNeeded()
    #expect(labels(in: message.view).contains("On my way"))
    tapButton("Send", in: message.view, gestures)
    #expect(delegate.messageResults == [.failed])
  }

  @Test func aTimeIntervalNotificationFiresOnTheAppClock() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()
    center.removeAllDeliveredNotifications()
    let delegate = NotificationDelegate(clock: clock)
    center.delegate = delegate
    var granted: Bool?
    center.requestAuthorization(options: [.alert, .sound, .badge]) { ok, error in
      granted = ok && error == nil
    }
    #expect(granted == true && center.authorizationStatus == .authorized)

    let content = UNMutableNotificationContent()
    content.title = "Stretch"
    content.body = "Time to stand up"
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
    let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)
    content.title = "Changed later"
    var addError: Error?? = .none
    center.add(request) { addError = .some($0) }
    #expect(addError != nil && addError! == nil)
    var pending: [String] = []
    center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
    #expect(pending == ["stretch"])

    clock.advance(by: 4.9)
    #expect(delegate.presented.isEmpty)
    clock.advance(by: 0.2)
    #expect(delegate.presented.count == 1 && delegate.presented[0].0 == "Stretch")
    #expect(abs(delegate.presented[0].1 - 5) < 0.02)
    #expect(center.presentedOptions.first?.options == [.banner, .sound])
    center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
    #expect(pending.isEmpty)
    var delivered: [String] = []
    center.getDeliveredNotifications { delivered = $0.map(\.request.content.body) }
    #expect(delivered == ["Time to stand up"])
  }

  @Test func removedAndInvalidRequestsNeverFire() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()
    let delegate = NotificationDelegate(clock: clock)
    center.delegate = delegate
    let content = UNMutableNotificationContent()
    content.title = "A"
    center.add(
      UNNotificationRequest(
        identifier: "a", content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3, repeats: false)))
    content.title = "B"
    center.add(
      UNNotificationRequest(
        identifier: "b", content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)))
    var failure: UNError?
    center.add(
      UNNotificationRequest(
        identifier: "c", content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: true))
    ) { failure = $0 as? UNError }
    #expect(failure == UNError(.notificationInvalidNoDate))
    center.removePendingNotificationRequests(withIdentifiers: ["a"])
    clock.advance(by: 121)
    #expect(delegate.presented.map(\.0) == ["B", "B"])
    var pending: [String] = []
    center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
    #expect(pending == ["b"])
    center.removeAllPendingNotificationRequests()
    clock.advance(by: 120)
    #expect(delegate.presented.count == 2)
  }
}
