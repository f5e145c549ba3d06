import Foundation
import InertiaUIKit
import Testing

// The thirty-eighth porting trial's platform names: a drawer controller that hands the status bar
// to its child and follows size changes (Pulley), a sheet presentation controller that reads the
// application by key-value coding and re-places its view when the window resizes (PanModal), and a
// segmented control with pointer effects and accessibility elements of its own
// (BetterSegmentedControl).

/// Pulley's idiom: the drawer's controller gives the status bar to the child that fills the
/// screen, and puts its drawer back once a rotation's interaction changes.
private final class DrawerHost: UIViewController {
  let primary = UIViewController()
  let drawer = UIViewController()
  var drawerOpen = false
  var interactionChanges = 0

  override var childForStatusBarStyle: UIViewController? { drawerOpen ? drawer : primary }
  override var childForStatusBarHidden: UIViewController? { drawerOpen ? drawer : primary }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.notifyWhenInteractionChanges { [weak self] _ in self?.interactionChanges += 1 }
  }
}

/// PanModal's idiom: a presentation controller that re-places the sheet alongside a size change.
private final class SheetController: UIPresentationController {
  var sizes: [CGSize] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    let bounds = containerView?.bounds ?? .zero
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in self?.sizes.append(size) })
  }
}

/// The presented sheet, recording the size changes it hears through its presentation controller.
private final class Sheet: UIViewController, UIViewControllerTransitioningDelegate {
  var heard: [CGSize] = []
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    SheetController(presentedViewController: presented, presenting: presenting)
  }
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    heard.append(size)
  }
}

/// BetterSegmentedControl's idiom: a control answering the pointer over its segments and standing
/// for its segment labels as accessibility elements.
private final class Segments: UIControl, UIPointerInteractionDelegate {
  let labels = [UILabel(), UILabel(), UILabel()]
  var preparedForCanvas = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    for label in labels { addSubview(label) }
    addInteraction(UIPointerInteraction(delegate: self))
    accessibilityElements = labels
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    preparedForCanvas = true
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    .init(rect: labels[0].frame)
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  {
    .init(effect: .lift(.init(view: labels[0])))
  }
}

@MainActor
@Suite struct ThirtyEighthTrialPlatformTests {
  @Test func aContainerNamesTheChildThatDecidesTheStatusBar() {
    let host = DrawerHost()
    #expect(host.childForStatusBarStyle === host.primary)
    host.drawerOpen = true
    #expect(host.childForStatusBarHidden === host.drawer)
    #expect(UIViewController().childForStatusBarStyle == nil)
    let sheet = UIViewController()
    #expect(!sheet.modalPresentationCapturesStatusBarAppearance)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(sheet.modalPresentationCapturesStatusBarAppearance)
  }

  @Test func aSizeChangeThatIsNeverInteractiveNeverRunsTheInteractionBlocks() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    let host = DrawerHost()
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    #expect(host.view.bounds.size == CGSize(width: 667, height: 375))
    #expect(host.interactionChanges == 0)
  }

  @Test func theApplicationAnswersItsSharedInstanceByKeyValueCoding() {
    #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
    #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
    #expect(UIApplication.value(forKeyPath: "shared.delegate") == nil)
    #expect(UIApplication.value(forKey: "windows") == nil)
  }

  @Test func aPresentedSheetHearsTheWindowResizeThroughItsPresentationController() throws {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let sheet = Sheet()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = sheet
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    let controller = try #require(sheet.presentationController as? SheetController)
    #expect(sheet.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    #expect(controller.sizes == [CGSize(width: 667, height: 375)])
    #expect(sheet.heard == [CGSize(width: 667, height: 375)])
    #expect(sheet.view.frame == CGRect(x: 0, y: 187.5, width: 667, height: 187.5))
  }

  @Test func aControlKeepsItsPointerInteractionAndStandsForItsSegments() {
    let control = Segments(frame: CGRect(x: 0, y: 0, width: 300, height: 32))
    let interaction = control.interactions.first as? UIPointerInteraction
    #expect(interaction?.view === control && interaction?.delegate === control)
    #expect(interaction?.isEnabled == true)
    #expect(control.accessibilityElementCount() == 3)
    #expect(control.accessibilityElement(at: 1) as? UILabel === control.labels[1])
    #expect(control.accessibilityElement(at: 3) == nil)
    #expect(control.index(ofAccessibilityElement: control.labels[2]) == 2)
    #expect(control.index(ofAccessibilityElement: UILabel()) == NSNotFound)
    control.prepareForInterfaceBuilder()
    #expect(control.preparedForCanvas)
    let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 100, height: 32), identifier: "first")
    #expect(region.identifier == AnyHashable("first"))
    let style = control.pointerInteraction(UIPointerInteraction(delegate: nil), styleFor: region)
    guard case .lift(let preview)? = style?.effect else {
      Issue.record("expected a lift effect")
      return
    }
    #expect(preview.view === control.labels[0] && style?.shape == nil)
  }

  @Test func aScreenReaderWalkVisitsTheElementsAViewStandsFor() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    let control = Segments(frame: CGRect(x: 0, y: 100, width: 300, height: 32))
    for (index, label) in control.labels.enumerated() {
      label.frame = CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 32)
      label.text = ["Recent", "Nearby", "All"][index]
    }
    // The control is not an element itself (UIKit's custom controls are not), so a walk visits
    // the elements it stands for (sorted into reading order with the rest).
    control.isAccessibilityElement = false
    control.accessibilityElements = [control.labels[2], control.labels[0]]
    window.addSubview(control)
    #expect(window.accessibilityElements().compactMap { ($0 as? UILabel)?.text } == ["Recent", "All"])
  }
}
