import InertiaUIKit
import Testing

/// The sixty-first trial's screen, written in the idioms of UICollectionViewSplitLayout's emoji
/// sample (not its code) as `inertia port` leaves them: a `UICollectionViewController` made in
/// code that sets its split layout in `viewDidLoad`, a 16-point content inset all round, a summary
/// and a list of code points in the left column, forty emoji two to a row in the right one. The
/// layout (SixtyFirstTrialLayout.swift) has no `prepare()`: it computes its attributes when it is
/// invalidated with a context of its own class that is not a bounds change, so it shows anything
/// only if the collection view invalidates it so before it first asks for attributes, as UIKit's
/// does when it loads its data.
@MainActor
@Suite struct SixtyFirstTrialTests {
  final class EmojiCell: UICollectionViewCell {
    let emojiLabel = UILabel()

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(emojiLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class TitleHeader: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class EmojiViewController: UICollectionViewController, SplitLayoutDelegate {
    let layout = SplitLayout()
    let sections: [(title: String, side: SplitSide, items: [String])] = [
      ("Summary", .left, ["family"]),
      ("Code points", .left, ["U+1F468", "U+200D", "U+1F469", "U+200D", "U+1F467", "U+200D", "U+1F466"]),
      ("Emoji collection", .right, (0..<40).map { "emoji \($0)" }),
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.collectionViewLayout = layout
      collectionView.contentInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      collectionView.register(EmojiCell.self, forCellWithReuseIdentifier: "EmojiCell")
      collectionView.register(
        TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "TitleHeader")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      sections[section].items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "EmojiCell", for: indexPath) as! EmojiCell
      cell.emojiLabel.text = sections[indexPath.section].items[indexPath.item]
      return cell
    }

    override func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view =
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "TitleHeader", for: indexPath) as! TitleHeader
      view.titleLabel.text = sections[indexPath.section].title
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: UICollectionViewLayout, sideFor section: Int
    )
      -> SplitSide
    { sections[section].side }

    func collectionView(
      _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath,
      width: CGFloat, side: SplitSide
    ) -> CGSize {
      switch indexPath.section {
      case 0: return CGSize(width: width, height: 120)
      case 1: return CGSize(width: width, height: 44)
      default:
        let side = self.layout.fixedWidth(for: 2, of: side)
        return CGSize(width: side, height: side)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: UICollectionViewLayout, backdropColorFor section: Int
    )
      -> UIColor?
    { section == 2 ? .yellow : .lightGray }
  }

  static func screen() -> (EmojiViewController, ManualClock, GestureSynthesizer) {
    let screen = EmojiViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let (clock, window, fingers) = trialHost(screen)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    return (screen, clock, fingers)
  }

  /// The header of `section` on screen, if any.
  static func header(_ section: Int, in collectionView: UICollectionView) -> TitleHeader? {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
      as? TitleHeader
  }

  @Test func theLayoutIsComputedAtTheViewsFirstWidthNotForTheWindowsResize() {
    let (screen, _, _) = Self.screen()
    let collectionView = screen.collectionView!
    // Computed twice (the layout set in `viewDidLoad`, then the data loaded), both while the
    // controller's view had the main screen's 390-point width: the window's later 375-point size
    // reaches the layout as a bounds change, which it marks and does not recompute for, as on iOS
    // (the sample recomputes itself on a size change, in `viewWillTransition`). 390 less the
    // 16-point split: two columns of 187.
    #expect(screen.layout.recalculations == 2)
    // The right column: a 40-point header, 20 rows of 88-point emoji 10 apart (40 + 1,950), and
    // the 16-point bottom inset the layout adds; 375 less the 16-point insets is 343 wide.
    #expect(collectionView.contentSize == CGSize(width: 343, height: 2006))
    #expect(collectionView.contentOffset.y == -36)
    let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 2))
    #expect(second?.frame == CGRect(x: 301, y: 40, width: 88, height: 88))
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 1))?.frame.maxY == 578)
    #expect(Self.header(1, in: collectionView)?.frame.minY == 170)
    #expect(Self.header(1, in: collectionView)?.titleLabel.text == "Code points")
  }

  @Test func eachSectionsBackdropIsColouredByItsAttributesSubclass() {
    let (screen, _, _) = Self.screen()
    let backdrops = screen.collectionView.subviews.compactMap { $0 as? SplitBackdropView }
      .sorted {
        $0.frame.minX == $1.frame.minX ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX
      }
    #expect(
      backdrops.map(\.frame) == [
        CGRect(x: 0, y: 40, width: 187, height: 120), CGRect(x: 0, y: 210, width: 187, height: 368),
        CGRect(x: 203, y: 40, width: 187, height: 1950),
      ])
    #expect(backdrops.map(\.backgroundColor) == [.lightGray, .lightGray, .yellow])
  }

  @Test func aHeldDragPinsTheHeadersOfTheSectionsItShowsWithoutRecomputingTheLayout() {
    let (screen, clock, fingers) = Self.screen()
    let collectionView = screen.collectionView!
    let recalculations = screen.layout.recalculations
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.5, release: .hold)
    clock.advance(by: 1.0 / 60)
    // 300 points dragged less the 10-point slop, from -36.
    #expect(collectionView.contentOffset.y == 254)
    // Pinned under the status bar: 20 + 254; the summary (40 to 160) has left the screen.
    #expect(Self.header(2, in: collectionView)?.frame.minY == 274)
    #expect(Self.header(1, in: collectionView)?.frame.minY == 274)
    #expect(Self.header(0, in: collectionView) == nil)
    // Every scroll invalidated the layout with its own context class, marked a bounds change.
    #expect(screen.layout.recalculations == recalculations)
  }

  @Test func aFlingComesToRestAndTheLeftHeaderStopsOverItsLastItem() {
    let (screen, clock, fingers) = Self.screen()
    let collectionView = screen.collectionView!
    let recalculations = screen.layout.recalculations
    fingers.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500), distance: 200)
    clock.advance(by: 5)
    #expect(!collectionView.isDecelerating && !collectionView.isDragging)
    let rest = collectionView.contentOffset.y
    #expect(rest > 600 && rest < 1115)
    // The left column's last section ends at 578: its header stopped 40 above, then left with it.
    #expect(Self.header(1, in: collectionView) == nil)
    #expect(Self.header(2, in: collectionView)?.frame.minY == 20 + rest)
    #expect(screen.layout.recalculations == recalculations)
  }
}
