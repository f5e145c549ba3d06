import Foundation
import Inertia
import InertiaCairo
import InertiaSDL

/// What an example shows: a screen built into a container view, and a scripted tour of it for runs
/// without a display.
@MainActor
public protocol Example {
  /// A short name, used for the output folder ("photo-viewer").
  static var name: String { get }
  /// Creates the example's state (delegates, data sources) and builds its screen into `container`.
  init(container: View)
  /// The headless tour: gestures on the manual clock, with snapshots along the way.
  func tour(_ tour: Tour) throws
}

/// A headless run: a window on a ``ManualClock``, gestures from a ``GestureSynthesizer``, and PNG
/// snapshots rendered by Cairo.
@MainActor
public final class Tour {
  /// The window the example lives in.
  public let window: Window
  /// The clock; nothing moves unless the tour waits.
  public let clock: ManualClock
  /// Synthesized touches.
  public let gestures: GestureSynthesizer
  /// Where snapshots go.
  public let folder: String
  /// The snapshots written so far.
  public private(set) var written: [String] = []

  init(folder: String) {
    clock = ManualClock(frameRate: 60)
    window = Window(size: CGSize(width: 390, height: 844), scale: 2, clock: clock)
    gestures = GestureSynthesizer(window: window, clock: clock)
    self.folder = folder
  }

  /// Lets `seconds` of virtual time pass.
  public func wait(_ seconds: Double) { clock.advance(by: seconds) }

  /// Renders the window into "NN-label.png" and prints what it shows.
  public func snapshot(_ label: String, _ caption: String) throws {
    window.layoutIfNeeded()
    let path = (folder as NSString).appendingPathComponent(
      String(format: "%02d-%@.png", written.count + 1, label))
    try ViewRenderer.renderPNG(window: window, to: path)
    written.append(path)
    print(String(format: "%6.2f s  %@  (%@)", clock.now, caption, path))
  }
}

/// Runs an example: in a window when a display exists (and `--headless` is not given), otherwise
/// headless, writing PNGs into `--out DIR` (default "NAME-output").
@MainActor
public enum ExampleApp {
  /// The scene the window hosts: one full-window container the example builds into.
  static let stageScene = """
    {"frameRate": 60, "until": 0, "steps": [],
     "scene": {"window": {"size": [390, 844], "scale": 2},
       "root": {"type": "ScrollView", "id": "stage", "frame": [0, 0, 390, 844], "contentSize": [390, 844],
                "isScrollEnabled": false, "contentInsetAdjustmentBehavior": "never",
                "backgroundColor": "#FFFFFF"}}}
    """

  /// Runs `example` as the command line asks; returns the exit code.
  public static func main<E: Example>(_ example: E.Type, arguments: [String] = CommandLine.arguments) -> Int32
  {
    let headless = arguments.contains("--headless")
    var out = "\(E.name)-output"
    if let index = arguments.firstIndex(of: "--out"), index + 1 < arguments.count {
      out = arguments[index + 1]
    }
    if !headless && displayIsAvailable() {
      do {
        let host = try SDLHost(title: E.name, screens: [(name: E.name, json: stageScene)])
        guard let stage = host.scrollView("stage") else { return 1 }
        let shown = E(container: stage)
        host.run()
        withExtendedLifetime(shown) {}
        return 0
      } catch {
        FileHandle.standardError.write(Data("\(E.name): \(error)\n".utf8))
        return 1
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let tour = Tour(folder: out)
      let stage = View(frame: tour.window.bounds)
      stage.backgroundColor = .white
      tour.window.addSubview(stage)
      let shown = E(container: stage)
      tour.window.layoutIfNeeded()
      try shown.tour(tour)
      print("\(E.name): wrote \(tour.written.count) PNGs into \(out)/")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(E.name): \(error)\n".utf8))
      return 1
    }
  }
}
