import Foundation

/// Records what happens during a replay as trace lines: touches, every scroll-view delegate call,
/// control events, frames while anything moves, and the final state.
///
/// It is the delegate of every scroll view in the scene that has an id.
///
/// See also: ``ReplayRunner``, ``TraceWriter``.
@preconcurrency @MainActor
final class TraceRecorder: TableViewDelegate, CollectionViewDelegateFlowLayout {
  let scene: Scene
  let clock: FrameClock
  /// Where lines go. Setting it (as a replay starts) also connects the scene's node lists, whose
  /// lines from building the scene (the first load) then follow.
  var writer: TraceWriter {
    get { output }
    set {
      output = newValue
      for (id, view) in tracked {
        Self.nodeList(of: view)?.onEvent = { [unowned self] event in nodeListLine(id, event) }
      }
    }
  }
  /// ``writer``'s storage, written to for every line. (Writing a line through ``writer`` ran its
  /// setter: each line connected every node list again, so lines cost the scene's scroll views:
  /// 3,000 TableNodes took 26 s, 10,000 TableViews 11.7 s; session 43.)
  private var output = TraceWriter()
  /// The latest time written: lines never go back in time, even when a touch a hair after a frame's
  /// time was handled before that frame (their times print with three decimals).
  private var lastTime = -Double.infinity
  /// The scroll views with an id, in scene order, with their last numbers and frame-line text.
  private var tracked: [(id: String, view: ScrollView)] = []
  private var states: [FrameState] = []
  /// Each tracked view's visible-items text (used for collection views only).
  private var itemTexts: [VisibleItemsText] = []
  private var fragments: [String] = []
  /// The ids of the views an animation has moved, in the order they first moved.
  private var animatedIDs: Set<String> = []
  /// ``ViewAnimationGroup/recordedCount`` at the last look for newly animated views.
  private var scannedAnimationCount = -1
  /// The place of each view with an id in ``Scene/order``, by view (made again when the scene has
  /// more views than it holds).
  private var sceneOrder: [ObjectIdentifier: Int] = [:]
  /// The views with an id that are not scroll views and that an animation has moved, with their
  /// last presentation numbers and frame-line text.
  private var animatedViews: [(id: String, view: View, numbers: [Double], fragment: String)] = []
  /// How many times a frame read an animated view's presentation (each frame reads every view an
  /// animation has moved, moving or not: ``ReplayLimits/presentationWeight``).
  private(set) var presentationReads = 0

  /// What a frame line shows of one scroll view.
  private struct FrameState: Equatable {
    var offset: CGPoint
    var isTracking: Bool
    var isDragging: Bool
    var isDecelerating: Bool
    var zoomScale: CGFloat
    /// A collection view's visible items with their frames (nil for other scroll views).
    var visibleItems: String?
    /// A table's visible section headers and footers, once it has shown one.
    var sections: TableSectionState?
    /// What is drawn, once an animation moved the view.
    var presentation: String?
    /// A collection view's orthogonal rows on screen, as entries of their own.
    var rows: String?

    @MainActor init(
      _ scrollView: ScrollView, previous: FrameState? = nil, animated: Bool = false,
      items: inout VisibleItemsText
    ) {
      offset = scrollView.contentOffset
      isTracking = scrollView.isTracking
      isDragging = scrollView.isDragging
      isDecelerating = scrollView.isDecelerating
      zoomScale = scrollView.zoomScale
      visibleItems = (scrollView as? CollectionView).map { items.json(of: $0) }
      rows = (scrollView as? CollectionView).flatMap { TraceRecorder.orthogonalRowEntries($0, end: false) }
      if let table = scrollView as? TableView {
        sections = TableSectionState(table, previous: previous?.sections)
      }
      if animated { presentation = TracePresentation.presentation(of: scrollView) }
    }

    var json: String {
      var state = TraceWriter.Line()
      state.add("contentOffset", TraceRecorder.pair(offset))
      state.add("isTracking", isTracking)
      state.add("isDragging", isDragging)
      state.add("isDecelerating", isDecelerating)
      state.add("zoomScale", Double(zoomScale))
      if let visibleItems { state.addRaw("visibleItems", visibleItems) }
      sections?.add(to: &state)
      if let presentation { state.addRaw("presentation", presentation) }
      return state.json
    }

    /// The view's entry in a frame line, followed by its rows' entries.
    func entry(id: String) -> String {
      let own = "\(TraceWriter.quote(id)):\(json)"
      return rows.map { own + "," + $0 } ?? own
    }
  }

  init(scene: Scene, clock: FrameClock) {
    self.scene = scene
    self.clock = clock
    for id in scene.order {
      guard let scrollView = scene.views[id] as? ScrollView else { continue }
      if let table = scrollView as? TableView {
        table.replaceDelegateKeepingData(self)
      } else {
        scrollView.delegate = self
      }
      (scrollView as? CollectionView)?.orthogonalObserver = self
      tracked.append((id, scrollView))
    }
    scene.window.controlEventObserver = { [weak self] control, event in
      guard let self, let id = control.identifier else { return }
      var line = self.line(time: self.clock.now, kind: "action")
      line.add("control", id)
      line.add("event", event.description)
      self.output.write(line)
    }
    itemTexts = tracked.map { _ in VisibleItemsText() }
    states = tracked.indices.map { FrameState(tracked[$0].view, items: &itemTexts[$0]) }
    fragments = zip(tracked, states).map { $1.entry(id: $0.id) }
  }

  /// Starts a line at `time`, or at the latest time already written when `time` is earlier.
  private func line(time: Double, kind: String) -> TraceWriter.Line {
    lastTime = max(lastTime, time)
    return TraceWriter.line(time: lastTime, kind: kind)
  }

  // MARK: Lines

  func touch(_ input: TouchInput) {
    var line = line(time: input.time, kind: "touch")
    line.add("id", input.id)
    line.add("phase", input.phase.rawValue)
    line.add("at", [Double(input.location.x), Double(input.location.y)])
    output.write(line)
  }

  private func delegateLine(
    _ scrollView: ScrollView, _ method: String, _ extra: (inout TraceWriter.Line) -> Void = { _ in }
  ) {
    guard let id = scrollView.identifier ?? (scrollView as? OrthogonalScrollView)?.traceName else { return }
    var line = line(time: clock.now, kind: "delegate")
    line.add("view", id)
    line.add("method", method)
    extra(&line)
    output.write(line)
  }

  nonisolated fileprivate static func pair(_ point: CGPoint) -> [Double] {
    [Double(point.x), Double(point.y)]
  }

  /// Writes a frame line when any scroll view's state, as printed, changed since the last one.
  /// Only views whose numbers changed are formatted again.
  func frame(at time: Double) {
    noteAnimatedViews()
    guard !tracked.isEmpty || !animatedViews.isEmpty else { return }
    var changed = false
    presentationReads &+= animatedViews.count
    for index in animatedViews.indices {
      let entry = animatedViews[index]
      // The text is written only when the numbers changed: 2,000 views of a repeating animation
      // that showed the same alpha at every frame took 27 ms a frame to write again (sweep 51).
      let numbers = TracePresentation.numbers(of: entry.view)
      guard !TracePresentation.same(numbers, entry.numbers) else { continue }
      animatedViews[index].numbers = numbers
      let fragment =
        "\(TraceWriter.quote(entry.id)):{\"presentation\":\(TracePresentation.presentation(numbers))}"
      if fragment != entry.fragment {
        animatedViews[index].fragment = fragment
        changed = true
      }
    }
    for index in tracked.indices {
      let state = FrameState(
        tracked[index].view, previous: states[index], animated: animatedIDs.contains(tracked[index].id),
        items: &itemTexts[index])
      guard state != states[index] else { continue }
      states[index] = state
      let fragment = state.entry(id: tracked[index].id)
      if fragment != fragments[index] {
        fragments[index] = fragment
        changed = true
      }
    }
    guard changed else { return }
    var line = line(time: time, kind: "frame")
    let all = fragments + animatedViews.map(\.fragment)
    line.addRaw("views", "{" + all.joined(separator: ",") + "}")
    output.write(line)
  }

  /// Adds the views with an id that an animation moves now to the views frame lines show, in
  /// scene order.
  ///
  /// Views start animating only when an animation is recorded: only the views of the animations
  /// recorded since the last look are read (every view of the scene when more were recorded
  /// than ``ViewAnimationGroup/recentlyAnimated`` keeps). Reading every view at each new
  /// animation cost 190,000 views times 1,000 `animate` steps: 60 s (session 43).
  private func noteAnimatedViews() {
    let count = ViewAnimationGroup.recordedCount
    guard count != scannedAnimationCount else { return }
    let recent = ViewAnimationGroup.recentlyAnimated
    let fresh = count &- scannedAnimationCount
    scannedAnimationCount = count
    guard fresh > 0, fresh <= recent.count else {
      for id in scene.order where !animatedIDs.contains(id) { noteIfAnimated(id) }
      return
    }
    if sceneOrder.count != scene.order.count {
      for (index, id) in scene.order.enumerated() {
        if let view = scene.views[id] { sceneOrder[ObjectIdentifier(view)] = index }
      }
    }
    var indexes: [Int] = []
    for entry in recent[(recent.count - fresh)...] {
      guard let view = entry.view, let index = sceneOrder[ObjectIdentifier(view)] else { continue }
      indexes.append(index)
    }
    for index in Set(indexes).sorted() where !animatedIDs.contains(scene.order[index]) {
      noteIfAnimated(scene.order[index])
    }
  }

  /// Adds the view with `id` to the animated views when an animation moves it now.
  private func noteIfAnimated(_ id: String) {
    guard let view = scene.views[id], !view.animationState.animations.isEmpty else { return }
    animatedIDs.insert(id)
    if !(view is ScrollView) || !tracked.contains(where: { $0.id == id }) {
      animatedViews.append((id, view, [], ""))
    }
  }

  /// Writes a line of a "TableNode"'s list: an interface-state change of a row's node (a
  /// delegate line of the node, named "ID[section,row]"), or a batch fetch beginning or completing
  /// (a delegate line of the table).
  private func nodeListLine(_ id: String, _ event: SceneNodeList.Event) {
    var line = line(time: clock.now, kind: "delegate")
    switch event {
    case .interfaceState(let path, let method):
      line.add("view", "\(id)[\(path.section),\(path.row)]")
      line.add("method", method)
      line.addRaw("indexPath", "[\(path.section),\(path.row)]")
    case .batchFetch(let method, let itemCount):
      line.add("view", id)
      line.add("method", method)
      line.add("itemCount", itemCount)
    }
    output.write(line)
  }

  /// Writes the line of a named "animate" step's completion.
  func animationCompleted(_ name: String, finished: Bool) {
    var line = line(time: clock.now, kind: "animationCompletion")
    line.add("name", name)
    line.add("finished", finished)
    output.write(line)
  }

  /// Writes the closing line with the final state of every view that has an id.
  func end(at time: Double) {
    var parts: [String] = []
    // Each table's place among the tracked views, found once (a search for each table cost the
    // square of the tables: 10,000 took 11 s, session 43).
    var trackedIndex: [ObjectIdentifier: Int] = [:]
    for (index, entry) in tracked.enumerated().reversed() where entry.view is TableView {
      trackedIndex[ObjectIdentifier(entry.view)] = index
    }
    for id in scene.order {
      guard let view = scene.views[id] else { continue }
      var state = TraceWriter.Line()
      if let scrollView = view as? ScrollView {
        Self.addEndState(of: scrollView, to: &state)
        if let refreshControl = scrollView.refreshControl {
          state.add("refreshing", refreshControl.isRefreshing)
        }
        if let table = scrollView as? TableView {
          let rows = (table.indexPathsForSelectedRows ?? []).map { "[\($0.section),\($0.row)]" }
          state.addRaw("selectedRows", "[" + rows.joined(separator: ",") + "]")
          let visible = (table.indexPathsForVisibleRows ?? []).map { "[\($0.section),\($0.row)]" }
          state.addRaw("visibleRows", "[" + visible.joined(separator: ",") + "]")
          let previous = trackedIndex[ObjectIdentifier(table)].flatMap { states[$0].sections }
          TableSectionState(table, previous: previous).add(to: &state)
        }
        if let collection = scrollView as? CollectionView {
          let items = (collection.indexPathsForSelectedItems ?? []).map { "[\($0.section),\($0.item)]" }
          state.addRaw("selectedItems", "[" + items.joined(separator: ",") + "]")
          state.addRaw("visibleItems", Self.visibleItemsJSON(collection))
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
      if let collection = view as? CollectionView, let rows = Self.orthogonalRowEntries(collection, end: true)
      {
        parts.append(rows)
      }
    }
    var line = line(time: time, kind: "end")
    line.addRaw("views", "{" + parts.joined(separator: ",") + "}")
    output.write(line)
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

  // MARK: CollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    scene.builderDelegate.collectionView(
      collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
  }

  private func itemLine(_ collectionView: CollectionView, _ method: String, _ indexPath: IndexPath) {
    delegateLine(collectionView, method) {
      $0.addRaw("indexPath", "[\(indexPath.section),\(indexPath.item)]")
    }
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    itemLine(collectionView, "didSelectItemAt", indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    itemLine(collectionView, "didDeselectItemAt", indexPath)
  }

  /// A collection view's visible items, sorted by index path, each with its frame in the
  /// collection view's content: [{"indexPath":[section,item],"frame":[x,y,w,h]},...].
  static func visibleItemsJSON(_ collectionView: CollectionView) -> String {
    var text = VisibleItemsText()
    return text.json(of: collectionView)
  }

  // MARK: ScrollViewDelegate

  /// The list of a "TableNode" or "CollectionNode".
  static func nodeList(of view: View) -> SceneNodeList? {
    (view as? SceneNodeTableView)?.list ?? (view as? SceneNodeCollectionView)?.list
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    let list = Self.nodeList(of: scrollView)
    list?.driver.didScroll()
    delegateLine(scrollView, "scrollViewDidScroll") {
      $0.add("contentOffset", Self.pair(scrollView.contentOffset))
    }
    list?.driver.updateRangesIfNeeded()  // As Texture: in the layout pass after the delegate's call.
    // A CollectionNode's orthogonal row showed other items: the ranges follow, after the row's line.
    if let row = scrollView as? OrthogonalScrollView, let rowList = row.collectionView.flatMap(Self.nodeList)
    {
      rowList.driver.updateRanges()
    }
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) {
    delegateLine(scrollView, "scrollViewDidZoom") { $0.add("zoomScale", Double(scrollView.zoomScale)) }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    Self.nodeList(of: scrollView)?.driver.willBeginDragging()
    delegateLine(scrollView, "scrollViewWillBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    let target = targetContentOffset
    Self.nodeList(of: scrollView)?.driver.willEndDragging(target: target, velocity: velocity)
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
    Self.nodeList(of: scrollView)?.driver.didEndDecelerating()
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
