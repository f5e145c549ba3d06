import Foundation
import InertiaUIKit
import Testing

/// The fifty-fourth trial's behaviour, written as Refreshable (a pull-to-refresh header and a
/// load-more footer added to any scroll view) uses UIKit: views that find their scroll view in
/// `willMove(toSuperview:)`, follow its `contentOffset` and `contentSize` by key-value observing
/// blocks, and move its insets and offset inside `UIView.animate` blocks; and the Xcode template's
/// Core Data stack its demo keeps.
@MainActor
@Suite struct FiftyFourthTrialTests {
  /// A header above the content: past its height while the finger is up it loads, holding the
  /// content below it by the top inset, and gives the inset back when done.
  fileprivate final class Header: UIView {
    private var observation: NSKeyValueObservation?
    private weak var scrollView: UIScrollView?
    private(set) var states: [String] = []
    private(set) var isLoading = false
    var onLoad: () -> Void = {}

    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      guard let scrollView = newSuperview as? UIScrollView else { return }
      self.scrollView = scrollView
      scrollView.alwaysBounceVertical = true
      observation = scrollView.observe(\.contentOffset, options: [.initial]) { [unowned self] _, _ in
        self.offsetChanged()
      }
    }

    private func record(_ state: String) { if states.last != state { states.append(state) } }

    private func offsetChanged() {
      guard let scrollView, !isLoading else { return }
      let top = scrollView.adjustedContentInset.top
      if scrollView.contentOffset.y < -top {
        let pulled = -scrollView.contentOffset.y - top
        record(pulled <= frame.height ? "pulling" : scrollView.isDragging ? "release" : "loading")
        if pulled > frame.height, !scrollView.isDragging { begin(from: top) }
      } else if -scrollView.contentOffset.y == top {
        record("idle")
      }
    }

    private func begin(from top: CGFloat) {
      isLoading = true
      guard let scrollView else { return }
      let height = frame.height
      UIView.animate(withDuration: 0.3) {
        scrollView.contentInset.top += height
        scrollView.contentOffset = CGPoint(x: 0, y: -top - height)
      } completion: { _ in
        self.record("started")
        self.onLoad()
      }
    }

    func end() {
      guard let scrollView else { return }
      let height = frame.height
      UIView.animate(withDuration: 0.3) {
        scrollView.contentInset.top -= height
      } completion: { _ in
        self.isLoading = false
        self.record("ended")
      }
    }
  }

  /// A footer after the content: it reserves its height in the bottom inset, follows the content's
  /// height, and asks for more when the offset passes the end while moving down.
  fileprivate final class Footer: UIView {
    private var sizeObservation: NSKeyValueObservation?
    private var offsetObservation: NSKeyValueObservation?
    private(set) var requests = 0

    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      guard let scrollView = newSuperview as? UIScrollView else { return }
      scrollView.contentInset.bottom += frame.height
      frame.origin.y = scrollView.contentSize.height
      sizeObservation = scrollView.observe(\.contentSize) { [weak self] scrollView, _ in
        self?.frame.origin.y = scrollView.contentSize.height
      }
      offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) {
        [weak self] view, change in
        guard let self, let new = change.newValue?.y, let old = change.oldValue?.y, new > old else { return }
        if new > self.frame.minY - view.frame.height + view.contentInset.bottom { self.requests += 1 }
      }
    }
  }

  fileprivate final class ListController: UITableViewController {
    var rows = 10
    let header = Header(frame: CGRect(x: 0, y: -50, width: 375, height: 50))
    let footer = Footer(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    var loads = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 128
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      tableView.addSubview(header)
      tableView.insertSubview(footer, at: 0)
      header.onLoad = { [unowned self] in
        loads += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.header.end() }
      }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
  }

  /// The list in a navigation controller (a 64-point top inset under the bar), laid out each frame.
  private func shownList() -> (ListController, ManualClock, GestureSynthesizer) {
    let list = ListController(style: .plain)
    let (clock, window, fingers) = trialHost(UINavigationController(rootViewController: list))
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    clock.advance(by: 1.0 / 60)
    return (list, clock, fingers)
  }

  @Test func theHeaderAndFooterSitAroundTheContent() {
    let (list, _, _) = shownList()
    let table = list.tableView!
    #expect(table.contentSize == CGSize(width: 375, height: 1280))
    #expect(table.contentOffset.y == -64 && table.alwaysBounceVertical)
    #expect(table.contentInset.bottom == 50 && table.adjustedContentInset.bottom == 50)
    #expect(list.footer.frame == CGRect(x: 0, y: 1280, width: 375, height: 50))
    #expect(list.header.states == ["idle"])
  }

  @Test func aPullPastTheHeaderLoadsAtReleaseAndGivesTheInsetBack() {
    let (list, clock, fingers) = shownList()
    let table = list.tableView!
    fingers.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 350), duration: 0.5, release: .hold)
    // 140 points after the slop, rubber-banded over the 667-point height: 69.
    #expect(abs(table.contentOffset.y + 133) <= 0.5)
    #expect(table.isDragging && list.header.states == ["idle", "pulling", "release"])
    fingers.perform([
      TouchInput(time: clock.now + 1.0 / 60, id: 1, phase: .ended, location: CGPoint(x: 200, y: 350))
    ])
    clock.advance(by: 0.35)
    // The inset animation holds the content under the header: 64 + 50.
    #expect(abs(table.contentOffset.y + 114) <= 0.5)
    #expect(table.contentInset.top == 50 && table.adjustedContentInset.top == 114)
    #expect(list.loads == 1 && list.header.states.suffix(2) == ["loading", "started"])
    clock.advance(by: 1.5)
    #expect(table.contentOffset.y == -64 && table.contentInset.top == 0)
    #expect(list.header.states == ["idle", "pulling", "release", "loading", "started", "ended"])
    #expect(list.loads == 1)
  }

  @Test func aFlingToTheEndAsksTheFooterForMoreAndItFollowsTheContent() {
    let (list, clock, fingers) = shownList()
    let table = list.tableView!
    fingers.fling(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    clock.advance(by: 3)
    // The end: 1280 + 50 - 667, passed while bouncing.
    #expect(table.contentOffset.y == 663)
    #expect(list.footer.requests > 0)
    list.rows += 3
    table.insertRows(at: (10..<13).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    clock.advance(by: 1.0 / 60)
    #expect(table.contentSize.height == 1664 && list.footer.frame.minY == 1664)
  }

  /// Xcode's template stack, as Refreshable's demo keeps it in its application delegate.
  @Test func theTemplatesCoreDataStackLoadsAndSavesNothing() throws {
    let container = NSPersistentContainer(name: "RefreshableDemo")
    var loaded: [(String, Bool)] = []
    container.loadPersistentStores { description, error in loaded.append((description.type, error == nil)) }
    #expect(loaded.count == 1 && loaded[0] == ("InMemory", true))
    #expect(container.name == "RefreshableDemo" && !container.viewContext.hasChanges)
    try container.viewContext.save()
  }
}
