import Foundation
import InertiaTexture
import Testing

/// The sixty-fifth trial (NeverAgain11/SKListKit) driven: the list of
/// `SixtyFifthTrialTextureScreens.swift` in a 375 x 667 window with a 20-point status bar, on the
/// manual clock.
@MainActor
@Suite(.serialized) struct SixtyFifthTrialTextureTests {
  /// The frame of `node` in the window.
  static func frameOnScreen(_ node: ASDisplayNode) -> CGRect {
    node.view.convert(node.view.bounds, to: nil)
  }

  /// The cell node of `item` in `section`.
  static func cell(_ list: TrialListKitController, _ section: Int, _ item: Int) throws -> TrialListCellNode {
    try #require(
      list.adapter.collectionNode.nodeForItem(at: IndexPath(item: item, section: section))
        as? TrialListCellNode)
  }

  /// The frame of the item at `item` of `section` in the collection's content (its layout
  /// attributes': a cell node's own frame is in its cell, at the origin, as in Texture).
  static func itemFrame(_ list: TrialListKitController, _ section: Int, _ item: Int) -> CGRect? {
    list.adapter.collectionNode.view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
      .frame
  }

  /// The list on screen, given a tenth of a second to settle.
  static func openList() -> (TrialListKitController, ManualClock, GestureSynthesizer) {
    let list = TrialListKitController()
    let (clock, _, gestures) = textureTrialHost(list)
    clock.advance(by: 0.1)
    return (list, clock, gestures)
  }

  @Test func theGridAndTheRowsSitWhereTheFlowLayoutAndTheSectionInsetsPutThem() throws {
    let (list, _, _) = Self.openList()
    let collection = list.adapter.collectionNode
    #expect(collection.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(collection.numberOfSections == 2)
    // Two half-width tiles a line, no spacing, below the grid's 10-point top inset.
    #expect(Self.itemFrame(list, 0, 0) == CGRect(x: 0, y: 10, width: 187.5, height: 100))
    #expect(Self.itemFrame(list, 0, 1) == CGRect(x: 187.5, y: 10, width: 187.5, height: 100))
    #expect(Self.itemFrame(list, 0, 5) == CGRect(x: 187.5, y: 210, width: 187.5, height: 100))
    // A cell node's own frame is its size at the origin of its cell.
    #expect(try Self.cell(list, 0, 1).frame == CGRect(x: 0, y: 0, width: 187.5, height: 100))
    // The rows follow the grid's 10-point bottom inset, 60 points each (a 40-point bar inset 10).
    #expect(Self.itemFrame(list, 1, 0) == CGRect(x: 0, y: 320, width: 375, height: 60))
    #expect(Self.itemFrame(list, 1, 29) == CGRect(x: 0, y: 2060, width: 375, height: 60))
    let row = try #require(try Self.cell(list, 1, 0) as? TrialListRowNode)
    #expect(row.bar.frame == CGRect(x: 16, y: 10, width: 343, height: 40))
    // 320 + 30 rows + the rows' 20-point bottom inset.
    #expect(collection.view.contentSize == CGSize(width: 375, height: 2140))
    #expect(collection.view.contentOffset.y == -20)
    // The registered header and footer kinds get no nodes: their reference sizes are zero.
    #expect(
      collection.supplementaryNode(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    // Row 0 is 340 points down the screen.
    #expect(Self.frameOnScreen(row).minY == 340)
  }

  @Test func theCellsKnowTheirPlaceTheirModelAndTheirIdentifier() throws {
    let (list, _, _) = Self.openList()
    let first = try Self.cell(list, 1, 0)
    let last = try Self.cell(list, 1, 29)
    #expect(first.isFirstCell && !first.isLastCell)
    #expect(!last.isFirstCell && last.isLastCell)
    #expect(try Self.cell(list, 0, 5).isLastCell)
    #expect(first.configured == ["row0"])
    // Six tiles and rows 0 to 5 (row 5 from 620 to 680 in the content, the screen showing -20 to
    // 647) are on screen, each displayed once.
    #expect(list.adapter.collectionNode.indexPathsForVisibleItems.count == 12)
    #expect(first.displayed == ["row0"])
    #expect(try Self.cell(list, 1, 5).displayed == ["row5"])
    #expect(try Self.cell(list, 1, 6).displayed.isEmpty)
    #expect(first.interfaceState == [.measureLayout, .preload, .display, .visible])
    #expect(first.accessibilityIdentifier == "InertiaTextureTests.TrialListRowNode")
    #expect(first.view.accessibilityIdentifier == "InertiaTextureTests.TrialListRowNode")
  }

  @Test func aDragAndAFlingScrollTheListAndTheAdapterFollowsTheScrolling() throws {
    let (list, clock, gestures) = Self.openList()
    let collection = list.adapter.collectionNode
    // A 400-point drag that stops: the pan's first 10 points are its hysteresis.
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.5, release: .stop)
    clock.advance(by: 0.5)
    #expect(abs(collection.view.contentOffset.y - 370) <= 0.5)
    #expect(list.adapter.scrollingChanges == [true, false])
    #expect(list.scrolls > 0)
    let tile = try Self.cell(list, 0, 0)
    #expect(!tile.interfaceState.contains(.visible))
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    clock.advance(by: 0.1)
    #expect(list.adapter.isScrolling)
    clock.advance(by: 5)
    #expect(!list.adapter.isScrolling)
    #expect(list.adapter.scrollingChanges == [true, false, true, false])
    let rested = collection.view.contentOffset.y
    #expect(rested > 570 && rested <= 2140 - 667)
    // The rows meeting the screen are the visible items.
    let meeting = (0..<30).filter {
      let top = 320 + CGFloat($0) * 60
      return top < rested + 667 && top + 60 > rested
    }
    #expect(collection.indexPathsForVisibleItems.sorted() == meeting.map { IndexPath(item: $0, section: 1) })
  }

  @Test func aTapOnARowRunsItsModelsTapAction() throws {
    let (list, _, gestures) = Self.openList()
    // Row 2 is 440 to 500 in the content, 460 to 520 on screen.
    gestures.tap(at: CGPoint(x: 187.5, y: 490))
    gestures.tap(at: CGPoint(x: 100, y: 80))
    #expect(list.taps == ["row2", "tile0"])
  }

  @Test func applyingNewModelsKeepsTheNodesOfTheItemsThatStay() throws {
    let (list, clock, _) = Self.openList()
    let row0 = try Self.cell(list, 1, 0)
    let row3 = try Self.cell(list, 1, 3)
    let ids = ["row0", "new0", "new1"] + (3..<30).map { "row\($0)" } + ["new2"]
    let models = list.adapter.sectionModels[1].cellModels
    let new = TrialListKitController.section(
      "rows", ids, insets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let kept = Dictionary(uniqueKeysWithValues: models.map { ($0.identifier, $0) })
    new.cellModels = new.cellModels.map { kept[$0.identifier] ?? $0 }
    list.adapter.apply([list.adapter.sectionModels[0], new])
    #expect(list.adapter.collectionNode.numberOfItems(inSection: 1) == 31)
    #expect(list.adapter.collectionNode.view.contentSize.height == 2200)
    #expect(try Self.cell(list, 1, 0) === row0)
    #expect(try Self.cell(list, 1, 3) === row3)
    #expect(Self.itemFrame(list, 1, 3)?.minY == 500)
    let inserted = try Self.cell(list, 1, 1)
    #expect(inserted.configured == ["new0"])
    #expect(Self.itemFrame(list, 1, 1) == CGRect(x: 0, y: 380, width: 375, height: 60))
    #expect(Self.frameOnScreen(inserted).minY == 400)
    // Made at an index path that was on screen: no placeholders for 1.5 seconds.
    #expect(inserted.neverShowPlaceholders)
    #expect(try !Self.cell(list, 1, 30).neverShowPlaceholders)
    #expect(try Self.cell(list, 1, 30).isLastCell)
    clock.advance(by: 1.6)
    #expect(!inserted.neverShowPlaceholders)
    // Only the new nodes' blocks forget their index paths: ten of the twelve stay.
    #expect(list.adapter.reloadedIndexPaths.count == 10)
  }

  @Test func aReloadGivesTheNewNodesOnScreenTheVisibleStateAtOnce() throws {
    let (list, clock, _) = Self.openList()
    let old = try Self.cell(list, 1, 0)
    list.adapter.reloadData()
    let new = try Self.cell(list, 1, 0)
    #expect(new !== old)
    #expect(new.interfaceState == [.measureLayout, .preload, .display, .visible])
    #expect(new.displayed == ["row0"])
    #expect(new.neverShowPlaceholders)
    #expect(try Self.cell(list, 0, 3).interfaceState == [.measureLayout, .preload, .display, .visible])
    #expect(try !Self.cell(list, 1, 6).interfaceState.contains(.visible))
    clock.advance(by: 1.6)
    #expect(!new.neverShowPlaceholders)
    #expect(list.adapter.reloadedIndexPaths.isEmpty)
  }

  @Test func invalidatingTheCalculatedLayoutMeasuresTheNodeAgain() {
    let node = TrialListBarNode()
    let range = ASSizeRange(min: .zero, max: CGSize(width: 375, height: 1000))
    #expect(node.layoutThatFits(range).size == CGSize(width: 375, height: 40))
    node.barHeight = 60
    // The node's layout in that range is cached until it is invalidated.
    #expect(node.layoutThatFits(range).size == CGSize(width: 375, height: 40))
    node.invalidateCalculatedLayout()
    #expect(node.layoutThatFits(range).size == CGSize(width: 375, height: 60))
  }

  @Test func nodeClassValuesMakeNodesOfTheirOwnClass() {
    let types: [ASDisplayNode.Type] = [ASCellNode.self, ASTextNode.self, ASImageNode.self, ASButtonNode.self]
    let made = types.map { $0.makeFromClass() }
    #expect(
      made.map { String(describing: type(of: $0)) } == [
        "ASCellNode", "ASTextNode", "ASImageNode", "ASButtonNode",
      ])
    #expect(TrialListBarNode.makeFromClass() is TrialListBarNode)
  }

  /// The lines of `textView` counted as GTChatKit's message box counts them: line fragment after
  /// line fragment through the layout manager's glyphs.
  static func countedLines(_ textView: UITextView) -> (lines: Int, ranges: [NSRange]) {
    let layoutManager = textView.layoutManager
    var index = 0
    var ranges: [NSRange] = []
    while index < layoutManager.numberOfGlyphs {
      var lineRange = NSRange(location: NSNotFound, length: 0)
      layoutManager.lineFragmentRect(forGlyphAt: index, effectiveRange: &lineRange)
      guard lineRange.location != NSNotFound else { break }
      ranges.append(lineRange)
      index = NSMaxRange(lineRange)
    }
    return (ranges.count, ranges)
  }

  @Test func aTextViewsLayoutManagerGivesItsWrappedLinesAsLineFragments() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
    textView.font = UIFont.systemFont(ofSize: 15)
    textView.text = "Hello"
    textView.layoutIfNeeded()
    #expect(textView.layoutManager === textView.layoutManager)
    #expect(textView.layoutManager.numberOfGlyphs == 5)
    #expect(Self.countedLines(textView).ranges == [NSRange(location: 0, length: 5)])
    textView.text = "How are you today? I love Texture and its nodes"
    textView.layoutIfNeeded()
    let (lines, ranges) = Self.countedLines(textView)
    // The caret at the end sits on the last wrapped line.
    let end = textView.caretRect(for: textView.endOfDocument)
    let lineHeight = end.height
    #expect(lines == Int(((end.minY - textView.textContainerInset.top) / lineHeight).rounded()) + 1)
    #expect(lines > 2)
    #expect(ranges.first?.location == 0 && ranges.last.map(NSMaxRange) == 47)
    var rangeOfSecond = NSRange(location: NSNotFound, length: 0)
    let second = textView.layoutManager.lineFragmentRect(
      forGlyphAt: NSMaxRange(ranges[0]), effectiveRange: &rangeOfSecond)
    #expect(rangeOfSecond == ranges[1])
    // The container's width (the view's 120 less its zero side insets, padding included) and a
    // line of the font tall, below the first line.
    #expect(second == CGRect(x: 0, y: lineHeight, width: 120, height: lineHeight))
    var past = NSRange(location: 0, length: 0)
    #expect(textView.layoutManager.lineFragmentRect(forGlyphAt: 47, effectiveRange: &past) == .zero)
    #expect(past.location == NSNotFound)
  }
}
