import Foundation
import InertiaUIKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The thirty-sixth porting trial's idioms, written as those programs write them: a table that is
// its own delegate and data source and forwards the rest by `forwardingTarget(for:)`
// (ExpyTableView), a navigation bar the program slides up with the content and fades by its items'
// tints (AMScrollingNavbar), a table that turns scrolling off while a row is dragged by a long
// press and scrolls itself from a display link (TableViewDragger), and a web view followed by the
// bar.

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// A 375 x 667 window with a 20-point status bar on a manual clock, showing `controller`.
@MainActor private func show(_ controller: UIViewController) -> (ManualClock, UIWindow, GestureSynthesizer) {
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let window = UIWindow(
    size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    clock: clock)
  keptWindows.append(window)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  clock.advance(by: 0.1)
  return (clock, window, GestureSynthesizer(window: window, clock: clock))
}

/// A table that answers the rows itself (one header row per section until it is opened) and sends
/// every other question to the object its owner gave as delegate and data source.
private final class FoldingTable: UITableView, UITableViewDataSource, UITableViewDelegate {
  weak var outerSource: UITableViewDataSource?
  weak var outerDelegate: UITableViewDelegate?
  var opened: Set<Int> = []

  func install(source: UITableViewDataSource, delegate: UITableViewDelegate) {
    outerSource = source
    outerDelegate = delegate
    dataSource = self
    self.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let rows = outerSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    return opened.contains(section) ? rows : min(rows, 1)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    outerSource!.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard indexPath.row == 0 else { return }
    let rows = (1..<(outerSource?.tableView(self, numberOfRowsInSection: indexPath.section) ?? 1)).map {
      IndexPath(row: $0, section: indexPath.section)
    }
    if opened.remove(indexPath.section) != nil {
      deleteRows(at: rows, with: .fade)
    } else {
      opened.insert(indexPath.section)
      insertRows(at: rows, with: .fade)
    }
  }

  private func belongs(_ selector: Selector, to proto: Protocol) -> Bool {
    protocol_getMethodDescription(proto, selector, true, true).name != nil
      || protocol_getMethodDescription(proto, selector, false, true).name != nil
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    if belongs(aSelector, to: UITableViewDataSource.self) { return outerSource }
    if belongs(aSelector, to: UITableViewDelegate.self) { return outerDelegate }
    return super.forwardingTarget(for: aSelector)
  }
}

/// The owner: twelve sections of four rows, titled every other section, rows 50 high.
private final class FoldingOwner: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let table = FoldingTable(frame: .zero, style: .plain)
  var scrolls = 0

  override func loadView() {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.install(source: self, delegate: self)
    view = table
  }

  func numberOfSections(in tableView: UITableView) -> Int { 12 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section.isMultiple(of: 2) ? "Group \(section)" : nil
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor @Suite struct ThirtySixthTrialTests {
  @Test func aTableForwardsWhatItDoesNotAnswerToItsOwnersObjects() {
    let owner = FoldingOwner()
    let (clock, _, gestures) = show(owner)
    let table = owner.table
    // Sections, titles and heights come from the owner through the table's forwarding target.
    #expect(table.numberOfSections == 12)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 2) == "Group 2")
    // Six titled sections of 28-point headers and twelve rows of 50.
    #expect(abs(table.contentSize.height - (6 * 28 + 12 * 50)) < 0.5)
    // The table's own didSelectRowAt opens the section.
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    gestures.tap(at: table.convert(CGPoint(x: 100, y: first.midY), to: nil))
    clock.advance(by: 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(abs(table.contentSize.height - (6 * 28 + 15 * 50)) < 0.5)
    // A scroll reaches the owner's scrollViewDidScroll, forwarded as a delegate method.
    let before = owner.scrolls
    gestures.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), duration: 0.3)
    #expect(owner.scrolls > before)
  }

  @Test func theRuntimeDescribesTheTableProtocolsMethods() {
    let row = Selector("tableView:cellForRowAtIndexPath:")
    let height = Selector("tableView:heightForRowAtIndexPath:")
    #expect(protocol_getMethodDescription(UITableViewDataSource.self, row, true, true).name == row)
    #expect(protocol_getMethodDescription(UITableViewDataSource.self, row, false, true).name == nil)
    #expect(protocol_getMethodDescription(UITableViewDelegate.self, height, false, true).name == height)
    // The delegate takes the scroll view delegate's methods; class methods are never described.
    let scrolled = Selector("scrollViewDidScroll:")
    #expect(protocol_getMethodDescription(UITableViewDelegate.self, scrolled, false, true).name == scrolled)
    #expect(protocol_getMethodDescription(UITableViewDelegate.self, scrolled, false, false).name == nil)
    #expect(protocol_getMethodDescription(UITableViewDataSource.self, height, false, true).name == nil)
  }

  @Test func aBarTheProgramSlidesUpStaysWhereItWasPut() {
    let list = UITableViewController(style: .plain)
    list.navigationItem.searchController = UISearchController(searchResultsController: nil)
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: nil, action: nil)
    let nav = UINavigationController(rootViewController: list)
    let (clock, window, _) = show(nav)
    let bar = nav.navigationBar
    #expect(bar.frame.minY == 20)
    // Slide the bar up by its height, as a scrolling bar library does, then scroll and fade.
    let slid = 20 - bar.frame.height
    bar.frame.origin.y = slid
    list.tableView.contentOffset.y += 30
    list.navigationItem.rightBarButtonItem?.tintColor = UIColor.white.withAlphaComponent(0.5)
    bar.tintColor = UIColor.black.withAlphaComponent(0.5)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    #expect(bar.frame.minY == slid)
    // A new top controller lays the bar out again under the status bar.
    nav.pushViewController(UIViewController(), animated: false)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    #expect(bar.frame.minY == 20)
  }

  @Test func aListThatTurnsScrollingOffKeepsItsOffsetUnderTheBar() {
    let list = UITableViewController(style: .plain)
    let nav = UINavigationController(rootViewController: list)
    let (clock, _, _) = show(nav)
    let table = list.tableView!
    #expect(table.contentOffset.y == -64)
    table.isScrollEnabled = false
    clock.advance(by: 0.5)
    #expect(table.contentOffset.y == -64)
    #expect(table.adjustedContentInset.top == 64)
    table.isScrollEnabled = true
    clock.advance(by: 0.5)
    #expect(table.contentOffset.y == -64)
  }

  @Test func aFieldsTextColourIsNullResettable() {
    let field = UITextField()
    let faded: UIColor? = field.textColor?.withAlphaComponent(0.5)
    field.textColor = faded
    #expect(field.textColor == UIColor.black.withAlphaComponent(0.5))
    field.textColor = nil
    #expect(field.textColor == .black)
    // NSObject's classForCoder names a view's class.
    #expect(field.classForCoder == UITextField.self)
    #expect(UIView().classForCoder.description() == NSStringFromClass(UIView.self))
  }
}

/// Counts a screen display link's frames.
private final class AutoScroller: UIResponder {
  var frames = 0
  func step(_ link: CADisplayLink) { frames += 1 }
}

/// Notification names heard, in order (observer blocks are sendable; the tests post on the main
/// thread).
private final class HeardNames: @unchecked Sendable {
  var names: [Notification.Name] = []
  func append(_ name: Notification.Name) { names.append(name) }
}

/// Hears a web view's loads.
private final class LoadWatcher: WKNavigationDelegate {
  var calls: [String] = []
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    calls.append("start")
  }
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
  ) {
    calls.append("fail \((error as? URLError)?.code == .unsupportedURL)")
  }
}

@MainActor @Suite struct ThirtySixthTrialPlatformTests {
  @Test func aScreensDisplayLinkSendsItsSelectorEveryFrame() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    defer { UIWindow.appClock = ManualClock(frameRate: 60) }
    let scroller = AutoScroller()
    let link = UIScreen.main.displayLink(
      withTarget: scroller, selector: Selector("step:", target: scroller, AutoScroller.step))
    link?.add(to: .main, forMode: .default)
    link?.isPaused = true
    clock.advance(by: 0.25)
    #expect(scroller.frames == 0)
    link?.isPaused = false
    clock.advance(by: 0.5)
    #expect(scroller.frames == 30)
    link?.invalidate()
  }

  @Test func aViewCannotBeArchivedSoACopyFallsBack() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let data = try? NSKeyedArchiver.archivedData(withRootObject: cell, requiringSecureCoding: false)
    #expect(data == nil)
    let copy = try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIView.self, from: Data())
    #expect(copy == nil)
  }

  @Test func aWebViewHoldsItsScrollViewAndReportsItsLoadAsFailed() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    #expect(web.scrollView.frame == web.bounds)
    let watcher = LoadWatcher()
    web.navigationDelegate = watcher
    web.load(URLRequest(url: URL(string: "https://example.com/page")!))
    #expect(web.url?.host == "example.com")
    #expect(web.isLoading)
    #expect(watcher.calls.isEmpty)
    clock.advance(by: 1.0 / 60)
    #expect(watcher.calls == ["start", "fail true"])
    #expect(!web.isLoading)
    web.frame.size.height = 500
    web.layoutIfNeeded()
    #expect(web.scrollView.frame.height == 500)
  }

  @Test func aWindowShownOrHiddenPostsItsVisibility() {
    let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(frameRate: 60))
    let heard = HeardNames()
    let center = NotificationCenter.default
    let tokens = [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification].map { name in
      center.addObserver(forName: name, object: window, queue: nil) { heard.append($0.name) }
    }
    window.isHidden = true
    window.isHidden = true
    window.isHidden = false
    tokens.forEach(center.removeObserver)
    #expect(heard.names == [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification])
  }

  @Test func aLayoutRegistersDecorationViewsByAnyClassAndByNib() {
    final class Shade: UICollectionReusableView {}
    final class Grid: UICollectionViewLayout {
      override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }
      override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let shade = UICollectionViewLayoutAttributes(
          forDecorationViewOfKind: "shade", with: IndexPath(item: 0, section: 0))
        shade.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        return [shade]
      }
    }
    let layout = Grid()
    let shadeClass: AnyClass = Shade.self
    layout.register(shadeClass, forDecorationViewOfKind: "shade")
    layout.register(UINib(nibName: "NoSuchClass", bundle: nil), forDecorationViewOfKind: "other")
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    window.addSubview(collection)
    window.layoutIfNeeded()
    #expect(collection.subviews.contains { $0 is Shade && $0.frame.height == 40 })
  }
}
