import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 55 (session 54): a flag given twice is refused as an option given twice
/// is, `inertia diff` writes its tolerance as given and the numbers of a difference with the
/// decimals that tell them apart, the null device takes any file output, a plot named with an
/// extension of no format it is written in is refused, and so is an empty argument. Each test
/// fails without its fix.
@MainActor
@Suite struct CommandLineSweep55Tests {
  typealias CLI = CommandLineRobustnessTests

  /// The `--NAME`s a verb's help lists, `--help` left out.
  static func optionNames(of verb: String, in folder: URL) throws -> [String] {
    let help = try CLI.inertia([verb, "--help"], in: folder).output
    let names = help.split(whereSeparator: { !($0.isLetter || $0 == "-") }).map(String.init)
    var seen: Set<String> = []
    return names.filter { $0.hasPrefix("--") && $0.count > 2 && $0 != "--help" && seen.insert($0).inserted }
  }

  @Test func everyOptionAndFlagGivenTwiceIsRefused() throws {
    // `--quiet --quiet`, `port --check --check` and `demo --headless --headless` ran as if given
    // once (exit 0), where an option that takes a value given twice was refused.
    let folder = try CLI.folder("sweep55-twice")
    try CLI.write(CLI.script(), "s.json", in: folder)
    var checked: [String] = []
    for verb in ["replay", "diff", "record", "demo", "port"] {
      for name in try Self.optionNames(of: verb, in: folder) {
        for arguments in [[verb, name, name], [verb, "\(name)=x", "s.json", name]] {
          let run = try CLI.inertia(arguments, in: folder)
          #expect(run.status == 2, "\(arguments)")
          #expect(
            run.error == "inertia: \(name) is given more than once; give it once (see inertia --help)\n")
        }
        checked.append("\(verb) \(name)")
      }
    }
    #expect(
      checked == [
        "replay --trace", "replay --plot", "replay --frames", "replay --quiet", "replay --check",
        "diff --tolerance", "diff --plot", "record --trace", "record --screen", "record --scene",
        "demo --out", "demo --headless", "port --in-place", "port --output", "port --check",
      ])
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    // Once each, they run; after `--` a name is an argument, not an option.
    let once = try CLI.inertia(["replay", "s.json", "--quiet", "--check", "--trace", "t.jsonl"], in: folder)
    #expect(once.status == 0)
    #expect(once.error.isEmpty)
    let operand = try CLI.inertia(["replay", "--quiet", "--", "--quiet"], in: folder)
    #expect(operand.error == "inertia: --quiet: cannot read the file: No such file or directory\n")
  }

  @Test func anEmptyArgumentIsRefused() throws {
    // `replay ''` said "inertia: : cannot read the file: No such file or directory", `diff ''`
    // "inertia diff: : cannot read ...", `record --screen ''` "no screen named ; expected ...".
    let folder = try CLI.folder("sweep55-empty")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let cases = [
      ["replay", ""], ["diff", "", "s.json"], ["port", "--check", ""], ["record", "o.json", "--screen", ""],
      ["replay", "s.json", "--trace", ""], ["demo", "--out", ""], ["replay", "s.json", "--", ""],
    ]
    for arguments in cases {
      let run = try CLI.inertia(arguments, in: folder)
      let position = try #require(arguments.firstIndex(of: "")) + 1
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.error
          == "inertia: argument \(position) is empty (no file, folder or screen has an empty name) (see inertia --help)\n"
      )
    }
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
  }

  /// Traces `a.jsonl` and `b.jsonl` of view "s": an offset at 0 s, a release at 0.5 s with
  /// `velocity`, an end line; b's offset is `shift` pt lower.
  static func traces(in folder: URL, velocities: (Double, Double), shift: Double = 0) throws {
    for (name, velocity, offset) in [("a", velocities.0, 100.0), ("b", velocities.1, 100 + shift)] {
      let text = """
        {"t":0,"kind":"frame","views":{"s":{"contentOffset":[0,\(offset)]}}}
        {"t":0.5,"kind":"delegate","view":"s","method":"scrollViewWillEndDragging","velocity":[0,\(velocity)]}
        {"t":1,"kind":"end","views":{"s":{"contentOffset":[0,\(offset)]}}}

        """
      try CLI.write(text, "\(name).jsonl", in: folder)
    }
  }

  @Test func diffWritesItsToleranceAsGiven() throws {
    // `%.1f` wrote 5e-324 and 0.04 as 0.0, 0.25 as 0.2 and 2.25 as 2.2.
    let folder = try CLI.folder("sweep55-tolerance")
    try Self.traces(in: folder, velocities: (1, 1))
    let written = [
      "5e-324": "5e-324", "0.04": "0.04", "0.25": "0.25", "2.25": "2.25", "1e-7": "1e-07", "0.5": "0.5",
      "1": "1.0", "-0": "0.0", "1e15": "1e+15", "123456789.125": "123456789.125",
    ]
    for (given, shown) in written {
      let run = try CLI.inertia(["diff", "a.jsonl", "b.jsonl", "--tolerance", given], in: folder)
      #expect(run.status == 0, "\(given)")
      #expect(run.output.hasPrefix("a.jsonl and b.jsonl match within \(shown) pt\n"), "\(given)")
    }
  }

  @Test func aDifferenceIsWrittenWithTheDecimalsThatTellItApart() throws {
    // Velocities 1.2 and 1.21 pt/ms differ beyond their tolerance (a hundredth of 0.5): the
    // report read "velocity[1]: 1.2 vs 1.2"; offsets 0.03 pt apart beyond a tolerance of 0.01
    // read "(0.0, 100.0) vs (0.0, 100.0), 0.0 pt apart".
    let folder = try CLI.folder("sweep55-decimals")
    try Self.traces(in: folder, velocities: (1.2, 1.21))
    let calls = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(calls.status == 1)
    #expect(
      calls.output == """
        a.jsonl and b.jsonl differ: 1 difference beyond 0.5 pt
        first divergence: 0.500 s: s: calls: call 1 scrollViewWillEndDragging: velocity[1]: 1.20 vs 1.21
        largest offset difference: s at 0.000 s: (0.0, 100.0) vs (0.0, 100.0), 0.0 pt

        """)
    try Self.traces(in: folder, velocities: (1, 1), shift: 0.03)
    let offsets = try CLI.inertia(["diff", "a.jsonl", "b.jsonl", "--tolerance", "0.01"], in: folder)
    #expect(offsets.status == 1)
    #expect(offsets.output.contains(": (0.00, 100.00) vs (0.00, 100.03), 0.03 pt apart\n"))
    #expect(
      offsets.output.hasSuffix(
        "largest offset difference: s at 0.000 s: (0.00, 100.00) vs (0.00, 100.03), 0.03 pt\n"))
    // Within the tolerance, one decimal as before.
    let within = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(within.status == 0)
    #expect(
      within.output.hasSuffix(
        "largest offset difference: s at 0.000 s: (0.0, 100.0) vs (0.0, 100.0), 0.0 pt\n"))
    // Two numbers that one decimal tells apart keep it; large ones keep six digits.
    #expect(TraceDiff.formatApart(1.2, 1.3) == ("1.2", "1.3"))
    #expect(TraceDiff.formatApart(1e15, 1e15 + 2) == ("1000000000000000", "1000000000000002"))
    #expect(TraceDiff.formatApart(2e15, 3e15) == ("2e+15", "3e+15"))
    #expect(TraceDiff.formatApart(1e300, 1.0000001e300) == ("1e+300", "1.0000001e+300"))
  }

  @Test func theNullDeviceTakesAnyFileOutput() throws {
    // `--trace /dev/null` (the README's and Physics.md's own example) was refused as a device:
    // "/dev/null exists and is not a regular file".
    let folder = try CLI.folder("sweep55-null")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let readme = try CLI.inertia(["replay", "s.json", "--trace", "/dev/null", "--plot", "p.png"], in: folder)
    #expect(readme.status == 0)
    #expect(readme.error.isEmpty)
    #expect(readme.output.isEmpty)
    #expect(try CommandLineSweep40Tests.files(folder) == ["p.png", "s.json"])
    let both = try CLI.inertia(
      ["replay", "s.json", "--trace", "/dev/null", "--plot", "/dev/null"], in: folder)
    #expect(both.status == 0)
    #expect(both.error.isEmpty)
    let trace = try CLI.inertia(["replay", "s.json"], in: folder).output
    try CLI.write(trace, "a.jsonl", in: folder)
    let diff = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--plot", "/dev/null"], in: folder)
    #expect(diff.status == 0)
    #expect(diff.output.hasPrefix("a.jsonl and a.jsonl match within 0.5 pt\n"))
    #expect(try CommandLineSweep40Tests.files(folder) == ["a.jsonl", "p.png", "s.json"])
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    // Other devices, and a link to the null device (replaced, not followed), are still refused.
    let full = try CLI.inertia(["replay", "s.json", "--trace", "/dev/full"], in: folder)
    #expect(full.status == 2)
    #expect(
      full.error
        == "inertia: cannot write the trace to /dev/full: /dev/full exists and is not a regular file; nothing was written\n"
    )
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
    let link = try CLI.inertia(["replay", "s.json", "--trace", "null"], in: folder)
    #expect(link.status == 2)
    #expect(
      link.error
        == "inertia: cannot write the trace to null: null exists and is not a regular file; nothing was written\n"
    )
  }

  @Test func aPlotNamedForAnotherFormatIsRefused() throws {
    // `--plot p.jpg` wrote a PNG named p.jpg (exit 0).
    let folder = try CLI.folder("sweep55-plot-name")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let jpeg = try CLI.inertia(["replay", "s.json", "--plot", "p.jpg", "--trace", "t.jsonl"], in: folder)
    #expect(jpeg.status == 2)
    #expect(
      jpeg.error
        == "inertia: s.json: p.jpg: a plot is written as PNG, SVG or PDF (.png, .svg, .pdf), not .jpg; nothing was written\n"
    )
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    let trace = try CLI.inertia(["replay", "s.json"], in: folder).output
    try CLI.write(trace, "a.jsonl", in: folder)
    let diff = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--plot", "d.gif"], in: folder)
    #expect(diff.status == 2)
    #expect(
      diff.error
        == "inertia diff: cannot write d.gif: d.gif: a plot is written as PNG, SVG or PDF (.png, .svg, .pdf), not .gif; nothing was written\n"
    )
    #expect(diff.output.isEmpty)
    // The three formats in any case, and a name without an extension (PNG), are written.
    for name in ["p.PNG", "p.Svg", "p.pdf", "plot"] {
      let run = try CLI.inertia(["replay", "s.json", "--plot", name, "--trace", "/dev/null"], in: folder)
      #expect(run.status == 0, "\(name)")
    }
    #expect(
      try CommandLineSweep40Tests.files(folder) == ["a.jsonl", "p.PNG", "p.Svg", "p.pdf", "plot", "s.json"])
  }
}
