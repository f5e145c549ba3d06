import Foundation
import Testing

@testable import Inertia

/// Seed 003's rules (spec section 13): a scroll view's edges used from inside mean its content
/// area, its size and centre its frame; contentSize follows the content guide; views pinned to
/// the frame guide stay on screen.
@MainActor
@Suite struct ScrollViewAutoLayoutTests {
  private func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  /// The root view, a scroll view pinned to its safe area, and a content view inside.
  private func seedScene() -> (TestScene, root: View, scroll: ScrollView, content: View) {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let root = View(frame: scene.window.bounds)
    scene.window.rootView = root
    let scroll = constrained(ScrollView())
    let content = constrained(View())
    root.addSubview(scroll)
    scroll.addSubview(content)
    let guide = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: guide.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return (scene, root, scroll, content)
  }

  /// A 100 x 100 box 1000 points down the content view, whose bottom is the content's bottom.
  private func addBox(to content: View) -> View {
    let box = constrained(View())
    content.addSubview(box)
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: content.topAnchor, constant: 1000),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
    return box
  }

  @Test func theLiteralEdgesExampleAttachesToTheContentAreaAndLeavesTheFrameAlone() {
    let (scene, root, scroll, content) = seedScene()
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
    ])
    scene.window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(scroll.contentSize == .zero)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 0))
  }

  @Test func aBoxAThousandPointsDownGivesAContentHeightOf1100() {
    let (scene, _, scroll, content) = seedScene()
    LayoutConstraint.activate([
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
    ])
    let box = addBox(to: content)
    scene.window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(scroll.contentSize == CGSize(width: 390, height: 1100))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1100))
    #expect(box.frame == CGRect(x: 0, y: 1000, width: 100, height: 100))
    #expect(!scroll.contentSizeFollowsSubviews)
  }

  @Test func explicitGuidesWithWidthEqualToTheFrameGuideGiveTheSameContentSize() {
    let (scene, _, scroll, content) = seedScene()
    let area = scroll.contentLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: area.topAnchor),
      content.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: area.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    _ = addBox(to: content)
    scene.window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 390, height: 1100))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1100))
  }

  @Test func aFixedScrollViewFrameIsNeverTheConstraintThatBreaks() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: .zero)
    let content = constrained(View())
    scroll.addSubview(content)
    let conflict = scroll.heightAnchor.constraint(equalToConstant: 2000)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      conflict,
    ])
    scene.window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scroll.contentSize.height == 2000)
    #expect(
      scene.window.autoLayout.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(conflict)])
  }

  @Test func conflictingRequiredConstraintsAreLoggedByNameAndTheLayoutStaysConsistent() {
    let scene = TestScene()
    let view = constrained(View())
    view.identifier = "card"
    scene.window.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      narrow, wide, view.heightAnchor.constraint(equalTo: view.widthAnchor),
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 20),
    ])
    scene.window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    let report = scene.window.autoLayout.conflictReport(for: wide)
    #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("\"<card.width == 100>\""))
    #expect(report.contains("\"<card.width == 200>\""))
    #expect(report.hasSuffix("Will attempt to recover by breaking constraint\n\t<card.width == 200>"))
    narrow.isActive = false
    scene.window.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 200, height: 200))
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
  }

  /// A hundred conflicting heights on one view: each broken one's report lists the first 64
  /// constraints on the view and counts the rest (listing all made N conflicts write N^2 lines).
  @Test func aConflictReportListsAtMostSixtyFourConstraintsAndCountsTheRest() {
    let scene = TestScene()
    let view = constrained(View())
    view.identifier = "bar"
    scene.window.addSubview(view)
    let heights = (1...100).map { view.heightAnchor.constraint(equalToConstant: CGFloat($0)) }
    LayoutConstraint.activate(
      [
        view.widthAnchor.constraint(equalToConstant: 50),
        view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
        view.topAnchor.constraint(equalTo: scene.window.topAnchor),
      ] + heights)
    scene.window.layoutIfNeeded()
    let report = scene.window.autoLayout.conflictReport(for: heights[99])
    let listed = report.split(separator: "\n").filter { $0.hasPrefix("\t    \"<") }
    #expect(listed.count == 64)
    #expect(listed.first == "\t    \"<bar.width == 50>\",")
    #expect(listed.last == "\t    \"<bar.height == 61>\",")
    #expect(report.contains("\t    (39 more on the same views)\n\t)"))
    #expect(report.hasSuffix("breaking constraint\n\t<bar.height == 100>"))
  }

  @Test func ambiguityIsReportedUntilConstraintsDetermineTheFrame() {
    let scene = TestScene()
    let view = constrained(View())
    scene.window.addSubview(view)
    LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50)])
    scene.window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    LayoutConstraint.activate([
      view.heightAnchor.constraint(equalToConstant: 50),
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      view.topAnchor.constraint(greaterThanOrEqualTo: scene.window.topAnchor),
    ])
    scene.window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    LayoutConstraint.activate([view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 5)])
    scene.window.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame == CGRect(x: 0, y: 5, width: 50, height: 50))
  }

  @Test func aBadgePinnedToTheFrameGuideStaysOnScreenThroughAFlingAndABounce() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: .zero)
    let content = constrained(View())
    let badge = constrained(View())
    scroll.addSubview(content)
    scroll.addSubview(badge)
    let frame = scroll.frameLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1100),
      badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 16),
      badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    scene.window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 390, height: 1100))
    let onScreen = CGRect(x: 334, y: 16, width: 40, height: 40)
    #expect(badge.convert(badge.bounds, to: nil) == onScreen)
    var positions: [CGRect] = []
    var deepest: CGFloat = 0
    let delegate = DelegateLog()
    delegate.onScroll = { view in
      positions.append(badge.convert(badge.bounds, to: nil))
      deepest = max(deepest, view.contentOffset.y)
    }
    scroll.delegate = delegate
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -4000), distance: 200)
    scene.wait(3)
    #expect(deepest > 256)
    #expect(scroll.contentOffset.y == 256)
    #expect(positions.count > 20)
    let moved = positions.filter {
      abs($0.minX - onScreen.minX) > 1e-6 || abs($0.minY - onScreen.minY) > 1e-6
    }
    #expect(moved.isEmpty, "\(moved.prefix(3))")
    #expect(content.frame.minY == 0)
  }
}
