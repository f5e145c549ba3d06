import Foundation
import InertiaUIKit
import Testing

/// Trait collections as layout code reads them: size classes from the window's size, and
/// `traitCollectionDidChange` on views and view controllers when a resize changes them.
@MainActor
@Suite struct TraitCollectionTests {
  final class TraitView: UIView {
    var previous: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection)
    }
  }

  final class TraitController: UIViewController {
    var changes: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      changes.append((traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass))
    }
  }

  @Test func sizeClassesFollowTheWindowsSize() {
    let portrait = UITraitCollection.forWindow(size: CGSize(width: 390, height: 844), scale: 3)
    #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
    #expect(portrait.userInterfaceIdiom == .phone && portrait.displayScale == 3)
    let small = UITraitCollection.forWindow(size: CGSize(width: 667, height: 375), scale: 2)
    #expect(small.horizontalSizeClass == .compact && small.verticalSizeClass == .compact)
    let large = UITraitCollection.forWindow(size: CGSize(width: 926, height: 428), scale: 3)
    #expect(large.horizontalSizeClass == .regular && large.verticalSizeClass == .compact)
    let pad = UITraitCollection.forWindow(size: CGSize(width: 820, height: 1180), scale: 2)
    #expect(pad.userInterfaceIdiom == .pad && pad.horizontalSizeClass == .regular)
    let bad = UITraitCollection.forWindow(size: CGSize(width: CGFloat.nan, height: -4), scale: .infinity)
    #expect(bad.horizontalSizeClass == .compact && bad.verticalSizeClass == .regular && bad.displayScale == 0)
  }

  @Test func combinedAndContainedTraits() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.horizontalSizeClass == .regular && combined.verticalSizeClass == .regular)
    #expect(combined.userInterfaceIdiom == .unspecified)
    #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
    #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: combined))
  }

  @Test func aResizeThatChangesTheTraitsTellsViewsAndControllers() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 3, clock: ManualClock())
    let controller = TraitController()
    window.rootViewController = controller
    let view = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.traitCollection.verticalSizeClass == .regular)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(view.previous.count == 1 && view.previous.first??.verticalSizeClass == .regular)
    #expect(controller.changes.count == 1 && controller.changes[0] == (.regular, .compact))
    // A resize within the same size classes says nothing.
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 380)
    #expect(view.previous.count == 1 && controller.changes.count == 1)
    view.removeFromSuperview()
    #expect(view.traitCollection.horizontalSizeClass == .compact)
  }

  final class MarginsController: UIViewController {
    var calls: [String] = []
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      calls.append("safe \(view.safeAreaInsets.top)")
    }
    override func viewLayoutMarginsDidChange() {
      super.viewLayoutMarginsDidChange()
      calls.append("margins")
    }
  }

  @Test func layoutMarginsChangeWithTheSafeAreaAndWhenSet() {
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      clock: ManualClock())
    let controller = MarginsController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.calls == ["safe 47.0", "margins"])
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    #expect(controller.calls == ["safe 47.0", "margins", "margins"])
  }
}
