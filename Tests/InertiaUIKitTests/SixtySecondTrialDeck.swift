import InertiaUIKit

// The sixty-second trial's card stack, written in the idioms of tispr-card-stack (not its code) as
// `inertia port` leaves them: a `UICollectionViewLayout` that stacks the cards from the current one
// up, each 10 points above the one before, and drops the cards before it into a stack at the
// bottom, each turned by a quarter of the angle it was thrown at; the layout is its collection
// view's pan and swipe targets and the pan's delegate (a pan faster than 250 points a second
// vertically does not begin, so the swipes, which wait for it to fail, take it). The controller
// turns scrolling off and sizes the cards from its view in `viewDidLoad`.

/// Told when the top card changes (after the batch update that moves the cards).
@MainActor protocol DeckDelegate: AnyObject {
  func deckDidShowCard(_ index: Int)
}

/// The stack layout.
final class DeckLayout: UICollectionViewLayout, UIGestureRecognizerDelegate {
  weak var delegate: DeckDelegate?
  var cardSize = CGSize(width: 280, height: 380)
  var topStackMaximumSize = 3
  var bottomStackMaximumSize = 3
  var bottomStackCardHeight: CGFloat = 50
  let coefficientOfRotation = 0.25
  let verticalOffsetBetweenCards = 10
  let centralCardYPosition = 70
  let minimumXPanDistanceToSwipe: CGFloat = 100
  let minimumYPanDistanceToSwipe: CGFloat = 60

  private(set) var draggedCellPath: IndexPath?
  private var initialCellCenter: CGPoint?
  private(set) var bottomStackRotations: [Int: Double] = [:]

  /// The card on top of the stack.
  var index = 0 {
    didSet {
      draggedCellPath = IndexPath(item: min(oldValue, index), section: 0)
      guard let cell = collectionView!.cellForItem(at: draggedCellPath!) else { return }
      collectionView?.bringSubview(toFront: cell)
      collectionView?.performBatchUpdates(
        { [weak self] in self?.invalidateLayout() },
        completion: { [weak self] _ in
          guard let self else { return }
          self.delegate?.deckDidShowCard(self.index)
        })
    }
  }

  var gesturesEnabled = false {
    didSet {
      guard gesturesEnabled else { return }
      let pan = UIPanGestureRecognizer(
        target: self, action: Selector("handlePan:", target: self, DeckLayout.handlePan(_:)))
      pan.delegate = self
      collectionView?.addGestureRecognizer(pan)
      for direction in [UISwipeGestureRecognizerDirection.down, .up] {
        let swipe = UISwipeGestureRecognizer(
          target: self, action: Selector("handleSwipe:", target: self, DeckLayout.handleSwipe(_:)))
        swipe.direction = direction
        swipe.delegate = self
        collectionView?.addGestureRecognizer(swipe)
        swipe.require(toFail: pan)
      }
    }
  }

  override var collectionViewContentSize: CGSize { collectionView!.bounds.size }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let count = collectionView!.numberOfItems(inSection: 0)
    let above = min(count - (index + 1), topStackMaximumSize - 1)
    let below = min(index, bottomStackMaximumSize)
    return ((index - below)..<(index + 1 + above)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let x = (collectionView!.frame.width - cardSize.width) / 2
    if indexPath.item >= index {
      let lowest = centralCardYPosition - verticalOffsetBetweenCards * (topStackMaximumSize - 1)
      let y = max(centralCardYPosition - verticalOffsetBetweenCards * (indexPath.item - index), lowest)
      attributes.frame = CGRect(x: x, y: CGFloat(y), width: cardSize.width, height: cardSize.height)
      attributes.isHidden = indexPath.item >= index + topStackMaximumSize
      attributes.zIndex = 1000 - indexPath.item
    } else {
      let y = collectionView!.frame.height - bottomStackCardHeight
      attributes.frame = CGRect(x: x, y: y, width: cardSize.width, height: cardSize.height)
      if let angle = bottomStackRotations[indexPath.item] {
        attributes.transform3D = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
      }
      attributes.isHidden = indexPath.item < index - bottomStackMaximumSize
      attributes.zIndex = 1000 + indexPath.item
    }
    if indexPath.item == draggedCellPath?.item { attributes.zIndex = 10000 }
    return attributes
  }

  func handleSwipe(_ sender: UISwipeGestureRecognizer) {
    switch sender.direction {
    case UISwipeGestureRecognizerDirection.up where index > 0: index -= 1
    case UISwipeGestureRecognizerDirection.down where index + 1 < collectionView!.numberOfItems(inSection: 0):
      index += 1
    default: break
    }
  }

  func handlePan(_ sender: UIPanGestureRecognizer) {
    switch sender.state {
    case .began:
      guard let touched = collectionView?.indexPathForItem(at: sender.location(in: collectionView)) else {
        return
      }
      draggedCellPath = IndexPath(item: touched.item >= index ? index : index - 1, section: 0)
      let cell = collectionView!.cellForItem(at: draggedCellPath!)!
      initialCellCenter = cell.center
      collectionView?.bringSubview(toFront: cell)
    case .changed:
      guard let path = draggedCellPath, let cell = collectionView?.cellForItem(at: path) else { return }
      let translation = sender.translation(in: collectionView!)
      cell.center = CGPoint(x: initialCellCenter!.x + translation.x, y: initialCellCenter!.y + translation.y)
      cell.transform = CGAffineTransform(rotationAngle: CGFloat(storeAngleOfRotation()))
    default:
      if let path = draggedCellPath { finishedDragging(collectionView!.cellForItem(at: path)!) }
    }
  }

  private func finishedDragging(_ cell: UICollectionViewCell) {
    let deltaX = abs(cell.center.x - initialCellCenter!.x)
    let deltaY = abs(cell.center.y - initialCellCenter!.y)
    if deltaX < minimumXPanDistanceToSwipe && deltaY < minimumYPanDistanceToSwipe {
      UIView.setAnimationsEnabled(false)
      collectionView!.reloadItems(at: [draggedCellPath!])
      UIView.setAnimationsEnabled(true)
    } else {
      _ = storeAngleOfRotation()
      if draggedCellPath?.item == index { index += 1 } else { index -= 1 }
      initialCellCenter = .zero
      draggedCellPath = nil
    }
  }

  /// The angle the dragged card leans at (towards the point under the bottom stack it turns
  /// about), stored a quarter as large for the bottom stack.
  private func storeAngleOfRotation() -> Double {
    guard let path = draggedCellPath, let cell = collectionView?.cellForItem(at: path) else { return 0 }
    let pivotY = collectionView!.frame.height + cardSize.height - bottomStackCardHeight
    let gamma = Double((cell.center.x - collectionView!.bounds.width / 2) / (pivotY - cell.center.y))
    bottomStackRotations[path.item] = atan(gamma) * coefficientOfRotation
    return atan(gamma)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    return abs(Int(pan.velocity(in: collectionView).y)) < 250
  }
}

/// A card: its vote follows its lean, from `center`'s observer and from the attributes it is given.
final class DeckCard: UICollectionViewCell {
  let numberLabel = UILabel()
  private(set) var vote = "neutral"

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(numberLabel)
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var center: CGPoint {
    didSet { updateVote() }
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    updateVote()
  }

  private func updateVote() {
    let lean = atan2(transform.b, transform.a) * 100
    switch lean {
    case ..<(-15): vote = "rotten 2"
    case -15..<0: vote = "rotten 1"
    case 1..<15: vote = "face 1"
    case 15...: vote = "face 2"
    default: vote = "neutral"
    }
  }
}

/// The stack's controller: scrolling off, the cards 20 points in from the sides and two thirds of
/// the view's height, six of them coloured in turn.
final class DeckController: UICollectionViewController, DeckDelegate {
  var layout: DeckLayout { collectionViewLayout as! DeckLayout }
  var countOfCards = 6
  private(set) var shown: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.gesturesEnabled = true
    collectionView!.isScrollEnabled = false
    collectionView!.register(DeckCard.self, forCellWithReuseIdentifier: "Card")
    layout.cardSize = CGSize(width: view.bounds.width - 40, height: 0.67 * view.bounds.height)
    layout.delegate = self
    layout.topStackMaximumSize = 40
    layout.bottomStackMaximumSize = 30
    layout.bottomStackCardHeight = 45
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    countOfCards
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let card = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! DeckCard
    card.numberLabel.text = "№ \(indexPath.item)"
    return card
  }

  func deckDidShowCard(_ index: Int) { shown.append(index) }
}
