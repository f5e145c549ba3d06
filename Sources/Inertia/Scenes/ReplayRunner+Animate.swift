import Foundation

extension ReplayRunner {
  /// Runs an "animate" step: `View.animate` (or `animateKeyframes`) whose block makes the step's
  /// changes, as app code inside `UIView.animate { ... }` would.
  func performAnimation(_ animation: ReplayScript.Animate, path: String) throws {
    var failure: Error?
    let apply = { [self] (changes: [ReplayScript.Animate.Change], prefix: String) in
      for (index, change) in changes.enumerated() where failure == nil {
        do {
          switch change {
          case .set(let id, let property, let value):
            try performSet(id, property, value, path: "\(prefix)[\(index)].value")
          case .call(let id, let call):
            try performCall(id, call, path: "\(prefix)[\(index)]")
          }
        } catch {
          failure = error
        }
      }
    }
    let completion: ((Bool) -> Void)? = animation.name.map { name in
      { [weak recorder] finished in recorder?.animationCompleted(name, finished: finished) }
    }
    if let keyframes = animation.keyframes {
      View.animateKeyframes(
        withDuration: animation.duration, delay: animation.delay,
        options: View.KeyframeAnimationOptions(rawValue: animation.options),
        animations: {
          apply(animation.changes, path + ".changes")
          for (index, keyframe) in keyframes.enumerated() {
            View.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
              apply(keyframe.changes, path + ".keyframes[\(index)].changes")
            }
          }
        }, completion: completion)
    } else if let spring = animation.spring {
      View.animate(
        withDuration: animation.duration, delay: animation.delay,
        usingSpringWithDamping: CGFloat(spring.damping),
        initialSpringVelocity: CGFloat(spring.initialVelocity),
        options: View.AnimationOptions(rawValue: animation.options),
        animations: { apply(animation.changes, path + ".changes") }, completion: completion)
    } else {
      View.animate(
        withDuration: animation.duration, delay: animation.delay,
        options: View.AnimationOptions(rawValue: animation.options),
        animations: { apply(animation.changes, path + ".changes") }, completion: completion)
    }
    if let failure { throw failure }
  }

  /// Checks the views an "animate" step names, and its calls, before the replay starts.
  func validate(_ animation: ReplayScript.Animate, step: ReplayScript.Step, refreshable: [String: Bool])
    throws
  {
    for (changes, prefix) in animation.changeLists(at: step.path + ".animate") {
      for (index, change) in changes.enumerated() {
        try validate(change, at: "\(prefix)[\(index)].value", step: step, refreshable: refreshable)
      }
    }
  }

  /// Checks one change of an "animate" step: its view, its value (as the change would read it)
  /// or its call.
  private func validate(
    _ change: ReplayScript.Animate.Change, at path: String, step: ReplayScript.Step,
    refreshable: [String: Bool]
  ) throws {
    switch change {
    case .set(let id, let property, let value):
      let view = try lookUp(id, step)
      _ = try setter(of: property, value, for: view, path: path)
      try countTableChange(view, property: property, step: step)
    case .call(let id, let call):
      let view = try lookUp(id, step)
      try validate(call, on: view, id: id, step: step, refreshable: refreshable[id])
    }
  }
}
