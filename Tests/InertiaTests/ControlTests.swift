import Foundation
import Testing

@testable import Inertia

/// UIControl's states, events, tracking and target-action (spec section 10).
@MainActor
@Suite struct ControlTests {
  private func make() -> (TestScene, Button, () -> [String]) {
    let scene = TestScene()
    let button = Button(frame: CGRect(x: 100, y: 300, width: 100, height: 40), title: "OK")
    scene.window.addSubview(button)
    var events: [String] = []
    button.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEvents)
    return (scene, button, { events })
  }

  @Test func rawValuesAreUIKits() {
    #expect(Control.State.highlighted.rawValue == 1 && Control.State.disabled.rawValue == 2)
    #expect(Control.State.selected.rawValue == 4 && Control.State.focused.rawValue == 8)
    #expect(
      Control.State.application.rawValue == 0x00FF_0000 && Control.State.reserved.rawValue == 0xFF00_0000)
    let bits: [(Control.Event, UInt)] = [
      (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
      (.touchDragEnter, 16),
      (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128), (.touchCancel, 256),
      (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
      (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
      (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF_0000),
      (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in bits { #expect(event.rawValue == raw) }
  }

  @Test func stateIsSynthesizedFromTheFlags() {
    let button = Button()
    button.isSelected = true
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
    button.applicationState = Control.State(rawValue: 0x0001_0000)
    #expect(button.state.rawValue == 0x0001_0006)
  }

  @Test func tapInside() {
    let (scene, button, events) = make()
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(events() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(button.isHighlighted)
    scene.wait(0.1)
    #expect(!button.isHighlighted)
  }

  @Test func dragOutPastTheMarginAndBackIn() {
    let (scene, _, events) = make()
    let path: [CGFloat] = [330, 360, 420, 500, 400, 390, 340]
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 320))
    for (index, y) in path.enumerated() {
      scene.wait(0.02)
      scene.window.handleTouch(
        id: 1, phase: index == path.count - 1 ? .ended : .moved, at: CGPoint(x: 150, y: y))
    }
    #expect(
      events() == [
        "touchDown", "touchDragInside", "touchDragInside", "touchDragExit", "touchDragOutside",
        "touchDragOutside",
        "touchDragEnter", "touchDragInside", "touchDragInside", "touchUpInside", "primaryActionTriggered",
      ])
  }

  @Test func releaseOutside() {
    let (scene, button, events) = make()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 320))
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 150, y: 500))
    #expect(events() == ["touchDown", "touchUpOutside"])
    scene.wait(0.2)
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test func insideUsesA70PointMarginThatIsASetting() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(button.isInsideForTracking(CGPoint(x: 169, y: 20)))
    #expect(!button.isInsideForTracking(CGPoint(x: 171, y: 20)))
    button.touchInsideMargin = 0
    #expect(!button.isInsideForTracking(CGPoint(x: 101, y: 20)))
  }

  @Test func cancelSendsTouchCancel() {
    let (scene, _, events) = make()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 320))
    scene.window.handleTouch(id: 1, phase: .cancelled, at: CGPoint(x: 150, y: 320))
    #expect(events() == ["touchDown", "touchCancel"])
  }

  @Test func removalFromTheWindowWhileTrackingCancels() {
    let (scene, button, events) = make()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 320))
    button.removeFromSuperview()
    #expect(events() == ["touchDown", "touchCancel"])
    #expect(!button.isTracking)
  }

  @Test func doubleTapSendsTouchDownRepeat() {
    let (scene, _, events) = make()
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    scene.wait(0.1)
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(
      events() == [
        "touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchDownRepeat",
        "touchUpInside",
        "primaryActionTriggered",
      ])
  }

  @Test func aDisabledControlIsNotHit() {
    let (scene, button, events) = make()
    button.isEnabled = false
    #expect(scene.window.hitTest(CGPoint(x: 150, y: 320), with: nil) === scene.window)
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(events().isEmpty)
  }

  final class Handler: Responder {
    var received: [String] = []
    init(_ name: Selector) {
      super.init()
      actionHandlers[name] = { [unowned self] sender, _ in
        self.received.append(String(describing: type(of: sender!)))
      }
    }
  }

  @Test func targetsAreCalledInOrderMergedAndHeldWeakly() {
    let (scene, button, _) = make()
    var first: Handler? = Handler("save:")
    let second = Handler("save:")
    button.addTarget(first, action: "save:", for: .touchUpInside)
    button.addTarget(second, action: "save:", for: .touchUpInside)
    button.addTarget(first, action: "save:", for: .touchDown)
    #expect(button.actions(forTarget: first, forControlEvent: .touchDown) == ["save:"])
    #expect(button.allControlEvents == Control.Event.allEvents)
    #expect(button.allTargets.count == 2)
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(first?.received == ["Button", "Button"])
    #expect(second.received == ["Button"])
    first = nil
    button.sendActions(for: .touchUpInside)
    #expect(second.received.count == 2)
    #expect(button.allTargets.count == 1)
  }

  @Test func aNilTargetTravelsUpTheResponderChain() {
    final class Container: View {
      var saved = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        actionHandlers["save:"] = { [unowned self] _, _ in self.saved += 1 }
      }
    }
    let scene = TestScene()
    let container = Container(frame: scene.window.bounds)
    let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    container.addSubview(button)
    scene.window.addSubview(container)
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    scene.gestures.tap(at: CGPoint(x: 20, y: 20))
    #expect(container.saved == 1)
  }

  @Test func aNilTargetStartsAtTheFirstResponder() {
    final class Editor: View {
      var saved = 0
      override var canBecomeFirstResponder: Bool { true }
      override init(frame: CGRect) {
        super.init(frame: frame)
        actionHandlers["save:"] = { [unowned self] _, _ in self.saved += 1 }
      }
    }
    let scene = TestScene()
    let editor = Editor(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    scene.window.addSubview(editor)
    scene.window.addSubview(button)
    #expect(!button.becomeFirstResponder())
    #expect(editor.becomeFirstResponder() && editor.isFirstResponder)
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    scene.gestures.tap(at: CGPoint(x: 20, y: 20))
    #expect(editor.saved == 1)
    editor.removeFromSuperview()
    #expect(scene.window.firstResponder == nil)
  }

  @Test func badRegistrationsDoNothing() {
    let (scene, button, events) = make()
    let handler = Handler("x:")
    button.addTarget(handler, action: "x:", for: [])
    button.addTarget(handler, action: "", for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
    button.removeTarget(Handler("y:"), action: "y:", for: .allEvents)
    let removing = ControlAction { _, control, _ in control.removeFromSuperview() }
    button.addAction(removing, for: .touchUpInside)
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(button.superview == nil)
    #expect(events().contains("touchUpInside"))
  }

  @Test func switchAndSlider() {
    let scene = TestScene()
    let toggle = Switch(frame: CGRect(x: 20, y: 100, width: 10, height: 10))
    let slider = Slider(frame: CGRect(x: 20, y: 200, width: 228, height: 40))
    scene.window.addSubview(toggle)
    scene.window.addSubview(slider)
    var changes: [String] = []
    toggle.addAction(ControlAction { _, _, e in changes.append("switch \(e)") }, for: .valueChanged)
    slider.addAction(ControlAction { _, _, e in changes.append("slider \(e)") }, for: .valueChanged)
    #expect(toggle.frame.size == Switch.standardSize)
    scene.gestures.tap(at: CGPoint(x: 40, y: 115))
    #expect(toggle.isOn)
    scene.gestures.drag(from: CGPoint(x: 34, y: 220), to: CGPoint(x: 134, y: 220), duration: 0.1)
    #expect(abs(slider.value - 0.5) < 0.01)
    #expect(changes.first == "switch valueChanged" && changes.filter { $0.hasPrefix("slider") }.count >= 5)
    slider.minimumValue = 2
    #expect(slider.maximumValue == 2 && slider.value == 2)
    slider.value = .nan
    #expect(slider.value == 2)
  }

  @Test func accessibilityTraitsFramesAndReadingOrder() {
    let scene = TestScene()
    let label = Label(frame: CGRect(x: 20, y: 50, width: 200, height: 30), text: "Title")
    let button = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 40), title: "Buy")
    let slider = Slider(frame: CGRect(x: 140, y: 100, width: 200, height: 40))
    scene.window.addSubview(slider)
    scene.window.addSubview(button)
    scene.window.addSubview(label)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    #expect(button.accessibilityLabel == "Buy")
    #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "0%")
    slider.accessibilityIncrement()
    #expect(slider.accessibilityValue == "10%")
    #expect(button.accessibilityFrame == CGRect(x: 20, y: 100, width: 100, height: 40))
    #expect(
      scene.window.accessibilityElements().map { $0.accessibilityLabel ?? $0.accessibilityValue } == [
        "Title", "Buy", "10%",
      ])
  }

  @Test func effectiveAlignmentResolvesLeadingByDirection() {
    let button = Button()
    button.contentHorizontalAlignment = .leading
    #expect(button.effectiveContentHorizontalAlignment == .left)
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.effectiveContentHorizontalAlignment == .right)
  }
}
