import Foundation
import InertiaPort
import Testing

/// The forty-fourth porting trial's port rule: a constraint's items read as UIKit's `AnyObject?`
/// (a keyboard-avoiding scroll view library moving constraints from one view to another).
@Suite struct FortyFourthTrialRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aConstraintsItemsAreReadAsObjects() {
    let source = """
      import UIKit

      func redirect(_ constraint: NSLayoutConstraint, from old: AnyObject, to new: AnyObject) -> Bool {
          if let first = (constraint.firstItem === old) ? new : constraint.firstItem,
              let second = (constraint.secondItem === old) ? new : constraint.secondItem {
              return first !== second && constraint.secondItem! !== new
          }
          return constraint.secondItem?.isEqual(old) ?? false
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("(constraint.firstItem.object === old) ? new : constraint.firstItem.object,"))
    #expect(text.contains("(constraint.secondItem?.object === old) ? new : constraint.secondItem?.object {"))
    #expect(text.contains("constraint.secondItem!.object! !== new"))
    #expect(text.contains("constraint.secondItem?.object?.isEqual(old)"))
    #expect(rewrites.contains { $0.hasPrefix("Source.swift:4: firstItem -> firstItem.object") })
    #expect(rewrites.contains { $0.hasPrefix("Source.swift:6: secondItem! -> secondItem!.object!") })
    // Ported twice, nothing changes.
    #expect(Self.port(text).text == text)
  }

  @Test func aProgramsOwnFirstItemAndCallsAreLeftAlone() {
    let source = """
      import UIKit

      struct Pair { var firstItem: Int }

      func read(_ pair: Pair) -> Int { pair.firstItem }

      """
    #expect(
      Self.port(source).text == source.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
    let called = "import UIKit\n\nlet x = animator.firstItem(where: { _ in true })\n"
    #expect(
      Self.port(called).text == "import InertiaUIKit\n\nlet x = animator.firstItem(where: { _ in true })\n")
    // Without UIKit the member is Inertia's own.
    let own = "import Inertia\n\nlet item = constraint.firstItem\n"
    #expect(Self.port(own).text == own)
  }
}
