import Foundation
import Testing

@testable import Inertia

/// UIImageView's animationImages: shown in turn on the window's clock.
@Suite @MainActor struct ImageViewAnimationTests {
  private func images(_ count: Int) -> [Image] {
    (0..<count).map { Image(size: CGSize(width: 10 + $0, height: 10), scale: 1, drawing: []) }
  }

  @Test func imagesTakeTurnsForTheDurationAndRepeatCount() {
    let scene = TestScene()
    let frames = images(3)
    let still = Image(size: CGSize(width: 50, height: 50), scale: 1, drawing: [])
    let view = ImageView(image: still)
    view.animationImages = frames
    view.animationDuration = 0.3
    view.animationRepeatCount = 1
    // Started before it is in a window, as in viewDidLoad: it runs once it enters one.
    view.startAnimating()
    #expect(view.isAnimating && view.displayedImage === still)
    scene.window.addSubview(view)
    scene.wait(0.05)
    #expect(view.displayedImage === frames[0])
    scene.wait(0.1)
    #expect(view.displayedImage === frames[1])
    scene.wait(0.1)
    #expect(view.displayedImage === frames[2])
    scene.wait(0.1)
    #expect(!view.isAnimating)
    #expect(view.displayedImage === still)
  }

  @Test func aRepeatingAnimationRunsUntilStoppedAtThirtyImagesASecondByDefault() {
    let scene = TestScene()
    let frames = images(2)
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.window.addSubview(view)
    view.animationImages = frames
    view.startAnimating()
    scene.wait(1 / 30 + 0.001)
    #expect(view.displayedImage === frames[1])
    scene.wait(10)
    #expect(view.isAnimating)
    view.stopAnimating()
    #expect(view.displayedImage == nil && !view.isAnimating)
  }
}
