import InertiaPort
import Testing

/// The sixty-first porting trial's rules: a view or controller class whose class value the files
/// hand on (`MenuCell.self`, a generic argument) gets the factory override even when the run makes
/// nothing from a class value (an app ported apart from the library that makes its cells from
/// their classes), a class whose superclass is a library's known by the UIKit members it
/// overrides; and `Self()`, `Self(frame:)`, `type(of: self).init(frame:)` in a class that is not
/// final call the factory.
@Suite struct SixtyFirstTrialRuleTests {
  static func port(_ text: String) -> (text: String, lines: [String]) {
    let result = Porter.port([PortSource(path: "App.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  static let handedOnWhy =
    "(the files hand this class's class value on, which code ported apart may make it from, as iOS's "
    + "runtime allows; the factory, overridable where an initializer would have to be required, makes "
    + "this class)"
  static let factoryWhy =
    "(the files make views or controllers from class values; the factory, overridable where an "
    + "initializer would have to be required, makes this class)"
  static let callWhy =
    "(UIKit's initializers are Objective-C ones, which Swift calls through any class value; Swift makes "
    + "its own classes from class values only through required initializers, so the class's factory "
    + "makes it)"

  @Test func classesWhoseClassValueTheAppHandsToALibraryGetTheirFactories() {
    // The library, ported apart, makes the cells and pages from the class values it is given.
    let source = """
      final class MenuCell: PagingMenuViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Banner: UIView {}
      class Footer: UIView {}
      class ContentViewController: PagingContentViewController {
        override func viewDidLoad() { super.viewDidLoad() }
      }
      class Plain: LibraryThing {}
      final class Screen: UIViewController {
        let menu = PagingMenuView()
        let banners = BannerSource<Banner>()
        func setUp() {
          menu.register(type: MenuCell.self, forCellWithReuseIdentifier: "cell")
          menu.register(type: Plain.self, forCellWithReuseIdentifier: "plain")
          menu.contentType = ContentViewController.self
        }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.hasPrefix(
        "final class MenuCell: PagingMenuViewCell {\n  override init(frame: CGRect) { super.init(frame: frame) }\n"
          + "  required init?(coder: NSCoder) { fatalError() }\n"
          + "  override class func makeFromClass(frame: CGRect) -> UIView { MenuCell(frame: frame) }\n}\n"))
    #expect(
      text.contains(
        "class Banner: UIView {\n  override class func makeFromClass(frame: CGRect) -> UIView { Banner(frame: frame) }\n}\n"
      ))
    #expect(
      text.contains(
        "  override func viewDidLoad() { super.viewDidLoad() }\n"
          + "  override class func makeFromClass() -> UIViewController { ContentViewController() }\n}\n"))
    // Nothing hands `Footer` or `Screen` on; nothing says what a library's `LibraryThing` is.
    #expect(text.contains("class Footer: UIView {}\n"))
    #expect(text.contains("class Plain: LibraryThing {}\nfinal class Screen: UIViewController {\n"))
    #expect(
      lines == [
        "App.swift:4: override class func makeFromClass(frame: CGRect) { MenuCell(frame: frame) } added to "
          + "MenuCell \(Self.handedOnWhy)",
        "App.swift:5: override class func makeFromClass(frame: CGRect) { Banner(frame: frame) } added to Banner "
          + Self.handedOnWhy,
        "App.swift:9: override class func makeFromClass() { ContentViewController() } added to "
          + "ContentViewController \(Self.handedOnWhy)",
      ])
  }

  @Test func selfAndTypeOfSelfMakeTheDynamicClassThroughItsFactory() {
    let source = """
      class Card: UIView {
        func copy() -> UIView { type(of: self).init(frame: frame) }
        func twin() -> Self { Self(frame: frame) }
        class func make() -> Self { Self.init() }
      }
      class Screen: UIViewController {
        func again() -> UIViewController { type(of: self).init() }
      }
      extension UILabel {
        func twin() -> Self { Self(frame: frame) }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains("  func copy() -> UIView { (type(of: self).makeFromClass(frame: frame) as! Self) }\n"))
    #expect(
      text.contains("  func twin() -> Self { (Self.makeFromClass(frame: frame) as! Self) }\n  class func"))
    #expect(text.contains("  class func make() -> Self { (Self.makeFromClass() as! Self) }\n"))
    #expect(
      text.contains("  func again() -> UIViewController { (type(of: self).makeFromClass() as! Self) }\n"))
    #expect(
      text.hasSuffix(
        "extension UILabel {\n  func twin() -> Self { (Self.makeFromClass(frame: frame) as! Self) }\n}\n"))
    #expect(
      lines == [
        "App.swift:2: type(of: self).init(frame: frame) -> (type(of: self).makeFromClass(frame: frame) as! Self) "
          + Self.callWhy,
        "App.swift:3: Self(frame: frame) -> (Self.makeFromClass(frame: frame) as! Self) \(Self.callWhy)",
        "App.swift:4: Self.init() -> (Self.makeFromClass() as! Self) \(Self.callWhy)",
        "App.swift:5: override class func makeFromClass(frame: CGRect) { Card(frame: frame) } added to Card "
          + Self.factoryWhy,
        "App.swift:7: type(of: self).init() -> (type(of: self).makeFromClass() as! Self) \(Self.callWhy)",
        "App.swift:8: override class func makeFromClass() { Screen() } added to Screen \(Self.factoryWhy)",
        "App.swift:10: Self(frame: frame) -> (Self.makeFromClass(frame: frame) as! Self) \(Self.callWhy)",
      ])
  }

  @Test func finalClassesStructsAndDelegatingInitializersAreLeftAlone() {
    let source = """
      final class Pin: UIView {
        func copy() -> Pin { type(of: self).init(frame: frame) }
        func twin() -> Self { Self(frame: frame) }
        override class func makeFromClass(frame: CGRect) -> UIView { Pin(frame: frame) }
      }
      struct Point {
        var x = 0
        func moved() -> Self { Self(x: x + 1) }
        func same() -> Self { Self() }
      }
      class Chip: UIView {
        convenience init(title: String) { self.init(frame: .zero) }
        override class func makeFromClass(frame: CGRect) -> UIView { Chip(frame: frame) }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(text == source)
    #expect(lines.isEmpty)
  }

  @Test func aViewWhoseInitFrameIsUnavailableGetsATrappingFactory() {
    let source = """
      class Toast: UIView {
        init(message: String) { super.init(frame: .zero) }
        @available(*, unavailable) override init(frame: CGRect) { fatalError() }
        @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
      }
      let toastClass: UIView.Type = Toast.self

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains(
        "  override class func makeFromClass(frame: CGRect) -> UIView { fatalError(\"use of unimplemented "
          + "initializer 'init(frame:)' for class 'Toast'\") }\n}\n"))
    #expect(lines.count == 1)
  }

  @Test func portingAPortedProgramChangesNothing() {
    let source = """
      class Card: UIView {
        func twin() -> Self { Self(frame: frame) }
      }
      class Screen: UIViewController {}

      """
    let once = Self.port(source).text
    let twice = Self.port(once)
    #expect(once != source)
    #expect(twice.text == once)
    #expect(twice.lines.isEmpty)
  }
}
