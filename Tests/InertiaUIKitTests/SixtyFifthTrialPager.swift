import InertiaUIKit

// The sixty-fifth trial's first program, written in the idioms of tungvoduc's DTPagerController
// (Swift 5; not its code) as `inertia port` leaves them: a controller paging its child controllers
// in a paging scroll view under a segmented control and a scroll indicator line. It guards its
// scroll view's delegate by observing the key path "delegate", adds a page's view when scrolling
// shows it, and when the page changes it forwards appearance to the two children by hand
// (`beginAppearanceTransition` / `endAppearanceTransition`) around a spring animation of the
// offset, whose completion tells the delegate. The optional delegate methods are the protocol
// extension's defaults that the port writes.

/// Told when the pager changes page.
@MainActor protocol TabPagerDelegate: AnyObject {
  func tabPager(_ pager: TabPager, willChangeSelectedPageIndex index: Int, fromPageIndex oldIndex: Int)
  func tabPager(_ pager: TabPager, didChangeSelectedPageIndex index: Int)
}

extension TabPagerDelegate {
  func tabPager(_ pager: TabPager, willChangeSelectedPageIndex index: Int, fromPageIndex oldIndex: Int) {}
  func tabPager(_ pager: TabPager, didChangeSelectedPageIndex index: Int) {}
}

/// The pager.
final class TabPager: UIViewController, UIScrollViewDelegate {
  let pageSegmentedControl = UISegmentedControl(items: [])
  let scrollIndicator = UIView()
  let pageScrollView = UIScrollView()
  let pageControllers: [UIViewController]
  weak var delegate: TabPagerDelegate?
  private(set) var previousPageIndex = 0
  /// The key paths the delegate guard heard, with whether the delegate was nil then.
  private(set) var observedDelegateChanges: [String] = []
  let segmentedControlHeight: CGFloat = 44
  let scrollIndicatorHeight: CGFloat = 2

  init(pageControllers: [UIViewController]) {
    self.pageControllers = pageControllers
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var numberOfPages: Int { pageControllers.count }

  var selectedPageIndex: Int {
    get { pageSegmentedControl.selectedSegmentIndex < 0 ? 0 : pageSegmentedControl.selectedSegmentIndex }
    set {
      pageSegmentedControl.selectedSegmentIndex = newValue
      if newValue != previousPageIndex {
        pageSegmentedControl.sendActions(for: .valueChanged)
      }
    }
  }

  override func loadView() {
    super.loadView()
    edgesForExtendedLayout = UIRectEdge()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    pageScrollView.isPagingEnabled = true
    pageScrollView.showsHorizontalScrollIndicator = false
    pageScrollView.scrollsToTop = false
    pageScrollView.delegate = self
    pageScrollView.addObserver(self, forKeyPath: "delegate", options: .new, context: nil)
    for (index, controller) in pageControllers.enumerated() {
      pageSegmentedControl.insertSegment(withTitle: controller.title, at: index, animated: false)
    }
    let action = Selector(
      "pageSegmentedControlValueChanged", target: self, TabPager.pageSegmentedControlValueChanged)
    if self
      != (pageSegmentedControl.target(forAction: action, withSender: UIControl.Event.valueChanged)
        as? TabPager)
    {
      pageSegmentedControl.addTarget(self, action: action, for: .valueChanged)
    }
    selectedPageIndex = previousPageIndex
    scrollIndicator.backgroundColor = .blue
    // The pages the scroll view shows at the loaded view's size join now, before the bar.
    setUpPageScrollView()
    for page in visiblePageIndices() {
      let controller = pageControllers[page]
      pageScrollView.addSubview(controller.view)
      controller.view.frame = frameForPage(page)
      addChild(controller)
      controller.didMove(toParent: self)
    }
    view.addSubview(pageScrollView)
    view.addSubview(pageSegmentedControl)
    view.addSubview(scrollIndicator)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = view.bounds.size
    pageSegmentedControl.frame = CGRect(x: 0, y: 0, width: size.width, height: segmentedControlHeight)
    setUpPageScrollView()
    for (page, controller) in pageControllers.enumerated() {
      controller.viewIfLoaded?.frame = frameForPage(page)
    }
    scrollIndicator.frame.size = CGSize(
      width: size.width / CGFloat(numberOfPages), height: scrollIndicatorHeight)
    scrollIndicator.frame.origin.y = segmentedControlHeight - scrollIndicatorHeight
    updateScrollIndicatorHorizontalPosition(with: pageScrollView)
  }

  /// Sizes the scroll view to the view below the bar, keeping the selected page in place.
  func setUpPageScrollView() {
    let size = view.bounds.size
    let index = selectedPageIndex
    pageScrollView.frame = CGRect(
      x: 0, y: segmentedControlHeight, width: size.width, height: size.height - segmentedControlHeight)
    pageScrollView.contentSize = CGSize(width: size.width * CGFloat(numberOfPages), height: 0)
    pageScrollView.contentOffset = CGPoint(x: size.width * CGFloat(index), y: 0)
  }

  func pageSegmentedControlValueChanged() {
    performUpdate(with: selectedPageIndex, previousPageIndex: previousPageIndex)
  }

  private func performUpdate(with selectedPageIndex: Int, previousPageIndex: Int) {
    guard selectedPageIndex != previousPageIndex else { return }
    delegate?.tabPager(self, willChangeSelectedPageIndex: selectedPageIndex, fromPageIndex: previousPageIndex)
    let oldController = pageControllers[previousPageIndex]
    let newController = pageControllers[selectedPageIndex]
    oldController.beginAppearanceTransition(false, animated: true)
    newController.beginAppearanceTransition(true, animated: true)
    oldController.willMove(toParent: nil)
    addChild(newController)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1.5, initialSpringVelocity: 5,
      options: .curveEaseIn,
      animations: {
        self.pageScrollView.contentOffset = CGPoint(
          x: self.pageScrollView.frame.width * CGFloat(selectedPageIndex), y: 0)
      },
      completion: { _ in
        self.delegate?.tabPager(self, didChangeSelectedPageIndex: self.selectedPageIndex)
      })
    oldController.removeFromParent()
    newController.didMove(toParent: self)
    oldController.endAppearanceTransition()
    newController.endAppearanceTransition()
    self.previousPageIndex = selectedPageIndex
  }

  private func frameForPage(_ page: Int) -> CGRect {
    let width = pageScrollView.frame.width
    return CGRect(x: width * CGFloat(page), y: 0, width: width, height: pageScrollView.frame.height)
  }

  /// The pages the scroll view shows some of.
  private func visiblePageIndices() -> [Int] {
    let width = pageScrollView.bounds.width
    guard width > 0 else { return [] }
    let ratio = pageScrollView.contentOffset.x / width
    if ratio <= 0 { return [0] }
    if ratio >= CGFloat(numberOfPages - 1) { return [numberOfPages - 1] }
    let lower = Int(ratio.rounded(.down))
    let upper = Int(ratio.rounded(.up))
    return lower == upper ? [lower] : [lower, upper]
  }

  private func segmentIndex(from scrollView: UIScrollView) -> Int {
    scrollView.frame.width == 0 ? 0 : Int((scrollView.contentOffset.x / scrollView.frame.width).rounded())
  }

  func updateScrollIndicatorHorizontalPosition(with scrollView: UIScrollView) {
    guard scrollView.contentSize.width > 0 else { return }
    let offsetRatio = scrollView.contentOffset.x / scrollView.contentSize.width
    scrollIndicator.center.x = (offsetRatio + 1 / (CGFloat(numberOfPages) * 2)) * scrollView.frame.width
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    UIView.setAnimationsEnabled(false)
    for page in visiblePageIndices() {
      let controller = pageControllers[page]
      controller.view.frame = frameForPage(page)
      pageScrollView.addSubview(controller.view)
    }
    UIView.setAnimationsEnabled(true)
    updateScrollIndicatorHorizontalPosition(with: scrollView)
    let index = segmentIndex(from: scrollView)
    if pageSegmentedControl.selectedSegmentIndex != index {
      pageSegmentedControl.selectedSegmentIndex = index
    }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    selectedPageIndex = segmentIndex(from: scrollView)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate {
      selectedPageIndex = segmentIndex(from: scrollView)
    }
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let scrollView = object as? UIScrollView, scrollView == pageScrollView, keyPath == "delegate" else {
      return
    }
    observedDelegateChanges.append(scrollView.delegate == nil ? "delegate nil" : "delegate set")
  }
}

/// A page: a table of cities that logs its appearance calls (CityListViewController's idioms).
final class CityPage: UITableViewController {
  let log: TrialLog
  let cities = ["Amsterdam", "Bangkok", "Barcelona", "Berlin", "Lisbon", "London", "New York", "Tokyo"]

  init(title: String, log: TrialLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.entries.append("\(title ?? "") viewDidLoad")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(title ?? "") viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(title ?? "") viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(title ?? "") viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(title ?? "") viewDidDisappear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    cities.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = cities[indexPath.row]
    return cell
  }

  /// What `inertia port` adds to a table controller that commits no edits: no swipe to delete, so
  /// a horizontal drag on a row pages the pager.
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.isEditing
  }
}

/// What the pages and the pager's delegate were told, in order.
@MainActor final class TrialLog: TabPagerDelegate {
  var entries: [String] = []

  func tabPager(_ pager: TabPager, willChangeSelectedPageIndex index: Int, fromPageIndex oldIndex: Int) {
    entries.append("will \(oldIndex) -> \(index)")
  }

  func tabPager(_ pager: TabPager, didChangeSelectedPageIndex index: Int) {
    entries.append("did \(index)")
  }
}
