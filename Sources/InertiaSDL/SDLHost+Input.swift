import CSDL2
import Foundation
import Inertia

extension SDLHost {
  /// The id mouse input uses as a touch.
  static let mouseTouchID = -1

  func handle(_ event: SDL_Event) {
    let time = max(elapsed, clock.now)
    clock.advance(to: time, includingFrameAtEnd: false)
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      quit = true
    case SDL_WINDOWEVENT:
      if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
        resize(to: CGSize(width: CGFloat(event.window.data1), height: CGFloat(event.window.data2)))
      } else if event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
        dirty = true
      }
    case SDL_MOUSEBUTTONDOWN where event.button.which != UInt32.max:
      let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
      if point.y < max(window.windowSafeAreaInsets.top, 20) {
        window.tapStatusBar()
      } else {
        window.handleTouch(id: Self.mouseTouchID, phase: .began, at: point, timestamp: time)
      }
    case SDL_MOUSEMOTION where event.motion.which != UInt32.max && event.motion.state != 0:
      let point = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
      window.handleTouch(id: Self.mouseTouchID, phase: .moved, at: point, timestamp: time)
    case SDL_MOUSEBUTTONUP where event.button.which != UInt32.max:
      let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
      window.handleTouch(id: Self.mouseTouchID, phase: .ended, at: point, timestamp: time)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let finger = event.tfinger
      let point = CGPoint(
        x: CGFloat(finger.x) * window.bounds.width, y: CGFloat(finger.y) * window.bounds.height)
      let phase: Touch.Phase =
        event.type == SDL_FINGERDOWN.rawValue
        ? .began : (event.type == SDL_FINGERUP.rawValue ? .ended : .moved)
      window.handleTouch(
        id: Int(truncatingIfNeeded: finger.fingerId), phase: phase, at: point, timestamp: time)
    case SDL_MOUSEWHEEL:
      handleWheel(event.wheel, time: time)
    case SDL_KEYDOWN:
      handleKey(SDL_KeyCode(UInt32(bitPattern: event.key.keysym.sym)))
    default:
      break
    }
    dirty = true
  }

  private func scrollView(at point: CGPoint) -> ScrollView? {
    var view = window.hitTest(point, with: nil)
    while let current = view {
      if let scrollView = current as? ScrollView { return scrollView }
      view = current.superview
    }
    return firstScrollView(in: window)
  }

  private func firstScrollView(in view: View) -> ScrollView? {
    if let scrollView = view as? ScrollView { return scrollView }
    for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
    return nil
  }

  private func handleWheel(_ wheel: SDL_MouseWheelEvent, time: Double) {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
      // ctrl+wheel pinches: each notch zooms by 10 %.
      if let view = scrollView(at: CGPoint(x: CGFloat(x), y: CGFloat(y))), view.canZoom {
        view.setZoomScale(view.zoomScale * CGFloat(pow(1.1, Double(wheel.preciseY))), animated: false)
      }
      return
    }
    let flipped: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    let delta = CGPoint(
      x: -CGFloat(wheel.preciseX) * Self.wheelStep * flipped,
      y: CGFloat(wheel.preciseY) * Self.wheelStep * flipped)
    lastWheelTime = elapsed
    if let view = wheelView {
      view.handleScrollWheel(delta: delta, phase: .changed, timestamp: time)
    } else if let view = scrollView(at: CGPoint(x: CGFloat(x), y: CGFloat(y))) {
      wheelView = view
      view.handleScrollWheel(delta: delta, phase: .began, timestamp: time)
    }
  }

  private func handleKey(_ key: SDL_KeyCode) {
    let keys: [SDL_KeyCode: DirectionalPressGestureRecognizer.Key] = [
      SDLK_UP: .upArrow, SDLK_DOWN: .downArrow, SDLK_LEFT: .leftArrow, SDLK_RIGHT: .rightArrow,
      SDLK_PAGEUP: .pageUp, SDLK_PAGEDOWN: .pageDown, SDLK_HOME: .home, SDLK_END: .end,
    ]
    if key == SDLK_TAB {
      try? load(screen: screenIndex + 1)
    } else if key == SDLK_ESCAPE || key == SDLK_q {
      quit = true
    } else if let press = keys[key], let view = firstScrollView(in: window) {
      view.directionalPressGestureRecognizer.press(press)
    }
  }
}
