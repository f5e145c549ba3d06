import Foundation
import Testing

@testable import Inertia

/// Constraints that cross the edge of a scroll view's content take its offset, as UIKit's engine
/// relates two items in their common ancestor's coordinates: a view pinned by one edge inside the
/// content and one outside stretches as the content scrolls, a `>=` to the frame guide sticks
/// only once it binds, and views outside follow what they are pinned to inside.
@MainActor
@Suite struct ScrollOffsetConstraintTests {
  private func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  /// A screen as a paging-header library builds it: a full-window scroll view in the
  /// controller's view, a 200-point header at the top of its content and a pages view under the
  /// header whose bottom is pinned to the controller's view, outside the scroll view.
  private func headerAndPages() -> (TestScene, ScrollView, pages: View) {
    let scene = TestScene()
    let root = View(frame: scene.window.bounds)
    scene.window.addSubview(root)
    let scroll = ScrollView(frame: root.bounds)
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 390, height: 200 + 844)
    root.addSubview(scroll)
    let header = constrained(View())
    let pages = constrained(View())
    scroll.addSubview(header)
    scroll.addSubview(pages)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      header.heightAnchor.constraint(equalToConstant: 200),
      pages.topAnchor.constraint(equalTo: header.bottomAnchor),
      pages.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      pages.widthAnchor.constraint(equalTo: header.widthAnchor),
      pages.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    scene.window.layoutIfNeeded()
    return (scene, scroll, pages)
  }

  @Test func aViewPinnedInsideAndOutsideStretchesAsTheContentScrolls() {
    let (scene, scroll, pages) = headerAndPages()
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
    #expect(pages.frame == CGRect(x: 0, y: 200, width: 390, height: 644))
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(pages.frame == CGRect(x: 0, y: 200, width: 390, height: 764))
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    #expect(pages.frame == CGRect(x: 0, y: 200, width: 390, height: 844))
    #expect(pages.convert(pages.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentOffset = .zero
    #expect(pages.frame.height == 644)
  }

  @Test func theStretchFollowsEveryFrameOfAFlingAndItsBounce() {
    let (scene, scroll, pages) = headerAndPages()
    var mismatches: [String] = []
    var frames = 0
    var deepest: CGFloat = 0
    let delegate = DelegateLog()
    delegate.onScroll = { view in
      frames += 1
      deepest = max(deepest, view.contentOffset.y)
      let onScreen = pages.convert(pages.bounds, to: nil)
      if abs(onScreen.maxY - 844) > 1e-6 || abs(pages.frame.height - (644 + view.contentOffset.y)) > 1e-6 {
        mismatches.append("\(view.contentOffset.y): \(onScreen)")
      }
    }
    scroll.delegate = delegate
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    scene.wait(3)
    #expect(deepest > 200)
    #expect(scroll.contentOffset.y == 200)
    #expect(frames > 20)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    #expect(abs(pages.frame.minY - 200) < 1e-6 && abs(pages.frame.height - 844) < 1e-6, "\(pages.frame)")
  }

  @Test func aHeaderHeldByAnInequalityToTheFrameSticksOnlyOnceItBinds() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    let header = constrained(View())
    scroll.addSubview(header)
    let resting = header.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 300)
    resting.priority = 750
    LayoutConstraint.activate([
      resting,
      header.topAnchor.constraint(greaterThanOrEqualTo: scroll.frameLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      header.heightAnchor.constraint(equalToConstant: 50),
    ])
    scene.window.layoutIfNeeded()
    var tops: [CGFloat] = []
    for offset: CGFloat in [0, 200, 300, 450, 1000, 100] {
      scroll.contentOffset = CGPoint(x: 0, y: offset)
      tops.append(header.frame.minY)
    }
    #expect(tops == [300, 300, 300, 450, 1000, 300])
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
  }

  @Test func viewsOnEitherSideFollowWhatTheyArePinnedTo() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    let row = constrained(View())
    let badge = constrained(View())
    let footer = constrained(View())
    scroll.addSubview(row)
    scroll.addSubview(badge)
    scene.window.addSubview(footer)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 400),
      row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 390),
      row.heightAnchor.constraint(equalToConstant: 60),
      // Outside, pinned to the row: moves with the content.
      footer.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 10),
      footer.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 100),
      footer.heightAnchor.constraint(equalToConstant: 20),
      // Inside, pinned to the footer outside: stays beside it on screen.
      badge.topAnchor.constraint(equalTo: footer.topAnchor),
      badge.leadingAnchor.constraint(equalTo: footer.trailingAnchor, constant: 8),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    scene.window.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: 470, width: 100, height: 20))
    #expect(badge.frame == CGRect(x: 108, y: 470, width: 20, height: 20))
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    #expect(footer.frame == CGRect(x: 0, y: 220, width: 100, height: 20))
    #expect(badge.frame == CGRect(x: 108, y: 470, width: 20, height: 20))
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 108, y: 220, width: 20, height: 20))
  }

  @Test func constraintsThatLeaveAreDroppedFromTheOffsetListsOfAScrollViewThatStays() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    var pins: [LayoutConstraint] = []
    for index in 0..<100 {
      let badge = constrained(View())
      scroll.addSubview(badge)
      pins.append(
        badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: CGFloat(index)))
    }
    LayoutConstraint.activate(pins)
    scene.window.layoutIfNeeded()
    let engine = scene.window.autoLayout
    #expect(engine.offsetDependents[ObjectIdentifier(scroll)]?.vertical.count == 100)
    LayoutConstraint.deactivate(Array(pins[..<90]))
    let left = engine.offsetDependents[ObjectIdentifier(scroll)]
    #expect(left.map { $0.vertical.count - $0.stale } == 10)
    #expect((left?.vertical.count ?? 0) < 50)
    scene.window.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    #expect(engine.offsetDependents[ObjectIdentifier(scroll)]?.vertical.count == 10)
    #expect(pins[95].firstItem.owner?.frame.minY == 135)
  }
}
