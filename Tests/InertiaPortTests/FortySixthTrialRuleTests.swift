import Foundation
import InertiaPort
import Testing

/// The forty-sixth porting trial's port rules (a spreadsheet of four scroll views that pools its
/// cells, gridline layers and borders in generic queues constrained to NSObject).
@Suite struct FortySixthTrialRuleTests {
  static func port(_ text: String) -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: "Grid.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  static let pools = """
    import UIKit

    final class Pool<Item> where Item: NSObject {
        var idle = Set<Item>()
        func take() -> Item { idle.isEmpty ? Item() : idle.removeFirst() }
    }

    final class Shelf<Item: NSObject, Key: Hashable> {
        var items = [Key: Item]()
    }

    open class Tile: UIView {
        public override init(frame: CGRect) { super.init(frame: frame) }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class Rule: CALayer {}

    final class Badge: UIView {}

    class Grid {
        var tiles = Pool<Tile>()
        var rules = Pool<Rule>()
        var shelf = Shelf<Badge, Int>()
    }
    """

  @Test func aPoolOfViewsAndLayersIsConstrainedToNSObjectLike() {
    let (text, rewrites) = Self.port(Self.pools)
    #expect(text.contains("final class Pool<Item> where Item: NSObjectLike {"))
    #expect(text.contains("final class Shelf<Item: NSObjectLike, Key: Hashable> {"))
    #expect(!text.contains(": NSObject {") && !text.contains(": NSObject,"))
    for name in ["Tile", "Rule", "Badge"] {
      #expect(text.contains("extension \(name): NSObjectLike {}"))
    }
    #expect(rewrites.filter { $0.contains("NSObject -> NSObjectLike") }.count == 2)
  }

  @Test func onlyAViewClassThatIsNotFinalGetsARequiredInit() {
    let (text, _) = Self.port(Self.pools)
    #expect(
      text.contains(
        "open class Tile: UIView {\n    public required convenience init() { self.init(frame: .zero) }\n"))
    #expect(text.components(separatedBy: "required convenience init()").count == 2)
  }

  @Test func aPoolOfFoundationObjectsIsLeftAlone() {
    let source = """
      import UIKit

      final class Pool<Item> where Item: NSObject {
          var idle = Set<Item>()
      }

      class Token: NSObject {}

      let tokens = Pool<Token>()
      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("where Item: NSObject {"))
    #expect(!text.contains("NSObjectLike"))
    #expect(rewrites.allSatisfy { !$0.contains("NSObjectLike") })
  }

  @Test func aClassThatDeclaresItsOwnInitKeepsIt() {
    let source = """
      import UIKit

      final class Pool<Item: NSObject> {}

      class Chip: UIView {
          init() { super.init(frame: .zero) }
      }

      let chips = Pool<Chip>()
      """
    let (text, _) = Self.port(source)
    #expect(!text.contains("required convenience init()"))
    #expect(text.contains("extension Chip: NSObjectLike {}"))
  }

  @Test func aPoolInAFoundationOnlyFileGetsInertiaUIKit() {
    let sources = [
      PortSource(path: "Pool.swift", text: "import Foundation\n\nfinal class Pool<Item: NSObject> {}\n"),
      PortSource(
        path: "Tile.swift", text: "import UIKit\n\nfinal class Tile: UIView {}\n\nlet tiles = Pool<Tile>()\n"),
    ]
    let files = Porter.port(sources).files
    #expect(
      files[0].text == "import InertiaUIKit\nimport Foundation\n\nfinal class Pool<Item: NSObjectLike> {}\n")
    #expect(files[1].text.hasSuffix("let tiles = Pool<Tile>()\n\nextension Tile: NSObjectLike {}\n"))
  }

  @Test func aLayerSubclassArchiveInitializerCallsInit() {
    let source = """
      import UIKit

      final class Stripe: CALayer {
          override init() { super.init() }
          required init?(coder aDecoder: NSCoder) {
              super.init(coder: aDecoder)
          }
      }
      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("required init?(coder aDecoder: NSCoder) {\n        super.init()\n"))
    #expect(rewrites.contains { $0.contains("super.init(coder: aDecoder) -> super.init() in Stripe") })
  }

  @Test func aScrollViewForwardingItsDelegateKeepsInertiasDelegateType() {
    let source = """
      import UIKit

      open class Pager: UIScrollView {
          var relay = Relay()
          override open var delegate: UIScrollViewDelegate? {
              get { return relay.target }
              set { relay.target = newValue; super.delegate = relay }
          }
      }
      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("override open var delegate: ScrollViewDelegate? {"))
    #expect(rewrites.contains { $0.contains("UIScrollViewDelegate -> ScrollViewDelegate in Pager") })
  }

  @Test func dynamicPropertiesOfAPlainObjectReportTheirChanges() {
    let source = """
      import UIKit

      class Header: NSObject {
          @objc dynamic var minimumHeight: CGFloat = 0 {
              didSet {
                  relayout()
              }
          }
          @objc dynamic var title = ""
          @objc dynamic var ratio: CGFloat { return minimumHeight / 2 }
          func relayout() {}
      }
      """
    let (text, rewrites) = Self.port(source)
    #expect(
      text.contains(
        "            relayout()\n            didChangeValue(forKey: \"minimumHeight\")\n        }"))
    #expect(text.contains("var title = \"\" { didSet { didChangeValue(forKey: \"title\") } }"))
    #expect(!text.contains("forKey: \"ratio\""))
    #expect(text.hasSuffix("extension Header: KeyValueObservable {}\n"))
    #expect(rewrites.filter { $0.contains("didChangeValue(forKey:") }.count == 2)
  }

  @Test func aViewsDynamicPropertyIsNotReported() {
    let source = """
      import UIKit

      class Badge: UIView {
          @objc dynamic var count = 0
      }
      """
    let (text, _) = Self.port(source)
    #expect(!text.contains("didChangeValue"))
    #expect(!text.contains("KeyValueObservable"))
  }

  @Test func keyValueCodingOnAnyObjectGoesThroughTheProtocol() {
    let source = """
      import UIKit

      class Loader: UIViewController {
          func identifiers(_ first: AnyObject) -> [String] {
              let templates: [AnyObject] = (value(forKey: "templates") as? [AnyObject]) ?? []
              var names = [first.value(forKey: "identifier") as? String ?? ""]
              for template in templates {
                  names.append(template.value(forKey: "identifier") as? String ?? "")
              }
              return names
          }
      }
      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("(first as? KeyValueCodingObject)?.value(forKey: \"identifier\")"))
    #expect(text.contains("(template as? KeyValueCodingObject)?.value(forKey: \"identifier\")"))
    #expect(text.contains("(value(forKey: \"templates\") as? [AnyObject])"))
    #expect(rewrites.filter { $0.contains("KeyValueCodingObject") }.count == 2)
  }
}
