import Foundation
import InertiaUIKit
import Testing

// The APIs the forty-sixth trial's spreadsheet needed, used as it uses them: generic pools of
// views and layers (constrained to NSObject on iOS), a view standing in for its inner scroll
// view in class tests, and a container that hands its subview calls and snapshots to an inner
// view.

/// A pool as the port leaves a program's reuse queue: the constraint is NSObjectLike.
@MainActor private final class Pool<Item> where Item: NSObjectLike {
  var idle = Set<Item>()
  func put(_ item: Item) { idle.insert(item) }
  func take() -> Item { idle.isEmpty ? Item() : idle.removeFirst() }
}

/// A cell base class as the port leaves an open one that fills a pool.
private class Tile: UIView {
  required convenience init() { self.init(frame: .zero) }
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
  }
}
extension Tile: NSObjectLike {}

private final class WideTile: Tile {}

private final class Rule: CALayer {
  required init() {
    super.init()
    backgroundColor = UIColor.gray.cgColor
  }
}
extension Rule: NSObjectLike {}

private final class Badge: UIView {}
extension Badge: NSObjectLike {}

/// A view that answers class tests for the scroll view inside it, as the spreadsheet did before
/// iOS 11, and that hands subview calls and snapshots to that scroll view.
private final class Sheet: UIView {
  let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  var answersForInner = true
  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(inner)
  }
  override func isKind(of aClass: AnyClass) -> Bool {
    answersForInner ? inner.isKind(of: aClass) : super.isKind(of: aClass)
  }
  override func addSubview(_ view: UIView) { inner.addSubview(view) }
  override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    inner.exchangeSubview(at: index1, withSubviewAt: index2)
  }
  var snapshotRequests = 0
  override func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    snapshotRequests += 1
    return inner.resizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
  }
}

/// A header object as the port leaves a program's NSObject subclass whose dynamic property a
/// controller observes.
@MainActor private final class Header: NSObject {
  var minimumHeight: CGFloat = 0 {
    didSet { didChangeValue(forKey: "minimumHeight") }
  }
}
extension Header: KeyValueObservable {}

private final class HeaderWatcher: KeyValueObserver {
  var seen: [(String?, CGFloat?, CGFloat?)] = []
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    seen.append((keyPath, change?[.newKey] as? CGFloat, change?[.oldKey] as? CGFloat))
  }
}

@MainActor @Suite struct FortySixthTrialAPIsTests {
  @Test func poolsOfViewsAndLayersMakeAndReuseByIdentity() {
    let tiles = Pool<Tile>()
    let first = tiles.take()
    #expect(first.frame == .zero)
    #expect(first.backgroundColor == .white)
    tiles.put(first)
    tiles.put(first)
    #expect(tiles.idle.count == 1)
    #expect(tiles.take() === first)
    #expect(tiles.take() !== first)
    let rules = Pool<Rule>()
    #expect(rules.take().backgroundColor == UIColor.gray.cgColor)
    let badges = Pool<Badge>()
    let badge = badges.take()
    badges.put(badge)
    badges.put(Badge())
    #expect(badges.idle.count == 2)
  }

  @Test func aRegisteredTileClassIsMadeThroughItsRequiredInit() {
    let registered: [String: Tile.Type] = ["plain": Tile.self, "wide": WideTile.self]
    let made = registered["wide"]!.init()
    #expect(made is WideTile)
    #expect(made.backgroundColor == .white)
    #expect(made.bounds.size == .zero)
  }

  @Test func aViewAnswersClassTestsForTheScrollViewItHolds() {
    let sheet = Sheet(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view: UIView = sheet
    #expect(view.isKind(of: UIScrollView.self))
    sheet.answersForInner = false
    #expect(!view.isKind(of: UIScrollView.self))
    #expect(view.isKind(of: UIView.self))
    #expect(UIScrollView().isKind(of: UIView.self))
    #expect(!UIView().isKind(of: UIScrollView.self))
  }

  @Test func subviewExchangesAndSnapshotsReachTheInnerView() {
    let sheet = Sheet(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let blue = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    sheet.addSubview(red)
    sheet.addSubview(blue)
    #expect(sheet.subviews.count == 1)
    let view: UIView = sheet
    let redIndex = sheet.inner.subviews.firstIndex { $0 === red }!
    let blueIndex = sheet.inner.subviews.firstIndex { $0 === blue }!
    #expect(redIndex < blueIndex)
    view.exchangeSubview(at: redIndex, withSubviewAt: blueIndex)
    #expect(sheet.inner.subviews[redIndex] === blue)
    #expect(sheet.inner.subviews[blueIndex] === red)
    view.exchangeSubview(at: redIndex, withSubviewAt: 99)
    #expect(sheet.inner.subviews[redIndex] === blue)
    _ = view.resizableSnapshotView(
      from: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false, withCapInsets: .zero)
    #expect(sheet.snapshotRequests == 1)
  }

  @Test func aPlainObjectsPropertyIsObservedByKeyPath() {
    let header = Header()
    let watcher = HeaderWatcher()
    header.addObserver(watcher, forKeyPath: "minimumHeight", options: [.new, .old], context: nil)
    header.minimumHeight = 64
    header.minimumHeight = 20
    #expect(watcher.seen.count == 2)
    #expect(watcher.seen.last?.0 == "minimumHeight")
    #expect(watcher.seen.last?.1 == 20)
    #expect(watcher.seen.last?.2 == 64)
    header.removeObserver(watcher, forKeyPath: "minimumHeight")
    header.minimumHeight = 0
    #expect(watcher.seen.count == 2)
  }

  @Test func keyValueCodingThroughTheProtocolReadsWhatTheObjectAnswers() {
    let controller = UIViewController()
    controller.title = "Starship"
    let held: [AnyObject] = [controller, UIView()]
    let titles = held.map { ($0 as? KeyValueCodingObject)?.value(forKey: "title") as? String }
    #expect(titles == ["Starship", nil])
    let options: [UINib.OptionsKey: Any] = [.externalObjects: [String: Any]()]
    #expect(UINib(nibName: "Starship", bundle: nil).instantiate(withOwner: nil, options: options).isEmpty)
  }
}
