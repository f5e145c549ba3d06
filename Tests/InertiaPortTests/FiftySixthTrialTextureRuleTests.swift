import Foundation
import InertiaPort
import Testing

/// The fifty-sixth trial (ChaselAn/SoapBubble): a table cell that makes itself its recognizers'
/// delegate relies on UIKit's `UITableViewCell` adopting `UIGestureRecognizerDelegate`; the port
/// adds the conformance once, on the class right under `UITableViewCell`, and only where no class
/// of that family declares it already (a second declaration would be a redundant conformance).
@Suite struct FiftySixthTrialTextureRuleTests {
  static func port(_ files: [(String, String)]) -> (texts: [String], report: [String]) {
    let result = Porter.port(files.map { PortSource(path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.rewrites.map(\.description))
  }

  static let swipable = """
    import UIKit

    open class SwipableCell: UITableViewCell {
        lazy var pan: UIPanGestureRecognizer = {
            let gesture = UIPanGestureRecognizer()
            gesture.delegate = self
            return gesture
        }()
    }

    class DemoCell: SwipableCell {}

    class PlainCell: UITableViewCell {
        func setUp() { textLabel?.text = "plain" }
    }

    """

  @Test func aCellMadeItsRecognizersDelegateAdoptsTheProtocolOnce() {
    let (texts, report) = Self.port([("Swipable.swift", Self.swipable)])
    #expect(texts[0].hasSuffix("}\n\nextension SwipableCell: UIGestureRecognizerDelegate {}\n"))
    #expect(texts[0].components(separatedBy: "UIGestureRecognizerDelegate {}").count == 2)
    #expect(!texts[0].contains("extension PlainCell"))
    #expect(
      report.contains {
        $0.hasPrefix("Swipable.swift:3: extension SwipableCell: UIGestureRecognizerDelegate {}")
      })
  }

  @Test func aFamilyDeclaringTheProtocolGetsNoSecondConformance() {
    let declared = """
      import UIKit

      class SwipeCell: UITableViewCell {
          func setUp(_ pan: UIPanGestureRecognizer) { pan.delegate = self }
      }

      class FancyCell: SwipeCell, UIGestureRecognizerDelegate {}

      class TextCell: UITableViewCell {
          let field = UITextField()
          func setUp() { self.field.delegate = self }
      }

      extension TextCell: UIGestureRecognizerDelegate {}

      """
    let (texts, _) = Self.port([("Cells.swift", declared)])
    #expect(!texts[0].contains("extension SwipeCell"))
    #expect(texts[0].components(separatedBy: "UIGestureRecognizerDelegate").count == 3)
  }

  @Test func aCollectionCellIsLeftAlone() {
    let collection = """
      import UIKit

      class Tile: UICollectionViewCell, UIGestureRecognizerDelegate {
          func setUp(_ pan: UIPanGestureRecognizer) { pan.delegate = self }
      }

      """
    let (texts, report) = Self.port([("Tile.swift", collection)])
    #expect(!texts[0].contains("extension Tile"))
    #expect(!report.contains { $0.contains("extension Tile") })
  }
}
