import Foundation
import Testing

@testable import Inertia

/// Scroll indicators (spec section 7).
@MainActor
@Suite struct ScrollIndicatorTests {
  private func make() -> (TestScene, ScrollView) {
    let scene = TestScene()
    return (scene, scene.scrollView(contentSize: CGSize(width: 390, height: 3000)))
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
  }

  @Test(arguments: [(0.0, 3.0), (1078.0, 304.12), (2156.0, 605.24)])
  func verticalIndicatorFramesAtThreeOffsets(offset: CGFloat, top: CGFloat) {
    let (_, view) = make()
    view.contentOffset = CGPoint(x: 0, y: offset)
    let length: CGFloat = 838 * 844 / 3000
    #expect(close(view.verticalIndicator.frame, CGRect(x: 384, y: offset + top, width: 3, height: length)))
    #expect(!view.horizontalIndicator.isApplicable)
  }

  @Test func overscrolledIndicatorShrinksToAtLeastSevenPoints() {
    let (scene, view) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .hold)
    let overscroll = -view.contentOffset.y
    let frame = view.verticalIndicator.frame
    #expect(abs(frame.height - max(838 * 844 / 3000 - overscroll, 7)) < 0.01)
    #expect(abs(frame.minY - (view.contentOffset.y + 3)) < 0.01)
    view.contentOffset = CGPoint(x: 0, y: -400)
    #expect(view.verticalIndicator.frame.height == 7)
    view.contentOffset = CGPoint(x: 0, y: 2156 + 100)
    #expect(abs(view.verticalIndicator.frame.maxY - (2256 + 841)) < 0.01)
  }

  @Test func indicatorsShowWhileScrollingAndFadeAfterwards() {
    let (scene, view) = make()
    #expect(view.verticalIndicator.alpha == 0)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2, release: .hold)
    #expect(view.verticalIndicator.alpha == 1)
    scene.wait(0.3)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 400))
    #expect(view.verticalIndicator.alpha == 1)
    scene.wait(0.125)
    #expect(abs(view.verticalIndicator.alpha - 0.5) < 0.06)
    scene.wait(0.2)
    #expect(view.verticalIndicator.alpha == 0)
  }

  @Test func flashShowsTheIndicatorsForAboutASecond() {
    let (scene, view) = make()
    view.flashScrollIndicators()
    #expect(view.verticalIndicator.alpha == 1)
    scene.wait(0.9)
    #expect(view.verticalIndicator.alpha == 1)
    scene.wait(0.4)
    #expect(view.verticalIndicator.alpha == 0)
  }

  @Test func styleColoursAndSafeAreaInsets() {
    #expect(ScrollIndicator.color(for: .default) == Color.black.withAlphaComponent(0.35))
    #expect(ScrollIndicator.color(for: .white) == Color.white.withAlphaComponent(0.5))
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    #expect(view.verticalIndicator.frame.minY == view.contentOffset.y + 50)
    view.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(view.verticalIndicator.frame.minY == view.contentOffset.y + 3)
  }

  @Test func contentBarelyLargerThanTheViewShowsNoIndicator() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 850))
    #expect(!view.verticalIndicator.isApplicable)
    view.contentSize = CGSize(width: 390, height: 853)
    #expect(view.verticalIndicator.isApplicable)
  }
}
