import Cassowary
import Foundation

extension AutoLayoutEngine {
  /// The state for an item, created (after its owner's, for a guide) on first use.
  func state(for item: LayoutItem) -> LayoutItemState {
    let key = item.key
    if let found = items[key] { return found }
    if case .guide(let guide) = item, let owner = guide.owningView { _ = state(for: .view(owner)) }
    let created = LayoutItemState(item: item, slot: slots.count)
    slots.append(created)
    staticStatesAreValid = false
    items[key] = created
    itemOrder.append(created)
    // A new solved view gets its weak holds at the next pass, on the variables no constraint
    // reads by then: the constraint being added is about to read some (adding a hold only to
    // remove it again cost two solver operations per variable).
    refresh(created, holdingUnreferenced: false)
    if created.mode == .solved { enqueueRefresh(created) }
    enqueueWrite(created)
    return created
  }

  /// Seed 003's rule: a scroll view's edges, used from inside it, are its content area; its size
  /// and centre are its frame. From outside, everything is its frame.
  func resolve(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, other: LayoutItem?)
    -> (state: LayoutItemState, attribute: LayoutConstraint.Attribute)
  {
    if case .guide(let guide) = item, let container = guide.owningView as? ScrollAreaGuides,
      guide === container.layoutMarginsGuide, let inside = other?.owner, inside !== container,
      inside.isDescendant(of: container), attribute.isEdge
    {
      // The margins of a scroll view, used from inside, inset its content area (seed 003).
      return (state(for: .guide(contentMarginsGuide(of: container))), attribute)
    }
    guard case .view(let view) = item, let container = view as? ScrollAreaGuides,
      let inside = other?.owner, inside !== view, inside.isDescendant(of: view)
    else { return (state(for: item), attribute) }
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      return (state(for: .guide(container.contentLayoutGuide)), attribute)
    case .width, .height, .centerX, .centerY:
      return (state(for: .guide(container.frameLayoutGuide)), attribute)
    case .firstBaseline, .lastBaseline:
      return (state(for: .guide(container.contentLayoutGuide)), .bottom)
    case .notAnAttribute:
      return (state(for: item), attribute)
    default:  // margins: resolved when the constraint is made
      return (state(for: item), attribute.withoutMargins)
    }
  }

  func expression(_ state: LayoutItemState, _ attribute: LayoutConstraint.Attribute) -> Cassowary.Expression {
    let v = state.variables
    switch attribute {
    case .left, .leading: return Cassowary.Expression(v[0])
    case .top: return Cassowary.Expression(v[1])
    case .right, .trailing: return Cassowary.Expression([(v[0], 1), (v[2], 1)])
    case .bottom: return Cassowary.Expression([(v[1], 1), (v[3], 1)])
    case .width: return Cassowary.Expression(v[2])
    case .height: return Cassowary.Expression(v[3])
    case .centerX: return Cassowary.Expression([(v[0], 1), (v[2], 0.5)])
    case .centerY: return Cassowary.Expression([(v[1], 1), (v[3], 0.5)])
    case .notAnAttribute: return Cassowary.Expression(constant: 0)
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:  // resolved when the constraint is made
      return expression(state, attribute.withoutMargins)
    case .firstBaseline, .lastBaseline:
      guard state.hasTextBaselines else { return Cassowary.Expression([(v[1], 1), (v[3], 1)]) }
      return Cassowary.Expression([
        (v[1], 1), (baselineVariable(state, attribute == .firstBaseline ? 0 : 1), 1),
      ])
    }
  }

  /// The variable for a text view's first (0) or last (1) baseline offset, pinned to the view's
  /// value (moved by refreshes when the text or its wrapping changes).
  private func baselineVariable(_ state: LayoutItemState, _ index: Int) -> Variable {
    if state.baselineVariables.isEmpty {
      state.baselineVariables = ["firstBaseline", "lastBaseline"].map { Variable($0) }
      for variable in state.baselineVariables { variable.tag = -1 }
    }
    refreshBaselines(state)
    return state.baselineVariables[index]
  }

  /// Moves the baseline pins of a text view to its current baselines.
  func refreshBaselines(_ state: LayoutItemState) {
    guard !state.baselineVariables.isEmpty, case .view(let view) = state.item,
      let offsets = view.textBaselineOffsets
    else { return }
    for (index, value) in [Double(offsets.first), Double(offsets.last)].enumerated() {
      guard value.isFinite else { continue }
      if let pin = state.baselines[index] {
        if pin.value != value {
          applyConstant(-value, pin.constraint)
          state.baselines[index]!.value = value
        }
        continue
      }
      let constraint = Cassowary.Constraint(
        Cassowary.Expression(state.baselineVariables[index]) + (-value), .equal, Cassowary.Expression())
      addEngineConstraint(constraint)
      state.baselines[index] = .init(constraint: constraint, value: value)
    }
  }

  /// The window position of a view's coordinate origin, scroll offsets taken as zero.
  static func layoutOrigin(of view: View) -> CGPoint {
    var origin = CGPoint.zero
    var current: View? = view
    while let item = current, !(item is Window) {
      origin.x += item.frame.minX
      origin.y += item.frame.minY
      current = item.superview
    }
    return origin
  }

  static func layoutFrame(of view: View) -> CGRect {
    CGRect(origin: layoutOrigin(of: view), size: view.bounds.size)
  }

  // MARK: Refreshing what the engine adds

  /// Brings the engine's own constraints for an item up to date (fixed frames, guide bindings,
  /// intrinsic sizes, weak holds on unconstrained variables unless `holdingUnreferenced` is false).
  func refresh(_ state: LayoutItemState, holdingUnreferenced: Bool = true) {
    guard !state.isFitting else { return }  // Refreshed by the next solve, after the measurement.
    switch state.item {
    case .view(let view):
      if view.translatesAutoresizingMaskIntoConstraints {
        let frame = Self.layoutFrame(of: view)
        setPins(state, .fixed, values: [frame.minX, frame.minY, frame.width, frame.height])
      } else if state.needsRefresh || state.mode != .solved {
        setPins(state, .solved, values: [])
        refreshSolved(state, view, holdingUnreferenced: holdingUnreferenced)
      }
      refreshBaselines(state)
    case .guide(let guide):
      if let container = contentMarginContainers[ObjectIdentifier(guide)]?.view as? ScrollAreaGuides {
        refreshContentMargins(state, container)
      } else {
        refreshGuide(state, guide, holdingUnreferenced: holdingUnreferenced)
      }
    }
    state.needsRefresh = false
  }

  /// A scroll view's content area inset by its layout margins: pinned to the content guide.
  private func refreshContentMargins(_ state: LayoutItemState, _ container: ScrollAreaGuides) {
    let content = self.state(for: .guide(container.contentLayoutGuide))
    let margins = container.layoutMargins
    setPins(
      state, .relativeGuide, owner: content,
      values: [margins.left, margins.top, -margins.horizontal, -margins.vertical])
  }

  /// The engine's guide for a scroll view's content area inset by its margins (made on first use).
  func contentMarginsGuide(of container: ScrollAreaGuides) -> LayoutGuide {
    let key = ObjectIdentifier(container)
    if let existing = contentMarginGuides[key] { return existing }
    let guide = LayoutGuide(
      identifier: "UIScrollView-contentMarginsGuide", owningView: container, binding: .free)
    contentMarginGuides[key] = guide
    contentMarginContainers[ObjectIdentifier(guide)] = WeakView(view: container)
    return guide
  }

  /// For the content-margins guide of a scroll view, its content guide's state (constraints on
  /// the margins count as mentions of the content area: contentSize follows them).
  func contentAreaState(ofMargins state: LayoutItemState) -> LayoutItemState? {
    guard case .guide(let guide) = state.item,
      let container = contentMarginContainers[ObjectIdentifier(guide)]?.view as? ScrollAreaGuides
    else { return nil }
    return items[ObjectIdentifier(container.contentLayoutGuide)]
  }

  /// A guide's pins (bound guides) or floors and holds (free guides). A free guide just created
  /// (`holdingUnreferenced` false) gets its floors and holds at the next pass, as a new solved
  /// view does: a required equality on its fresh size (a stack's equal spacers) then defines it
  /// instead of entering the tableau behind its floor.
  private func refreshGuide(_ state: LayoutItemState, _ guide: LayoutGuide, holdingUnreferenced: Bool) {
    guard let owner = guide.owningView else { return }
    let ownerState = self.state(for: .view(owner))
    let relative = !owner.translatesAutoresizingMaskIntoConstraints
    let origin = relative ? CGPoint.zero : Self.layoutOrigin(of: owner)
    switch guide.binding {
    case .insetBounds(let insets):
      let inset = insets(owner)
      let size = relative ? CGSize.zero : owner.bounds.size
      setPins(
        state, relative ? .relativeGuide : .absoluteGuide, owner: ownerState,
        values: [
          origin.x + inset.left, origin.y + inset.top, size.width - inset.horizontal,
          size.height - inset.vertical,
        ])
    case .contentArea(let size, _):
      setPins(
        state, relative ? .relativeGuide : .absoluteGuide, owner: ownerState, values: [origin.x, origin.y])
      // The hold follows contentSize set from outside; a size the engine wrote itself stays put
      // (moving the hold to each new solution would cost a dual-simplex pass on every change).
      let contentSize = size(owner)
      for (index, value) in [(2, contentSize.width), (3, contentSize.height)]
      where state.appliedContentLengths[index - 2] != Double(value) {
        hold(state, index, at: Double(value), strength: Self.holdStrength)
      }
      addFloors(state)
    case .free:
      guard holdingUnreferenced else { return }
      let frame = guide.solvedFrame.offsetBy(
        dx: Self.layoutOrigin(of: owner).x, dy: Self.layoutOrigin(of: owner).y)
      holdUnreferenced(state, frame)
      addFloors(state)
    }
  }

  /// A solved view's floors, intrinsic size and holds. A view just created (`holdingUnreferenced`
  /// false) gets them at the next pass, after the constraints being activated: those come first,
  /// so a required equality on a fresh size can define it instead of entering the tableau behind
  /// its floor (an equal-size chain would otherwise build rows that grow with the chain).
  private func refreshSolved(_ state: LayoutItemState, _ view: View, holdingUnreferenced: Bool) {
    if view.intrinsicHeightDependsOnWidth && !state.isWidthDependent {
      state.isWidthDependent = true
      widthDependentStates.append(state)
    }
    guard holdingUnreferenced else { return }
    addFloors(state)
    holdUnreferenced(state, Self.layoutFrame(of: view))
    let natural = view.intrinsicContentSize
    let priorities = view.layoutPriorities
    let axes = [
      (natural.width, priorities.hugging.horizontal, priorities.compression.horizontal),
      (natural.height, priorities.hugging.vertical, priorities.compression.vertical),
    ]
    for (axis, (length, hugging, compression)) in axes.enumerated() {
      setIntrinsic(state, axis: axis, length: length.isFinite ? Double(length) : -1, hugging, compression)
    }
  }

  private func setIntrinsic(
    _ state: LayoutItemState, axis: Int, length: Double, _ hugging: Double, _ compression: Double
  ) {
    if let pair = state.intrinsic[axis] {
      let samePriorities = pair.priorities == (hugging, compression)
      if length >= 0 && samePriorities {
        if pair.value != length {
          applyConstant(-length, pair.hugging)
          applyConstant(-length, pair.compression)
          state.intrinsic[axis]!.value = length
        }
        return
      }
      for constraint in [pair.hugging, pair.compression] { removeEngineConstraint(constraint) }
      state.intrinsic[axis] = nil
    }
    guard length >= 0 else { return }
    let variable = Cassowary.Expression(state.variables[2 + axis]) + (-length)
    let hug = Cassowary.Constraint(
      variable, .lessOrEqual, Cassowary.Expression(), strength: Strength.priority(hugging))
    let resist = Cassowary.Constraint(
      variable, .greaterOrEqual, Cassowary.Expression(), strength: Strength.priority(compression))
    addEngineConstraint(hug)
    addEngineConstraint(resist)
    state.intrinsic[axis] = .init(
      hugging: hug, compression: resist, value: length, priorities: (hugging, compression))
  }

  func addFloors(_ state: LayoutItemState) {
    guard state.floors.isEmpty else { return }
    if let budget = floorWorkBudget {
      let start = core.cellOperations
      defer { floorWorkBudget = budget - (core.cellOperations - start) }
      addFloorConstraints(state)
    } else {
      addFloorConstraints(state)
    }
  }

  /// Adds `state`'s floors (its width and height at least 0), counted by ``addFloors(_:)``.
  private func addFloorConstraints(_ state: LayoutItemState) {
    for index in [2, 3] {
      let floor = Cassowary.Constraint(
        Cassowary.Expression(state.variables[index]), .greaterOrEqual, Cassowary.Expression())
      do {
        try solver.addConstraint(floor)
      } catch {
        let owner = if case .view = state.item { "a view's" } else { "a layout guide's" }
        let size = index == 2 ? "width" : "height"
        // UIKit says nothing when required constraints make a size negative (a cell's content
        // inset inside a cell still 0 wide): a debug note, not an error.
        Self.log.debug("required constraints make \(owner) \(size) negative: its floor at 0 is left out")
      }
      state.floors.append(floor)
    }
  }

  /// Weak holds at the current frame for the variables no user constraint reads.
  private func holdUnreferenced(_ state: LayoutItemState, _ frame: CGRect) {
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    for index in 0..<4 where state.referenceCounts[index] == 0 && state.stays[index] == nil {
      hold(state, index, at: Double(values[index]), strength: Self.holdStrength)
    }
  }

  /// A weak `variable == value`, added or moved.
  func hold(_ state: LayoutItemState, _ index: Int, at value: Double, strength: Double) {
    if let stay = state.stays[index] {
      if stay.value != value {
        applyConstant(-value, stay.constraint)
        state.stays[index]!.value = value
      }
      return
    }
    let constraint = Cassowary.Constraint(
      Cassowary.Expression(state.variables[index]) + (-value), .equal, Cassowary.Expression(),
      strength: strength)
    addEngineConstraint(constraint)
    state.stays[index] = .init(constraint: constraint, value: value)
  }

  /// Required pins `variable (- owner's) == value` for fixed views and guides, kept in place and
  /// moved by constant changes; rebuilt when the mode changes.
  private func setPins(
    _ state: LayoutItemState, _ mode: LayoutItemState.Mode, owner: LayoutItemState? = nil, values: [CGFloat]
  ) {
    if state.mode != mode {
      staticStatesAreValid = false
      for pin in state.pins { removeEngineConstraint(pin.constraint) }
      state.pins = []
      if mode == .fixed {
        for constraint in state.floors { removeEngineConstraint(constraint) }
        state.floors = []
        for index in 0..<4 { if let stay = state.stays[index] { removeEngineConstraint(stay.constraint) } }
        state.stays = [nil, nil, nil, nil]
        for (axis, pair) in state.intrinsic.enumerated() {
          guard let pair else { continue }
          removeEngineConstraint(pair.hugging)
          removeEngineConstraint(pair.compression)
          state.intrinsic[axis] = nil
        }
      }
      state.mode = mode
      for (index, value) in values.enumerated() {
        var expression = Cassowary.Expression(state.variables[index])
        if mode == .relativeGuide, let owner {
          expression = expression - Cassowary.Expression(owner.variables[index])
        }
        let constraint = Cassowary.Constraint(expression + Double(-value), .equal, Cassowary.Expression())
        addEngineConstraint(constraint)
        state.pins.append(.init(constraint: constraint, value: Double(value)))
      }
      return
    }
    for (index, value) in values.enumerated() where state.pins[index].value != Double(value) {
      applyConstant(Double(-value), state.pins[index].constraint)
      state.pins[index].value = Double(value)
    }
  }

  /// Gives solved views made by constraints just activated their floors (sizes at least 0) now
  /// instead of at the next pass, before constraints of lower priority that may conflict with
  /// them: a stack view's kept sizes, broken against floors already in place, cost a pivot per
  /// squeezed view on short rows, where floors added after them moved the overflow from view to
  /// view through rows as long as the stack. Free `guides` (a stack's spacers, created with the
  /// constraints just activated) get theirs too.
  func addFloors(to views: [View], guides: [LayoutGuide] = []) {
    installWaiting()  // the views' states come with the constraints that mention them
    for view in views {
      guard let state = items[ObjectIdentifier(view)], state.mode == .solved else { continue }
      addFloors(state)
    }
    for guide in guides {
      guard let state = items[ObjectIdentifier(guide)], case .free = guide.binding else { continue }
      addFloors(state)
    }
  }

  // MARK: Engine constraints

  func addEngineConstraint(_ constraint: Cassowary.Constraint) {
    do {
      try solver.addConstraint(constraint)
    } catch {
      Self.log.error("a fixed frame or guide conflicts with required constraints: \(error)")
    }
  }

  func removeEngineConstraint(_ constraint: Cassowary.Constraint) {
    guard solver.hasConstraint(constraint) else { return }
    do {
      try solver.removeConstraint(constraint)
    } catch {
      Self.log.error("could not remove an engine constraint: \(error)")
    }
  }

  /// Moves an engine constraint's constant; when a user's required constraint prevents it, the
  /// user constraints that conflict are broken (the fixed frame wins, as in UIKit).
  func applyConstant(_ constant: Double, _ constraint: Cassowary.Constraint) {
    guard solver.hasConstraint(constraint) else { return }
    do {
      try solver.setConstant(constant, for: constraint)
    } catch {
      breakUserConstraintsBlocking(constant, constraint)
    }
  }

  private func breakUserConstraintsBlocking(_ constant: Double, _ constraint: Cassowary.Constraint) {
    for user in constraints.reversed() {
      guard let entry = mapped[ObjectIdentifier(user)], entry.isInSolver,
        entry.solverConstraint.strength >= Strength.required
      else { continue }
      try? solver.removeConstraint(entry.solverConstraint)  // held: isInSolver
      mapped[ObjectIdentifier(user)]?.isInSolver = false
      if (try? solver.setConstant(constant, for: constraint)) != nil {
        logBroken(user)
        return
      }
      try? solver.addConstraint(entry.solverConstraint)
      mapped[ObjectIdentifier(user)]?.isInSolver = solver.hasConstraint(entry.solverConstraint)
    }
    Self.log.error("could not move a fixed frame: required constraints hold it")
  }
}

extension LayoutItem {
  /// The identity of the view or guide.
  var key: ObjectIdentifier {
    switch self {
    case .view(let view): return ObjectIdentifier(view)
    case .guide(let guide): return ObjectIdentifier(guide)
    }
  }
}
