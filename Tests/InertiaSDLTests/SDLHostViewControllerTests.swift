import CSDL2
import Foundation
import Inertia
import InertiaSDL
import Testing

/// The SDL window hosts a window's root view controller: resizing the SDL window resizes the
/// controller's view and lays it out again.
@MainActor
@Suite(.serialized) struct SDLHostViewControllerTests {
  final class Logging: ViewController {
    var log: [String] = []
    override func viewWillLayoutSubviews() {
      log.append("viewWillLayoutSubviews \(view.bounds.width)x\(view.bounds.height)")
    }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }
  }

  private func pushResize(width: Int32, height: Int32) {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    event.window.data1 = width
    event.window.data2 = height
    event.window.windowID = 1
    SDL_PushEvent(&event)
  }

  @Test(.enabled(if: displayIsAvailable())) func resizingTheSDLWindowResizesTheRootViewController() throws {
    var now = 0.0
    let clock = ManualClock(frameRate: 60)
    let window = Window(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let controller = Logging()
    window.rootViewController = controller
    let host = try SDLHost(title: "resize", window: window, clock: clock, frameRate: 60, timeSource: { now })
    host.step(wait: false)
    #expect(controller.isViewVisible && controller.view.frame.size == CGSize(width: 390, height: 844))
    controller.log = []
    pushResize(width: 500, height: 300)
    now += 1.0 / 60
    host.step(wait: false)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
    #expect(controller.log == ["viewWillLayoutSubviews 500.0x300.0", "viewDidLayoutSubviews"])
  }
}
