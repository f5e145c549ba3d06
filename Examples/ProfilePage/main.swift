// A profile page: a header that collapses over a horizontal pager of two lists ("Posts", "Likes").
// Scrolling up collapses the header first, then scrolls the visible list; scrolling down empties the
// list first, then brings the header back (the collapsingHeader policy). A NestedPager couples the
// page with the list the pager shows; the other list keeps its own offset.
//
//   swift run profile-page              a window when a display exists
//   swift run profile-page --headless   a scripted tour written as PNGs into profile-page-output/
import ExampleSupport
import Foundation
import Inertia

@MainActor
final class ProfilePage: Example, TableViewDataSource {
  static let name = "profile-page"
  static let headerHeight: CGFloat = 240
  let page: ScrollView
  let pager: ScrollView
  private(set) var lists: [TableView] = []
  private(set) var coupling: NestedPager?
  private let titles = ["Posts", "Likes"]

  init(container: View) {
    let size = container.bounds.size
    page = ScrollView(frame: container.bounds)
    page.contentInsetAdjustmentBehavior = .never
    // The header scrolls away entirely; the pager then fills the screen.
    page.contentSize = CGSize(width: size.width, height: size.height + Self.headerHeight)
    let header = View(frame: CGRect(x: 0, y: 0, width: size.width, height: Self.headerHeight))
    header.backgroundColor = Color(red: 0.69, green: 0.32, blue: 0.87)
    header.addSubview(Label(frame: CGRect(x: 24, y: 150, width: 300, height: 40), text: "Ada Lovelace"))
    page.addSubview(header)
    pager = ScrollView(frame: CGRect(x: 0, y: Self.headerHeight, width: size.width, height: size.height))
    pager.isPagingEnabled = true
    pager.contentInsetAdjustmentBehavior = .never
    pager.contentSize = CGSize(width: size.width * CGFloat(titles.count), height: size.height)
    for index in titles.indices {
      let list = TableView(
        frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
      list.contentInsetAdjustmentBehavior = .never
      list.rowHeight = 64
      list.dataSource = self
      pager.addSubview(list)
      lists.append(list)
    }
    page.addSubview(pager)
    container.addSubview(page)
    coupling = NestedPager(outer: page, pager: pager, pages: lists, policy: .collapsingHeader)
  }

  var currentIndex: Int { Int((pager.contentOffset.x / max(pager.bounds.width, 1)).rounded()) }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = titles[lists.firstIndex { $0 === tableView } ?? 0]
    cell.textLabel?.text = "\(title.dropLast()) \(indexPath.row + 1)"
    return cell
  }

  func tour(_ tour: Tour) throws {
    try tour.snapshot("profile", "the header over the Posts list")
    tour.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.4, release: .stop)
    tour.wait(0.5)
    try tour.snapshot(
      "collapsed",
      String(
        format: "a drag up collapses the header (page at %.0f) then scrolls Posts to %.0f",
        page.contentOffset.y, lists[0].contentOffset.y))
    tour.gestures.fling(from: CGPoint(x: 330, y: 500), velocity: CGPoint(x: -1200, y: 0), distance: 80)
    tour.wait(1)
    try tour.snapshot("likes", "a swipe shows \(titles[currentIndex])")
    tour.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.4, release: .stop)
    tour.wait(1)
    try tour.snapshot(
      "expanded", "a drag down brings the header back (page at \(Int(page.contentOffset.y.rounded())))")
  }
}

exit(MainActor.assumeIsolated { ExampleApp.main(ProfilePage.self) })
