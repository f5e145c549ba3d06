import CSDL2
import Foundation
import Inertia
import InertiaCairo

/// Whether a display is available for an SDL window (DISPLAY or WAYLAND_DISPLAY is set and not
/// empty).
public func displayIsAvailable() -> Bool {
  !SDLVideo.namedDrivers().isEmpty
}

/// Which of SDL's video drivers a window may open on.
enum SDLVideo {
  /// The drivers the environment names a display for: "x11" for DISPLAY, "wayland" for
  /// WAYLAND_DISPLAY (empty values name none; a socket name that is not a path needs an absolute
  /// XDG_RUNTIME_DIR to be found in, else libwayland only prints a line of its own).
  static func namedDrivers() -> [String] {
    let environment = ProcessInfo.processInfo.environment
    var drivers: [String] = []
    if environment["DISPLAY"]?.isEmpty == false { drivers.append("x11") }
    if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty,
      wayland.hasPrefix("/") || environment["XDG_RUNTIME_DIR"]?.hasPrefix("/") == true
    {
      drivers.append("wayland")
    }
    return drivers
  }

  /// Starts SDL's video on the drivers the environment names (or on SDL_VIDEODRIVER's when it is
  /// set: the user's choice), and fails with one line when none of them reaches a display. Left to
  /// itself, SDL falls back to its offscreen driver when the display named is unreachable, and a
  /// window there waits for input that never comes.
  static func start() throws {
    let chosen = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]?.isEmpty == false
    let named = namedDrivers()
    if !chosen {
      guard !named.isEmpty else {
        throw SDLError(message: "SDL_Init: no display (DISPLAY or WAYLAND_DISPLAY) is set")
      }
      SDL_SetHint(SDL_HINT_VIDEODRIVER, named.joined(separator: ","))
    }
    guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { throw SDLError("SDL_Init") }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !chosen, !named.contains(driver) {
      SDL_Quit()
      throw SDLError(message: "SDL_Init: no display could be opened (SDL chose its \(driver) driver)")
    }
  }
}

/// Errors from SDL.
public struct SDLError: Error, CustomStringConvertible {
  /// SDL's message.
  public let message: String
  init(_ what: String) { message = "\(what): \(String(cString: SDL_GetError()))" }
  init(message: String) { self.message = message }
  public var description: String { message }
}

/// An SDL2 window that shows an Inertia ``Window``: mouse and touch-screen fingers become touches,
/// the wheel and trackpad scroll with momentum, keys scroll and switch screens, and the Cairo
/// rendering is presented as a texture. It renders only when something changed, so an idle window
/// uses no CPU, and every frame while anything moves.
///
/// The host drives the window directly on its own ``ManualClock`` fed by real time: no replay
/// machinery, no trace, nothing installed as a delegate, so memory stays flat over any session and
/// the delegates a program sets stay its own.
///
/// ``startRecording(trace:)`` switches it to a fixed-step clock that runs the screen through a
/// ``LiveSession``, so the session can be saved as a replay script that reproduces its trace.
///
/// See also: ``DemoWindow``.
@MainActor
public final class SDLHost {
  /// How long without wheel events ends a trackpad gesture, in seconds.
  static let wheelIdle = 0.06
  /// Points per wheel notch.
  static let wheelStep: CGFloat = 40

  let sdlWindow: OpaquePointer
  let renderer: OpaquePointer
  var texture: OpaquePointer?
  var textureSize = (0, 0)
  let screens: [(name: String, json: String)]
  var screenIndex = 0
  /// The scene of the current screen (it keeps the screen's nested couplings alive).
  var scene: Scene?
  /// The clock the window runs on, advanced to real time each turn of the loop.
  public internal(set) var clock: ManualClock
  /// The window shown.
  public internal(set) var window: Window
  let startTicks: UInt64
  /// Where the host reads the time; SDL's tick counter unless a test supplies its own.
  let timeSource: (() -> Double)?
  let fixedFrameRate: Double?
  var dirty = true
  var quit = false
  /// Whether a wheel or trackpad gesture is in progress (it ends after ``wheelIdle`` without events).
  var wheelIsActive = false
  var lastWheelTime = 0.0
  /// Where wheel input goes outside a recording (a recording's runner has its own).
  let wheelRouter = WheelRouter()
  /// Whether the left mouse button is down as a touch.
  var mouseIsDown = false
  /// Touch ids of the touch-screen fingers down, by SDL finger id.
  var fingerIDs: [SDL_FingerID: Int] = [:]
  /// The session being recorded, if any (see ``startRecording(trace:)``).
  public internal(set) var recording: LiveSession?
  /// Input waiting for the next frame of the recording.
  var pendingInputs: [LiveSession.Input] = []
  /// The host's time when the recording started.
  var recordingStart = 0.0
  /// When set, the R key starts a recording of the current screen and the next R ends it, handing
  /// over the replay script (the live trace is not kept). Default nil: R does nothing.
  public var onRecording: ((String) -> Void)?
  /// Why the recording stopped early, if it did (a limit of the script format, an error).
  public internal(set) var recordingStopReason: String?
  /// Frames presented so far (for tests of frame pacing).
  public private(set) var presentedFrames = 0

  /// Opens the window showing the first of `screens` (replay scenes; their steps are ignored).
  /// - Parameters:
  ///   - frameRate: the frame clock's rate; the display's refresh rate when nil.
  ///   - timeSource: seconds since start; SDL's ticks when nil (tests pass a manual time).
  public convenience init(
    title: String, screens: [(name: String, json: String)], size: CGSize = CGSize(width: 390, height: 844),
    frameRate: Double? = nil, timeSource: (() -> Double)? = nil
  ) throws {
    let clock = ManualClock(frameRate: frameRate ?? 60)
    try self.init(
      title: title, window: Window(size: size, clock: clock), clock: clock, screens: screens,
      frameRate: frameRate, timeSource: timeSource)
    try load(screen: 0)
  }

  /// Opens a window showing `window`, whose clock must be `clock`: the host advances it to real
  /// time. Build the view tree on `window` before or after; set delegates as usual.
  /// - Parameters:
  ///   - frameRate: the clock's frame rate is kept; this only names the rate for screens loaded later.
  ///   - timeSource: seconds since start; SDL's ticks when nil (tests pass a manual time).
  public convenience init(
    title: String, window: Window, clock: ManualClock, frameRate: Double? = nil,
    timeSource: (() -> Double)? = nil
  ) throws {
    try self.init(
      title: title, window: window, clock: clock, screens: [], frameRate: frameRate, timeSource: timeSource)
  }

  private init(
    title: String, window: Window, clock: ManualClock, screens: [(name: String, json: String)],
    frameRate: Double?, timeSource: (() -> Double)?
  ) throws {
    self.screens = screens
    self.timeSource = timeSource
    self.fixedFrameRate = frameRate
    self.window = window
    self.clock = clock
    if timeSource != nil {
      // Tests under Xvfb: plain software presentation (no GL-backed window framebuffer).
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    }
    try SDLVideo.start()
    let centered = Int32(0x2FFF_0000)
    guard
      let created = SDL_CreateWindow(
        title, centered, centered, Int32(window.bounds.width), Int32(window.bounds.height),
        SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
    else { throw SDLError("SDL_CreateWindow") }
    sdlWindow = created
    // With a supplied time source (tests) presenting must not wait for the display's vsync.
    let flags = timeSource == nil ? SDL_RENDERER_PRESENTVSYNC.rawValue : SDL_RENDERER_SOFTWARE.rawValue
    guard
      let made = SDL_CreateRenderer(created, -1, flags)
        ?? SDL_CreateRenderer(created, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else { throw SDLError("SDL_CreateRenderer") }
    renderer = made
    startTicks = SDL_GetTicks64()
  }

  /// Seconds since the window opened: the one place real time enters, feeding the frame clock.
  var elapsed: Double { timeSource?() ?? Double(SDL_GetTicks64() - startTicks) / 1000 }

  /// The display's refresh rate, 60 when unknown.
  var refreshRate: Double {
    if let fixedFrameRate { return fixedFrameRate }
    var mode = SDL_DisplayMode()
    guard SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
    return Double(mode.refresh_rate)
  }

  /// Shows screen `index` (wrapping): its scene is built on a fresh clock starting now.
  func load(screen index: Int) throws {
    guard !screens.isEmpty else { return }
    screenIndex = (index + screens.count) % screens.count
    let script = try ReplayScript(SceneNode(try JSONValue.parse(Data(screens[screenIndex].json.utf8))))
    let fresh = ManualClock(frameRate: refreshRate, start: elapsed)
    let built = try SceneBuilder.build(script.scene.object(), clock: fresh)
    scene = built
    clock = fresh
    window = built.window
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    resize(to: CGSize(width: CGFloat(width), height: CGFloat(height)))
    let keys = onRecording == nil ? "Tab: next screen" : "Tab: next screen, R: record"
    SDL_SetWindowTitle(sdlWindow, "Inertia — \(screens[screenIndex].name) (\(keys))")
    dirty = true
  }

  func resize(to size: CGSize) {
    window.frame = CGRect(origin: .zero, size: size)
    window.rootView?.frame = CGRect(origin: .zero, size: size)
    window.layoutIfNeeded()
    dirty = true
  }

  /// The scroll view with `id` in the current screen.
  public func scrollView(_ id: String) -> ScrollView? { scene?.views[id] as? ScrollView }

  /// Reads back what the window shows and writes it as a PNG.
  public func screenshot(to path: String) throws {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    let stride = Int(width) * 4
    var pixels = [UInt8](repeating: 0, count: stride * Int(height))
    let status = pixels.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(stride))
    }
    guard status == 0 else { throw SDLError("SDL_RenderReadPixels") }
    try CairoCanvas.writePNG(argb: pixels, width: Int(width), height: Int(height), to: path)
  }

  /// Runs until the window closes.
  public func run() {
    while !quit { step(wait: true) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(sdlWindow)
    SDL_Quit()
  }

  /// One turn of the loop: handle events (waiting for one when idle), advance the clock, render if
  /// anything changed.
  public func step(wait: Bool) {
    if let recording {
      recordStep(wait: wait, session: recording)
      return
    }
    var event = SDL_Event()
    let animating = clock.hasActiveDisplayLinks || wheelIsActive
    if wait && !animating && !dirty {
      if SDL_WaitEventTimeout(&event, 250) != 0 { handle(event) }
    }
    while SDL_PollEvent(&event) != 0 { handle(event) }
    if wheelIsActive, elapsed - lastWheelTime > Self.wheelIdle {
      wheelIsActive = false
      deliver(.scroll(ReplayScript.Scroll(phase: .ended, location: nil, delta: .zero)), time: clock.now)
    }
    // Something moves while a display link runs or a timer fires; an idle window renders nothing.
    let moving = clock.hasActiveDisplayLinks
    let timersBefore = clock.timerFireCount
    clock.advance(to: elapsed)
    if moving || clock.hasActiveDisplayLinks || clock.timerFireCount != timersBefore { dirty = true }
    if dirty { present() }
  }

  func present() {
    dirty = false
    // A recording lays out only in its frames, exactly as the replay does.
    if recording == nil { window.layoutIfNeeded() }
    guard let canvas = try? ViewRenderer.render(window: window) else { return }
    if texture == nil || textureSize != (canvas.pixelWidth, canvas.pixelHeight) {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
      textureSize = (canvas.pixelWidth, canvas.pixelHeight)
    }
    canvas.withPixels { pixels, stride in
      _ = SDL_UpdateTexture(texture, nil, pixels, Int32(stride))
    }
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
    presentedFrames += 1
  }
}
