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

/// The constraints one scroll view's offset reaches, per axis, in mapping order.
struct OffsetDependents {
  var horizontal: [LayoutConstraint] = []
  var vertical: [LayoutConstraint] = []
  /// The offset their constants hold.
  var offset: CGPoint
  /// Entries whose constraint left the engine since the lists were last pruned.
  var stale = 0

  /// Drops the constraints that left (or came back: each is kept once, at its first place).
  mutating func prune(
    of scrollView: View, _ mapped: [ObjectIdentifier: AutoLayoutEngine.MappedConstraint]
  ) {
    var seen = Set<ObjectIdentifier>()
    func live(_ constraint: LayoutConstraint) -> Bool {
      guard let entry = mapped[ObjectIdentifier(constraint)],
        entry.offsetTerms.contains(where: { $0.scrollView === scrollView })
      else { return false }
      return seen.insert(ObjectIdentifier(constraint)).inserted
    }
    horizontal = horizontal.filter(live)
    vertical = vertical.filter(live)
    stale = 0
  }
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
      let key = ObjectIdentifier(container)
      if offsetDependents[key] == nil {
        offsetDependents[key] = OffsetDependents(offset: container.bounds.origin)
      }
      if term.isVertical {
        offsetDependents[key]!.vertical.append(constraint)
      } else {
        offsetDependents[key]!.horizontal.append(constraint)
      }
    }
  }

  /// A constraint with offset terms left the engine: its scroll views' lists are pruned at their
  /// next offset change, or at once when most of a list has left (a scroll view that never moves
  /// again does not keep every constraint that ever crossed its edge).
  func unregisterOffsetTerms(_ terms: [ScrollOffsetTerm]) {
    for term in terms {
      guard let container = term.scrollView, var dependents = offsetDependents[ObjectIdentifier(container)]
      else { continue }
      dependents.stale += 1
      if dependents.stale > 16 + (dependents.horizontal.count + dependents.vertical.count) / 2 {
        dependents.prune(of: container, mapped)
      }
      offsetDependents[ObjectIdentifier(container)] = dependents
    }
  }

  /// A scroll view's offset moved: the constraints that cross its content's edge along the axis
  /// that moved take the new offset in their constants (one batch, repaired by the dual simplex)
  /// and the views they move are written at once, as UIKit lays out a scroll view's subviews on
  /// every change of its bounds. A view pinned to the frame guide stays put on screen; one pinned
  /// by one edge inside the content and one outside it stretches; a `>=` to the frame sticks
  /// only once it binds.
  public func scrollOffsetChanged(of scrollView: View) {
    let key = ObjectIdentifier(scrollView)
    guard var dependents = offsetDependents[key] else { return }
    if dependents.stale > 0 { dependents.prune(of: scrollView, mapped) }
    let offset = scrollView.bounds.origin
    var changed: [LayoutConstraint] = []
    if offset.x != dependents.offset.x { changed += dependents.horizontal }
    if offset.y != dependents.offset.y { changed += dependents.vertical }
    dependents.offset = offset
    offsetDependents[key] = dependents.horizontal.isEmpty && dependents.vertical.isEmpty ? nil : dependents
    guard !changed.isEmpty else { return }
    setSolverConstants(of: changed)
    if isApplying {
      offsetsMovedWhileApplying = true
    } else if !needsSolve {
      apply(solver.updateVariables())
    }
  }

  /// Hands the current constants of constraints in the solver to it together
  /// (``Cassowary/Solver/setConstants(_:refusing:)``); one that cannot hold is broken at once, as
  /// UIKit breaks it, before the next is made.
  /// False when none of them is in the solver.
  @discardableResult
  func setSolverConstants(of changed: [LayoutConstraint]) -> Bool {
    var batch: [(constraint: Cassowary.Constraint, constant: Double)] = []
    var owners: [LayoutConstraint] = []
    for constraint in changed {
      guard let entry = mapped[ObjectIdentifier(constraint)], entry.isInSolver else { continue }
      batch.append((entry.solverConstraint, solverConstant(of: constraint, entry.offsetTerms)))
      owners.append(constraint)
    }
    guard !batch.isEmpty else { return false }
    window.layoutWork.solverConstantsSet &+= batch.count
    // Broken at once, as one changed alone is: the changes after it see the system without it.
    solver.setConstants(batch) { index in
      guard mapped[ObjectIdentifier(owners[index])]?.isInSolver == true else { return }
      breakInSolver(owners[index], batch[index].constraint)
    }
    return true
  }
}
