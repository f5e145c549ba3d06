import InertiaPort
import Testing

/// The fiftieth trial's port rule: SnapKit names the class of an `AnyObject` item in its constraint
/// descriptions with NSObject's class method, `type(of: object).description()`, which Linux cannot
/// look up on `AnyObject.Type`; it becomes `NSStringFromClass(type(of: object))`. And its
/// `public extension LayoutConstraint { override var description … }`: the override, moved into the
/// class, keeps the extension's `public`.
@Suite struct FiftiethTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Debugging.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aClassDescriptionOfAnObjectsTypeIsItsClassName() {
    let (text, report) = Self.port(
      """
      import UIKit

      func describe(_ object: AnyObject) -> String {
          var desc = ""
          desc += type(of: object).description()
          return desc
      }

      """)
    #expect(text.contains("    desc += NSStringFromClass(type(of: object))\n"))
    #expect(
      report.contains(
        "Debugging.swift:5: type(of: x).description() -> NSStringFromClass(type(of: x)) (Linux has no "
          + "dynamic lookup of NSObject's class method description() on AnyObject.Type; NSStringFromClass "
          + "names any class)"))
  }

  @Test func aTypeDeclaringItsOwnDescriptionMethodKeepsTheCall() {
    let source = """
      import UIKit

      struct Token {
          static func description() -> String { "token" }
      }

      let name = type(of: Token()).description()

      """
    let (text, report) = Self.port(source)
    #expect(text.contains("let name = type(of: Token()).description()"))
    #expect(!report.contains { $0.contains("NSStringFromClass") })
  }

  @Test func aDescriptionWithArgumentsOrAnotherBaseIsLeftAlone() {
    let (text, _) = Self.port(
      """
      import UIKit

      let a = type(of: view).description(with: nil)
      let b = view.description()

      """)
    #expect(text.contains("let a = type(of: view).description(with: nil)"))
    #expect(text.contains("let b = view.description()"))
  }

  @Test func anOverrideMovedOutOfAPublicExtensionStaysPublic() {
    let (text, report) = Self.port(
      """
      import UIKit

      public class Tag: NSLayoutConstraint {
          public var label: String?
      }

      public extension Tag {
          override var description: String { label ?? "" }
      }

      """)
    #expect(text.contains("    public override var description: String { label ?? \"\" }\n}"))
    #expect(!text.contains("public extension Tag"))
    #expect(report.contains { $0.hasPrefix("Debugging.swift:8: public added to description") })
  }
}
