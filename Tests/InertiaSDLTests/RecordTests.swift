import CSDL2
import Foundation
import Inertia
import InertiaSDL
import Testing

/// `inertia record`: a window session under Xvfb, driven by synthetic SDL events, replays to the
/// trace it wrote live.
@MainActor
@Suite(.serialized) struct RecordTests {
  /// Synthetic SDL input, pushed into SDL's queue as the window system would.
  enum Input {
    case mouse(Touch.Phase, x: Int32, y: Int32)
    case finger(Touch.Phase, id: Int64, x: Float, y: Float)
    case wheel(x: Int32, y: Int32, notches: Float)
    case key(SDL_KeyCode)
  }

  private func push(_ input: Input) {
    var event = SDL_Event()
    switch input {
    case .mouse(.moved, let x, let y):
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.state = 1  // SDL_BUTTON_LMASK
      event.motion.x = x
      event.motion.y = y
    case .mouse(let phase, let x, let y):
      event.type = phase == .began ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(phase == .began ? SDL_PRESSED : SDL_RELEASED)
      event.button.x = x
      event.button.y = y
    case .finger(let phase, let id, let x, let y):
      event.type = [.began: SDL_FINGERDOWN, .moved: SDL_FINGERMOTION][phase, default: SDL_FINGERUP].rawValue
      event.tfinger.fingerId = id
      event.tfinger.x = x
      event.tfinger.y = y
    case .wheel(let x, let y, let notches):
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.y = Int32(notches)
      event.wheel.preciseY = notches
      event.wheel.mouseX = x
      event.wheel.mouseY = y
      event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    case .key(let key):
      event.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = Int32(bitPattern: key.rawValue)
    }
    SDL_PushEvent(&event)
  }

  /// The session: (time, input), in time order.
  static let session: [(Double, Input)] = {
    var inputs: [(Double, Input)] = [(0.1, .mouse(.began, x: 200, y: 700))]
    for step in 1...15 {
      inputs.append((0.1 + Double(step) / 60, .mouse(.moved, x: 200, y: Int32(700 - step * 20))))
    }
    inputs.append((0.36, .mouse(.ended, x: 200, y: 400)))
    inputs += [
      (1.5, .finger(.began, id: 77, x: 0.5, y: 0.5)), (1.5, .finger(.began, id: 78, x: 0.7, y: 0.5)),
    ]
    for step in 1...6 {
      let y = 0.5 + Float(step) / 100
      inputs += [(1.5 + Double(step) / 60, .finger(.moved, id: 77, x: 0.5, y: y))]
      inputs += [(1.5 + Double(step) / 60, .finger(.moved, id: 78, x: 0.7, y: y))]
    }
    inputs += [
      (1.62, .finger(.ended, id: 77, x: 0.5, y: 0.56)), (1.62, .finger(.ended, id: 78, x: 0.7, y: 0.56)),
    ]
    for step in 0..<10 { inputs.append((2.5 + Double(step) / 60, .wheel(x: 200, y: 400, notches: -1))) }
    inputs.append((3.5, .key(SDLK_PAGEDOWN)))
    inputs += [(4.0, .mouse(.began, x: 200, y: 8)), (4.05, .mouse(.ended, x: 200, y: 8))]
    return inputs
  }()

  @Test(.enabled(if: displayIsAvailable())) func aRecordedWindowSessionReplaysToTheLiveTrace() throws {
    var now = 0.0
    let host = try SDLHost(
      title: "record", screens: [("list", SDLHostTests.scene)], frameRate: 60, timeSource: { now })
    var live = ""
    try host.startRecording { live += $0 }
    var index = 0
    for tick in 0...1200 {
      now = Double(tick) / 240
      while index < Self.session.count, Self.session[index].0 <= now + 1e-9 {
        push(Self.session[index].1)
        index += 1
      }
      host.step(wait: false)
    }
    let script = try #require(host.finishRecording())
    #expect(host.recording == nil)
    #expect(host.recordingStopReason == nil)
    // Every kind of input became a step.
    for fragment in [
      #""id":-1,"phase":"began""#, #""id":1,"phase":"moved""#, #""id":2,"phase":"ended""#,
      #""phase":"began"}"#, #""scroll":{"delta":[0,-40],"phase":"changed"}"#, #""scroll":{"phase":"ended"}"#,
      #""press":{"key":"pageDown","view":"list"}"#, #""tapStatusBar":{}"#,
    ] {
      #expect(script.contains(fragment), "no \(fragment) in the script")
    }
    // The replay writes the live trace, byte for byte; `inertia diff` finds no difference.
    let runner = try ReplayRunner(data: Data(script.utf8))
    let replayed = try runner.run()
    #expect(replayed == live)
    let diff = TraceDiff(try TraceTimeline(parsing: live), try TraceTimeline(parsing: replayed))
    #expect(diff.isEqual)
    // The list moved: the mouse drag flung it, the wheel and the page key carried it further, and
    // the status-bar tap brought it back to the top by the end (5 s).
    let offsets = try #require(TraceTimeline(parsing: live).view("list")).samples.map(\.offset.y)
    #expect((offsets.max() ?? 0) > 1000)
    #expect(offsets.last == 0)
    #expect(runner.script.until == 5.0)
  }

  @Test(.enabled(if: displayIsAvailable())) func aRecordingStoppedMidGestureEndsTheWheelGesture() throws {
    var now = 0.0
    let host = try SDLHost(
      title: "record", screens: [("list", SDLHostTests.scene)], frameRate: 60, timeSource: { now })
    var live = ""
    try host.startRecording { live += $0 }
    for tick in 0...40 {
      now = Double(tick) / 240
      if tick % 4 == 0 { push(.wheel(x: 200, y: 400, notches: -1)) }
      host.step(wait: false)
    }
    let script = try #require(host.finishRecording())
    #expect(script.contains(#""scroll":{"phase":"ended"}}],"until":0.2}"#))
    let replayed = try ReplayRunner(data: Data(script.utf8)).run()
    #expect(replayed == live)
    // The replay leaves nothing tracking: the trace passes `inertia replay --check`.
    var validator = TraceValidator()
    let problems = replayed.split(separator: "\n").compactMap { validator.check(line: String($0) + "\n") }
    #expect(problems.isEmpty)
    #expect(validator.finish() == nil)
  }

  @Test(.enabled(if: displayIsAvailable())) func theRKeyRecordsTheScreenInTheDemoWindow() throws {
    var now = 0.0
    let host = try SDLHost(
      title: "record", screens: [("list", SDLHostTests.scene)], frameRate: 60, timeSource: { now })
    var scripts: [String] = []
    host.onRecording = { scripts.append($0) }
    var inputs: [(Int, Input)] = [(0, .key(SDLK_r)), (24, .mouse(.began, x: 200, y: 700))]
    for step in 1...10 { inputs.append((24 + step * 4, .mouse(.moved, x: 200, y: Int32(700 - step * 30)))) }
    inputs += [(68, .mouse(.ended, x: 200, y: 400)), (240, .key(SDLK_r))]
    for tick in 0...260 {
      now = 1 + Double(tick) / 240
      for input in inputs where input.0 == tick { push(input.1) }
      host.step(wait: false)
    }
    #expect(host.recording == nil)
    let script = try #require(scripts.first)
    #expect(scripts.count == 1)
    // The recording started at its own time 0: the mouse went down 0.1 s later, on frame 6.
    #expect(script.contains(#""steps":[{"at":0.1,"touch":{"at":[200,700],"id":-1,"phase":"began"}}"#))
    let runner = try ReplayRunner(data: Data(script.utf8))
    let trace = try runner.run()
    #expect(trace.contains("scrollViewWillBeginDecelerating"))
    // After the recording the screen shows afresh, at rest.
    #expect(host.scrollView("list")?.contentOffset.y == 0)
  }
}
