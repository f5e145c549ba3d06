import Foundation
import InertiaTexture
import Testing

/// The thirty-fifth porting trial's Texture idioms: a photo row of a ratio spec and inset texts
/// stacked at the start (text wrapped after words), a table node whose batch-fetching delegate
/// decides at the release of a drag, fetches answered a second later by reloading the section
/// (the next one beginning on the turn after), `onDidFinishProcessingUpdates`, and Foundation's
/// DateComponentsFormatter.
@MainActor
@Suite struct ThirtyFifthTrialTextureTests {
  typealias Phone = TexturePhone

  /// A photo with a heading and a caption below it, as a tutorial's feed row: the photo half as
  /// tall as wide, the texts inset, all stacked at the start.
  final class PhotoRow: ASCellNode {
    let photo = ASNetworkImageNode()
    let heading = ASTextNode()
    let caption = ASTextNode()

    init(heading: String, caption: String) {
      super.init()
      automaticallyManagesSubnodes = true
      photo.cornerRadius = 10
      self.heading.attributedText = NSAttributedString(
        string: heading, attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
      self.caption.attributedText = NSAttributedString(string: caption)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let picture = ASRatioLayoutSpec(ratio: 0.5, child: photo)
      let top = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 0, right: 28), child: heading)
      let bottom = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 4, left: 16, bottom: 16, right: 28), child: caption)
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
        children: [picture, top, bottom])
    }
  }

  final class Photos: ASTableDataSource, ASTableDelegate {
    let rows = [
      ("Kingfisher at the river", "A kingfisher waits on a branch above the slow green river"),
      ("Morning reeds", "Reeds at dawn"),
    ]

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let row = rows[indexPath.row]
      return { PhotoRow(heading: row.0, caption: row.1) }
    }
  }

  @Test func aRatioPhotoAndInsetTextsStackedAtTheStartGiveTheRowsTexturesFrames() throws {
    let phone = Phone()
    let photos = Photos()
    let table = ASTableNode()
    table.dataSource = photos
    table.delegate = photos
    phone.host(table)
    let first = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? PhotoRow)
    // The ratio spec offers the photo the row's width and half of it, floored to the pixel.
    #expect(first.photo.frame == CGRect(x: 0, y: 0, width: 375, height: 187.5))
    // 23 bold characters of 8.8 points, one 19.2-point line, rounded up to the half point.
    #expect(first.heading.frame == CGRect(x: 8, y: 195.5, width: 202.5, height: 19.5))
    // 12-point text (no font) in 331 points: 50 characters a line, broken after "slow" (the
    // space hangs), so the widest line is 45 characters (297 points); two 14.4-point lines.
    #expect(first.caption.frame == CGRect(x: 16, y: 219, width: 297, height: 29))
    #expect(first.caption.lineCount == 2)
    // Each row is its node and the separator's half point.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 375, height: 264.5))
    let second = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? PhotoRow)
    #expect(second.caption.frame == CGRect(x: 16, y: 219, width: 86, height: 14.5))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 264.5, width: 375, height: 250))
    #expect(table.view.contentSize.height == 514.5)
  }

  private func measure(_ text: String, size: CGFloat, width: CGFloat) -> (CGSize, [String]) {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: width, height: .infinity)))
    node.frame = CGRect(origin: .zero, size: layout.size)
    node.layoutIfNeeded()
    return (layout.size, ((node.view as? UILabel)?.text ?? "").components(separatedBy: "\n"))
  }

  @Test func textWrapsAfterWordsAndBreaksOnlyAWordLongerThanALine() {
    // 10-point text: 5.5 points a character, 10 characters in 55 points.
    let (size, lines) = measure("one two three four", size: 10, width: 55)
    #expect(lines == ["one two", "three four"])
    #expect(size == CGSize(width: 55, height: 24))
    // A space at the break hangs past the line: "abcdefghij" fills it exactly.
    #expect(measure("abcdefghij   klm", size: 10, width: 55).1 == ["abcdefghij", "klm"])
    // A word longer than a line is broken inside.
    #expect(measure("ab abcdefghijklmn", size: 10, width: 55).1 == ["ab", "abcdefghij", "klmn"])
    // Paragraphs break where the text says.
    #expect(measure("one\ntwo three", size: 10, width: 55).1 == ["one", "two three"])
  }

  /// Rows of numbers (text cells, 44 points tall: 18-point text inset 11 above and below); every
  /// fetch is logged with the offset it began at.
  final class Numbers: ASTableDataSource, ASTableDelegate, ASBatchFetchingDelegate {
    var numbers: [Int]
    var fetchOffsets: [CGFloat] = []
    var onFetch: ((ASTableNode, ASBatchContext) -> Void)?
    var asked: [(remainingTime: TimeInterval, hint: Bool)] = []
    var answer: Bool?
    var release: (velocity: CGPoint, target: CGPoint)?

    init(count: Int) { numbers = Array(1...count) }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { numbers.count }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      let cell = ASTextCellNode()
      cell.text = "\(numbers[indexPath.row])"
      return cell
    }

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
      fetchOffsets.append(tableNode.contentOffset.y)
      onFetch?(tableNode, context)
    }

    func shouldFetchBatch(withRemainingTime remainingTime: TimeInterval, hint: Bool) -> Bool {
      asked.append((remainingTime, hint))
      return answer ?? hint
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      release = (velocity, targetContentOffset.pointee)
    }
  }

  private func numbersTable(_ numbers: Numbers, leadingScreens: CGFloat, in phone: Phone) -> ASTableNode {
    let table = ASTableNode()
    table.dataSource = numbers
    table.delegate = numbers
    table.leadingScreensForBatching = leadingScreens
    table.batchFetchingDelegate = numbers
    phone.host(table)
    return table
  }

  @Test func theBatchFetchingDelegateDecidesAtAReleaseTowardTheEndFromTheTimeLeft() throws {
    let phone = Phone()
    let numbers = Numbers(count: 60)
    let table = numbersTable(numbers, leadingScreens: 0.5, in: phone)
    // Rows of 44 and the separator's half point.
    let content: CGFloat = 60 * 44.5
    #expect(table.view.contentSize.height == content)
    #expect(numbers.fetchOffsets.isEmpty && numbers.asked.isEmpty)
    // A fling toward the end: the delegate hears the seconds left at the release's speed and the
    // table's own answer (the target is not within half a screen of the end), and says no.
    numbers.answer = false
    phone.gestures.fling(from: CGPoint(x: 180, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    let release = try #require(numbers.release)
    #expect(numbers.asked.count == 1)
    let remaining = content - 667 - release.target.y
    #expect(abs(numbers.asked[0].remainingTime - Double(remaining / (release.velocity.y * 1000))) < 1e-9)
    #expect(numbers.asked[0].hint == (remaining <= 333.5))
    phone.clock.advance(by: 5)
    #expect(numbers.fetchOffsets.isEmpty)
    // Said yes, the table fetches at the release whatever its own answer.
    numbers.answer = true
    phone.gestures.fling(from: CGPoint(x: 180, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    #expect(numbers.asked.count == 2)
    #expect(numbers.fetchOffsets == [964.5])
    // Completed, the next fetch begins while the content glides on, once the end is half a
    // screen (333.5 points) below the view, without asking (no finger, no release speed).
    table.view.batchContext.completeBatchFetching(true)
    phone.clock.advance(by: 5)
    // (At the first frame that reaches it: the glide moves a few points a frame there.)
    #expect(numbers.fetchOffsets.count == 2 && numbers.fetchOffsets.first == 964.5)
    let threshold = content - 667 - 333.5
    #expect(numbers.fetchOffsets.last.map { $0 >= threshold && $0 < threshold + 5 } == true)
    #expect(numbers.asked.count == 2)
    table.view.batchContext.completeBatchFetching(true)
    // Toward the start the table never fetches, and does not ask.
    phone.gestures.fling(from: CGPoint(x: 180, y: 200), velocity: CGPoint(x: 0, y: 1500), distance: 120)
    phone.clock.advance(by: 5)
    #expect(numbers.asked.count == 2 && numbers.fetchOffsets.count == 2)
    // An offset set by code near the end fetches without asking.
    table.contentOffset = CGPoint(x: 0, y: 1800)
    #expect(numbers.fetchOffsets.last == 1800 && numbers.asked.count == 2)
  }

  @Test func aFetchAnsweredByReloadingItsSectionIsFollowedOnTheNextTurnWhileNearTheEnd() {
    let phone = Phone()
    let numbers = Numbers(count: 99)
    var times: [Double] = []
    numbers.onFetch = { table, context in
      times.append(phone.clock.now)
      phone.clock.schedule(after: 1, repeats: false) {
        // Twenty-one more at the end (the last one again), twenty fewer at the start.
        let last = numbers.numbers.last ?? 0
        numbers.numbers += Array(last...last + 20)
        numbers.numbers.removeFirst(20)
        table.reloadSections(IndexSet(integer: 0), with: .none)
        context.completeBatchFetching(true)
      }
    }
    let table = numbersTable(numbers, leadingScreens: 3, in: phone)
    #expect(table.view.contentSize.height == 99 * 44.5)  // rows of 44 and the separator's half point
    var finished = false
    table.onDidFinishProcessingUpdates { finished = true }
    #expect(finished && !table.isProcessingUpdates)
    // Row 49 (2180.5 to 2225) in the middle: 2202.75 - 333.5, to the pixel. The end is 1869
    // points below the view, within three screens (2001): a fetch begins at once.
    table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 1869.5)
    #expect(numbers.fetchOffsets == [1869.5])
    phone.clock.advance(by: 6)
    // Each reload adds a row (44.5 points) at the same offset: 1913.5 and 1958 points left fetch
    // again on the turn after the reload; 2002.5 does not.
    #expect(times.count == 3)
    #expect(zip(times, [0.0, 1, 2]).allSatisfy { abs($0 - $1) < 1.0 / 60 })
    #expect(numbers.fetchOffsets == [1869.5, 1869.5, 1869.5])
    #expect(table.numberOfRows(inSection: 0) == 102)
    #expect((table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? ASTextCellNode)?.text == "61")
    #expect(!table.view.batchContext.isFetching)
  }

  @Test func reloadingASectionMakesEveryRowAgainAsManyAsTheDataSourceGives() {
    let phone = Phone()
    let numbers = Numbers(count: 3)
    let table = numbersTable(numbers, leadingScreens: 0, in: phone)
    let before = table.nodeForRow(at: IndexPath(row: 0, section: 0))
    numbers.numbers = [7, 8, 9, 10]
    table.reloadSections(IndexSet(integer: 0), with: .automatic)
    #expect(table.numberOfRows(inSection: 0) == 4)
    let after = table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? ASTextCellNode
    #expect(after !== before && after?.text == "7")
    #expect(table.view.contentSize.height == 178)  // 4 x 44.5
  }

  @Test func dateComponentsFormatterWritesEachStyle() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute, .second]
    formatter.unitsStyle = .brief
    formatter.zeroFormattingBehavior = [.dropLeading, .dropTrailing]
    #expect(formatter.string(from: DateComponents(second: 3725)) == "1hr 2min 5sec")
    formatter.maximumUnitCount = 2
    #expect(formatter.string(from: DateComponents(second: 3725)) == "1hr 2min")
    // Leading and trailing zeros go, a middle one stays.
    formatter.maximumUnitCount = 0
    #expect(formatter.string(from: DateComponents(second: 3605)) == "1hr 0min 5sec")
    #expect(formatter.string(from: DateComponents(second: 120)) == "2min")
    formatter.zeroFormattingBehavior = .default
    #expect(formatter.string(from: DateComponents(second: 3605)) == "1hr 5sec")
    formatter.unitsStyle = .abbreviated
    #expect(formatter.string(from: 123) == "2m 3s")
    formatter.unitsStyle = .short
    #expect(formatter.string(from: 7384) == "2 hr, 3 min, 4 sec")
    formatter.unitsStyle = .full
    formatter.allowedUnits = [.minute, .second]
    #expect(formatter.string(from: 543) == "9 minutes, 3 seconds")
    #expect(formatter.string(from: 61) == "1 minute, 1 second")
    formatter.unitsStyle = .spellOut
    #expect(formatter.string(from: 123) == "two minutes, three seconds")
    formatter.unitsStyle = .brief
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    #expect(formatter.string(from: 123) == "About 2min 3sec remaining")
    let clock = DateComponentsFormatter()
    clock.allowedUnits = [.hour, .minute, .second]
    #expect(clock.string(from: 4210) == "1:10:10")
    #expect(clock.string(from: 5) == "0:05")
    clock.zeroFormattingBehavior = .pad
    #expect(clock.string(from: 65) == "00:01:05")
    let spoken = DateComponentsFormatter()
    spoken.unitsStyle = .spellOut
    spoken.allowedUnits = [.second]
    #expect(spoken.string(from: 1234) == "one thousand two hundred thirty-four seconds")
  }

  @Test func aScreenOfScaleTwoMakesWindowsOfScaleTwo() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    let window = UIWindow(frame: UIScreen.main.bounds)
    #expect(window.screenScale == 2 && window.bounds.size == CGSize(width: 375, height: 667))
  }
}
