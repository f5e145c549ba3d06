import InertiaPort
import Testing

/// The fifty-eighth trial's port rules: a library's "compatible" wrapper given to every NSObject
/// (YetAnotherAnimationLibrary's `view.yaal`, in RxSwift's `.rx` shape) reaches UIKit's classes,
/// and the types an `extension NSObject` nests move out of what becomes a protocol extension.
@Suite struct FiftyEighthTrialRuleTests {
  /// A wrapper in the library's shape: the protocol NSObject adopts, a state kept by associated
  /// objects in an `extension NSObject` nesting its class and its key, and the wrapper's
  /// extensions for NSObject and for UIView.
  private static let wrapper = PortSource(
    path: "Wrapper.swift",
    text: """
      import Foundation

      public struct Wrapper<Base> {
          public let base: Base
      }

      public protocol WrapperCompatible {
          associatedtype CompatibleType
          var anim: Wrapper<CompatibleType> { get }
      }

      extension WrapperCompatible {
          public var anim: Wrapper<Self> { return Wrapper(base: self) }
      }

      extension NSObject: WrapperCompatible {}

      """)
  private static let state = PortSource(
    path: "NSObject+State.swift",
    text: """
      import Foundation

      extension NSObject {
          internal class State {
              internal var values: [String: Any] = [:]
          }

          internal var state: State {
              struct AssociatedKeys {
                  internal static var state = "state"
              }
              if let state = objc_getAssociatedObject(self, &AssociatedKeys.state) as? State {
                  return state
              }
              let state = State()
              objc_setAssociatedObject(self, &AssociatedKeys.state, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
              return state
          }
      }

      extension Wrapper where Base: NSObject {
          public func value(forKey key: String) -> Any? {
              return base.state.values[key] ?? base.value(forKeyPath: key)
          }
      }

      """)
  private static let view = PortSource(
    path: "UIView+Wrapper.swift",
    text: """
      import UIKit

      extension Wrapper where Base: UIView {
          public var alpha: CGFloat { return base.alpha }
      }

      """)

  @Test func uiKitRootClassesAdoptTheProtocolNSObjectAdopts() {
    let result = Porter.port([Self.wrapper, Self.state, Self.view])
    let text = result.files[0].text
    #expect(text.hasPrefix("import InertiaUIKit\nimport Foundation\n"))
    #expect(text.contains("extension NSObject: WrapperCompatible {}\n"))
    for root in ["UIResponder", "CALayer", "UIGestureRecognizer", "UIImage", "NSLayoutConstraint"] {
      #expect(text.contains("\nextension \(root): WrapperCompatible {}\n"))
    }
    #expect(
      result.rewrites.map(\.description).contains {
        $0.hasPrefix(
          "Wrapper.swift:16: extension UIResponder: WrapperCompatible {} added at the end of the file")
      })
  }

  @Test func theWrappersNSObjectRequirementBecomesNSObjectProtocol() {
    let result = Porter.port([Self.wrapper, Self.state, Self.view])
    #expect(result.files[1].text.contains("extension Wrapper where Base: NSObjectProtocol {"))
    #expect(result.files[2].text.contains("extension Wrapper where Base: UIView {"))
    // Without an extension binding the parameter to a UIKit class, nothing says the wrapper
    // carries UIKit's objects.
    let alone = Porter.port([Self.wrapper, Self.state])
    #expect(alone.files[1].text.contains("extension Wrapper where Base: NSObject {"))
  }

  @Test func typesNestedInTheNSObjectExtensionMoveBeforeIt() {
    let result = Porter.port([Self.wrapper, Self.state, Self.view])
    #expect(
      result.files[1].text.hasPrefix(
        """
        import InertiaUIKit
        import Foundation

        internal class State {
                internal var values: [String: Any] = [:]
            }

        struct AssociatedKeys {
                    internal static var state = "state"
                }

        extension NSObjectProtocol {

            internal var state: State {
                if let state = objc_getAssociatedObject(self, &AssociatedKeys.state) as? State {
        """))
    let lines = result.rewrites.map(\.description)
    #expect(
      lines.contains {
        $0.hasPrefix("NSObject+State.swift:4: type State moved out of extension NSObjectProtocol")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("NSObject+State.swift:9: type AssociatedKeys declared before the extension")
      })
  }

  @Test func typesSharingANameStayWhereTheyAre() {
    let twice = PortSource(
      path: "NSObject+Keys.swift",
      text: """
        import Foundation

        extension NSObject {
            var first: Int {
                struct Keys { static var key = "first" }
                return Keys.key.count
            }
            var second: Int {
                struct Keys { static var key = "second" }
                return Keys.key.count
            }
        }

        """)
    let result = Porter.port([twice])
    #expect(
      result.files[0].text.contains("extension NSObjectProtocol {\n    var first: Int {\n        struct Keys")
    )
  }

  /// YetAnotherAnimationLibrary's vectors: `import simd` goes and a call qualified by the module
  /// (inside a vector's own `distance(between:)`) names InertiaUIKit, which gives simd's functions.
  @Test func simdsImportGoesAndItsQualifiedCallsNameInertiaUIKit() {
    let vector = PortSource(
      path: "Vector.swift",
      text: """
        import UIKit
        import simd

        extension double2 {
            public func distance(between: double2) -> Double {
                return simd.distance(self, between)
            }
        }

        """)
    let result = Porter.port([vector])
    #expect(
      result.files[0].text == """
        import InertiaUIKit

        extension double2 {
            public func distance(between: double2) -> Double {
                return InertiaUIKit.distance(self, between)
            }
        }

        """)
  }

  /// `UIColor` and `CGColor` are one type in InertiaUIKit: the UIKit class's conformance, which
  /// hands its work to the Core Graphics one, is kept for iOS only.
  @Test func aConformanceOfUIColorBesideCGColorsIsKeptForIOSOnly() {
    let colors = PortSource(
      path: "Colors.swift",
      text: """
        import UIKit

        protocol Blendable {}

        extension CGColor: Blendable {}

        extension UIColor: Blendable {
            var blended: CGColor { return cgColor }
        }

        extension UIImage: Blendable {}

        """)
    let result = Porter.port([colors])
    #expect(
      result.files[0].text.hasSuffix(
        """
        extension CGColor: Blendable {}

        #if canImport(UIKit)
        extension UIColor: Blendable {
            var blended: CGColor { return cgColor }
        }
        #endif

        extension UIImage: Blendable {}

        """))
  }
}
