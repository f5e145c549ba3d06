import Foundation
import Testing

/// Session 40's hostile-input sweep of the command line: an output that names an input (or another
/// output) is refused before anything is written, `port` puts back what it renamed when a later
/// rename fails, and `record` and `demo` with a display that cannot be reached exit 2 with one
/// line instead of waiting for input on SDL's invisible offscreen window.
@Suite struct CommandLineSweep40Tests {
  typealias CLI = CommandLineRobustnessTests

  /// Runs `inertia ARGUMENTS` in `folder` with `environment` changes (nil removes a variable),
  /// stopping it after `seconds`.
  static func inertia(
    _ arguments: [String], in folder: URL, environment changes: [String: String?] = [:], seconds: Double = 30
  ) throws -> CLI.Run {
    let process = Process()
    process.executableURL = ExamplesTests.productsFolder().appendingPathComponent("inertia")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    defer { watchdog.cancel() }
    return try CLI.collect(process) {
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
    }
  }

  static func files(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aTraceOrPlotOverTheScriptIsRefusedAndTheScriptKept() throws {
    let folder = try CLI.folder("sweep40-script")
    let script = CLI.script()
    try CLI.write(script, "s.json", in: folder)
    let cases: [(arguments: [String], message: String)] = [
      (["--trace", "s.json"], "inertia: s.json: --trace s.json is the script; nothing was written"),
      (["--plot", "./s.json"], "inertia: s.json: --plot ./s.json is the script; nothing was written"),
      (
        ["--trace", "t.svg", "--plot", "./t.svg"],
        "inertia: s.json: --trace and --plot name the same file ./t.svg; nothing was written"
      ),
    ]
    for (arguments, message) in cases {
      let run = try CLI.inertia(["replay", "s.json"] + arguments, in: folder)
      #expect(run.status == 2)
      #expect(run.error == message + "\n")
      #expect(try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8) == script)
      #expect(try Self.files(folder) == ["s.json"])
    }
  }

  @Test func aTraceOverALinkToTheScriptReplacesTheLinkNotTheScript() throws {
    let folder = try CLI.folder("sweep40-link")
    let script = CLI.script()
    try CLI.write(script, "s.json", in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "s.json")
    let run = try CLI.inertia(["replay", "s.json", "--trace", "link.json"], in: folder)
    #expect(run.status == 0)
    #expect(try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8) == script)
    let trace = try String(contentsOf: folder.appendingPathComponent("link.json"), encoding: .utf8)
    #expect(trace.hasPrefix("{\"t\":0.100,\"kind\":\"touch\""))
  }

  /// `--trace /dev/stdout` with standard output sent to a file replaced the /dev/stdout link with a
  /// regular file (as root). A link of the test's own stands in for /dev/stdout.
  @Test func aTraceOntoALinkToAnOpenDescriptorIsRefusedAndTheLinkKept() throws {
    let folder = try CLI.folder("sweep40-stdout")
    try CLI.write(CLI.script(), "s.json", in: folder)
    try CLI.write("", "out.txt", in: folder)
    let link = folder.appendingPathComponent("stdout").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
    let output = try FileHandle(forWritingTo: folder.appendingPathComponent("out.txt"))
    defer { try? output.close() }
    for arguments in [["--trace", "stdout"], ["--plot", "stdout"]] {
      let run = try CLI.inertia(["replay", "s.json"] + arguments, in: folder, standardOutput: output)
      #expect(run.status == 2)
      #expect(
        run.error.hasSuffix(
          "stdout is a link to /proc/self/fd/1 (an open file), not a file to replace; nothing was written\n"))
      #expect(run.error.split(separator: "\n").count == 1)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1")
      #expect(try Self.files(folder) == ["out.txt", "s.json", "stdout"])
    }
  }

  @Test func aDiffPlotOverOneOfItsTracesIsRefused() throws {
    let folder = try CLI.folder("sweep40-diff")
    try CLI.write(CLI.script(), "s.json", in: folder)
    #expect(try CLI.inertia(["replay", "s.json", "--trace", "a.jsonl"], in: folder).status == 0)
    let trace = try String(contentsOf: folder.appendingPathComponent("a.jsonl"), encoding: .utf8)
    try CLI.write(trace, "b.jsonl", in: folder)
    let run = try CLI.inertia(["diff", "a.jsonl", "b.jsonl", "--plot", "b.jsonl"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia diff: cannot write b.jsonl: --plot b.jsonl is the second trace; nothing was written\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("b.jsonl"), encoding: .utf8) == trace)
  }

  @Test func recordOutputsOverTheSceneOrOneAnotherAreRefusedBeforeTheDisplay() throws {
    let folder = try CLI.folder("sweep40-record")
    let script = CLI.script()
    try CLI.write(script, "s.json", in: folder)
    let cases: [(arguments: [String], message: String)] = [
      (
        ["s.json", "--scene", "s.json"],
        "inertia record: OUT s.json is the --scene script; nothing was written"
      ),
      (
        ["o.json", "--scene", "s.json", "--trace", "s.json"],
        "inertia record: --trace s.json is the --scene script; nothing was written"
      ),
      (
        ["o.json", "--trace", "./o.json"],
        "inertia record: OUT and --trace name the same file ./o.json; nothing was written"
      ),
    ]
    for (arguments, message) in cases {
      let run = try Self.inertia(["record"] + arguments, in: folder, environment: ["DISPLAY": ":4040"])
      #expect(run.status == 2)
      #expect(run.error == message + "\n")
      #expect(try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8) == script)
      #expect(try Self.files(folder) == ["s.json"])
    }
  }

  @Test func aPortOutputFolderAmongTheInputsNeverWritesOverAnInput() throws {
    let folder = try CLI.folder("sweep40-port-output")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("src/sub"), withIntermediateDirectories: true)
    try CLI.write(PortCommandTests.uiKitSource, "src/a.swift", in: folder)
    try CLI.write(PortCommandTests.uiKitSource + "// sub\n", "src/sub/a.swift", in: folder)
    for output in ["src/sub", "src", "./src/../src/"] {
      let run = try CLI.inertia(["port", "src", "--output", output], in: folder)
      #expect(run.status == 2)
      #expect(run.error.hasPrefix("inertia port: the output "))
      #expect(run.error.hasSuffix("a.swift is an input; nothing was written\n"))
      #expect(run.output.isEmpty)
      #expect(try PortCommandTests.text(folder, "src/a.swift") == PortCommandTests.uiKitSource)
      #expect(
        try PortCommandTests.text(folder, "src/sub/a.swift") == PortCommandTests.uiKitSource + "// sub\n")
      #expect(try Self.files(folder.appendingPathComponent("src/sub")) == ["a.swift"])
    }
  }

  /// Root only (chattr): an immutable file makes the second rename fail after the first succeeded.
  @Test(.enabled(if: getuid() == 0)) func aPortWhoseLaterRenameFailsPutsBackTheFilesItRenamed() throws {
    let folder = try CLI.folder("sweep40-port-rollback")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("src/sub"), withIntermediateDirectories: true)
    try CLI.write(PortCommandTests.uiKitSource, "src/a.swift", in: folder)
    try CLI.write(PortCommandTests.uiKitSource, "src/sub/b.swift", in: folder)
    let locked = folder.appendingPathComponent("src/sub/b.swift").path
    guard Self.chattr("+i", locked) else { return }  // a file system without the attribute
    defer { _ = Self.chattr("-i", locked) }
    let run = try CLI.inertia(["port", "src", "--in-place"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia port: cannot write src/sub/b.swift: Operation not permitted\n")
    #expect(try PortCommandTests.text(folder, "src/a.swift") == PortCommandTests.uiKitSource)
    #expect(try Self.files(folder.appendingPathComponent("src")) == ["a.swift", "sub"])
    #expect(try Self.files(folder.appendingPathComponent("src/sub")) == ["b.swift"])
  }

  static func chattr(_ flag: String, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test func recordAndDemoWithADisplayThatCannotBeReachedExitTwoWithOneLine() throws {
    let folder = try CLI.folder("sweep40-display")
    let unreachable: [String: String?] = [
      "DISPLAY": ":4040", "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil, "XDG_RUNTIME_DIR": nil,
    ]
    let cases: [(arguments: [String], message: String)] = [
      (["record", "o.json"], "inertia record: SDL_Init: x11 not available"),
      (["demo", "--out", "d"], "inertia demo: SDL_Init: x11 not available"),
    ]
    for (arguments, message) in cases {
      let started = Date()
      let run = try Self.inertia(arguments, in: folder, environment: unreachable, seconds: 20)
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(run.status == 2)
      #expect(run.error == message + "\n")
    }
    // An empty DISPLAY names no display; a Wayland socket name with no XDG_RUNTIME_DIR reaches none.
    let empty = try Self.inertia(
      ["record", "o.json"], in: folder,
      environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "wayland-40", "XDG_RUNTIME_DIR": nil])
    #expect(empty.status == 2)
    #expect(
      empty.error == "inertia record: needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run for tests\n")
    #expect(try Self.files(folder).isEmpty)
  }
}
