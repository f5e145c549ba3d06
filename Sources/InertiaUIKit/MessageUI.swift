import Foundation
import Inertia

// MessageUI's compose sheets. Linux has no mail account and no messaging service, so
// `canSendMail()` and `canSendText()` answer false, as on a device with none set up, and code that
// checks them first (as Apple asks) takes its fallback path. A sheet presented anyway shows what
// was set (recipients, subject, body) under a bar with Cancel and Send; Cancel reports
// `.cancelled`, Send reports `.failed` (nothing can be sent), and the delegate dismisses the sheet,
// as on iOS. `inertia port` removes `import MessageUI` (or makes it `import InertiaUIKit`).

/// How a mail sheet ended (MFMailComposeResult).
public enum MFMailComposeResult: Int, Sendable {
  /// The user cancelled.
  case cancelled = 0
  /// The message was saved as a draft.
  case saved = 1
  /// The message was queued to be sent.
  case sent = 2
  /// The message could not be saved or sent.
  case failed = 3
}

/// How a message sheet ended (MessageComposeResult).
public enum MessageComposeResult: Int, Sendable {
  /// The user cancelled.
  case cancelled = 0
  /// The message was queued to be sent.
  case sent = 1
  /// The message could not be sent.
  case failed = 2
}

/// Why a mail sheet failed (MFMailComposeError.Code's domain).
public struct MFMailComposeError: Error, Sendable, Equatable {
  /// The failure's kind.
  public enum Code: Int, Sendable {
    /// The draft could not be saved.
    case saveFailed = 0
    /// The message could not be sent.
    case sendFailed = 1
  }
  /// The failure's kind.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}

/// Hears how a mail sheet ended (MFMailComposeViewControllerDelegate); it dismisses the sheet.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  /// The sheet ended with `result` (`error` set for ``MFMailComposeResult/failed``). Default:
  /// dismisses the sheet.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  /// Dismisses the sheet.
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
  ) { controller.dismiss(animated: true) }
}

/// Hears how a message sheet ended (MFMessageComposeViewControllerDelegate); it dismisses the sheet.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  /// The sheet ended with `result`.
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The form both sheets show: one line per field, then the body.
@MainActor
final class ComposeForm: ViewController {
  var fields: [(String, String)] = [] { didSet { showFields() } }
  private var labels: [Label] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    showFields()
  }

  /// Titles the sheet "New Message" with a Cancel and a Send button calling `cancel` and `send`.
  func addButtons(cancel: @escaping @MainActor () -> Void, send: @escaping @MainActor () -> Void) {
    title = "New Message"
    navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Cancel", primaryAction: ControlAction { _ in cancel() })
    navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Send", primaryAction: ControlAction { _ in send() })
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    var y = view.safeAreaInsets.top + 8
    for label in labels {
      let height: CGFloat = label.numberOfLines == 0 ? max(view.bounds.height - y - 8, 0) : 32
      label.frame = CGRect(x: 16, y: y, width: max(view.bounds.width - 32, 0), height: height)
      y += height
    }
  }

  private func showFields() {
    guard isViewLoaded else { return }
    for label in labels { label.removeFromSuperview() }
    labels = fields.map { name, value in
      let label = Label()
      label.text = name.isEmpty ? value : "\(name): \(value)"
      label.numberOfLines = name.isEmpty ? 0 : 1
      view.addSubview(label)
      return label
    }
    view.setNeedsLayout()
  }
}

/// Mail's compose sheet (MFMailComposeViewController), a navigation controller as on iOS.
@preconcurrency @MainActor
open class MFMailComposeViewController: NavigationController {
  /// Makes an `MFMailComposeViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { MFMailComposeViewController() }

  /// Whether mail can be sent: false on Linux, which has no mail account.
  public class func canSendMail() -> Bool { false }

  /// Told how the sheet ended; it dismisses the sheet. Weak.
  public weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The recipients set (an Inertia addition: iOS hides them).
  public private(set) var toRecipients: [String] = []
  /// The copy recipients set.
  public private(set) var ccRecipients: [String] = []
  /// The blind copy recipients set.
  public private(set) var bccRecipients: [String] = []
  /// The subject set.
  public private(set) var subject = ""
  /// The body set.
  public private(set) var messageBody = ""
  /// Whether the body is HTML.
  public private(set) var isHTMLBody = false
  /// The attachments added, in order.
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
  /// The sending address asked for.
  public private(set) var preferredSendingEmailAddress: String?
  private let form = ComposeForm()

  /// An empty sheet.
  public init() {
    super.init(rootViewController: form)
    form.addButtons(
      cancel: { [weak self] in self?.finish(.cancelled) }, send: { [weak self] in self?.finish(.failed) })
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the recipients.
  open func setToRecipients(_ toRecipients: [String]?) {
    self.toRecipients = toRecipients ?? []
    showFields()
  }
  /// Sets the copy recipients.
  open func setCcRecipients(_ ccRecipients: [String]?) {
    self.ccRecipients = ccRecipients ?? []
    showFields()
  }
  /// Sets the blind copy recipients.
  open func setBccRecipients(_ bccRecipients: [String]?) {
    self.bccRecipients = bccRecipients ?? []
    showFields()
  }
  /// Sets the subject (also the sheet's title, as on iOS).
  open func setSubject(_ subject: String) {
    self.subject = subject
    form.title = subject.isEmpty ? "New Message" : subject
    showFields()
  }
  /// Sets the body; HTML is shown as written.
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    isHTMLBody = isHTML
    showFields()
  }
  /// Adds an attachment.
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
  /// Asks for a sending address (kept).
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }

  private func showFields() {
    var fields = [("To", toRecipients.joined(separator: ", "))]
    if !ccRecipients.isEmpty { fields.append(("Cc", ccRecipients.joined(separator: ", "))) }
    if !bccRecipients.isEmpty { fields.append(("Bcc", bccRecipients.joined(separator: ", "))) }
    fields += [("Subject", subject), ("", messageBody)]
    form.fields = fields
  }

  private func finish(_ result: MFMailComposeResult) {
    let error = result == .failed ? MFMailComposeError(.sendFailed) : nil
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: error)
  }
}

/// Messages' compose sheet (MFMessageComposeViewController), a navigation controller as on iOS.
@preconcurrency @MainActor
open class MFMessageComposeViewController: NavigationController {
  /// Makes an `MFMessageComposeViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { MFMessageComposeViewController() }

  /// Whether text messages can be sent: false on Linux, which has no messaging service.
  public class func canSendText() -> Bool { false }
  /// Whether messages may have a subject: false on Linux.
  public class func canSendSubject() -> Bool { false }
  /// Whether messages may have attachments: false on Linux.
  public class func canSendAttachments() -> Bool { false }

  /// Told how the sheet ended; it dismisses the sheet. Weak.
  public weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The recipients' phone numbers or addresses.
  open var recipients: [String]? { didSet { showFields() } }
  /// The message's text.
  open var body: String? { didSet { showFields() } }
  /// The message's subject.
  open var subject: String? { didSet { showFields() } }
  private let form = ComposeForm()

  /// An empty sheet.
  public init() {
    super.init(rootViewController: form)
    form.addButtons(
      cancel: { [weak self] in self?.finish(.cancelled) }, send: { [weak self] in self?.finish(.failed) })
    showFields()
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  private func showFields() {
    var fields = [("To", (recipients ?? []).joined(separator: ", "))]
    if let subject { fields.append(("Subject", subject)) }
    fields.append(("", body ?? ""))
    form.fields = fields
  }

  private func finish(_ result: MessageComposeResult) {
    messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
  }
}
