import InertiaCairo
import InertiaUIKit
import Testing

/// A view that counts tintColorDidChange calls and remembers the tint it saw.
final class TintWatcher: UIView {
  var seen: [UIColor] = []
  override func tintColorDidChange() {
    super.tintColorDidChange()
    seen.append(tintColor)
  }
}

/// UIScreen, tint inheritance, system colours, fonts, label alignment and truncation,
/// attributed-text keys and the refresh control's title.
@MainActor
@Suite struct AppearanceTests {
  @Test func mainScreenHasBoundsAndScale() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.width == 1170)
    #expect(UIScreen(bounds: .zero, scale: .nan).scale == 1)
  }

  @Test func tintIsInheritedAndChangesAreAnnounced() {
    let root = UIView()
    let child = TintWatcher()
    let grandchild = TintWatcher()
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.tintColor == .systemBlue)
    root.tintColor = .systemOrange
    #expect(grandchild.tintColor == .systemOrange)
    #expect(child.seen == [.systemOrange] && grandchild.seen == [.systemOrange])
    child.tintColor = .red
    #expect(grandchild.seen == [.systemOrange, .red])
    root.tintColor = .green  // the child keeps its own red: nobody below hears of it
    #expect(child.seen.count == 2 && grandchild.seen.count == 2)
    child.tintColor = nil  // inherits again
    #expect(child.tintColor == .green && grandchild.seen.last == .green)
    let elsewhere = UIView()
    elsewhere.tintColor = .purple
    elsewhere.addSubview(child)  // moving under another tint announces it
    #expect(child.seen.last == .purple && grandchild.tintColor == .purple)
  }

  @Test func refreshControlKeepsItsGreyUnlessTinted() throws {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.tintColor = .red
    let refresh = UIRefreshControl()
    scroll.refreshControl = refresh
    #expect(refresh.tintColor == .systemGray)
    refresh.tintColor = .systemOrange
    #expect(refresh.tintColor == .systemOrange)
    refresh.attributedTitle = NSAttributedString(string: "Pull", attributes: [.foregroundColor: UIColor.red])
    #expect(refresh.attributedTitle?.string == "Pull")
  }

  @Test func systemColoursHaveUIKitsLightValues() {
    #expect(UIColor.systemOrange == UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1))
    #expect(
      UIColor.secondarySystemBackground
        == UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    #expect(UIColor.systemGroupedBackground == .secondarySystemBackground)
    #expect(UIColor.label == .black && UIColor.systemBackground == .white)
    var alpha: CGFloat = 0
    UIColor.secondaryLabel.getRed(nil, green: nil, blue: nil, alpha: &alpha)
    #expect(abs(alpha - 0.6) < 0.01)
    UIColor.separator.getRed(nil, green: nil, blue: nil, alpha: &alpha)
    #expect(abs(alpha - 0.29) < 0.01)
    var red: CGFloat = 0
    var green: CGFloat = 0
    UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&red, green: &green, blue: nil, alpha: nil)
    #expect(red == 1 && green == 0)
  }

  @Test func fontsByNameStyleAndWeight() throws {
    let named = try #require(UIFont(name: "Avenir-Heavy", size: 20))
    #expect(named.fontName == "Avenir-Heavy" && named.familyName == "Avenir" && named.pointSize == 20)
    #expect(named.weight == .bold)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.systemFont(ofSize: 15, weight: .medium).weight == .medium)
    #expect(UIFont.boldSystemFont(ofSize: 15).fontName == ".SFUI-Bold")
    #expect(named.withSize(10).fontName == "Avenir-Heavy")
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title2)
    #expect(label.fontSize == 22 && abs(label.font.lineHeight - 26.4) < 1e-9)
  }

  @Test func labelAlignmentMovesTheDrawnText() throws {
    let window = makeWindow(width: 200, height: 40)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "ab"
    label.fontSize = 20
    window.addSubview(label)
    func inkColumns() throws -> [Int] {
      let canvas = try render(window)
      return (0..<200).filter { x in (0..<40).contains { y in redOf(canvas.pixel(x: x, y: y)) < 0.5 } }
    }
    let left = try inkColumns()
    label.textAlignment = .right
    let right = try inkColumns()
    label.textAlignment = .center
    let centre = try inkColumns()
    #expect(try #require(left.first) < 10)
    #expect(try #require(right.last) > 185)
    let middle = (try #require(centre.first) + (centre.last ?? 0)) / 2
    #expect(abs(middle - 100) < 10)
    #expect(label.textAlignment == NSTextAlignment.center)
  }

  @Test func labelTruncatesByItsLineBreakMode() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 55, height: 20))
    label.fontSize = 10  // 5.5 points a character: 10 characters fit in 56
    label.text = "abcdefghijklmnop"
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.displayedLine(label.text!, width: 56) == "abcdefghi…")
    label.lineBreakMode = .byTruncatingHead
    #expect(label.displayedLine(label.text!, width: 56) == "…hijklmnop")
    label.lineBreakMode = .byTruncatingMiddle
    #expect(label.displayedLine(label.text!, width: 56) == "abcde…mnop")
    label.lineBreakMode = .byClipping
    #expect(label.displayedLine(label.text!, width: 56) == "abcdefghijklmnop")
    label.numberOfLines = 0
    #expect(label.numberOfLines == 0)
  }

  @Test func attributedTextCarriesFontColourAndAlignment() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Hi",
      attributes: [
        .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red, .paragraphStyle: style,
      ])
    #expect(label.text == "Hi" && label.fontSize == 30 && label.textColor == .red)
    #expect(label.textAlignment == .center)
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(label.attributedText?.string == "Hi")
  }
}
