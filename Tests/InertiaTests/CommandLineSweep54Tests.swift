import Foundation
import Testing

/// Hostile-input sweep 54 (session 53), on the verbs and flags earlier sweeps' tests left alone
/// (`--help`, `help`, the argument parser's own requests, `record --screen`, `demo`, `port`'s walk):
/// help wrapped to a narrow or negative width, help that cannot be written, a completion request,
/// arguments that are not UTF-8, `--screen` with `--scene`, demo frames written through links or
/// left out, and folders too large to walk. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep54Tests {
  typealias CLI = CommandLineRobustnessTests

  @Test func helpIsWrappedToAWidthItCanHold() throws {
    // The argument parser wraps help to COLUMNS less a 26-column indent: 26 or fewer stopped the
    // debug build on an assertion (signal 4), the smallest integer overflowed in any build.
    let folder = try CLI.folder("sweep54-columns")
    for columns in ["5", "26", "-9223372036854775808", "9223372036854775807"] {
      for arguments in [["--help"], ["help", "replay"], ["diff", "--help"]] {
        let run = try CommandLineSweep40Tests.inertia(
          arguments, in: folder, environment: ["COLUMNS": columns])
        #expect(run.status == 0, "COLUMNS=\(columns) \(arguments)")
        #expect(run.error.isEmpty, "COLUMNS=\(columns) \(arguments)")
        #expect(run.output.contains("USAGE: inertia "), "COLUMNS=\(columns) \(arguments)")
      }
    }
    // Widths outside 40...4096 columns are clamped to them.
    func help(_ columns: String) throws -> String {
      try CommandLineSweep40Tests.inertia(
        ["replay", "--help"], in: folder, environment: ["COLUMNS": columns]
      ).output
    }
    #expect(try help("5") == help("40"))
    #expect(try help("5") != help("41"))
    #expect(try help("9223372036854775807") == help("4096"))
  }

  @Test func helpThatCannotBeWrittenExitsTwo() throws {
    // Help and completion scripts went to a full or closed standard output with exit 0, no word.
    let folder = try CLI.folder("sweep54-help-output")
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    for arguments in [
      ["--help"], ["help", "diff"], ["port", "--help"], ["--generate-completion-script", "bash"],
    ] {
      let run = try CLI.inertia(arguments, in: folder, standardOutput: full)
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.error == "inertia: cannot write to standard output: No space left on device\n", "\(arguments)")
      let shown = try CLI.inertia(arguments, in: folder)
      #expect(shown.status == 0, "\(arguments)")
      #expect(shown.output.count > 100, "\(arguments)")
    }
    let closed = try CommandLineSweep50Tests.inertia(["--help"], in: folder, redirections: ">&-")
    #expect(closed.status == 2)
    #expect(closed.error == "inertia: cannot write to standard output: Bad file descriptor\n")
  }

  @Test func aCompletionRequestIsRefused() throws {
    // The argument parser's custom-completion request indexed the arguments at -1: signal 4.
    let folder = try CLI.folder("sweep54-completion")
    for arguments in [["replay", "--", "positional@-1", "0", "0"], ["--", "--trace", "0", "0"], []] {
      let run = try CLI.inertia(["---completion"] + arguments, in: folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.error
          == "inertia: ---completion asks for completions, and no option of inertia has them (see inertia --help)\n"
      )
    }
  }

  @Test func argumentsThatAreNotUTF8AreRefused() throws {
    // Swift reads arguments as text with U+FFFD for bytes that are not UTF-8: `--trace x\xFF.jsonl`
    // wrote the trace to a file of another name, x\u{FFFD}.jsonl (exit 0).
    let folder = try CLI.folder("sweep54-utf8")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let trace = try CommandLineSweep50Tests.inertia(
      ["replay", "s.json", "--trace"], in: folder, redirections: #""$(printf 'x\377.jsonl')""#)
    #expect(trace.status == 2)
    #expect(
      trace.error
        == "inertia: argument 4 is not UTF-8 text (rename a file whose name is not UTF-8) (see inertia --help)\n"
    )
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    let script = try CommandLineSweep50Tests.inertia(
      ["diff", "s.json"], in: folder, redirections: #""$(printf '\303(')""#)
    #expect(script.status == 2)
    #expect(script.error.hasPrefix("inertia: argument 3 is not UTF-8 text"))
    // Text other than ASCII is read as given.
    let named = try CLI.inertia(["replay", "s.json", "--trace", "trace-é.jsonl"], in: folder)
    #expect(named.status == 0)
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json", "trace-é.jsonl"])
  }

  @Test func recordRefusesAScreenAndASceneTogether() throws {
    // The scene was recorded on and --screen left out without a word.
    let folder = try CLI.folder("sweep54-record")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let run = try CommandLineSweep40Tests.inertia(
      ["record", "out.json", "--screen", "paging", "--scene", "s.json"], in: folder,
      environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    #expect(run.status == 2)
    #expect(
      run.error == "inertia record: --screen and --scene both name what to record on; give one of them\n")
    // Each alone gets as far as the display.
    for arguments in [["--screen", "paging"], ["--scene", "s.json"], []] {
      let alone = try CommandLineSweep40Tests.inertia(
        ["record", "out.json"] + arguments, in: folder, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
      #expect(alone.status == 2)
      #expect(
        alone.error
          == "inertia record: needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run for tests\n")
    }
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
  }
}

extension CommandLineSweep54Tests {
  @Test func theDemoWritesNoFrameThroughALinkNorLeavesOneOut() throws {
    // Frames, plots and the contact sheet were written where they go: through a link into the
    // file it led to, and a frame that could not be written (a folder in its place) was left out,
    // exit 0.
    let folder = try CLI.folder("sweep54-demo")
    try CLI.write("precious\n", "victim.txt", in: folder)
    let list = folder.appendingPathComponent("out/list")
    let blocked = list.appendingPathComponent("frame-0012.png")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let link = list.appendingPathComponent("frame-0006.png")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../victim.txt")
    let run = try CommandLineSweep40Tests.inertia(
      ["demo", "--headless", "--out", "out"], in: folder, seconds: 120)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia demo: out/list/frame-0012.png exists and is not a regular file; nothing was written\n")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("victim.txt"), encoding: .utf8) == "precious\n")
    #expect(try CommandLineSweep40Tests.files(folder.appendingPathComponent("out")) == ["list"])
    #expect(try CommandLineSweep40Tests.files(list) == ["frame-0006.png", "frame-0012.png"])
    // Without the folder in the way the link is replaced by the frame; the file it led to is kept.
    try FileManager.default.removeItem(at: blocked)
    let written = try CommandLineSweep40Tests.inertia(
      ["demo", "--headless", "--out", "out"], in: folder, seconds: 120)
    #expect(written.status == 0)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("victim.txt"), encoding: .utf8) == "precious\n")
    let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
    #expect(kind == .typeRegular)
    #expect(
      try CommandLineSweep40Tests.files(folder.appendingPathComponent("out")).contains("contact-sheet.png"))
  }

  @Test func aDemoWhoseNarrationCannotBeWrittenWritesNothing() throws {
    // Its lines went to a full standard output with exit 0, every PNG written.
    let folder = try CLI.folder("sweep54-demo-output")
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try CLI.inertia(["demo", "--headless", "--out", "out"], in: folder, standardOutput: full)
    #expect(run.status == 2)
    #expect(run.error == "inertia demo: cannot write to standard output: No space left on device\n")
    #expect(try CommandLineSweep40Tests.files(folder).isEmpty)
  }

  @Test func portRefusesANameThatIsNotUTF8() throws {
    // A Swift file whose name is not UTF-8 was left out without a word (exit 0, the others ported).
    let folder = try CLI.folder("sweep54-port-name")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
    let source = "import UIKit\nclass A: UIViewController {}\n"
    try CLI.write(source, "src/a.swift", in: folder)
    let name =
      (folder.path + "/src/b").utf8CString.dropLast() + [CChar(bitPattern: 0xFF)] + ".swift".utf8CString
    let descriptor = name.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    #expect(descriptor >= 0)
    close(descriptor)
    let run = try CLI.inertia(["port", "src", "--in-place"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia port: src/b\u{FFFD}.swift: a name that is not UTF-8 text; rename it\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("src/a.swift"), encoding: .utf8) == source)
  }

  @Test func portLooksThroughAtMostAHundredThousandFilesAndFolders() throws {
    // A folder of a million files (none a Swift file) took 2.8 s and 173 MB to look through.
    let folder = try CLI.folder("sweep54-port-walk")
    defer { try? FileManager.default.removeItem(at: folder) }
    let many = folder.appendingPathComponent("many")
    try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
    for index in 0...100_000 { close(open(many.path + "/f\(index)", O_CREAT | O_WRONLY, 0o644)) }
    let run = try CLI.inertia(["port", "many", "--check"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error == "inertia port: more than 100000 files and folders to look through; name fewer folders\n")
    unlink(many.path + "/f0")
    let within = try CLI.inertia(["port", "many", "--check"], in: folder)
    #expect(within.status == 0)
    #expect(within.error.isEmpty)
  }
}
