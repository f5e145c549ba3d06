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

  init(plot: String?, frames: String?) throws {
    self.plot = plot
    self.frames = frames
    if let plot { try OutputFile.checkReplaceable(plot) }
  }

  func attach(to runner: ReplayRunner) throws {
    guard let frames else { return }
    let window = runner.scene.window
    try CairoCanvas.checkPixelSize(window.bounds.size, scale: window.screenScale)
    try OutputFile.makeFolder(frames)
    var index = 0
    runner.onFrame = { [self] _ in
      index += 1
      guard frameError == nil else { return }
      let path = (frames as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
      do {
        try OutputFile.produce(path) { try ViewRenderer.renderPNG(window: window, to: $0) }
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

  func finish() throws {
    if let frameError { throw frameError }
    guard let plot else { return }
    try OutputFile.produce(plot) { path in
      try TrajectoryPlot(layers: [TrajectoryPlot.Layer(label: "", timeline: timeline)]).write(to: path)
    }
  }
}
