import InertiaUIKit
import Testing

/// The sixty-second trial's card stack (SixtySecondTrialDeck.swift, tispr-card-stack's idioms) in
/// the 375 x 667 trial window. The controller is made in code, so its view has the main screen's
/// 390 x 844 in `viewDidLoad`, where the cards are sized: 350 x 565.48, centred 12.5 in from the
/// window's sides. The bottom stack's cards are 45 points up from the bottom (their tops at 622), and
/// a card leans about a point 565.48 - 45 below the window's bottom edge (y 1,187.48).
@MainActor
@Suite struct SixtySecondTrialTests {
  static let cardHeight = 0.67 * 844.0
  /// The centre of a card resting at `y`.
  static func centre(atY y: CGFloat) -> CGPoint { CGPoint(x: 187.5, y: y + cardHeight / 2) }
  /// The angle of a view's transform.
  static func lean(of view: UIView) -> Double { Double(atan2(view.transform.b, view.transform.a)) }

  static func deck() -> (DeckController, UICollectionView, ManualClock, GestureSynthesizer) {
    let controller = DeckController(collectionViewLayout: DeckLayout())
    let (clock, window, fingers) = trialHost(controller)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (controller, controller.collectionView!, clock, fingers)
  }

  static func card(_ item: Int, in collectionView: UICollectionView) -> DeckCard? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? DeckCard
  }

  static func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5
  }

  @Test func theCardsStackTenPointsApartWithTheFirstOnTop() {
    let (controller, collectionView, _, _) = Self.deck()
    #expect(controller.layout.cardSize.width == 350)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 667))
    #expect(!collectionView.isScrollEnabled)
    #expect(collectionView.visibleCells.count == 6)
    for item in 0..<6 {
      let card = Self.card(item, in: collectionView)
      #expect(card?.frame.origin == CGPoint(x: 12.5, y: CGFloat(70 - 10 * item)))
      #expect(card?.layer.zPosition == CGFloat(1000 - item))
      #expect(card?.numberLabel.text == "№ \(item)")
    }
  }

  @Test func aSlowDragLeansTheTopCardAndThrowsItToTheBottomStack() {
    let (controller, collectionView, clock, fingers) = Self.deck()
    // 120 points down and 100 right over a second: 156 points a second, under the 250 the pan
    // delegate allows. The pan takes its 10-point slop out along the way: (93.6, 112.3).
    fingers.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 287, y: 420), duration: 1, release: .hold)
    let card = Self.card(0, in: collectionView)!
    #expect(Self.close(card.center, CGPoint(x: 281.1, y: 465.06)))
    // Leaning towards (187.5, 1,187.48) below the stack: atan(93.6 / 722.42) = 0.1288.
    #expect(abs(Self.lean(of: card) - 0.1288) < 0.001)
    #expect(card.vote == "face 1")
    #expect(controller.layout.draggedCellPath == IndexPath(item: 0, section: 0))
    fingers.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 287, y: 420))
    ])
    // 112 points down is past the 60 a throw needs: the next card is on top.
    #expect(controller.layout.index == 1)
    #expect(controller.layout.draggedCellPath == nil)
    clock.advance(by: 1)
    #expect(controller.shown == [1])
    // In the bottom stack, turned a quarter as far; the cards above moved down 10 points.
    #expect(Self.close(card.center, Self.centre(atY: 622)))
    #expect(abs(Self.lean(of: card) - 0.1288 / 4) < 0.001)
    #expect(card.vote == "face 1")
    // Over the cards above it (999 down), with the dragged zIndex, 10,000, as on iOS: an update-less
    // batch's layout is computed inside `performBatchUpdates`, while the layout still names it
    // dragged (1,000 before the sixty-third trial, laid out at the next pass).
    #expect(card.layer.zPosition == 10000)
    #expect(Self.card(1, in: collectionView)?.frame.origin == CGPoint(x: 12.5, y: 70))
    #expect(Self.card(5, in: collectionView)?.frame.origin == CGPoint(x: 12.5, y: 30))
  }

  @Test func aShortDragSnapsTheCardBackWithoutAnimating() {
    let (controller, collectionView, clock, fingers) = Self.deck()
    fingers.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 217, y: 340), duration: 0.5, release: .hold)
    // 50 points moved, 40 of them counted: (24, 32).
    #expect(Self.close(Self.card(0, in: collectionView)?.center, CGPoint(x: 211.5, y: 384.74)))
    #expect(Self.card(0, in: collectionView)?.vote == "face 1")
    fingers.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 217, y: 340))
    ])
    // Reloaded in place: no frame to animate through, straight.
    let card = Self.card(0, in: collectionView)
    #expect(Self.close(card?.center, Self.centre(atY: 70)))
    #expect(card.map(Self.lean(of:)) == 0)
    #expect(card?.vote == "neutral")
    clock.advance(by: 1)
    #expect(controller.layout.index == 0)
    #expect(controller.shown == [])
    #expect(Self.close(Self.card(0, in: collectionView)?.center, Self.centre(atY: 70)))
  }

  @Test func fastFlicksAreSwipesThatMoveTheTopCardDownAndBackUp() {
    let (controller, collectionView, clock, fingers) = Self.deck()
    // 1,200 points a second: the pan does not begin, so the swipes waiting for it may.
    fingers.fling(from: CGPoint(x: 187, y: 200), velocity: CGPoint(x: 0, y: 1200), distance: 150)
    clock.advance(by: 1)
    #expect(controller.layout.index == 1)
    #expect(Self.close(Self.card(0, in: collectionView)?.center, Self.centre(atY: 622)))
    #expect(Self.card(0, in: collectionView).map(Self.lean(of:)) == 0)
    #expect(Self.card(1, in: collectionView)?.frame.minY == 70)
    fingers.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -1200), distance: 150)
    clock.advance(by: 1)
    #expect(controller.layout.index == 0)
    #expect(controller.shown == [1, 0])
    #expect(Self.close(Self.card(0, in: collectionView)?.center, Self.centre(atY: 70)))
    #expect(Self.card(1, in: collectionView)?.frame.minY == 60)
  }
}
