import AppUIFixture
import Foundation
import InertiaTexture
import Testing

// An app's screens naming its UI module's classes, which take Inertia's unprefixed names
// (`TextNode`, `Button`, `ScrollView`, `Layout`). With UIKit and Texture only their prefixed names
// reach the program, so each name below is the UI module's, in type positions as in expressions;
// this file does not compile if InertiaUIKit or InertiaTexture re-export Inertia's own names.

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

@MainActor
@Suite struct ProgramModuleNamesTests {
  func window(_ clock: ManualClock) -> UIWindow {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    return window
  }

  @Test func theProgramsTextNodeMeasuresAsTexturesTextNode() {
    let title: TextNode = TextNode("Tours near you", size: 20)
    let nodes: [TextNode] = [title, TextNode("Museums", size: 15)]
    #expect(String(reflecting: type(of: title)) == "AppUIFixture.TextNode")
    #expect(nodes.map(\.pointSize) == [20, 15])

    let plain = ASTextNode()
    plain.attributedText = title.attributedText
    let range = ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))
    let measured = title.layoutThatFits(range).size
    #expect(measured == plain.layoutThatFits(range).size)
    #expect(measured.width > 100 && measured.width < 300)
    #expect(measured.height >= 20 && measured.height < 40)
  }

  @Test func theProgramsButtonIsTappedThroughItsOwnClass() {
    let clock = ManualClock(frameRate: 60)
    let window = window(clock)
    let button: Button = Button(type: .system)
    button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    window.addSubview(button)
    window.layoutIfNeeded()

    GestureSynthesizer(window: window, clock: clock).tap(at: CGPoint(x: 160, y: 222))
    #expect(taps == 1)
    #expect(button.highlights == [true])  // a highlight shows for 0.12 s at least
    clock.advance(by: 0.1)
    #expect(button.highlights == [true, false])
    #expect(String(reflecting: type(of: button)) == "AppUIFixture.Button")
  }

  @Test func theProgramsPagingScrollViewRestsOnThePageFlungTo() {
    let clock = ManualClock(frameRate: 60)
    let window = window(clock)
    let pager: ScrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), pages: 3)
    window.addSubview(pager)
    window.layoutIfNeeded()

    GestureSynthesizer(window: window, clock: clock).fling(
      from: CGPoint(x: 300, y: 150), velocity: CGPoint(x: -800, y: 0), distance: 120)
    clock.advance(by: 2)
    #expect(abs(pager.contentOffset.x - 375) <= 0.5)
    #expect(pager.page == 1)

    let grid: Layout = Layout(columns: 3, gap: 10)
    #expect(abs(grid.columnWidth(in: pager.bounds.width) - 118.33) < 0.01)
  }
}
