import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 47 (session 46): the frames of a replay share a budget of work (frames run,
/// cells placed by list layout passes, safe areas worked out again), so narrow trace lines, lists
/// without ids and zooms over many views in a window with a safe area stop within about 2 s
/// instead of running for minutes; `-` reads a script or trace from standard input and writes the
/// trace to standard output; and an error line quoting a huge input string is cut. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep47Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script of `root` in a 390 x 844 window (`safeArea` its insets) at `frameRate`.
  static func script(
    root: String, steps: String, frameRate: Double = 60, until: Double = 1, safeArea: String = "[0,0,0,0]"
  ) -> Data {
    Data(
      #"""
      {"frameRate":\#(frameRate),"until":\#(until),"scene":{"window":{"size":[390,844],"scale":2,"safeArea":\#(safeArea)},
       "root":\#(root)},"steps":[\#(steps)]}
      """#.utf8)
  }

  static let workMessage =
    "the replay's frames need more than 50000000 units of work (each frame 200, each cell a list lays out 2 and each it brings on screen 200, each view whose safe area changes 2 or, under a zoom, rotation or 3D transform, 8, each view an animation has moved 100, each row a TableNode or item a CollectionNode works out again after measuring its cells 1 or 5, each byte of text a label breaks into lines 1 (monospace) or 5, each view or guide Auto Layout moves 8, each value it reads back 1 and each constant a scroll offset or change hands it 8: lower frameRate or until)"

  @Test func aReplayStopsWhenItsFramesPassTheirWorkBudget() throws {
    // One view animated for an hour at 1000 frames a second wrote narrow frame lines for 3.9 s in
    // a release build before the 64 MiB trace limit stopped it. Each frame that runs counts 200,
    // and 100 for the view the animation moves (sweep 51): with a budget of 1,000 frames the replay
    // stops after the frame that passes it.
    let root = #"{"type":"View","id":"v","frame":[0,0,390,844]}"#
    let step =
      #"{"at":0,"animate":{"duration":1,"options":["repeat"],"changes":[{"view":"v","property":"alpha","value":0.5}]}}"#
    let runner = try ReplayRunner(data: Self.script(root: root, steps: step, frameRate: 1000, until: 3600))
    runner.frameWorkLimit = 1_000 * (ReplayLimits.frameWeight + ReplayLimits.presentationWeight)
    var frames = 0
    runner.onFrame = { _ in frames += 1 }
    #expect(throws: SceneError(path: "$", Self.workMessage)) { try runner.run { _ in } }
    #expect(frames == 1_001)
    // Idle frames are skipped and cost nothing: an hour with one short animation fits.
    let short =
      #"{"at":3599,"animate":{"duration":0.1,"changes":[{"view":"v","property":"alpha","value":0.5}]}}"#
    let idle = try ReplayRunner(data: Self.script(root: root, steps: short, frameRate: 1000, until: 3600))
    idle.frameWorkLimit = 1_000 * ReplayLimits.frameWeight
    #expect(
      try idle.run().hasSuffix(
        #"{"t":3600.000,"kind":"end","views":{"v":{"frame":[0.0,0.0,390.0,844.0]}}}"# + "\n"))
  }

  @Test func listLayoutPassesCountTheCellsTheyPlace() throws {
    // A collection view without an id writes no frame lines, so the trace limit never stopped a
    // drag over its cells: 15 one-minute drags over a screenful of 1 x 1 pt cells at 1000 frames
    // a second ran for over a minute (about 40 ns a cell a pass).
    let grid =
      #"{"type":"CollectionView","frame":[0,0,390,844],"items":ITEMS,"layout":{"itemSize":[1,1],"minimumLineSpacing":0,"minimumInteritemSpacing":0}}"#
    let drag = #"{"at":0,"drag":{"from":[200,800],"to":[200,100],"duration":0.1,"release":"hold"}}"#
    func cellsPlaced(_ items: Int) throws -> Int {
      let runner = try ReplayRunner(
        data: Self.script(root: grid.replacingOccurrences(of: "ITEMS", with: "\(items)"), steps: drag))
      let before = runner.scene.window.layoutWork.cellsPlaced
      _ = try runner.run()
      return runner.scene.window.layoutWork.cellsPlaced - before
    }
    // A screen of 390 x 844 cells holds 1,024 of them (a collection view's most); the drag moves
    // the offset in each of its six frames.
    #expect(try cellsPlaced(1_000_000) >= 6 * 1_024)
    #expect(try cellsPlaced(10) <= 10 * 10)
    // A table counts its rows the same way (at most 256 cells).
    let table = #"{"type":"TableView","frame":[0,0,390,844],"rows":100000,"rowHeight":1}"#
    let runner = try ReplayRunner(data: Self.script(root: table, steps: drag))
    let before = runner.scene.window.layoutWork.cellsPlaced
    _ = try runner.run()
    #expect(runner.scene.window.layoutWork.cellsPlaced - before >= 6 * 256)
  }

  @Test func aZoomUnderASafeAreaCountsTheCornersItMaps() throws {
    // Every change of a zoom view's transform works out the safe area of every view under it: a
    // two-second pinch over 10,000 views in a window with a safe area ran for over a minute in a
    // release build. Since sweep 48 each view counts once, its corners mapped through the map its
    // superview passes down (before, it counted each view its corners went through on the way up).
    let views = (0..<100).map { #"{"type":"View","frame":[\#($0 * 3),\#($0 * 7),10,10]}"# }
    let root =
      #"{"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000],"minimumZoomScale":0.5,"maximumZoomScale":4,"zoomView":"c","subviews":[{"type":"View","id":"c","frame":[0,0,390,3000],"subviews":[\#(views.joined(separator: ","))]}]}"#
    let pinch = #"{"at":0,"pinch":{"center":[195,400],"fromSpan":100,"toSpan":200,"duration":0.1}}"#
    func work(safeArea: String) throws -> LayoutWork {
      let runner = try ReplayRunner(data: Self.script(root: root, steps: pinch, safeArea: safeArea))
      let before = runner.scene.window.layoutWork
      _ = try runner.run()
      var work = runner.scene.window.layoutWork
      work.safeAreaVisits -= before.safeAreaVisits
      work.transformedSafeAreaVisits -= before.transformedSafeAreaVisits
      return work
    }
    let safe = try work(safeArea: "[47,0,34,0]")
    // The 100 views under the zoom view, once a pinch frame (the transform and the centre together).
    #expect(safe.transformedSafeAreaVisits >= 100 * 6)
    // Without a safe area nothing is worked out.
    let plain = try work(safeArea: "[0,0,0,0]")
    #expect(plain.transformedSafeAreaVisits == 0)
    #expect(plain.safeAreaVisits == 0)
    #expect(
      ReplayLimits.frameWorkUnits(frames: 10, work: safe)
        == 10 * 200 + 2 * safe.cellsPlaced + 200 * safe.cellsDisplayed + 2 * safe.safeAreaVisits + 8
        * safe.transformedSafeAreaVisits)
  }

  /// Runs `inertia ARGUMENTS` in `folder` with `input` on standard input.
  static func inertia(_ arguments: [String], in folder: URL, input: Data) throws -> CLI.Run {
    let process = Process()
    process.executableURL = ExamplesTests.productsFolder().appendingPathComponent("inertia")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let standardInput = Pipe()
    process.standardInput = standardInput
    return try CLI.collect(process) {
      let writer = standardInput.fileHandleForWriting
      DispatchQueue.global().async {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }
    }
  }

  @Test func aDashReadsStandardInputAndWritesStandardOutput() throws {
    // `replay -` looked for a file named "-" ("No such file or directory"), and `--trace -`
    // wrote the trace into a file named "-".
    let folder = try CLI.folder("sweep47-dash")
    let script = Data(CLI.script().utf8)
    try CLI.write(CLI.script(), "s.json", in: folder)
    let fromFile = try CLI.inertia(["replay", "s.json"], in: folder)
    let piped = try Self.inertia(["replay", "-", "--trace", "-"], in: folder, input: script)
    #expect(piped.status == 0)
    #expect(piped.error.isEmpty)
    #expect(piped.output == fromFile.output)
    #expect(piped.output.hasPrefix(#"{"t":0.100,"kind":"touch""#))
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    // `diff - B` reads the first trace from standard input; both from it is refused.
    try CLI.write(fromFile.output, "b.jsonl", in: folder)
    let diff = try Self.inertia(["diff", "-", "b.jsonl"], in: folder, input: Data(fromFile.output.utf8))
    #expect(diff.status == 0)
    let both = try Self.inertia(["diff", "-", "-"], in: folder, input: Data(fromFile.output.utf8))
    #expect(both.status == 2)
    #expect(both.error == "inertia diff: - names standard input for both traces; give one of them a file\n")
  }

  @Test func picturesAndRecordingsToADashAreRefused() throws {
    // `--plot -` wrote a PNG into a file named "-" beside the script.
    let folder = try CLI.folder("sweep47-dash-plot")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let message =
      "- names standard output, which only the trace of replay (--trace -) goes to; nothing was written"
    let plot = try CLI.inertia(["replay", "s.json", "--plot", "-"], in: folder)
    #expect(plot.status == 2)
    #expect(plot.error == "inertia: s.json: \(message)\n")
    #expect(plot.output.isEmpty)
    try CLI.write(CLI.inertia(["replay", "s.json"], in: folder).output, "a.jsonl", in: folder)
    let diffPlot = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--plot", "-"], in: folder)
    #expect(diffPlot.status == 2)
    #expect(diffPlot.error == "inertia diff: cannot write -: \(message)\n")
    let record = try CLI.inertia(["record", "-"], in: folder)
    #expect(record.status == 2)
    #expect(record.error == "inertia record: \(message)\n")
    #expect(try CommandLineSweep40Tests.files(folder) == ["a.jsonl", "s.json"])
  }

  @Test func anErrorQuotingAHugeStringIsCutToOneShortLine() throws {
    // An unknown view type of 10 MB was quoted whole: a 10 MB error line.
    let folder = try CLI.folder("sweep47-long-error")
    let name = String(repeating: "X", count: 1_000_000)
    let text = String(
      decoding: Self.script(root: #"{"type":"\#(name)","frame":[0,0,390,844]}"#, steps: ""), as: UTF8.self)
    try CLI.write(text, "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 2)
    let prefix = #"inertia: s.json: $.scene.root.type: unknown view type "XXX"#
    #expect(run.error.hasPrefix(prefix))
    #expect(run.error.utf8.count <= 4_097)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.hasSuffix(" more bytes)\n"))
    // The message says how much was left out: at least the name less the 4,056 bytes kept.
    let left = run.error.split(separator: "(").last.map { Int($0.split(separator: " ")[0]) ?? 0 } ?? 0
    #expect(left >= 1_000_000 - 4_096)
    #expect(run.error.utf8.count - "... (\(left) more bytes)\n".utf8.count == 4_096 - 40)
  }

  @Test func manyArgumentsAndRepeatedOptionsAreRefusedBeforeParsing() throws {
    // The argument parser's time grows with the square of the arguments: 10,000 `--quiet` flags
    // took 7 s in a release build, 50,000 over a minute.
    let folder = try CLI.folder("sweep47-arguments")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let many = try CLI.inertia(["replay", "s.json"] + Array(repeating: "--quiet", count: 2_047), in: folder)
    #expect(many.status == 2)
    #expect(
      many.error
        == "inertia: more than 2048 arguments (name a folder to port all its files) (see inertia --help)\n")
    // 2,048 are parsed (`--help`, the one name that may be given more than once since sweep 55).
    let fits = try CLI.inertia(["replay", "s.json"] + Array(repeating: "--help", count: 2_046), in: folder)
    #expect(fits.status == 0)
    #expect(fits.output.hasPrefix("OVERVIEW: Replay a gesture script"))
    // A second `--trace` replaced the first without a word: only b was written.
    let twice = try CLI.inertia(["replay", "s.json", "--trace", "a.jsonl", "--trace=b.jsonl"], in: folder)
    #expect(twice.status == 2)
    #expect(twice.error == "inertia: --trace is given more than once; give it once (see inertia --help)\n")
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    // After `--` nothing is an option.
    let port = try CLI.inertia(["port", "--check", "--", "--output", "--output"], in: folder)
    #expect(port.status == 2)
    #expect(port.error == "inertia port: --output: no such file or folder\n")
  }
}
