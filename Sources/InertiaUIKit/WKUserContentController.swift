import Foundation
import Inertia

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When a user script runs in a page (WKUserScriptInjectionTime).
public enum WKUserScriptInjectionTime: Int, Sendable {
  /// Before the page's own content loads.
  case atDocumentStart = 0
  /// Once the page's content has loaded.
  case atDocumentEnd = 1
}

/// JavaScript a web view adds to its pages (WKUserScript), kept as given: no page runs it here.
public final class WKUserScript {
  /// The script's text.
  public let source: String
  /// When it would run.
  public let injectionTime: WKUserScriptInjectionTime
  /// Whether it would run in the main frame only.
  public let isForMainFrameOnly: Bool

  /// A script of `source` run at `injectionTime`, in the main frame only or in every frame.
  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    self.isForMainFrameOnly = forMainFrameOnly
  }
}

/// A message a page's script posts to the app (WKScriptMessage). No page runs here, so none is
/// ever delivered; the type is for the handlers' signature.
@preconcurrency @MainActor
public final class WKScriptMessage {
  /// The handler name the script posted to.
  public let name: String
  /// The message's body (a number, string, array, dictionary or null).
  public let body: Any
  /// The web view whose page posted it.
  public private(set) weak var webView: WKWebView?

  /// A message of `body` posted to `name` from `webView`'s page.
  public init(name: String, body: Any, webView: WKWebView? = nil) {
    self.name = name
    self.body = body
    self.webView = webView
  }
}

/// Receives the messages a page's scripts post (WKScriptMessageHandler).
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
  /// `message` arrived from a script (never called here: no script runs).
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts and message handlers a web view's configuration gives its pages
/// (WKUserContentController). Kept as given (scripts in order, handlers by name, held strongly as
/// WebKit holds them); Linux has no web engine, so no script runs and no message arrives.
@preconcurrency @MainActor
public final class WKUserContentController {
  /// The scripts added, in order.
  public private(set) var userScripts: [WKUserScript] = []
  /// The handlers added, by the name scripts post to.
  public private(set) var scriptMessageHandlers: [String: WKScriptMessageHandler] = [:]

  /// An empty controller.
  public init() {}

  /// Adds `userScript` after the others.
  public func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }

  /// Removes every script.
  public func removeAllUserScripts() { userScripts.removeAll() }

  /// Adds `scriptMessageHandler` for the messages posted to `name` (replacing one of that name;
  /// WebKit raises instead).
  public func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
    scriptMessageHandlers[name] = scriptMessageHandler
  }

  /// Removes the handler of `name`.
  public func removeScriptMessageHandler(forName name: String) { scriptMessageHandlers[name] = nil }

  /// Removes every handler.
  public func removeAllScriptMessageHandlers() { scriptMessageHandlers.removeAll() }
}

/// Why a web view's JavaScript or page failed (WKError, WebKit's codes). Evaluating JavaScript
/// here always fails with ``Code/javaScriptExceptionOccurred``: there is no JavaScript engine.
public struct WKError: Error, Sendable, Equatable {
  /// WebKit's error codes (WKError.Code).
  public enum Code: Int, Sendable {
    /// An unknown error.
    case unknown = 1
    /// The page's process ended.
    case webContentProcessTerminated = 2
    /// The web view was invalidated.
    case webViewInvalidated = 3
    /// The script raised an exception.
    case javaScriptExceptionOccurred = 4
    /// The script's result cannot be returned.
    case javaScriptResultTypeIsUnsupported = 5
  }

  /// The error's code.
  public let code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}

/// The kind of data a website stores and a data record holds (WKWebsiteDataStore's type names).
public enum WKWebsiteDataTypes {
  /// Cookies.
  public static let cookies = "WKWebsiteDataTypeCookies"
  /// The disk cache.
  public static let diskCache = "WKWebsiteDataTypeDiskCache"
  /// The memory cache.
  public static let memoryCache = "WKWebsiteDataTypeMemoryCache"
  /// Local storage.
  public static let localStorage = "WKWebsiteDataTypeLocalStorage"
  /// Session storage.
  public static let sessionStorage = "WKWebsiteDataTypeSessionStorage"
  /// IndexedDB databases.
  public static let indexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
}

/// The data stored for one website (WKWebsiteDataRecord).
public final class WKWebsiteDataRecord: Sendable {
  /// The website's name.
  public let displayName: String
  /// The kinds of data stored for it.
  public let dataTypes: Set<String>

  /// A record of `dataTypes` for `displayName`.
  public init(displayName: String, dataTypes: Set<String>) {
    self.displayName = displayName
    self.dataTypes = dataTypes
  }
}

/// Where web views keep cookies, caches and storage (WKWebsiteDataStore). No page loads here, so
/// the stores hold no records: a fetch answers an empty list and a removal has nothing to remove;
/// both complete on the next turn of the main queue, as WebKit answers asynchronously.
@preconcurrency @MainActor
public final class WKWebsiteDataStore {
  private static let shared = WKWebsiteDataStore(isPersistent: true)
  /// Whether the store keeps its data across launches.
  public let isPersistent: Bool

  private init(isPersistent: Bool) { self.isPersistent = isPersistent }

  /// The shared persistent store.
  public static func `default`() -> WKWebsiteDataStore { shared }

  /// A new store that keeps nothing after its web views go.
  public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

  /// Every kind of website data.
  public static func allWebsiteDataTypes() -> Set<String> {
    [
      WKWebsiteDataTypes.cookies, WKWebsiteDataTypes.diskCache, WKWebsiteDataTypes.memoryCache,
      WKWebsiteDataTypes.localStorage, WKWebsiteDataTypes.sessionStorage,
      WKWebsiteDataTypes.indexedDBDatabases,
    ]
  }

  /// The records holding any of `dataTypes`: none here.
  public func fetchDataRecords(
    ofTypes dataTypes: Set<String>, completionHandler: @escaping @MainActor ([WKWebsiteDataRecord]) -> Void
  ) {
    MainQueue.async { completionHandler([]) }
  }

  /// Removes `dataTypes` from `records`: nothing is stored here.
  public func removeData(
    ofTypes dataTypes: Set<String>, for records: [WKWebsiteDataRecord],
    completionHandler: @escaping @MainActor () -> Void
  ) {
    MainQueue.async { completionHandler() }
  }

  /// Removes `dataTypes` changed since `date`: nothing is stored here.
  public func removeData(
    ofTypes dataTypes: Set<String>, modifiedSince date: Date,
    completionHandler: @escaping @MainActor () -> Void
  ) {
    MainQueue.async { completionHandler() }
  }
}
