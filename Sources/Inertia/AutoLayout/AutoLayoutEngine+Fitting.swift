import Cassowary
import Foundation

/// Measuring a view whose frame is fixed in place: instead of switching the view to constraints
/// (which takes out its four pins and puts in floors, holds and relative guides, then does it all
/// again backwards), only the lengths being fitted are swapped for pulls toward the target.
///
/// See also: ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
extension AutoLayoutEngine {
  /// One length of a measurement in progress, as changed in the solver (to put it back after).
  private struct FittingAxis {
    /// The variable of the length: 2 for the width, 3 for the height.
    let index: Int
    /// Whether the pins of this length are out (false: the view's pin already held the target
    /// length at the required priority, so nothing was changed).
    var isLoosened = false
    /// The pull toward the target length that replaced the view's pin.
    var pull: Cassowary.Constraint?
    /// Per inset guide of the view (in order), what keeps its length the view's less its insets
    /// while the guide's own pin is out.
    var links: [Cassowary.Constraint] = []
  }

  /// The size a view with a fixed frame (translatesAutoresizingMaskIntoConstraints) takes when its
  /// width and height are pulled toward `target` with the given priorities, as
  /// `systemLayoutSizeFitting` answers it, with the view's position held. The view is measured in
  /// place: each length not already held at its target is unpinned and pulled toward it (its inset
  /// guides follow it), the solution is read, and the pins go back. Subviews keep the fitted layout
  /// until the next solve.
  ///
  /// Nil when the view cannot be measured in place (a size of its own, guides that are not insets
  /// of its bounds, broken constraints, or constraints that refuse a required target); the caller
  /// then measures it with constraints.
  func fittingSize(
    of view: View, target: CGSize, horizontalPriority: Double, verticalPriority: Double
  ) -> CGSize? {
    guard view.translatesAutoresizingMaskIntoConstraints, brokenConstraints.isEmpty,
      !(view is ScrollAreaGuides), Self.hasNoIntrinsicSize(view),
      let state = items[ObjectIdentifier(view)]
    else { return nil }
    refreshChangedItems()
    guard state.mode == .fixed, state.pins.count == 4, let guides = insetGuideStates(of: view) else {
      return nil
    }
    let lengths = [
      (2, Double(max(target.width, 0)), horizontalPriority),
      (3, Double(max(target.height, 0)), verticalPriority),
    ]
    state.isFitting = true
    for guide in guides { guide.isFitting = true }
    defer {
      state.isFitting = false
      for guide in guides { guide.isFitting = false }
      needsSolve = true
    }
    var axes: [FittingAxis] = []
    for (index, length, priority) in lengths {
      guard let axis = loosen(state, guides, index, toward: length, priority: priority) else {
        for axis in axes { tighten(state, guides, axis) }
        return nil
      }
      axes.append(axis)
    }
    solve(refreshingStaticItems: false)
    let size = CGSize(width: max(state.variables[2].value, 0), height: max(state.variables[3].value, 0))
    for axis in axes { tighten(state, guides, axis) }
    return size
  }

  private static func hasNoIntrinsicSize(_ view: View) -> Bool {
    let natural = view.intrinsicContentSize
    return !(natural.width.isFinite && natural.width >= 0)
      && !(natural.height.isFinite && natural.height >= 0)
  }

  /// The states of the view's guides that inset its bounds (pinned in window coordinates while
  /// the view is fixed); nil when one of its guides is bound some other way.
  private func insetGuideStates(of view: View) -> [LayoutItemState]? {
    var states: [LayoutItemState] = []
    func add(_ guide: LayoutGuide) -> Bool {
      guard let state = items[ObjectIdentifier(guide)] else { return true }
      guard case .insetBounds = guide.binding, state.mode == .absoluteGuide, state.pins.count == 4 else {
        return false
      }
      states.append(state)
      return true
    }
    for guide in view.layoutGuides where !add(guide) { return nil }
    guard add(view.safeAreaLayoutGuide), add(view.layoutMarginsGuide) else { return nil }
    return states
  }

  /// Swaps the pin of one length for a pull toward `length` at `priority` (nothing when the pin
  /// already holds that length at the required priority); the guides' pins of that length become
  /// links to the view's. Nil, with nothing changed, when the constraints refuse the pull.
  private func loosen(
    _ state: LayoutItemState, _ guides: [LayoutItemState], _ index: Int, toward length: Double,
    priority: Double
  ) -> FittingAxis? {
    let pin = state.pins[index]
    var axis = FittingAxis(index: index)
    if priority >= View.requiredFittingPriority && pin.value == length { return axis }
    guard solver.hasConstraint(pin.constraint),
      guides.allSatisfy({ solver.hasConstraint($0.pins[index].constraint) })
    else { return nil }
    try? solver.removeConstraint(pin.constraint)  // present: the pin of a fixed view
    for guide in guides {
      let guidePin = guide.pins[index]
      try? solver.removeConstraint(guidePin.constraint)  // present: the pin of an inset guide
      let link = Cassowary.Constraint(
        Cassowary.Expression(
          [(guide.variables[index], 1), (state.variables[index], -1)], constant: pin.value - guidePin.value),
        .equal, Cassowary.Expression())
      addEngineConstraint(link)
      axis.links.append(link)
    }
    axis.isLoosened = true
    let pull = Cassowary.Constraint(
      Cassowary.Expression(state.variables[index]) + (-length), .equal, Cassowary.Expression(),
      strength: Strength.priority(priority))
    guard (try? solver.addConstraint(pull)) != nil else {
      tighten(state, guides, axis)
      return nil
    }
    axis.pull = pull
    return axis
  }

  /// Puts back what ``loosen(_:_:_:toward:priority:)`` changed for one length.
  private func tighten(_ state: LayoutItemState, _ guides: [LayoutItemState], _ axis: FittingAxis) {
    guard axis.isLoosened else { return }
    if let pull = axis.pull { try? solver.removeConstraint(pull) }  // present: added by loosen
    for link in axis.links { try? solver.removeConstraint(link) }  // present: added by loosen
    restorePin(state.pins[axis.index])
    for guide in guides { restorePin(guide.pins[axis.index]) }
  }

  private func restorePin(_ pin: LayoutItemState.Pin) {
    do {
      try solver.addConstraint(pin.constraint, constant: -pin.value)
    } catch {
      Self.log.error("a fixed frame or guide conflicts with required constraints: \(error)")
    }
  }
}
