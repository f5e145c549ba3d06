import Cassowary
import Foundation

/// A view whose position follows a scroll view's frame guide: the offset-free origin the solver
/// gave it and how much of the scroll offset it moves with (1 when pinned to the frame).
struct FramePinnedView {
  unowned let view: View
  let origin: CGPoint
  let sensitivity: CGPoint
}

extension AutoLayoutEngine {
  /// Writes frames (parents first), content sizes and free guides, then re-applies scroll offsets
  /// to views that follow a scroll view's frame.
  func apply() {
    let solved = itemOrder.compactMap { state -> (view: View, state: LayoutItemState, depth: Int)? in
      guard case .view(let view) = state.item, state.mode == .solved else { return nil }
      return (view, state, view.ancestry.count)
    }.sorted { $0.depth < $1.depth }
    var origins: [ObjectIdentifier: CGPoint] = [:]
    for (view, state, _) in solved {
      let rect = state.frame
      origins[ObjectIdentifier(view)] = rect.origin
      guard let parent = view.superview else { continue }
      let parentOrigin = origins[ObjectIdentifier(parent)] ?? Self.layoutOrigin(of: parent)
      let frame = CGRect(
        x: rect.minX - parentOrigin.x, y: rect.minY - parentOrigin.y, width: max(rect.width, 0),
        height: max(rect.height, 0))
      if view.frame != frame { view.frame = frame }
    }
    for state in itemOrder {
      guard case .guide(let guide) = state.item, let owner = guide.owningView else { continue }
      let rect = state.frame
      switch guide.binding {
      case .contentArea(_, let apply):
        apply(
          owner, state.mentions.horizontal > 0 ? max(rect.width, 0) : nil,
          state.mentions.vertical > 0 ? max(rect.height, 0) : nil)
      case .free:
        let origin = origins[ObjectIdentifier(owner)] ?? Self.layoutOrigin(of: owner)
        guide.solvedFrame = rect.offsetBy(dx: -origin.x, dy: -origin.y)
      case .insetBounds:
        break
      }
    }
    findFramePinnedViews(solved.map { ($0.view, $0.state) })
  }

  /// For every scroll view whose frame-attached guides position something, measures how each
  /// solved view moves when the frame moves by one point (one probe, not a solve per frame).
  private func findFramePinnedViews(_ solved: [(View, LayoutItemState)]) {
    pinnedToFrames = [:]
    var containers: [ObjectIdentifier: (View, [LayoutItemState])] = [:]
    var order: [ObjectIdentifier] = []
    for state in itemOrder {
      guard case .guide(let guide) = state.item, case .insetBounds = guide.binding,
        let owner = guide.owningView, owner is ScrollAreaGuides,
        state.referenceCounts[0] > 0 || state.referenceCounts[1] > 0, state.pins.count == 4
      else { continue }
      let key = ObjectIdentifier(owner)
      if containers[key] == nil { order.append(key) }
      containers[key, default: (owner, [])].1.append(state)
    }
    guard !order.isEmpty else { return }
    let before = solved.map { $0.1.frame.origin }
    for key in order {
      let (owner, guides) = containers[key]!
      for state in guides {
        for index in [0, 1] { applyConstant(-(state.pins[index].value + 1), state.pins[index].constraint) }
      }
      solver.updateVariables()
      var moved: [ObjectIdentifier: CGPoint] = [:]
      var pinned: [FramePinnedView] = []
      for (position, (view, state)) in solved.enumerated() {
        let delta = CGPoint(
          x: state.frame.minX - before[position].x, y: state.frame.minY - before[position].y)
        moved[ObjectIdentifier(view)] = delta
        let parent = view.superview.flatMap { moved[ObjectIdentifier($0)] } ?? CGPoint(x: 0, y: 0)
        let relative = CGPoint(x: delta.x - parent.x, y: delta.y - parent.y)
        if abs(relative.x) > 1e-6 || abs(relative.y) > 1e-6 {
          pinned.append(FramePinnedView(view: view, origin: view.frame.origin, sensitivity: relative))
        }
      }
      for state in guides {
        for index in [0, 1] { applyConstant(-state.pins[index].value, state.pins[index].constraint) }
      }
      solver.updateVariables()
      pinnedToFrames[key] = pinned
      scrollOffsetChanged(of: owner)
    }
  }

  /// Moves the views pinned to `scrollView`'s frame by its current offset (bounds origin), so they
  /// stay put on screen while the content scrolls, zooms or bounces. No solve.
  public func scrollOffsetChanged(of scrollView: View) {
    guard let pinned = pinnedToFrames[ObjectIdentifier(scrollView)], !pinned.isEmpty else { return }
    let offset = scrollView.bounds.origin
    isApplyingOffsets = true
    defer { isApplyingOffsets = false }
    for entry in pinned {
      let origin = CGPoint(
        x: entry.origin.x + entry.sensitivity.x * offset.x, y: entry.origin.y + entry.sensitivity.y * offset.y
      )
      if entry.view.frame.origin != origin { entry.view.frame.origin = origin }
    }
  }

  // MARK: Ambiguity

  /// Whether a view's frame is left undetermined by the constraints: a variable only the
  /// engine's weak hold keeps, or one a very weak pull can move.
  func isAmbiguous(_ view: View) -> Bool {
    solveIfNeeded()
    guard let state = items[ObjectIdentifier(view)], state.mode == .solved else { return false }
    if state.stays.contains(where: { $0 != nil }) { return true }
    for variable in state.variables {
      let value = variable.value
      let pull = Cassowary.Constraint(
        Cassowary.Expression(variable) + (-(value + 1000)), .equal, Cassowary.Expression(), strength: 1e-3)
      guard (try? solver.addConstraint(pull)) != nil else { continue }
      solver.updateVariables()
      let moved = abs(variable.value - value) > 1e-6
      try? solver.removeConstraint(pull)  // added just above
      solver.updateVariables()
      if moved { return true }
    }
    return false
  }

  /// Moves an ambiguous view's undetermined coordinates to another valid value (the weak holds
  /// go to zero, or to the current value plus 10 when already zero) and lays out again.
  func exerciseAmbiguity(of view: View) {
    guard let state = items[ObjectIdentifier(view)], state.mode == .solved else { return }
    for index in 0..<4 {
      guard let stay = state.stays[index] else { continue }
      hold(state, index, at: stay.value == 0 ? stay.value + 10 : 0, strength: Self.holdStrength)
    }
    needsSolve = true
    window.layoutIfNeeded()
  }
}
