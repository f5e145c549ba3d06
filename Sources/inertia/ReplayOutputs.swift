import Foundation
import Inertia
import InertiaCairo

/// The optional image outputs of a replay: a trajectory plot and per-frame PNGs.
@MainActor
struct ReplayOutputs {
  let plot: String?
  let frames: String?

  func attach(to runner: ReplayRunner) throws {
    guard let frames else { return }
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    var index = 0
    runner.onFrame = { _ in
      index += 1
      let path = (frames as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
      try? ViewRenderer.renderPNG(window: runner.scene.window, to: path)
    }
  }

  func finish(runner: ReplayRunner, trace: String) throws {
    guard let plot else { return }
    try TrajectoryPlot(trace: trace).write(to: plot)
  }
}
