import CSDL2
import Foundation
import Inertia

extension SDLHost {
  /// Starts recording the current screen: its scene is built afresh at time 0 and runs on a
  /// fixed-step clock (each frame exactly 1/frameRate of the screen's script later, paced by real
  /// time); input is stamped with the frame it is delivered in; the trace lines go to `output` as
  /// they happen. The window keeps the scene's size and Tab does not change screens meanwhile.
  /// ``finishRecording()`` returns the session as a replay script.
  /// - Throws: ``SDLError`` when the host shows no screens, ``SceneError`` for a malformed screen.
  public func startRecording(trace output: @escaping (String) -> Void) throws {
    guard !screens.isEmpty else { throw SDLError(message: "only a host showing screens can record") }
    let session = try LiveSession(script: Data(screens[screenIndex].json.utf8), output: output)
    recording = session
    scene = session.runner.scene
    clock = session.runner.clock
    window = session.window
    recordingStart = elapsed
    pendingInputs = []
    wheelIsActive = false
    mouseIsDown = false
    fingerIDs = [:]
    recordingStopReason = nil
    SDL_SetWindowTitle(sdlWindow, "Inertia — recording \(screens[screenIndex].name) (Esc: stop and save)")
    SDL_SetWindowResizable(sdlWindow, SDL_FALSE)
    SDL_SetWindowSize(sdlWindow, Int32(window.bounds.width), Int32(window.bounds.height))
    dirty = true
  }

  /// Ends the recording at its last frame: writes the trace's closing line and returns the replay
  /// script (JSON text); nil when nothing is being recorded. The window stays on the scene.
  public func finishRecording() -> String? {
    guard let session = recording else { return nil }
    // Input still waiting, and the end of a wheel gesture in progress, go into one last frame,
    // so the script leaves no scroll view tracking a trackpad nobody touches.
    var inputs = pendingInputs
    if wheelIsActive {
      wheelIsActive = false
      inputs.append(.scroll(ReplayScript.Scroll(phase: .ended, location: nil, delta: .zero)))
    }
    if !inputs.isEmpty, session.canAdvance(with: inputs.count) {
      do { try session.advance(with: inputs) } catch { recordingStopReason = "\(error)" }
    }
    recording = nil
    pendingInputs = []
    return session.finish()
  }

  /// One turn of the loop while recording: collect input, then run the frames real time has
  /// reached (at least one when input waits), the input handled in the last of them.
  func recordStep(wait: Bool, session: LiveSession) {
    var event = SDL_Event()
    let animating = clock.hasActiveDisplayLinks || wheelIsActive
    if wait && !animating && !dirty && pendingInputs.isEmpty {
      // Idle: sleep until input arrives, or until the next timer is due so its frame shows on time.
      let untilTimer = ((clock.nextTimerTime ?? .infinity) - session.time) * 1000
      let timeout = untilTimer.isFinite ? Int32(min(max(untilTimer, 1), 250)) : 250
      if SDL_WaitEventTimeout(&event, timeout) != 0 { handle(event) }
    }
    while SDL_PollEvent(&event) != 0 { handle(event) }
    let reached = ((elapsed - recordingStart) * session.frameRate + 1e-6).rounded(.down)
    let due = reached.isFinite ? Int(min(max(reached, 0), 3600 * 1000)) : session.frame
    var frames = due - session.frame
    if frames < 1 && !pendingInputs.isEmpty { frames = 1 }
    guard frames > 0 else {
      if wait && animating { SDL_Delay(1) }
      if dirty { present() }
      return
    }
    let moving = clock.hasActiveDisplayLinks || !pendingInputs.isEmpty
    let timersBefore = clock.timerFireCount
    for index in 0..<frames {
      var inputs = index == frames - 1 ? pendingInputs : []
      let wheelWaits = inputs.contains { if case .scroll = $0 { true } else { false } }
      if wheelIsActive, !wheelWaits, session.nextFrameTime - lastWheelTime > Self.wheelIdle {
        wheelIsActive = false
        inputs.insert(.scroll(ReplayScript.Scroll(phase: .ended, location: nil, delta: .zero)), at: 0)
      }
      guard session.canAdvance(with: inputs.count) else {
        recordingStopReason = "the recording reached the limits of a script (3600 s, 100000 steps)"
        quit = true
        break
      }
      do {
        try session.advance(with: inputs)
      } catch {
        recordingStopReason = "\(error)"
        quit = true
        break
      }
    }
    pendingInputs = []
    if moving || clock.hasActiveDisplayLinks || clock.timerFireCount != timersBefore { dirty = true }
    if dirty { present() }
  }

  /// The R key: starts recording the current screen, or ends the recording, hands its script to
  /// `handler` and shows the screen afresh on the real-time clock.
  func toggleRecording(handler: (String) -> Void) {
    if recording == nil {
      try? startRecording(trace: { _ in })
      return
    }
    if let script = finishRecording() { handler(script) }
    SDL_SetWindowResizable(sdlWindow, SDL_TRUE)
    try? load(screen: screenIndex)
  }
}
