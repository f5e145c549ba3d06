import Cassowary
import Foundation

/// A view whose position follows a scroll view's frame guide: the offset-free origin the solver
/// gave it and how much of the scroll offset it moves with (1 when pinned to the frame).
struct FramePinnedView {
  unowned let view: View
  var origin: CGPoint
  let sensitivity: CGPoint
}

/// The views that follow one scroll view's frame.
struct FramePinnedGroup {
  weak var container: View?
  var views: [FramePinnedView]
}

extension AutoLayoutEngine {
  /// Writes the results of the items whose variables changed (and of those queued): frames
  /// relative to their superview, content sizes, free guides; then keeps views that follow a
  /// scroll view's frame at their place for its offset.
  func apply(_ changed: [Variable]) {
    isApplying = true
    defer { isApplying = false }
    var pending = writeQueue
    writeQueue = []
    if needsFullApply {
      needsFullApply = false
      needsProbe = true
      for state in itemOrder where !state.needsWrite {
        state.needsWrite = true
        pending.append(state)
      }
    }
    for variable in changed {
      guard variable.tag >= 0, let state = slots[variable.tag >> 2] else { continue }
      if variable.tag & 3 < 2 { state.originMoved = true }
      if !state.needsWrite {
        state.needsWrite = true
        pending.append(state)
      }
    }
    pending += statesFollowingMovedOrigins(pending)
    let window: Window = self.window
    let windowHasSafeArea = window.mayHaveSafeArea
    let siblings = SafeAreaRun()
    let collectsWritten = !pinnedToFrames.isEmpty
    var written: [View] = []
    var lastParent: (view: View, origin: CGPoint)?
    for state in pending {
      state.needsWrite = false
      state.originMoved = false
      switch state.item {
      case .view(let view):
        guard state.mode == .solved, let parent = view.superview else { continue }
        // Siblings come in runs: the parent's origin is found once per run.
        let parentOrigin: CGPoint
        if let lastParent, lastParent.view === parent {
          parentOrigin = lastParent.origin
        } else {
          parentOrigin = windowOrigin(of: parent)
          lastParent = (parent, parentOrigin)
        }
        let moved = write(
          state, to: view, parentOrigin: parentOrigin,
          place: (window, windowHasSafeArea, siblings))
        if moved && collectsWritten { written.append(view) }
      case .guide(let guide):
        applyGuide(state, guide)
      }
    }
    if needsProbe {
      needsProbe = false
      findFramePinnedViews()
    } else if !pinnedToFrames.isEmpty && !written.isEmpty {
      followWrittenPinnedViews(Set(written.map { ObjectIdentifier($0) }))
    }
  }

  /// Writes a solved view's frame relative to its superview; a move alone sets only the centre.
  /// True when the frame changed.
  private func write(
    _ state: LayoutItemState, to view: View, parentOrigin: CGPoint,
    place: (window: Window, hasSafeArea: Bool, siblings: SafeAreaRun)
  ) -> Bool {
    let v = state.variables
    let size = CGSize(width: max(v[2].value, 0), height: max(v[3].value, 0))
    let frame = CGRect(
      x: v[0].value - parentOrigin.x, y: v[1].value - parentOrigin.y, width: size.width, height: size.height)
    guard view.transform == .identity else {
      guard view.frame != frame else { return false }
      view.frame = frame
      return true
    }
    // Without a transform the frame is the centre and the bounds size (the getter's transform
    // math, which allocates, is skipped: this runs for every view a change moves).
    let center = view.center
    let oldSize = view.bounds.size
    let old = CGRect(
      x: center.x - oldSize.width / 2, y: center.y - oldSize.height / 2, width: oldSize.width,
      height: oldSize.height)
    guard old != frame else { return false }
    if oldSize == size {
      view.applySolvedCenter(
        CGPoint(x: frame.minX + size.width / 2, y: frame.minY + size.height / 2), in: place.window,
        windowHasSafeArea: place.hasSafeArea, siblings: place.siblings)
    } else {
      // UIKit's engine places the centre at the middle of the solved rectangle whatever the
      // layer's anchor point (a view with another anchor point is drawn off its constraints).
      let anchor = view.storedAnchorPoint
      view.frame = frame.offsetBy(dx: (0.5 - anchor.x) * size.width, dy: (0.5 - anchor.y) * size.height)
    }
    return true
  }

  /// The solved children (and guides) of items whose origin moved, not yet queued: their
  /// frames are relative to the moved origin.
  private func statesFollowingMovedOrigins(_ pending: [LayoutItemState]) -> [LayoutItemState] {
    var extra: [LayoutItemState] = []
    for state in pending where state.originMoved {
      guard case .view(let view) = state.item else { continue }
      for subview in view.subviews {
        guard let child = items[ObjectIdentifier(subview)], !child.needsWrite else { continue }
        child.needsWrite = true
        extra.append(child)
      }
      for guide in view.layoutGuides {
        guard let child = items[ObjectIdentifier(guide)], !child.needsWrite else { continue }
        child.needsWrite = true
        extra.append(child)
      }
    }
    return extra
  }

  /// A guide's result: a content area's size goes to its owner, a free guide keeps its frame.
  private func applyGuide(_ state: LayoutItemState, _ guide: LayoutGuide) {
    guard let owner = guide.owningView else { return }
    let rect = state.frame
    switch guide.binding {
    case .contentArea(_, let apply):
      let width = state.mentions.horizontal > 0 ? max(rect.width, 0) : nil
      let height = state.mentions.vertical > 0 ? max(rect.height, 0) : nil
      apply(owner, width, height)
      state.appliedContentLengths = [width.map { Double($0) }, height.map { Double($0) }]
    case .free:
      let origin = windowOrigin(of: owner)
      guide.solvedFrame = rect.offsetBy(dx: -origin.x, dy: -origin.y)
    case .insetBounds:
      break
    }
  }

  /// The offset-free window position of a view's origin: a solved view's from the solution,
  /// otherwise its frame added to its superview's.
  func windowOrigin(of view: View) -> CGPoint {
    var origin = CGPoint.zero
    var current: View? = view
    while let item = current, !(item is Window) {
      if let state = items[ObjectIdentifier(item)], state.mode == .solved {
        return CGPoint(x: origin.x + state.variables[0].value, y: origin.y + state.variables[1].value)
      }
      origin.x += item.frame.minX
      origin.y += item.frame.minY
      current = item.superview
    }
    return origin
  }

  /// Frame-pinned views the solution moved: their offset-free origin is the one just written; the
  /// scroll offset goes back on.
  private func followWrittenPinnedViews(_ written: Set<ObjectIdentifier>) {
    for key in pinnedToFrames.keys.sorted() {
      guard var group = pinnedToFrames[key], let container = group.container else { continue }
      var moved = false
      for (index, entry) in group.views.enumerated() where written.contains(ObjectIdentifier(entry.view)) {
        group.views[index].origin = entry.view.frame.origin
        moved = true
      }
      guard moved else { continue }
      pinnedToFrames[key] = group
      scrollOffsetChanged(of: container)
    }
  }

  /// For every scroll view whose frame-attached guides position something, measures how each
  /// solved view moves when the frame moves by one point (one probe, not a solve per frame; the
  /// read-back visits only what moves).
  private func findFramePinnedViews() {
    pinnedToFrames = [:]
    var containers: [ObjectIdentifier: (View, [LayoutItemState])] = [:]
    var order: [ObjectIdentifier] = []
    for state in staticStates {
      guard case .guide(let guide) = state.item, case .insetBounds = guide.binding,
        let owner = guide.owningView, owner is ScrollAreaGuides,
        state.referenceCounts[0] > 0 || state.referenceCounts[1] > 0, state.pins.count == 4
      else { continue }
      let key = ObjectIdentifier(owner)
      if containers[key] == nil { order.append(key) }
      containers[key, default: (owner, [])].1.append(state)
    }
    for key in order {
      let (owner, guides) = containers[key]!
      pinnedToFrames[key] = FramePinnedGroup(container: owner, views: probe(guides))
      scrollOffsetChanged(of: owner)
    }
  }

  /// Moves the guides' origin pins by a point (the other way, or a fraction, where required
  /// constraints leave no room: a probe never breaks a constraint), collects the solved views that
  /// move relative to their superview, and puts the pins back.
  private func probe(_ guides: [LayoutItemState]) -> [FramePinnedView] {
    guard let step = [1.0, -1.0, 1.0 / 64, -1.0 / 64].first(where: { shiftPins(of: guides, by: $0) }) else {
      return []
    }
    var probed: [ObjectIdentifier: CGPoint] = [:]
    var movedStates: [LayoutItemState] = []
    for variable in solver.updateVariables() {
      guard variable.tag >= 0, variable.tag & 3 < 2, let state = slots[variable.tag >> 2],
        state.mode == .solved,
        case .view(let view) = state.item
      else { continue }
      let key = ObjectIdentifier(view)
      if probed[key] == nil { movedStates.append(state) }
      probed[key] = CGPoint(x: state.variables[0].value, y: state.variables[1].value)
    }
    _ = shiftPins(of: guides, by: 0)
    solver.updateVariables()
    var deltas: [ObjectIdentifier: CGPoint] = [:]
    for state in movedStates {
      let key = state.item.key
      deltas[key] = CGPoint(
        x: (probed[key]!.x - state.variables[0].value) / step,
        y: (probed[key]!.y - state.variables[1].value) / step)
    }
    var pinned: [FramePinnedView] = []
    for state in movedStates {
      guard case .view(let view) = state.item, let parent = view.superview else { continue }
      let delta = deltas[state.item.key]!
      let parentDelta = deltas[ObjectIdentifier(parent)] ?? .zero
      let relative = CGPoint(x: delta.x - parentDelta.x, y: delta.y - parentDelta.y)
      guard abs(relative.x) > 1e-6 || abs(relative.y) > 1e-6 else { continue }
      let parentOrigin = windowOrigin(of: parent)
      let origin = CGPoint(
        x: state.variables[0].value - parentOrigin.x, y: state.variables[1].value - parentOrigin.y)
      pinned.append(FramePinnedView(view: view, origin: origin, sensitivity: relative))
    }
    return pinned
  }

  /// Sets the guides' origin pins `step` points past their values (0: back to them); false, with
  /// every pin back at its value, when a required constraint does not allow it.
  private func shiftPins(of guides: [LayoutItemState], by step: Double) -> Bool {
    let pins = guides.flatMap { state in [0, 1].map { state.pins[$0] } }
    for (done, pin) in pins.enumerated() {
      guard (try? solver.setConstant(-(pin.value + step), for: pin.constraint)) != nil else {
        for undo in pins[..<done] { try? solver.setConstant(-undo.value, for: undo.constraint) }
        return false
      }
    }
    return true
  }

  /// Moves the views pinned to `scrollView`'s frame by its current offset (bounds origin), so they
  /// stay put on screen while the content scrolls, zooms or bounces. No solve.
  public func scrollOffsetChanged(of scrollView: View) {
    guard let pinned = pinnedToFrames[ObjectIdentifier(scrollView)]?.views, !pinned.isEmpty else { return }
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
