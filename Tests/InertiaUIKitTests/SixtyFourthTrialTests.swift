import InertiaUIKit
import Testing

/// The sixty-fourth trial's behaviour: GridView's layer idioms (SixtyFourthTrialSweepView.swift).
@MainActor
@Suite struct SixtyFourthTrialTests {
  @Test func aKeyThatNeedsDisplayDisplaysTheLayerOnTheNextTurn() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let view = SweepView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layer is SweepLayer)
    #expect(view.layer.delegate === view)
    view.sweepAway(adding: 3)
    // Nothing is displayed while the turn that set the value runs.
    #expect(view.sweepLayer.displays == [])
    #expect(view.subviews.count == 3)
    clock.advance(by: 1.0 / 60)
    // The first display sees the sweep and resets it; the reset displays once more, then rests.
    #expect(view.sweepLayer.displays.first == 1)
    #expect(view.finished == 1)
    #expect(view.subviews.isEmpty)
    clock.advance(by: 0.5)
    #expect(view.sweepLayer.displays == [1, 0])
    #expect(view.finished == 1)
  }

  @Test func settingTheValueItHoldsOrAKeyNotAskingForDisplayDisplaysNothing() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let view = SweepView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.sweepLayer.sweep = 0
    clock.advance(by: 0.5)
    // An unset number reads 0 but was never set: the first write is a change.
    #expect(view.sweepLayer.displays == [0])
    view.sweepLayer.sweep = 0
    view.sweepLayer.setValue(CGFloat(2), forKey: "other")
    clock.advance(by: 0.5)
    #expect(view.sweepLayer.displays == [0])
    // Writes before the turn display once, with the last value (then the reset displays).
    view.sweepLayer.sweep = 1
    view.sweepLayer.sweep = 2
    clock.advance(by: 0.5)
    #expect(view.sweepLayer.displays == [0, 2, 0])
    #expect(view.finished == 1)
  }

  static func loopingGrid() -> (LoopingGridController, LoopingGrid, ManualClock, GestureSynthesizer) {
    let controller = LoopingGridController()
    let (clock, window, fingers) = trialHost(controller)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (controller, controller.grid, clock, fingers)
  }

  static func columns(_ grid: LoopingGrid) -> [Int] { grid.shown.keys.sorted() }

  @Test func dragPastTheFirstColumnWrapsRoundAndRestsOnTheLastPageExactly() {
    let (controller, grid, clock, fingers) = Self.loopingGrid()
    #expect(grid.contentSize == CGSize(width: 3375, height: 300))
    #expect(grid.contentOffset == .zero)
    #expect(Self.columns(grid) == [0])
    // A 200-point drag to the right starts in the rubber band past 0, where the grid wraps round
    // by 3,000 points; the page it then rests on is a whole page, the last real column.
    fingers.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150), duration: 0.3)
    clock.advance(by: 2)
    #expect(grid.contentOffset.x == 2625)
    #expect(Self.columns(grid) == [7])
    #expect(grid.shown[7]?.text == "7")
    // The program's delegate hears the scrolls the grid forwards, and nothing the grid keeps.
    #expect(controller.scrolls > 20)
    #expect(controller.ends == [])
    // A swipe back to the left runs into the copy of column 0 and wraps to the real one.
    fingers.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.3)
    clock.advance(by: 2)
    #expect(grid.contentOffset.x == 0)
    #expect(Self.columns(grid) == [0])
    #expect(grid.made <= 3)
  }

  @Test func aNewScrollViewHasNoSubviewsUntilItsIndicatorsFirstShow() {
    let (_, grid, clock, fingers) = Self.loopingGrid()
    let fresh = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(fresh.subviews.isEmpty)
    // The grid's only subview before any scroll is its one label.
    #expect(grid.subviews.count == 1)
    fingers.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.3)
    clock.advance(by: 0.1)
    // Scrolling shows the indicators: both are added, on top of the labels, and stay.
    #expect(grid.subviews.count == Self.columns(grid).count + 2)
    #expect(grid.subviews.suffix(2).allSatisfy { !($0 is UILabel) })
    clock.advance(by: 3)
    #expect(grid.subviews.count == Self.columns(grid).count + 2)
    #expect(grid.subviews.first is UILabel)
  }
}
