import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 56b (session 55): the views the Auto Layout engine moves when a scroll
/// offset changes count in the replay's work budget, `inertia port` keeps a CRLF file's line ends
/// in the lines it inserts, and a JSON error counts a lone CR as a line end. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep56bTests {
  typealias CLI = CommandLineRobustnessTests

  /// A scroll view `sv` of 100,000 pt of content holding a chain of `count` views of 10 x 10 pt,
  /// each half a point below the one before; the first hangs from `anchor` (the frame guide's top
  /// keeps the chain on screen: every offset change moves every view). One fling up at 0.1 s.
  static func chainScript(views count: Int, anchor: String, until: Double = 1) -> String {
    var constraints = [
      "content.top == sv.contentLayoutGuide.top", "content.bottom == sv.contentLayoutGuide.bottom",
      "content.leading == sv.contentLayoutGuide.leading",
      "content.trailing == sv.contentLayoutGuide.trailing",
      "content.width == sv.frameLayoutGuide.width", "content.height == 100000",
      "v0.top == \(anchor)", "v0.leading == content.leading", "v0.width == 10", "v0.height == 10",
    ]
    for index in 1..<count {
      let (view, previous) = ("v\(index)", "v\(index - 1)")
      constraints += [
        "\(view).top == \(previous).top + 0.5", "\(view).leading == \(previous).leading",
        "\(view).width == \(previous).width", "\(view).height == \(previous).height",
      ]
    }
    let views = (0..<count).map { #"{"type":"View","id":"v\#($0)"}"# }
    return #"""
      {"frameRate":1000,"until":\#(until),"scene":{"window":{"size":[390,844],"scale":3},
       "root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
       "subviews":[{"type":"View","id":"content"},\#(views.joined(separator: ","))]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]},
       "steps":[{"at":0.1,"fling":{"from":[200,800],"velocity":[0,-20000],"distance":700}}]}
      """#
  }

  @Test func theViewsAutoLayoutMovesAsAScrollViewScrollsCountInTheFramesBudget() throws {
    // 3,000 views hung from the frame guide, flung every second at 1000 frames a second, ran
    // 28.7 s for 3 s (debug build; about 40 minutes for an hour) with only the frames counted.
    // Each of the 900 frames the fling moves moves the 200 views (their tops read back) and
    // hands the solver the one constant the offset enters.
    let hung = Data(Self.chainScript(views: 200, anchor: "sv.frameLayoutGuide.top").utf8)
    let runner = try ReplayRunner(data: hung)
    let before = runner.scene.window.layoutWork
    let trace = try runner.run()
    let work = runner.scene.window.layoutWork.since(before)
    #expect(work.solverConstantsSet == 900)
    #expect(work.solvedItemsWritten == 900 * 200)
    #expect(work.solvedVariablesRead == 900 * 200)
    #expect(trace.contains(#""kind":"end""#))
    // 1,000 frames (200,000 units) and 100,000 units more: the frames alone fit (all that counted
    // before sweep 56b); with 1,808 a moving frame the replay stops after frame 240.
    let limit = 1_000 * ReplayLimits.frameWeight + 100_000
    let limited = try ReplayRunner(data: hung)
    limited.frameWorkLimit = limit
    var frames = 0
    limited.onFrame = { _ in frames += 1 }
    #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try limited.run() }
    let moving =
      200 * (ReplayLimits.solvedItemWeight + ReplayLimits.solvedVariableWeight)
      + ReplayLimits.solverConstantWeight
    #expect(moving == 1_808)
    #expect(frames == 240)
    #expect(frames * ReplayLimits.frameWeight + (frames - 100) * moving > limit)
    // The same chain hung from the content moves with it: nothing for the engine to write, and
    // the replay fits the same budget, its trace the unlimited one.
    let carried = Data(Self.chainScript(views: 200, anchor: "content.top").utf8)
    let within = try ReplayRunner(data: carried)
    within.frameWorkLimit = limit
    let withinBefore = within.scene.window.layoutWork
    let carriedTrace = try within.run()
    #expect(within.scene.window.layoutWork.since(withinBefore).solvedItemsWritten == 0)
    #expect(carriedTrace == (try ReplayRunner(data: carried).run()))
    #expect(carriedTrace.contains(#""kind":"end""#))
  }

  @Test func theFramesBudgetMessageNamesTheAutoLayoutWork() throws {
    // The one line a refused replay writes names the new weights after the others.
    #expect(
      ReplayLimits.frameWorkMessage.hasSuffix(
        "each view or guide Auto Layout moves 8, each value it reads back 1 and each constant a scroll offset or change hands it 8: lower frameRate or until)"
      ))
  }

  /// A file whose rewrites insert lines: a conformance at its end, an override moved out of an
  /// extension, a removed `@objc`, a `#selector` and its import.
  static let source = [
    "import UIKit", "", "class B: NSObject {", "  func go() {", "    let b = UIButton()",
    "    b.addTarget(self, action: #selector(tap), for: .touchUpInside)", "  }", "  @objc func tap() {}", "}",
    "", "class A: UIViewController {", "  var x = 0", "}", "", "extension A {",
    "  override func viewDidLoad() {",
    "    super.viewDidLoad()", "  }", "}", "",
  ]
  /// A file that names UIKit without importing it: the port adds the import above its first line.
  static let unimported = [
    "class D: UIView {", "  override func layoutSubviews() {", "    super.layoutSubviews()", "  }", "}", "",
  ]

  @Test func aCRLFFileStaysCRLFWithItsInsertedLines() throws {
    // The import a rewrite adds, the conformance it adds at the end, the override it moves out of
    // an extension: their lines ended with a bare line feed in a CRLF file.
    var ported: [String: String] = [:]
    for (name, separator) in [("crlf", "\r\n"), ("lf", "\n")] {
      let folder = try CLI.folder("sweep56b-port-\(name)")
      try CLI.write(Self.source.joined(separator: separator), "C.swift", in: folder)
      try CLI.write(Self.unimported.joined(separator: separator), "D.swift", in: folder)
      let run = try CLI.inertia(["port", ".", "--in-place"], in: folder)
      #expect(run.status == 0)
      for file in ["C", "D"] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(file).swift"))
        ported["\(name)/\(file)"] = String(decoding: data, as: UTF8.self)
      }
    }
    let lf = try #require(ported["lf/C"])
    #expect(lf.hasSuffix("\n}\n\n\nextension B: ActionTarget {}\n"))
    #expect(lf.contains("class A: UIViewController {\n  var x = 0\n\n  override func viewDidLoad() {"))
    #expect(!lf.contains("\r"))
    // The CRLF files differ from the LF ones only by their line ends.
    #expect(ported["crlf/C"] == lf.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(ported["lf/D"]?.hasPrefix("import InertiaUIKit\n\nclass D: UIView {\n") == true)
    #expect(ported["crlf/D"] == ported["lf/D"]?.replacingOccurrences(of: "\n", with: "\r\n"))
  }

  @Test func aJSONErrorCountsCRLFAndCRLineEndsAsOneLineEach() throws {
    // Lone carriage returns (classic Mac line ends) did not count: the error below was on line 1,
    // column 47 (each CR a column); a CRLF pair counts once.
    let lines = ["{", #"  "frameRate": 60,"#, #"  "until": 1,"#, #"  "scene": NaN"#, "}"]
    for separator in ["\n", "\r\n", "\r"] {
      let data = Data(lines.joined(separator: separator).utf8)
      #expect(
        throws: JSONSyntaxError(line: 4, column: 12, reason: "unexpected character 'N'"),
        "\(separator.utf8.count)"
      ) {
        _ = try JSONValue.parse(data)
      }
    }
    // Mixed: CR, then CRLF, then LF, then CR: line 5.
    let mixed = Data(("{\r" + #""a":1,"# + "\r\n" + #""b":2,"# + "\n" + #""c":3,"# + "\r" + #""d":x}"#).utf8)
    #expect(throws: JSONSyntaxError(line: 5, column: 5, reason: "unexpected character 'x'")) {
      _ = try JSONValue.parse(mixed)
    }
    // The binary names the line in its one line.
    let folder = try CLI.folder("sweep56b-json-cr")
    try CLI.write(lines.joined(separator: "\r"), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia: s.json: $: not valid JSON: line 4, column 12: unexpected character 'N'\n")
  }
}
