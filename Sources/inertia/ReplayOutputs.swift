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
  private var createdFolders: [String] = []

  init(plot: String?, frames: String?) throws {
    self.plot = plot
    self.frames = frames
    if let plot { try OutputFile.checkReplaceable(plot) }
  }

  func attach(to runner: ReplayRunner) throws {
    guard let frames else { return }
    let window = runner.scene.window
    try CairoCanvas.checkPixelSize(window.bounds.size, scale: window.screenScale)
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
  }

  func finish() throws {
    if let frameError { throw frameError }
    guard let plot else { return }
    try OutputFile.produce(plot) { path in
      try TrajectoryPlot(layers: [TrajectoryPlot.Layer(label: "", timeline: timeline)]).write(to: path)
    }
  }
}
