import Foundation

extension TraceRecorder {
  /// The entries of a collection view's orthogonal rows on screen, by section, named as their
  /// delegate lines (`"feed#1"`), to follow the collection view's own entry in a frame line (`end`
  /// false: the frame-line keys of a scroll view) or in the end line (the end-line keys of a scroll
  /// view, then the row's frame in the collection view's content). Nil when no row shows.
  static func orthogonalRowEntries(_ collectionView: CollectionView, end: Bool) -> String? {
    guard !collectionView.orthogonalRows.isEmpty else { return nil }
    var parts: [String] = []
    for section in collectionView.orthogonalRows.keys.sorted() {
      guard let row = collectionView.orthogonalRows[section], let name = row.traceName else { continue }
      var state = TraceWriter.Line()
      if end {
        addEndState(of: row, to: &state)
        let frame = row.frame
        state.add("frame", [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) })
      } else {
        state.add("contentOffset", [Double(row.contentOffset.x), Double(row.contentOffset.y)])
        state.add("isTracking", row.isTracking)
        state.add("isDragging", row.isDragging)
        state.add("isDecelerating", row.isDecelerating)
        state.add("zoomScale", Double(row.zoomScale))
      }
      parts.append("\(TraceWriter.quote(name)):\(state.json)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }

  /// A scroll view's end-line keys: contentOffset, contentSize, adjustedContentInset, zoomScale,
  /// isTracking, isDragging, isDecelerating.
  static func addEndState(of scrollView: ScrollView, to state: inout TraceWriter.Line) {
    let inset = scrollView.adjustedContentInset
    state.add("contentOffset", [Double(scrollView.contentOffset.x), Double(scrollView.contentOffset.y)])
    state.add("contentSize", [Double(scrollView.contentSize.width), Double(scrollView.contentSize.height)])
    state.add("adjustedContentInset", [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) })
    state.add("zoomScale", Double(scrollView.zoomScale))
    state.add("isTracking", scrollView.isTracking)
    state.add("isDragging", scrollView.isDragging)
    state.add("isDecelerating", scrollView.isDecelerating)
  }
}
