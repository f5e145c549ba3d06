import Foundation

extension ReplayScript {
  /// Throws at the first step that puts more than ``ReplayLimits/fingersDown`` fingers down at
  /// once. The touch changes that put fingers down or lift them are taken in time order (lifts
  /// first at one instant, then script order); the moves in between change nothing.
  func checkFingersDown() throws {
    var changes: [(time: Double, lifts: Bool, order: Int, input: TouchInput, step: Int)] = []
    for (index, step) in steps.enumerated() {
      guard case .touches(let track) = step.action else { continue }
      for input in track.fingerChanges {
        let lifts = input.phase != .began
        changes.append((input.time, lifts, changes.count, input, index))
      }
    }
    changes.sort { ($0.time, $0.lifts ? 0 : 1, $0.order) < ($1.time, $1.lifts ? 0 : 1, $1.order) }
    var fingers = FingersDown()
    for change in changes where !fingers.admit(id: change.input.id, phase: change.input.phase) {
      throw SceneError(
        path: steps[change.step].path, "more than \(ReplayLimits.fingersDown) fingers down at once")
    }
  }
}

extension GestureTrack {
  /// The changes that put its fingers down or lift them, in order (a drag held down has no lift);
  /// a synthesized gesture's moves are not made.
  var fingerChanges: [TouchInput] {
    switch shape {
    case .inputs(let list):
      return list.filter { $0.phase != .moved && $0.phase != .stationary }
    case .drag, .fling:
      return [self[0], self[count - 1]].filter { $0.phase != .moved }
    case .pinch:
      return [self[0], self[1], self[count - 2], self[count - 1]]
    }
  }
}
