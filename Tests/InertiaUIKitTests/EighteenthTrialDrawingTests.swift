import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// The drawing and layout the eighteenth porting trial's programs relied on, checked by pixels,
/// gestures and frames: a 3D carousel's transform layer (depth order, one-sided layers, hit
/// testing), contents gravity, a flow layout's section inset reference, a button's touch glow and a
/// label that shrinks its text to fit.
@MainActor
@Suite(.serialized) struct EighteenthTrialDrawingTests {
  /// A 40 x 20 image: its left half red, its right half blue.
  private func halves() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
    }
  }

  @Test func contentsGravityPlacesTheImageAndMaskingClipsItsOverflow() throws {
    let window = makeWindow()
    let layer = CALayer()
    layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    layer.contents = halves().cgImage
    layer.contentsGravity = .resizeAspectFill
    layer.masksToBounds = true
    window.layer.addSublayer(layer)
    var canvas = try render(window)
    // Scaled to 80 x 40 and centred: the red half covers the left half of the layer, the blue
    // the right; the overflow (20 pt each side) is clipped.
    #expect(close(canvas.pixel(x: 25, y: 50), .white) && close(canvas.pixel(x: 75, y: 50), .white))
    #expect(close(canvas.pixel(x: 40, y: 50), .red) && close(canvas.pixel(x: 60, y: 50), .blue))
    layer.contentsGravity = .resizeAspect
    canvas = try render(window)
    // Fitted at 40 x 20, centred vertically: white above and below.
    #expect(close(canvas.pixel(x: 40, y: 35), .white) && close(canvas.pixel(x: 40, y: 50), .red))
    #expect(close(canvas.pixel(x: 60, y: 50), .blue) && close(canvas.pixel(x: 60, y: 65), .white))
  }

  /// Two squares over the same spot: green in front (z 10) added first, red behind added last.
  private func stacked(in container: CALayer) -> (green: CALayer, red: CALayer) {
    let green = CALayer()
    green.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    green.backgroundColor = UIColor.green.cgColor
    green.zPosition = 10
    let red = CALayer()
    red.frame = green.frame
    red.backgroundColor = UIColor.red.cgColor
    container.addSublayer(green)
    container.addSublayer(red)
    return (green, red)
  }

  @Test func aTransformLayerDrawsItsSublayersFarthestFirst() throws {
    let window = makeWindow()
    let flat = CALayer()
    flat.frame = window.bounds
    window.layer.addSublayer(flat)
    _ = stacked(in: flat)
    // A plain layer draws its sublayers in order: the last, red, on top.
    #expect(close(try render(window).pixel(x: 50, y: 50), .red))
    flat.removeFromSuperlayer()
    let carousel = CATransformLayer()
    carousel.frame = window.bounds
    window.layer.addSublayer(carousel)
    let (green, red) = stacked(in: carousel)
    #expect(close(try render(window).pixel(x: 50, y: 50), .green))
    // Hit testing finds the nearer one too; the transform layer itself is never hit.
    #expect(carousel.hitTest(CGPoint(x: 50, y: 50)) === green)
    #expect(carousel.hitTest(CGPoint(x: 5, y: 5)) == nil)
    green.isHidden = true
    #expect(carousel.hitTest(CGPoint(x: 50, y: 50)) === red)
  }

  @Test func aOneSidedLayerTurnedAwayIsNeitherDrawnNorHit() throws {
    let window = makeWindow()
    let carousel = CATransformLayer()
    carousel.frame = window.bounds
    window.layer.addSublayer(carousel)
    let card = CALayer()
    card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    card.backgroundColor = UIColor.blue.cgColor
    var turn = CATransform3DIdentity
    turn.m34 = -1 / 500
    card.transform = CATransform3DRotate(turn, .pi * 0.9, 0, 1, 0)
    carousel.addSublayer(card)
    // Double-sided (the default): its back shows.
    #expect(close(try render(window).pixel(x: 50, y: 50), .blue))
    #expect(carousel.hitTest(CGPoint(x: 50, y: 50)) === card)
    card.isDoubleSided = false
    #expect(close(try render(window).pixel(x: 50, y: 50), .white))
    #expect(carousel.hitTest(CGPoint(x: 50, y: 50)) == nil)
    // Turned to face the viewer again, it shows.
    card.transform = CATransform3DRotate(turn, .pi * 0.1, 0, 1, 0)
    #expect(close(try render(window).pixel(x: 50, y: 50), .blue))
  }

  /// A grid whose flow layout measures its section inset from the safe area.
  final class Grid: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      12
    }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func aSectionInsetFromTheSafeAreaKeepsItemsClearOfTheSides() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let grid = Grid(collectionViewLayout: layout)
    grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 20)
    let window = UIWindow(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock())
    window.rootViewController = grid
    window.layoutIfNeeded()
    let first = IndexPath(item: 0, section: 0)
    let fromContent = try #require(layout.layoutAttributesForItem(at: first)).frame.minX
    #expect(fromContent == 10)
    layout.sectionInsetReference = .fromSafeArea
    grid.collectionView.layoutIfNeeded()
    let attributes = try #require(layout.layoutAttributesForItem(at: first))
    #expect(attributes.frame.minX == 40)
    // The last item of the first row ends clear of the right safe area inset (20) and inset (10).
    let row = (0..<12).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.minY == attributes.frame.minY }
    #expect(row.count == 5 && (row.map(\.frame.maxX).max() ?? 0) <= 400 - 30)
  }

  @Test func aButtonThatShowsTouchesGlowsWhileHighlighted() throws {
    let window = makeWindow(width: 200, height: 100)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 28, width: 100, height: 44)
    button.backgroundColor = .black
    button.showsTouchWhenHighlighted = true
    window.addSubview(button)
    let clock = try #require(window.clock as? ManualClock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    #expect(close(try render(window).pixel(x: 100, y: 50), .black))
    gestures.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 101, y: 50), duration: 0.1, release: .hold)
    #expect(button.isHighlighted)
    let glow = try render(window).pixel(x: 100, y: 50).rgba
    #expect(glow.red > 0.5 && glow.red < 0.7 && abs(glow.green - glow.red) < 0.02)
    // Outside the 40 pt glow the button stays black.
    #expect(close(try render(window).pixel(x: 60, y: 50), .black))
    button.isHighlighted = false
    #expect(close(try render(window).pixel(x: 100, y: 50), .black))
    button.showsTouchWhenHighlighted = false
    button.isHighlighted = true
    #expect(close(try render(window).pixel(x: 100, y: 50), .black))
  }

  @Test func aLabelShrinksItsLineToFitDownToItsMinimumScale() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.text = "abcdefghijklmnop"  // 16 characters: 176 pt at 20 pt
    label.fontSize = 20
    label.adjustsFontSizeToFitWidth = true
    // A minimum scale of 0 (the default) means no shrinking, as in UIKit: the line truncates.
    #expect(label.displayedFontSize(of: label.text!, width: 100) == 20)
    #expect(label.displayedLine(label.text!, width: 100).hasSuffix("…"))
    label.minimumScaleFactor = 0.5
    let size = label.displayedFontSize(of: label.text!, width: 100)
    #expect(abs(size - 20 * 100 / 176) < 1e-9)
    #expect(label.displayedLine(label.text!, width: 100) == label.text)
    // Below the minimum scale it stops shrinking and truncates.
    label.minimumScaleFactor = 0.8
    #expect(label.displayedFontSize(of: label.text!, width: 100) == 16)
    #expect(label.displayedLine(label.text!, width: 100).hasSuffix("…"))
    label.numberOfLines = 0
    #expect(label.displayedFontSize(of: label.text!, width: 100) == 20)
  }
}
