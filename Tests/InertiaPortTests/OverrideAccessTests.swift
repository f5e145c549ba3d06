import InertiaPort
import Testing

/// An override moved from an extension in one file into its class in another takes the file's
/// private names with it: they become internal so the class's file can see them.
@Suite struct OverrideAccessTests {
  @Test func privateNamesTheMovedOverrideUsesBecomeInternal() {
    let attributes = PortSource(
      path: "Attributes.swift",
      text: "class Attributes: UICollectionViewLayoutAttributes {\n  var progress = 0.0\n}\n")
    let layout = PortSource(
      path: "Layout.swift",
      text: """
        final class Layout: UICollectionViewFlowLayout {
          private func unrelated() {}
        }

        extension Attributes {
          override var debugDescription: String { "\\(isValid) \\(label())" }
        }

        extension Attributes {
          fileprivate var isValid: Bool { zIndex > 0 }
          private func label() -> String { "cell" }
          private func other() {}
        }

        """)
    let result = Porter.port([attributes, layout])
    #expect(
      result.files[0].text == """
        class Attributes: UICollectionViewLayoutAttributes {
          var progress = 0.0

          override var debugDescription: String { "\\(isValid) \\(label())" }
        }

        """)
    #expect(
      result.files[1].text == """
        final class Layout: UICollectionViewFlowLayout {
          private func unrelated() {}
        }

        extension Attributes {
          var isValid: Bool { zIndex > 0 }
          func label() -> String { "cell" }
          private func other() {}
        }

        """)
    let lines = result.rewrites.map(\.description)
    #expect(
      lines.contains(
        "Layout.swift:10: fileprivate removed from isValid (the override it serves moved into its class in "
          + "another file, where a file's private names cannot be seen)"))
    #expect(lines.contains { $0.hasPrefix("Layout.swift:11: private removed from label") })
    #expect(lines.count == 3)
  }
}

/// An override moved out of an extension inside `#if` keeps its condition in the class.
@Suite struct OverrideConditionTests {
  @Test func overridesInAConditionalExtensionMoveUnderTheirCondition() {
    let ported = port(
      """
      class Screen: UIViewController {
        var count = 0
      }

      #if os(tvOS)
      let unpop = 0.4
      #elseif os(iOS)
      extension Screen {
        override func viewDidLoad() {
          super.viewDidLoad()
        }
      }
      #endif

      """)
    #expect(
      ported.text == """
        class Screen: UIViewController {
          var count = 0

        #if !os(tvOS) && (os(iOS) || os(Linux))
          override func viewDidLoad() {
            super.viewDidLoad()
          }
        #endif
        }

        #if os(tvOS)
        let unpop = 0.4
        #elseif os(iOS) || os(Linux)
        #endif

        """)
    #expect(port(ported.text).lines.isEmpty)
  }
}
