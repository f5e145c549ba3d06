import Foundation

extension ReplayRunner {
  /// Checks what each step asks of the views alone, in time order, once the scene's views are made
  /// and before its constraints are solved and it is laid out: the views the steps name, the kind
  /// of view each call and key press needs, and every "set" step's and `animate` change's value
  /// as its view would read it. A step refused here is refused by ``validateSteps()`` too (the
  /// same checks, with the same messages); what depends on the built scene (refresh controls,
  /// nested pairs, the table, StackView and walk budgets) waits for it. Sweep 64: a scene near
  /// the solver's limit (about 10 s to build in a debug build) with one bad value in its last
  /// step took the whole build before its one-line error.
  static func preflight(_ steps: [ReplayScript.Step], in scene: Scene) throws {
    let ordered = steps.indices.sorted { (steps[$0].time, $0) < (steps[$1].time, $1) }
    for step in ordered.map({ steps[$0] }) {
      switch step.action {
      case .call(let id, let call):
        try preflight(call, on: lookUp(id, step, in: scene), id: id, step: step)
      case .press(let id, _):
        try checkPress(on: lookUp(id, step, in: scene), id: id, step: step)
      case .set(let id, let property, let value):
        try checkSet(property, value, on: lookUp(id, step, in: scene), id: id, step: step, scene: scene)
      case .animate(let animation):
        for (changes, prefix) in animation.changeLists(at: step.path + ".animate") {
          for (index, change) in changes.enumerated() {
            switch change {
            case .set(let id, let property, let value):
              let view = try lookUp(id, step, in: scene)
              _ = try setter(of: property, value, for: view, path: "\(prefix)[\(index)].value", scene: scene)
            case .call(let id, let call):
              try preflight(call, on: lookUp(id, step, in: scene), id: id, step: step)
            }
          }
        }
      case .touches, .tapStatusBar, .scroll, .magnify:
        break
      }
    }
  }

  /// The kind checks of a call that the views alone decide (not a nested pair's or a refresh
  /// control's, which the rest of the build or earlier steps may give).
  private static func preflight(_ call: ReplayScript.Call, on view: View, id: String, step: ReplayScript.Step)
    throws
  {
    let name = TraceWriter.quote(id)
    try checkListKind(of: call, on: view, name: name, step: step)
    switch call {
    case .setUnifiedOffset, .beginRefreshing, .endRefreshing: break
    default: try checkViewKind(of: call, on: view, name: name, step: step)
    }
  }

  /// The view of `scene` with the id `id`, which `step` names.
  static func lookUp(_ id: String, _ step: ReplayScript.Step, in scene: Scene) throws -> View {
    guard let view = scene.views[id] else {
      throw SceneError(path: step.path, "no view with id \(TraceWriter.quote(id))")
    }
    return view
  }

  /// Throws unless a "press" step's view is a scroll view.
  static func checkPress(on view: View, id: String, step: ReplayScript.Step) throws {
    guard view is ScrollView else {
      throw SceneError(path: step.path, "view \(TraceWriter.quote(id)) is not a scroll view")
    }
  }

  /// Checks a "set" step: a Texture list's data is not set, and the value reads as the property's.
  static func checkSet(
    _ property: String, _ value: SceneNode, on view: View, id: String, step: ReplayScript.Step, scene: Scene
  ) throws {
    if view is SceneNodeTableView, ["rows", "sections", "heights"].contains(property) {
      throw SceneError(
        path: step.path,
        "view \(TraceWriter.quote(id)) is a TableNode: its rows change only by batch fetching")
    }
    if view is SceneNodeCollectionView, ["items", "sections", "layout"].contains(property) {
      throw SceneError(
        path: step.path,
        "view \(TraceWriter.quote(id)) is a CollectionNode: its items change only by batch fetching")
    }
    _ = try setter(of: property, value, for: view, path: step.path + ".set.value", scene: scene)
  }

  /// Throws for a call that changes a Texture list's data, which only its batch fetching changes.
  static func checkListKind(of call: ReplayScript.Call, on view: View, name: String, step: ReplayScript.Step)
    throws
  {
    if view is SceneNodeCollectionView, case .reloadData = call {
      throw SceneError(
        path: step.path, "view \(name) is a CollectionNode: its items change only by batch fetching")
    }
    guard view is SceneNodeTableView else { return }
    switch call {
    case .reloadData, .table(.insertRows, _), .table(.deleteRows, _), .table(.reloadRows, _),
      .table(.moveRow, _), .table(.insertSections, _), .table(.deleteSections, _),
      .table(.performBatchUpdates, _), .table(.setEditing, _):
      throw SceneError(path: step.path, "view \(name) is a TableNode: its rows change only by batch fetching")
    default: break
    }
  }

  /// Throws unless `view` is of the kind `call` needs: a table or collection view for
  /// `reloadData`, a table for a table method, a collection view for a collection method, a
  /// scroll view for the rest (not for the nested pair's and refresh calls, checked apart).
  static func checkViewKind(of call: ReplayScript.Call, on view: View, name: String, step: ReplayScript.Step)
    throws
  {
    switch call {
    case .reloadData:
      guard view is TableView || view is CollectionView else {
        throw SceneError(path: step.path, "view \(name) is not a table or collection view")
      }
    case .table:
      guard view is TableView else { throw SceneError(path: step.path, "view \(name) is not a table view") }
    case .collection:
      guard view is CollectionView else {
        throw SceneError(path: step.path, "view \(name) is not a collection view")
      }
    default:
      guard view is ScrollView else { throw SceneError(path: step.path, "view \(name) is not a scroll view") }
    }
  }
}
