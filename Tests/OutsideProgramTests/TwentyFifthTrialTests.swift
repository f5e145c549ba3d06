import Foundation
import InertiaUIKit
import Testing

// The twenty-fifth porting trial's idioms, written as those programs write them: carousels that
// recompute their cards' progress on every scroll, screens made from storyboards by class name,
// windows made without a frame, rotations announced to controllers, layouts swapped with a
// completion, and image literals.

/// Attributes carrying how centred a card is (1 in the middle, 0 a page away).
final class CardAttributes: UICollectionViewLayoutAttributes {
  var progress: CGFloat = 0
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? CardAttributes)?.progress = progress
    return copy
  }
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CardAttributes, other.progress == progress else { return false }
    return super.isEqual(object)
  }
}

/// A horizontal carousel layout setting each card's progress from the scroll position.
final class CardCarouselLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { CardAttributes.self }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView, let all = super.layoutAttributesForElements(in: rect) else { return nil }
    let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let page = itemSize.width + minimumLineSpacing
    for case let card as CardAttributes in all {
      card.progress = max(0, 1 - abs(card.center.x - middle) / page)
    }
    return all
  }
}

/// A card that shows its progress as it is applied.
final class ProgressCard: UICollectionViewCell {
  var shownProgress: CGFloat = -1
  var applyCount = 0
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    applyCount += 1
    shownProgress = (layoutAttributes as? CardAttributes)?.progress ?? -1
  }
}

/// Five cards.
final class CardDeck: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

/// A screen a storyboard makes by its class name (no initializers of its own).
final class ProfileScreen: UIViewController {
  var didLoad = false
  override func viewDidLoad() {
    super.viewDidLoad()
    didLoad = true
  }
}

/// A grid screen a storyboard makes by its class name.
final class GalleryScreen: UICollectionViewController {}

/// Records what a rotation tells it, and its child.
final class RotatingScreen: UIViewController {
  var log: [String] = []
  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    log.append(
      "willTransition vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
  }
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("traitCollectionDidChange")
  }
}

@MainActor
@Suite struct TwentyFifthTrialTests {
  @Test func visibleCardsAreGivenTheirChangedAttributesAsTheCarouselScrolls() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let layout = CardCarouselLayout()
    layout.scrollDirection = UICollectionViewScrollDirection.horizontal
    layout.itemSize = CGSize(width: 300, height: 200)
    layout.minimumLineSpacing = 20
    let deck = CardDeck()
    let carousel = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
    carousel.register(ProgressCard.self, forCellWithReuseIdentifier: "card")
    carousel.dataSource = deck
    window.addSubview(carousel)
    window.layoutIfNeeded()
    func card(_ item: Int) -> ProgressCard? {
      carousel.cellForItem(at: IndexPath(item: item, section: 0)) as? ProgressCard
    }
    // Card 0's centre is at 150, the middle at 195: 45 points off a 320-point page.
    #expect(abs((card(0)?.shownProgress ?? -1) - (1 - 45.0 / 320)) < 1e-9)
    #expect(abs((card(1)?.shownProgress ?? -1) - (1 - 275.0 / 320)) < 1e-9)
    carousel.setContentOffset(CGPoint(x: 275, y: 0), animated: false)
    window.layoutIfNeeded()
    // Card 1 is centred now (470 - 195 = 275); card 0 is 320 points away, a full page.
    #expect(card(1)?.shownProgress == 1)
    #expect(card(0)?.shownProgress == 0)
    let applied = card(1)?.applyCount ?? 0
    window.layoutIfNeeded()
    #expect(card(1)?.applyCount == applied)  // Unchanged attributes are not applied again.
  }

  @Test func storyboardScenesNamedAfterTheirClassAreMadeInCode() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let profile = storyboard.instantiateViewController(withIdentifier: "ProfileScreen") as? ProfileScreen
    #expect(profile != nil)
    #expect(profile?.storyboard === storyboard)
    #expect(profile?.storyboard?.name == "Main")
    profile?.loadViewIfNeeded()
    #expect(profile?.didLoad == true)
    let gallery = storyboard.instantiateViewController(withIdentifier: "GalleryScreen") as? GalleryScreen
    #expect(gallery?.collectionViewLayout.isKind(of: UICollectionViewFlowLayout.self) == true)
    #expect(UIViewController().storyboard == nil)
    #expect(UIViewController(coder: NSCoder()) == nil)
  }

  @Test func windowsMadeWithoutAFrameFillTheScreen() {
    let window = UIWindow()
    #expect(window.frame == UIScreen.main.bounds)
    #expect(window.bounds.size == CGSize(width: 390, height: 844))
  }

  @Test func aRotationAnnouncesTheNewTraitsBeforeTheNewSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = RotatingScreen()
    let child = RotatingScreen()
    screen.addChild(child)
    screen.view.addSubview(child.view)
    child.didMove(toParent: screen)
    window.rootViewController = screen
    window.layoutIfNeeded()
    screen.log = []
    child.log = []
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      screen.log == [
        "willTransition vertical compact", "viewWillTransition 844x390", "traitCollectionDidChange",
      ])
    #expect(child.log.first == "willTransition vertical compact")
    screen.log = []
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 390)  // Still landscape: same traits.
    #expect(screen.log == ["viewWillTransition 800x390"])
  }

  @Test func aLayoutSwapCompletesWithTheNewFramesAndLayoutsAnswerClassTests() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 100, height: 100)
    let deck = CardDeck()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: grid)
    collection.register(ProgressCard.self, forCellWithReuseIdentifier: "card")
    collection.dataSource = deck
    window.addSubview(collection)
    window.layoutIfNeeded()
    let carousel = CardCarouselLayout()
    carousel.scrollDirection = .horizontal
    carousel.itemSize = CGSize(width: 300, height: 200)
    var completions: [Bool] = []
    var frameAtCompletion = CGRect.null
    collection.setCollectionViewLayout(carousel, animated: true) { finished in
      completions.append(finished)
      frameAtCompletion = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
    }
    #expect(completions == [true])
    #expect(frameAtCompletion.size == CGSize(width: 300, height: 200))
    #expect(collection.collectionViewLayout.isKind(of: UICollectionViewFlowLayout.self))
    #expect(collection.collectionViewLayout.isKind(of: CardCarouselLayout.self))
    #expect(!collection.collectionViewLayout.isMember(of: UICollectionViewFlowLayout.self))
    #expect(grid.isMember(of: UICollectionViewFlowLayout.self))
    #expect(!grid.isKind(of: UICollectionViewCompositionalLayout.self))
  }

  @Test func imageLiteralNamesLoadThePictureBesideTheProgram() throws {
    let name = "literal-\(UUID().uuidString)"
    let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
      "\(name).png")
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
    let picture = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    }
    try #require(picture.pngData()).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let image = UIImage(imageLiteralResourceName: name)
    #expect(image.size == (UIImage(named: name)?.size ?? .zero))
    #expect(image.size.width == 2 * image.size.height)
  }

  @Test func pinnedFootersHoldTheBottomOfTheVisibleArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 100)
    layout.minimumLineSpacing = 0
    layout.footerReferenceSize = CGSize(width: 390, height: 40)
    layout.sectionFootersPinToVisibleBounds = true
    final class TwoSections: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        10
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
      }
    }
    let source = TwoSections()
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
    list.dataSource = source
    window.addSubview(list)
    window.layoutIfNeeded()
    func footer(_ section: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }
    // Section 0's footer belongs at 1000; it waits at the bottom of the 400-point view.
    #expect(footer(0) == CGRect(x: 0, y: 360, width: 390, height: 40))
    #expect(
      list.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).map(\.frame)
        == [CGRect(x: 0, y: 360, width: 390, height: 40)])
    list.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    window.layoutIfNeeded()
    #expect(footer(0) == CGRect(x: 0, y: 1000, width: 390, height: 40))  // Its own place, reached.
    #expect(footer(1) == CGRect(x: 0, y: 1160, width: 390, height: 40))
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeRight.isLandscape)
  }
}
