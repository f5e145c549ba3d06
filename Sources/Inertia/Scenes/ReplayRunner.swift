import Foundation

/// Replays a script against its scene on a ``ManualClock`` and produces the trace
/// (shared/spec/scenes-and-traces.md).
///
/// Within one instant, steps and touches due at or before a frame's time run first (in script
/// order), then timers and physics advance to the frame, then the frame line is written.
///
/// See also: ``ReplayScript``, ``SceneBuilder``, ``TraceWriter``.
@preconcurrency @MainActor
public final class ReplayRunner {
  /// The parsed script.
  public let script: ReplayScript
  /// The clock the replay runs on.
  public let clock: ManualClock
  /// The scene built from the script.
  public let scene: Scene
  let recorder: TraceRecorder
  /// Where "scroll" steps go: the scroll view of the wheel gesture in progress.
  let wheel = WheelRouter()
  /// Whether a "scroll" gesture has begun and not ended (its view may still be tracking).
  public var isIndirectGestureInProgress: Bool { wheel.isGestureInProgress }
  /// Called after every frame with the frame's time (used to render frames).
  public var onFrame: (@MainActor (Double) -> Void)?
  /// The work the frames may do (``ReplayLimits/frameWork``; tests lower it).
  var frameWorkLimit = ReplayLimits.frameWork {
    didSet { scene.window.layoutWork.textUnitLimit = frameWorkLimit }
  }

  /// Parses `data` and builds the scene. Throws ``SceneError`` for malformed input.
  public convenience init(data: Data) throws {
    try self.init(script: try Self.script(from: data))
  }

  /// Parses `data` as a script without building its scene (its size, its JSON and its steps'
  /// shape: the checks that cost little); throws ``SceneError`` for malformed input. `record
  /// --scene` reads its script so before it looks for a display, and builds the scene after.
  public static func script(from data: Data) throws -> ReplayScript {
    guard data.count <= ReplayLimits.fileBytes else {
      throw SceneError(path: "$", "the script is larger than \(ReplayLimits.fileBytes >> 20) MiB")
    }
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch let error as JSONSyntaxError {
      throw SceneError(path: "$", "not valid JSON: \(error)")
    }
    return try ReplayScript(SceneNode(value))
  }

  /// Builds the scene of `script` on a clock starting at `startTime` seconds. Throws
  /// ``SceneError`` for steps naming unknown views.
  public init(script: ReplayScript, startTime: Double = 0) throws {
    self.script = script
    clock = ManualClock(frameRate: script.frameRate, start: startTime)
    scene = try SceneBuilder.build(
      script.scene.object(), clock: clock, textWork: ReplayLimits.frameWork,
      preflight: { try Self.preflight(script.steps, in: $0) })
    recorder = TraceRecorder(scene: scene, clock: clock)
    try validateSteps()
  }

  /// Checks every step against the scene as the steps before it (in time order) leave it: a call
  /// needs the right kind of view, and refresh calls need a refresh control, which an earlier
  /// "set" step may add or remove.
  private func validateSteps() throws {
    var refreshable: [String: Bool] = [:]
    let ordered = script.steps.indices.sorted {
      (script.steps[$0].time, $0) < (script.steps[$1].time, $1)
    }
    for step in ordered.map({ script.steps[$0] }) {
      switch step.action {
      case .call(let id, let call):
        let view = try lookUp(id, step)
        try validate(call, on: view, id: id, step: step, refreshable: refreshable[id])
      case .press(let id, _):
        try Self.checkPress(on: lookUp(id, step), id: id, step: step)
      case .set(let id, let property, let value):
        let view = try lookUp(id, step)
        try Self.checkSet(property, value, on: view, id: id, step: step, scene: scene)
        try countTableChange(view, property: property, step: step)
        if property == "refreshControl", view is ScrollView, case .bool(let flag) = value.value {
          refreshable[id] = flag
        }
      case .animate(let animation):
        try validate(animation, step: step, refreshable: refreshable)
      case .touches, .tapStatusBar, .scroll, .magnify:
        break
      }
    }
    try ReplayLimits.checkTableTotals(script.steps)
    try checkTableWork(ordered.map { script.steps[$0] })
    try checkViewWalkWork(ordered.map { script.steps[$0] })
    try validateStackChanges(ordered.map { script.steps[$0] })
  }

  func validate(
    _ call: ReplayScript.Call, on view: View, id: String, step: ReplayScript.Step, refreshable: Bool?
  ) throws {
    let name = TraceWriter.quote(id)
    try Self.checkListKind(of: call, on: view, name: name, step: step)
    if let table = view as? TableView, !(view is SceneNodeTableView), case .table(let tableCall, _) = call,
      tableCall.addsRows
    {
      try scene.countChangedTable(table, at: step.path)
    }
    switch call {
    case .setUnifiedOffset:
      guard (view as? ScrollView)?.nestedCoordinator != nil else {
        throw SceneError(path: step.path, "view \(name) is not part of a nested pair")
      }
    case .beginRefreshing, .endRefreshing:
      guard refreshable ?? ((view as? ScrollView)?.refreshControl != nil) else {
        throw SceneError(path: step.path, "view \(name) has no refresh control")
      }
    default:
      try Self.checkViewKind(of: call, on: view, name: name, step: step)
    }
  }

  func lookUp(_ id: String, _ step: ReplayScript.Step) throws -> View {
    try Self.lookUp(id, step, in: scene)
  }

  struct Item {
    var time: Double
    var action: ReplayScript.Action
    var touch: TouchInput?
    var path: String
  }

  /// The steps' items in time order (script order within one instant), each gesture's touches
  /// made only when they are reached.
  func timeline(of steps: [ReplayScript.Step]) -> Timeline<Item> {
    Timeline(
      steps.map { step -> (Int, (Int) -> Item) in
        if case .touches(let track) = step.action {
          return (
            track.count,
            { Item(time: track[$0].time, action: step.action, touch: track[$0], path: step.path) }
          )
        }
        return (1, { _ in Item(time: step.time, action: step.action, touch: nil, path: step.path) })
      }, time: \.time)
  }

  /// Runs the replay to the script's end and returns the trace text.
  public func run() throws -> String {
    var text = ""
    try run { text += $0 }
    return text
  }

  /// Runs the replay to the script's end, handing each trace line (with its newline) to `output`
  /// as it happens, so memory stays bounded however long the trace is. Throws when the trace
  /// passes ``ReplayLimits/traceBytes`` (checked after every frame).
  public func run(output: @escaping (String) -> Void) throws {
    var written = 0
    recorder.writer = TraceWriter { line in
      written += line.utf8.count
      output(line)
    }
    var items = timeline(of: script.steps)
    var frame = 1
    var framesRun = 0
    let until = script.until
    // The text the build broke into lines counts with the frames' (sweep 55b).
    var workBefore = scene.window.layoutWork
    workBefore.textBytesBroken = 0
    workBefore.textBytesBrokenByRuns = 0
    var nonFinite = workBefore.nonFiniteGeometry
    while true {
      let frameTime = Double(frame) / script.frameRate
      try performItems(&items, upTo: min(frameTime, until) + 1e-9)
      guard frameTime <= until + 1e-9 else { break }
      runFrame(at: frameTime)
      framesRun += 1
      if scene.window.layoutWork.nonFiniteGeometry != nonFinite {
        // A view ignored a number that is not finite: the constraints may have overflowed.
        nonFinite = scene.window.layoutWork.nonFiniteGeometry
        try SceneConstraintCheck.check(scene, time: frameTime)
      }
      guard written <= ReplayLimits.traceBytes else {
        throw SceneError(path: "$", ReplayLimits.traceBytesMessage)
      }
      try checkFrameWork(frames: framesRun, since: workBefore)
      frame += 1
      if onFrame == nil, isIdle {
        // Nothing moves until the next step or timer: skip the frames in between, which would
        // change nothing and write nothing.
        let next = min(items.nextTime ?? until, clock.nextTimerTime ?? until, until)
        let due = (next * script.frameRate - 1e-6).rounded(.up)
        if due.isFinite, due > Double(frame) { frame = Int(min(due, 1e12)) }
      }
    }
    finish(at: until)
  }

  /// Throws when `frames` frames and the window's work since `before` pass
  /// ``ReplayLimits/frameWork``.
  func checkFrameWork(frames: Int, since before: LayoutWork) throws {
    let work = scene.window.layoutWork.since(before)
    let units =
      ReplayLimits.frameWorkUnits(frames: frames, work: work)
      &+ recorder.presentationReads &* ReplayLimits.presentationWeight
    guard units <= frameWorkLimit, !scene.window.layoutWork.textOverLimit else {
      throw SceneError(path: "$", ReplayLimits.frameWorkMessage)
    }
  }

  /// Advances timers and physics to `frameTime`, lays out and writes the frame line.
  func runFrame(at frameTime: Double) {
    clock.advance(to: frameTime)
    scene.window.layoutIfNeeded()
    recorder.frame(at: frameTime)
    onFrame?(frameTime)
  }

  /// Brings the clock to `until` (without its frame) and writes the closing line.
  func finish(at until: Double) {
    clock.advance(to: until, includingFrameAtEnd: false)
    recorder.end(at: until)
  }

  /// Whether nothing can change before the next step or timer: no display link runs and no view
  /// waits for layout.
  private var isIdle: Bool { !clock.hasActiveDisplayLinks && !scene.window.needsLayoutPass }

  func performItems(_ items: inout Timeline<Item>, upTo bound: Double) throws {
    while let first = items.peek(), first.time <= bound {
      items.pop()
      clock.advance(to: first.time, includingFrameAtEnd: false)
      // Touches of one instant arrive together, as one event.
      var batch = [first]
      while first.touch != nil, let next = items.peek(), next.touch != nil, next.time == first.time {
        batch.append(next)
        items.pop()
      }
      if batch.count > 1 {
        let touches = batch.compactMap(\.touch)
        for touch in touches { recorder.touch(touch) }
        scene.window.handleTouches(touches)
      } else {
        try perform(first)
      }
    }
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
    case .scroll(let event):
      wheel.scroll(event, in: scene.window, timestamp: clock.now)
    case .magnify(let point, let scale):
      wheel.magnify(by: scale, at: point, in: scene.window)
    case .press(let id, let key):
      (scene.views[id] as? ScrollView)?.directionalPressGestureRecognizer.press(key)
    case .set(let id, let property, let value):
      try performSet(id, property, value, path: item.path + ".set.value")
    case .call(let id, let call):
      try performCall(id, call, path: item.path + ".call")
    case .animate(let animation):
      try performAnimation(animation, path: item.path + ".animate")
    }
  }

  /// Sets `property` of the view `id` by its API name (a "set" step, or a change of an "animate"
  /// step); `path` names the value in errors.
  func performSet(_ id: String, _ property: String, _ value: SceneNode, path: String) throws {
    guard let view = scene.views[id] else { return }
    try setter(of: property, value, for: view, path: path)()
  }

  /// The setter of a "set" step or change, its value read and checked: a table's data (`rows`,
  /// `sections` or `heights`; like UIKit it shows the change after reloadData) or a property
  /// (``SceneProperties``). `path` names the value in errors. Every step's is made once before the
  /// replay starts, so a value that cannot be read is refused before any trace is written (before
  /// session 51 only when its step ran).
  func setter(of property: String, _ value: SceneNode, for view: View, path: String) throws
    -> SceneProperties.Setter
  {
    try Self.setter(of: property, value, for: view, path: path, scene: scene)
  }

  /// The setter of a "set" step or change in `scene` (``setter(of:_:for:path:)``), made before the
  /// replay starts, or before the scene is laid out to check the value (``preflight(_:in:)``).
  static func setter(of property: String, _ value: SceneNode, for view: View, path: String, scene: Scene)
    throws -> SceneProperties.Setter
  {
    if let table = view as? TableView, ["rows", "sections", "heights"].contains(property) {
      let holder = SceneNode(.object([property: value.value]), path: path)
      let model = try SceneTableModel.parse(holder, defaultHeight: table.rowHeight)
      return { [scene] in
        if let model { scene.tableModels[ObjectIdentifier(table)]?.replaceData(with: model) }
      }
    }
    let set: SceneProperties.Setter
    do {
      set = try SceneProperties.strictSetter(property, value, for: view)
    } catch let error as SceneError {
      throw SceneError(path: path, error.message)
    }
    return {
      do {
        try set()
      } catch let error as SceneError {
        throw SceneError(path: path, error.message)
      }
    }
  }

  /// Calls a method on the scroll view `id` (a "call" step, or a change of an "animate" step, whose
  /// JSON `path` names). A table update at a row or section the data does not have stops the
  /// replay with an error before any of it applies, where UIKit raises (sweep 58).
  func performCall(_ id: String, _ call: ReplayScript.Call, path: String) throws {
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
    case .reloadData:
      (scrollView as? TableView)?.reloadData()
      (scrollView as? CollectionView)?.reloadData()
    case .collection(let collectionCall, let animated):
      guard let collectionView = scrollView as? CollectionView else { return }
      if let (suffix, message) = collectionCall.problem(in: collectionView) {
        throw SceneError(
          path: path + suffix,
          "at \(TraceWriter.time(clock.now)) s the collection view \(TraceWriter.quote(id)) \(message)")
      }
      collectionCall.perform(on: collectionView, animated: animated)
    case .table(let tableCall, let animated):
      guard let table = scrollView as? TableView, let model = scene.tableModels[ObjectIdentifier(table)]
      else {
        return
      }
      var check = TableCallCheck(model.sections)
      if let (suffix, message) = check.problem(tableCall) {
        throw SceneError(
          path: path + suffix,
          "at \(TraceWriter.time(clock.now)) s the table \(TraceWriter.quote(id)) \(message)")
      }
      model.perform(tableCall, on: table, animated: animated)
    case .setUnifiedOffset(let value, let animated):
      scrollView.nestedCoordinator?.setUnifiedOffset(value, animated: animated)
    }
  }
}
