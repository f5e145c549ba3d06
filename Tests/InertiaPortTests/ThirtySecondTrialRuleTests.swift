import InertiaPort
import Testing

/// The thirty-second porting trial's port rule: `super.init()` in a subclass of
/// `NSAttributedString` (PagingMenu's title that answers `string` itself), which Linux's
/// Foundation cannot call.
@Suite struct ThirtySecondTrialRuleTests {
  static let titles = """
    import UIKit

    class PlainTitle: NSAttributedString {
        private let title: String
        override var string: String { title }
        init(_ title: String) {
            self.title = title
            super.init()
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    class ShoutedTitle: PlainTitle {
        init(shouting title: String) {
            super.init(title.uppercased())
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class EditableTitle: NSMutableAttributedString {
        init(blank: Bool) {
            super.init()
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    class Badge: UIView {
        init() {
            super.init(frame: .zero)
        }
    }

    class Model: NSObject {
        override init() {
            super.init()
        }
    }

    """

  @Test func superInitInAnAttributedStringSubclassMakesTheEmptyString() {
    let result = Porter.port([PortSource(path: "Titles.swift", text: Self.titles)])
    let text = result.files[0].text
    #expect(text.contains("        self.title = title\n        super.init(string: \"\")\n"))
    #expect(text.contains("    init(blank: Bool) {\n        super.init(string: \"\")\n"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Titles.swift:8: super.init() -> super.init(string: \"\") (Linux's Foundation has no "
          + "NSAttributedString.init(); the empty string is what it makes on iOS)"))
  }

  @Test func otherSuperInitCallsAreLeftAlone() {
    let text = Porter.port([PortSource(path: "Titles.swift", text: Self.titles)]).files[0].text
    // A subclass of the ported class calls its own initializer; views and NSObject keep theirs.
    #expect(text.contains("super.init(title.uppercased())"))
    #expect(text.contains("class Model: NSObject {\n    override init() {\n        super.init()\n"))
    #expect(text.contains("super.init(frame: .zero)"))
  }

  @Test func theEmptyInitializerCallIsStillRewritten() {
    let text = Porter.port([PortSource(path: "Empty.swift", text: "let empty = NSAttributedString()\n")])
      .files[0]
      .text
    #expect(text == "let empty = NSAttributedString(string: \"\")\n")
  }
}
