import CSDL2
import Foundation
import Inertia

extension SDLHost {
  /// The id mouse input uses as a touch.
  static let mouseTouchID = -1
  /// The largest wheel movement one event may carry, in points (a bound on what SDL reports).
  static let maximumWheelDelta: CGFloat = 100_000

  func handle(_ event: SDL_Event) {
    let time: Double
    if let recording {
      // Recording: input is stamped with the frame it is delivered in (see recordStep).
      time = recording.nextFrameTime
    } else {
      time = max(elapsed, clock.now)
      clock.advance(to: time, includingFrameAtEnd: false)
    }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      quit = true
    case SDL_WINDOWEVENT:
      if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue), recording == nil {
        resize(to: CGSize(width: CGFloat(event.window.data1), height: CGFloat(event.window.data2)))
      } else if event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
        dirty = true
      }
    case SDL_MOUSEBUTTONDOWN where event.button.which != UInt32.max:
      let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
      if point.y < max(window.windowSafeAreaInsets.top, 20) {
        deliver(.tapStatusBar, time: time)
      } else if !mouseIsDown {
        mouseIsDown = true
        deliver(.touch(id: Self.mouseTouchID, phase: .began, at: point), time: time)
      }
    case SDL_MOUSEMOTION where event.motion.which != UInt32.max && event.motion.state != 0 && mouseIsDown:
      let point = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
      deliver(.touch(id: Self.mouseTouchID, phase: .moved, at: point), time: time)
    case SDL_MOUSEBUTTONUP where event.button.which != UInt32.max && mouseIsDown:
      mouseIsDown = false
      let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
      deliver(.touch(id: Self.mouseTouchID, phase: .ended, at: point), time: time)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      handleFinger(event.tfinger, type: event.type, time: time)
    case SDL_MOUSEWHEEL:
      handleWheel(event.wheel, time: time)
    case SDL_KEYDOWN:
      handleKey(SDL_KeyCode(UInt32(bitPattern: event.key.keysym.sym)))
    default:
      break
    }
    dirty = true
  }

  /// Hands one input to the window now, or, while recording, queues it for the next frame.
  func deliver(_ input: LiveSession.Input, time: Double) {
    if recording != nil {
      // Mouse motions between two frames coalesce into the last one, as touches do on iOS.
      if case .touch(let id, .moved, _) = input, case .touch(id, .moved, _)? = pendingInputs.last {
        pendingInputs[pendingInputs.count - 1] = input
      } else {
        pendingInputs.append(input)
      }
      return
    }
    switch input {
    case .touch(let id, let phase, let point):
      window.handleTouch(id: id, phase: phase, at: point, timestamp: time)
    case .scroll(let event):
      wheelRouter.scroll(event, in: window, timestamp: time)
    case .magnify(let point, let scale):
      wheelRouter.magnify(by: scale, at: point, in: window)
    case .press(let id, let key):
      (scene?.views[id] as? ScrollView)?.directionalPressGestureRecognizer.press(key)
    case .tapStatusBar:
      window.tapStatusBar()
    }
  }

  /// Touch-screen fingers become touches with small ids (1, 2, ... in the order they land).
  private func handleFinger(_ finger: SDL_TouchFingerEvent, type: UInt32, time: Double) {
    let point = CGPoint(
      x: CGFloat(finger.x) * window.bounds.width, y: CGFloat(finger.y) * window.bounds.height)
    let key = finger.fingerId
    let phase: Touch.Phase
    if type == SDL_FINGERDOWN.rawValue {
      guard fingerIDs[key] == nil, fingerIDs.count < 20 else { return }
      fingerIDs[key] = (1...20).first { !fingerIDs.values.contains($0) } ?? 1
      phase = .began
    } else {
      phase = type == SDL_FINGERUP.rawValue ? .ended : .moved
    }
    guard let id = fingerIDs[key] else { return }
    if phase == .ended { fingerIDs[key] = nil }
    deliver(.touch(id: id, phase: phase, at: point), time: time)
  }

  private func handleWheel(_ wheel: SDL_MouseWheelEvent, time: Double) {
    let point = CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY))
    let bound = { (value: Float) -> CGFloat in
      value.isFinite ? min(max(CGFloat(value), -Self.maximumWheelDelta), Self.maximumWheelDelta) : 0
    }
    if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
      // ctrl+wheel pinches: each notch zooms by 10 %.
      let scale = CGFloat(pow(1.1, Double(min(max(bound(wheel.preciseY), -50), 50))))
      deliver(.magnify(at: point, scale: scale), time: time)
      return
    }
    let flipped: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    let delta = CGPoint(
      x: -bound(wheel.preciseX) * Self.wheelStep * flipped,
      y: bound(wheel.preciseY) * Self.wheelStep * flipped)
    lastWheelTime = time
    let phase: ScrollWheelPhase = wheelIsActive ? .changed : .began
    wheelIsActive = true
    deliver(
      .scroll(ReplayScript.Scroll(phase: phase, location: phase == .began ? point : nil, delta: delta)),
      time: time)
  }

  private func handleKey(_ key: SDL_KeyCode) {
    let keys: [SDL_KeyCode: DirectionalPressGestureRecognizer.Key] = [
      SDLK_UP: .upArrow, SDLK_DOWN: .downArrow, SDLK_LEFT: .leftArrow, SDLK_RIGHT: .rightArrow,
      SDLK_PAGEUP: .pageUp, SDLK_PAGEDOWN: .pageDown, SDLK_HOME: .home, SDLK_END: .end,
    ]
    if key == SDLK_TAB {
      // A recording keeps the screen it started on: the script has one scene.
      if recording == nil { try? load(screen: screenIndex + 1) }
    } else if key == SDLK_r, let onRecording {
      toggleRecording(handler: onRecording)
    } else if key == SDLK_ESCAPE || key == SDLK_q {
      quit = true
    } else if let press = keys[key], let view = WheelRouter.firstScrollView(in: window) {
      if recording != nil {
        // A "press" step names its view: only a scroll view with an id can be recorded.
        if let id = view.identifier, scene?.views[id] === view {
          deliver(.press(view: id, key: press), time: clock.now)
        }
      } else {
        view.directionalPressGestureRecognizer.press(press)
      }
    }
  }
}
