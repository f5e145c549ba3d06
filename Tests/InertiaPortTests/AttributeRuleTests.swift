import InertiaPort
import Testing

/// Attributes and modifiers Linux rejects are removed; what it accepts stays.
@Suite struct AttributeRuleTests {
  @Test func outletsLoseTheAttributeAndKeepWeakAndImplicitlyUnwrappedTypes() {
    let source = """
      class C: UIViewController {
        @IBOutlet weak var label: UILabel!
        @IBOutlet private var views: [UIView]!
        @IBOutlet
        weak var other: UIView?
      }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        class C: UIViewController {
          weak var label: UILabel!
          private var views: [UIView]!
          weak var other: UIView?
        }

        """)
    #expect(ported.lines.count == 3)
    #expect(ported.lines[0].hasPrefix("A.swift:2: @IBOutlet removed (Linux rejects @IBOutlet"))
  }

  @Test func ibActionStaysOnOneParameterMethodsOnly() {
    let source = """
      class C {
        @IBAction func one(_ sender: Any) {}
        @IBAction func none() {}
        @IBAction func two(_ sender: Any, forEvent event: UIEvent) {}
      }
      """
    let ported = port(source)
    #expect(
      ported.text == """
        class C {
          @IBAction func one(_ sender: Any) {}
          func none() {}
          func two(_ sender: Any, forEvent event: UIEvent) {}
        }
        """)
    #expect(
      ported.lines == [
        "A.swift:3: @IBAction removed from none (Linux accepts @IBAction only on one-parameter methods (this one has 0))",
        "A.swift:4: @IBAction removed from two (Linux accepts @IBAction only on one-parameter methods (this one has 2))",
      ])
  }

  @Test func objcInEveryFormAndDynamicAreRemovedAndInterfaceBuilderHintsKept() {
    let source = """
      @objcMembers class C: NSObject {
        @objc dynamic var count = 0
        @objc(customName:) func f(_ x: Int) {}
        @objc
        private func g() {}
        @IBInspectable var radius: CGFloat = 0
        @nonobjc func h() {}
      }
      @IBDesignable final class D: UIView {}
      """
    let ported = port(source)
    #expect(
      ported.text == """
        class C: NSObject {
          var count = 0
          func f(_ x: Int) {}
          private func g() {}
          @IBInspectable var radius: CGFloat = 0
          func h() {}
        }
        @IBDesignable final class D: UIView {}
        """)
    #expect(ported.lines.count == 6)
    #expect(
      ported.lines[2]
        == "A.swift:2: dynamic removed (Objective-C dynamic dispatch (key-value observing) does not exist on Linux)"
    )
  }

  @Test func theApplicationDelegatesEntryPointAttributeGoes() {
    let source = """
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {}
      @UIApplicationMain class OldDelegate: UIResponder, UIApplicationDelegate {}
      @main struct Tool { static func main() {} }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        class OldDelegate: UIResponder, UIApplicationDelegate {}
        @main struct Tool { static func main() {} }

        """)
    #expect(
      ported.lines == [
        "A.swift:1: @main removed (the host is the entry point on Linux; it launches the delegate with "
          + "UIApplication.shared.launch(delegate:sceneDelegate:))",
        "A.swift:3: @UIApplicationMain removed (the host is the entry point on Linux; it launches the "
          + "delegate with UIApplication.shared.launch(delegate:sceneDelegate:))",
      ])
  }

  @Test func anObjcProtocolStaysClassBoundSoItsDelegatesCanBeWeak() {
    let source = """
      @objc protocol Plain { func a() }
      @objc public protocol Refined: NSObjectProtocol { func b() }
      @objc protocol Bound: AnyObject { func c() }
      protocol Swift { func d() }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        protocol Plain: AnyObject { func a() }
        public protocol Refined: AnyObject, NSObjectProtocol { func b() }
        protocol Bound: AnyObject { func c() }
        protocol Swift { func d() }

        """)
    #expect(
      ported.lines.filter { $0.contains("AnyObject added") } == [
        "A.swift:1: AnyObject added to Plain (an @objc protocol is class-bound, so its delegates can be weak)",
        "A.swift:2: AnyObject added to Refined (an @objc protocol is class-bound, so its delegates can be weak)",
      ])
  }
}
