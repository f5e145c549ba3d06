import Foundation

/// Places event labels beside their markers in rows so that no two labels overlap and no marker
/// line crosses a label: each label goes to the first row where it fits; a label that would run past
/// the right edge sits left of its marker.
///
/// See also: ``TrajectoryPlot``.
public struct EventLabelLayout: Equatable, Sendable {
  /// A label to place: the marker's x and the label's width (pt).
  public struct Item: Equatable, Sendable {
    /// The marker's x.
    public var x: Double
    /// The label's width.
    public var width: Double

    /// Creates an item.
    public init(x: Double, width: Double) {
      self.x = x
      self.width = width
    }
  }

  /// A placed label: its row (0 is the top) and its left edge.
  public struct Placement: Equatable, Sendable {
    /// The row, from 0.
    public var row: Int
    /// The label's left edge.
    public var minX: Double
    /// The label's right edge.
    public var maxX: Double
  }

  /// The gap kept between a marker and its label, and between labels in one row (pt): 3.
  public static let gap = 3.0

  /// One placement per item, in the items' order; nil for an item that fits in no row.
  public let placements: [Placement?]
  /// How many rows are used.
  public let rowCount: Int

  /// Lays `items` out in at most `maximumRows` rows (default 6) within `0...rightEdge`; with
  /// `avoidsMarkerLines` (the default) no label sits across another item's marker line either.
  public init(_ items: [Item], rightEdge: Double, maximumRows: Int = 6, avoidsMarkerLines: Bool = true) {
    let rows = min(max(maximumRows, 0), 100)
    // Per row: the labels placed in it, and the marker lines passing through it (a marker's line
    // runs from its label's row down to the panels).
    var labels: [[ClosedRange<Double>]] = Array(repeating: [], count: rows)
    var lines: [[Double]] = Array(repeating: [], count: rows)
    var placements: [Placement?] = []
    for item in items {
      var minX = item.x + Self.gap
      if minX + item.width > rightEdge { minX = item.x - Self.gap - item.width }
      let maxX = minX + item.width
      let row = (0..<rows).first { row in
        labels[row].allSatisfy { maxX + Self.gap <= $0.lowerBound || minX >= $0.upperBound + Self.gap }
          && lines[row].allSatisfy { $0 < minX || $0 > maxX }
      }
      guard let row else {
        placements.append(nil)
        continue
      }
      labels[row].append(minX...maxX)
      if avoidsMarkerLines {
        for below in row + 1..<max(rows, row + 1) { lines[below].append(item.x) }
      }
      placements.append(Placement(row: row, minX: minX, maxX: maxX))
    }
    self.placements = placements
    rowCount = (placements.compactMap { $0?.row }.max() ?? -1) + 1
  }

  /// Whether every item found a place.
  public var placesAll: Bool { placements.allSatisfy { $0 != nil } }
}
