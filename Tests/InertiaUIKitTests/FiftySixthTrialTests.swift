import Foundation
import InertiaUIKit
import Testing

/// The fifty-sixth trial's behaviour, written as GKScrollView (a TikTok-style vertical pager) uses
/// UIKit: a paging scroll view three screens high shows any number of rows through three reused
/// pages; when a swipe lands on the bottom page it puts the top page in an `NSMutableSet` to reuse,
/// makes the next row's page and moves the content back one page, all from its own
/// `scrollViewDidScroll`, and it counts the row shown in `scrollViewDidEndDecelerating`. Pages are
/// made from registered class values checked with a cast, laid out with the C geometry makers, and
/// the pager hands the scroll calls on to a delegate kept as `gk_delegate`.
@MainActor
@Suite struct FiftySixthTrialTests {
  /// A page made from its registered class by `init(reuseIdentifier:)`.
  fileprivate class Page: UIView {
    private(set) var reuseIdentifier: String?
    var row = -1
    var reuses = 0

    required init(reuseIdentifier: String?) {
      super.init(frame: CGRectMake(0, 0, 375, 667))
      self.reuseIdentifier = reuseIdentifier
    }

    func prepareForReuse() { reuses += 1 }
  }

  fileprivate final class TallPage: Page {}

  /// What the pager's own delegate hands on, in order.
  fileprivate final class Outer: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      events.append("didEndDecelerating \(scrollView.contentOffset.y)")
    }
  }

  /// Rows through three pages in a content three screens high (GKScrollView's way).
  fileprivate final class Pager: UIScrollView, UIScrollViewDelegate {
    weak var gk_delegate: UIScrollViewDelegate?
    var count = 10
    private(set) var current = 0
    private(set) var pages: [Page] = []
    private var first = 0
    private let reusable = NSMutableSet()
    private var classes: [String: AnyClass] = [:]
    var log: [String] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      delegate = self
      isPagingEnabled = true
      scrollsToTop = false
      showsVerticalScrollIndicator = false
      contentInsetAdjustmentBehavior = .never
    }

    func register(_ pageClass: AnyClass, for identifier: String) {
      precondition(pageClass is Page.Type, "must pass a class of kind Page")
      classes[identifier] = pageClass
    }

    private func page(for row: Int) -> Page {
      let page: Page
      if let kept = reusable.anyObject() as? Page {
        UIView.performWithoutAnimation { kept.prepareForReuse() }
        reusable.remove(kept)
        page = kept
      } else {
        page = (classes["page"] as! Page.Type).init(reuseIdentifier: "page")
      }
      page.row = row
      log.append("page \(row)")
      return page
    }

    func reloadData() {
      pages = (0..<min(3, count)).map { page(for: $0) }
      pages.forEach { addSubview($0) }
      contentSize = CGSizeMake(bounds.width, bounds.height * CGFloat(pages.count))
      setNeedsLayout()
      layoutIfNeeded()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let width = CGRectGetWidth(frame)
      let height = CGRectGetHeight(frame)
      for (slot, page) in pages.enumerated() {
        page.frame = CGRectMake(0, height * CGFloat(slot), width, height)
      }
      if contentSize == .zero || contentSize.width != width {
        contentSize = CGSizeMake(width, height * CGFloat(pages.count))
      }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      gk_delegate?.scrollViewDidScroll(scrollView)
      let height = bounds.height
      guard height > 0, contentOffset.y >= 2 * height, first + 3 < count else { return }
      let top = pages.removeFirst()
      top.removeFromSuperview()
      reusable.add(top)
      first += 1
      let next = page(for: first + 2)
      addSubview(next)
      pages.append(next)
      contentOffset = CGPointMake(0, height)
      log.append("recentre on \(first + 1)")
      setNeedsLayout()
      layoutIfNeeded()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      gk_delegate?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      gk_delegate?.scrollViewDidEndDecelerating(scrollView)
      current = first + Int(contentOffset.y / bounds.height + 0.5)
      log.append("rest on \(current) at \(contentOffset.y)")
    }
  }

  fileprivate final class Screen: UIViewController {
    let pager = Pager(frame: .zero)
    override func viewDidLoad() {
      super.viewDidLoad()
      pager.frame = view.bounds
      pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      pager.register(TallPage.self, for: "page")
      view.addSubview(pager)
    }
  }

  private func shown() -> (Pager, Outer, ManualClock, GestureSynthesizer) {
    let screen = Screen()
    let (clock, window, fingers) = trialHost(screen)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    screen.pager.reloadData()
    clock.advance(by: 1.0 / 60)
    let outer = Outer()
    screen.pager.gk_delegate = outer
    return (screen.pager, outer, clock, fingers)
  }

  private func swipeUp(_ fingers: GestureSynthesizer, _ clock: ManualClock) {
    fingers.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 150)
    clock.advance(by: 2)
  }

  @Test func threePagesFillAContentThreeScreensHigh() {
    let (pager, _, _, _) = shown()
    #expect(pager.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(pager.contentSize == CGSize(width: 375, height: 2001))
    #expect(pager.adjustedContentInset == .zero && pager.contentOffset == .zero)
    #expect(pager.pages.map(\.row) == [0, 1, 2])
    #expect(pager.pages.map(\.frame.minY) == [0, 667, 1334])
    #expect(pager.pages.allSatisfy { $0 is TallPage && $0.reuseIdentifier == "page" })
  }

  @Test func aSwipeFromTheTopPageRestsOnTheMiddleOne() {
    let (pager, outer, clock, fingers) = shown()
    swipeUp(fingers, clock)
    #expect(pager.contentOffset == CGPoint(x: 0, y: 667))
    #expect(pager.current == 1 && pager.pages.map(\.row) == [0, 1, 2])
    #expect(outer.events == ["willBeginDragging", "didEndDecelerating 667.0"])
    #expect(pager.log.last == "rest on 1 at 667.0")
  }

  /// The write lands as the paging spring reaches the bottom page: the deceleration ends once
  /// scrollViewDidScroll has returned, so the delegate counts the row with the pages re-centred.
  /// Before, the write ended it at once, inside scrollViewDidScroll: the row was counted from the
  /// old pages (row 1 again) and the new page made after.
  @Test func aSwipeLandingOnTheBottomPageRecentresBeforeTheDecelerationEnds() {
    let (pager, outer, clock, fingers) = shown()
    swipeUp(fingers, clock)
    let topPage = pager.pages[0]
    pager.log.removeAll()
    swipeUp(fingers, clock)
    #expect(pager.log == ["page 3", "recentre on 2", "rest on 2 at 667.0"])
    #expect(pager.contentOffset == CGPoint(x: 0, y: 667) && pager.current == 2)
    #expect(pager.pages.map(\.row) == [1, 2, 3])
    #expect(pager.pages.map(\.frame.minY) == [0, 667, 1334])
    // Row 3 is shown on the page row 0 left, made ready once.
    #expect(pager.pages[2] === topPage && topPage.reuses == 1 && topPage.superview === pager)
    #expect(
      outer.events == [
        "willBeginDragging", "didEndDecelerating 667.0", "willBeginDragging", "didEndDecelerating 667.0",
      ])
    swipeUp(fingers, clock)
    #expect(pager.current == 3 && pager.pages.map(\.row) == [2, 3, 4])
    #expect(pager.contentOffset == CGPoint(x: 0, y: 667))
  }

  @Test func classValuesAreCheckedAndViewsAnswerKeyValueCoding() {
    let classes: [AnyClass] = [TallPage.self, Page.self, UIView.self, UIScrollView.self]
    #expect(classes.map { $0 is Page.Type } == [true, true, false, false])
    let page = (classes[0] as! Page.Type).init(reuseIdentifier: "page")
    #expect(page is TallPage && page.frame == CGRectMake(0, 0, 375, 667))
    page.setValue(3, forKey: "tag")
    page.setValue(NSNumber(value: 0.5), forKey: "alpha")
    page.setValue(1, forKey: "hidden")
    page.setValue(UIColor.red, forKey: "backgroundColor")
    #expect(page.tag == 3 && page.alpha == 0.5 && page.isHidden && page.backgroundColor == .red)
    // A subclass's own property is not found by name on Linux: nothing changes.
    page.setValue("other", forKey: "reuseIdentifier")
    page.setValue("three", forKey: "tag")
    #expect(page.reuseIdentifier == "page" && page.tag == 3)
    let coded: KeyValueCodingObject = page
    #expect(coded.value(forKey: "tag") as? Int == 3 && coded.value(forKey: "isHidden") as? Bool == true)
    #expect(coded.value(forKey: "reuseIdentifier") == nil)
  }

  @Test func theCGeometryMakersAreTheInitializers() {
    #expect(CGRectMake(0, 667, 375, 667) == CGRect(x: 0, y: 667, width: 375, height: 667))
    #expect(CGPointMake(0, 1334) == CGPoint(x: 0, y: 1334))
    #expect(CGSizeMake(375, 2001) == CGSize(width: 375, height: 2001))
    #expect(CGVectorMake(1, -2) == CGVector(dx: 1, dy: -2))
  }
}
