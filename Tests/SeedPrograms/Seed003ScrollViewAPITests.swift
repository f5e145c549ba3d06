import Inertia
import InertiaUIKit
import Testing

/// Seed 003: the members its documentation-notation blocks list, with the listed types and
/// defaults, and its Auto Layout blocks laid out.
@MainActor
@Suite struct Seed003ScrollViewAPITests {
  @Test func theListedMembersHaveTheListedTypesAndDefaults() {
    let scrollView = UIScrollView()
    let view: UIView = scrollView  // block 1: class UIScrollView : UIView
    let delegate: UIScrollViewDelegate? = scrollView.delegate as? UIScrollViewDelegate  // block 2
    let frameGuide: UILayoutGuide = scrollView.frameLayoutGuide  // block 5
    let contentGuide: UILayoutGuide = scrollView.contentLayoutGuide
    #expect(view === scrollView && delegate == nil && frameGuide !== contentGuide)
    // Block 6, defaults as listed.
    #expect(scrollView.isScrollEnabled && !scrollView.isDirectionalLockEnabled && !scrollView.isPagingEnabled)
    #expect(scrollView.scrollsToTop && scrollView.bounces)
    #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
    // Block 7.
    let rate: UIScrollView.DecelerationRate = scrollView.decelerationRate
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating && rate == .normal)
    // Block 8's defaults (its types are checked by Seed003Block8).
    #expect(scrollView.indicatorStyle == .default && scrollView.showsVerticalScrollIndicator)
    #expect(scrollView.showsHorizontalScrollIndicator && scrollView.automaticallyAdjustsScrollIndicatorInsets)
    // Block 9.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
    // Block 10.
    let canCancel: Bool = scrollView.canCancelContentTouches
    let delays: Bool = scrollView.delaysContentTouches
    let _: UIGestureRecognizer = scrollView.directionalPressGestureRecognizer
    let begins: Bool = scrollView.touchesShouldBegin([], with: nil, in: view)
    let cancels: Bool = scrollView.touchesShouldCancel(in: UIView())
    #expect(canCancel && delays && begins && cancels)
    // Block 11.
    let pan: UIPanGestureRecognizer = scrollView.panGestureRecognizer
    let pinch: UIPinchGestureRecognizer? = scrollView.pinchGestureRecognizer
    let scale: CGFloat = scrollView.zoomScale
    scrollView.setZoomScale(1, animated: false)
    scrollView.zoom(to: .zero, animated: false)
    #expect(pan.view === scrollView && pinch == nil && scale == 1)
    #expect(scrollView.maximumZoomScale == 1 && scrollView.minimumZoomScale == 1)
    #expect(!scrollView.isZoomBouncing && !scrollView.isZooming && scrollView.bouncesZoom)
    // Blocks 12 and 13.
    let dismiss: UIScrollView.KeyboardDismissMode = scrollView.keyboardDismissMode
    let index: UIScrollView.IndexDisplayMode = scrollView.indexDisplayMode
    #expect(dismiss == .none && index == .automatic)
    #expect(UIScrollView.KeyboardDismissMode.allCases == [.none, .onDrag, .interactive])
    #expect(UIScrollView.IndexDisplayMode.allCases == [.automatic, .alwaysHidden])
  }

  @Test func block14PinsTheScrollViewToTheSafeArea() throws {
    let host = SeedHost(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = Seed003Block14Controller()
    host.show(controller)
    host.wait(0.1)
    let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
    let contentView = try #require(scrollView.subviews.first { !($0 is ScrollIndicator) })
    #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(contentView.frame.width == 390)
    // UIKit: top and bottom attach to the content area, which has no height: the content view is
    // 0 pt tall and the content size stays zero.
    #expect(scrollView.contentSize == .zero)
    #expect(contentView.frame.height == 0)
  }

  @Test func block15BuildsAnInactiveConstraint() {
    let controller = Seed003Block15Controller()
    controller.loadViewIfNeeded()
    #expect(controller.constraint?.isActive == false)
    #expect(controller.constraint?.firstAttribute == .bottom && controller.constraint?.relation == .equal)
  }

  @Test func block16SizesTheContentFromTheBox() throws {
    let host = SeedHost(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = Seed003Block16Controller()
    host.show(controller)
    host.wait(0.1)
    let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
    let contentView = try #require(scrollView.subviews.first { !($0 is ScrollIndicator) })
    let box = try #require(contentView.subviews.first)
    #expect(contentView.frame.width == 390)
    #expect(box.frame.size == CGSize(width: 100, height: 100))
    // The content edges attach to the content area, so the 1100 pt content scrolls inside the frame.
    #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(box.frame.minY == 1000)
    #expect(contentView.frame.height == 1100)
    #expect(scrollView.contentSize == CGSize(width: 390, height: 1100))
  }
}
