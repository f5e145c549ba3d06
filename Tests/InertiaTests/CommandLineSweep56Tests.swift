import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// Hostile-input sweep 56 (session 55): a collection view's flow layout takes spacings, insets and
/// header sizes of at most 100,000 pt, a label's or text node's font size is more than 0 and at
/// most 100,000 pt, an id a trace gives a part of a list (`feed#0`, `feed[0,3]`) is refused, and
/// plots of offsets and times near the largest double keep their curves in their panels and their
/// tick labels short. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep56Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script of one `root` view holding `subviews` (JSON), with `steps` and `constraints`.
  static func script(_ subviews: String, steps: String = "", constraints: String = "") -> String {
    #"""
    {"frameRate":60,"until":0.5,"scene":{"window":{"size":[390,844],"scale":2},
     "root":{"type":"View","id":"root","frame":[0,0,390,844],"subviews":[\#(subviews)]},
     "constraints":[\#(constraints)]},"steps":[\#(steps)]}
    """#
  }

  /// Replays `script` in a fresh folder: the run and the end line (empty when there is none).
  static func replay(_ script: String, _ name: String, arguments: [String] = []) throws -> (CLI.Run, String) {
    let folder = try CLI.folder(name)
    try CLI.write(script, "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"] + arguments, in: folder)
    let end = run.output.split(separator: "\n").last.map(String.init) ?? ""
    return (run, end.contains(#""kind":"end""#) ? end : "")
  }

  /// A collection view `grid` of `items` items of 390 x 50 pt with the flow layout `layout`.
  static func grid(_ layout: String, items: Int = 2) -> String {
    #"{"type":"CollectionView","id":"grid","frame":[0,0,390,844],"items":\#(items),"layout":{"itemSize":[390,50]\#(layout)}}"#
  }

  @Test func aFlowLayoutsSpacingInsetOrHeaderPastItsLimitIsRefused() throws {
    // A line spacing, section inset or header of 1e308 made the content size infinite, which the
    // collection view ignored: content size 0 and no cells, exit 0.
    let cases: [(String, String)] = [
      (
        #","minimumLineSpacing":1e308"#, "minimumLineSpacing: minimumLineSpacing must be between 0 and 100000"
      ),
      (
        #","minimumInteritemSpacing":1e6"#,
        "minimumInteritemSpacing: minimumInteritemSpacing must be between 0 and 100000"
      ),
      (#","sectionInset":[1e308,0,0,0]"#, "sectionInset: sectionInset values must be between 0 and 100000"),
      (#","sectionInset":[0,0,-1,0]"#, "sectionInset: sectionInset values must be between 0 and 100000"),
      (
        #","headerReferenceSize":[390,1e308]"#,
        "headerReferenceSize: a size must be between 0 and 100000 on each side"
      ),
      (
        #","footerReferenceSize":[100001,0]"#,
        "footerReferenceSize: a size must be between 0 and 100000 on each side"
      ),
    ]
    for (layout, message) in cases {
      let (run, _) = try Self.replay(Self.script(Self.grid(layout)), "sweep56-flow")
      #expect(run.status == 2, "\(layout)")
      #expect(run.error == "inertia: s.json: $.scene.root.subviews[0].layout.\(message)\n")
    }
    // At the limits the content is as tall as its lines and spacing: 50 + 100,000 + 50.
    let (run, end) = try Self.replay(
      Self.script(Self.grid(#","minimumLineSpacing":100000,"headerReferenceSize":[0,100000]"#)),
      "sweep56-flow")
    #expect(run.status == 0)
    #expect(end.contains(#""contentSize":[390.0,200100.0]"#))
  }

  @Test func aFontSizeOutsideItsRangeIsRefused() throws {
    // A label of 1e308 pt measured an infinite height, which its frame ignored: 0 pt high, exit 0.
    // A size of 0 or less was ignored by a label (17 pt) while a text node measured with it.
    let message = "fontSize must be > 0 and at most 100000 points"
    let label = { (size: String) in
      #"{"type":"Label","id":"l","text":"Hi","numberOfLines":0,"fontSize":\#(size)}"#
    }
    let pinned = #""l.top == root.top","l.leading == root.leading","l.width == 200""#
    for size in ["1e308", "100000.5", "0", "-17"] {
      let (run, _) = try Self.replay(Self.script(label(size), constraints: pinned), "sweep56-font")
      #expect(run.status == 2, "\(size)")
      #expect(run.error == "inertia: s.json: $.scene.root.subviews[0].fontSize: \(message)\n")
    }
    let set = #"{"at":0.1,"set":{"view":"l","property":"fontSize","value":1e308}}"#
    let (setRun, _) = try Self.replay(
      Self.script(label("17"), steps: set, constraints: pinned), "sweep56-font")
    #expect(setRun.error == "inertia: s.json: $.steps[0].set.value: \(message)\n")
    let animate =
      #"{"at":0.1,"animate":{"duration":0.2,"changes":[{"view":"l","property":"fontSize","value":0}]}}"#
    let (animateRun, _) = try Self.replay(
      Self.script(label("17"), steps: animate, constraints: pinned), "sweep56-font")
    #expect(animateRun.error == "inertia: s.json: $.steps[0].animate.changes[0].value: \(message)\n")
    let node =
      #"{"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"layout":{"node":{"id":"t","text":"Hi","fontSize":1e308}}}"#
    let (nodeRun, _) = try Self.replay(Self.script(node), "sweep56-font")
    #expect(nodeRun.error == "inertia: s.json: $.scene.root.subviews[0].layout.node.fontSize: \(message)\n")
    // At the limit the label is as tall as its lines: finite, and not 0.
    let (run, end) = try Self.replay(Self.script(label("100000"), constraints: pinned), "sweep56-font")
    #expect(run.status == 0)
    #expect(end.contains(#""l":{"frame":[0.0,0.0,200.0,"#))
    #expect(!end.contains(#""l":{"frame":[0.0,0.0,200.0,0.0]"#))
  }

  @Test func anIdTheTraceGivesAPartOfAListIsRefused() throws {
    // A scroll view "feed#0" beside the collection view "feed" (whose orthogonal row 0 the trace
    // calls "feed#0") wrote frame lines with the key "feed#0" twice: `inertia diff` refused them.
    let layout =
      #"{"type":"compositional","sections":[{"orthogonalScrollingBehavior":"continuous","group":{"size":{"width":{"fractionalWidth":0.8},"height":{"absolute":150}},"items":[{"size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#
    let feed = #"{"type":"CollectionView","id":"feed","frame":[0,0,390,400],"items":10,"layout":\#(layout)}"#
    let other = { (id: String) in
      #"{"type":"ScrollView","id":"\#(id)","frame":[0,400,390,444],"contentSize":[390,2000]}"#
    }
    let row =
      "the id \"feed#0\" is what the trace calls an orthogonal row of the collection view \"feed\"; give the view another id"
    let (after, _) = try Self.replay(Self.script(feed + "," + other("feed#0")), "sweep56-id")
    #expect(after.status == 2)
    #expect(after.error == "inertia: s.json: $.scene.root.subviews[1].id: \(row)\n")
    let (before, _) = try Self.replay(Self.script(other("feed#0") + "," + feed), "sweep56-id")
    #expect(before.error == "inertia: s.json: $.scene.root.subviews[0].id: \(row)\n")
    let list = #"{"type":"TableNode","id":"feed","frame":[0,0,390,400],"rows":10}"#
    let (node, _) = try Self.replay(Self.script(list + "," + other("feed[0,3]")), "sweep56-id")
    #expect(
      node.error
        == "inertia: s.json: $.scene.root.subviews[1].id: the id \"feed[0,3]\" is what the trace calls a cell node of \"feed\"; give the view another id\n"
    )
    // Ids the trace gives nothing else are kept: another form, another list, a list without rows.
    for id in ["feed#x", "feed#01", "feed#-1", "feed[0,3", "feed[0, 3]", "grid#0"] {
      let (run, end) = try Self.replay(Self.script(feed + "," + other(id)), "sweep56-id")
      #expect(run.status == 0, "\(id)")
      #expect(end.contains("\"\(id)\":{\"contentOffset\""))
    }
    let table = #"{"type":"TableView","id":"feed","frame":[0,0,390,400],"rows":10}"#
    let (plain, _) = try Self.replay(Self.script(table + "," + other("feed#0")), "sweep56-id")
    #expect(plain.status == 0)
  }

  @Test func aTableOfTooManySectionsOrIndexTitlesIsRefused() throws {
    // A million sections of one row took 6.8 s and 387 MB to build (debug build); with
    // "sectionIndex": true the index made a label for each, 12 s and 1.6 GB.
    let table = { (sections: Int, extra: String) in
      let list = Array(repeating: "[]", count: sections).joined(separator: ",")
      return #"{"type":"TableView","id":"t","frame":[0,0,390,844],"sections":[\#(list)]\#(extra)}"#
    }
    let (many, _) = try Self.replay(Self.script(table(100_001, "")), "sweep56-table")
    #expect(many.status == 2)
    #expect(many.error == "inertia: s.json: $.scene.root.subviews[0].sections: more than 100000 sections\n")
    let index = "a section index of more than 1000 titles (sectionIndex true takes one a section)"
    let titles = Array(repeating: #""A""#, count: 1_001).joined(separator: ",")
    for extra in [#","sectionIndex":true"#, #","sectionIndex":[\#(titles)]"#] {
      let (run, _) = try Self.replay(Self.script(table(1_001, extra)), "sweep56-table")
      #expect(run.status == 2)
      #expect(run.error == "inertia: s.json: $.scene.root.subviews[0].sectionIndex: \(index)\n")
    }
    // At the limits the scene replays: 100,000 sections, an index of 1,000 titles.
    let (run, end) = try Self.replay(Self.script(table(100_000, "")), "sweep56-table")
    #expect(run.status == 0)
    #expect(end.contains(#""t":{"contentOffset":[0.0,0.0],"contentSize":[390.0,0.0]"#))
    let (indexed, _) = try Self.replay(Self.script(table(1_000, #","sectionIndex":true"#)), "sweep56-table")
    #expect(indexed.status == 0)
  }

  @Test func aSectionTitleLongerThanALabelsTextIsRefused() throws {
    // Section titles are labels, yet skipped the text limit: a header of 30 MB took 10.7 s and
    // 673 MB to draw 60 frames (debug build), exit 0.
    let long = String(repeating: "x", count: 100_001)
    let table = { (keys: String) in
      #"{"type":"TableView","id":"t","frame":[0,0,390,844],\#(keys)}"#
    }
    let cases: [(String, String)] = [
      (#""sections":[{"rows":3,"header":"\#(long)"}]"#, "sections[0].header"),
      (#""sections":[{"rows":3,"footer":"\#(long)"}]"#, "sections[0].footer"),
      (#""rows":3,"headers":["\#(long)"]"#, "headers[0]"),
      (#""rows":3,"footers":["\#(long)"]"#, "footers[0]"),
      (#""rows":3,"sectionIndex":["A","\#(long)"]"#, "sectionIndex[1]"),
    ]
    for (keys, path) in cases {
      let (run, _) = try Self.replay(Self.script(table(keys)), "sweep56-titles")
      #expect(run.status == 2, "\(path)")
      #expect(
        run.error == "inertia: s.json: $.scene.root.subviews[0].\(path): text longer than 100000 characters\n"
      )
    }
    let (run, end) = try Self.replay(
      Self.script(table(#""rows":3,"headers":["\#(long.dropLast())"]"#)), "sweep56-titles")
    #expect(run.status == 0)
    #expect(end.contains(#""headers":[{"section":0,"frame":[0.0,0.0,390.0,28.0]}]"#))
  }

  @Test func aPagerListingAPageTwiceIsRefused() throws {
    // A million entries naming one page took 2.8 s and 190 MB to build (exit 0).
    let scene = { (pages: String) in
      #"""
      {"frameRate":60,"until":0.5,"scene":{"window":{"size":[390,844]},
       "root":{"type":"ScrollView","id":"outer","frame":[0,0,390,844],"contentSize":[390,2000],"subviews":[
        {"type":"ScrollView","id":"pager","frame":[0,144,390,700],"contentSize":[780,700],"isPagingEnabled":true,
         "subviews":[{"type":"ScrollView","id":"p","frame":[0,0,390,700],"contentSize":[390,3000]},
                     {"type":"ScrollView","id":"q","frame":[390,0,390,700],"contentSize":[390,3000]}]}]},
       "nested":[{"outer":"outer","pager":"pager","pages":[\#(pages)]}]},"steps":[]}
      """#
    }
    let (twice, _) = try Self.replay(scene(#""p","q","p""#), "sweep56-pages")
    #expect(twice.status == 2)
    #expect(twice.error == "inertia: s.json: $.scene.nested[0].pages[2]: page \"p\" is listed twice\n")
    let (once, end) = try Self.replay(scene(#""p","q""#), "sweep56-pages")
    #expect(once.status == 0)
    #expect(end.contains(#""q":{"#))
  }

  @Test func aFrameFileThatIsTheScriptOrAnotherOutputIsRefused() throws {
    // The third frame replaced a script named out/frame-00003.png (an input lost), and a plot or
    // trace named as a frame replaced that frame (or the frame the trace), all with exit 0.
    let script = #"""
      {"frameRate":30,"until":0.1,"scene":{"window":{"size":[39,84],"scale":1},
       "root":{"type":"ScrollView","id":"sv","frame":[0,0,39,84],"contentSize":[39,300]}},"steps":[]}
      """#
    let folder = try CLI.folder("sweep56-frames")
    try CLI.write(script, "s.json", in: folder)
    let out = folder.appendingPathComponent("out")
    let plot = try CLI.inertia(
      ["replay", "s.json", "--frames", "out", "--plot", "out/frame-00002.png"], in: folder)
    #expect(plot.status == 2)
    #expect(
      plot.error
        == "inertia: s.json: --plot out/frame-00002.png is frame 2 of --frames out; nothing was written\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    // A trace named as a folder the frames go into: the frames were written, then the trace could
    // not replace the folder (exit 2, the frames left).
    let into = try CLI.inertia(["replay", "s.json", "--frames", "out/sub", "--trace", "out"], in: folder)
    #expect(into.status == 2)
    #expect(
      into.error == "inertia: s.json: --trace out is a folder --frames out/sub makes; nothing was written\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let trace = try CLI.inertia(
      ["replay", "s.json", "--frames", "./out/", "--trace", "out/frame-00001.png"], in: folder)
    #expect(
      trace.error
        == "inertia: s.json: --trace out/frame-00001.png is frame 1 of --frames ./out/; nothing was written\n"
    )
    try CLI.write(script, "out/frame-00003.png", in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "out/frame-00003.png")
    for name in ["out/frame-00003.png", "link.json"] {
      let input = try CLI.inertia(["replay", name, "--frames", "out"], in: folder)
      #expect(input.status == 2)
      #expect(
        input.error
          == "inertia: \(name): the script \(name) is frame 3 of --frames out; nothing was written\n")
    }
    #expect(try String(contentsOf: out.appendingPathComponent("frame-00003.png"), encoding: .utf8) == script)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["frame-00003.png"])
    // Names of frames the replay does not write, and other names, are outputs as before.
    try FileManager.default.removeItem(at: out)
    let kept = try CLI.inertia(
      ["replay", "s.json", "--frames", "out", "--plot", "out/frame-00004.png", "--trace", "t.jsonl"],
      in: folder)
    #expect(kept.status == 0)
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(
      written == ["frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00004.png"])
  }

  /// Whether every pixel of `canvas` in the rows `rows` and columns `columns` is white.
  static func blank(_ canvas: CairoCanvas, rows: Range<Int>, columns: Range<Int>) -> Bool {
    for y in rows {
      for x in columns {
        let pixel = canvas.pixel(x: x, y: y)
        guard min(pixel.red, pixel.green, pixel.blue) > 0.9 else { return false }
      }
    }
    return true
  }

  /// Whether the plot at `url` has nothing drawn in its outer `margin` pixels but its right edge's.
  static func marginsAreBlank(_ url: URL, margin: Int = 6) throws -> Bool {
    let canvas = try CairoCanvas(pngAt: url.path)
    let width = canvas.pixelWidth
    let height = canvas.pixelHeight
    return blank(canvas, rows: 0..<margin, columns: 0..<width)
      && blank(canvas, rows: (height - margin)..<height, columns: 0..<width)
      && blank(canvas, rows: 0..<height, columns: 0..<margin)
  }

  @Test func plotsNearTheLargestDoubleKeepTheirCurvesInTheirPanels() throws {
    // Offsets of ±1.7e308 drew the curves across the page, over the title and past its bottom,
    // and tick labels of 307 digits ran off the page's left edge.
    let steps = [
      #"{"at":0.1,"set":{"view":"sv","property":"contentOffset","value":[0,1.7e308]}}"#,
      #"{"at":0.2,"set":{"view":"sv","property":"contentOffset","value":[0,-1.7e308]}}"#,
      #"{"at":0.3,"call":{"view":"sv","method":"setContentOffset","x":0,"y":0,"animated":true}}"#,
    ]
    let script = #"""
      {"frameRate":60,"until":1,"scene":{"window":{"size":[390,844]},
       "root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,1.7e308]}},
       "steps":[\#(steps.joined(separator: ","))]}
      """#
    let folder = try CLI.folder("sweep56-plot")
    try CLI.write(script, "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json", "--plot", "p.png", "--trace", "t.jsonl"], in: folder)
    #expect(run.status == 0)
    #expect(try Self.marginsAreBlank(folder.appendingPathComponent("p.png")))
    // Times of ±1e308 (a trace of another tool): the time axis's labels were a black band.
    let far = """
      {"t":-1e308,"kind":"frame","views":{"sv":{"contentOffset":[0,1]}}}
      {"t":1e308,"kind":"frame","views":{"sv":{"contentOffset":[0,2]}}}
      {"t":1e308,"kind":"end","views":{"sv":{"contentOffset":[0,2]}}}

      """
    try CLI.write(far, "far.jsonl", in: folder)
    let diff = try CLI.inertia(["diff", "far.jsonl", "t.jsonl", "--plot", "d.png"], in: folder)
    #expect(diff.status == 1)
    #expect(try Self.marginsAreBlank(folder.appendingPathComponent("d.png")))
  }

  @Test func tickLabelsOfAxesBeyondAQuadrillionKeepExponentNotation() {
    let ticks = AxisTicks(covering: -1.7e308, 1.7e308)
    let labels = ticks.values.map(ticks.label)
    #expect(labels.first == "-1.0e+306")
    #expect(labels.contains("0"))
    #expect(labels.allSatisfy { $0.count <= 9 })
    #expect(Set(labels).count == labels.count)
    let near = AxisTicks(covering: 1e15, 1e15 + 100)
    #expect(near.values.map(near.label).first == "1.00000000000000e+15")
    // Ordinary axes are written as before.
    let plain = AxisTicks(covering: 0, 1_000)
    #expect(plain.values.map(plain.label) == ["0", "200", "400", "600", "800", "1000"])
  }
}
