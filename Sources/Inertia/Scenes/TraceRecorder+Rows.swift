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
      state.add("contentOffset", [Double(row.contentOffset.x), Double(row.contentOffset.y)])
      if end {
        let inset = row.adjustedContentInset
        state.add("contentSize", [Double(row.contentSize.width), Double(row.contentSize.height)])
        state.add(
          "adjustedContentInset", [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) })
        state.add("zoomScale", Double(row.zoomScale))
      }
      state.add("isTracking", row.isTracking)
      state.add("isDragging", row.isDragging)
      state.add("isDecelerating", row.isDecelerating)
      if end {
        let frame = row.frame
        state.add("frame", [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) })
      } else {
        state.add("zoomScale", Double(row.zoomScale))
      }
      parts.append("\(TraceWriter.quote(name)):\(state.json)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }
}
