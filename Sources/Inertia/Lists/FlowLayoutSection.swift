import Foundation

/// One section of a flow layout in main-axis (the scroll direction) and cross-axis terms: its
/// place, header, insets and lines. Sections of one item size store nothing per item: a line's
/// place and its items are arithmetic. Sections of several sizes store the sizes and the lines.
struct FlowLayoutSection {
  /// One line of a section with several item sizes.
  struct Line {
    /// The first item of the line.
    var first: Int
    /// How many items the line holds.
    var count: Int
    /// The line's main-axis start, from the top of the section's items.
    var start: Double
    /// The line's main-axis extent (its tallest item).
    var extent: Double
    /// The cross-axis place of the first item and the space between items.
    var lead: Double
    var spacing: Double
  }

  /// Insets in axis terms: before and after the items on the main axis, leading and trailing on the cross.
  struct Insets {
    var mainBefore = 0.0
    var mainAfter = 0.0
    var crossBefore = 0.0
    var crossAfter = 0.0
  }

  /// The most items on one line (zero-width items would otherwise put a million on one).
  static let maximumPerLine = 10_000.0

  var count = 0
  /// Main-axis start of the section (the header's top), in content coordinates.
  var start = 0.0
  var header = 0.0
  var footer = 0.0
  var insets = Insets()
  var lineSpacing = 10.0
  var interitemSpacing = 10.0
  /// The cross extent the items fit in (the content's cross size less the section's insets).
  var available = 0.0
  /// One size for every item (main, cross), when the section has one.
  var uniform: (main: Double, cross: Double)?
  /// Items per line and their spacing on full lines (uniform sections).
  var perLine = 1
  var fullSpacing = 0.0
  /// Per-item sizes (main, cross) and the lines (sections of several sizes).
  var sizes: [(main: Double, cross: Double)] = []
  var lines: [Line] = []
  /// The main-axis extent of the lines and the spaces between them.
  var itemsLength = 0.0

  /// The top of the items.
  var itemsStart: Double { start + header + insets.mainBefore }
  /// The end of the items area and bottom inset (where the footer starts).
  var footerStart: Double { itemsStart + itemsLength + insets.mainAfter }
  /// The end of the section.
  var end: Double { footerStart + footer }
  var lineCount: Int { uniform != nil ? (count + perLine - 1) / max(perLine, 1) : lines.count }

  /// Works out the lines from the sizes (or the arithmetic of one size).
  mutating func computeLines() {
    lines.removeAll(keepingCapacity: true)
    if let uniform {
      let pitch = uniform.cross + interitemSpacing
      perLine =
        pitch > 0.001
        ? max(Int(min((available + interitemSpacing) / pitch, Self.maximumPerLine).rounded(.down)), 1)
        : Int(Self.maximumPerLine)
      fullSpacing =
        perLine > 1 ? max((available - Double(perLine) * uniform.cross) / Double(perLine - 1), 0) : 0
      let lineTotal = lineCount
      itemsLength =
        lineTotal > 0
        ? max(Double(lineTotal) * uniform.main + Double(lineTotal - 1) * lineSpacing, uniform.main) : 0
      return
    }
    var index = 0
    var top = 0.0
    while index < count {
      var used = sizes[index].cross
      var extent = sizes[index].main
      var end = index + 1
      while end < count, end - index < Int(Self.maximumPerLine),
        used + interitemSpacing + sizes[end].cross <= available + 1e-9
      {
        used += interitemSpacing + sizes[end].cross
        extent = max(extent, sizes[end].main)
        end += 1
      }
      lines.append(Line(first: index, count: end - index, start: top, extent: extent, lead: 0, spacing: 0))
      top += extent + lineSpacing
      index = end
    }
    itemsLength = lines.isEmpty ? 0 : max(top - lineSpacing, 0)
    let single = lines.count == 1
    for number in lines.indices {
      let line = lines[number]
      let widths = sizes[line.first..<(line.first + line.count)].reduce(0) { $0 + $1.cross }
      if line.count == 1 && (single || number < lines.count - 1) {
        lines[number].lead = (available - widths) / 2  // A lone item on a line is centred.
      } else if single || number < lines.count - 1 {
        lines[number].spacing = max((available - widths) / Double(line.count - 1), 0)  // Justified.
      } else {
        lines[number].spacing = interitemSpacing  // The last line is left-aligned.
      }
    }
  }

  /// The first line ending after `position` (items coordinates).
  func firstLine(endingAfter position: Double) -> Int {
    if let uniform {
      let pitch = uniform.main + lineSpacing
      guard pitch > 0 else { return 0 }
      return Int(index: (position - uniform.main) / pitch, upTo: lineCount)
    }
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].start + lines[mid].extent <= position { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The main-axis start of line `line` (items coordinates).
  func lineStart(_ line: Int) -> Double {
    if let uniform { return Double(line) * (uniform.main + lineSpacing) }
    return lines[line].start
  }

  /// The items of line `line`.
  func items(ofLine line: Int) -> Range<Int> {
    if uniform != nil { return (line * perLine)..<min((line + 1) * perLine, count) }
    return lines[line].first..<(lines[line].first + lines[line].count)
  }

  /// The line holding `item`.
  func line(of item: Int) -> Int {
    if uniform != nil { return item / max(perLine, 1) }
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].first <= item { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// An item's frame in axis terms: (main start, cross start, main extent, cross extent).
  func itemFrame(_ item: Int) -> (main: Double, cross: Double, mainSize: Double, crossSize: Double) {
    let number = line(of: item)
    if let uniform {
      let column = item - number * perLine
      var cross = Double(column) * (uniform.cross + fullSpacing)
      if count == 1 || perLine == 1 {
        cross = (available - uniform.cross) / 2  // A lone item on a line is centred.
      } else if count < perLine {
        // A section of one short line spreads its items across it.
        let spacing = max((available - Double(count) * uniform.cross) / Double(count - 1), 0)
        cross = Double(column) * (uniform.cross + spacing)
      }
      let main = itemsStart + Double(number) * (uniform.main + lineSpacing)
      return (main, insets.crossBefore + cross, uniform.main, uniform.cross)
    }
    let line = lines[number]
    var cross = line.lead
    for index in line.first..<item { cross += sizes[index].cross + line.spacing }
    let size = sizes[item]
    let main = itemsStart + line.start + (line.extent - size.main) / 2
    return (main, insets.crossBefore + cross, size.main, size.cross)
  }
}
