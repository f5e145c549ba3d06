import Foundation
import InertiaTexture
import Testing

/// The sixty-third trial (nguyenquanghungktmt/DemoTexture) driven: the screens of
/// `SixtyThirdTrialTextureScreens.swift` in a 375 x 667 window with a 20-point status bar, on the
/// manual clock.
@MainActor
@Suite(.serialized) struct SixtyThirdTrialTextureTests {
  /// The frame of `node` in the window.
  static func frameOnScreen(_ node: ASDisplayNode) -> CGRect {
    node.view.convert(node.view.bounds, to: nil)
  }

  /// The centre of `node` in the window.
  static func centre(_ node: ASDisplayNode) -> CGPoint {
    let frame = frameOnScreen(node)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The row node at `row` of `section`.
  static func row(_ table: ASTableNode, _ section: Int, _ row: Int) throws -> TrialDemoImageCellNode {
    try #require(table.nodeForRow(at: IndexPath(row: row, section: section)) as? TrialDemoImageCellNode)
  }

  @Test func theButtonBarRestsAtTheFootHiddenUntilTheSpinnersSecondIsOver() throws {
    let bar = TrialDemoButtonBar()
    let screen = TrialDemoViewController(demoNode: bar)
    let (clock, _, gestures) = textureTrialHost(screen)
    // The relative spec centres the 375 x 80 bar and puts it at the foot of the 667-point node.
    #expect(bar.frame == CGRect(x: 0, y: 587, width: 375, height: 80))
    // 166 and 209 parts of 375: the login wrapper 150 wide after its 16-point left inset, the
    // register wrapper 177 after both of its insets; both 48 tall, 16 points down.
    #expect(bar.loginButton.frame == CGRect(x: 16, y: 16, width: 150, height: 48))
    #expect(bar.registerButton.frame == CGRect(x: 182, y: 16, width: 177, height: 48))
    // The gray indicator (20 points) is centred in the node's bounds; the bar waits, hidden.
    #expect(screen.spinner.frame == CGRect(x: 177.5, y: 323.5, width: 20, height: 20))
    #expect(screen.spinner.isAnimating && bar.isHidden)
    gestures.tap(at: Self.centre(bar.loginButton))
    #expect(bar.presses.isEmpty)
    clock.advance(by: 1)
    #expect(!screen.spinner.isAnimating && !bar.isHidden)
    // The titles sit in the middle of their buttons.
    for button in [bar.loginButton, bar.registerButton] {
      let title = Self.centre(button.titleNode)
      #expect(abs(title.x - Self.centre(button).x) <= 0.5 && abs(title.y - Self.centre(button).y) <= 0.5)
    }
    gestures.tap(at: Self.centre(bar.loginButton))
    gestures.tap(at: Self.centre(bar.registerButton))
    #expect(bar.presses == ["login", "register"])
  }

  @Test func theCornerBadgeAndTheOverlaidTextSitWhereTheirSpecsPutThem() throws {
    let badge = TrialDemoCornerBadge()
    let (_, _, _) = textureTrialHost(TrialDemoViewController(demoNode: badge))
    // The corner spec is as large as its photo; the badge's centre is the photo's top-right
    // corner moved 3 points left and 3 down.
    #expect(badge.frame == CGRect(x: 87.5, y: 467, width: 200, height: 200))
    #expect(badge.photo.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(badge.badge.frame == CGRect(x: 182, y: -12, width: 30, height: 30))
    #expect(Self.frameOnScreen(badge.badge).origin == CGPoint(x: 269.5, y: 455))

    let overlay = TrialDemoTextOverPhoto()
    let (_, _, _) = textureTrialHost(TrialDemoViewController(demoNode: overlay))
    #expect(overlay.frame == CGRect(x: 37.5, y: 367, width: 300, height: 300))
    // Infinite top and right insets put the text at the bottom left, 12 points in.
    let text = overlay.text.frame
    #expect(text.minX == 12 && text.maxY == 288)
    #expect(text.height > 0 && text.width < 288)
  }

  @Test func theImageRowsFollowTheirImagesRatioAndTheTableScrollsThroughThem() throws {
    let presentation = TrialDemoTablePresentation()
    let (clock, _, gestures) = textureTrialHost(ASDKViewController(node: presentation))
    clock.advance(by: 0.5)
    let table = presentation.table
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // Texture's horizontal stack measures its children with no maximum along its axis, so the
    // ratio spec, finding no finite maximum, passes the range through: the image node takes the
    // image's own 300 x 200, and a row is 200 tall plus the separator's pixel.
    #expect(try Self.row(table, 1, 0).imageNode.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(try Self.row(table, 0, 0).frame.size == CGSize(width: 375, height: 200))
    #expect(table.view.contentSize == CGSize(width: 375, height: 21 * 200.5))
    // The table sits under the status bar: its content starts 20 points down.
    #expect(table.view.contentOffset.y == -20)
    #expect(Self.frameOnScreen(try Self.row(table, 1, 1)).minY == 421)
    #expect(table.visibleNodes.count == 4)
    #expect(try Self.row(table, 1, 1).interfaceState == [.measureLayout, .preload, .display, .visible])
    // A 400-point drag that stops: the pan's first 10 points are its hysteresis.
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    let dragged = table.view.contentOffset.y
    #expect(abs(dragged - 370) <= 0.5)
    #expect(table.visibleNodes.count == Self.rowsMeeting(dragged))
    #expect(try Self.row(table, 0, 0).exits == ["visible"])
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -2000), distance: 200)
    clock.advance(by: 4)
    let rested = table.view.contentOffset.y
    clock.advance(by: 1)
    #expect(table.view.contentOffset.y == rested)
    #expect(rested > dragged + 200 && rested <= 21 * 200.5 - 667)
    #expect(table.visibleNodes.count == Self.rowsMeeting(rested))
    // The first row is far above the screen now: no longer visible nor displayed.
    #expect(try Self.row(table, 0, 0).exits.prefix(2) == ["visible", "display"])
  }

  /// How many 200.5-point rows meet the 667-point screen when the offset is `offset`.
  static func rowsMeeting(_ offset: CGFloat) -> Int {
    (0..<21).filter { CGFloat($0) * 200.5 < offset + 667 && CGFloat($0 + 1) * 200.5 > offset }.count
  }

  @Test func aDeletedVisibleRowLosesOnlyTheVisibleState() throws {
    let presentation = TrialDemoTablePresentation()
    let (clock, _, gestures) = textureTrialHost(ASDKViewController(node: presentation))
    clock.advance(by: 0.5)
    let table = presentation.table
    let deleted = try Self.row(table, 1, 0)
    let next = try Self.row(table, 1, 1)
    #expect(deleted.interfaceState == [.measureLayout, .preload, .display, .visible])
    presentation.dataSource.counts[1] -= 1
    table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .none)
    clock.advance(by: 0.5)
    // Texture's range controller takes the visible state from a node it no longer finds in its
    // element map; display and preload stay (ASRangeController's `_setVisibleNodes:`).
    #expect(deleted.exits == ["visible"])
    #expect(deleted.interfaceState == [.measureLayout, .preload, .display])
    #expect(deleted.indexPath == nil)
    #expect(table.view.contentSize.height == 20 * 200.5)
    #expect(next.indexPath == IndexPath(row: 0, section: 1))
    #expect(Self.frameOnScreen(next).minY == 220.5)
    #expect(next.interfaceState == [.measureLayout, .preload, .display, .visible])
    // Scrolling the list no longer touches the dropped node.
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    clock.advance(by: 4)
    #expect(next.exits.prefix(1) == ["visible"])
    #expect(deleted.exits == ["visible"])
    #expect(deleted.interfaceState == [.measureLayout, .preload, .display])
  }
}
