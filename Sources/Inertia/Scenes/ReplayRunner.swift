import Foundation

/// Replays a script against its scene on a ``ManualClock`` and produces the trace
/// (shared/spec/scenes-and-traces.md).
///
/// Within one instant, steps and touches due at or before a frame's time run first (in script
/// order), then timers and physics advance to the frame, then the frame line is written.
///
/// See also: ``ReplayScript``, ``SceneBuilder``, ``TraceWriter``.
@MainActor
public final class ReplayRunner {
  /// The parsed script.
  public let script: ReplayScript
  /// The clock the replay runs on.
  public let clock: ManualClock
  /// The scene built from the script.
  public let scene: Scene
  private let recorder: TraceRecorder
  /// Called after every frame with the frame's time (used to render frames).
  public var onFrame: (@MainActor (Double) -> Void)?

  /// Parses `data` and builds the scene. Throws ``SceneError`` for malformed input.
  public convenience init(data: Data) throws {
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch {
      throw SceneError(path: "$", "not valid JSON")
    }
    try self.init(script: try ReplayScript(SceneNode(value)))
  }

  /// Builds the scene of `script` on a clock starting at `startTime` seconds. Throws
  /// ``SceneError`` for steps naming unknown views.
  public init(script: ReplayScript, startTime: Double = 0) throws {
    self.script = script
    clock = ManualClock(frameRate: script.frameRate, start: startTime)
    scene = try SceneBuilder.build(script.scene.object(), clock: clock)
    recorder = TraceRecorder(scene: scene, clock: clock)
    try validateSteps()
  }

  private func validateSteps() throws {
    for step in script.steps {
      switch step.action {
      case .call(let id, let call):
        let view = try lookUp(id, step)
        switch call {
        case .setUnifiedOffset:
          guard (view as? ScrollView)?.nestedCoordinator != nil else {
            throw SceneError(path: step.path, "view \"\(id)\" is not part of a nested pair")
          }
        case .reloadData, .table:
          guard view is TableView else {
            throw SceneError(path: step.path, "view \"\(id)\" is not a table view")
          }
        case .beginRefreshing, .endRefreshing:
          guard (view as? ScrollView)?.refreshControl != nil else {
            throw SceneError(path: step.path, "view \"\(id)\" has no refresh control")
          }
        default:
          guard view is ScrollView else {
            throw SceneError(path: step.path, "view \"\(id)\" is not a scroll view")
          }
        }
      case .press(let id, _):
        guard try lookUp(id, step) is ScrollView else {
          throw SceneError(path: step.path, "view \"\(id)\" is not a scroll view")
        }
      case .set(let id, _, _):
        _ = try lookUp(id, step)
      case .touches, .tapStatusBar:
        break
      }
    }
  }

  private func lookUp(_ id: String, _ step: ReplayScript.Step) throws -> View {
    guard let view = scene.views[id] else { throw SceneError(path: step.path, "no view with id \"\(id)\"") }
    return view
  }

  private struct Item {
    var time: Double
    var order: Int
    var action: ReplayScript.Action
    var touch: TouchInput?
    var path: String
  }

  private func timeline() -> [Item] {
    var items: [Item] = []
    for step in script.steps {
      if case .touches(let inputs) = step.action {
        for input in inputs {
          items.append(
            Item(time: input.time, order: items.count, action: step.action, touch: input, path: step.path))
        }
      } else {
        items.append(
          Item(time: step.time, order: items.count, action: step.action, touch: nil, path: step.path))
      }
    }
    return items.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
  }

  /// Runs the replay to the script's end and returns the trace text.
  public func run() throws -> String {
    let items = timeline()
    var next = 0
    var frame = 1
    let until = script.until
    while true {
      let frameTime = Double(frame) / script.frameRate
      let bound = min(frameTime, until)
      while next < items.count, items[next].time <= bound + 1e-9 {
        clock.advance(to: items[next].time, includingFrameAtEnd: false)
        // Touches of one instant arrive together, as one event.
        var batch = [items[next]]
        while items[next].touch != nil, next + batch.count < items.count,
          items[next + batch.count].touch != nil, items[next + batch.count].time == items[next].time
        {
          batch.append(items[next + batch.count])
        }
        if batch.count > 1 {
          for item in batch { recorder.touch(item.touch!) }
          scene.window.handleTouches(batch.map { $0.touch! })
        } else {
          try perform(items[next])
        }
        next += batch.count
      }
      guard frameTime <= until + 1e-9 else { break }
      clock.advance(to: frameTime)
      scene.window.layoutIfNeeded()
      recorder.frame(at: frameTime)
      onFrame?(frameTime)
      frame += 1
    }
    clock.advance(to: until, includingFrameAtEnd: false)
    recorder.end(at: until)
    return recorder.writer.text
  }

  private func perform(_ item: Item) throws {
    if let touch = item.touch {
      recorder.touch(touch)
      scene.window.handleTouch(id: touch.id, phase: touch.phase, at: touch.location, timestamp: touch.time)
      return
    }
    switch item.action {
    case .touches:
      break
    case .tapStatusBar:
      scene.window.tapStatusBar()
    case .press(let id, let key):
      (scene.views[id] as? ScrollView)?.directionalPressGestureRecognizer.press(key)
    case .set(let id, let property, let value):
      guard let view = scene.views[id] else { return }
      if let table = view as? TableView, property == "rows" || property == "sections" {
        // The table's data changes; like UIKit it shows the change after reloadData.
        let holder = SceneNode(.object([property: value.value]), path: item.path + ".set")
        if let model = try SceneTableModel.parse(holder, defaultHeight: table.rowHeight) {
          scene.tableModels[ObjectIdentifier(table)]?.replaceData(with: model)
        }
        return
      }
      do {
        try SceneProperties.apply(property, value, to: view, strict: true)
      } catch let error as SceneError {
        throw SceneError(path: item.path + ".set.value", error.message)
      }
    case .call(let id, let call):
      guard let scrollView = scene.views[id] as? ScrollView else { return }
      switch call {
      case .setContentOffset(let offset, let animated):
        scrollView.setContentOffset(offset, animated: animated)
      case .scrollRectToVisible(let rect, let animated):
        scrollView.scrollRectToVisible(rect, animated: animated)
      case .flashScrollIndicators: scrollView.flashScrollIndicators()
      case .beginRefreshing: scrollView.refreshControl?.beginRefreshing()
      case .endRefreshing: scrollView.refreshControl?.endRefreshing()
      case .setZoomScale(let scale, let animated): scrollView.setZoomScale(scale, animated: animated)
      case .zoom(let rect, let animated): scrollView.zoom(to: rect, animated: animated)
      case .reloadData: (scrollView as? TableView)?.reloadData()
      case .table(let tableCall, let animated):
        guard let table = scrollView as? TableView else { return }
        scene.tableModels[ObjectIdentifier(table)]?.perform(tableCall, on: table, animated: animated)
      case .setUnifiedOffset(let value, let animated):
        scrollView.nestedCoordinator?.setUnifiedOffset(value, animated: animated)
      }
    }
  }
}
