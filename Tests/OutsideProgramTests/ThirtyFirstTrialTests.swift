import Foundation
import InertiaUIKit
import Testing

// The thirty-first porting trial's idioms, written as those programs write them: a layout that
// hears of animated bounds changes (MagazineLayout), a swipeable table cell overriding its
// margins, its editing and its accessibility container, with custom actions and a spring animator
// of mass and stiffness (SwipeCellKit), and a blur view comparing its effect with `.none` and a
// snapshot of part of a view (CollectionViewPagingLayout).

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// A layout of full-width rows recording the animated bounds changes it hears of.
final class BoundsChangeRecordingLayout: UICollectionViewLayout {
  var events: [String] = []

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: 1000)
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    super.prepare(forAnimatedBoundsChange: oldBounds)
    events.append("prepare from \(Int(oldBounds.width)) x \(Int(oldBounds.height))")
  }
  override func finalizeAnimatedBoundsChange() {
    super.finalizeAnimatedBoundsChange()
    events.append("finalize at \(Int(collectionView?.bounds.width ?? 0))")
  }
}

/// A cell that swipes itself sideways, keeping the margins it had at rest while moved, and
/// standing for its action buttons while they show.
final class SwipingCell: UITableViewCell {
  let actionsView = UIView()
  var restingMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
  var editingCalls: [String] = []
  var isShowingActions = false

  override var layoutMargins: UIEdgeInsets {
    get { frame.origin.x != 0 ? restingMargins : super.layoutMargins }
    set { super.layoutMargins = newValue }
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    editingCalls.append("\(editing) animated \(animated)")
  }

  override func accessibilityElementCount() -> Int {
    isShowingActions ? 1 : super.accessibilityElementCount()
  }
  override func accessibilityElement(at index: Int) -> Any? {
    isShowingActions ? actionsView : super.accessibilityElement(at: index)
  }
  override func index(ofAccessibilityElement element: Any) -> Int {
    isShowingActions
      ? (element as? UIView === actionsView ? 0 : NSNotFound) : super.index(ofAccessibilityElement: element)
  }
}

/// A swipe action model (an NSObject, as the library's) a custom action stands for.
final class MailAction: NSObject {
  let title: String
  init(title: String) { self.title = title }
}

/// A custom action carrying the model it performs, named by the model's accessibility label.
final class MailCustomAction: UIAccessibilityCustomAction {
  let action: MailAction
  init(action: MailAction, target: Any, selector: Selector) {
    self.action = action
    super.init(name: action.accessibilityLabel ?? action.title, target: target, selector: selector)
  }
}

/// The target of the custom actions, recording what it performed.
final class MailActionPerformer: UIView {
  var performed: [String] = []
  func perform(customAction: MailCustomAction) -> Bool {
    performed.append(customAction.action.title)
    return true
  }
}

@MainActor
@Suite struct ThirtyFirstTrialTests {
  func window() -> (UIWindow, ManualClock) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    return (window, clock)
  }

  @Test func aLayoutHearsOfASizeChangeLaidOutInsideAnAnimationBlockOnly() {
    let (window, _) = window()
    let layout = BoundsChangeRecordingLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    window.addSubview(collection)
    window.layoutIfNeeded()
    UIView.animate(withDuration: 0.3) {
      collection.frame.size = CGSize(width: 667, height: 375)
      collection.layoutIfNeeded()
    }
    #expect(layout.events == ["prepare from 375 x 667", "finalize at 667"])
    collection.frame.size = CGSize(width: 375, height: 667)
    collection.layoutIfNeeded()
    #expect(layout.events.count == 2)
    #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
  }

  @Test func aCellOverridesItsMarginsAndHearsItsTableStartEditing() {
    let cell = SwipingCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
    cell.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    #expect(cell.layoutMargins.left == 20)
    cell.frame.origin.x = -120
    #expect(cell.layoutMargins.left == 16)
    cell.frame.origin.x = 0
    cell.isEditing = true
    #expect(cell.editingCalls == ["true animated false"] && cell.isEditing)
    // Called directly, the override runs; the editing state does not change again.
    cell.setEditing(true, animated: true)
    #expect(cell.editingCalls == ["true animated false", "true animated true"] && cell.isEditing)
  }

  @Test func aTableStartingEditingCallsItsVisibleCellsSetEditing() {
    let (window, clock) = window()
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = SwipingRows()
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    clock.advance(by: 0.1)
    table.setEditing(true, animated: true)
    let cells = table.visibleCells.compactMap { $0 as? SwipingCell }
    #expect(cells.count == 3)
    #expect(cells.allSatisfy { $0.editingCalls == ["true animated true"] && $0.isEditing })
    table.setEditing(false, animated: false)
    #expect(cells.allSatisfy { $0.editingCalls.last == "false animated false" && !$0.isEditing })
    withExtendedLifetime(source) {}
  }

  @Test func aCellStandingForItsActionsGivesThemToAScreenReader() {
    let (window, _) = window()
    let cell = SwipingCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 100, width: 375, height: 60)
    let title = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 40))
    title.text = "Inbox"
    cell.contentView.addSubview(title)
    cell.isAccessibilityElement = false
    let button = UIButton(type: .system)
    button.setTitle("Delete", for: .normal)
    button.frame = CGRect(x: 295, y: 0, width: 80, height: 60)
    cell.actionsView.frame = cell.bounds
    cell.actionsView.addSubview(button)
    cell.addSubview(cell.actionsView)
    window.addSubview(cell)
    let before = window.accessibilityElements().map { $0.accessibilityLabel ?? "" }
    cell.isShowingActions = true
    let after = window.accessibilityElements().map { $0.accessibilityLabel ?? "" }
    #expect(before.contains("Inbox") && before.contains("Delete"))
    #expect(after == ["Delete"])
    #expect(cell.index(ofAccessibilityElement: cell.actionsView) == 0)
    #expect(cell.index(ofAccessibilityElement: button) == NSNotFound)
  }

  @Test func aCustomActionSendsItsSelectorToItsTargetWithItself() {
    let performer = MailActionPerformer()
    let flag = MailAction(title: "Flag")
    flag.accessibilityLabel = "Flag message"
    let custom = MailCustomAction(
      action: flag, target: performer,
      selector: Selector(
        "performWithCustomAction:", target: performer, MailActionPerformer.perform(customAction:)))
    performer.accessibilityCustomActions = [custom]
    #expect(custom.name == "Flag message")
    #expect(performer.accessibilityCustomActions?.first?.perform() == true)
    #expect(performer.performed == ["Flag"])
    #expect(!UIAccessibility.isVoiceOverRunning)
    let archive = UIAccessibilityCustomAction(name: "Archive") { _ in false }
    #expect(archive.perform() == false)
  }
}

/// Three rows of swiping cells.
final class SwipingRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    SwipingCell(style: .default, reuseIdentifier: nil)
  }
}

/// A blur view whose radius an animator scrubs, as a paging layout's blur effect does.
final class ScrubbedBlurView: UIVisualEffectView {
  func resetsWhenEffectless() -> Bool { effect == .none }
}

@MainActor
@Suite struct ThirtyFirstTrialAnimationTests {
  @Test func aSpringOfMassAndStiffnessSetsItsOwnDurationAndCurve() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    window.addSubview(card)
    let parameters = UISpringTimingParameters(
      mass: 1.0, stiffness: 100, damping: 18, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 0.0, timingParameters: parameters)
    var ends: [UIViewAnimatingPosition] = []
    animator.addAnimations { card.center.x = 150 }
    animator.addCompletion { ends.append($0) }
    // Damping ratio 18 / (2 * sqrt(100)) = 0.9 and frequency 10 per second: the amplitude falls
    // to 1/1500 after ln(1500) / 9 seconds.
    #expect(abs(animator.duration - log(1500) / 9) < 0.001)
    #expect(abs(parameters.dampingRatio - 0.9) < 0.0001)
    animator.startAnimation()
    clock.advance(by: 0.1)
    // 1 - e^-0.9 (cos(0.4359) + 9 / 4.359 sin(0.4359)) = 0.277 of the way from 50 to 150.
    #expect(abs((card.layer.presentation()?.position.x ?? .nan) - 77.7) < 1.5)
    clock.advance(by: 0.8)
    #expect(ends == [.end] && (card.layer.presentation()?.position.x ?? .nan) == 150)
  }

  @Test func cubicParametersTimeTheAnimatorOverItsDuration() {
    let named = UICubicTimingParameters(animationCurve: .easeOut)
    #expect(named.timingCurveType == .builtin && named.controlPoint2 == CGPoint(x: 0.58, y: 1))
    let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: named)
    #expect(animator.duration == 0.4)
    let damped = UIViewPropertyAnimator(
      duration: 0.6,
      timingParameters: UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0)))
    #expect(damped.duration == 0.6)
  }

  @Test func aMaskViewIsKeptAndAnEffectComparesByIdentity() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
    let mask = UIView(frame: container.bounds)
    container.mask = mask
    container.mask?.frame.size.height = 0
    #expect(container.mask === mask && mask.frame.height == 0)
    container.mask = nil
    #expect(container.mask == nil)
    let blur = ScrubbedBlurView(effect: nil)
    #expect(blur.resetsWhenEffectless())
    blur.effect = UIBlurEffect(style: .dark)
    #expect(!blur.resetsWhenEffectless() && blur.effect != UIBlurEffect(style: .dark))
  }
}
