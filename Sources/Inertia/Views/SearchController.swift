import Foundation

/// A view controller that runs a search from its ``searchBar``, like UISearchController.
///
/// Put the bar in a navigation bar (`navigationItem.searchController = controller`) or anywhere in
/// a view (a table's `tableHeaderView`). Editing in the bar activates the controller
/// (``isActive``); while active:
/// - the ``searchResultsUpdater`` is asked to update on activation, on every text change, on a
///   scope change and after Cancel;
/// - with a ``searchResultsController``, its view covers the presenting content below the bar
///   (from the first text typed, or at once with ``showsSearchResultsController``);
/// - without one and with ``obscuresBackgroundDuringPresentation``, a dimming view covers that
///   content, and a tap on it ends the search;
/// - the bar shows its Cancel button (``automaticallyShowsCancelButton``); Cancel empties the text
///   and ends the search.
///
/// The delegate hears `willPresentSearchController`, `didPresentSearchController` on activation and
/// `willDismissSearchController`, `didDismissSearchController` on deactivation (at once: there is no
/// presentation animation).
///
/// See also: ``SearchBar``, ``NavigationItem/searchController``.
@preconcurrency @MainActor
open class SearchController: ViewController {
  /// Makes a `SearchController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { SearchController() }

  /// The controller showing the results (nil: the results show in the presenting controller).
  public let searchResultsController: ViewController?
  /// The bar the search is typed into.
  public let searchBar = SearchBar()
  /// The object updated with the search. Held weakly.
  open weak var searchResultsUpdater: SearchResultsUpdating?
  /// The object told about presentation. Held weakly.
  open weak var delegate: SearchControllerDelegate?
  /// Whether the content under the bar is dimmed while the search is active. Default true.
  open var obscuresBackgroundDuringPresentation = true
  /// The older name of ``obscuresBackgroundDuringPresentation``.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while the search is active (kept; the bar stays). Default true.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the bar shows Cancel while the search is active. Default true.
  open var automaticallyShowsCancelButton = true
  /// Whether the bar's scope bar shows while the search is active. Default true.
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller's view shows only once there is text. Default true.
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller's view shows now; setting it true shows it while active.
  open var showsSearchResultsController: Bool {
    get { resultsShown }
    set {
      forcesResults = newValue
      placeOverlay()
    }
  }
  private var active = false
  private var forcesResults = false
  private var resultsShown = false
  private let dimmingView = View()

  /// A search controller showing results in `searchResultsController` (nil: in the presenting
  /// controller).
  public init(searchResultsController: ViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
    dimmingView.backgroundColor = Color(white: 0, alpha: 0.1)
    let tap = TapGestureRecognizer { [weak self] recognizer in
      guard recognizer.state == .ended else { return }
      self?.isActive = false
    }
    dimmingView.addGestureRecognizer(tap)
  }

  /// A search controller showing results in the presenting controller.
  public convenience init() { self.init(searchResultsController: nil) }

  /// There are no archives: nil.
  public required init?(coder: NSCoder) { nil }

  /// Whether the search is active. Setting it presents or dismisses the search (the bar's field
  /// resigns on dismissal).
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activate() } else { deactivate() }
    }
  }

  /// The controller whose content the search covers: the one whose navigation item holds this
  /// controller, else the one whose view holds the bar.
  public var presentingContentController: ViewController? {
    if let holder = itemHolder { return holder }
    var view: View? = searchBar.superview
    while let current = view {
      if let owner = current.owningViewController { return owner }
      view = current.superview
    }
    return nil
  }
  weak var itemHolder: ViewController?

  private func activate() {
    delegate?.willPresentSearchController(self)
    active = true
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
    if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
      searchBar.setShowsScope(true, animated: false)
    }
    placeOverlay()
    delegate?.didPresentSearchController(self)
    updateResults()
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    active = false
    if searchBar.searchTextField.isEditing { searchBar.searchTextField.forceResignFirstResponder() }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
    if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: false) }
    forcesResults = false
    placeOverlay()
    delegate?.didDismissSearchController(self)
  }

  /// The bar began editing: the search becomes active.
  func barDidBeginEditing() {
    if !active {
      activate()
    }
  }

  /// Cancel: the text empties, the search ends, and the updater hears the empty text.
  func cancel() {
    searchBar.text = ""
    isActive = false
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Tells the updater (while active) and shows or hides the results.
  func updateResults() {
    placeOverlay()
    guard active else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Shows the results controller's view or the dimming view over the content below the bar.
  private func placeOverlay() {
    let hasText = !(searchBar.text ?? "").isEmpty
    let showResults =
      active && searchResultsController != nil
      && (forcesResults || !automaticallyShowsSearchResultsController || hasText)
    let showDim = active && !showResults && obscuresBackgroundDuringPresentation && !hasText
    let overlay: View? = showResults ? searchResultsController?.view : (showDim ? dimmingView : nil)
    resultsShown = showResults
    for view in [searchResultsController?.viewIfLoaded, dimmingView] where view !== overlay {
      if let view, view.superview != nil { view.removeFromSuperview() }
    }
    guard let overlay, let content = presentingContentController?.viewIfLoaded,
      let container = content.superview ?? content.window ?? Optional(content)
    else { return }
    let contentFrame = container === content ? content.bounds : content.frame
    let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: container).y
    let top = min(max(barBottom, contentFrame.minY), contentFrame.maxY)
    overlay.frame = CGRect(
      x: contentFrame.minX, y: top, width: contentFrame.width, height: contentFrame.maxY - top)
    if overlay.superview !== container { container.addSubview(overlay) }
  }
}

/// The object a ``SearchController`` asks to update the results (UISearchResultsUpdating).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
  /// Update the results for `searchController.searchBar.text`.
  func updateSearchResults(for searchController: SearchController)
}

/// What a ``SearchController`` tells its delegate (UISearchControllerDelegate); every method has
/// a default.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: SearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: SearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: SearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
  /// Nothing.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func didDismissSearchController(_ searchController: SearchController) {}
}
