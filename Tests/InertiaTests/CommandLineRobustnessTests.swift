import Foundation
import Testing

/// The `inertia` command line on hostile input (issue 20): nothing the user did not name is
/// removed or overwritten, output errors are one line with exit 2, no format string comes from a
/// trace, and oversized frames are refused before anything is drawn.
@Suite struct CommandLineRobustnessTests {
  /// The result of one run of `inertia`.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// A fresh, empty folder for one test.
  static func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inertia-cli-\(name)-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `inertia ARGUMENTS` in `folder`; `standardOutput` replaces the pipe (e.g. /dev/full).
  static func inertia(_ arguments: [String], in folder: URL, standardOutput: FileHandle? = nil) throws -> Run
  {
    let process = Process()
    process.executableURL = ExamplesTests.productsFolder().appendingPathComponent("inertia")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    return try collect(process, standardOutput: standardOutput)
  }

  /// Runs `process` with its standard output and error in pipes (`standardOutput`, when given,
  /// replaces the output pipe and nothing is read from it), calls `started` once it runs (to feed
  /// its input or start a watchdog), and returns what it wrote and its exit status.
  static func collect(
    _ process: Process, standardOutput: FileHandle? = nil, started: () -> Void = {}
  ) throws -> Run {
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    try process.run()
    started()
    let errorText = error.fileHandleForReading.readDataToEndOfFile()
    let outputText = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputText, as: UTF8.self),
      error: String(decoding: errorText, as: UTF8.self))
  }

  /// A one-second fling script on a 390 x 844 window (size and scale adjustable).
  static func script(width: Double = 390, height: Double = 844, scale: Double = 2) -> String {
    """
    {"frameRate": 60, "until": 1.0,
     "scene": {"window": {"size": [\(width), \(height)], "scale": \(scale)},
       "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}},
     "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -1000], "distance": 100}}]}
    """
  }

  static func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
  }

  @Test func aTraceOntoAnExistingFolderLeavesTheFolderAndExitsTwo() throws {
    let folder = try Self.folder("trace-folder")
    try Self.write(Self.script(), "s.json", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("kept"), withIntermediateDirectories: true)
    try Self.write("mine", "kept/file", in: folder)
    let run = try Self.inertia(["replay", "s.json", "--trace", "kept"], in: folder)
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("kept exists and is not a regular file"))
    #expect(try String(contentsOf: folder.appendingPathComponent("kept/file"), encoding: .utf8) == "mine")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["kept", "s.json"])
  }

  @Test func aTraceReplacesARegularFileAndLeavesNoTemporaryFile() throws {
    let folder = try Self.folder("trace-file")
    try Self.write(Self.script(), "s.json", in: folder)
    try Self.write("old", "out.jsonl", in: folder)
    let run = try Self.inertia(["replay", "s.json", "--trace", "out.jsonl", "--plot", "p.png"], in: folder)
    #expect(run.status == 0)
    let trace = try String(contentsOf: folder.appendingPathComponent("out.jsonl"), encoding: .utf8)
    #expect(trace.hasPrefix("{\"t\":"))
    #expect(trace.contains("\"kind\":\"end\""))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "out.jsonl", "p.png", "s.json",
      ])
  }

  @Test func aFullStandardOutputIsOneLineAndExitTwo() throws {
    let folder = try Self.folder("dev-full")
    try Self.write(Self.script(), "s.json", in: folder)
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
    let run = try Self.inertia(["replay", "s.json"], in: folder, standardOutput: full)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: cannot write the trace to -: cannot write to standard output: No space left on device\n")
  }

  @Test func aMethodNameWithFormatDirectivesIsPrintedAsText() throws {
    let folder = try Self.folder("diff-format")
    let line = { (time: String) in
      "{\"t\":\(time),\"kind\":\"delegate\",\"view\":\"a\",\"method\":\"%s%n%s%n%@\"}\n"
        + "{\"t\":1,\"kind\":\"end\",\"views\":{\"a\":{\"contentOffset\":[0,0]}}}\n"
    }
    try Self.write(line("0.1"), "a.jsonl", in: folder)
    try Self.write(line("0.5"), "b.jsonl", in: folder)
    let run = try Self.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("call 1 %s%n%s%n%@ at 0.100 s vs 0.500 s"))
  }

  @Test func plotsOfOffsetsAndTimesNearTheLargestDoubleAreDrawn() throws {
    let folder = try Self.folder("plot-huge")
    let trace = { (sign: String) in
      "{\"t\":0,\"kind\":\"frame\",\"views\":{\"a\":{\"contentOffset\":[0,-1.7e308]}}}\n"
        + "{\"t\":\(sign)1.7e308,\"kind\":\"frame\",\"views\":{\"a\":{\"contentOffset\":[1.7e308,1.7e308]}}}\n"
    }
    try Self.write(trace(""), "a.jsonl", in: folder)
    try Self.write(trace("-"), "b.jsonl", in: folder)
    let run = try Self.inertia(["diff", "a.jsonl", "b.jsonl", "--plot", "d.png"], in: folder)
    #expect(run.status == 1)
    #expect(run.error.isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
  }

  @Test(arguments: [(1e10, 844.0, 1.0), (1e300, 844, 1), (20000, 20000, 1), (2000, 2000, 16)])
  func framesOfAHugeWindowAreRefusedBeforeDrawing(width: Double, height: Double, scale: Double) throws {
    let folder = try Self.folder("frames-huge")
    try Self.write(Self.script(width: width, height: height, scale: scale), "s.json", in: folder)
    let start = Date()
    let run = try Self.inertia(["replay", "s.json", "--frames", "frames"], in: folder)
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("is too large to render (at most 16384 pixels a side and 16777216 pixels)"))
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test(arguments: [
    ["replay"], ["replay", "--frames"], ["diff", "a"], ["replay", "s.json", "--bogus"], ["nope"],
  ])
  func usageErrorsAreOneLineAndExitTwo(arguments: [String]) throws {
    let folder = try Self.folder("usage")
    let run = try Self.inertia(arguments, in: folder)
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.hasPrefix("inertia: "))
  }

  @Test func selectRowWithANullIndexPathClearsTheSelection() throws {
    let folder = try Self.folder("select-null")
    try Self.write(
      """
      {"frameRate": 60, "until": 1.0,
       "scene": {"window": {"size": [390, 844], "scale": 2},
         "root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 844], "rows": 10, "rowHeight": 60}},
       "steps": [{"at": 0.2, "call": {"view": "list", "method": "selectRow", "indexPath": [0, 1]}},
                 {"at": 0.4, "call": {"view": "list", "method": "selectRow", "indexPath": null}}]}
      """, "s.json", in: folder)
    let run = try Self.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let end = run.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(end.contains("\"kind\":\"end\""))
    #expect(end.contains("\"selectedRows\":[]"))
  }

  @Test func anEndlessScriptStopsAtTheLimit() throws {
    let folder = try Self.folder("endless")
    let start = Date()
    let run = try Self.inertia(["replay", "/dev/zero"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia: /dev/zero: $: the script is larger than 64 MiB\n")
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test(arguments: [
    ["replay", "s.json", "--frames", "file/frames"], ["demo", "--headless", "--out", "file/out"],
  ])
  func aFolderThatCannotBeCreatedIsOneLineNamingItAndExitTwo(arguments: [String]) throws {
    let folder = try Self.folder("no-folder")
    try Self.write(Self.script(), "s.json", in: folder)
    try Self.write("a file, not a folder", "file", in: folder)
    let run = try Self.inertia(arguments, in: folder)
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("cannot create the folder file/"))
    #expect(run.error.hasSuffix(": file is not a folder\n"))
  }

  @Test func aNegativeToleranceIsRefusedAsOutOfRangeNotAsMissing() throws {
    let folder = try Self.folder("diff-negative")
    let trace = "{\"t\":1,\"kind\":\"end\",\"views\":{\"a\":{\"contentOffset\":[0,0]}}}\n"
    try Self.write(trace, "a.jsonl", in: folder)
    let run = try Self.inertia(["diff", "a.jsonl", "a.jsonl", "--tolerance", "-1"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia diff: --tolerance must be a finite number of points, at least 0\n")
  }

  /// Session 30's sweep: a named pipe nobody writes to, given as an input, used to block the open
  /// forever (a timeout); it now reads as empty, so the usual one-line error follows. Should the
  /// open block again, a writer arriving two minutes later lets it go on with a byte that makes
  /// the error another one, so the test fails instead of hanging (no run time is asserted).
  @Test(arguments: [
    (["replay", "pipe"], "inertia: pipe: $: not valid JSON: line 1, column 1: unexpected end of text\n"),
    (["diff", "a.jsonl", "pipe"], "inertia diff: pipe: empty, not a trace\n"),
  ])
  func aNamedPipeWithNoWriterIsReadAsEmptyNotWaitedFor(arguments: [String], error: String) throws {
    let folder = try Self.folder("pipe")
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    try Self.write("{\"t\":1,\"kind\":\"end\",\"views\":{}}\n", "a.jsonl", in: folder)
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
      // Succeeds only while a reader holds the pipe open, that is while the run still waits.
      let writer = Glibc.open(pipe, O_WRONLY | O_NONBLOCK)
      guard writer >= 0 else { return }
      _ = Glibc.write(writer, "x", 1)
      Glibc.close(writer)
    }
    let run = try Self.inertia(arguments, in: folder)
    #expect(run.status == 2)
    #expect(run.error == error)
  }

  /// Session 30's sweep: a replay failing at a step (here a "set" of a property the view lacks,
  /// checked when the step runs) used to leave the frames it had rendered and the folder it made;
  /// now nothing of them stays, and a folder that existed keeps only what it held.
  @Test(arguments: [false, true])
  func aReplayFailingAtAStepLeavesNoFrames(folderExists: Bool) throws {
    let folder = try Self.folder("frames-failed")
    let script = """
      {"frameRate": 30, "until": 0.5,
       "scene": {"window": {"size": [100, 100], "scale": 1},
         "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 100, 100], "contentSize": [100, 300]}},
       "steps": [{"at": 0.1, "set": {"view": "sv", "property": "zz", "value": 1}}]}
      """
    try Self.write(script, "s.json", in: folder)
    if folderExists {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("out/fr"), withIntermediateDirectories: true)
      try Self.write("mine", "out/fr/notes.txt", in: folder)
    }
    let run = try Self.inertia(["replay", "s.json", "--frames", "out/fr"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error == "inertia: s.json: $.steps[0].set.value: ScrollView has no settable property \"zz\"\n")
    let left = FileManager.default.subpaths(atPath: folder.path)?.sorted() ?? []
    #expect(left == (folderExists ? ["out", "out/fr", "out/fr/notes.txt", "s.json"] : ["s.json"]))
  }

  /// Session 30's sweep: a transform near the largest double (a "set" step, or an animation to
  /// it) made the view's frame infinite or NaN, written as null in the end line and the frame
  /// lines' presentation (so `--check` failed); the frame is now clamped to the largest doubles.
  @Test(arguments: ["set", "animate"])
  func aFrameOverflowedByItsTransformStaysFinite(step: String) throws {
    let folder = try Self.folder("transform-overflow")
    let change = #"{"view": "a", "property": "transform", "value": [1e308, 1e308, 1e308, 1e308, 0, 0]}"#
    let body = step == "set" ? change : #"{"duration": 0.2, "changes": [\#(change)]}"#
    let script = """
      {"frameRate": 30, "until": 0.5,
       "scene": {"window": {"size": [100, 100], "scale": 1},
         "root": {"type": "View", "id": "root", "frame": [0, 0, 100, 100],
           "subviews": [{"type": "View", "id": "a", "frame": [0, 0, 100, 100]}]}},
       "steps": [{"at": 0.1, "\(step)": \(body)}]}
      """
    try Self.write(script, "s.json", in: folder)
    let run = try Self.inertia(["replay", "s.json", "--check"], in: folder)
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(!run.output.contains("null"))
    let end = try #require(run.output.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(end.utf8)) as? [String: Any]
    let views = object?["views"] as? [String: [String: Any]]
    let frame = (views?["a"]?["frame"] as? [NSNumber])?.map(\.doubleValue)
    let limit = Double.greatestFiniteMagnitude
    #expect(frame == [-limit, -limit, limit, limit])
  }

  /// Session 32's sweep: a folder path too long for the system (`--frames`, `port --output`) had
  /// its first folders made before the failure, and they stayed; now they are removed.
  @Test(arguments: [["replay", "s.json", "--frames"], ["port", "A.swift", "--output"]])
  func aFolderPathTooLongLeavesNoFolderBehind(arguments: [String]) throws {
    let folder = try Self.folder("long-path")
    try Self.write(Self.script(), "s.json", in: folder)
    try Self.write("import UIKit\n", "A.swift", in: folder)
    let long = Array(repeating: String(repeating: "y", count: 200), count: 25).joined(separator: "/")
    let run = try Self.inertia(arguments + [long], in: folder)
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("cannot create the folder yyy"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", "s.json"])
  }
}
