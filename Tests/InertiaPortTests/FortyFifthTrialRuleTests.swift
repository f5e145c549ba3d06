import Foundation
import InertiaPort
import Testing

/// The forty-fifth porting trial's port rules (an overlay container that sits between a scroll
/// view and its delegate and drives its overlay with interruptible animators).
@Suite struct FortyFifthTrialRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aForwardingProxyBecomesAResponderAndCastsTheDelegateItKeeps() {
    let source = """
      import UIKit

      class Proxy: NSObject, UIScrollViewDelegate {
          private weak var original: UIScrollViewDelegate?

          override func responds(to aSelector: Selector!) -> Bool {
              return super.responds(to: aSelector) || original?.responds(to: aSelector) == true
          }

          override func forwardingTarget(for aSelector: Selector!) -> Any? {
              return original
          }

          func take(_ scrollView: UIScrollView) {
              self.original = scrollView.delegate
              original = scrollView.delegate
              scrollView.delegate = self
          }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("class Proxy: UIResponder, UIScrollViewDelegate {"))
    #expect(text.contains("override func responds(to aSelector: Selector) -> Bool {"))
    #expect(text.contains("override func forwardingTarget(for aSelector: Selector) -> Any? {"))
    #expect(text.contains("self.original = scrollView.delegate as? UIScrollViewDelegate\n"))
    #expect(text.contains("        original = scrollView.delegate as? UIScrollViewDelegate\n"))
    #expect(text.contains("scrollView.delegate = self\n"))
    #expect(rewrites.contains { $0.hasPrefix("Source.swift:3: Proxy: NSObject -> Proxy: UIResponder") })
    #expect(rewrites.filter { $0.contains("as? UIScrollViewDelegate") }.count == 2)
    // Ported twice, nothing changes.
    #expect(Self.port(text).text == text)
  }

  @Test func anNSObjectSubclassThatDoesNotForwardAndOtherDelegatesAreLeftAlone() {
    let source = """
      import UIKit

      class Model: NSObject {
          override var description: String { "model" }
          var delegate: AnyObject?
          func copy(from scrollView: UIScrollView) { delegate = scrollView.delegate }
      }

      """
    let ported = Self.port(source).text
    #expect(ported == source.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
  }

  @Test func anAnimatorsOptionalMethodsAreCalledWithoutTheQuestionMark() {
    let source = """
      import UIKit

      func chain(_ animator: UIViewImplicitlyAnimating, done: (() -> Void)?) {
          animator.addAnimations? { }
          animator.addCompletion?({ _ in })
          done?()
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("animator.addAnimations { }"))
    #expect(text.contains("animator.addCompletion({ _ in })"))
    #expect(text.contains("done?()"))
    #expect(rewrites.contains { $0.hasPrefix("Source.swift:5: addCompletion?( -> addCompletion(") })
  }
}
