import Foundation
import InertiaPort
import Testing

/// The fifty-sixth trial's key-value coding rule, on a recycling pager's cells written as
/// GKScrollView writes them: a cell made from a nib sets its `reuseIdentifier` with
/// `setValue(_:forKey:)`. The port writes each view class of the files a table of the properties
/// iOS reaches by name (its `@objc` ones, every one of an `@objcMembers` class), an override in a
/// subclass whose superclass has one, and the protocol on the first class of the chain.
@Suite struct FiftySixthTrialKVCRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Cell.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  static let cells = """
    import UIKit

    open class PagerCell: UIView {
        @objc public var reuseIdentifier: String?
        @objc var index: Int = 0
        @objc let kind = "page"
        var plain = 1
        @objc static var count = 0
        @objc var isCurrent: Bool { index == 0 }
    }

    @objcMembers class VideoCell: PagerCell {
        var progress: CGFloat = 0
        var duration: Double?
        weak var owner: UIViewController?
        override var reuseIdentifier: String? { didSet {} }
    }

    func load(_ cell: UIView) {
        cell.setValue("video", forKey: "reuseIdentifier")
    }

    """

  @Test func viewClassesGetTablesOfTheirObjectiveCProperties() {
    let (text, _) = Self.port(Self.cells)
    #expect(
      text.contains(
        """
        open class PagerCell: UIView {
            open func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
                switch key {
                case "reuseIdentifier": if let newValue = DeclaredKeyValues.converted(value, to: String?.self, forKey: key, of: self) { self.reuseIdentifier = newValue }
                case "index": if let newValue = DeclaredKeyValues.converted(value, to: Int.self, forKey: key, of: self) { self.index = newValue }
                default: return false
                }
                return true
            }
            open func declaredValue(forKey key: String) -> Any?? {
                switch key {
                case "reuseIdentifier": .some(self.reuseIdentifier as Any?)
                case "index": .some(self.index as Any?)
                case "kind": .some(self.kind as Any?)
                case "isCurrent", "current": .some(self.isCurrent as Any?)
                default: nil
                }
            }
            public var reuseIdentifier: String?
            var index: Int = 0
        """))
    #expect(text.hasSuffix("}\n\nextension PagerCell: KeyValueCodingDeclaring {}\n"))
  }

  @Test func aSubclassOverridesWithItsOwnRepresentableProperties() {
    let (text, report) = Self.port(Self.cells)
    #expect(
      text.contains(
        """
        class VideoCell: PagerCell {
            override func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
                switch key {
                case "progress": if let newValue = DeclaredKeyValues.converted(value, to: CGFloat.self, forKey: key, of: self) { self.progress = newValue }
                case "owner": if let newValue = DeclaredKeyValues.converted(value, to: UIViewController?.self, forKey: key, of: self) { self.owner = newValue }
                default: return super.setDeclaredValue(value, forKey: key)
                }
                return true
            }
            override func declaredValue(forKey key: String) -> Any?? {
                switch key {
                case "progress": .some(self.progress as Any?)
                case "owner": .some(self.owner as Any?)
                default: super.declaredValue(forKey: key)
                }
            }
            var progress: CGFloat = 0
        """))
    #expect(!text.contains("extension VideoCell: KeyValueCodingDeclaring"))
    #expect(report.filter { $0.contains("key-value coding table") }.count == 2)
    #expect(report.contains { $0.contains("VideoCell: key-value coding table of progress, owner added") })
  }

  @Test func filesWithoutKeyValueCodingOrOutsideViewsGetNoTable() {
    let plain = Self.cells.replacingOccurrences(
      of: "cell.setValue(\"video\", forKey: \"reuseIdentifier\")", with: "_ = cell")
    #expect(!Self.port(plain).text.contains("setDeclaredValue"))
    let model = """
      import UIKit

      class Model: NSObject {
          @objc var name = ""
      }

      func load(_ model: Model) { model.setValue("a", forKey: "name") }

      """
    #expect(!Self.port(model).text.contains("setDeclaredValue"))
  }

  @Test func readOnlyPropertiesAreReadOnlyAndExtensionsAreIncluded() {
    let source = """
      import UIKit

      final class Badge: UILabel {
          @IBInspectable var count: Int = 0
      }

      extension Badge {
          @objc var caption: String? {
              get { text }
              set { text = newValue }
          }
          @objc var summary: String { "\\(count)" }
      }

      func show(_ badge: Badge) { print(badge.value(forKey: "caption") ?? "") }

      """
    let (text, _) = Self.port(source)
    #expect(
      text.contains(#"case "caption": if let newValue = DeclaredKeyValues.converted(value, to: String?.self"#)
    )
    #expect(!text.contains(#"case "summary": if let"#))
    #expect(text.contains(#"case "summary": .some(self.summary as Any?)"#))
    #expect(text.hasSuffix("extension Badge: KeyValueCodingDeclaring {}\n"))
  }
}
