import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// Idioms of public iOS code from the Swift 4 years: a PaintCode style kit drawing an `NSString`
/// with a copied paragraph style and `NSAttributedStringKey` keys, and a tap recognizer subclass
/// overriding the designated `init(target:action:)`.
@MainActor
@Suite struct OlderIdiomsTests {
  /// Draws `text` centred in its bounds as PaintCode's generated style kits do.
  final class StyleKitBadge: UIView {
    var text = "7"
    var measuredHeight: CGFloat = 0

    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let textRect = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
      let content = NSString(string: text)
      let style = NSMutableParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
      style.alignment = NSTextAlignment.center
      let attributes: [NSAttributedStringKey: Any] = [
        NSAttributedStringKey.font: UIFont.systemFont(ofSize: 20),
        NSAttributedStringKey.foregroundColor: UIColor.black,
        NSAttributedStringKey.paragraphStyle: style,
      ]
      measuredHeight =
        content.boundingRect(
          with: CGSize(width: textRect.width, height: .infinity), options: .usesLineFragmentOrigin,
          attributes: attributes, context: nil
        ).size.height
      context.saveGState()
      context.clip(to: textRect)
      content.draw(
        in: CGRect(
          x: textRect.minX, y: textRect.minY + (textRect.height - measuredHeight) / 2,
          width: textRect.width, height: measuredHeight),
        withAttributes: attributes)
      context.restoreGState()
    }
  }

  /// The darkest red component in the pixel columns `xs` of row band `ys`.
  private func darkest(_ canvas: CairoCanvas, xs: ClosedRange<Int>, ys: ClosedRange<Int>) -> Double {
    var darkest = 1.0
    for x in xs { for y in ys { darkest = min(darkest, redOf(canvas.pixel(x: x, y: y))) } }
    return darkest
  }

  @Test func aStyleKitDrawsItsNSStringCentredWithACopiedParagraphStyle() throws {
    let window = makeWindow(width: 100, height: 40)
    let badge = StyleKitBadge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    badge.backgroundColor = .white
    window.addSubview(badge)
    let canvas = try render(window)
    let expected = "7".boundingRect(
      with: CGSize(width: 100, height: CGFloat.infinity), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 20)], context: nil)
    #expect(badge.measuredHeight == expected.height && expected.height > 0)
    let glyph = "7".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
    let left = Int((100 - glyph.width) / 2)
    // Ink inside the centred glyph's box, none at the left or right edges.
    #expect(darkest(canvas, xs: left...(left + Int(glyph.width)), ys: 10...30) < 0.5)
    #expect(darkest(canvas, xs: 0...(left - 3), ys: 0...39) > 0.95)
    #expect(darkest(canvas, xs: (left + Int(glyph.width) + 3)...99, ys: 0...39) > 0.95)
  }

  @Test func aParagraphStylesCopiesKeepItsSettingsAndStandApart() throws {
    let original = NSMutableParagraphStyle()
    original.alignment = .right
    original.lineSpacing = 4
    let changeable = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
    changeable.alignment = .center
    let fixed = original.copy() as! NSParagraphStyle
    #expect(!(fixed is NSMutableParagraphStyle))
    #expect(original.alignment == .right && changeable.alignment == .center && fixed.alignment == .right)
    #expect(changeable.lineSpacing == 4 && fixed.lineSpacing == 4)
  }

  /// A tap recognizer that carries a value, as annotation and cell libraries subclass them.
  final class TaggedTap: UITapGestureRecognizer {
    var tag = 0
    override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      tag = 7
    }
  }

  @MainActor final class Target: NSObject {
    var tags: [Int] = []
    func tapped(_ recognizer: UITapGestureRecognizer) {
      tags.append((recognizer as? TaggedTap)?.tag ?? -1)
    }
  }

  @Test func aTapRecognizerSubclassOverridingInitTargetActionSendsItsAction() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: clock)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let target = Target()
    view.addGestureRecognizer(
      TaggedTap(target: target, action: Selector("tapped:", target: target, Target.tapped(_:))))
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.tap(at: CGPoint(x: 50, y: 50))
    gestures.tap(at: CGPoint(x: 150, y: 150))
    #expect(target.tags == [7])
  }
}

/// NSObject's class tests and Core Animation's key-value transaction settings.
@MainActor
@Suite struct ObjectKindAndTransactionValueTests {
  @Test func classTestsFollowTheClassHierarchy() {
    let tap: UIGestureRecognizer = OlderIdiomsTests.TaggedTap(target: nil, action: nil)
    #expect(tap.isKind(of: UITapGestureRecognizer.self) && tap.isKind(of: UIGestureRecognizer.self))
    #expect(!tap.isKind(of: UIPanGestureRecognizer.self) && !tap.isMember(of: UITapGestureRecognizer.self))
    let scroll: UIView = UITableView()
    #expect(scroll.isKind(of: UIScrollView.self) && !scroll.isKind(of: UILabel.self))
    #expect(CAShapeLayer().isKind(of: CALayer.self) && !CALayer().isKind(of: CAShapeLayer.self))
  }

  @Test func transactionSettingsReadBackByKey() {
    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
    CATransaction.setValue("nonsense", forKey: kCATransactionAnimationDuration)
    #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
    #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
    #expect(CATransaction.value(forKey: "unknown") == nil)
    CATransaction.commit()
    #expect(!CATransaction.disableActions())
  }
}
