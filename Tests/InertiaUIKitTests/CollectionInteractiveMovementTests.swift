import Foundation
import InertiaUIKit
import Testing

/// Reordering a collection view as reorder tutorials do: UICollectionViewController's standard
/// long-press gesture lifts an item, a drag carries it, lifting the finger drops it and the
/// controller's `moveItemAt` override updates the data.
@MainActor
@Suite struct CollectionInteractiveMovementTests {
  final class LettersController: UICollectionViewController {
    var letters = ["A", "B", "C", "D", "E", "F", "G", "H"]
    var moves: [(Int, Int)] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Letter")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      letters.count
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Letter", for: indexPath)
      cell.accessibilityLabel = letters[indexPath.item]
      return cell
    }
    override func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath.item, destinationIndexPath.item))
      letters.insert(letters.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
  }

  private func makeScene() -> (UIWindow, ManualClock, LettersController) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let controller = LettersController(collectionViewLayout: layout)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, clock, controller)
  }

  /// Presses at `from`, holds `hold` seconds, moves to `to` in ten frames and lifts there.
  private func pressAndDrag(
    _ window: UIWindow, _ clock: ManualClock, from: CGPoint, to: CGPoint, hold: Double
  ) {
    window.handleTouch(id: 1, phase: .began, at: from)
    clock.advance(by: hold)
    for step in 1...10 {
      let t = CGFloat(step) / 10
      window.handleTouch(
        id: 1, phase: .moved, at: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
      clock.advance(by: 1.0 / 60)
    }
    window.handleTouch(id: 1, phase: .ended, at: to)
    clock.advance(by: 0.5)
  }

  private func shownLetters(_ collection: UICollectionView) -> [String] {
    (0..<collection.numberOfItems(inSection: 0)).map {
      collection.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityLabel ?? "?"
    }
  }

  @Test func aLongPressLiftsAnItemAndDroppingItOnAnotherMovesIt() {
    let (window, clock, controller) = makeScene()
    let collection = controller.collectionView!
    // A at (50, 50); C's place is (270, 50).
    pressAndDrag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 270, y: 50), hold: 0.6)
    #expect(controller.moves.count == 1 && controller.moves[0] == (0, 2))
    #expect(controller.letters.prefix(4) == ["B", "C", "A", "D"])
    window.layoutIfNeeded()
    #expect(shownLetters(collection).prefix(4) == ["B", "C", "A", "D"])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 220)
    #expect(collection.contentOffset.y == 0)
  }

  /// Frames of the items on screen, by letter.
  private func frames(_ collection: UICollectionView) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    for cell in collection.visibleCells { result[cell.accessibilityLabel ?? "?"] = cell.frame }
    return result
  }

  /// As in UIKit, the other items make room for the carried one while the finger moves, before the
  /// drop; the data source hears of the move only at the drop.
  @Test func theOtherItemsShiftLiveWhileTheLiftedItemMoves() {
    let (window, clock, controller) = makeScene()
    let collection = controller.collectionView!
    window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 50))
    clock.advance(by: 0.6)
    func move(to point: CGPoint) {
      for step in 1...6 {
        let t = CGFloat(step) / 6
        window.handleTouch(
          id: 1, phase: .moved, at: CGPoint(x: 50 + (point.x - 50) * t, y: 50 + (point.y - 50) * t))
        clock.advance(by: 1.0 / 60)
      }
    }
    // Over C's place (270, 50): B and C move left one place each, D stays; A follows the finger.
    move(to: CGPoint(x: 270, y: 50))
    var now = frames(collection)
    #expect(now["B"] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(now["C"] == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(now["D"] == CGRect(x: 0, y: 110, width: 100, height: 100))
    #expect(now["A"]?.origin == CGPoint(x: 220, y: 0))
    #expect(controller.moves.isEmpty && controller.letters.prefix(3) == ["A", "B", "C"])
    #expect(collection.indexPathsForVisibleItems.count == 8)
    // On to item 4's place (160, 160): D moves up into the first line as well.
    window.handleTouch(id: 1, phase: .moved, at: CGPoint(x: 160, y: 160))
    clock.advance(by: 1.0 / 60)
    now = frames(collection)
    #expect(now["D"] == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(now["E"] == CGRect(x: 0, y: 110, width: 100, height: 100))
    #expect(now["A"]?.origin == CGPoint(x: 110, y: 110))
    #expect(now["F"] == CGRect(x: 220, y: 110, width: 100, height: 100))
    window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 160, y: 160))
    clock.advance(by: 0.5)
    #expect(controller.moves.count == 1 && controller.moves.first.map { $0 == (0, 4) } == true)
    #expect(controller.letters.prefix(6) == ["B", "C", "D", "E", "A", "F"])
    #expect(shownLetters(collection).prefix(6) == ["B", "C", "D", "E", "A", "F"])
    #expect(frames(collection)["A"] == CGRect(x: 110, y: 110, width: 100, height: 100))
  }

  @Test func aQuickDragLiftsNothingAndAnItemDroppedInPlaceGoesBack() {
    let (window, clock, controller) = makeScene()
    let collection = controller.collectionView!
    pressAndDrag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 270, y: 50), hold: 0.05)
    #expect(controller.moves.isEmpty)
    pressAndDrag(window, clock, from: CGPoint(x: 160, y: 160), to: CGPoint(x: 170, y: 165), hold: 0.6)
    #expect(controller.moves.isEmpty && controller.letters.first == "A")
    #expect(
      collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 110, y: 110, width: 100, height: 100))
  }

  @Test func withoutTheStandardGestureALongPressMovesNothing() {
    let (window, clock, controller) = makeScene()
    controller.installsStandardGestureForInteractiveMovement = false
    pressAndDrag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 270, y: 50), hold: 0.6)
    #expect(controller.moves.isEmpty && controller.letters.prefix(3) == ["A", "B", "C"])
  }

  @Test func movementsInCodeAskTheDataSourceAndCanBeCancelled() {
    let (_, _, controller) = makeScene()
    let collection = controller.collectionView!
    #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
    // B is carried to item 3's place; C and D shift back one place to make room.
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.center == CGPoint(x: 50, y: 160))
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityLabel == "B")
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 110, y: 0))
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "C")
    collection.cancelInteractiveMovement()
    #expect(controller.moves.isEmpty)
    #expect(shownLetters(collection).prefix(4) == ["A", "B", "C", "D"])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 110, y: 0))
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 110))
    #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 40, section: 0)))
  }
}
