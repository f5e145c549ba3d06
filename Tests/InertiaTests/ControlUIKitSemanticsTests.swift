import Foundation
import Testing

@testable import Inertia

/// The UIControl behaviours issue 13 closes: removal, overridable dispatch, menus, focus, editing.
@MainActor
@Suite struct ControlUIKitSemanticsTests {
  private func make<B: Button>(_ button: B) -> (TestScene, B, () -> [String]) {
    let scene = TestScene()
    button.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
    scene.window.addSubview(button)
    var events: [String] = []
    button.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEvents)
    return (scene, button, { events })
  }

  final class Handler: Responder {
    var received = 0
    init(_ name: Selector) {
      super.init()
      actionHandlers[name] = { [unowned self] _, _ in self.received += 1 }
    }
  }

  @Test func removeTargetWithANilTargetRemovesEveryTargetForThatAction() {
    let button = Button()
    let first = Handler("save:")
    let second = Handler("save:")
    button.addTarget(first, action: "save:", for: .touchUpInside)
    button.addTarget(second, action: "save:", for: [.touchUpInside, .touchDown])
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    button.addTarget(first, action: "open:", for: .touchUpInside)
    button.removeTarget(nil, action: "save:", for: .touchUpInside)
    #expect(button.actions(forTarget: first, forControlEvent: .touchUpInside) == ["open:"])
    #expect(button.actions(forTarget: second, forControlEvent: .allEvents) == ["save:"])
    #expect(button.actions(forTarget: nil, forControlEvent: .allEvents) == nil)
    button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
  }

  @Test func allTargetsListsNilTargetsAsNSNull() {
    let button = Button()
    let handler = Handler("save:")
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    button.addTarget(nil, action: "open:", for: .touchDown)
    button.addTarget(handler, action: "save:", for: .touchUpInside)
    #expect(button.allTargets.count == 2)
    #expect(button.allTargets.contains(AnyHashable(Control.nullTarget)))
    #expect(button.allTargets.filter { $0.base is NSNull }.count == 1)
    #expect(button.allTargets.contains(AnyHashable(handler)))
  }

  final class RecordingButton: Button {
    var sent: [String] = []
    var suppressClosures = false
    override func sendAction(_ action: Selector, to target: Any?, for event: Inertia.Event?) {
      sent.append("\(action) event:\(event.map { String(format: "%.3f", $0.timestamp) } ?? "nil")")
      super.sendAction(action, to: target, for: event)
    }
    override func sendAction(_ action: ControlAction) {
      sent.append("closure \(action.title)")
      if !suppressClosures { super.sendAction(action) }
    }
  }

  @Test func sendActionIsOverridableAndTargetsGetTheTouchEvent() {
    let scene = TestScene()
    let button = RecordingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    scene.window.addSubview(button)
    let handler = Handler("save:")
    button.addTarget(handler, action: "save:", for: .touchUpInside)
    scene.wait(1)
    scene.gestures.tap(at: CGPoint(x: 50, y: 20))
    #expect(button.sent == ["save: event:1.050"])
    #expect(handler.received == 1)
    button.sendActions(for: .touchUpInside)
    #expect(button.sent.last == "save: event:nil")
    var ran = 0
    button.addAction(ControlAction(title: "log") { _ in ran += 1 }, for: .touchUpInside)
    button.suppressClosures = true
    button.sendActions(for: .touchUpInside)
    #expect(button.sent.suffix(2) == ["save: event:nil", "closure log"])
    #expect(ran == 0 && handler.received == 3)
  }

  final class AlwaysSelectedButton: Button {
    override var state: State { super.state.union(.selected) }
  }

  @Test func stateIsOverridableAndTitlesFollowIt() {
    let button = AlwaysSelectedButton(title: "Normal")
    button.setTitle("Selected", for: .selected)
    #expect(button.state == .selected && !button.isSelected)
    #expect(button.currentTitle == "Selected")
  }

  @Test func buttonTitlePlacementFollowsTheContentAlignments() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 40), title: "OK")
    // "OK" at 17 pt: 2 x 17 x 0.55 = 18.7 wide, ceil(20.4) = 21 tall.
    #expect(abs(button.titleFrame.minX - 90.65) < 0.01 && button.titleFrame.minY == 9.5)
    button.contentHorizontalAlignment = .left
    button.contentVerticalAlignment = .top
    #expect(button.titleFrame.origin == .zero)
    button.contentHorizontalAlignment = .right
    button.contentVerticalAlignment = .bottom
    #expect(button.titleFrame.maxX == 200 && button.titleFrame.maxY == 40)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    #expect(button.titleFrame.maxX == 188 && button.titleFrame.maxY == 34)
    button.contentHorizontalAlignment = .fill
    button.contentVerticalAlignment = .fill
    #expect(button.titleFrame == CGRect(x: 10, y: 4, width: 178, height: 30))
    button.contentHorizontalAlignment = .leading
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.titleFrame.maxX == 188)
  }

  @Test func aMenuAsPrimaryActionShowsOnTouchDownAfterMenuActionTriggered() {
    var chosen: [String] = []
    let copy = ControlAction(title: "Copy") { action in
      chosen.append("\(action.title) \(action.sender is Button)")
    }
    let off = ControlAction(title: "Off", attributes: .disabled) { _ in chosen.append("off") }
    let (scene, button, events) = make(Button())
    var presentedDuringEvent = true
    button.addAction(
      ControlAction { _, control, _ in presentedDuringEvent = control.presentedMenu != nil },
      for: .menuActionTriggered)
    button.menu = Menu(title: "Edit", children: [copy, off])
    button.showsMenuAsPrimaryAction = true
    #expect(button.isContextMenuInteractionEnabled)
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(events() == ["touchDown", "menuActionTriggered"])
    #expect(!presentedDuringEvent && button.presentedMenu === button.menu && !button.isTracking)
    #expect(!button.selectMenuAction(off))
    #expect(button.selectMenuAction(copy) && button.presentedMenu == nil)
    #expect(chosen == ["Copy true"])
    #expect(!button.selectMenuAction(copy))
  }

  @Test func aLongPressShowsTheContextMenuAndCancelsTracking() {
    let (scene, button, events) = make(Button())
    button.menu = Menu(children: [ControlAction(title: "A") { _ in }])
    scene.gestures.tap(at: CGPoint(x: 150, y: 320))
    #expect(events() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(button.presentedMenu == nil)
    scene.wait(1)
    scene.gestures.hold(at: CGPoint(x: 150, y: 320), duration: 0.7)
    #expect(
      events().suffix(3) == ["touchDown", "touchCancel", "menuActionTriggered"] && button.presentedMenu != nil
    )
    button.dismissMenu()
    button.isContextMenuInteractionEnabled = false
    scene.wait(1)
    scene.gestures.hold(at: CGPoint(x: 150, y: 320), duration: 0.7)
    #expect(events().suffix(3) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(button.presentedMenu == nil)
  }

  @Test func primaryActionsFromInitAndPerformPrimaryAction() {
    var log: [String] = []
    let scene = TestScene()
    let button = Button(
      frame: CGRect(x: 0, y: 0, width: 100, height: 40),
      primaryAction: ControlAction(title: "Buy", identifier: "buy") { action in log.append("buy") })
    let toggle = Switch(
      frame: CGRect(x: 0, y: 100, width: 0, height: 0),
      primaryAction: ControlAction { _ in log.append("switch") })
    scene.window.addSubview(button)
    scene.window.addSubview(toggle)
    #expect(button.currentTitle == "Buy")
    scene.gestures.tap(at: CGPoint(x: 50, y: 20))
    scene.wait(1)
    scene.gestures.tap(at: CGPoint(x: 20, y: 115))
    button.performPrimaryAction()
    #expect(log == ["buy", "switch", "buy"] && toggle.isOn)
    button.removeAction(identifiedBy: "buy", for: .primaryActionTriggered)
    button.performPrimaryAction()
    #expect(log.count == 3 && button.allControlEvents.isEmpty)
    button.toolTip = "Buy it"
    #expect(button.toolTip == "Buy it" && Button().toolTip == nil)
  }

  @Test func enumerateEventHandlersVisitsEachHandlerAndEventInOrderAndStops() {
    let button = Button()
    let handler = Handler("save:")
    button.addAction(ControlAction(title: "a", identifier: "a") { _ in }, for: [.touchDown, .touchUpInside])
    button.addTarget(handler, action: "save:", for: .valueChanged)
    button.addTarget(nil, action: "open:", for: .touchCancel)
    var seen: [String] = []
    button.enumerateEventHandlers { action, target, event, _ in
      let who =
        action.map { "action \($0.identifier)" }
        ?? "target \(target?.0 == nil ? "nil" : "object") \(target!.1)"
      seen.append("\(who) \(event)")
    }
    #expect(
      seen == [
        "action a touchDown", "action a touchUpInside", "target object save: valueChanged",
        "target nil open: touchCancel",
      ])
    var count = 0
    button.enumerateEventHandlers { _, _, _, stop in
      count += 1
      stop = count == 2
    }
    #expect(count == 2)
  }

  @Test func focusSetsTheFocusedStateBit() {
    let scene = TestScene()
    let first = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let second = Button(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    scene.window.addSubview(first)
    scene.window.addSubview(second)
    #expect(scene.window.moveFocus(to: first) && first.isFocused && first.state == .focused)
    #expect(scene.window.moveFocus(to: second) && !first.state.contains(.focused))
    #expect(second.state.contains(.focused) && Control.State.focused.rawValue == 8)
    second.isEnabled = false
    #expect(scene.window.focusedView == nil && second.state == .disabled)
    #expect(!scene.window.moveFocus(to: second) && !scene.window.moveFocus(to: Button()))
    scene.window.moveFocus(to: first)
    first.removeFromSuperview()
    #expect(scene.window.focusedView == nil)
  }

  @Test func aTextFieldSendsTheEditingEventsWhereUIKitDoes() {
    let scene = TestScene()
    let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    scene.window.addSubview(field)
    var events: [String] = []
    field.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEditingEvents)
    scene.gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(events == ["editingDidBegin"] && field.isEditing && scene.window.keyboard.isVisible)
    field.insertText("Hi")
    field.deleteBackward()
    field.text = "set in code"
    #expect(events == ["editingDidBegin", "editingChanged", "editingChanged"])
    field.pressReturnKey()
    #expect(events.suffix(2) == ["editingDidEndOnExit", "editingDidEnd"])
    #expect(!field.isEditing && !scene.window.keyboard.isVisible && !field.isFirstResponder)
    field.insertText("ignored")
    #expect(field.text == "set in code" && events.count == 5)
    #expect(field.becomeFirstResponder())
    field.removeFromSuperview()
    #expect(events.suffix(2) == ["editingDidBegin", "editingDidEnd"])
  }
}
