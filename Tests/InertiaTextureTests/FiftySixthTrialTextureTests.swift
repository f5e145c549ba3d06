import InertiaTexture
import Testing

// The fifty-sixth Texture trial, ChaselAn/SoapBubble, driven in a 375 x 667 window at scale 2
// under a 20-point status bar (see FiftySixthTrialTextureSwipeRow.swift for the program's parts).
// What is checked against Texture: a node answers `gestureRecognizerShouldBegin(_:)` for its view
// (_ASDisplayView.mm forwards it) and as its recognizers' delegate; `point(inside:with:)` of the
// node decides its view's hit test; a row's frame set by the program stays while the table leaves
// the row alone (ASTableView.mm's `didLayoutSubviewsOfTableViewCell:` measures, it does not place).
// The titles' widths are Inertia's metrics: "Mark" 38.4 and "Delete" 57.1 at 17 points, so the
// buttons are 86.4 and 105.1 wide with their margins of 24, the strip 191.5.

@MainActor
@Suite struct FiftySixthTrialTextureTests {
  private func host() -> (SwipeListController, ManualClock, UIWindow, GestureSynthesizer) {
    let list = SwipeListController()
    let (clock, window, fingers) = textureTrialHost(list)
    clock.advance(by: 0.1)
    return (list, clock, window, fingers)
  }

  private func row(_ index: Int, of list: SwipeListController) -> SwipeRowNode {
    list.tableNode.nodeForRow(at: IndexPath(row: index, section: 0)) as! SwipeRowNode
  }

  /// Swipes row 0 (window y 20...120) left by 160 points and lets go with the finger still.
  private func openFirstRow(_ fingers: GestureSynthesizer, _ clock: ManualClock) {
    fingers.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 140, y: 70), duration: 0.5, release: .stop)
    clock.advance(by: 1)
  }

  @Test func rowsAreTheirTextNodesHeightWithTheSeparatorPixel() {
    let (list, _, window, _) = host()
    let table = list.tableNode.view
    #expect(list.tableNode.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(table.contentSize == CGSize(width: 375, height: 2010))
    #expect(table.contentOffset.y == -20)
    let first = row(0, of: list)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(first.view.convert(first.view.bounds, to: window) == CGRect(x: 0, y: 20, width: 375, height: 100))
    #expect(first.textNode.frame == CGRect(x: 137.5, y: 0, width: 100, height: 100))
  }

  @Test func theRowFollowsThreeQuartersOfTheFingerAndSpreadsItsButtons() {
    let (list, _, _, fingers) = host()
    fingers.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 140, y: 70), duration: 0.5, release: .hold)
    let first = row(0, of: list)
    // 160 points less the pan's slop of 10, three quarters of it.
    #expect(first.frame.origin.x == -112.5)
    let strip = try! #require(first.strip)
    #expect(strip.preferredWidth == 191.5)
    #expect(strip.frame == CGRect(x: 375, y: 0, width: 1125, height: 100))
    #expect(strip.buttons[0].frame == CGRect(x: 0, y: 0, width: 1125, height: 100))
    #expect(abs(strip.buttons[1].frame.minX - 86.4 * 112.5 / 191.5) < 0.001)
    #expect(list.tableNode.view.contentOffset.y == -20)
    fingers.drag(from: CGPoint(x: 140, y: 70), to: CGPoint(x: 140, y: 70), duration: 0.05)
  }

  @Test func releasedTheRowSpringsOpenToTheStripsWidth() {
    let (list, clock, window, fingers) = host()
    openFirstRow(fingers, clock)
    let first = row(0, of: list)
    #expect(first.frame == CGRect(x: -191.5, y: 0, width: 375, height: 100))
    let strip = try! #require(first.strip)
    #expect(abs(strip.buttons[1].frame.minX - 86.4) < 0.001)
    let delete = strip.buttons[1].convert(strip.buttons[1].bounds, to: window)
    #expect(abs(delete.minX - 269.9) < 0.001 && delete.minY == 20)
    #expect(list.tableNode.view.contentOffset.y == -20)
    #expect(row(1, of: list).frame.origin.x == 0)
  }

  @Test func deleteAsksFirstThenTheRowGoes() {
    let (list, clock, _, fingers) = host()
    openFirstRow(fingers, clock)
    let first = row(0, of: list)
    let strip = try! #require(first.strip)
    fingers.tap(at: CGPoint(x: 320, y: 70))
    clock.advance(by: 0.5)
    // The confirmation: the button covers the strip from its left edge, its title centred.
    #expect(strip.buttons[1].titleLabel.text == "Confirm delete")
    #expect(strip.buttons[1].frame.minX == 0)
    #expect(strip.subviews.last === strip.buttons[1])
    #expect(abs(strip.buttons[1].titleLabel.frame.minX - 29.8) < 0.001)
    #expect(first.frame.origin.x == -191.5 && list.count == 20)
    fingers.tap(at: CGPoint(x: 320, y: 70))
    clock.advance(by: 1)
    #expect(list.count == 19)
    #expect(list.tableNode.numberOfRows(inSection: 0) == 19)
    #expect(list.tableNode.view.contentSize.height == 1909.5)
  }

  @Test func markRunsAtOnceAndClosesTheRow() {
    let (list, clock, _, fingers) = host()
    openFirstRow(fingers, clock)
    fingers.tap(at: CGPoint(x: 220, y: 70))
    clock.advance(by: 1)
    #expect(list.marked == [0])
    let first = row(0, of: list)
    #expect(first.frame.origin.x == 0)
    #expect(first.strip == nil)
  }

  @Test func aTapOnTheOpenRowsContentClosesIt() {
    let (list, clock, _, fingers) = host()
    openFirstRow(fingers, clock)
    fingers.tap(at: CGPoint(x: 100, y: 70))
    clock.advance(by: 1)
    let first = row(0, of: list)
    #expect(first.frame.origin.x == 0 && first.strip == nil && list.marked.isEmpty)
  }

  @Test func scrollingTheTableClosesAnOpenRow() {
    let (list, clock, _, fingers) = host()
    openFirstRow(fingers, clock)
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    // 200 points less the slop of 10.
    #expect(list.tableNode.view.contentOffset.y == 170)
    let first = row(0, of: list)
    #expect(first.frame.origin.x == 0)
    #expect(first.strip == nil)
  }
}
