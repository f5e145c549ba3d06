import Foundation
import Inertia

/// Draws each scroll view's offset and velocity against time from a replay trace, with delegate
/// events marked, as a PNG.
///
/// See also: ``ReplayRunner``.
public struct TrajectoryPlot {
  /// One scroll view's samples: time (s), offset (pt) per axis.
  public struct Series {
    /// The view's id.
    public var view: String
    /// (time, x, y) samples from frame and end lines.
    public var samples: [(Double, Double, Double)] = []
    /// (time, method) of delegate calls.
    public var events: [(Double, String)] = []
  }

  /// The series by view, in order of first appearance.
  public private(set) var series: [Series] = []

  /// Reads a trace (JSON Lines).
  public init(trace: String) throws {
    var index: [String: Int] = [:]
    func slot(_ id: String) -> Int {
      if let existing = index[id] { return existing }
      index[id] = series.count
      series.append(Series(view: id))
      return series.count - 1
    }
    for line in trace.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let time = (object["t"] as? NSNumber)?.doubleValue, let kind = object["kind"] as? String
      else { continue }
      if kind == "frame" || kind == "end", let views = object["views"] as? [String: Any] {
        for (id, value) in views.sorted(by: { $0.key < $1.key }) {
          guard let state = value as? [String: Any], let offset = state["contentOffset"] as? [NSNumber],
            offset.count == 2
          else { continue }
          series[slot(id)].samples.append((time, offset[0].doubleValue, offset[1].doubleValue))
        }
      } else if kind == "delegate", let id = object["view"] as? String,
        let method = object["method"] as? String,
        method != "scrollViewDidScroll"
      {
        series[slot(id)].events.append((time, method))
      }
    }
  }

  /// Draws the plot: per scroll view an offset panel and a velocity panel.
  public func writePNG(to path: String, size: CGSize = CGSize(width: 900, height: 520)) throws {
    let canvas = try CairoCanvas(size: size, scale: 1, background: .white)
    let panels = max(series.count, 1) * 2
    let panelHeight = (size.height - 20) / CGFloat(panels)
    let allTimes = series.flatMap { $0.samples.map(\.0) }
    let t0 = allTimes.min() ?? 0
    let t1 = max(allTimes.max() ?? 1, t0 + 0.001)
    var commands: [DrawCommand] = []
    for (row, entry) in series.enumerated() {
      let axis = dominantAxis(entry)
      let values = entry.samples.map { ($0.0, axis == 0 ? $0.1 : $0.2) }
      var velocities: [(Double, Double)] = []
      for (a, b) in zip(values, values.dropFirst()) where b.0 > a.0 {
        velocities.append((b.0, (b.1 - a.1) / (b.0 - a.0) / 1000))
      }
      let offsetRect = CGRect(
        x: 60, y: 10 + CGFloat(row * 2) * panelHeight, width: size.width - 80, height: panelHeight - 14)
      let velocityRect = offsetRect.offsetBy(dx: 0, dy: panelHeight)
      commands += panel(
        values, in: offsetRect, t0: t0, t1: t1, color: .systemBlue,
        title: "\(entry.view) contentOffset.\(axis == 0 ? "x" : "y") (pt)")
      commands += panel(
        velocities, in: velocityRect, t0: t0, t1: t1, color: .systemGreen, title: "velocity (pt/ms)")
      for (index, event) in entry.events.enumerated() {
        let x = offsetRect.minX + CGFloat((event.0 - t0) / (t1 - t0)) * offsetRect.width
        let marker = Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.6)
        commands.append(
          .fill(
            CGRect(x: x, y: offsetRect.minY, width: 1, height: offsetRect.height * 2 + 14), radius: 0,
            color: marker))
        // Labels step down in five rows so neighbours do not overprint.
        let labelY = offsetRect.minY + 10 + CGFloat(index % 5) * 11
        commands.append(
          .text(shortName(event.1), origin: CGPoint(x: x + 2, y: labelY), size: 9, color: .black))
      }
    }
    commands.append(
      .text(
        String(format: "t = %.2f ... %.2f s", t0, t1), origin: CGPoint(x: 60, y: size.height - 4), size: 11,
        color: .black))
    canvas.draw(commands)
    try canvas.writePNG(to: path)
  }

  private func dominantAxis(_ entry: Series) -> Int {
    let xs = entry.samples.map(\.1)
    let ys = entry.samples.map(\.2)
    let spanX = (xs.max() ?? 0) - (xs.min() ?? 0)
    let spanY = (ys.max() ?? 0) - (ys.min() ?? 0)
    return spanX > spanY ? 0 : 1
  }

  private func shortName(_ method: String) -> String {
    method.replacingOccurrences(of: "scrollView", with: "")
  }

  private func panel(
    _ points: [(Double, Double)], in rect: CGRect, t0: Double, t1: Double, color: Color, title: String
  ) -> [DrawCommand] {
    var commands: [DrawCommand] = [
      .stroke(rect, radius: 0, width: 1, color: Color(white: 0.7)),
      .text(title, origin: CGPoint(x: rect.minX + 4, y: rect.maxY - 4), size: 11, color: .black),
    ]
    guard !points.isEmpty else { return commands }
    let low = min(points.map(\.1).min()!, 0)
    let high = max(points.map(\.1).max()!, low + 1e-6)
    commands.append(
      .text(String(format: "%.1f", high), origin: CGPoint(x: 4, y: rect.minY + 10), size: 10, color: .black))
    commands.append(
      .text(String(format: "%.1f", low), origin: CGPoint(x: 4, y: rect.maxY), size: 10, color: .black))
    for (time, value) in points {
      let x = rect.minX + CGFloat((time - t0) / (t1 - t0)) * rect.width
      let y = rect.maxY - CGFloat((value - low) / (high - low)) * rect.height
      commands.append(.circle(center: CGPoint(x: x, y: y), radius: 1.5, color: color))
    }
    return commands
  }
}
