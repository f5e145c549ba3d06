import InertiaPort
import Testing

/// The thirty-fourth porting trial's port rule: a navigation controller subclass asks whether it
/// `responds(to:)` the getter of its pop gesture before touching it (CRRefresh's demo), so the
/// getter's selector becomes a selector every instance of the type answers.
@Suite struct ThirtyFourthTrialRuleTests {
  static let source = """
    import UIKit

    class SwipeBackNavigation: UINavigationController {
        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            if responds(to: #selector(getter: UINavigationController.interactivePopGestureRecognizer)) {
                interactivePopGestureRecognizer?.isEnabled = false
            }
            super.pushViewController(viewController, animated: animated)
        }

        func check(_ other: UIViewController) -> Bool {
            other.responds(to: #selector(getter: other.title))
        }
    }

    """

  @Test func aTypeQualifiedGetterSelectorIsAnsweredByTheType() {
    let result = Porter.port([PortSource(path: "Navigation.swift", text: Self.source)])
    let text = result.files[0].text
    #expect(
      text.contains(
        "responds(to: Selector(\"interactivePopGestureRecognizer\", getter: "
          + "\\UINavigationController.interactivePopGestureRecognizer))"))
    // An instance-qualified getter has no type to answer for it: left, with a note.
    #expect(text.contains("#selector(getter: other.title)"))
    #expect(
      result.rewrites.map(\.description).contains { line in
        line.hasPrefix(
          "Navigation.swift:5: #selector(getter: UINavigationController.interactivePopGestureRecognizer) -> ")
      })
    let notes = result.rewrites.filter { $0.kind == .note }.map(\.description)
    #expect(
      notes.contains { $0.hasPrefix("Navigation.swift:12: not rewritten: #selector(getter: other.title)") })
  }
}
