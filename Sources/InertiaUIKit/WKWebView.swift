import Foundation
import Inertia

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One load of a web view (WebKit's WKNavigation): the object the navigation delegate's calls
/// name, returned by the load methods.
public final class WKNavigation: Sendable {
  /// A navigation (made by the web view's load methods).
  public init() {}
}

/// The settings a web view is made with (WKWebViewConfiguration), kept as given.
@preconcurrency @MainActor
public final class WKWebViewConfiguration {
  /// Whether inline video plays in place (kept). Default false, as on iPhone.
  public var allowsInlineMediaPlayback = false
  /// The scripts and message handlers given to the pages (kept: no script runs here).
  public var userContentController = WKUserContentController()
  /// Where the pages' cookies and caches are kept. Default the shared store.
  public var websiteDataStore = WKWebsiteDataStore.default()
  /// The default settings.
  public init() {}
}

/// What started a navigation (WKNavigationType, WebKit's raw values).
public enum WKNavigationType: Int, Sendable {
  /// A tap on a link.
  case linkActivated = 0
  /// A form's submission.
  case formSubmitted = 1
  /// Back or forward in the history.
  case backForward = 2
  /// A reload.
  case reload = 3
  /// A form submitted again.
  case formResubmitted = 4
  /// Anything else, loads made by the app included.
  case other = -1
}

/// Whether a navigation goes ahead (WKNavigationActionPolicy).
public enum WKNavigationActionPolicy: Int, Sendable {
  /// Stop the navigation.
  case cancel = 0
  /// Let it go ahead.
  case allow = 1
  /// Download the content instead.
  case download = 2
}

/// A navigation the navigation delegate is asked about (WKNavigationAction): the request and what
/// started it.
@preconcurrency @MainActor
public final class WKNavigationAction {
  /// The request to load.
  public let request: URLRequest
  /// What started it.
  public let navigationType: WKNavigationType

  /// An action loading `request`, started by `navigationType`.
  public init(request: URLRequest, navigationType: WKNavigationType) {
    self.request = request
    self.navigationType = navigationType
  }
}

/// Follows a web view's loads (WKNavigationDelegate). Every method has a default (they are
/// optional in WebKit).
///
/// See also: ``WKWebView``.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
  /// Whether the load `navigationAction` asks for goes ahead: the delegate calls
  /// `decisionHandler` with its policy. Asked before each load starts. Default allow.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
  /// A load started.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  /// A load finished.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  /// A load failed before the page was committed.
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
}

extension WKNavigationDelegate {
  /// Allows the navigation.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }
  /// Does nothing.
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  /// Does nothing.
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  /// Does nothing.
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
  ) {}
}

/// The delegate protocol of UIKit's old web view (UIWebViewDelegate). `UIWebView` itself is not
/// provided (deprecated since iOS 12 for ``WKWebView``); the protocol is, without requirements, so
/// a controller still declaring the conformance compiles.
@preconcurrency @MainActor
public protocol UIWebViewDelegate: AnyObject {}

/// WebKit's web view (WKWebView). Linux has no web engine, so no page is drawn: the view holds its
/// ``scrollView`` (filling it, as on iOS, where programs set its delegate and insets and follow
/// its scrolling), whose content stays empty. A load keeps its ``url`` and reports itself to the
/// ``navigationDelegate`` on the next turn of the main queue: the delegate decides its policy
/// (a navigation of type `.other`; a cancelled one goes no further), then it starts and fails with
/// `URLError.unsupportedURL`, as a page that cannot be shown. JavaScript fails with
/// ``WKError/Code/javaScriptExceptionOccurred`` (there is no engine). `import WebKit` becomes
/// `import InertiaUIKit` with `inertia port`.
///
/// See also: ``WKNavigationDelegate``, ``SFSafariViewController``.
@preconcurrency @MainActor
open class WKWebView: View {
  /// Makes a `WKWebView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { WKWebView(frame: frame) }

  /// The scroll view the page would scroll in; it fills the web view.
  public let scrollView = ScrollView()
  /// The settings given at creation.
  public let configuration: WKWebViewConfiguration
  /// Follows the loads. Weak.
  public weak var navigationDelegate: WKNavigationDelegate?
  /// The address of the last load (nil before one, and for HTML given as a string).
  public private(set) var url: URL?
  /// Whether a load is under way (true from a load until its failure is reported).
  public private(set) var isLoading = false
  /// The page's title: nil, as no page is read.
  public var title: String? { nil }

  /// A web view of `frame` with `configuration`.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
    scrollView.frame = bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }

  /// A web view of `frame` with the default settings.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  /// Loads `request` (see the type's description: nothing is fetched).
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? { begin(request.url) }

  /// Loads the file at `url` (see the type's description).
  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { begin(url) }

  /// Loads `string` as HTML (see the type's description: it is not laid out).
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { begin(nil) }

  /// Stops the load under way (its failure is still reported).
  open func stopLoading() { isLoading = false }

  /// Runs `javaScriptString` in the page: here the completion gets no result and
  /// ``WKError/Code/javaScriptExceptionOccurred`` on the next turn of the main queue.
  open func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: (@MainActor (Any?, Error?) -> Void)? = nil
  ) {
    guard let completionHandler else { return }
    MainQueue.async { completionHandler(nil, WKError(.javaScriptExceptionOccurred)) }
  }

  /// Reloads the last address.
  @discardableResult
  open func reload() -> WKNavigation? { begin(url) }

  private func begin(_ address: URL?) -> WKNavigation {
    url = address
    isLoading = true
    let navigation = WKNavigation()
    let request = URLRequest(url: address ?? URL(string: "about:blank")!)
    MainQueue.async { [weak self] in
      guard let self else { return }
      guard let delegate = self.navigationDelegate else { return self.fail(navigation) }
      let action = WKNavigationAction(request: request, navigationType: .other)
      delegate.webView(self, decidePolicyFor: action) { [weak self] policy in
        guard let self else { return }
        guard policy == .allow else {
          self.isLoading = false
          return
        }
        self.fail(navigation)
      }
    }
    return navigation
  }

  /// Starts `navigation` and fails it, as a page that cannot be shown.
  private func fail(_ navigation: WKNavigation) {
    navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
    isLoading = false
    navigationDelegate?.webView(
      self, didFailProvisionalNavigation: navigation, withError: URLError(.unsupportedURL))
  }
}
