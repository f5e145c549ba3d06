import Foundation
import InertiaPort

/// Ports `text` as one file named `name`; returns the text and the report lines.
func port(_ text: String, name: String = "A.swift") -> (text: String, lines: [String]) {
  let result = Porter.port([PortSource(path: name, text: text)])
  return (result.files[0].text, result.rewrites.map(\.description))
}

/// The fixtures folder beside this file.
let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// The text of a file under the package's Tests folder.
func testsFile(_ relativePath: String) throws -> String {
  let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  return try String(contentsOf: tests.appendingPathComponent(relativePath), encoding: .utf8)
}
