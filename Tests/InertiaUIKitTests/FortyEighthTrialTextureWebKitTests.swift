import Foundation
import InertiaUIKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// WebKit's scripts, policies and data stores as the forty-eighth Texture trial's programs use
/// them (a GitHub sign-in screen deciding each navigation's policy and clearing the website data;
/// MarkdownView adding user scripts and a height message handler, then evaluating JavaScript).
/// Linux has no web engine: they are kept, asked and answered as WebKit does, nothing runs.
@MainActor
@Suite struct FortyEighthTrialTextureWebKitTests {
  /// Records the delegate calls, answering each policy question with `policy`.
  final class Recorder: WKNavigationDelegate, WKScriptMessageHandler {
    var calls: [String] = []
    var policy = WKNavigationActionPolicy.allow
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) {
      calls.append("decide \(navigationAction.request.url?.host ?? "-") \(navigationAction.navigationType)")
      decisionHandler(policy)
    }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      calls.append("start")
    }
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
    ) {
      calls.append("fail")
    }
    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {}
  }

  private func host() -> (ManualClock, UIWindow) {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    window.makeKeyAndVisible()
    return (clock, window)
  }

  @Test func eachLoadAsksTheDelegateItsPolicyFirst() {
    let (clock, window) = host()
    let web = WKWebView(frame: window.bounds)
    window.addSubview(web)
    let recorder = Recorder()
    web.navigationDelegate = recorder
    web.load(URLRequest(url: URL(string: "https://github.com/login")!))
    clock.advance(by: 0.1)
    #expect(recorder.calls == ["decide github.com other", "start", "fail"])
    recorder.policy = .cancel
    recorder.calls = []
    web.load(URLRequest(url: URL(string: "https://example.com/callback")!))
    clock.advance(by: 0.1)
    #expect(recorder.calls == ["decide example.com other"])
    #expect(!web.isLoading)
  }

  @Test func scriptsAndHandlersAreKeptAndJavaScriptFails() {
    let (clock, window) = host()
    let configuration = WKWebViewConfiguration()
    let recorder = Recorder()
    configuration.userContentController.addUserScript(
      WKUserScript(source: "window.x = 1;", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
    configuration.userContentController.add(recorder, name: "updateHeight")
    let web = WKWebView(frame: window.bounds, configuration: configuration)
    #expect(web.configuration.userContentController.userScripts.map(\.source) == ["window.x = 1;"])
    #expect(web.configuration.userContentController.scriptMessageHandlers["updateHeight"] === recorder)
    var answer: (Any?, Error?)?
    web.evaluateJavaScript("document.body.scrollHeight") { answer = ($0, $1) }
    #expect(answer == nil)
    clock.advance(by: 0.1)
    #expect(answer?.0 == nil)
    #expect((answer?.1 as? WKError)?.code == .javaScriptExceptionOccurred)
  }

  @Test func theWebsiteDataStoreHoldsNoRecords() {
    let (clock, _) = host()
    let store = WKWebsiteDataStore.default()
    #expect(store === WKWebsiteDataStore.default())
    #expect(WKWebsiteDataStore.allWebsiteDataTypes().contains(WKWebsiteDataTypes.cookies))
    var records: [WKWebsiteDataRecord]?
    var removed = false
    store.fetchDataRecords(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes()) { records = $0 }
    store.removeData(ofTypes: [WKWebsiteDataTypes.cookies], modifiedSince: .distantPast) { removed = true }
    clock.advance(by: 0.1)
    #expect(records?.isEmpty == true)
    #expect(removed)
  }

  @Test func aSymbolConfigurationKeepsItsWeight() {
    let configuration = UIImage.SymbolConfiguration(pointSize: 8, weight: .bold, scale: .large)
    #expect(configuration.weight == .bold)
    #expect(configuration.scale == .large)
    #expect(UIImage(systemName: "eye", withConfiguration: configuration)?.size == CGSize(width: 8, height: 8))
    #expect(UIImage.SymbolConfiguration(pointSize: 12).weight == .unspecified)
  }
}
