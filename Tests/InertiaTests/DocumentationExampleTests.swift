import Foundation
import Inertia
import InertiaCairo
import Testing

// The code of the DocC articles (Sources/*/*.docc), compiled and run: each test holds one
// listing verbatim between its "// article:" markers. Change both together.

/// Records delegate calls by name (Getting Started, Testing Your Scroll Logic).
@MainActor
final class CallLog: ScrollViewDelegate {
  var calls: [String] = []
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite struct DocumentationExampleTests {
  // article: GettingStarted-headless
  @Test func aFlingComesToRestHeadless() {
    let clock = ManualClock(frameRate: 120)
    let window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 5000)
    scrollView.contentInsetAdjustmentBehavior = .never
    let log = CallLog()
    scrollView.delegate = log
    window.addSubview(scrollView)
    window.layoutIfNeeded()

    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), distance: 120)
    clock.advance(by: 3)

    #expect(scrollView.contentOffset.y == 1104)
    #expect(!scrollView.isDecelerating)
    #expect(
      log.calls == [
        "willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
  }
  // article: end

  // article: Testing-pure-streams
  @Test func gestureStreamsArePureValues() {
    let drag = GestureSynthesizer.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25, release: .lift,
      start: 1.0, rate: 120)
    #expect(drag.first?.phase == .began && drag.first?.time == 1.0)
    #expect(drag.last?.phase == .ended && drag.last?.location == CGPoint(x: 200, y: 300))
    #expect(drag.count == 31)
  }
  // article: end

  // article: Testing-clock
  @Test func theManualClockRunsTimersAndFramesInOrder() {
    let clock = ManualClock(frameRate: 60)
    var fired: [String] = []
    clock.schedule(after: 0.05) { fired.append("timer at \(clock.now)") }
    let link = clock.addDisplayLink { _ in fired.append("frame") }
    clock.advance(by: 1.0 / 30)
    link.invalidate()
    clock.advance(by: 1)
    #expect(fired == ["frame", "frame", "timer at 0.05"])
  }
  // article: end

  // article: Testing-paging
  @Test func aSlowDragPastHalfAPageTurnsThePage() {
    let clock = ManualClock(frameRate: 120)
    let window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    let pager = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    pager.contentSize = CGSize(width: 390 * 4, height: 300)
    pager.isPagingEnabled = true
    window.addSubview(pager)
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 350, y: 350), to: CGPoint(x: 120, y: 350), duration: 0.6, release: .stop)
    clock.advance(by: 1)
    #expect(pager.contentOffset.x == 390)
  }
  // article: end

  // article: Replay-runner
  @Test func aScriptReplaysIntoATrace() throws {
    let script = """
      {"frameRate": 60, "until": 4.0,
       "scene": {"window": {"size": [390, 844], "scale": 2},
         "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
                  "contentInsetAdjustmentBehavior": "never"}},
       "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -1500], "distance": 120}}]}
      """
    let trace = try ReplayRunner(data: Data(script.utf8)).run()
    let timeline = try TraceTimeline(parsing: trace)
    let list = try #require(timeline.view("list"))
    let calls = list.events.map(\.name).filter { $0 != "scrollViewDidScroll" }
    #expect(
      calls == [
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
      ])
    #expect(list.samples.last!.offset.y == 854.5)
    // The same script gives the same trace: a diff finds nothing.
    let again = try TraceTimeline(parsing: try ReplayRunner(data: Data(script.utf8)).run())
    #expect(TraceDiff(timeline, again).isEqual)
  }
  // article: end

  // article: Nested-coordinator
  @Test func aHeaderCollapsesBeforeTheListScrolls() {
    let clock = ManualClock(frameRate: 120)
    let window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    let outer = ScrollView(frame: window.bounds)
    outer.contentInsetAdjustmentBehavior = .never
    outer.contentSize = CGSize(width: 390, height: 1044)
    outer.addSubview(Label(frame: CGRect(x: 0, y: 0, width: 390, height: 200), text: "Header"))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 844))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 1408)
    outer.addSubview(inner)
    window.addSubview(outer)
    window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner, policy: .collapsingHeader)

    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(outer.contentOffset.y == 200)  // the header is gone first
    #expect(inner.contentOffset.y == 90)  // then the list took the rest
    #expect(coordinator.unifiedOffset == 290)
  }
  // article: end

  // article: Layout-autolayout
  @Test func contentSizeComesFromTheContentLayoutGuide() {
    let window = Window(size: CGSize(width: 390, height: 844), clock: ManualClock())
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSizeFollowsSubviews = true
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    let guide = scrollView.contentLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
  }
  // article: end

  // article: Layout-spec
  @Test func aScrollNodeTakesItsContentSizeFromItsSpec() {
    let window = Window(size: CGSize(width: 390, height: 844), clock: ManualClock())
    let feed = ScrollNode(frame: window.bounds)
    feed.contentInsetAdjustmentBehavior = .never
    feed.scrollableDirections = .vertical
    feed.automaticallyManagesContentSize = true
    var card = LayoutElementStyle()
    card.height = .points(300)
    feed.layoutSpec = .inset(
      EdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
      child: .stack(
        StackLayoutSpec(
          direction: .vertical, spacing: 12, alignItems: .stretch,
          children: (1...4).map { .node(id: "card\($0)", style: card) }),
        style: LayoutElementStyle()),
      style: LayoutElementStyle())
    for index in 1...4 { feed.addContentNode(View(), id: "card\(index)") }
    window.addSubview(feed)
    window.layoutIfNeeded()
    #expect(feed.contentSize == CGSize(width: 390, height: 16 + 4 * 300 + 3 * 12 + 16))
    #expect(feed.contentNodes["card2"]?.frame == CGRect(x: 16, y: 328, width: 358, height: 300))
  }
  // article: end

  // article: Physics-curves
  @Test func theCurvesAreFunctionsOfTime() {
    let decay = DecayCurve(start: 0, velocity: 2, rate: DecelerationRate.normal.rawValue)
    #expect(abs(decay.restPosition - 994.0) < 0.1)  // (2 - 0.01) / -ln 0.998
    let band = RubberBand(dimension: 844)
    #expect(abs(band.displayed(forRaw: 100) - 51.635) < 0.01)
    let bounce = BounceCurve(edge: 0, position: -50, velocity: 0)
    #expect(bounce.duration > 0.3 && bounce.duration < 0.6)
    let page = PagingSpring(target: 390, position: 200, velocity: 0)
    #expect(abs(page.position(at: page.duration) - 390) < 0.5)
  }
  // article: end
}

/// Keeps the articles honest: every listing marked above appears verbatim in a DocC article.
@Suite struct DocumentationListingTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The marked listings of this file: name and body (the test's lines, dedented, without the
  /// `@Test func` line and its closing brace).
  static func listings() throws -> [(String, String)] {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    var result: [(String, String)] = []
    var name: String?
    var body: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// article: ") {
        let tag = String(trimmed.dropFirst("// article: ".count))
        if tag == "end", let current = name {
          let inner = body.dropFirst().dropLast().map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
          result.append((current, inner.joined(separator: "\n")))
          name = nil
        } else {
          name = tag
          body = []
        }
      } else if name != nil {
        body.append(String(line))
      }
    }
    return result
  }

  @Test func everyListingAppearsInAnArticle() throws {
    var articles = ""
    for module in ["Inertia", "ScrollPhysics", "Cassowary"] {
      let folder = Self.root.appendingPathComponent("Sources/\(module)/\(module).docc")
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md")
      {
        articles += try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      }
    }
    let listings = try Self.listings()
    #expect(listings.count >= 9)
    for (name, body) in listings {
      #expect(articles.contains("```swift\n" + body + "\n```"), "listing \(name) is not in any article")
    }
  }
}
