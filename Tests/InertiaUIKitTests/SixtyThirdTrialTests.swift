import InertiaUIKit
import Testing

/// The sixty-third trial's card table (SixtyThirdTrialCardDeck.swift, elongation-preview's idioms)
/// in the 375 x 667 trial window: twelve 200-point cards under the 20-point status bar, so the
/// table rests at -20. A card's photo is 220 tall (the 20-point parallax factor) and its centre
/// constraint is minus half of 20 times the card's centre's place in the visible height.
@MainActor
@Suite struct SixtyThirdTrialTests {
  static func deck() -> (CardDeckController, UITableView, ManualClock, GestureSynthesizer) {
    let controller = CardDeckController(style: .plain)
    let (clock, window, fingers) = trialHost(controller)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (controller, controller.tableView, clock, fingers)
  }

  /// The centre constant elongation's formula gives a card at `row` (200-point cards) with the
  /// table at `offset`.
  static func parallax(row: Int, offset: CGFloat) -> CGFloat {
    let delta = min(667, max(CGFloat(200 * row + 100) - offset, 0))
    return -(delta / 667 * 20) / 2
  }

  static func visibleRows(_ table: UITableView) -> [Int] {
    (table.indexPathsForVisibleRows ?? []).map(\.row)
  }

  @Test func theCardsStackUnderTheStatusBarWithoutThreeDTouch() {
    let (controller, table, _, _) = Self.deck()
    #expect(controller.traitCollection.forceTouchCapability == .unavailable)
    #expect(controller.previewInteraction == nil)
    #expect(controller.longPressGesture != nil)
    #expect(table.contentSize == CGSize(width: 375, height: 2400))
    #expect(table.contentOffset.y == -20)
    #expect(Self.visibleRows(table) == [0, 1, 2, 3])
    #expect(controller.card(1)?.frame == CGRect(x: 0, y: 200, width: 375, height: 200))
    #expect(controller.card(1)?.scalableView.bounds.height == 220)
  }

  @Test func aFlingScrollsTheCardsAndTheirPhotosMoveAgainstIt() {
    let (controller, table, clock, fingers) = Self.deck()
    fingers.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    clock.advance(by: 4)
    let offset = table.contentOffset.y
    // The finger's 120 points less the pan's slop, then about 748 points of UIKit's deceleration
    // of a 1,500-point-a-second release.
    #expect(abs(offset - 834.5) < 0.5)
    let rows = Self.visibleRows(table)
    #expect(rows == [4, 5, 6, 7])
    for row in rows {
      let constant = controller.card(row)?.parallaxCenterConstraint.constant
      #expect(abs((constant ?? 0) - Self.parallax(row: row, offset: offset)) < 0.01)
    }
    // The photo is laid out at its constraint: centred in the top view, moved by the constant.
    let row = rows[1]
    let card = controller.card(row)!
    #expect(abs(card.scalableView.center.y - (100 + Self.parallax(row: row, offset: offset))) < 0.5)
  }

  @Test func aLongPressExpandsACardDimsTheOthersAndScrollsItIntoView() {
    let (controller, table, clock, fingers) = Self.deck()
    fingers.hold(at: CGPoint(x: 187, y: 500), duration: 0.7)
    clock.advance(by: 1)
    // Row 2 (400-600 in the table, 420-620 on screen) grows to 360: 400-760, below the window's
    // 647, so it is scrolled up by 113 (the animated scroll ends at 93).
    #expect(controller.log == ["press 2", "scroll to 400.0-760.0"])
    #expect(controller.state == .expanded)
    #expect(table.contentSize.height == 2560)
    #expect(controller.card(2)?.frame == CGRect(x: 0, y: 400, width: 375, height: 360))
    #expect(table.contentOffset.y == 93)
    #expect(controller.card(2)?.isExpanded == true)
    #expect(controller.card(2)?.dimming == 0)
    #expect(controller.card(1)?.dimming == 0.9)
    #expect(controller.card(0)?.dimming == 0.9)
    // Row 3, dimmed too, has left the screen (the table shows 93-760).
    #expect(Self.visibleRows(table) == [0, 1, 2])
    #expect(controller.card(2)?.bottomView.frame == CGRect(x: 0, y: 180, width: 375, height: 180))
    #expect(!table.panGestureRecognizer.isEnabled)
    #expect(!table.allowsSelection)
  }

  @Test func whileExpandedADragDoesNotScrollAndATapAboveCollapses() {
    let (controller, table, clock, fingers) = Self.deck()
    fingers.hold(at: CGPoint(x: 187, y: 500), duration: 0.7)
    clock.advance(by: 1)
    fingers.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 300), duration: 0.5)
    clock.advance(by: 1)
    #expect(table.contentOffset.y == 93)
    // Row 0 (0-200, 93 above the top) shows its lower part: a tap there collapses row 2.
    fingers.tap(at: CGPoint(x: 187, y: 50))
    clock.advance(by: 1)
    #expect(controller.log == ["press 2", "scroll to 400.0-760.0", "collapse 2"])
    #expect(controller.state == .normal)
    #expect(table.contentSize.height == 2400)
    #expect(controller.card(2)?.frame.height == 200)
    #expect(controller.card(1)?.dimming == 0)
    #expect(table.panGestureRecognizer.isEnabled)
    fingers.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 300), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(table.contentOffset.y > 300)
  }
}
