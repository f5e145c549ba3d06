import Foundation
import Inertia

/// The demo gallery in a real window. Each screen is a replay scene made live: the user drives it
/// with the mouse, touch screen, trackpad and keys (see ``SDLHost``).
@MainActor
public enum DemoWindow {
  /// Opens the window on the first screen; returns the process exit code.
  public static func run(screens: [(name: String, json: String)]) -> Int32 {
    do {
      let host = try SDLHost(title: "Inertia", screens: screens)
      host.run()
      return 0
    } catch {
      FileHandle.standardError.write(Data("inertia demo: \(error)\n".utf8))
      return 1
    }
  }
}
