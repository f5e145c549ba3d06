import Foundation
import Inertia
import InertiaCairo

/// The optional image outputs of a replay: a trajectory plot and per-frame PNGs.
@MainActor
final class ReplayOutputs {
  /// The most samples the plot keeps, whatever the trace's length (docs/limits.md).
  nonisolated static let plotSamples = 20_000
  /// The most delegate calls and actions the plot labels.
  nonisolated static let plotEvents = 2_000

  let plot: String?
  let frames: String?
  /// The plot's timeline, read line by line as the trace is written.
  private var timeline = TraceTimeline(sampleBudget: plotSamples, eventBudget: plotEvents)
  private var frameError: Error?
  /// The frames written so far (`frame-00001.png` onwards) and the folders made for them, removed
  /// again by ``discard()`` when the replay fails.
  private var framesWritten = 0
  /// The plot's temporary file, made before the replay and renamed over ``plot`` by ``finish()``.
  private var plotFile: OutputFile?
  private var createdFolders: [String] = []

  /// The script and the other outputs (`--trace`, `--plot`), each with its name in messages and
  /// whether it is read (an input: its links followed), which no frame may replace.
  private let others: [(name: String, path: String, isInput: Bool)]

  init(plot: String?, frames: String?, others: [(name: String, path: String, isInput: Bool)] = []) throws {
    self.plot = plot
    self.frames = frames
    self.others = others
    if let plot {
      try OutputFile.checkPlotName(plot)
      try OutputFile.checkReplaceable(plot)
    }
    if let frames {
      try OutputFile.checkFolder(frames)
      try Self.checkFrameFolder(frames, others: others)
    }
  }

  /// Refuses an output (`--trace`, `--plot`) that is the `--frames` folder or a folder it makes
  /// on the way: before sweep 56 `--frames out/sub --trace out` wrote the frames into out/sub,
  /// then could not put the trace in place over the folder out, and left the frames (exit 2).
  static func checkFrameFolder(_ folder: String, others: [(name: String, path: String, isInput: Bool)]) throws
  {
    let frames = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    for other in others where !other.isInput && other.path != standardStreamName {
      let path = URL(fileURLWithPath: other.path).standardizedFileURL.pathComponents
      guard path.count <= frames.count, Array(frames.prefix(path.count)) == path else { continue }
      throw FramesError(
        message:
          "\(other.name) \(oneLine(other.path)) is a folder --frames \(oneLine(folder)) makes; nothing was written"
      )
    }
  }

  /// Makes the plot's temporary file, so a plot that cannot be written (a folder that does not
  /// exist, a file in the way) is refused before the replay: before sweep 65 it was refused after
  /// it (4 s for a scene of 50,000 constraints, debug build).
  /// A plot in the `--frames` folder, or in a folder it makes, whose folder is not there yet is
  /// made at the end, as before: the frames make its folder.
  func openPlot() throws {
    guard let plot, plotFile == nil else { return }
    let folder = (plot as NSString).deletingLastPathComponent
    if let frames, !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      let made = URL(fileURLWithPath: frames).standardizedFileURL.pathComponents
      let parent = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
      if parent.count <= made.count, Array(made.prefix(parent.count)) == parent { return }
    }
    plotFile = try OutputFile(path: plot)
  }

  func attach(to runner: ReplayRunner) throws {
    guard let frames else { return }
    let window = runner.scene.window
    try CairoCanvas.checkPixelSize(window.bounds.size, scale: window.screenScale)
    try Self.checkFramePixels(runner.script, size: window.bounds.size, scale: window.screenScale)
    try Self.checkFrameViews(runner.script, views: ReplayRunner.descendants(of: window))
    try Self.checkFrameCount(runner.script)
    try Self.checkFrameNames(in: frames, count: Self.frameCount(runner.script), others: others)
    createdFolders = try OutputFile.makeFolder(frames)
    runner.onFrame = { [self] _ in
      guard frameError == nil else { return }
      do {
        try OutputFile.produce(Self.framePath(framesWritten + 1, in: frames)) {
          try ViewRenderer.renderPNG(window: window, to: $0)
        }
        framesWritten += 1
      } catch {
        frameError = error
      }
    }
  }

  /// The most pixels `--frames` renders in all (docs/limits.md): every frame of the replay is
  /// rendered, moving or not, at about 8 ns a pixel, so 1000 frames a second for 3600 s wrote
  /// 3.6 million PNGs (about 24 hours and 58 GB at 390 x 844 points, scale 3) before session 44.
  /// 2^32 pixels are 1,449 such frames (about 35 s).
  nonisolated static let framePixelBudget = 1 << 32

  /// Refuses `--frames` for a script whose frames (one per frame up to `until`) have more than
  /// ``framePixelBudget`` pixels in all, before any folder is made.
  static func checkFramePixels(_ script: ReplayScript, size: CGSize, scale: CGFloat) throws {
    let frames = (script.until * script.frameRate + 1e-9).rounded(.down)
    let width = max((Double(size.width) * Double(scale)).rounded(), 1)
    let height = max((Double(size.height) * Double(scale)).rounded(), 1)
    guard frames * width * height > Double(framePixelBudget) else { return }
    throw FramesError(
      message:
        "--frames would render \(Int(frames)) frames of \(Int(width))x\(Int(height)) pixels, more than "
        + "\(framePixelBudget) pixels in all (lower frameRate or until); nothing was written")
  }

  /// The most PNG files `--frames` writes: 36,000 (ten minutes at 60 frames a second). The pixel
  /// and view budgets let a window of 1 x 1 pt write a file for each of 3.6 million frames (1000 a
  /// second for an hour): 20,000 took 2.3 s and 79 MB of disk, so 3.6 million would take about
  /// 7 minutes and 14 GB (before sweep 50).
  nonisolated static let maximumFrameFiles = 36_000

  /// Refuses `--frames` for a script of more than ``maximumFrameFiles`` frames, before any folder
  /// is made.
  static func checkFrameCount(_ script: ReplayScript) throws {
    let frames = (script.until * script.frameRate + 1e-9).rounded(.down)
    guard frames > Double(maximumFrameFiles) else { return }
    throw FramesError(
      message:
        "--frames would write \(Int(frames)) frames, more than \(maximumFrameFiles) (lower frameRate or until); "
        + "nothing was written")
  }

  /// The frames `--frames` writes for `script`: one per frame up to `until`.
  static func frameCount(_ script: ReplayScript) -> Int {
    Int(min((script.until * script.frameRate + 1e-9).rounded(.down), Double(maximumFrameFiles)))
  }

  /// Refuses `--frames` when one of the frame files it writes (`frame-00001.png` to
  /// `frame-COUNT.png` in `folder`) is the script (or a link to it) or names another output,
  /// before any folder is made: the frame replaced the script, and the trace or plot replaced
  /// the frame (or the frame the trace), before sweep 56, exit 0.
  static func checkFrameNames(
    in folder: String, count: Int, others: [(name: String, path: String, isInput: Bool)]
  ) throws {
    let folderIdentity = OutputFile.identity(of: folder, following: true)
    for other in others where other.path != standardStreamName {
      let path = other.isInput ? URL(fileURLWithPath: other.path).resolvingSymlinksInPath().path : other.path
      let name = (path as NSString).lastPathComponent
      guard let index = frameIndex(name), index <= count else { continue }
      let parent = (path as NSString).deletingLastPathComponent
      guard OutputFile.identity(of: parent.isEmpty ? "." : parent, following: true) == folderIdentity else {
        continue
      }
      throw FramesError(
        message:
          "\(other.name) \(oneLine(other.path)) is frame \(index) of --frames \(oneLine(folder)); nothing was written"
      )
    }
  }

  /// The index of a frame file's name (`frame-00012.png`: 12), nil for another name.
  nonisolated static func frameIndex(_ name: String) -> Int? {
    let digits = name.utf8.dropFirst(6).dropLast(4)
    guard name.utf8.count == 15, name.hasPrefix("frame-"), name.hasSuffix(".png"),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let index = Int(String(decoding: digits, as: UTF8.self)), index >= 1
    else { return nil }
    return index
  }

  /// The most views `--frames` draws in all (docs/limits.md): every frame draws every view in the
  /// window, about 2-5 us each, so 13,000 frames (within ``framePixelBudget`` at scale 1) of
  /// 50,000 views would take about an hour (session 46: 30 such frames took 3.3 s). 2^23 views
  /// drawn take 17-40 s, about as long as the pixel budget.
  nonisolated static let frameViewBudget = 1 << 23

  /// Refuses `--frames` for a script whose frames (one per frame up to `until`) draw more than
  /// ``frameViewBudget`` views in all (`views` in the window each), before any folder is made.
  static func checkFrameViews(_ script: ReplayScript, views: Int) throws {
    let frames = (script.until * script.frameRate + 1e-9).rounded(.down)
    guard frames * Double(views) > Double(frameViewBudget) else { return }
    throw FramesError(
      message:
        "--frames would draw \(Int(frames)) frames of \(views) views, more than \(frameViewBudget) views in all "
        + "(lower frameRate or until); nothing was written")
  }

  /// Reads a trace line for the plot (constant memory: see ``TraceTimeline/init(sampleBudget:)``).
  func read(line: String) throws {
    guard plot != nil else { return }
    try timeline.append(line: Substring(line.dropLast(line.hasSuffix("\n") ? 1 : 0)))
  }

  /// The path of frame `index` (from 1) in `folder`.
  nonisolated static func framePath(_ index: Int, in folder: String) -> String {
    (folder as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
  }

  /// After a failed replay: removes the frames this run wrote and the folders it made for them, so
  /// a failure leaves no half-written output (the plot is only written by a replay that succeeded).
  func discard() {
    if let frames {
      for index in stride(from: framesWritten, to: 0, by: -1) { unlink(Self.framePath(index, in: frames)) }
    }
    framesWritten = 0
    for folder in createdFolders.reversed() { rmdir(folder) }
    createdFolders = []
    plotFile?.discard()
    plotFile = nil
  }

  func finish() throws {
    if let frameError { throw frameError }
    guard let plot else { return }
    let file = try plotFile ?? OutputFile(path: plot)
    plotFile = nil
    try file.produce { path in
      try TrajectoryPlot(layers: [TrajectoryPlot.Layer(label: "", timeline: timeline)]).write(to: path)
    }
  }
}

/// A `--frames` output refused before anything is written.
struct FramesError: Error, CustomStringConvertible {
  /// The one-line reason.
  let message: String
  var description: String { message }
}
