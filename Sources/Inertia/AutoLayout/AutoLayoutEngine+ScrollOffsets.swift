import Cassowary
import Foundation

/// A scroll offset that enters a constraint's constant: the constraint relates something that
/// moves with `scrollView`'s content to something that does not.
struct ScrollOffsetTerm {
  weak var scrollView: View?
  /// The axis of the offset the constant takes (the constraint's).
  let isVertical: Bool
  /// What one point of offset adds to the solver's constant.
  let weight: Double
}

extension AutoLayoutEngine {
  /// The scroll offsets a constraint's constant takes. UIKit relates two locations in their
  /// common ancestor's coordinates, and a scroll view's bounds origin (its offset) lies between a
  /// view in its content and anything outside that content (its frame guide, a view beside it).
  /// The engine solves with every offset taken as zero, so for `a = m b + c` with `a` inside
  /// scroll views `A` and `b` inside `B`, the real positions are `a - Σ_A off` and
  /// `b - Σ_B off`: the constant gains `Σ_(A not B) off - m Σ_(B not A) off`. The solver's
  /// constant is the negated constant (``solverConstant(of:_:)``), hence the weights' signs.
  func scrollOffsetTerms(
    of constraint: LayoutConstraint, first: (state: LayoutItemState, attribute: LayoutConstraint.Attribute),
    second: (state: LayoutItemState, attribute: LayoutConstraint.Attribute)?
  ) -> [ScrollOffsetTerm] {
    guard let axis = first.attribute.locationAxis, let second, second.attribute.locationAxis == axis else {
      return []
    }
    let outerFirst = scrollingContainers(of: first.state)
    let outerSecond = scrollingContainers(of: second.state)
    guard !outerFirst.isEmpty || !outerSecond.isEmpty else { return [] }
    let vertical = axis == .vertical
    var terms: [ScrollOffsetTerm] = []
    for container in outerFirst where !outerSecond.contains(where: { $0 === container }) {
      terms.append(ScrollOffsetTerm(scrollView: container, isVertical: vertical, weight: -1))
    }
    let multiplier = Double(constraint.multiplier)
    for container in outerSecond where !outerFirst.contains(where: { $0 === container }) {
      terms.append(ScrollOffsetTerm(scrollView: container, isVertical: vertical, weight: multiplier))
    }
    return terms
  }

  /// The scroll views whose content an item moves with, innermost first: those above a view; for
  /// a guide, those above its owner, and the owner too when the guide lies in its content (a
  /// content area, an app's own guide, the content-margins guide), not when it follows the
  /// owner's frame (the frame guide, the safe area, the layout margins).
  func scrollingContainers(of state: LayoutItemState) -> [View] {
    var current: View?
    switch state.item {
    case .view(let view):
      current = view.superview
    case .guide(let guide):
      if case .insetBounds = guide.binding {
        current = guide.owningView?.superview
      } else {
        current = guide.owningView
      }
    }
    var containers: [View] = []
    while let view = current, !(view is Window) {
      if view is ScrollAreaGuides { containers.append(view) }
      current = view.superview
    }
    return containers
  }

  /// The constant the solver holds for a mapped constraint: the negated constant, plus the scroll
  /// offsets it takes.
  func solverConstant(of constraint: LayoutConstraint, _ terms: [ScrollOffsetTerm]) -> Double {
    var constant = Double(-constraint.constant)
    for term in terms {
      guard let origin = term.scrollView?.bounds.origin else { continue }
      constant += term.weight * Double(term.isVertical ? origin.y : origin.x)
    }
    return constant
  }

  /// Remembers that `constraint`'s constant follows the offsets of the scroll views in `terms`.
  func registerOffsetTerms(of constraint: LayoutConstraint, _ terms: [ScrollOffsetTerm]) {
    for term in terms {
      guard let container = term.scrollView else { continue }
      offsetDependents[ObjectIdentifier(container), default: []].append(constraint)
    }
  }

  /// A scroll view's offset moved: the constraints that cross its content's edge take the new
  /// offset in their constants (one batch, repaired by the dual simplex) and the views they move
  /// are written at once, as UIKit lays out a scroll view's subviews on every change of its
  /// bounds. A view pinned to the frame guide stays put on screen; one pinned by one edge inside
  /// the content and one outside it stretches; a `>=` to the frame sticks only once it binds.
  public func scrollOffsetChanged(of scrollView: View) {
    let key = ObjectIdentifier(scrollView)
    guard let dependents = offsetDependents[key] else { return }
    var seen = Set<ObjectIdentifier>()
    var live: [LayoutConstraint] = []
    for constraint in dependents where seen.insert(ObjectIdentifier(constraint)).inserted {
      guard let entry = mapped[ObjectIdentifier(constraint)],
        entry.offsetTerms.contains(where: { $0.scrollView === scrollView })
      else { continue }
      live.append(constraint)
    }
    offsetDependents[key] = live.isEmpty ? nil : live
    let held = live.filter { mapped[ObjectIdentifier($0)]!.isInSolver }
    guard !held.isEmpty else { return }
    setSolverConstants(of: held)
    if isApplying {
      offsetsMovedWhileApplying = true
    } else if !needsSolve {
      apply(solver.updateVariables())
    }
  }

  /// Hands the current constants of constraints in the solver to it together
  /// (``Cassowary/Solver/setConstants(_:)``); one that cannot hold is broken, as UIKit breaks it.
  func setSolverConstants(of changed: [LayoutConstraint]) {
    var batch: [(constraint: Cassowary.Constraint, constant: Double)] = []
    var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    for constraint in changed {
      guard let entry = mapped[ObjectIdentifier(constraint)], entry.isInSolver else { continue }
      batch.append((entry.solverConstraint, solverConstant(of: constraint, entry.offsetTerms)))
      owners[ObjectIdentifier(entry.solverConstraint)] = constraint
    }
    guard !batch.isEmpty else { return }
    for refused in solver.setConstants(batch) {
      guard let constraint = owners[ObjectIdentifier(refused)],
        mapped[ObjectIdentifier(constraint)]?.isInSolver == true
      else { continue }
      try? solver.removeConstraint(refused)  // held: it was in the solver
      mapped[ObjectIdentifier(constraint)]?.isInSolver = false
      logBroken(constraint)
    }
  }
}
