import InertiaUIKit
import Testing

/// A table view controller that filters fruit with a search controller, as the usual tutorial does.
@MainActor
final class FruitSearchController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
  UISearchControllerDelegate
{
  let fruit = ["Apple", "Apricot", "Banana", "Cherry", "Grape"]
  var shown: [String] = []
  var log: [String] = []
  let search: UISearchController

  init(results: UIViewController? = nil) {
    search = UISearchController(searchResultsController: results)
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    shown = fruit
    search.searchResultsUpdater = self
    search.delegate = self
    search.searchBar.delegate = self
    search.searchBar.placeholder = "Fruit"
    navigationItem.searchController = search
    definesPresentationContext = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    log.append("update '\(text)'")
    shown = text.isEmpty ? fruit : fruit.filter { $0.lowercased().contains(text.lowercased()) }
    tableView.reloadData()
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.append("text '\(searchText)'")
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
  func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
  func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }
}

/// UISearchController: activation by a tap in its bar, the updater on every change, Cancel, the
/// dimming view, a results controller, and the bar in a navigation bar collapsing as the content
/// scrolls.
@MainActor
@Suite struct SearchControllerTests {
  func scene(results: UIViewController? = nil, largeTitles: Bool = false) -> (
    UIWindow, UINavigationController, FruitSearchController, GestureSynthesizer
  ) {
    let clock = ManualClock()
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 1,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), clock: clock)
    let controller = FruitSearchController(results: results)
    controller.title = "Fruit"
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, controller, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func theSearchBarSitsUnderTheTitleAndInsetsTheContentBy52Points() {
    let (_, navigation, controller, _) = scene()
    let bar = controller.search.searchBar
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(bar.superview === navigation.navigationBar)
    #expect(bar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
    #expect(abs(controller.tableView.adjustedContentInset.top - (47 + 44 + 52)) < 1e-9)
  }

  @Test func theSearchBarCollapsesBeforeTheLargeTitleUnlessItStays() {
    let (window, navigation, controller, _) = scene(largeTitles: true)
    let table = controller.tableView!
    let rest = -table.adjustedContentInset.top
    #expect(abs(rest + 47 + 96 + 52) < 1e-9)
    table.contentOffset = CGPoint(x: 0, y: rest + 30)
    window.layoutIfNeeded()
    #expect(abs(navigation.navigationBar.frame.height - (96 + 22)) < 1e-9)
    #expect(abs(controller.search.searchBar.frame.height - 22) < 1e-9)
    table.contentOffset = CGPoint(x: 0, y: rest + 82)  // 52 for the search bar, 30 of the title
    #expect(abs(navigation.navigationBar.frame.height - 66) < 1e-9)
    #expect(controller.search.searchBar.isHidden)
    controller.navigationItem.hidesSearchBarWhenScrolling = false
    table.contentOffset = CGPoint(x: 0, y: rest + 30)
    window.layoutIfNeeded()
    #expect(abs(navigation.navigationBar.frame.height - (66 + 52)) < 1e-9)
  }

  @Test func typingInTheBarActivatesTheSearchAndUpdatesTheResults() {
    let (window, _, controller, gestures) = scene()
    let bar = controller.search.searchBar
    let field = bar.searchTextField
    let center = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
    gestures.tap(at: center)
    #expect(field.isEditing && controller.search.isActive && bar.showsCancelButton)
    #expect(controller.log == ["willPresent", "update ''", "begin"])
    field.insertText("a")
    field.insertText("p")
    #expect(controller.shown == ["Apple", "Apricot", "Grape"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    field.pressReturnKey()
    #expect(controller.log.suffix(5) == ["text 'a'", "update 'a'", "text 'ap'", "update 'ap'", "search"])
    window.layoutIfNeeded()
    let cancel = bar.cancelButton.convert(
      CGPoint(x: bar.cancelButton.bounds.midX, y: bar.cancelButton.bounds.midY), to: nil)
    gestures.tap(at: cancel)
    #expect(!controller.search.isActive && !field.isEditing && bar.text == "")
    #expect(controller.log.suffix(3) == ["cancel", "didDismiss", "update ''"])
    #expect(controller.shown.count == 5 && !bar.showsCancelButton)
  }

  @Test func theDimmingViewCoversTheContentUntilTextIsTypedAndATapOnItEndsTheSearch() {
    let (window, navigation, controller, gestures) = scene()
    controller.search.isActive = true
    let dim = navigation.view.subviews.last!
    #expect(dim !== controller.view && dim.frame.minY == 47 + 96 && dim.frame.maxY == 844)
    gestures.tap(at: CGPoint(x: 200, y: 500))
    window.layoutIfNeeded()
    #expect(!controller.search.isActive && dim.superview == nil)
    controller.search.obscuresBackgroundDuringPresentation = false
    controller.search.isActive = true
    #expect(navigation.view.subviews.last === navigation.navigationBar)
  }

  @Test func aResultsControllerShowsOverTheContentOnceThereIsText() {
    let results = UIViewController()
    let (window, navigation, controller, _) = scene(results: results)
    #expect(controller.search.searchBar.becomeFirstResponder())
    #expect(controller.search.isActive && results.viewIfLoaded?.superview == nil)
    controller.search.searchBar.searchTextField.insertText("c")
    #expect(results.view.superview === navigation.view && controller.search.showsSearchResultsController)
    #expect(results.view.frame == CGRect(x: 0, y: 47 + 96, width: 390, height: 844 - 143))
    controller.search.isActive = false
    #expect(results.view.superview == nil && window.firstResponder == nil)
  }

  @Test func aBarInATableHeaderSizesTo56AndScopesTellTheDelegate() {
    let search = UISearchController(searchResultsController: nil)
    let bar = search.searchBar
    bar.frame.size.width = 320
    bar.sizeToFit()
    #expect(bar.frame.size == CGSize(width: 320, height: 56))
    bar.scopeButtonTitles = ["All", "Red"]
    bar.showsScopeBar = true
    #expect(bar.intrinsicContentSize.height == 100 && bar.selectedScopeButtonIndex == 0)
    search.isActive = true
    search.isActive = false
    #expect(!bar.showsScopeBar)
  }
}
