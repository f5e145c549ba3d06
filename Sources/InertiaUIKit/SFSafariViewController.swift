import Foundation
import Inertia

/// Receives a Safari view controller's events (SFSafariViewControllerDelegate). Every method has
/// a default, as the Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// The user tapped Done; the controller is dismissed.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The first page finished loading (`didLoadSuccessfully` is false here: there is no web view).
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  /// Does nothing.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  /// Does nothing.
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
}

/// SafariServices' in-app browser (SFSafariViewController). Linux has no web engine, so it shows
/// the address under a bar with a Done button: presenting, the delegate's initial load (reported
/// as failed) and Done (dismisses, then `safariViewControllerDidFinish`) behave as on iOS; the
/// page itself is a platform gap. `import SafariServices` is removed by `inertia port`.
@preconcurrency @MainActor
open class SFSafariViewController: ViewController {
  /// Traps, as Safari's controller has no `init()` to make it from its class value with (it is
  /// made with a URL); overrides `ViewController.makeFromClass()`.
  open override class func makeFromClass() -> ViewController {
    fatalError("SFSafariViewController is made with init(url:), not init()")
  }

  /// Settings given at creation (SFSafariViewController.Configuration).
  public final class Configuration {
    /// Whether Reader opens when the page has it (kept). Default false.
    public var entersReaderIfAvailable = false
    /// Whether the bars collapse as the page scrolls (kept). Default true.
    public var barCollapsingEnabled = true
    /// The default settings.
    public init() {}
  }

  /// The Done button's title (SFSafariViewController.DismissButtonStyle).
  public enum DismissButtonStyle: Int, Sendable {
    /// "Done".
    case done = 0
    /// "Close".
    case close = 1
    /// "Cancel".
    case cancel = 2
  }

  /// The address shown.
  public let url: URL
  /// The settings given at creation.
  public let configuration: Configuration
  /// The delegate. Weak.
  public weak var delegate: SFSafariViewControllerDelegate?
  /// The bars' background colour. Default nil (the system's).
  public var preferredBarTintColor: Color? {
    didSet { bar.backgroundColor = preferredBarTintColor ?? Self.barGrey }
  }
  /// The colour of the bar's controls. Default nil (the system blue).
  public var preferredControlTintColor: Color? { didSet { doneButton.tintColor = preferredControlTintColor } }
  /// The dismiss button's title. Default done.
  public var dismissButtonStyle: DismissButtonStyle = .done {
    didSet { doneButton.setTitle(doneTitle, for: .normal) }
  }

  private static let barGrey = Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)
  private let bar = View()
  private let doneButton = Button()
  private let addressLabel = Label()
  private var reportedInitialLoad = false

  /// A browser for `url` with `configuration`.
  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a Safari view controller is made in code with its URL.
  public required init?(coder: NSCoder) { nil }

  /// A browser for `url`, entering Reader when `entersReaderIfAvailable` (iOS 9's form).
  public convenience init(url: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: url, configuration: configuration)
  }

  private var doneTitle: String {
    switch dismissButtonStyle {
    case .done: return "Done"
    case .close: return "Close"
    case .cancel: return "Cancel"
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bar.backgroundColor = preferredBarTintColor ?? Self.barGrey
    view.addSubview(bar)
    doneButton.setTitle(doneTitle, for: .normal)
    doneButton.addAction(ControlAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
    bar.addSubview(doneButton)
    addressLabel.text = url.host ?? url.absoluteString
    addressLabel.textAlignment = .center
    bar.addSubview(addressLabel)
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + 44)
    doneButton.frame = CGRect(x: 8, y: top, width: 70, height: 44)
    addressLabel.frame = CGRect(x: 80, y: top, width: max(view.bounds.width - 160, 0), height: 44)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !reportedInitialLoad else { return }
    reportedInitialLoad = true
    delegate?.safariViewController(self, didCompleteInitialLoad: false)
  }

  private func finish() {
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.safariViewControllerDidFinish(self)
    }
  }
}
