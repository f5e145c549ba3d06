import InertiaUIKit
import Testing

/// The sixty-third trial's segment pager (SixtyThirdTrialPager.swift, ScrollPager's idioms) in the
/// 375 x 667 trial window: a 375 x 44 bar of four 93.75-point buttons over a 2-point indicator,
/// above a 375 x 603 paging scroll view four pages wide.
@MainActor
@Suite struct SixtyThirdTrialPagerTests {
  static func pager() -> (SegmentPagerController, ManualClock, GestureSynthesizer) {
    let controller = SegmentPagerController()
    let (clock, window, fingers) = trialHost(controller)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (controller, clock, fingers)
  }

  @Test func theBarSplitsIntoFourButtonsOverTheIndicator() {
    let (controller, _, _) = Self.pager()
    let buttons = controller.pager.buttons
    #expect(buttons.map(\.frame.minX) == [0, 93.75, 187.5, 281.25])
    #expect(buttons.allSatisfy { $0.frame.size == CGSize(width: 93.75, height: 42) })
    #expect(controller.pager.indicatorView.frame == CGRect(x: 0, y: 42, width: 93.75, height: 2))
    #expect(controller.scrollView.contentSize == CGSize(width: 1500, height: 603))
    #expect(controller.scrollView.subviews.filter { $0 is UILabel }.map(\.frame.minX) == [0, 375, 750, 1125])
  }

  @Test func aDragPastHalfAPageSelectsTheNextSegment() {
    let (controller, clock, fingers) = Self.pager()
    // 200 points left, held still and lifted: past half the page, so paging settles on page 1.
    fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(controller.scrollView.contentOffset.x == 375)
    #expect(controller.changes == [1])
    #expect(controller.pager.selectedIndex == 1)
    #expect(controller.pager.indicatorView.frame == CGRect(x: 93.75, y: 42, width: 93.75, height: 2))
  }

  @Test func aShortDragSnapsBackAndSelectsNothing() {
    let (controller, clock, fingers) = Self.pager()
    fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(controller.scrollView.contentOffset.x == 0)
    #expect(controller.changes == [])
  }

  @Test func aTapOnAButtonMovesTheIndicatorAndThePages() {
    let (controller, clock, fingers) = Self.pager()
    // "One More", the fourth button: told once, then the indicator and pages animate over 0.2 s.
    fingers.tap(at: CGPoint(x: 320, y: 40))
    #expect(controller.changes == [3])
    #expect(controller.scrollView.contentOffset.x == 1125)
    clock.advance(by: 0.1)
    let indicator = controller.pager.indicatorView.layer.presentation()?.frame.minX ?? 0
    // Half the time on the ease-out curve: 68.5 % of the way.
    #expect(abs(indicator - 192.56) < 0.5)
    clock.advance(by: 0.5)
    #expect(controller.pager.indicatorView.frame.minX == 281.25)
    #expect(controller.changes == [3])
    // A fling back one page is paging's one page, not four.
    fingers.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 2000, y: 0), distance: 100)
    clock.advance(by: 2)
    #expect(controller.scrollView.contentOffset.x == 750)
    #expect(controller.changes == [3, 2])
  }
}
