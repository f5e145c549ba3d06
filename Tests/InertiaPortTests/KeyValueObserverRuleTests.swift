import InertiaPort
import Testing

/// An `NSObject` subclass overriding `observeValue(forKeyPath:of:change:context:)` loses the
/// `override` (Foundation on Linux has none) and gets the `KeyValueObserver` conformance.
@Suite struct KeyValueObserverRuleTests {
  static let why =
    "(Foundation on Linux has no NSObject.observeValue to override; views call observers through "
    + "the KeyValueObserver protocol)"

  @Test func anNSObjectObserverLosesOverrideAndSuperAndGetsTheProtocol() {
    let source = """
      import UIKit

      class Base: NSObject {}
      public class ScrollObserver: Base {
        weak var scrollView: UIScrollView?
        init(scrollView: UIScrollView) {
          self.scrollView = scrollView
          super.init()
          scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
        }
        override public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
          guard keyPath == "contentOffset" else {
            super.observeValue(
              forKeyPath: keyPath, of: object,
              change: change, context: context)
            return
          }
          print(change?[.newKey] ?? "")
        }
      }
      """
    let expected = """
      import InertiaUIKit

      class Base: NSObject {}
      public class ScrollObserver: Base {
        weak var scrollView: UIScrollView?
        init(scrollView: UIScrollView) {
          self.scrollView = scrollView
          super.init()
          scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
        }
        public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
          guard keyPath == "contentOffset" else {
            return
          }
          print(change?[.newKey] ?? "")
        }
      }

      extension ScrollObserver: KeyValueObserver {}

      """
    let ported = port(source)
    #expect(ported.text == expected)
    #expect(
      ported.lines.contains(
        "A.swift:11: override dropped from ScrollObserver.observeValue(forKeyPath:of:change:context:), "
          + "extension ScrollObserver: KeyValueObserver {} added at the end of the file " + Self.why))
  }

  @Test func responderObserversAndSubclassesOfAnObserverAreLeftAlone() {
    let source = """
      import UIKit

      class Header: UIView {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }
      class Watcher: NSObject {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
      }
      class LoudWatcher: Watcher {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }

      """
    let ported = port(source)
    #expect(ported.text.contains("class Header: UIView {\n  override func observeValue("))
    #expect(ported.text.contains("class Watcher: NSObject {\n  func observeValue("))
    #expect(ported.text.contains("class LoudWatcher: Watcher {\n  override func observeValue("))
    #expect(ported.text.components(separatedBy: "super.observeValue").count == 3)
    #expect(ported.text.hasSuffix("}\n\nextension Watcher: KeyValueObserver {}\n"))
    #expect(ported.lines.filter { $0.contains("KeyValueObserver {} added") }.count == 1)
  }

  @Test func anObserverInAnExtensionAndASuperCallInAnExpression() {
    let ported = port(
      """
      final class Watcher: NSObject {
        var seen = 0
      }

      extension Watcher {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
          keyPath == "contentOffset" ? (seen += 1) : super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }

      final class Later: Watcher {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }

      """)
    #expect(
      ported.text == """
        final class Watcher: NSObject {
          var seen = 0

          func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            keyPath == "contentOffset" ? (seen += 1) : ()
          }
        }

        final class Later: Watcher {
          override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
          }
        }

        extension Watcher: KeyValueObserver {}

        """)
    #expect(
      ported.lines.first
        == "A.swift:6: override dropped from Watcher.observeValue(forKeyPath:of:change:context:), extension "
        + "Watcher: KeyValueObserver {} added at the end of the file (Foundation on Linux has no "
        + "NSObject.observeValue to override; views call observers through the KeyValueObserver protocol)")
    #expect(port(ported.text).lines.isEmpty)
  }
}
