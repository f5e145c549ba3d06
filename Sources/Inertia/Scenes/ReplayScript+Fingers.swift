import Foundation

extension ReplayScript {
  /// Throws at the first step that puts more than ``ReplayLimits/fingersDown`` fingers down at
  /// once. The touch changes that put fingers down or lift them are taken in time order (at one
  /// instant, the lifts of fingers that were down before it first, then script order: a finger
  /// that goes down and lifts at one instant, a tap of duration 0, lifts after it went down; it
  /// stayed down for the check before session 46, so 21 such taps were refused); the moves in
  /// between change nothing.
  func checkFingersDown() throws {
    var changes: [FingerChange] = []
    for (index, step) in steps.enumerated() {
      guard case .touches(let track) = step.action else { continue }
      for input in track.fingerChanges {
        changes.append(
          FingerChange(lifts: input.phase != .began, order: changes.count, input: input, step: index))
      }
    }
    changes.sort { ($0.input.time, $0.order) < ($1.input.time, $1.order) }
    var fingers = FingersDown()
    for change in Self.liftsFirst(changes)
    where !fingers.admit(id: change.input.id, phase: change.input.phase) {
      throw SceneError(
        path: steps[change.step].path, "more than \(ReplayLimits.fingersDown) fingers down at once")
    }
  }
}

extension ReplayScript {
  /// Throws at the first touch change that does not follow from the ones before it, in the order
  /// the replay delivers them (time, then script order, then a gesture's own order): a "began"
  /// of a touch that is down, or another phase of one that is not (sweep 59: the window ignored
  /// them with a warning and the replay went on, exit 0; no touch screen reports them). Only a
  /// gesture's first and last changes are read: its moves in between follow its own "began".
  func checkTouchOrder() throws {
    var changes: [(time: Double, step: Int, position: Int, input: TouchInput)] = []
    for (index, step) in steps.enumerated() {
      guard case .touches(let track) = step.action else { continue }
      for position in track.orderedPositions {
        changes.append((track[position].time, index, position, track[position]))
      }
    }
    changes.sort { ($0.time, $0.step, $0.position) < ($1.time, $1.step, $1.position) }
    var down: [Int: Double] = [:]
    for change in changes {
      let input = change.input
      let at = "at \(TraceWriter.time(input.time)) s touch \(input.id)"
      if input.phase == .began {
        if let start = down[input.id] {
          throw SceneError(
            path: steps[change.step].path,
            "\(at) begins while it is down (it began at \(TraceWriter.time(start)) s and has not ended)")
        }
        down[input.id] = input.time
      } else {
        guard down[input.id] != nil else {
          throw SceneError(
            path: steps[change.step].path,
            "\(at) is \"\(input.phase.rawValue)\" but is not down (no \"began\" since it last ended)")
        }
        if input.phase == .ended || input.phase == .cancelled { down[input.id] = nil }
      }
    }
  }
}

extension ReplayScript {
  /// A touch change that puts a finger down or lifts it, with its place in the script.
  struct FingerChange {
    var lifts: Bool
    var order: Int
    var input: TouchInput
    var step: Int
  }

  /// `changes` (in time, then script order) with each instant's lifts of fingers that went down
  /// before it moved to its start.
  static func liftsFirst(_ changes: [FingerChange]) -> [FingerChange] {
    var ordered: [FingerChange] = []
    ordered.reserveCapacity(changes.count)
    var start = 0
    while start < changes.count {
      var end = start
      while end < changes.count, changes[end].input.time == changes[start].input.time { end += 1 }
      var downNow: Set<Int> = []
      var later: [FingerChange] = []
      for change in changes[start..<end] {
        if change.lifts && !downNow.contains(change.input.id) {
          ordered.append(change)
        } else {
          later.append(change)
        }
        if !change.lifts { downNow.insert(change.input.id) }
      }
      ordered += later
      start = end
    }
    return ordered
  }
}

extension GestureTrack {
  /// The positions of the changes ``ReplayScript/checkTouchOrder()`` reads: every change of raw
  /// touches, a gesture's first and last (a pinch's two first and two last).
  var orderedPositions: [Int] {
    switch shape {
    case .inputs: return Array(0..<count)
    case .drag, .fling: return count > 1 ? [0, count - 1] : [0]
    case .pinch: return Array(Set([0, 1, count - 2, count - 1])).sorted()
    }
  }

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
