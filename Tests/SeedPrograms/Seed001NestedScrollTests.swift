import Inertia
import InertiaUIKit
import Testing

/// Seed 001's view controller, compiled as written, driven by the gesture synthesizer: its four
/// rules hold. The window is 483 pt tall, so the outer scroll view (content: an 80 pt title, 20 pt
/// spacing and the 400 pt table = 500 pt) scrolls 17 pt and still shows header above the table at
/// its maximum, where a touch reaches the outer scroll view.
@MainActor
@Suite struct Seed001NestedScrollTests {
  @MainActor
  struct Rig {
    let host: SeedHost
    let outer: UIScrollView
    let inner: UITableView
    var outerMax: CGFloat { outer.contentSize.height - outer.frame.height }
    /// A point on the table (inner scroll view), in window coordinates.
    let onTable = CGPoint(x: 200, y: 300)
    /// A point on the header above the table when the outer view is at its maximum.
    let onHeader = CGPoint(x: 200, y: 5)

    /// Drags `by` points vertically from `point` over 0.3 s without a fling, records
    /// (outer, inner) offsets every frame, and lets everything settle.
    func drag(from point: CGPoint, by distance: CGFloat, settle: Bool = true) -> [(CGFloat, CGFloat)] {
      var samples: [(CGFloat, CGFloat)] = []
      let link = host.clock.addDisplayLink { _ in
        samples.append((outer.contentOffset.y, inner.contentOffset.y))
      }
      host.gestures.drag(
        from: point, to: CGPoint(x: point.x, y: point.y + distance), duration: 0.3, release: .stop)
      link.invalidate()
      if settle { host.wait(2) }
      return samples
    }
  }

  private func make() throws -> Rig {
    let host = SeedHost(size: CGSize(width: 390, height: 483))
    let controller = ViewController()
    host.show(controller)
    let outer = try #require(controller.view.subviews.first as? UIScrollView)
    host.wait(0.1)
    // Constraints between the scroll view's edges and its content attach to the content area
    // (seed 003's rule), which gives UIKit's content size, 80 + 20 + 400 = 500 pt.
    #expect(outer.contentSize.height == Self.seedContentHeight)
    let inner = try #require(Self.table(in: outer))
    return Rig(host: host, outer: outer, inner: inner)
  }

  /// The title (`numberOfLines = 0`: three lines of 26.4 pt at 22 pt, 80 pt rounded up), the
  /// stack spacing (20 pt) and the table (400 pt).
  static let seedContentHeight: CGFloat = 500

  private static func table(in view: UIView) -> UITableView? {
    if let table = view as? UITableView { return table }
    return view.subviews.lazy.compactMap { table(in: $0) }.first
  }

  @Test func theLayoutIsTheSeeds() throws {
    let host = SeedHost(size: CGSize(width: 390, height: 483))
    let controller = ViewController()
    host.show(controller)
    host.wait(0.1)
    let outer = try #require(controller.view.subviews.first as? UIScrollView)
    #expect(outer.contentSize == CGSize(width: 390, height: 500))
    let rig = try make()
    #expect(rig.outer.frame == CGRect(x: 0, y: 0, width: 390, height: 483))
    #expect(rig.inner.frame == CGRect(x: 0, y: 100, width: 390, height: 400))
    #expect(rig.inner.contentSize.height == 1408)
    #expect(rig.outer.delegate === rig.inner.delegate && rig.outer.delegate != nil)
    // Block 1's title wraps (numberOfLines = 0); block 4's cells are the default style, which has
    // a text label and no detail label, so `detailTextLabel?.text = ...` does nothing, as in UIKit.
    let stack = try #require(rig.outer.subviews.first { $0 is UIStackView } as? UIStackView)
    let title = try #require(stack.arrangedSubviews.first as? UILabel)
    #expect(title.numberOfLines == 0 && title.frame.height == 80)
    #expect(title.lines(fittingWidth: title.frame.width).count == 3)
    let cell = try #require(rig.inner.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "#1" && cell.detailTextLabel == nil)
  }

  @Test func rule4InnerMoreScrollMovesTheOuterFirstAndKeepsTheInnerAtZero() throws {
    let rig = try make()
    let samples = rig.drag(from: rig.onTable, by: -80)
    // While the outer view had room, the inner view stayed at 0 and the outer view moved.
    let beforeMax = samples.filter { $0.0 < rig.outerMax - 0.5 }
    #expect(!beforeMax.isEmpty && beforeMax.allSatisfy { $0.1 == 0 })
    #expect(samples.contains { $0.0 > 0 && $0.0 < rig.outerMax })
    // Then the outer view stopped at its maximum and the inner view scrolled the rest.
    #expect(rig.outer.contentOffset.y == rig.outerMax)
    #expect(rig.inner.contentOffset.y > 20)
  }

  @Test func rule1OuterMoreScrollAtItsMaximumScrollsTheInner() throws {
    let rig = try make()
    _ = rig.drag(from: rig.onTable, by: -80)
    let innerBefore = rig.inner.contentOffset.y
    let samples = rig.drag(from: rig.onHeader, by: -60)
    #expect(samples.allSatisfy { abs($0.0 - rig.outerMax) < 0.5 })
    #expect(rig.outer.contentOffset.y == rig.outerMax)
    #expect(rig.inner.contentOffset.y > innerBefore + 5)
  }

  @Test func rule2OuterLessScrollLessScrollsTheInnerFirst() throws {
    let rig = try make()
    _ = rig.drag(from: rig.onTable, by: -200)
    let innerBefore = rig.inner.contentOffset.y
    #expect(innerBefore > 100)
    let samples = rig.drag(from: rig.onHeader, by: 60)
    #expect(samples.allSatisfy { abs($0.0 - rig.outerMax) < 0.5 })
    #expect(rig.outer.contentOffset.y == rig.outerMax)
    #expect(rig.inner.contentOffset.y < innerBefore - 30 && rig.inner.contentOffset.y >= 0)
  }

  @Test func rule3InnerLessScrollAtItsTopLessScrollsTheOuter() throws {
    let rig = try make()
    _ = rig.drag(from: rig.onTable, by: -40)
    rig.inner.setContentOffset(.zero, animated: false)
    #expect(rig.outer.contentOffset.y == rig.outerMax && rig.inner.contentOffset.y == 0)
    let samples = rig.drag(from: rig.onTable, by: 80)
    #expect(samples.contains { $0.1 < 0 })
    #expect(samples.last.map { $0.0 < rig.outerMax - 5 } == true)
    #expect(rig.outer.contentOffset.y >= 0 && rig.outer.contentOffset.y < rig.outerMax)
  }
}
