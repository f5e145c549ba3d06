import Foundation
import Inertia

extension TrajectoryPlot {
  /// Margins and heights of the layout (pt).
  enum Metrics {
    static let left = 78.0
    static let right = 24.0
    static let title = 24.0
    static let labelRow = 12.0
    static let offsetPanel = 170.0
    static let velocityPanel = 100.0
    static let zoomPanel = 80.0
    static let panelGap = 10.0
    static let timeAxis = 30.0
    static let keyLine = 13.0
    static let blockGap = 22.0
  }

  /// Colours: per layer, the x and y curves; the first layer's solid, others dashed.
  static let axisColors: [[String: Color]] = [
    ["y": Color(red: 0.0, green: 0.42, blue: 0.85), "x": Color(red: 0.93, green: 0.45, blue: 0.0)],
    ["y": Color(red: 0.62, green: 0.15, blue: 0.66), "x": Color(red: 0.45, green: 0.3, blue: 0.1)],
  ]
  static let markerColor = Color(red: 0.85, green: 0.2, blue: 0.15, alpha: 0.55)
  static let gridColor = Color(white: 0.9)
  static let frameColor = Color(white: 0.6)
  static let zoomColor = Color(red: 0.1, green: 0.6, blue: 0.3)

  static func color(layer: Int, axis: String) -> Color {
    axisColors[min(layer, axisColors.count - 1)][axis] ?? .black
  }

  static func dash(layer: Int) -> [Double] { layer == 0 ? [] : [5, 3] }

  /// One view's block, planned before drawing so the page height is known.
  struct Block {
    var id: String
    var curves: [Curves]
    var labels: EventLabels
    var height: Double {
      var height = Metrics.title + Double(labels.layout.rowCount) * Metrics.labelRow + 4
      height += Metrics.offsetPanel + Metrics.panelGap + Metrics.velocityPanel
      if curves.contains(where: { $0.zoom != nil }) { height += Metrics.panelGap + Metrics.zoomPanel }
      return height + Metrics.timeAxis + keyHeight + Metrics.blockGap
    }
    var keyHeight: Double { labels.key.isEmpty ? 0 : Metrics.keyLine * 2 }
  }

  func draw(to path: String, format: PlotSurface.Format, width: Double, scale: Double) throws {
    let width = min(max(width.isFinite ? width : Self.defaultWidth, 320), PlotSurface.maximumSide)
    let measuring = try PlotSurface(size: CGSize(width: 1, height: 1), path: path, format: .png)
    let (t0, t1) = timeRange
    let ticks = AxisTicks(covering: t0, t1, targetCount: Int(width / 90))
    let plotRight = width - Metrics.right
    let xOf = { (time: Double) in Metrics.left + ticks.fraction(time) * (plotRight - Metrics.left) }
    let blocks = plottedViews.map { id in
      Block(
        id: id, curves: curves(of: id),
        labels: eventLabels(of: id, xOf: xOf, rightEdge: plotRight) { measuring.measure($0, size: 9) })
    }
    let height = max(blocks.reduce(8) { $0 + $1.height }, 60)
    let surface = try PlotSurface(
      size: CGSize(width: width, height: min(height, PlotSurface.maximumSide)), path: path, format: format,
      scale: scale)
    var top = 8.0
    if blocks.isEmpty {
      surface.text("No scroll view in the trace.", at: CGPoint(x: Metrics.left, y: 30), size: 12)
    }
    for block in blocks where top < PlotSurface.maximumSide {
      drawBlock(block, on: surface, top: top, ticks: ticks, xOf: xOf, right: plotRight)
      top += block.height
    }
    try surface.finish()
  }

  private func drawBlock(
    _ block: Block, on surface: PlotSurface, top: Double, ticks: AxisTicks, xOf: (Double) -> Double,
    right: Double
  ) {
    surface.text(block.id, at: CGPoint(x: Metrics.left, y: top + 15), size: 13)
    drawLegend(block, on: surface, y: top + 15, right: right)
    let bandTop = top + Metrics.title
    var panelTop = bandTop + Double(block.labels.layout.rowCount) * Metrics.labelRow + 4
    let offsetRect = CGRect(
      x: Metrics.left, y: panelTop, width: right - Metrics.left, height: Metrics.offsetPanel)
    var panels: [(CGRect, String, [([(Double, Double)], [(Double, Double)], Color, [Double])])] = []
    panels.append(
      (
        offsetRect, "contentOffset (pt)",
        block.curves.flatMap { curves in
          curves.offsets.map {
            (
              $0.points, $0.frames, Self.color(layer: curves.layer, axis: $0.axis),
              Self.dash(layer: curves.layer)
            )
          }
        }
      ))
    panelTop += Metrics.offsetPanel + Metrics.panelGap
    panels.append(
      (
        CGRect(x: Metrics.left, y: panelTop, width: right - Metrics.left, height: Metrics.velocityPanel),
        "velocity (pt/s)",
        block.curves.flatMap { curves in
          curves.velocities.map {
            ($0.points, [], Self.color(layer: curves.layer, axis: $0.axis), Self.dash(layer: curves.layer))
          }
        }
      ))
    panelTop += Metrics.velocityPanel
    let zooms = block.curves.compactMap { curves in curves.zoom.map { (curves.layer, $0) } }
    if !zooms.isEmpty {
      panelTop += Metrics.panelGap
      panels.append(
        (
          CGRect(x: Metrics.left, y: panelTop, width: right - Metrics.left, height: Metrics.zoomPanel),
          "zoomScale", zooms.map { ($0.1, $0.1, Self.zoomColor, Self.dash(layer: $0.0)) }
        ))
      panelTop += Metrics.zoomPanel
    }
    for panel in panels {
      drawPanel(panel.0, title: panel.1, curves: panel.2, on: surface, ticks: ticks, xOf: xOf)
    }
    drawMarkers(
      block.labels, on: surface, bandTop: bandTop, panelsTop: offsetRect.minY, bottom: panelTop, right: right,
      xOf: xOf)
    drawTimeAxis(on: surface, y: panelTop, ticks: ticks, xOf: xOf, right: right)
    drawKey(block.labels, on: surface, y: panelTop + Metrics.timeAxis + Metrics.keyLine - 2, right: right)
  }

  private func drawLegend(_ block: Block, on surface: PlotSurface, y: Double, right: Double) {
    var entries: [(String, Color, [Double])] = []
    for curves in block.curves {
      let name = layers[curves.layer].label
      for offset in curves.offsets {
        let label = (name.isEmpty ? "" : name + " ") + "\(offset.axis)"
        entries.append(
          (label, Self.color(layer: curves.layer, axis: offset.axis), Self.dash(layer: curves.layer)))
      }
    }
    entries.append(("delegate call", Self.markerColor, []))
    var x = right
    for entry in entries.reversed() {
      let width = surface.measure(entry.0, size: 10)
      x -= width
      surface.text(entry.0, at: CGPoint(x: x, y: y), size: 10)
      x -= 24
      if entry.0 == "delegate call" {
        surface.polyline(
          [CGPoint(x: x + 10, y: y - 10), CGPoint(x: x + 10, y: y + 1)], color: entry.1, width: 1.5)
      } else {
        surface.polyline(
          [CGPoint(x: x, y: y - 4), CGPoint(x: x + 20, y: y - 4)], color: entry.1, width: 2, dash: entry.2)
      }
      x -= 14
    }
  }

  private func drawPanel(
    _ rect: CGRect, title: String, curves: [([(Double, Double)], [(Double, Double)], Color, [Double])],
    on surface: PlotSurface, ticks: AxisTicks, xOf: (Double) -> Double
  ) {
    let values = curves.flatMap { $0.0.map(\.1) }.filter(\.isFinite)
    let yTicks = AxisTicks(
      covering: values.min() ?? 0, values.max() ?? 1, targetCount: rect.height > 120 ? 5 : 3)
    let yOf = { (value: Double) in Double(rect.maxY) - yTicks.fraction(value) * Double(rect.height) }
    for tick in ticks.values {
      surface.polyline(
        [CGPoint(x: xOf(tick), y: rect.minY), CGPoint(x: xOf(tick), y: rect.maxY)], color: Self.gridColor,
        width: 1)
    }
    for tick in yTicks.values {
      surface.polyline(
        [CGPoint(x: rect.minX, y: yOf(tick)), CGPoint(x: rect.maxX, y: yOf(tick))], color: Self.gridColor,
        width: 1)
      surface.text(
        yTicks.label(tick), at: CGPoint(x: rect.minX - 6, y: yOf(tick) + 3.5), size: 9.5,
        color: Color(white: 0.25),
        alignment: .right)
    }
    surface.stroke(rect, color: Self.frameColor)
    // A value beyond the axis (past ±1e306, or a time beyond the time axis) is drawn just past the
    // panel's edge: the curve runs to the edge and is cut there, never over the labels or another
    // panel (before sweep 56 such curves crossed the whole page).
    surface.clipped(to: rect.insetBy(dx: -2, dy: -2)) {
      for curve in curves {
        surface.polyline(
          curve.0.map { CGPoint(x: xOf($0.0), y: yOf($0.1)) }, color: curve.2, width: 1.5, dash: curve.3)
        surface.dots(curve.1.map { CGPoint(x: xOf($0.0), y: yOf($0.1)) }, radius: 1.6, color: curve.2)
      }
    }
    let titleWidth = surface.measure(title, size: 10)
    surface.fill(
      CGRect(x: rect.minX + 1, y: rect.minY + 1, width: titleWidth + 8, height: 14),
      color: Color(white: 1, alpha: 0.85))
    surface.text(title, at: CGPoint(x: rect.minX + 5, y: rect.minY + 12), size: 10, color: Color(white: 0.2))
  }

  private func drawMarkers(
    _ labels: EventLabels, on surface: PlotSurface, bandTop: Double, panelsTop: Double, bottom: Double,
    right: Double, xOf: (Double) -> Double
  ) {
    let band = CGRect(x: Metrics.left, y: bandTop, width: right - Metrics.left, height: bottom - bandTop)
    surface.clipped(to: band.insetBy(dx: -1, dy: 0)) {
      for (marker, placement) in zip(labels.markers, labels.layout.placements) {
        let x = xOf(marker.time)
        let rowTop = placement.map { bandTop + Double($0.row) * Metrics.labelRow } ?? panelsTop
        surface.polyline(
          [CGPoint(x: x, y: rowTop), CGPoint(x: x, y: bottom)], color: Self.markerColor, width: 1,
          dash: Self.dash(layer: marker.layer))
      }
    }
    // Labels after every line, each on a backdrop, so no line runs through a label.
    for (marker, placement) in zip(labels.markers, labels.layout.placements) {
      guard let placement else { continue }
      let rowTop = bandTop + Double(placement.row) * Metrics.labelRow
      surface.fill(
        CGRect(x: placement.minX - 1, y: rowTop + 1, width: placement.maxX - placement.minX + 2, height: 10),
        color: Color(white: 1, alpha: 0.9))
      surface.text(
        marker.text, at: CGPoint(x: placement.minX, y: rowTop + 9), size: 9, color: Color(white: 0.1))
    }
  }

  private func drawTimeAxis(
    on surface: PlotSurface, y: Double, ticks: AxisTicks, xOf: (Double) -> Double, right: Double
  ) {
    for tick in ticks.values {
      surface.text(
        ticks.label(tick), at: CGPoint(x: xOf(tick), y: y + 13), size: 9.5, color: Color(white: 0.25),
        alignment: .center)
    }
    surface.text(
      "time (s)", at: CGPoint(x: (Metrics.left + right) / 2, y: y + 26), size: 10, alignment: .center)
  }

  private func drawKey(_ labels: EventLabels, on surface: PlotSurface, y: Double, right: Double) {
    guard !labels.key.isEmpty else { return }
    var text = "Key: " + labels.key.joined(separator: "   ")
    if labels.hiddenCount > 0 { text += "   (\(labels.hiddenCount) labels too dense to show)" }
    var size = 9.5
    while surface.measure(text, size: size) > right - Metrics.left, size > 6 { size -= 0.5 }
    surface.text(text, at: CGPoint(x: Metrics.left, y: y), size: size, color: Color(white: 0.15))
  }
}
