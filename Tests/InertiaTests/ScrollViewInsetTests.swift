import Foundation
import Testing

@testable import Inertia

/// Insets, safe area and clamping (spec section 1).
@MainActor
@Suite struct ScrollViewInsetTests {
  static let safe = EdgeInsets(top: 47, left: 10, bottom: 34, right: 20)

  @Test(arguments: [
    (ContentInsetAdjustmentBehavior.always, EdgeInsets(top: 52, left: 10, bottom: 34, right: 20)),
    (.never, EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
    (.scrollableAxes, EdgeInsets(top: 52, left: 0, bottom: 34, right: 0)),
    (.automatic, EdgeInsets(top: 52, left: 0, bottom: 34, right: 0)),
  ])
  func adjustedContentInsetForEachBehaviour(behavior: ContentInsetAdjustmentBehavior, expected: EdgeInsets) {
    let scene = TestScene(safeArea: Self.safe)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000), behavior: behavior)
    view.contentInset = EdgeInsets(top: 5)
    #expect(view.adjustedContentInset == expected)
  }

  @Test func automaticAppliesTopAndBottomForNavigationContentEvenWhenShort() {
    let scene = TestScene(safeArea: Self.safe)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 100), behavior: .automatic)
    #expect(view.adjustedContentInset == .zero)
    view.isNavigationContent = true
    #expect(view.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(view.adjustedContentInset == .zero)
    view.alwaysBounceVertical = true
    #expect(view.adjustedContentInset.top == 47)
  }

  @Test func disabledScrollingAppliesNoSafeAreaUnlessAlways() {
    let scene = TestScene(safeArea: Self.safe)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000), behavior: .automatic)
    view.isScrollEnabled = false
    #expect(view.adjustedContentInset == .zero)
  }

  @Test func theOffsetAtTheTopFollowsTheInsetAndEveryChangeIsReported() {
    let scene = TestScene(safeArea: Self.safe)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000), behavior: .automatic)
    #expect(view.contentOffset == CGPoint(x: 0, y: -47))
    var changes = 0
    final class Counter: ScrollViewDelegate {
      var count: () -> Void = {}
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { count() }
    }
    let counter = Counter()
    counter.count = { changes += 1 }
    view.delegate = counter
    view.contentInset = EdgeInsets(top: 10)
    view.contentInset = EdgeInsets(top: 10)
    #expect(changes == 1)
    #expect(view.contentOffset.y == -57)
  }

  @Test func rangeAndClampingWhenTheContentShrinks() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    view.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(view.minimumOffset == CGPoint(x: 0, y: -10))
    #expect(view.maximumOffset == CGPoint(x: 0, y: 3000 + 20 - 844))
    view.contentOffset = CGPoint(x: 0, y: 2000)
    view.contentSize = CGSize(width: 390, height: 1000)
    #expect(view.contentOffset.y == CGFloat(176))
    view.contentSize = CGSize(width: 390, height: 10)
    #expect(view.contentOffset.y == -10)
  }

  @Test func badValuesAreIgnoredOrClamped() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
    view.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
    #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    view.contentSize = CGSize(width: CGFloat.nan, height: 10)
    #expect(view.contentSize == CGSize(width: 390, height: 3000))
    view.contentSize = CGSize(width: -10, height: 3000)
    #expect(view.contentSize == CGSize(width: 0, height: 3000))
    view.contentInset = EdgeInsets(top: .infinity)
    #expect(view.contentInset == .zero)
    view.decelerationRate = DecelerationRate(rawValue: 1.5)
    #expect(view.decelerationRate == .normal)
    view.decelerationRate = DecelerationRate(rawValue: -0.5)
    #expect(view.decelerationRate == .normal)
    view.decelerationRate = DecelerationRate(rawValue: 0)  // UIKit's "no momentum" (fiftieth trial).
    #expect(view.decelerationRate.rawValue == 0)
    view.decelerationRate = .fast
    #expect(view.decelerationRate.rawValue == 0.99)
  }

  @Test func defaultsAreUIKits() {
    let view = ScrollView()
    #expect(view.bounces && !view.alwaysBounceVertical && !view.alwaysBounceHorizontal)
    #expect(!view.isPagingEnabled && view.isScrollEnabled && !view.isDirectionalLockEnabled)
    #expect(view.showsVerticalScrollIndicator && view.showsHorizontalScrollIndicator)
    #expect(view.delaysContentTouches && view.canCancelContentTouches && view.scrollsToTop)
    #expect(
      view.minimumZoomScale == 1 && view.maximumZoomScale == 1 && view.zoomScale == 1 && view.bouncesZoom)
    #expect(view.keyboardDismissMode == .none && view.decelerationRate == .normal && view.clipsToBounds)
    #expect(view.contentInsetAdjustmentBehavior == .automatic && view.indicatorStyle == .default)
    #expect(view.contentOffset == .zero && view.contentSize == .zero && view.contentInset == .zero)
    #expect(view.pinchGestureRecognizer == nil)
  }
}
