import InertiaPort
import Testing

/// `import` rewrites: UIKit and Texture become the Inertia modules, Core Graphics and QuartzCore
/// are covered by InertiaUIKit, everything else is kept.
@Suite struct ImportRuleTests {
  @Test func uiKitAndTextureBecomeTheInertiaModules() {
    let ported = port("import AsyncDisplayKit\nimport Foundation\nimport UIKit\n")
    #expect(ported.text == "import InertiaTexture\nimport Foundation\nimport InertiaUIKit\n")
    #expect(
      ported.lines == [
        "A.swift:1: import AsyncDisplayKit -> import InertiaTexture (AsyncDisplayKit does not exist on Linux; "
          + "InertiaTexture gives its names)",
        "A.swift:3: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)",
      ])
    #expect(port("import Texture\n").text == "import InertiaTexture\n")
  }

  @Test func coreGraphicsGoesWhenUIKitIsImportedAndBecomesInertiaUIKitAlone() {
    let both = port("import CoreGraphics\nimport QuartzCore\nimport UIKit\n\nlet x = 1\n")
    #expect(both.text == "import InertiaUIKit\n\nlet x = 1\n")
    #expect(both.lines.count == 3)
    #expect(both.lines[0].hasPrefix("A.swift:1: import CoreGraphics removed (CoreGraphics does not exist"))
    let alone = port("import CoreGraphics\nimport Foundation\n")
    #expect(alone.text == "import InertiaUIKit\nimport Foundation\n")
  }

  @Test func messageUIAndUserNotificationsAreCoveredByInertiaUIKit() {
    let both = port("import UIKit\nimport MessageUI\nimport UserNotifications\n\nlet x = 1\n")
    #expect(both.text == "import InertiaUIKit\n\nlet x = 1\n")
    #expect(both.lines.count == 3)
    #expect(both.lines[1].hasPrefix("A.swift:2: import MessageUI removed (MessageUI does not exist on Linux"))
    let alone = port("import Foundation\nimport UserNotifications\n")
    #expect(alone.text == "import Foundation\nimport InertiaUIKit\n")
    #expect(
      alone.lines == [
        "A.swift:2: import UserNotifications -> import InertiaUIKit (UserNotifications does not exist on Linux; "
          + "InertiaUIKit gives its names)"
      ])
  }

  @Test func theObjectiveCRuntimeIsCoveredByInertiaUIKit() {
    let both = port("import UIKit\nimport ObjectiveC.runtime\n\nlet x = 1\n")
    #expect(both.text == "import InertiaUIKit\n\nlet x = 1\n")
    #expect(both.lines.count == 2)
    let removed = "A.swift:2: import ObjectiveC.runtime removed (ObjectiveC does not exist on Linux"
    #expect(both.lines[1].hasPrefix(removed))
    let alone = port("import Foundation\nimport ObjectiveC\n")
    #expect(alone.text == "import Foundation\nimport InertiaUIKit\n")
  }

  @Test func aDuplicateImportIsDroppedAndKindsAndSubmodulesBecomePlainImports() {
    let ported = port("import UIKit\nimport class UIKit.UIView\nimport UIKit.UIGestureRecognizerSubclass\n")
    #expect(ported.text == "import InertiaUIKit\n")
    let kind = port("@preconcurrency import class UIKit.UIView\n")
    #expect(kind.text == "@preconcurrency import InertiaUIKit\n")
  }

  @Test func otherImportsAndPortedFilesAreLeftAlone() {
    let source = "import Foundation\nimport InertiaUIKit\nimport SnapKit\n"
    let ported = Porter.port([PortSource(path: "A.swift", text: source)])
    #expect(ported.files[0].text == source)
    #expect(!ported.files[0].isChanged)
    #expect(ported.rewrites.isEmpty)
  }

  @Test func anUnusedMapKitImportGoesAndAUsedPhotosOneStays() {
    let unused = port("import UIKit\nimport MapKit\n\nclass Scroll: UIViewController {}\n")
    #expect(unused.text == "import InertiaUIKit\n\nclass Scroll: UIViewController {}\n")
    #expect(
      unused.lines.last
        == "A.swift:2: import MapKit removed (the file names nothing of MapKit (no MK… type), which does not "
        + "exist on Linux)")
    let used = port("import UIKit\nimport Photos\n\nlet asset: PHAsset? = nil\n")
    #expect(used.text == "import InertiaUIKit\nimport Photos\n\nlet asset: PHAsset? = nil\n")
    // A word that only starts with the letters is not the framework's.
    let word = port("import UIKit\nimport Photos\n\nlet PHASE = 1\n")
    #expect(word.text == "import InertiaUIKit\n\nlet PHASE = 1\n")
  }

  @Test func anUnusedMapKitImportAloneBecomesInertiaUIKit() {
    let ported = port("import MapKit\n\nclass Pin: UIView {}\n")
    #expect(ported.text == "import InertiaUIKit\n\nclass Pin: UIView {}\n")
    #expect(ported.lines.count == 1)
    #expect(
      ported.lines[0].hasPrefix("A.swift:1: import MapKit -> import InertiaUIKit (the file names nothing"))
  }

  @Test func aGetterSelectorsNameIsThePropertysKey() {
    let ported = port(
      "import UIKit\nfinal class P: NSObject {\n  func f(_ scrollView: UIScrollView) {\n"
        + "    let key = NSStringFromSelector(#selector(getter: scrollView.contentOffset))\n  }\n}\n")
    #expect(ported.text.contains("let key = \"contentOffset\"\n"))
    #expect(ported.lines.contains { $0.hasPrefix("A.swift:4: NSStringFromSelector(#selector(getter: ") })
  }
}
