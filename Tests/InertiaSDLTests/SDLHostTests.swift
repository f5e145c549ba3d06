import CSDL2
import Foundation
import Inertia
import InertiaCairo
import InertiaSDL
import Testing

/// The SDL window under a display (make test runs the suite under Xvfb).
@MainActor
@Suite(.serialized) struct SDLHostTests {
  static let scene = """
    {"frameRate": 60, "until": 3,
     "scene": {"window": {"size": [390, 844], "scale": 1},
       "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 6000],
         "contentInsetAdjustmentBehavior": "never", "backgroundColor": "#FFFFFF",
         "subviews": [\((0..<40).map { "{\"type\": \"View\", \"frame\": [0, \($0 * 150), 390, 75], \"backgroundColor\": \"#4A90D9\"}" }.joined(separator: ","))]}},
     "steps": []}
    """

  /// Mouse samples of a drag: down, moves every 1/60 s, up; (time, phase, y).
  static func dragSamples(start: Double, fromY: Double, toY: Double, duration: Double) -> [(
    Double, Touch.Phase, Double
  )] {
    let steps = Int(duration * 60)
    var samples: [(Double, Touch.Phase, Double)] = [(start, .began, fromY)]
    for step in 1...steps {
      let y = fromY + (toY - fromY) * Double(step) / Double(steps)
      samples.append((start + duration * Double(step) / Double(steps), step == steps ? .ended : .moved, y))
    }
    return samples
  }

  private func push(_ phase: Touch.Phase, x: Double, y: Double) {
    var event = SDL_Event()
    switch phase {
    case .began, .ended:
      event.type = phase == .began ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(phase == .began ? SDL_PRESSED : SDL_RELEASED)
      event.button.x = Int32(x)
      event.button.y = Int32(y)
      event.button.windowID = 1
    default:
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.state = 1  // SDL_BUTTON_LMASK
      event.motion.x = Int32(x)
      event.motion.y = Int32(y)
      event.motion.windowID = 1
    }
    SDL_PushEvent(&event)
  }

  @Test(.enabled(if: displayIsAvailable())) func mouseDragAndFlingMoveTheListAsTheReplaySays() throws {
    var now = 0.0
    let host = try SDLHost(title: "test", screens: [("list", Self.scene)], frameRate: 60, timeSource: { now })
    let samples =
      Self.dragSamples(start: 0.1, fromY: 700, toY: 500, duration: 0.5)
      + Self.dragSamples(start: 1.0, fromY: 700, toY: 400, duration: 0.1)
    var index = 0
    while now < 3.0 {
      while index < samples.count, samples[index].0 <= now + 1e-9 {
        push(samples[index].1, x: 200, y: samples[index].2)
        index += 1
      }
      host.step(wait: false)
      now += 1.0 / 240
    }
    // The same touches through the replay.
    let touches = samples.map { sample in
      "{\"at\": \(sample.0), \"touch\": {\"id\": 1, \"phase\": \"\(sample.1.rawValue)\", \"at\": [200, \(sample.2)]}}"
    }
    let script = Self.scene.replacingOccurrences(
      of: "\"steps\": []", with: "\"steps\": [\(touches.joined(separator: ","))]")
    let runner = try ReplayRunner(data: Data(script.utf8))
    _ = try runner.run()
    let replayed = try #require(runner.scene.views["list"] as? ScrollView).contentOffset.y
    let live = try #require(host.scrollView("list")).contentOffset.y
    #expect(replayed > 500)
    #expect(abs(live - replayed) <= 1)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-sdl-window.png").path
    try host.screenshot(to: path)
    let shot = try CairoCanvas(pngAt: path)
    #expect(shot.pixelWidth == 390)
    // The list's blue rows show in the window.
    let columns = (0..<shot.pixelHeight).map { shot.pixel(x: 100, y: $0) }
    #expect(columns.contains { $0.blue > 0.8 && $0.red < 0.4 })
    #expect(host.presentedFrames > 100)
  }

  @Test(.enabled(if: displayIsAvailable())) func anIdleWindowDoesNotRender() throws {
    var now = 0.0
    let host = try SDLHost(title: "idle", screens: [("list", Self.scene)], frameRate: 60, timeSource: { now })
    host.step(wait: false)
    let rendered = host.presentedFrames
    for _ in 0..<120 {
      now += 1.0 / 60
      host.step(wait: false)
    }
    #expect(host.presentedFrames == rendered)
  }

  static let small = """
    {"frameRate": 60, "until": 1,
     "scene": {"window": {"size": [120, 200], "scale": 1},
       "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 120, 200], "contentSize": [120, 2000],
         "contentInsetAdjustmentBehavior": "never", "backgroundColor": "#FFFFFF",
         "subviews": [\((0..<10).map { "{\"type\": \"View\", \"frame\": [0, \($0 * 200), 120, 100], \"backgroundColor\": \"#4A90D9\"}" }.joined(separator: ","))]}},
     "steps": []}
    """

  /// The resident set size of this process, in bytes.
  private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
  }

  @Test(.enabled(if: displayIsAvailable())) func aLongSessionHoldsSteadyMemoryAndKeepsUserDelegates() throws {
    var now = 0.0
    let host = try SDLHost(title: "long", screens: [("list", Self.small)], frameRate: 60, timeSource: { now })
    let list = try #require(host.scrollView("list"))
    let log = CountingDelegate()
    list.delegate = log
    var baseline = 0
    // `make soak` runs 100,000 frames; `make test` a short session with the same checks.
    let frames = Int(ProcessInfo.processInfo.environment["INERTIA_SOAK_FRAMES"] ?? "") ?? 6_000
    for frame in 0..<frames {
      // A drag every 30 frames: down, 20 moves, up; the fling runs between drags.
      let phase = frame % 30
      if phase == 0 {
        push(.began, x: 60, y: 180)
      } else if phase <= 20 {
        push(.moved, x: 60, y: 180 - Double(phase) * 6)
      } else if phase == 21 {
        push(.ended, x: 60, y: 60)
      }
      if frame % 3000 == 1500 { list.setContentOffset(.zero, animated: false) }
      host.step(wait: false)
      now += 1.0 / 60
      if frame == frames / 5 { baseline = residentBytes() }
    }
    let growth = residentBytes() - baseline
    #expect(host.scrollView("list")?.delegate === log)
    #expect(log.scrolls > frames / 2)
    #expect(growth < 4 << 20, "resident memory grew by \(growth) bytes over \(frames * 4 / 5) frames")
    print("soak: \(frames) frames, resident growth \(growth) bytes after frame \(frames / 5)")
  }
}

/// Counts scrolls, to show the host leaves a program's delegate in place.
@MainActor
final class CountingDelegate: ScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
}
