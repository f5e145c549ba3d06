import InertiaPort
import Testing

/// The twenty-seventh porting trial's port rules: `#keyPath` as the string it stands for, the
/// import a Foundation-only file naming Core Graphics types needs on Linux, and unused imports of
/// frameworks Linux lacks (CoreML left in a tab demo's controller).
@Suite struct TwentySeventhTrialRuleTests {
  @Test func keyPathExpressionsBecomeTheirStrings() {
    let source = PortSource(
      path: "Refresher.swift",
      text: """
        import UIKit

        enum Paths {
          static let offset = #keyPath(UIScrollView.contentOffset)
          static let rate = #keyPath(player.rate)
          static let size = #keyPath(contentSize)
        }

        """)
    let result = Porter.port([source])
    #expect(
      result.files[0].text == """
        import InertiaUIKit

        enum Paths {
          static let offset = "contentOffset"
          static let rate = "player.rate"
          static let size = "contentSize"
        }

        """)
    #expect(
      result.rewrites.map(\.description).contains(
        "Refresher.swift:4: #keyPath(UIScrollView.contentOffset) -> \"contentOffset\" (#keyPath needs the "
          + "Objective-C runtime, which Linux lacks; the key path is this string)"))
  }

  @Test func aFoundationFileNamingCoreGraphicsTypesGetsInertiaUIKit() {
    let animator = PortSource(
      path: "Animator.swift",
      text: "import Foundation\n\nlet turn = CGAffineTransform(rotationAngle: .pi)\n")
    let geometry = PortSource(
      path: "Geometry.swift",
      text: "import Foundation\n\nlet frame = CGRect(x: 0, y: 0, width: 1, height: 2)\n")
    let result = Porter.port([animator, geometry])
    #expect(
      result.files[0].text
        == "import InertiaUIKit\nimport Foundation\n\nlet turn = CGAffineTransform(rotationAngle: .pi)\n")
    #expect(!result.files[1].isChanged)
    #expect(
      result.rewrites.map(\.description) == [
        "Animator.swift:1: import InertiaUIKit added (the file names CGAffineTransform, which Foundation "
          + "gives on iOS; on Linux InertiaUIKit does)"
      ])
  }

  @Test func anUnusedCoreMLImportIsDropped() {
    let tabs = PortSource(
      path: "RootViewController.swift",
      text: "import CoreML\nimport UIKit\n\nlet title = \"CoreML\"\n")
    let model = PortSource(
      path: "Model.swift", text: "import CoreML\nimport UIKit\n\nlet model: MLModel? = nil\n")
    let result = Porter.port([tabs, model])
    #expect(result.files[0].text == "import InertiaUIKit\n\nlet title = \"CoreML\"\n")
    #expect(result.files[1].text.hasPrefix("import CoreML\n"))
  }
}
