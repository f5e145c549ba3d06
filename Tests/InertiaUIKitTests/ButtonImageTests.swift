import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// UIButton's images, background images, attributed titles, `imageView` and `titleLabel`, as the
/// seventeenth porting trial's programs use them (a section header's arrow button).
@MainActor
@Suite struct ButtonImageTests {
  /// A square image of `side` points filled with `color`.
  private func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func anImageButtonShowsTheImageOfItsStateAndTakesItsSize() throws {
    let window = makeWindow(width: 100, height: 100)
    let button = UIButton(type: .custom)
    button.setImage(square(20, .red), for: .normal)
    button.setImage(square(20, .blue), for: .highlighted)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
    button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    window.addSubview(button)
    var canvas = try render(window)
    // Centred: the image covers 20...40 of the window, the rest of the button is clear.
    #expect(button.imageView?.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(close(canvas.pixel(x: 30, y: 30), .red))
    #expect(close(canvas.pixel(x: 15, y: 15), .white))
    let gestures = GestureSynthesizer(window: window, clock: window.clock as! ManualClock)
    gestures.perform([TouchInput(time: 0.1, id: 1, phase: .began, location: CGPoint(x: 30, y: 30))])
    #expect(button.isHighlighted && button.currentImage == button.image(for: .highlighted))
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 30, y: 30), .blue))
    gestures.perform([TouchInput(time: 0.2, id: 1, phase: .ended, location: CGPoint(x: 30, y: 30))])
    (window.clock as! ManualClock).advance(by: 0.5)  // the highlight's minimum time
    #expect(!button.isHighlighted && button.imageView?.image == button.image(for: .normal))
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 30, y: 30), .red))
    button.setImage(nil, for: .normal)
    button.setImage(nil, for: .highlighted)
    canvas = try render(window)
    #expect(button.imageView?.isHidden == true && close(canvas.pixel(x: 30, y: 30), .white))
  }

  @Test func theImageSitsLeftOfTheTitleAndTheTwoAreCentredTogether() {
    let button = UIButton(type: .system)
    button.setTitle("Play", for: .normal)
    button.setImage(square(20, .green), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    button.layoutIfNeeded()
    let title = button.titleSize
    let image = button.imageRect(forContentRect: button.bounds)
    let titleRect = button.titleRect(forContentRect: button.bounds)
    #expect(image.width == 20 && image.minY == 10)
    #expect(abs(image.minX - (200 - 20 - title.width) / 2) < 0.001)
    #expect(abs(titleRect.minX - image.maxX) < 0.001)
    #expect(abs((image.minX + titleRect.maxX) / 2 - 100) < 0.001)
    // Edge insets move each rectangle; a too-large image is scaled down to fit, keeping its aspect.
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
    #expect(abs(button.imageRect(forContentRect: button.bounds).minX - (image.minX - 8)) < 0.001)
    button.setImage(square(80, .green), for: .normal)
    button.imageEdgeInsets = .zero
    #expect(button.imageRect(forContentRect: button.bounds).size == CGSize(width: 40, height: 40))
  }

  @Test func aBackgroundImageFillsTheButtonUnderTheTitle() throws {
    let window = makeWindow(width: 100, height: 100)
    let button = UIButton(type: .custom)
    button.setBackgroundImage(square(4, .green), for: .normal)
    button.setBackgroundImage(square(4, .red), for: .selected)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    window.addSubview(button)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 2, y: 2), .green) && close(canvas.pixel(x: 77, y: 27), .green))
    #expect(close(canvas.pixel(x: 50, y: 50), .white))
    button.isSelected = true
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 2, y: 2), .red))
    #expect(button.currentBackgroundImage == button.backgroundImage(for: .selected))
  }

  @Test func theTitleLabelDescribesTheTitleAndItsFontSizesIt() {
    let button = UIButton(type: .system)
    button.setTitle("Sort", for: .normal)
    button.setTitleColor(.orange, for: .normal)
    #expect(button.titleLabel?.text == "Sort" && button.titleLabel?.textColor == .orange)
    let before = button.titleSize
    button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 34)
    #expect(button.titleFontSize == 34 && button.titleSize.width == before.width * 2)
    button.titleLabel?.textColor = .purple
    #expect(button.titleColor(for: .normal) == .purple)
    // Setting the label's text does not change the title, as on UIButton.
    button.titleLabel?.text = "Other"
    #expect(button.currentTitle == "Sort" && button.titleLabel?.text == "Sort")
  }

  @Test func anAttributedTitleGivesTheTitleItsCharacters() {
    let button = UIButton(type: .system)
    button.setAttributedTitle(NSAttributedString(string: "Done"), for: .normal)
    #expect(button.currentTitle == "Done" && button.attributedTitle(for: .normal)?.string == "Done")
    #expect(button.currentAttributedTitle?.string == "Done")
    let plain = UIButton(type: .system)
    plain.setTitle("Done", for: .normal)
    #expect(button.intrinsicContentSize == plain.intrinsicContentSize)
    button.setTitle("Plain", for: .normal)
    #expect(button.currentTitle == "Plain")
  }
}

/// A rounded, clipping image view cuts its own image at the corners (the round avatar idiom),
/// as Core Animation's `masksToBounds` does.
@MainActor
@Suite struct ClippedContentTests {
  @Test func aRoundClippingImageViewShowsARoundImage() throws {
    let red = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    let window = makeWindow(width: 60, height: 60)
    let avatar = UIImageView(image: red)
    avatar.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    avatar.layer.cornerRadius = 20
    window.addSubview(avatar)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 11, y: 11), .red))  // not clipping: the square image
    avatar.clipsToBounds = true
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 11, y: 11), .white))  // the corner is cut
    #expect(close(canvas.pixel(x: 30, y: 30), .red) && close(canvas.pixel(x: 30, y: 11), .red))
  }
}
