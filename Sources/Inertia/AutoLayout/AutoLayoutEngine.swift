import Cassowary
import Foundation
import Logging

/// A window's constraint engine, like UIKit's NSISEngine: one Cassowary `Solver` for the whole
/// window, updated incrementally. Activating or deactivating a constraint adds or removes it,
/// changing a constant or an intrinsic size shifts the solution (dual simplex), and a layout pass
/// only refreshes the fixed geometry that changed and writes the frames that moved.
///
/// Geometry is solved in window coordinates with every scroll offset taken as zero: a scroll
/// view's contentLayoutGuide starts at its origin and its frameLayoutGuide covers its frame. A
/// constraint that crosses the edge of a scroll view's content (to its frame guide, to a view
/// outside it) takes the offset in its constant, moved on every offset change
/// (``scrollOffsetChanged(of:)``), so views pinned to the frame stay fixed on screen and views
/// pinned by one edge stretch, as UIKit re-solves them. Seed 003's rule (spec section 13):
/// a scroll view's edge anchors used by its descendants mean its content area, its size and
/// centre anchors its frame; anything outside the scroll view attaches to its frame.
///
/// A required constraint that cannot hold is broken (left out of the solver) and logged with the
/// constraints it conflicts with, as UIKit's "Unable to simultaneously satisfy constraints".
///
/// See also: ``LayoutConstraint``, ``LayoutGuide``, `Solver` (Cassowary).
@preconcurrency @MainActor
public final class AutoLayoutEngine {
  static let log = Logger(label: "Inertia.AutoLayout")
  /// The strength of the engine's holds (an unconstrained variable stays where it is; an
  /// unconstrained content guide keeps contentSize): below priority 1 (about 0.1).
  static let holdStrength = 1e-2

  unowned let window: Window
  /// The active constraints, in activation order (broken ones included).
  public private(set) var constraints: [LayoutConstraint] = [] {
    didSet {
      conflictIndex = nil
      conflictPairs = [:]
      conflictPositions = [:]
      ownerIndex = nil
    }
  }
  /// For each view, the positions in ``constraints`` of those whose items it owns, made when a
  /// view leaves its superview and kept until the list changes (see ``constraints(ownedBy:)``).
  var ownerIndex: [ObjectIdentifier: [Int]]?
  /// For each item, the positions in ``constraints`` of those that use it, made when a conflict
  /// is reported and kept until the list changes (see ``conflictReport(for:)``).
  var conflictIndex: [ObjectIdentifier: [Int]]?
  /// For each list of items a conflict report named, the positions it lists and their count, kept
  /// with ``conflictIndex`` (sweep 62: N conflicts between two views merged both lists N times).
  var conflictPositions: [[ObjectIdentifier]: (positions: [Int], total: Int)] = [:]
  /// For each two items some constraint uses together, how many do, made with ``conflictIndex``
  /// (sweep 63: a report on two items counts their constraints without merging their lists).
  var conflictPairs: [ConflictPair: Int] = [:]
  /// Active constraints the solver refused (unsatisfiable), in the order they were broken
  /// (constraints activated since the solver was last used are handed to it first).
  public var brokenConstraints: [LayoutConstraint] {
    installWaiting()
    return broken
  }
  /// The constraints behind ``brokenConstraints``.
  var broken: [LayoutConstraint] = []
  /// The one solver of this window. Reading it hands over the constraints activated since it was
  /// last used first (see ``installWaiting()``), so nothing reads or changes the solver while an
  /// active constraint is missing from it.
  var solver: Solver {
    installWaiting()
    return core
  }
  /// The solver itself, for the steps that need not wait for activated constraints.
  let core = Solver()
  /// The solver work (`Solver.cellOperations`) the floors that layout passes add may still do,
  /// after which no more items are refreshed: each solved item's size is held at least 0 when it
  /// is first refreshed, and the floor of a size that a chain of soft links defines takes in the
  /// whole chain (sweep 65). A replay's scene build sets it for its first layout pass; nil
  /// (unbounded) otherwise.
  public var floorWorkBudget: Int?
  /// Whether a layout pass stopped when ``floorWorkBudget`` was spent.
  public private(set) var floorWorkOverBudget = false
  /// Constraints activated one at a time or by ``LayoutConstraint/activate(_:)`` since the solver
  /// was last used, in activation order (see ``installWaiting()``).
  var waiting: [LayoutConstraint] = []
  var needsSolve = false
  /// Constraints whose constants changed inside ``changingConstants(_:)``, handed over together.
  var deferredConstants: [LayoutConstraint]?
  var items: [ObjectIdentifier: LayoutItemState] = [:]
  var itemOrder: [LayoutItemState] = []
  /// Every state by ``LayoutItemState/slot`` (nil once dropped), to find a variable's item from
  /// its tag. Unchecked like the item flags (see ``LayoutItemState``): read for every moved variable.
  @exclusivity(unchecked) var slots: [LayoutItemState?] = []
  /// Items whose engine constraints follow geometry outside the solution (fixed views, guides):
  /// refreshed on every pass. Rebuilt when an item is created or changes mode.
  var staticStates: [LayoutItemState] = []
  var staticStatesAreValid = false
  /// Solved views whose inputs changed (intrinsic size, a variable no longer referenced).
  var refreshQueue: [LayoutItemState] = []
  /// Items whose results must be written even if the solution did not move them.
  var writeQueue: [LayoutItemState] = []
  /// Every item's result must be written (a fixed view or the window moved).
  var needsFullApply = true
  /// Views whose intrinsic height follows their width (wrapping labels).
  var widthDependentStates: [LayoutItemState] = []
  /// Set while the engine writes the solution into frames.
  var isApplying = false
  /// States dropped since `itemOrder` was last compacted.
  var droppedStates = 0
  /// Per scroll view, the guide for its content area inset by its margins.
  var contentMarginGuides: [ObjectIdentifier: LayoutGuide] = [:]
  /// The scroll view of each content-margins guide.
  var contentMarginContainers: [ObjectIdentifier: WeakView] = [:]
  var mapped: [ObjectIdentifier: MappedConstraint] = [:]
  /// Per scroll view, the constraints whose constants take its offset (see
  /// ``scrollOffsetTerms(of:first:second:)``).
  var offsetDependents: [ObjectIdentifier: OffsetDependents] = [:]
  /// A scroll offset moved while the engine wrote frames: the solve is not over.
  var offsetsMovedWhileApplying = false
  /// Whether something the engine reads of a view (a safe area moved by a frame the pass wrote)
  /// changed while a pass applied its solution: the pass is solved again (within its three).
  var inputsChangedWhileApplying = false

  init(window: Window) { self.window = window }

  /// A constraint as the solver holds it: the Cassowary constraint and the item variables it uses.
  struct MappedConstraint {
    let solverConstraint: Cassowary.Constraint
    let references: [(item: LayoutItemState, variable: Int)]
    /// The scroll offsets its constant takes.
    let offsetTerms: [ScrollOffsetTerm]
    var isInSolver: Bool
  }

  /// A view's frame changed: solve again if the constraints depend on it.
  func geometryChanged(of view: View) {
    guard !isApplying else { return }
    if view === window {
      needsSolve = true
      needsFullApply = true
    } else if let state = items[ObjectIdentifier(view)] {
      // A solved view placed by hand during a layout pass keeps that frame: UIKit applies the
      // solution to a view when its superview lays out, so code that moves constrained subviews
      // after `super.layoutSubviews()` has the last word (until the solution moves them).
      if state.mode == .solved && View.isLayingOut { return }
      needsSolve = true
      // A solved view moved by hand goes back to the solution; a fixed one moves its children.
      if state.mode == .solved { enqueueWrite(state) } else { needsFullApply = true }
    }
  }

  /// Asks for an item's refresh (intrinsic size, weak holds) at the next pass.
  func enqueueRefresh(_ state: LayoutItemState) {
    state.needsRefresh = true
    guard !state.isQueuedForRefresh else { return }
    state.isQueuedForRefresh = true
    refreshQueue.append(state)
  }

  /// Asks for an item's result to be written at the next pass.
  func enqueueWrite(_ state: LayoutItemState) {
    guard !state.needsWrite else { return }
    state.needsWrite = true
    writeQueue.append(state)
  }

  /// Something the engine reads from a view changed (intrinsic size, margins, translation).
  func inputsChanged(of view: View) {
    guard let state = items[ObjectIdentifier(view)] else { return }
    enqueueRefresh(state)
    needsSolve = true
    if isApplying { inputsChangedWhileApplying = true }
    let fixed = view.translatesAutoresizingMaskIntoConstraints
    if fixed != (state.mode == .fixed) {
      // Switch now: constraints activated next must not meet the old fixed frame.
      refresh(state)
      for guide in view.layoutGuides + [view.safeAreaLayoutGuide, view.layoutMarginsGuide] {
        if let guideState = items[ObjectIdentifier(guide)] { refresh(guideState) }
      }
      retryBroken()
    }
  }

  /// A constraint on a scroll view's content-margins guide mentions its content area too.
  private func mirrorMention(of state: LayoutItemState, _ variable: Int, by delta: Int) {
    guard let content = contentAreaState(ofMargins: state) else { return }
    if variable % 2 == 0 { content.mentions.horizontal += delta } else { content.mentions.vertical += delta }
    enqueueWrite(content)
  }

  // MARK: Dropping guides

  /// A guide left its view: its state and the engine's constraints for it go now, or when the
  /// last user constraint on it goes (a stack view's spacers do not pile up over rebuilds).
  func guideRemoved(_ guide: LayoutGuide) {
    installWaiting()
    guard let state = items[ObjectIdentifier(guide)] else { return }
    state.isOrphaned = true
    if state.referenceCounts.allSatisfy({ $0 == 0 }) { drop(state) }
  }

  /// Removes an item's state and every constraint the engine added for it.
  private func drop(_ state: LayoutItemState) {
    guard items.removeValue(forKey: state.item.key) != nil else { return }
    for pin in state.pins { removeEngineConstraint(pin.constraint) }
    for floor in state.floors { removeEngineConstraint(floor) }
    for stay in state.stays { if let stay { removeEngineConstraint(stay.constraint) } }
    for pair in state.intrinsic {
      if let pair { [pair.hugging, pair.compression].forEach(removeEngineConstraint) }
    }
    state.pins = []
    state.floors = []
    state.stays = [nil, nil, nil, nil]
    state.intrinsic = [nil, nil]
    slots[state.slot] = nil
    droppedStates += 1
    if droppedStates > 64 && droppedStates * 2 > itemOrder.count {
      itemOrder.removeAll { items[$0.item.key] !== $0 }
      droppedStates = 0
    }
    staticStatesAreValid = false
  }

  /// Asks for a new solve at the next layout pass.
  public func setNeedsSolve() { needsSolve = true }

  // MARK: Activation

  /// Activates a constraint: it is active at once and reaches the solver with the others
  /// activated before the solver is next used (see ``installWaiting()``).
  func add(_ constraint: LayoutConstraint) {
    guard adopt(constraint) else { return }
    wait(constraint)
  }

  /// Lists an adopted constraint as waiting for the solver. The list drops the constraints
  /// deactivated since (and repeats) once it is twice as long as the active ones, so a program
  /// toggling one constraint a million times before a pass keeps a few entries, not a million.
  private func wait(_ constraint: LayoutConstraint) {
    if waiting.count > 2 * constraints.count + 64 { pruneWaiting() }
    waiting.append(constraint)
  }

  /// Drops from ``waiting`` the constraints deactivated (or activated elsewhere) since, and every
  /// repeat of one listed before.
  private func pruneWaiting() {
    var seen: Set<ObjectIdentifier> = []
    waiting.removeAll {
      $0.engine !== self || mapped[ObjectIdentifier($0)] != nil || !seen.insert(ObjectIdentifier($0)).inserted
    }
  }

  /// Activates constraints that arrive together (``LayoutConstraint/activate(_:)``, those that
  /// waited for a window): as ``add(_:)`` each.
  func add(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where adopt(constraint) { wait(constraint) }
  }

  /// Hands the constraints activated since the solver was last used to it as one batch, in the
  /// order ``Cassowary/Solver/addingOrder(_:)`` gives (each required equality then a definition;
  /// of conflicting ones the latest activated is the one broken), so a program activating a
  /// thousand constraints one at a time, in any order, costs what one `activate(_:)` of them
  /// costs (one at a time, a shuffled equal-size chain built 2.9 times slower than in order).
  func installWaiting() {
    guard !waiting.isEmpty else { return }
    pruneWaiting()
    var batch: [LayoutConstraint] = []
    swap(&batch, &waiting)
    let prepared = batch.map(prepare)
    let order = core.addingOrder(prepared)
    core.addingInAddingOrder {
      for slot in order { install(batch[slot], prepared[slot]) }
    }
  }

  /// Activates constraints that arrive together at once (a scene's): all are mapped first, then
  /// handed to the solver in the order ``Cassowary/Solver/addingOrder(_:)`` gives, which makes
  /// each required equality a definition whatever order the batch came in. `proceed` is asked
  /// after each is handed over, with its position in `constraints`; when it says no, the batch's
  /// constraints not handed over yet are deactivated.
  func add(_ constraints: [LayoutConstraint], proceed: (Int) -> Bool) {
    installWaiting()
    var prepared: [(position: Int, constraint: Cassowary.Constraint)] = []
    for (position, constraint) in constraints.enumerated() where adopt(constraint) {
      prepared.append((position, prepare(constraint)))
    }
    let order = solver.addingOrder(prepared.map(\.constraint))
    var stop: Int?
    solver.addingInAddingOrder {
      for (step, slot) in order.enumerated() {
        let (position, solverConstraint) = prepared[slot]
        install(constraints[position], solverConstraint)
        guard proceed(position) else {
          stop = step
          return
        }
      }
    }
    if let stop { withdraw(order[(stop + 1)...].map { constraints[prepared[$0].position] }) }
  }

  /// Makes `constraint` one of this engine's active constraints (taken from another engine);
  /// false when it is one already.
  private func adopt(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.engine !== self else { return false }
    constraint.engine?.remove(constraint)
    constraint.engine = self
    constraints.append(constraint)
    needsSolve = true
    return true
  }

  /// Maps an adopted `constraint` into this engine (its expression over the items' variables,
  /// the stays it replaces, the writes it asks for) and returns its solver constraint, not yet in
  /// the solver.
  private func prepare(_ constraint: LayoutConstraint) -> Cassowary.Constraint {
    let first = resolve(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
    var expression = expression(first.state, first.attribute)
    var references = first.state.variables(for: first.attribute).map { (first.state, $0) }
    var second: (state: LayoutItemState, attribute: LayoutConstraint.Attribute)?
    if let item = constraint.secondItem, case let attribute = constraint.secondAttribute,
      attribute != .notAnAttribute
    {
      let resolved = resolve(item, attribute, other: constraint.firstItem)
      expression =
        expression - self.expression(resolved.state, resolved.attribute) * Double(constraint.multiplier)
      references += resolved.state.variables(for: resolved.attribute).map { (resolved.state, $0) }
      second = resolved
    }
    if let origin = ancestorOriginTerm(of: constraint) { expression = expression - origin }
    let offsetTerms = scrollOffsetTerms(of: constraint, first: first, second: second)
    registerOffsetTerms(of: constraint, offsetTerms)
    expression = expression + solverConstant(of: constraint, offsetTerms)
    let relation: Cassowary.Constraint.Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterOrEqual
    case .lessThanOrEqual: relation = .lessOrEqual
    }
    let solverConstraint = Cassowary.Constraint(
      expression, relation, Cassowary.Expression(), strength: Strength.priority(constraint.priority))
    for (state, variable) in references {
      state.referenced(variable, in: core)
      enqueueWrite(state)
      mirrorMention(of: state, variable, by: 1)
    }
    mapped[ObjectIdentifier(constraint)] = MappedConstraint(
      solverConstraint: solverConstraint, references: references, offsetTerms: offsetTerms, isInSolver: false)
    return solverConstraint
  }

  /// Hands a mapped constraint to the solver; one the solver refuses is logged as UIKit logs it.
  private func install(_ constraint: LayoutConstraint, _ solverConstraint: Cassowary.Constraint) {
    do {
      try core.addConstraint(solverConstraint)
      mapped[ObjectIdentifier(constraint)]!.isInSolver = true
    } catch {
      logBroken(constraint)
    }
  }

  func remove(_ constraint: LayoutConstraint) {
    guard constraint.engine === self else { return }
    guard mapped[ObjectIdentifier(constraint)] != nil else {
      // Still waiting for the solver: it leaves before reaching it (``installWaiting()`` passes
      // over a constraint whose engine is no longer this one).
      constraints.removeAll { $0 === constraint }
      constraint.engine = nil
      return
    }
    installWaiting()
    constraints.removeAll { $0 === constraint }
    broken.removeAll { $0 === constraint }
    detach(constraint)
    retryBroken()
  }

  /// Takes out those of `leaving` that are in this engine together (`deactivate(_:)`): the lists
  /// are filtered once, the solver takes them out as one batch and the broken constraints are
  /// retried once, when all are out. One at a time, a stack of 3,000 views changing its
  /// distribution retried its broken constraints after each of its constraints left (20 s), and
  /// a stack's edge expanded through every length came back after each length (1,000 views:
  /// 17-26 s). With `floorsOf`, those views' floors (sizes at least 0) leave in the same batch and
  /// come back at the next pass (see ``takeFloors(of:)``).
  func remove(_ leaving: [LayoutConstraint], floorsOf views: [View] = []) {
    installWaiting()
    let mine = leaving.filter { $0.engine === self }
    let floors = takeFloors(of: views)
    guard !mine.isEmpty || !floors.isEmpty else { return }
    let identifiers = Set(mine.map(ObjectIdentifier.init))
    constraints.removeAll { identifiers.contains(ObjectIdentifier($0)) }
    broken.removeAll { identifiers.contains(ObjectIdentifier($0)) }
    let held = mine.filter { mapped[ObjectIdentifier($0)]?.isInSolver == true }
    let missing = Set(
      solver.removeConstraints(held.map { mapped[ObjectIdentifier($0)]!.solverConstraint } + floors)
        .map(ObjectIdentifier.init))
    for constraint in held
    where missing.contains(ObjectIdentifier(mapped[ObjectIdentifier(constraint)]!.solverConstraint)) {
      Self.log.error("the solver did not hold \(constraint.logDescription)")
    }
    for constraint in mine { detach(constraint, inSolver: false) }
    retryBroken()
  }

  /// Takes the floors of solved `views` off their states (returned, those in the solver) and
  /// queues the states, so the floors come back at the next pass: a stack view rebuilding its
  /// arrangement puts them back after the new arrangement, as when it was first built (floors
  /// already in place made the new lengths enter the tableau behind them: 3,000 views 3-8 s).
  private func takeFloors(of views: [View]) -> [Cassowary.Constraint] {
    var floors: [Cassowary.Constraint] = []
    for view in views {
      guard let state = items[ObjectIdentifier(view)], state.mode == .solved, !state.floors.isEmpty else {
        continue
      }
      floors += state.floors.filter { solver.hasConstraint($0) }
      state.floors = []
      enqueueRefresh(state)
    }
    return floors
  }

  /// Deactivates constraints of a batch that were mapped but not handed to the solver (the list
  /// of constraints is filtered once, not once per constraint).
  private func withdraw(_ pending: [LayoutConstraint]) {
    let leaving = Set(pending.map(ObjectIdentifier.init))
    constraints.removeAll { leaving.contains(ObjectIdentifier($0)) }
    for constraint in pending { detach(constraint) }
  }

  /// Takes a constraint out of the solver (unless `inSolver` is false: a batch took it out) and
  /// the items' bookkeeping (not out of the lists).
  private func detach(_ constraint: LayoutConstraint, inSolver: Bool = true) {
    constraint.engine = nil
    needsSolve = true
    guard let entry = mapped.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if !entry.offsetTerms.isEmpty { unregisterOffsetTerms(entry.offsetTerms) }
    if entry.isInSolver && inSolver {
      do {
        try solver.removeConstraint(entry.solverConstraint)
      } catch {
        Self.log.error("the solver did not hold \(constraint.logDescription): \(error)")
      }
    }
    for (state, variable) in entry.references {
      if state.released(variable) { enqueueRefresh(state) }
      enqueueWrite(state)
      mirrorMention(of: state, variable, by: -1)
      if state.isOrphaned && state.referenceCounts.allSatisfy({ $0 == 0 }) { drop(state) }
    }
  }

  /// Gives broken constraints another chance once something was removed (the conflict may be gone).
  func retryBroken() {
    installWaiting()
    for constraint in broken {
      guard let entry = mapped[ObjectIdentifier(constraint)], !entry.isInSolver,
        (try? core.addConstraint(entry.solverConstraint)) != nil
      else { continue }
      mapped[ObjectIdentifier(constraint)]!.isInSolver = true
      broken.removeAll { $0 === constraint }
    }
  }

  func constantChanged(_ constraint: LayoutConstraint) {
    if deferredConstants != nil {
      deferredConstants!.append(constraint)
      return
    }
    guard let entry = mapped[ObjectIdentifier(constraint)], entry.isInSolver else { return }
    needsSolve = true
    do {
      try solver.setConstant(solverConstant(of: constraint, entry.offsetTerms), for: entry.solverConstraint)
    } catch {
      breakInSolver(constraint, entry.solverConstraint)
    }
  }

  /// Runs `body`, which changes constants of this engine's constraints, and hands the changes to
  /// the solver together (``Cassowary/Solver/setConstants(_:)``: rows and definitions shifted
  /// once each, repaired once), where one at a time a stack of 1,000 views took 0.2 s to move its
  /// gaps. A constant that cannot hold breaks its constraint as one changed alone does.
  func changingConstants(_ body: () -> Void) {
    guard deferredConstants == nil else { return body() }
    deferredConstants = []
    body()
    let changed = deferredConstants!
    deferredConstants = nil
    if setSolverConstants(of: changed) { needsSolve = true }
  }

  /// Takes a constraint whose new constant cannot hold out of the solver and reports it broken,
  /// as UIKit breaks it.
  func breakInSolver(_ constraint: LayoutConstraint, _ solverConstraint: Cassowary.Constraint) {
    try? solver.removeConstraint(solverConstraint)  // held: it was in the solver
    mapped[ObjectIdentifier(constraint)]?.isInSolver = false
    logBroken(constraint)
  }

  func priorityChanged(_ constraint: LayoutConstraint) {
    remove(constraint)
    add(constraint)
  }

  // MARK: Solving

  /// Solves when anything changed since the last solve and writes the frames that moved.
  public func solveIfNeeded() {
    window.buildPendingArrangements()
    guard needsSolve else { return }
    solve()
    // Writing the frames reports them as changed; they are the solution, so no new solve is due
    // (unless a scroll offset moved meanwhile: its constants are in, its frames not yet).
    needsSolve = offsetsMovedWhileApplying
    offsetsMovedWhileApplying = false
  }

  /// Refreshes what changed, reads back the variables the solver moved and writes their items;
  /// measures wrapping text again at its new width (at most three passes, like UIKit's two-pass
  /// layout). The work follows what changed, not the number of items.
  public func solve() { solve(refreshingStaticItems: true) }

  /// ``solve()``; a measurement in progress leaves out the items that follow outside geometry
  /// (brought up to date before it began), as refreshing them would pin the measured view again.
  func solve(refreshingStaticItems: Bool) {
    window.buildPendingArrangements()
    installWaiting()
    for _ in 0..<3 {
      refreshChangedItems(includingStatic: refreshingStaticItems)
      inputsChangedWhileApplying = false
      apply(solver.updateVariables())
      // A safe area the written frames moved is read again (UIKit lays out again when a view's
      // safe area changes during layout: a guide pinned to it follows in the same pass).
      var remeasure = inputsChangedWhileApplying
      inputsChangedWhileApplying = false
      for state in widthDependentStates {
        guard case .view(let view) = state.item, state.mode == .solved,
          let pair = state.intrinsic[1], pair.value != Double(view.intrinsicContentSize.height)
        else { continue }
        enqueueRefresh(state)
        remeasure = true
      }
      if !remeasure { return }
    }
  }

  /// Refreshes the items that follow outside geometry and the solved views whose inputs changed;
  /// stops once the floors have spent ``floorWorkBudget``.
  func refreshChangedItems(includingStatic: Bool = true) {
    if includingStatic {
      if !staticStatesAreValid {
        staticStates = itemOrder.filter { $0.mode != .solved && items[$0.item.key] === $0 }
        staticStatesAreValid = true
      }
      for state in staticStates {
        if floorsAreOverBudget() { return }
        refresh(state)
      }
    }
    while !refreshQueue.isEmpty {
      let queue = refreshQueue
      refreshQueue = []
      for state in queue {
        if floorsAreOverBudget() { return }
        state.isQueuedForRefresh = false
        refresh(state)
      }
    }
  }

  /// Whether the floors added have spent ``floorWorkBudget`` (noted in
  /// ``floorWorkOverBudget``): the items left are not refreshed, and the layout is not to be used
  /// (a replay's scene build throws).
  private func floorsAreOverBudget() -> Bool {
    guard let budget = floorWorkBudget, budget < 0 else { return false }
    floorWorkOverBudget = true
    return true
  }
}
