import InertiaPort
import Testing

/// Helpers written on NSObject reach UIKit's objects on iOS; on Linux they go on NSObjectProtocol,
/// which Inertia's views, controllers and layouts conform to.
@Suite struct NSObjectExtensionRuleTests {
  @Test func typeHelpersOnNSObjectMoveToNSObjectProtocol() {
    let source = """
      import UIKit

      public extension NSObject {
          class var shortName: String {
              return NSStringFromClass(self).components(separatedBy: ".").last!
          }
          @objc class func identifier() -> String { shortName + "Cell" }
          var debugTag: String { "<\\(Self.shortName)>" }
      }

      """
    let ported = port(source, name: "Names.swift")
    #expect(
      ported.text == """
        import InertiaUIKit

        public extension NSObjectProtocol {
            static var shortName: String {
                return NSStringFromClass(self).components(separatedBy: ".").last!
            }
            static func identifier() -> String { shortName + "Cell" }
            var debugTag: String { "<\\(Self.shortName)>" }
        }

        """)
    #expect(
      ported.lines.contains {
        $0.hasPrefix("Names.swift:3: extension NSObject -> extension NSObjectProtocol")
      })
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func conformancesAndOverridesStayOnNSObject() {
    let source = """
      extension NSObject: Identifiable {}
      extension NSObject {
          open override func awakeFromNib() {}
      }

      """
    let ported = port(source, name: "Kept.swift")
    #expect(ported.text == source)
    #expect(!ported.lines.contains { $0.contains("NSObjectProtocol") })
  }
}
