import Foundation
import Inertia

/// Draws each scroll view's offset, velocity and (when it changes) zoom scale against time from one
/// or more replay traces, with delegate calls marked, as a PNG or an SVG.
///
/// One block of panels per scroll view, lines with a dot at every frame, round-number ticks with
/// units, a light grid, a legend, and event labels that never overlap (stacked in rows, or
/// abbreviated with a key when there are too many). Several traces overlay (``TraceDiff`` plots).
///
/// See also: ``ReplayRunner``, ``TraceTimeline``, ``AxisTicks``, ``EventLabelLayout``.
public struct TrajectoryPlot {
  /// One trace to draw and its name in the legend.
  public struct Layer {
    /// The legend's name for the trace (empty for a single trace).
    public var label: String
    /// The trace read back.
    public var timeline: TraceTimeline

    /// Creates a layer.
    public init(label: String, timeline: TraceTimeline) {
      self.label = label
      self.timeline = timeline
    }
  }

  /// One scroll view's curves from one layer, ready to scale.
  struct Curves {
    var layer: Int
    /// (time, value) per moving axis: "x" and/or "y".
    var offsets: [(axis: String, points: [(Double, Double)], frames: [(Double, Double)])]
    var velocities: [(axis: String, points: [(Double, Double)])]
    /// Nil when the zoom scale never changes.
    var zoom: [(Double, Double)]?
  }

  /// The traces drawn, first on top of the legend.
  public private(set) var layers: [Layer]

  /// The default width (pt): 960.
  public static let defaultWidth = 960.0

  /// Reads one trace (JSON Lines). Throws ``SceneError`` for a malformed line.
  public init(trace: String) throws {
    layers = [Layer(label: "", timeline: try TraceTimeline(parsing: trace))]
  }

  /// Overlays several traces, each named in the legend.
  public init(layers: [Layer]) {
    self.layers = layers
  }

  /// Writes the plot to `path`, as SVG when the extension is ".svg", PDF when it is ".pdf" and PNG
  /// otherwise.
  public func write(to path: String, width: Double = defaultWidth, scale: Double = 1) throws {
    try draw(to: path, format: PlotSurface.Format(path: path), width: width, scale: scale)
  }

  /// Writes the plot as a PNG.
  public func writePNG(to path: String, width: Double = defaultWidth) throws {
    try draw(to: path, format: .png, width: width, scale: 1)
  }

  /// Writes the plot as an SVG.
  public func writeSVG(to path: String, width: Double = defaultWidth) throws {
    try draw(to: path, format: .svg, width: width, scale: 1)
  }

  /// The ids of the scroll views drawn: those that move or receive a delegate call, in order of
  /// first appearance across the layers (every view with samples when none moves).
  public var plottedViews: [String] {
    var seen: Set<String> = []
    var all: [String] = []
    var active: [String] = []
    for layer in layers {
      for view in layer.timeline.views where !view.samples.isEmpty && !seen.contains(view.id) {
        seen.insert(view.id)
        all.append(view.id)
        let offsets = view.samples.map(\.offset)
        let moves =
          Set(offsets.map { [$0.x, $0.y] }).count > 1 || Set(view.samples.map(\.zoomScale)).count > 1
        if moves || !Self.markedEvents(view).isEmpty { active.append(view.id) }
      }
    }
    return active.isEmpty ? all : active
  }

  /// The time span shared by every panel.
  var timeRange: (Double, Double) {
    let times = layers.flatMap {
      $0.timeline.views.flatMap { $0.samples.map(\.time) + $0.events.map(\.time) }
    }
    let low = min(times.min() ?? 0, 0)
    return (low, max(times.max() ?? 1, low + 0.001))
  }

  /// The delegate calls worth a marker (not the per-frame didScroll / didZoom).
  static func markedEvents(_ view: TraceTimeline.ViewTimeline) -> [TraceTimeline.Event] {
    view.events.filter { $0.name != "scrollViewDidScroll" && $0.name != "scrollViewDidZoom" }
  }

  /// The curves of `id` in every layer that has it.
  func curves(of id: String) -> [Curves] {
    var axes: [String] = []
    for layer in layers {
      guard let view = layer.timeline.view(id) else { continue }
      let xs = view.samples.map { Double($0.offset.x) }
      let ys = view.samples.map { Double($0.offset.y) }
      if (xs.max() ?? 0) - (xs.min() ?? 0) > 0.01, !axes.contains("x") { axes.append("x") }
      if (ys.max() ?? 0) - (ys.min() ?? 0) > 0.01, !axes.contains("y") { axes.append("y") }
    }
    if axes.isEmpty { axes = ["y"] }
    axes.sort()
    return layers.indices.compactMap { index in
      guard let view = layers[index].timeline.view(id), !view.samples.isEmpty else { return nil }
      let interval = Self.frameInterval(view.samples.map(\.time))
      var curves = Curves(layer: index, offsets: [], velocities: [], zoom: nil)
      for axis in axes {
        let frames = view.samples.map { ($0.time, Double(axis == "x" ? $0.offset.x : $0.offset.y)) }
        curves.offsets.append((axis, Self.held(frames, interval: interval), frames))
        curves.velocities.append((axis, Self.velocities(frames, interval: interval)))
      }
      let zooms = view.samples.map { ($0.time, $0.zoomScale) }
      if Set(zooms.map(\.1)).count > 1 { curves.zoom = Self.held(zooms, interval: interval) }
      return curves
    }
  }

  /// The shortest positive spacing of `times` (the frame interval); 1/60 s when there is none.
  static func frameInterval(_ times: [Double]) -> Double {
    var shortest = Double.infinity
    for (a, b) in zip(times, times.dropFirst()) where b - a > 1e-6 { shortest = min(shortest, b - a) }
    return shortest.isFinite ? shortest : 1.0 / 60
  }

  /// The samples with the value held flat across gaps (frame lines stop while nothing moves).
  static func held(_ samples: [(Double, Double)], interval: Double) -> [(Double, Double)] {
    var points: [(Double, Double)] = []
    for (index, sample) in samples.enumerated() {
      if index > 0 {
        let previous = samples[index - 1]
        if sample.0 - previous.0 > interval * 1.5 { points.append((sample.0 - interval, previous.1)) }
      }
      points.append(sample)
    }
    return points
  }

  /// Velocity (pt/s) between consecutive frames, falling to zero across gaps where nothing moved.
  static func velocities(_ samples: [(Double, Double)], interval: Double) -> [(Double, Double)] {
    var points: [(Double, Double)] = samples.first.map { [($0.0, 0)] } ?? []
    for (a, b) in zip(samples, samples.dropFirst()) {
      let dt = b.0 - a.0
      guard dt > 1e-9 else { continue }
      if dt > interval * 1.5 {
        points.append((a.0 + interval, 0))
        points.append((b.0 - interval, 0))
        continue
      }
      // Offsets near the largest double apart overflow: the velocity stays the largest finite one.
      let velocity = (b.1 - a.1) / dt
      points.append(
        (b.0, velocity.isNaN ? 0 : min(max(velocity, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)))
    }
    return points
  }
}
