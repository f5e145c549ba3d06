import Foundation
import ScrollPhysics

extension ScrollView {
  /// Builds the per-axis motion after a release; returns whether anything will move.
  /// - Parameter target: a rest point to land on exactly (delegate-chosen or a page), or nil for the
  ///   free decay of `velocity`.
  func prepareDeceleration(velocity: CGPoint, target: CGPoint?) -> Bool {
    simulationGeneration += 1
    simulations = [:]
    for axis in Axis.allCases {
      let (lower, upper) = range(axis)
      let position = axis.value(preciseOffset)
      let speed = allowsDragOrBounce(axis) ? axis.value(velocity) : 0
      let simulation: any Simulation
      if isPagingEnabled, let target {
        let goal = axis.value(target)
        if abs(goal - position) < 1e-6 && speed == 0 { continue }
        simulation = PagingSpring(target: goal, position: position, velocity: speed)
      } else {
        let goal = target.map { axis.value($0) }
        let customGoal = goal.flatMap { abs($0 - position) < 1e-9 ? nil : $0 }
        simulation = AxisDeceleration(
          position: position, velocity: customGoal == nil ? speed : 0, lower: lower, upper: upper,
          rate: decelerationRate.rawValue, bounces: bounces, target: customGoal)
      }
      if !simulation.isDone(at: 0) || abs(simulation.position(at: 0) - position) > 1e-9
        || abs(simulation.position(at: .greatestFiniteMagnitude) - position) > 1e-9
      {
        simulations[axis] = simulation
      }
    }
    return !simulations.isEmpty
  }

  private func allowsDragOrBounce(_ axis: Axis) -> Bool { canScroll(axis) || isOutOfRange(preciseOffset) }

  /// Starts the motion prepared by ``prepareDeceleration(velocity:target:)``.
  func beginPreparedDeceleration() {
    activity = .decelerating
    simulationStart = window?.clock.now ?? 0
    delegate?.scrollViewWillBeginDecelerating(self)
    startMotionLink()
  }

  /// Prepares and starts a deceleration (used for releases that were not drags).
  func startDeceleration(velocity: CGPoint, target: CGPoint?) {
    if prepareDeceleration(velocity: velocity, target: target) {
      beginPreparedDeceleration()
    } else {
      scheduleIndicatorHide()
    }
  }

  func startMotionLink() {
    guard motionLink == nil, let clock = window?.clock else {
      if window == nil { finishWithoutClock() }
      return
    }
    showIndicators()
    motionLink = clock.addDisplayLink { [weak self] link in self?.stepMotion(at: link.timestamp) }
  }

  /// Without a window there is no clock: the motion jumps to its end.
  private func finishWithoutClock() {
    guard case .decelerating = activity else { return }
    var offset = preciseOffset
    for (axis, simulation) in simulations {
      axis.set(&offset, simulation.position(at: .greatestFiniteMagnitude))
    }
    setPreciseOffset(offset)
    finishDeceleration()
  }

  private func stepMotion(at time: Double) {
    guard case .decelerating = activity else {
      motionLink?.invalidate()
      motionLink = nil
      return
    }
    let elapsed = time - simulationStart
    let generation = simulationGeneration
    var offset = preciseOffset
    var done = true
    for (axis, simulation) in simulations {
      axis.set(&offset, simulation.position(at: elapsed))
      if !simulation.isDone(at: elapsed) { done = false }
    }
    setPreciseOffset(offset)
    // A delegate may have moved the offset (and so rebased the motion) from scrollViewDidScroll.
    guard case .decelerating = activity, generation == simulationGeneration else { return }
    if done { finishDeceleration() }
  }

  private func finishDeceleration() {
    simulations = [:]
    motionLink?.invalidate()
    motionLink = nil
    activity = .idle
    clampOffsetIntoRange()
    delegate?.scrollViewDidEndDecelerating(self)
    scheduleIndicatorHide()
  }

  /// Stops decay, bounce or paging where they are, without callbacks.
  func stopSimulations() {
    simulations = [:]
    motionLink?.invalidate()
    motionLink = nil
    if case .decelerating = activity { activity = .idle }
  }

  /// The current velocity per axis of a running deceleration, pt/ms.
  var decelerationVelocity: CGPoint {
    guard case .decelerating = activity, let now = window?.clock.now else { return .zero }
    var velocity = CGPoint.zero
    for (axis, simulation) in simulations {
      axis.set(&velocity, simulation.velocity(at: now - simulationStart))
    }
    return velocity
  }

  /// Restarts the deceleration from the current offset with the current velocity (after an
  /// outside write to the offset).
  func rebaseSimulations() {
    guard case .decelerating = activity else { return }
    let velocity = decelerationVelocity
    let paging = isPagingEnabled
    let targets = simulations.compactMapValues { ($0 as? PagingSpring)?.target }
    simulationGeneration += 1
    simulations = [:]
    simulationStart = window?.clock.now ?? 0
    for axis in Axis.allCases {
      let (lower, upper) = range(axis)
      let position = axis.value(preciseOffset)
      let simulation: any Simulation
      if paging, let goal = targets[axis] {
        simulation = PagingSpring(target: goal, position: position, velocity: axis.value(velocity))
      } else {
        simulation = AxisDeceleration(
          position: position, velocity: axis.value(velocity), lower: lower, upper: upper,
          rate: decelerationRate.rawValue, bounces: bounces)
      }
      if !simulation.isDone(at: 0) { simulations[axis] = simulation }
    }
    if simulations.isEmpty { finishDeceleration() }
  }

  /// Ends every motion. With `notify`, a running deceleration reports didEndDecelerating.
  func stopMotion(notify: Bool) {
    if case .decelerating = activity {
      stopSimulations()
      if notify { delegate?.scrollViewDidEndDecelerating(self) }
    }
    stopScrollAnimation(notify: false)
  }
}
