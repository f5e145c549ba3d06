/// The fingers down at once as touch changes arrive in time order. A finger that would make more
/// than ``ReplayLimits/fingersDown`` is refused, with its later changes until it lifts: no touch
/// screen reports that many, and every finger's change reads every finger down (a pan's
/// centroid), so the cost of an instant grows with the square of the fingers.
struct FingersDown {
  private var down: Set<Int> = []
  private var refused: Set<Int> = []

  /// Whether the change of finger `id` to `phase` is taken (false: the finger was refused).
  mutating func admit(id: Int, phase: Touch.Phase) -> Bool {
    let lifts = phase == .ended || phase == .cancelled
    if refused.contains(id) {
      if lifts { refused.remove(id) }
      return false
    }
    if phase == .began && !down.contains(id) {
      guard down.count < ReplayLimits.fingersDown else {
        refused.insert(id)
        return false
      }
      down.insert(id)
    } else if lifts {
      down.remove(id)
    }
    return true
  }
}
