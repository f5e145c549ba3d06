import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 48 (session 47): the safe area under a zoom or rotation is worked out top
/// down (each view's corners through the map its superview passes down, not up every superview),
/// a zoom moves its view's transform and centre together, `inertia diff` reads frame lines without
/// building their dictionaries, and `-` is refused as a folder output. Each test fails without its
/// fix.
@MainActor
@Suite struct CommandLineSweep48Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A zoomable scroll view in a window with a safe area, its zoom view holding `content`, zoomed
  /// to 2 by a `setZoomScale` call at 0.1 s.
  static func zoomScript(content: String) -> Data {
    CommandLineSweep47Tests.script(
      root:
        #"{"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000],"minimumZoomScale":0.5,"maximumZoomScale":4,"zoomView":"c","subviews":[{"type":"View","id":"c","frame":[0,0,390,3000],"subviews":[\#(content)]}]}"#,
      steps: #"{"at":0.1,"call":{"view":"s","method":"setZoomScale","scale":2}}"#, safeArea: "[47,0,34,0]")
  }

  /// The safe-area work one `setZoomScale` call costs over `content`.
  static func zoomWork(content: String) throws -> LayoutWork {
    let runner = try ReplayRunner(data: zoomScript(content: content))
    let before = runner.scene.window.layoutWork
    _ = try runner.run()
    return runner.scene.window.layoutWork.since(before)
  }

  @Test func aZoomWorksOutEachViewsSafeAreaOnceWhateverItsDepth() throws {
    // Each view under a zoom mapped its corners up every superview: a chain of 40 views cost
    // 4 + 5 + ... + 43 levels where 40 side by side cost 40 x 4, and a two-second pinch over
    // 10,000 views in a window with a safe area was refused by the frames' work budget after
    // 1.9 s (release build; now it replays in 0.4 s).
    let flat = (0..<40).map { #"{"type":"View","frame":[\#($0 * 9),100,8,8]}"# }.joined(separator: ",")
    var chain = ""
    for _ in 0..<40 { chain = #"{"type":"View","frame":[1,1,300,300],"subviews":[\#(chain)]}"# }
    let flatWork = try Self.zoomWork(content: flat)
    let chainWork = try Self.zoomWork(content: chain)
    // The zoom view and its 40 views, once: the transform and the centre move together.
    #expect(flatWork.transformedSafeAreaVisits == 41)
    #expect(chainWork.transformedSafeAreaVisits == 41)
  }

  @Test func insetsUnderAZoomAndARotationAreTheCornersMappedUpTheTree() {
    // The map passed down gives what mapping each corner up every superview gives.
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
    let zoomed = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let turned = View(frame: CGRect(x: 40, y: 30, width: 200, height: 120))
    let flipped = View(frame: CGRect(x: 5, y: 10, width: 150, height: 60))
    let leaf = View(frame: CGRect(x: 3, y: 4, width: 40, height: 30))
    scene.window.addSubview(zoomed)
    zoomed.addSubview(turned)
    turned.addSubview(flipped)
    flipped.addSubview(leaf)
    zoomed.setTransform(AffineTransform(scaleX: 1.5, y: 1.5), center: CGPoint(x: 250, y: 600))
    turned.transform = AffineTransform(rotationAngle: 0.3)
    flipped.transform = AffineTransform(scaleX: 1, y: -1)
    let safe = scene.window.bounds.inset(by: scene.window.windowSafeAreaInsets)
    for view in [zoomed, turned, flipped, leaf] {
      let box = view.convert(view.bounds, to: nil)
      var expected = View.insets(of: box, inside: safe)
      if view === flipped || view === leaf {
        (expected.top, expected.bottom) = (expected.bottom, expected.top)
      }
      let insets = view.safeAreaInsets
      for (got, want) in [
        (insets.top, expected.top), (insets.left, expected.left), (insets.bottom, expected.bottom),
        (insets.right, expected.right),
      ] {
        #expect(abs(got - want) < 1e-9)
      }
      #expect(view.reportedSafeAreaInsets == insets)
    }
    #expect(leaf.safeAreaInsets.top > 0 || leaf.safeAreaInsets.bottom > 0 || leaf.safeAreaInsets.left > 0)
  }

  @Test func aZoomTellsItsViewsTheirSafeAreaOnceAndWhole() {
    // The zoom view's transform, then its centre: each view under it was told its insets twice a
    // pinch frame, the first time for a view scaled but not yet moved.
    final class Recording: View {
      var frames: [CGRect] = []
      override func safeAreaInsetsDidChange() { frames.append(convert(bounds, to: nil)) }
    }
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let badge = Recording(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    content.addSubview(badge)
    scene.window.addSubview(content)
    #expect(badge.frames.isEmpty)
    let before = scene.window.layoutWork
    content.setTransform(AffineTransform(scaleX: 0.25, y: 0.25), center: CGPoint(x: 49, y: 105.5))
    // Scaled about its centre and moved so its top left is at (0.25, 0): the badge at (25.25, 25).
    #expect(badge.frames == [CGRect(x: 25.25, y: 25, width: 10, height: 10)])
    #expect(badge.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(scene.window.layoutWork.since(before).transformedSafeAreaVisits == 2)
  }

  @Test func newCentresAndTransformsCountTheViewsUnderThem() throws {
    // A view's new centre or transform works out the safe area of every view under it: 1,000 new
    // centres of a view of 10,000 subviews, all at one instant (the frames' work budget is checked
    // after each frame), took 6 s in a release build. 11,999 views under the root: 95,992 a step,
    // 125 fit.
    let root = CommandLineSweep46Tests.root(11_999)
    for (property, values) in [
      ("center", ["[195,422]", "[195,400]"]), ("transform", ["[0.5,0,0,0.5,0,0]", "[1,0,0,1,0,0]"]),
    ] {
      let steps = (0...125).map {
        #"{"at":0,"set":{"view":"r","property":"\#(property)","value":\#(values[$0 % 2])}}"#
      }
      #expect(throws: SceneError(path: "$.steps[125]", CommandLineSweep46Tests.walkMessage)) {
        try ReplayRunner(
          data: CommandLineSweep41Tests.script(root: root, steps: steps.joined(separator: ",")))
      }
      _ = try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: root, steps: steps.dropLast().joined(separator: ",")))
    }
    // An `animate` change of a centre counts as its `set` does.
    let animations = (0...125).map {
      #"{"at":0,"animate":{"duration":0.1,"changes":[{"view":"r","property":"center","value":[195,\#(400 + $0 % 2)]}]}}"#
    }
    #expect(throws: SceneError(path: "$.steps[125]", CommandLineSweep46Tests.walkMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: root, steps: animations.joined(separator: ",")))
    }
  }

  // MARK: diff

  /// The lines of `text`, as `inertia diff` reads them.
  static func lines(_ text: String) -> [Substring] { text.split(separator: "\n").map { $0 } }

  @Test func aFrameLineReadFastGivesTheSamplesItsDictionaryGives() throws {
    let line: Substring =
      #"{"t":0.5,"kind":"frame","views":{"b":{"contentOffset":[1.5,-2],"isTracking":true,"zoomScale":2.0,"extra":{"x":[1,[2]]}},"a":{"zoomScale":3,"contentOffset":[4,5]},"c":{"contentOffset":[1,2,3]},"d":7,"e":{}}}"#
    guard case .frame(let time, let samples) = try TraceTimeline.parse(line, number: 1) else {
      Issue.record("not read as a frame line")
      return
    }
    #expect(time == 0.5)
    #expect(samples.map(\.id) == ["a", "b"])
    #expect(samples.map(\.sample.offset) == [CGPoint(x: 4, y: 5), CGPoint(x: 1.5, y: -2)])
    #expect(samples.map(\.sample.zoomScale) == [3, 2])
    // What the dictionaries give for the same views.
    guard
      case .states(_, _, let views) = try TraceTimeline.parse(
        line.replacingOccurrences(of: "\"frame\"", with: "\"end\"")[...], number: 1)
    else {
      Issue.record("not read as an end line")
      return
    }
    let slow = TraceTimeline.samples(time: 0.5, views: views)
    #expect(slow.map(\.id) == samples.map(\.id))
    #expect(slow.map(\.sample) == samples.map(\.sample))
  }

  @Test func aFrameLineTheFastReaderCannotTakeIsReadAsBefore() throws {
    // A repeated id or field is refused (as the full reader refuses it); escaped keys, another
    // key order or a byte order mark are read by the full reader.
    for line: Substring in [
      #"{"t":1,"kind":"frame","views":{"a":{"contentOffset":[0,1]},"a":{"contentOffset":[0,2]}}}"#,
      #"{"t":1,"kind":"frame","views":{"a":{"contentOffset":[0,1],"contentOffset":[0,2]}}}"#,
      #"{"t":1,"kind":"frame","views":{"a":{"contentOffset":[0,1]}}"#,
    ] {
      #expect(throws: SceneError.self) { try TraceTimeline.parse(line, number: 3) }
    }
    let escaped: Substring = #"{"kind":"frame","t":2,"views":{"a":{"content\u004fffset":[0,7]}}}"#
    guard case .states(let time, false, let views) = try TraceTimeline.parse(escaped, number: 1) else {
      Issue.record("not read")
      return
    }
    #expect(time == 2)
    #expect(TraceTimeline.samples(time: 2, views: views).map(\.sample.offset) == [CGPoint(x: 0, y: 7)])
  }

  @Test func tracesDifferingOnlyInHowTheyAreWrittenMatch() throws {
    // The fast reader (replay's own spelling) and the full one (spaces, key order) compare alike.
    let first = Self.lines(
      """
      {"t":0.1,"kind":"frame","views":{"s":{"contentOffset":[0,10.0],"zoomScale":1.0}}}
      {"t":0.2,"kind":"delegate","view":"s","method":"scrollViewDidScroll","contentOffset":[0,20.0]}
      {"t":0.2,"kind":"frame","views":{"s":{"contentOffset":[0,20.0],"zoomScale":1.0}}}
      {"t":0.3,"kind":"end","views":{"s":{"contentOffset":[0,20.0]}}}
      """)
    let second = Self.lines(
      """
      { "kind" : "frame", "t" : 0.1, "views" : { "s" : { "zoomScale" : 1, "contentOffset" : [ 0, 10 ] } } }
      {"t":0.2,"kind":"delegate","view":"s","method":"scrollViewDidScroll","contentOffset":[0,20.0]}
      {"t":0.2,"kind":"frame","views":{"s":{"contentOffset":[0,23.0],"zoomScale":1.0}}}
      {"t":0.3,"kind":"end","views":{"s":{"contentOffset":[0,20.0]}}}
      """)
    let same = try TraceDiff(lines: first, first)
    #expect(same.isEqual)
    let diff = try TraceDiff(lines: first, second)
    #expect(diff.differenceCount == 1)
    #expect(
      diff.firstDivergence?.description == "0.200 s: s: offset: (0.0, 20.0) vs (0.0, 23.0), 3.0 pt apart")
    #expect(diff.largestOffsetDifference?.distance == 3)
  }

  @Test func oneTraceACallAheadKeepsOnlyTheCallsStillWaiting() throws {
    // The first trace's calls come every 0.2 ms, the second's 0.4 ms later (within the 0.5 ms
    // tolerance), so two calls always wait: the paired ones stayed in the list (all 20,000)
    // until the end.
    var first: [Substring] = []
    var second: [Substring] = []
    for index in 0..<20_000 {
      let time = Double(index) * 0.0002
      first.append(
        #"{"t":\#(time),"kind":"delegate","view":"s","method":"scrollViewDidScroll","contentOffset":[0,\#(index)]}"#
      )
      second.append(
        #"{"t":\#(time + 0.0004),"kind":"delegate","view":"s","method":"scrollViewDidScroll","contentOffset":[0,\#(index)]}"#
      )
    }
    let diff = try TraceDiff(lines: first, second)
    #expect(diff.isEqual)
  }

  // MARK: the command line

  @Test func aDashAsAFolderOutputIsRefused() throws {
    // `--frames -`, `demo --out -` and `port --output -` made a folder named "-".
    let folder = try CLI.folder("sweep48-dash-folder")
    try CLI.write(CLI.script(), "s.json", in: folder)
    try CLI.write("import UIKit\n", "a.swift", in: folder)
    let message =
      "- names standard output, which only the trace of replay (--trace -) goes to; nothing was written"
    let frames = try CLI.inertia(["replay", "s.json", "--frames", "-"], in: folder)
    #expect(frames.status == 2)
    #expect(frames.error == "inertia: s.json: \(message)\n")
    #expect(frames.output.isEmpty)
    let demo = try CLI.inertia(["demo", "--headless", "--out", "-"], in: folder)
    #expect(demo.status == 2)
    #expect(demo.error == "inertia demo: \(message)\n")
    let port = try CLI.inertia(["port", "a.swift", "--output", "-"], in: folder)
    #expect(port.status == 2)
    #expect(port.error == "inertia port: \(message)\n")
    #expect(try CommandLineSweep40Tests.files(folder) == ["a.swift", "s.json"])
  }
}
