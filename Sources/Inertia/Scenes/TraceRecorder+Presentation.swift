import Foundation

/// What a trace shows of animations and of a table's section headers and footers
/// (docs/scenes.md, "Animations" and "Trace").
@preconcurrency @MainActor
enum TracePresentation {
  /// `"frame":[x,y,w,h],"alpha":a,"transform":[a,b,c,d,tx,ty]` of what is drawn for `view` now.
  static func presentation(of view: View) -> String { presentation(numbers(of: view)) }

  /// The numbers ``presentation(of:)`` writes: the frame's four, the alpha, the transform's six.
  static func numbers(of view: View) -> [Double] {
    let shown = view.presentation
    let frame = shown.frame
    let t = shown.transform
    return [frame.minX, frame.minY, frame.width, frame.height, shown.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty]
      .map {
        Double($0)
      }
  }

  /// The text of ``numbers(of:)``.
  static func presentation(_ numbers: [Double]) -> String {
    var line = TraceWriter.Line()
    line.add("frame", Array(numbers[0..<4]))
    line.add("alpha", numbers[4])
    line.add("transform", Array(numbers[5..<11]))
    return line.json
  }

  /// Whether `a` and `b` are the same numbers, bit for bit (so they write the same text).
  static func same(_ a: [Double], _ b: [Double]) -> Bool {
    guard a.count == b.count else { return false }
    for index in a.indices where a[index].bitPattern != b[index].bitPattern { return false }
    return true
  }

  /// The visible section headers (or footers) of `table`, top to bottom:
  /// `[{"section":s,"frame":[x,y,w,h]},...]`, frames in the table's (content) coordinates.
  static func sectionViews(of table: TableView, footers: Bool) -> [String] {
    table.sectionViews
      .filter { $0.isFooter == footers && $0.view.frame.height > 0 }
      .sorted { ($0.section, $0.view.frame.minY) < ($1.section, $1.view.frame.minY) }
      .map { entry in
        let frame = entry.view.frame
        var line = TraceWriter.Line()
        line.add("section", entry.section)
        line.add("frame", [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) })
        return line.json
      }
  }
}

/// The section headers and footers a table shows, for its frame-line and end-line state: present
/// from the first time the table shows one.
struct TableSectionState: Equatable {
  var headers: [String]?
  var footers: [String]?

  @MainActor init(_ table: TableView, previous: TableSectionState?) {
    let shownHeaders = TracePresentation.sectionViews(of: table, footers: false)
    let shownFooters = TracePresentation.sectionViews(of: table, footers: true)
    headers = shownHeaders.isEmpty && previous?.headers == nil ? nil : shownHeaders
    footers = shownFooters.isEmpty && previous?.footers == nil ? nil : shownFooters
  }

  func add(to line: inout TraceWriter.Line) {
    if let headers { line.addRaw("headers", "[" + headers.joined(separator: ",") + "]") }
    if let footers { line.addRaw("footers", "[" + footers.joined(separator: ",") + "]") }
  }
}
