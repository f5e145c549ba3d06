import Foundation

/// Records what happens during a replay as trace lines: touches, every scroll-view delegate call,
/// control events, frames while anything moves, and the final state.
///
/// It is the delegate of every scroll view in the scene that has an id.
///
/// See also: ``ReplayRunner``, ``TraceWriter``.
@MainActor
final class TraceRecorder: TableViewDelegate {
  let scene: Scene
  let clock: FrameClock
  var writer = TraceWriter()
  private var lastFrame: String?

  init(scene: Scene, clock: FrameClock) {
    self.scene = scene
    self.clock = clock
    for id in scene.order {
      if let table = scene.views[id] as? TableView {
        table.replaceDelegateKeepingData(self)
      } else {
        (scene.views[id] as? ScrollView)?.delegate = self
      }
    }
    scene.window.controlEventObserver = { [weak self] control, event in
      guard let self, let id = control.identifier else { return }
      var line = TraceWriter.line(time: self.clock.now, kind: "action")
      line.add("control", id)
      line.add("event", event.description)
      self.writer.write(line)
    }
    lastFrame = frameViews()
  }

  // MARK: Lines

  func touch(_ input: TouchInput) {
    var line = TraceWriter.line(time: input.time, kind: "touch")
    line.add("id", input.id)
    line.add("phase", input.phase.rawValue)
    line.add("at", [Double(input.location.x), Double(input.location.y)])
    writer.write(line)
  }

  private func delegateLine(
    _ scrollView: ScrollView, _ method: String, _ extra: (inout TraceWriter.Line) -> Void = { _ in }
  ) {
    guard let id = scrollView.identifier else { return }
    var line = TraceWriter.line(time: clock.now, kind: "delegate")
    line.add("view", id)
    line.add("method", method)
    extra(&line)
    writer.write(line)
  }

  private static func pair(_ point: CGPoint) -> [Double] { [Double(point.x), Double(point.y)] }

  /// The "views" object of a frame line, or nil when no scroll view has an id.
  private func frameViews() -> String? {
    var parts: [String] = []
    for id in scene.order {
      guard let scrollView = scene.views[id] as? ScrollView else { continue }
      var state = TraceWriter.Line()
      state.add("contentOffset", Self.pair(scrollView.contentOffset))
      state.add("isTracking", scrollView.isTracking)
      state.add("isDragging", scrollView.isDragging)
      state.add("isDecelerating", scrollView.isDecelerating)
      state.add("zoomScale", Double(scrollView.zoomScale))
      parts.append("\(TraceWriter.quote(id)):\(state.json)")
    }
    return parts.isEmpty ? nil : "{" + parts.joined(separator: ",") + "}"
  }

  /// Writes a frame line when any scroll view's state changed since the last one.
  func frame(at time: Double) {
    guard let views = frameViews(), views != lastFrame else { return }
    lastFrame = views
    var line = TraceWriter.line(time: time, kind: "frame")
    line.addRaw("views", views)
    writer.write(line)
  }

  /// Writes the closing line with the final state of every view that has an id.
  func end(at time: Double) {
    var parts: [String] = []
    for id in scene.order {
      guard let view = scene.views[id] else { continue }
      var state = TraceWriter.Line()
      if let scrollView = view as? ScrollView {
        let inset = scrollView.adjustedContentInset
        state.add("contentOffset", Self.pair(scrollView.contentOffset))
        state.add(
          "contentSize", [Double(scrollView.contentSize.width), Double(scrollView.contentSize.height)])
        state.add(
          "adjustedContentInset", [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) })
        state.add("zoomScale", Double(scrollView.zoomScale))
        state.add("isTracking", scrollView.isTracking)
        state.add("isDragging", scrollView.isDragging)
        state.add("isDecelerating", scrollView.isDecelerating)
        if let refreshControl = scrollView.refreshControl {
          state.add("refreshing", refreshControl.isRefreshing)
        }
        if let table = scrollView as? TableView {
          let rows = (table.indexPathsForSelectedRows ?? []).map { "[\($0.section),\($0.row)]" }
          state.addRaw("selectedRows", "[" + rows.joined(separator: ",") + "]")
          let visible = table.indexPathsForVisibleRows.map { "[\($0.section),\($0.row)]" }
          state.addRaw("visibleRows", "[" + visible.joined(separator: ",") + "]")
        }
      }
      if let control = view as? Control {
        state.add("isHighlighted", control.isHighlighted)
        state.add("isSelected", control.isSelected)
        state.add("isEnabled", control.isEnabled)
        if let toggle = control as? Switch { state.add("isOn", toggle.isOn) }
        if let slider = control as? Slider { state.add("value", Double(slider.value)) }
      }
      let frame = view.frame
      state.add("frame", [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) })
      parts.append("\(TraceWriter.quote(id)):\(state.json)")
    }
    var line = TraceWriter.line(time: time, kind: "end")
    line.addRaw("views", "{" + parts.joined(separator: ",") + "}")
    writer.write(line)
  }

  // MARK: TableViewDelegate

  func viewForZooming(in scrollView: ScrollView) -> View? {
    scene.builderDelegate.viewForZooming(in: scrollView)
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    scene.builderDelegate.tableView(tableView, heightForRowAt: indexPath)
  }

  private func rowLine(_ tableView: TableView, _ method: String, _ indexPath: IndexPath) {
    delegateLine(tableView, method) { $0.addRaw("indexPath", "[\(indexPath.section),\(indexPath.row)]") }
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    rowLine(tableView, "didSelectRowAt", indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    rowLine(tableView, "didDeselectRowAt", indexPath)
  }

  // MARK: ScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidScroll") {
      $0.add("contentOffset", Self.pair(scrollView.contentOffset))
    }
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidZoom") { $0.add("zoomScale", Double(scrollView.zoomScale)) }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewWillBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    let target = targetContentOffset
    delegateLine(scrollView, "scrollViewWillEndDragging") {
      $0.add("velocity", Self.pair(velocity))
      $0.add("targetContentOffset", Self.pair(target))
    }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    delegateLine(scrollView, "scrollViewDidEndDragging") { $0.add("willDecelerate", decelerate) }
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewWillBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidEndScrollingAnimation")
  }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    delegateLine(scrollView, "scrollViewWillBeginZooming")
  }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    delegateLine(scrollView, "scrollViewDidEndZooming") { $0.add("atScale", Double(scale)) }
  }
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    delegateLine(scrollView, "scrollViewShouldScrollToTop")
    return true
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidScrollToTop")
  }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidChangeAdjustedContentInset") {
      let inset = scrollView.adjustedContentInset
      $0.add("adjustedContentInset", [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) })
    }
  }
}
