import Cassowary
import Foundation

extension AutoLayoutEngine {
  /// Writes the results of the items whose variables changed (and of those queued): frames
  /// relative to their superview, content sizes, free guides.
  func apply(_ changed: [Variable]) {
    isApplying = true
    defer { isApplying = false }
    var pending = writeQueue
    writeQueue = []
    if needsFullApply {
      needsFullApply = false
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
    // Counted in a replay's work budget: a scroll offset can move every view at every frame.
    window.layoutWork.solvedVariablesRead &+= changed.count
    window.layoutWork.solvedItemsWritten &+= pending.count
    let windowHasSafeArea = window.mayHaveSafeArea
    let siblings = SafeAreaRun()
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
        write(state, to: view, parentOrigin: parentOrigin, place: (window, windowHasSafeArea, siblings))
      case .guide(let guide):
        applyGuide(state, guide)
      }
    }
  }

  /// Writes a solved view's frame relative to its superview; a move alone sets only the centre.
  private func write(
    _ state: LayoutItemState, to view: View, parentOrigin: CGPoint,
    place: (window: Window, hasSafeArea: Bool, siblings: SafeAreaRun)
  ) {
    let v = state.variables
    let size = CGSize(width: max(v[2].value, 0), height: max(v[3].value, 0))
    let frame = CGRect(
      x: v[0].value - parentOrigin.x, y: v[1].value - parentOrigin.y, width: size.width, height: size.height)
    guard view.transform == .identity else {
      // UIKit's engine gives a transformed view its centre and bounds size, never its frame: the
      // transform turns the solved rectangle about its middle (a frame would be the turned box).
      if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
      let center = CGPoint(x: frame.midX, y: frame.midY)
      if view.center != center { view.center = center }
      return
    }
    // Without a transform the frame is the centre and the bounds size (the getter's transform
    // math, which allocates, is skipped: this runs for every view a change moves).
    let center = view.center
    let oldSize = view.bounds.size
    let old = CGRect(
      x: center.x - oldSize.width / 2, y: center.y - oldSize.height / 2, width: oldSize.width,
      height: oldSize.height)
    guard old != frame else { return }
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
    installWaiting()
    guard let state = items[ObjectIdentifier(view)], state.mode == .solved else { return }
    for index in 0..<4 {
      guard let stay = state.stays[index] else { continue }
      hold(state, index, at: stay.value == 0 ? stay.value + 10 : 0, strength: Self.holdStrength)
    }
    needsSolve = true
    window.layoutIfNeeded()
  }
}
