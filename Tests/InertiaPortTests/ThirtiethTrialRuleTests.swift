import InertiaPort
import Testing

/// The thirtieth porting trial's port rules: an optional requirement bound by `if let` or
/// `guard let` through an unwrapped delegate (VerticalCardSwiper's `if let wasTapped =
/// delegate.didTapCard`), `weak` on a protocol's property requirement (LNZCollectionLayouts'
/// focus delegate), a geometry value read from a change through `AnyObject` (PullToRefreshKit's
/// `(change?[.oldKey] as AnyObject).cgPointValue`) and a Foundation-only file scheduling a
/// selector timer (Pageboy's auto scroller).
@Suite struct ThirtiethTrialRuleTests {
  static let stack = """
    import UIKit

    @objc public protocol CardStackDelegate: class {
        @objc optional func didTapCard(stack: CardStack, index: Int)
        @objc optional func heightForCard(stack: CardStack, index: Int) -> CGFloat
    }

    public class CardStack: UIView {
        public weak var delegate: CardStackDelegate?

        func tapped(at index: Int) {
            if let delegate = delegate {
                if let wasTapped = delegate.didTapCard {
                    wasTapped(self, index)
                }
            }
        }

        func height(at index: Int) -> CGFloat {
            guard let delegate = delegate, let height = delegate.heightForCard else { return 44 }
            return height(self, index)
        }

        func untouched(at index: Int) {
            let handler = delegate?.didTapCard
            handler?(self, index)
            delegate?.didTapCard?(stack: self, index: index)
        }
    }

    """

  @Test func aBoundRequirementWithADefaultIsWrappedInOptional() {
    let result = Porter.port([PortSource(path: "CardStack.swift", text: Self.stack)])
    let text = result.files[0].text
    #expect(text.contains("            if let wasTapped = Optional(delegate.didTapCard) {\n"))
    #expect(
      result.rewrites.map(\.description).contains(
        "CardStack.swift:13: delegate.didTapCard -> Optional(delegate.didTapCard) (the requirement has a "
          + "default doing what a missing method does, and the binding needs an optional (Swift on Linux "
          + "has no optional protocol requirements))"))
  }

  @Test func aBoundRequirementReturningAValueCastsItsReceiver() {
    let text = Porter.port([PortSource(path: "CardStack.swift", text: Self.stack)]).files[0].text
    #expect(
      text.contains(
        "guard let delegate = delegate, let height = (delegate as? CardStackDelegate_heightForCard_stack_index)?"
          + ".heightForCard else { return 44 }"))
  }

  @Test func referencesOutsideABindingAndCallsAreLeftAsBefore() {
    let text = Porter.port([PortSource(path: "CardStack.swift", text: Self.stack)]).files[0].text
    #expect(text.contains("        let handler = delegate?.didTapCard\n"))
    #expect(text.contains("        delegate?.didTapCard(stack: self, index: index)\n"))
  }

  @Test func portingThePortedStackChangesNothing() {
    let once = Porter.port([PortSource(path: "CardStack.swift", text: Self.stack)]).files[0].text
    let twice = Porter.port([PortSource(path: "CardStack.swift", text: once)])
    #expect(twice.files[0].text == once)
  }

  static let focus = """
    import UIKit

    @objc public protocol FocusChangeDelegate: class {
        func focusDidChange(to index: Int)
    }

    @objc public protocol FocusContaining: class {
        var currentInFocus: Int { get }
        weak var focusChangeDelegate: FocusChangeDelegate? { get set }
    }

    final class Carousel: NSObject, FocusContaining {
        var currentInFocus = 0
        weak var focusChangeDelegate: FocusChangeDelegate?
    }

    """

  @Test func weakGoesFromAProtocolsPropertyRequirementOnly() {
    let result = Porter.port([PortSource(path: "Focus.swift", text: Self.focus)])
    let text = result.files[0].text
    #expect(text.contains("    var focusChangeDelegate: FocusChangeDelegate? { get set }\n"))
    #expect(text.contains("    weak var focusChangeDelegate: FocusChangeDelegate?\n}"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Focus.swift:9: weak removed from a protocol's property requirement (Swift rejects `weak` on a "
          + "protocol's property without @objc; the conforming class's property decides how it holds "
          + "the value)"))
  }

  static let footer = """
    import UIKit

    class Footer: UIView {
        func offsetChanged(_ change: [NSKeyValueChangeKey: Any]?) -> Bool {
            let oldOffset = (change?[NSKeyValueChangeKey.oldKey] as AnyObject).cgPointValue
            let newOffset = (change?[.newKey] as AnyObject).cgPointValue
            let size = (change?[.newKey] as AnyObject).cgSizeValue
            let other = (change?[.newKey] as AnyObject).description
            return oldOffset != newOffset && size != nil && !other.isEmpty
        }
    }

    """

  @Test func aGeometryValueReadThroughAnyObjectBecomesACast() {
    let result = Porter.port([PortSource(path: "Footer.swift", text: Self.footer)])
    let text = result.files[0].text
    #expect(text.contains("let oldOffset = (change?[NSKeyValueChangeKey.oldKey] as? CGPoint)\n"))
    #expect(text.contains("let newOffset = (change?[.newKey] as? CGPoint)\n"))
    #expect(text.contains("let size = (change?[.newKey] as? CGSize)\n"))
    #expect(text.contains("let other = (change?[.newKey] as AnyObject).description\n"))
  }

  static let scroller = """
    import Foundation

    public final class AutoScroller {
        private var timer: Timer?

        func start(every interval: TimeInterval) {
            timer = Timer.scheduledTimer(timeInterval: interval, target: self,
                                         selector: #selector(timerDidElapse(_:)), userInfo: nil, repeats: true)
        }

        @objc private func timerDidElapse(_ timer: Timer) {}
    }

    """

  @Test func aFoundationFileWithASelectorTimerImportsInertiaUIKit() {
    let result = Porter.port([PortSource(path: "AutoScroller.swift", text: Self.scroller)])
    let text = result.files[0].text
    #expect(text.hasPrefix("import InertiaUIKit\nimport Foundation\n"))
    #expect(
      result.rewrites.map(\.description).contains(
        "AutoScroller.swift:1: import InertiaUIKit added (the file's #selector (Foundation's on iOS) "
          + "becomes InertiaUIKit's Selector(_:target:_:), and its class an ActionTarget)"))
  }

  @Test func aFoundationFileWithoutSelectorsImportsNothingMore() {
    let source = Self.scroller.replacingOccurrences(
      of: "selector: #selector(timerDidElapse(_:))", with: "selector: Selector(\"tick\")")
    let text = Porter.port([PortSource(path: "AutoScroller.swift", text: source)]).files[0].text
    #expect(!text.contains("import InertiaUIKit"))
  }

  @Test func aFoundationFileNamingNanosecondsPerSecondImportsInertiaUIKit() {
    let util = PortSource(
      path: "Util.swift",
      text: """
        import Foundation

        func delay(_ delay: Double, closure: @escaping () -> Void) {
            DispatchQueue.main.asyncAfter(
                deadline: DispatchTime.now() + Double(Int64(delay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC),
                execute: closure)
        }

        """)
    let text = Porter.port([util]).files[0].text
    #expect(text.hasPrefix("import InertiaUIKit\nimport Foundation\n"))
  }
}
