import InertiaPort
import Testing

/// `intersects(_:)` on rectangles keeps Core Graphics' answer for rectangles that only touch: the
/// call is renamed unless the program declares its own `intersects`.
@Suite struct RectIntersectsRuleTests {
  @Test func rectangleIntersectionTestsAreRenamed() {
    let ported = port(
      """
      final class Pager: UIViewController {
        func visible(_ frame: CGRect) -> Bool {
          scrollView.bounds.intersects(frame) && !frame.intersects(.zero)
        }
      }
      """)
    #expect(
      ported.text == """
        final class Pager: UIViewController {
          func visible(_ frame: CGRect) -> Bool {
            scrollView.bounds.intersectsAsCoreGraphics(frame) && !frame.intersectsAsCoreGraphics(.zero)
          }
        }
        """)
    #expect(
      ported.lines.first
        == "A.swift:3: intersects(_:) -> intersectsAsCoreGraphics(_:) (Linux's Foundation counts "
        + "rectangles that only share an edge as intersecting; Core Graphics does not)")
    #expect(ported.lines.count == 2)
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func aProgramsOwnIntersectsIsLeftAlone() {
    let source = """
      struct Circle {
        func intersects(_ other: Circle) -> Bool { true }
      }
      let hit = a.intersects(b)
      let labelled = a.intersects(with: b)
      """
    #expect(port(source).lines.isEmpty)
  }
}
