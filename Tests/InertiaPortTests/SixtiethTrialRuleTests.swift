import InertiaPort
import Testing

/// The sixtieth porting trial's rules: views and controllers made from a class value (`View()`
/// for a parameter `View: UIView`, `type.init()`, `cellClass.init(frame:)`,
/// `controllerType.init()`) call the classes' overridable factories, and each view or controller
/// class of the files overrides the factory to make itself; `override init(frame:)` stays.
@Suite struct SixtiethTrialRuleTests {
  static func port(_ text: String) -> (text: String, lines: [String]) {
    let result = Porter.port([PortSource(path: "Views.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  static let callWhy =
    "(UIKit's initializers are Objective-C ones, which Swift calls through any class value; Swift makes "
    + "its own classes from class values only through required initializers, so the class's factory "
    + "makes it)"
  static let factoryWhy =
    "(the files make views or controllers from class values; the factory, overridable where an "
    + "initializer would have to be required, makes this class)"

  @Test func aGenericParametersViewIsMadeByItsFactoryAndEachViewClassOverridesIt() {
    let source = """
      open class ViewSource<Data, View: UIView> {
        open func view(data: Data, index: Int) -> View {
          let view = View()
          return view
        }
        func framed(_ rect: CGRect) -> View { View(frame: rect) }
      }
      class Card: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      open class Badge: UILabel {
        init() { super.init(frame: .zero) }
        override init(frame: CGRect) { super.init(frame: frame) }
        required public init?(coder: NSCoder) { nil }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(text.contains("    let view = (View.makeFromClass() as! View)\n"))
    #expect(
      text.contains("  func framed(_ rect: CGRect) -> View { (View.makeFromClass(frame: rect) as! View) }"))
    #expect(text.contains("  override init(frame: CGRect) { super.init(frame: frame) }"))
    #expect(
      text.contains(
        "  required init?(coder: NSCoder) { fatalError() }\n"
          + "  override class func makeFromClass(frame: CGRect) -> UIView { Card(frame: frame) }\n}\n"))
    #expect(
      text.contains(
        "  open override class func makeFromClass(frame: CGRect) -> UIView { Badge(frame: frame) }\n"
          + "  open override class func makeFromClass() -> UIView { Badge() }\n}\n"))
    #expect(
      lines == [
        "Views.swift:3: View() -> (View.makeFromClass() as! View) \(Self.callWhy)",
        "Views.swift:6: View(frame: rect) -> (View.makeFromClass(frame: rect) as! View) \(Self.callWhy)",
        "Views.swift:11: override class func makeFromClass(frame: CGRect) { Card(frame: frame) } added to "
          + "Card \(Self.factoryWhy)",
        "Views.swift:16: override class func makeFromClass(frame: CGRect) { Badge(frame: frame) } added to "
          + "Badge \(Self.factoryWhy)",
        "Views.swift:16: override class func makeFromClass() { Badge() } added to Badge \(Self.factoryWhy)",
      ])
  }

  @Test func aClassValueBoundByAnEnumCaseIsCastToTheCasesClass() {
    // PagingKit's menu keeps registered classes in an enum case and makes a cell with `type.init()`.
    let source = """
      open class MenuCell: UIView {}
      enum RegisteredCell {
        case nib(nib: UINib)
        case type(type: MenuCell.Type)
      }
      final class Menu {
        var registered: [String: RegisteredCell] = [:]
        func dequeue(_ identifier: String) -> MenuCell? {
          switch registered[identifier] {
          case .type(let type)?:
            let cell = type.init()
            return cell
          default:
            return nil
          }
        }
        func framed(_ cellClass: UIView.Type, _ kind: MenuCell.Type) -> [UIView] {
          [cellClass.init(frame: .zero), kind.init(frame: .zero)]
        }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(text.contains("      let cell = (type.makeFromClass() as! MenuCell)\n"))
    #expect(
      text.contains(
        "[cellClass.makeFromClass(frame: .zero), (kind.makeFromClass(frame: .zero) as! MenuCell)]"))
    #expect(
      text.hasPrefix(
        "open class MenuCell: UIView {\n  open override class func makeFromClass(frame: CGRect) -> UIView { "
          + "MenuCell(frame: frame) }\n}\n"))
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix("Views.swift:1: override class func makeFromClass(frame: CGRect)") == true)
    #expect(lines[1] == "Views.swift:11: type.init() -> (type.makeFromClass() as! MenuCell) \(Self.callWhy)")
  }

  @Test func controllersFromAClassValueUseTheirFactoryAndOneWithoutInitTraps() {
    let source = """
      final class Card: UIView {
        private var content: UIViewController?
        func populate(contentViewControllerType: UIViewController.Type) {
          content = contentViewControllerType.init()
        }
      }
      class GalleryViewController: UIViewController {}
      class DetailViewController: UIViewController {
        let item: Int
        init(item: Int) {
          self.item = item
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(text.contains("    content = contentViewControllerType.makeFromClass()\n"))
    #expect(
      text.contains(
        "class GalleryViewController: UIViewController {\n  override class func makeFromClass() -> "
          + "UIViewController { GalleryViewController() }\n}\n"))
    #expect(
      text.contains(
        "  override class func makeFromClass() -> UIViewController { fatalError(\"use of unimplemented "
          + "initializer 'init(nibName:bundle:)' for class 'DetailViewController'\") }\n}\n"))
    // The view class gets no factory: nothing makes a view from a class value, or hands one on.
    #expect(!text.contains("makeFromClass(frame:"))
    #expect(lines.count == 3)
  }

  @Test func aViewWithOtherInitializersTrapsAndASubclassInheritingInitFrameMakesItself() {
    let source = """
      class Pill: UIView {
        init(title: String) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Tile: UIView {}
      class BigTile: Tile {}
      func make<T: Tile>(_ kind: T.Type) -> T { kind.init() }
      func cast<T>(_ kind: T.Type) -> UIView { (kind as! UIView.Type).init(frame: .zero) }

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains(
        "  override class func makeFromClass(frame: CGRect) -> UIView { fatalError(\"use of unimplemented "
          + "initializer 'init(frame:)' for class 'Pill'\") }\n"))
    #expect(
      text.contains(
        "class BigTile: Tile {\n  override class func makeFromClass(frame: CGRect) -> UIView { BigTile(frame: frame) }\n}\n"
      ))
    #expect(text.contains("-> T { (kind.makeFromClass() as! T) }"))
    #expect(text.contains("{ (kind as! UIView.Type).makeFromClass(frame: .zero) }"))
    #expect(lines.count == 5)
  }

  @Test func concreteClassesOtherMetatypesAndCollectionCellsAreLeftAlone() {
    let source = """
      class Tile: UICollectionViewCell {
        required init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Loader {
        func load<T: Decodable>(_ type: T.Type, from decoder: Decoder) throws -> T { try type.init(from: decoder) }
        func fresh<T: NSObject>(_ type: T.Type) -> T { type.init() }
        func cell(_ cellClass: UICollectionViewCell.Type) -> UICollectionViewCell { cellClass.init(frame: .zero) }
        func plain() -> UIView { UIView() }
        func tile() -> Tile { Tile(frame: .zero) }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(text == source)
    #expect(lines.isEmpty)
  }

  @Test func anNSObjectProtocolNamespaceUsedOnAColourIsCopiedIntoUIColor() {
    // PagingKit's `pk` namespace: NSObjects on iOS, UIColor a struct here.
    let source = """
      public struct Proxy<Base> {
        let base: Base
      }
      public extension NSObjectProtocol {
        static var pk: Proxy<Self.Type> { Proxy(base: self) }
      }
      extension Proxy where Base == UIColor.Type {
        var focusRed: UIColor { .red }
      }
      let red = UIColor.pk.focusRed

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains(
        "  static var pk: Proxy<Self.Type> { Proxy(base: self) }\n}\n\npublic extension UIColor {\n"
          + "  static var pk: Proxy<Self.Type> { Proxy(base: self) }\n}\n"))
    #expect(
      lines == [
        "Views.swift:4: the members of extension NSObjectProtocol copied into extension UIColor (the files use "
          + "them on UIColor, NSObjects on iOS; InertiaUIKit's colours and fonts are structs and its images no "
          + "NSObjects)"
      ])
  }
}
