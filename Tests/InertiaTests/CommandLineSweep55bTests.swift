import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 55b (session 54): the text labels break into lines as the scene is built
/// counts in the replay's work budget, `inertia diff` writes a finite distance between offsets
/// more than the largest double apart, and `port` refuses a link, FIFO, socket or device named as
/// a Swift file in a folder instead of leaving it out. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep55bTests {
  typealias CLI = CommandLineRobustnessTests

  /// A scroll view's vertical stack of `count` wrapped labels of `units` times "한국어 " (10 bytes).
  static func hangulScript(labels count: Int, units: Int) -> String {
    let text = String(repeating: "한국어 ", count: units)
    let labels = (0..<count).map { #"{"type":"Label","id":"l\#($0)","numberOfLines":0,"text":"\#(text)"}"# }
    let constraints = [
      "st.top == sv.contentLayoutGuide.top", "st.bottom == sv.contentLayoutGuide.bottom",
      "st.leading == sv.contentLayoutGuide.leading", "st.trailing == sv.contentLayoutGuide.trailing",
      "st.width == sv.frameLayoutGuide.width",
    ]
    return #"""
      {"frameRate":60,"until":0.1,"scene":{"window":{"size":[390,844]},
       "root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
       "subviews":[{"type":"StackView","id":"st","axis":"vertical","subviews":[\#(labels.joined(separator: ","))]}]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]},"steps":[]}
      """#
  }

  @Test func theTextTheBuildBreaksCountsInTheFramesBudget() throws {
    // 10 labels of 2,500 bytes: the build breaks each at least once (25,000 units), the frames
    // none again. Before sweep 55b only the frames counted (6 frames: 1,200 units).
    let data = Data(Self.hangulScript(labels: 10, units: 250).utf8)
    let counted = try ReplayRunner(data: data)
    #expect(counted.scene.window.layoutWork.textBytesBroken >= 25_000)
    counted.frameWorkLimit = 20_000
    #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try counted.run() }
    // Within the budget the replay is the one it was.
    let within = try ReplayRunner(data: data)
    within.frameWorkLimit = 1_000_000
    let trace = try within.run()
    #expect(trace == (try ReplayRunner(data: data).run()))
    #expect(trace.contains(#""kind":"end""#))
  }

  @Test func aSceneWhoseLabelsBreakTooMuchTextIsRefusedAsItIsBuilt() throws {
    // 200 labels of 100,000 Hangul characters (50 MB) took 35 s and 247 MB in a debug build and
    // replayed (exit 0); now the build stops breaking text past the budget and refuses in one line.
    let script = Self.hangulScript(labels: 40, units: 250)
    let scene = try SceneNode(JSONValue.parse(Data(script.utf8)), path: "$").required("scene")
    let clock = ManualClock(frameRate: 60, start: 0)
    #expect(throws: SceneError(path: "$.scene", ReplayLimits.buildTextWorkMessage)) {
      _ = try SceneBuilder.build(scene, clock: clock, textWork: 30_000)
    }
    // Without a limit (the live window) the same scene builds, each label broken.
    let built = try SceneBuilder.build(scene, clock: clock)
    #expect(built.window.layoutWork.textBytesBroken >= 40 * 2_500)
    #expect(!built.window.layoutWork.textOverLimit)
    let label = try #require(built.views["l39"] as? Label)
    #expect(label.lines(fittingWidth: 390).count > 1)
    #expect(
      ReplayLimits.buildTextWorkMessage
        == "the scene's labels break more than 50000000 units of text into lines as it is built (each byte of text 1 with the monospace measurer, 5 with any other; the replay's frames share the budget): shorten their text or use fewer labels"
    )
  }

  @Test func diffWritesAFiniteDistanceBetweenOffsetsBeyondTheLargestDouble() throws {
    // Offsets 1.7e308 and -1.7e308 apart were "inf pt" apart.
    let folder = try CLI.folder("sweep55b-distance")
    for (name, offset) in [("a", "1.7e308"), ("b", "-1.7e308")] {
      let text = """
        {"t":0,"kind":"frame","views":{"s":{"contentOffset":[0,\(offset)]}}}
        {"t":1,"kind":"end","views":{"s":{"contentOffset":[0,0]}}}

        """
      try CLI.write(text, "\(name).jsonl", in: folder)
    }
    let run = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("s: offset: (0.0, 1.7e+308) vs (0.0, -1.7e+308), 3.4e+308 pt apart\n"))
    #expect(
      run.output.hasSuffix(
        "largest offset difference: s at 0.000 s: (0.0, 1.7e+308) vs (0.0, -1.7e+308), 3.4e+308 pt\n"))
    #expect(!run.output.contains("inf"))
    let largest = CGPoint(x: 0, y: Double.greatestFiniteMagnitude)
    #expect(
      TraceDiff.formatDistance(largest, CGPoint(x: 0, y: -largest.y), .infinity, decimals: 1)
        == "3.59539e+308")
    #expect(TraceDiff.formatDistance(.zero, CGPoint(x: 0, y: 2.5), 2.5, decimals: 1) == "2.5")
    #expect(
      TraceDiff.formatDistance(CGPoint(x: 0, y: 9e307), CGPoint(x: 0, y: -9e307), .infinity, decimals: 1)
        == "1.8e+308")
  }

  @Test func portRefusesALinkOrPipeNamedAsASwiftFileInAFolder() throws {
    // Left out without a word (exit 0), where named directly each was refused.
    let folder = try CLI.folder("sweep55b-port")
    let sources = folder.appendingPathComponent("src")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try CLI.write("import UIKit\n", "A.swift", in: sources)
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("Broken.swift").path, withDestinationPath: "missing.swift")
    let linked = try CLI.inertia(["port", "src", "--check"], in: folder)
    #expect(linked.status == 2)
    #expect(
      linked.error
        == "inertia port: src/Broken.swift: a symbolic link (links are not followed in folders); name the file it leads to\n"
    )
    try FileManager.default.removeItem(at: sources.appendingPathComponent("Broken.swift"))
    #expect(mkfifo(sources.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
    let piped = try CLI.inertia(["port", "src", "--in-place"], in: folder)
    #expect(piped.status == 2)
    #expect(piped.error == "inertia port: src/Pipe.swift: not a regular file or folder\n")
    #expect(
      try String(contentsOf: sources.appendingPathComponent("A.swift"), encoding: .utf8) == "import UIKit\n")
    // Named directly, as before; a link or pipe of another name in the folder is left out.
    let direct = try CLI.inertia(["port", "src/Pipe.swift", "--check"], in: folder)
    #expect(direct.error == "inertia port: src/Pipe.swift: not a regular file or folder\n")
    try FileManager.default.removeItem(at: sources.appendingPathComponent("Pipe.swift"))
    #expect(mkfifo(sources.appendingPathComponent("notes.txt").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("Other").path, withDestinationPath: "missing")
    let rest = try CLI.inertia(["port", "src", "--check"], in: folder)
    #expect(rest.status == 0)
    #expect(rest.error.isEmpty)
  }
}
