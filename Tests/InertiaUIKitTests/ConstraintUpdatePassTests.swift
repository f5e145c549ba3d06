import Foundation
import InertiaUIKit
import Testing

/// UIKit's constraint pass: `updateConstraints()` before layout, subviews first, the controller's
/// `updateViewConstraints()` for its root view, `setNeedsUpdateConstraints()`, and the
/// `requiresConstraintBasedLayout` switch for views that make all of their constraints there.
@MainActor
@Suite(.serialized) struct ConstraintUpdatePassTests {
  /// A badge that pins its label in `updateConstraints`, the common "did set up" idiom.
  final class Badge: UIView {
    static var log: [String] = []
    let label = UIView()
    var inset: CGFloat = 8 { didSet { setNeedsUpdateConstraints() } }
    private var didSetUpConstraints = false
    private var leading: NSLayoutConstraint?

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
    }

    override func updateConstraints() {
      Badge.log.append("badge \(tag)")
      if !didSetUpConstraints {
        leading = label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset)
        NSLayoutConstraint.activate([
          leading!, label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
          label.widthAnchor.constraint(equalToConstant: 40),
          label.heightAnchor.constraint(equalToConstant: 20),
        ])
        didSetUpConstraints = true
      }
      leading?.constant = inset
      super.updateConstraints()
    }
  }

  final class Screen: UIViewController {
    override func updateViewConstraints() {
      Badge.log.append("controller")
      super.updateViewConstraints()
    }
  }

  final class Plain: UIView {
    var updates = 0
    override func updateConstraints() {
      updates += 1
      super.updateConstraints()
    }
  }

  @Test func aViewMakingItsConstraintsInUpdateConstraintsIsLaidOutAndUpdatedOnRequest() {
    Badge.log = []
    let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock())
    let badge = Badge(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    badge.tag = 1
    window.addSubview(badge)
    window.layoutIfNeeded()
    #expect(badge.label.frame == CGRect(x: 8, y: 4, width: 40, height: 20))
    #expect(Badge.log == ["badge 1"] && !badge.needsUpdateConstraints())
    window.layoutIfNeeded()
    #expect(Badge.log == ["badge 1"])
    badge.inset = 30
    #expect(badge.needsUpdateConstraints())
    window.layoutIfNeeded()
    #expect(badge.label.frame.minX == 30 && Badge.log == ["badge 1", "badge 1"])
  }

  @Test func subviewsUpdateBeforeTheirSuperviewAndTheControllerSpeaksForItsView() {
    Badge.log = []
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock())
    let screen = Screen()
    window.rootViewController = screen
    let outer = Badge(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    outer.tag = 1
    let inner = Badge(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    inner.tag = 2
    outer.addSubview(inner)
    screen.view.addSubview(outer)
    window.layoutIfNeeded()
    #expect(Array(Badge.log.prefix(3)) == ["badge 2", "badge 1", "controller"])
    Badge.log = []
    inner.setNeedsUpdateConstraints()
    inner.updateConstraintsIfNeeded()
    #expect(Badge.log == ["badge 2"])
  }

  @Test func withoutAutoLayoutThePassDoesNotRunUntilAskedFor() {
    let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock())
    let plain = Plain(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(plain)
    window.layoutIfNeeded()
    #expect(plain.updates == 0 && plain.needsUpdateConstraints())
    plain.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(plain.updates == 1 && !plain.needsUpdateConstraints())
  }
}
