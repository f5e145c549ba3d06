import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 57 (session 56): a finger that goes down and lifts at one instant (a tap of
/// duration 0) reaches its button, rows shorter than a millionth of a point (or estimated so) are
/// shown, a window's safe area must fit the window, and `inertia port` keeps a file's byte-order
/// mark. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep57Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script of one `root` view holding `subviews` (JSON), with `steps`.
  static func script(_ subviews: String, steps: String = "", window: String = "") -> String {
    #"""
    {"frameRate":60,"until":0.5,"scene":{"window":{"size":[390,844],"scale":2\#(window)},
     "root":{"type":"View","id":"root","frame":[0,0,390,844],"subviews":[\#(subviews)]}},
     "steps":[\#(steps)]}
    """#
  }

  /// The trace's lines of `kind` `action`, as `control event` pairs.
  static func actions(_ trace: String) -> [String] {
    trace.split(separator: "\n").compactMap { line in
      guard line.contains(#""kind":"action""#), let control = line.range(of: #""control":""#),
        let event = line.range(of: #""event":""#)
      else { return nil }
      let name = line[control.upperBound...].prefix { $0 != "\"" }
      return "\(name) \(line[event.upperBound...].prefix { $0 != "\"" })"
    }
  }

  @Test func aFingerDownAndUpAtOneInstantReachesItsButton() throws {
    // The window updated every touch of an instant before dispatching any, so a touch that went
    // down and lifted in one instant was dispatched twice as lifted: no recognizer or view saw
    // it begin, and a tap of duration 0 on a button sent no action (one of 1e-9 s sent three).
    let button = #"{"type":"Button","id":"b","frame":[20,100,200,44],"title":"Buy"}"#
    let inScroll =
      #"{"type":"ScrollView","id":"sv","frame":[0,200,390,600],"contentSize":[390,3000],"subviews":[{"type":"Button","id":"c","frame":[20,100,200,44],"title":"Go"}]}"#
    let steps = [
      #"{"at":0.1,"tap":{"at":[100,120],"duration":0}}"#,
      #"{"at":0.2,"tap":{"at":[100,320],"duration":0}}"#,
      // One finger (id 7) taps twice at one instant: each tap is an event of its own.
      #"{"at":0.3,"tap":{"at":[100,120],"duration":0,"id":7}}"#,
      #"{"at":0.3,"tap":{"at":[100,120],"duration":0,"id":7}}"#,
    ]
    let trace = try ReplayRunner(
      data: Data(Self.script(button + "," + inScroll, steps: steps.joined(separator: ",")).utf8)
    ).run()
    let tap = ["touchDown", "touchUpInside", "primaryActionTriggered"]
    // The second tap of finger 7 is a double tap (the same place, at once): touchDownRepeat.
    let repeated = ["b touchDown", "b touchDownRepeat", "b touchUpInside", "b primaryActionTriggered"]
    #expect(
      Self.actions(trace)
        == tap.map { "b \($0)" } + tap.map { "c \($0)" } + tap.map { "b \($0)" } + repeated)
    #expect(!trace.contains("isHighlighted\":true"))
    // The gesture synthesizer's batches take the same path.
    let scene = TestScene()
    let target = Button(frame: CGRect(x: 20, y: 100, width: 200, height: 44), title: "OK")
    scene.window.addSubview(target)
    var events: [String] = []
    target.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEvents)
    scene.gestures.tap(at: CGPoint(x: 50, y: 120), duration: 0)
    #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(scene.window.touchesDown.isEmpty)
  }

  /// The end line of a replay of `script`.
  static func endLine(_ script: String) throws -> String {
    let trace = try ReplayRunner(data: Data(script.utf8)).run()
    return String(trace.split(separator: "\n").last ?? "")
  }

  @Test func rowsShorterThanAMillionthOfAPointAreShown() throws {
    // A table passed over every row ending within 1e-6 pt below the top of its bounds (a sliver
    // for the rounding of sums of heights): rows of 1e-7 pt showed no cell, rows of 1e-6 pt all
    // but the first, and rows estimated at 1e-9 pt were never measured, so a table of ten rows of
    // 44 pt showed none and had a content height of 0.
    let all = (0..<10).map { "[0,\($0)]" }.joined(separator: ",")
    for height in ["1e-6", "1e-7", "1e-300"] {
      let table = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":10,"rowHeight":\#(height)}"#
      let end = try Self.endLine(Self.script(table))
      #expect(end.contains(#""visibleRows":[\#(all)]"#), "\(height)")
    }
    for estimate in ["1e-6", "1e-9", "1e-300"] {
      let table =
        #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":10,"rowHeight":44,"estimatedRowHeight":\#(estimate)}"#
      let end = try Self.endLine(Self.script(table))
      #expect(end.contains(#""contentSize":[390.0,440.0]"#), "\(estimate)")
      #expect(end.contains(#""visibleRows":[\#(all)]"#), "\(estimate)")
    }
    // A row reaching past the top by less than the sliver is still left out (rounding); rows
    // shorter than the sliver that start in the range are in it.
    let scene = TestScene()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let heights: [CGFloat] = [100.000_000_1, 50, 1e-7, 1e-7, 50]
    let source = TableGeometryTests.Heights(count: heights.count) { heights[$0] }
    table.dataSource = source
    table.delegate = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    let rows = { (top: CGFloat) in
      table.indexPathsForRows(in: CGRect(x: 0, y: top, width: 390, height: 100))?.map(\.row)
    }
    #expect(rows(100) == [1, 2, 3, 4])
    #expect(rows(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY) == [2, 3, 4])
    #expect(rows(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY) == [3, 4])
  }

  @Test func aSafeAreaThatDoesNotFitTheWindowIsRefused() throws {
    // The window took any insets: top and bottom of 500 pt on an 844 pt window gave a scroll view
    // adjusted insets of 344 pt each, 1,000 pt gave none (the safe rectangle was empty), and
    // negative insets were the window's own while its views had none.
    let view =
      #"{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],"contentInsetAdjustmentBehavior":"always"}"#
    let message =
      "safe area insets must be at least 0, top + bottom at most the window's height and left + right at most its width"
    for insets in [
      "[500,0,500,0]", "[1000,0,1000,0]", "[0,200,0,191]", "[-1,0,0,0]", "[0,0,0,-1e308]", "[1e308,0,0,0]",
    ] {
      let script = Self.script(view, window: #","safeArea":\#(insets)"#)
      #expect(throws: SceneError(path: "$.scene.window.safeArea", message), "\(insets)") {
        _ = try ReplayRunner(data: Data(script.utf8))
      }
    }
    // Insets that fit, up to the whole window, are taken as they are.
    for (insets, adjusted) in [
      ("[47,0,34,0]", "[47.0,0.0,34.0,0.0]"), ("[844,0,0,0]", "[844.0,0.0,0.0,0.0]"),
      ("[422,195,422,195]", "[422.0,195.0,422.0,195.0]"),
    ] {
      let end = try Self.endLine(Self.script(view, window: #","safeArea":\#(insets)"#))
      #expect(end.contains(#""adjustedContentInset":\#(adjusted)"#), "\(insets)")
    }
    let folder = try CLI.folder("sweep57-safe-area")
    try CLI.write(Self.script(view, window: #","safeArea":[500,0,500,0]"#), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia: s.json: $.scene.window.safeArea: \(message)\n")
    #expect(run.output.isEmpty)
  }

  @Test func portKeepsAByteOrderMark() throws {
    // The port read its files with Foundation's UTF-8 decoding, which drops a leading byte-order
    // mark: every file it wrote lost it, a change it did not list.
    let bom = "\u{FEFF}"
    let source = ["import UIKit", "", "class A: UIViewController {", "  @objc func tap() {}", "}", ""]
    for separator in ["\n", "\r\n"] {
      let folder = try CLI.folder("sweep57-port-bom")
      try CLI.write(bom + source.joined(separator: separator), "A.swift", in: folder)
      // A file that names UIKit without importing it: the import goes after the mark.
      try CLI.write(bom + ["class D: UIView {}", ""].joined(separator: separator), "D.swift", in: folder)
      let run = try CLI.inertia(["port", ".", "--in-place"], in: folder)
      #expect(run.status == 0)
      let ported = try Data(contentsOf: folder.appendingPathComponent("A.swift"))
      let expected = ["import InertiaUIKit", "", "class A: UIViewController {", "  func tap() {}", "}", ""]
      #expect(ported == Data((bom + expected.joined(separator: separator)).utf8))
      let imported = try Data(contentsOf: folder.appendingPathComponent("D.swift"))
      #expect(imported.starts(with: Data((bom + "import InertiaUIKit" + separator).utf8)))
      #expect(String(decoding: imported, as: UTF8.self).components(separatedBy: bom).count == 2)
    }
  }

  @Test func portNamesAFileWithALineBreakAsItIs() throws {
    // A report line turned every line break into a space, the file name's too: a file named
    // "we\nird.swift" was reported as "we ird.swift", another file's name (a tab in a name was
    // already written \u0009).
    let folder = try CLI.folder("sweep57-port-name")
    for name in ["we\nird.swift", "tab\there.swift", "line\u{2028}sep.swift"] {
      try CLI.write("import UIKit\nclass A: UIView {}\n", name, in: folder)
    }
    let run = try CLI.inertia(["port", "--check", "."], in: folder)
    #expect(run.status == 0)
    let why =
      "import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)"
    let names = [#"./line\u2028sep.swift"#, #"./tab\u0009here.swift"#, #"./we\u000aird.swift"#]
    #expect(run.output == names.map { "\($0):1: \(why)\n" }.joined())
  }
}
