import InertiaUIKit
import Testing

/// The sixty-second trial's reel (SixtySecondTrialReel.swift, RAMReel's idioms) in the 375 x 667
/// trial window. Editing the field shows the 336-point keyboard: the reel's bottom rises to it (a
/// reel 331 tall, each row 44, the content inset 143.5 above and below so that a row can rest in
/// the middle). "ca" matches 25 of the words: rows 0 to 24, content 1,100 tall, offsets -143.5 to
/// 912.5; row n rests in the middle at offset 44n - 143.5.
@MainActor
@Suite struct SixtySecondTrialReelTests {
  static func reel() -> (Reel, ManualClock, GestureSynthesizer) {
    let controller = ReelController()
    let (clock, window, fingers) = trialHost(controller)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (controller.reel, clock, fingers)
  }

  /// The reel with "ca" typed into its field, the animations over.
  static func typed() -> (Reel, ManualClock, GestureSynthesizer) {
    let (reel, clock, fingers) = reel()
    _ = reel.textField.becomeFirstResponder()
    reel.textField.insertText("ca")
    clock.advance(by: 0.5)
    return (reel, clock, fingers)
  }

  @Test func typingFillsTheReelAboveTheKeyboardCentredOnTheMiddleWord() {
    let (reel, _, _) = Self.typed()
    let collectionView = reel.collectionView
    #expect(reel.bottomConstraints.map(\.constant) == [336])
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 331))
    #expect(collectionView.contentInset == UIEdgeInsets(top: 143.5, left: 0, bottom: 143.5, right: 0))
    #expect(reel.data.count == 25)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1100))
    #expect(collectionView.contentOffset.y == 384.5)
    #expect(reel.selectedItem == "candle")
    // Rows 8 (352 to 396) to 16 (704 to 748) meet the visible 384.5 to 715.5; "candle" in the middle.
    let rows = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(rows == Array(8...16))
    let middle = collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) as? ReelCell
    #expect(middle?.textLabel.text == "candle")
    #expect(middle.map { collectionView.convert($0.center, to: reel.view).y } == 165.5)
    #expect(reel.textField.frame.midY == 165.5)
    // The cell's edges equal the label's less 20: its right edge 20 past the cell's, as RAMReel's
    // constraints put it on iOS too.
    #expect(middle?.textLabel.frame == CGRect(x: 20, y: 0, width: 375, height: 44))
  }

  @Test func aReleasedDragSnapsToTheNextRowTheWayItWent() {
    let (reel, clock, fingers) = Self.typed()
    let collectionView = reel.collectionView
    fingers.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 200), duration: 0.5, release: .stop)
    // 90 points (less the slop) from 384.5: 474.5 is row 14.05, rounded on to 15.
    #expect(reel.snapper.calls == ["willBeginDragging", "didEndDragging false"])
    #expect(reel.snapper.scrollTo == 474.5)
    clock.advance(by: 0.5)
    #expect(collectionView.contentOffset.y == 516.5)
    #expect(reel.selectedItem == "canvas")
    #expect(!collectionView.isDragging && !collectionView.isDecelerating)
  }

  @Test func aFlingStopsAtTheLastRowWithoutBouncing() {
    let (reel, clock, fingers) = Self.typed()
    let collectionView = reel.collectionView
    fingers.fling(from: CGPoint(x: 187, y: 300), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    var highest: CGFloat = 0
    for _ in 0..<180 {
      clock.advance(by: 1.0 / 60)
      highest = max(highest, collectionView.contentOffset.y)
    }
    #expect(reel.snapper.calls == ["willBeginDragging", "didEndDragging true", "didEndDecelerating"])
    // `bounces` is false: the reel stops at its last row and never passes it.
    #expect(highest == 912.5)
    #expect(collectionView.contentOffset.y == 912.5)
    #expect(reel.selectedItem == "cat")
  }

  @Test func tappingTheReelTypesTheMiddleWordAndReturnChoosesIt() {
    let (reel, clock, fingers) = Self.typed()
    fingers.tap(at: CGPoint(x: 187, y: 280))
    #expect(reel.textField.text == "candle")
    #expect(reel.data == ["candle"])
    reel.textField.pressReturnKey()
    #expect(reel.chosen == ["candle"])
    #expect(reel.data.isEmpty)
    #expect(!reel.textField.isFirstResponder)
    clock.advance(by: 0.5)
    // The keyboard went down: the reel has the whole window again, its inset (667 - 44) / 2.
    #expect(reel.bottomConstraints.map(\.constant) == [0])
    #expect(reel.collectionView.frame.height == 667)
    #expect(reel.collectionView.contentInset.top == 311.5)
  }
}
