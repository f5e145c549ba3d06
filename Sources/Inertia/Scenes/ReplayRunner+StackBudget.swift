import Foundation

extension ReplayRunner {
  /// Checks the script's StackView distribution changes ("set" steps and "animate" changes of
  /// `distribution`), in time order, against each stack's limit and the scene's StackView budget,
  /// and every change that rebuilds a stack's arrangement against
  /// ``ReplayLimits/rearrangedSubviews`` (docs/limits.md), so that a script that would go over is
  /// refused before the replay starts, with the line that the change itself would throw.
  func validateStackChanges(_ steps: [ReplayScript.Step]) throws {
    var budget = StackBudget(root: scene.window.rootView)
    for step in steps {
      switch step.action {
      case .set(let id, let property, let value):
        try budget.change(scene.views[id], property, value, path: step.path + ".set.value")
      case .animate(let animation):
        let prefix = step.path + ".animate"
        for (index, change) in animation.changes.enumerated() {
          try budget.change(change, path: "\(prefix).changes[\(index)].value", views: scene.views)
        }
        for (frame, keyframe) in (animation.keyframes ?? []).enumerated() {
          for (index, change) in keyframe.changes.enumerated() {
            let path = "\(prefix).keyframes[\(frame)].changes[\(index)].value"
            try budget.change(change, path: path, views: scene.views)
          }
        }
      default: break
      }
    }
  }
}

/// The StackViews' shares of the scene's budget as a script's distribution changes leave them
/// (summed over the tree once, then updated per change).
@MainActor
struct StackBudget {
  private let root: View?
  /// The sum of the stacks' shares, once a change asked for it.
  private var total: Double?
  /// Each changed stack's distribution so far.
  private var distributions: [ObjectIdentifier: StackView.Distribution] = [:]
  /// The shares of the rebuilds so far (see ``ReplayLimits/rebuildShare(arranged:distribution:)``).
  private var rebuilds = 0.0

  init(root: View?) { self.root = root }

  mutating func change(
    _ change: ReplayScript.Animate.Change, path: String, views: [String: View]
  ) throws {
    guard case .set(let id, let property, let value) = change else { return }
    try self.change(views[id], property, value, path: path)
  }

  /// Takes `view`'s `property` = `value` into account; throws the one-line error that setting it
  /// would throw when a StackView's new distribution goes over its limit or the scene's budget,
  /// or when it rebuilds the arrangement of a stack over ``ReplayLimits/rearrangedSubviews``.
  /// Values that do not parse are left to the step itself.
  mutating func change(_ view: View?, _ property: String, _ value: SceneNode, path: String) throws {
    try changeDistribution(view, property, value, path: path)
    try checkRearranging(view, property, path: path)
  }

  /// Refuses a change of `view`'s `property` that rebuilds the arrangement of a StackView (one of
  /// the stack's own arrangement properties, or `isHidden` of one of its arranged subviews) holding
  /// more than ``ReplayLimits/rearrangedSubviews`` arranged subviews, or that takes the script's
  /// StackView changes (those and `spacing`) over ``ReplayLimits/rebuildBudget``.
  mutating func checkRearranging(_ view: View?, _ property: String, path: String) throws {
    let stack: StackView?
    switch property {
    case "axis", "alignment", "distribution", "isLayoutMarginsRelativeArrangement", "spacing":
      stack = view as? StackView
    case "isHidden":
      stack = view?.superview as? StackView
    default:
      stack = nil
    }
    let limit = ReplayLimits.rearrangedSubviews
    guard let stack, property != "isHidden" || stack.arrangedSubviews.contains(where: { $0 === view }) else {
      return
    }
    // A new spacing moves the built constraints' constants (not a rebuild) at any size.
    guard property == "spacing" || stack.arrangedSubviews.count <= limit else {
      throw SceneError(
        path: path,
        "a StackView of more than \(limit) arranged subviews cannot change its arrangement (\(property))")
    }
    let distribution = distributions[ObjectIdentifier(stack)] ?? stack.distribution
    rebuilds += ReplayLimits.rebuildShare(arranged: stack.arrangedSubviews.count, distribution: distribution)
    guard rebuilds <= ReplayLimits.rebuildBudget else {
      throw SceneError(path: path, ReplayLimits.rebuildBudgetMessage)
    }
  }

  private mutating func changeDistribution(
    _ view: View?, _ property: String, _ value: SceneNode, path: String
  ) throws {
    guard property == "distribution", let stack = view as? StackView, let root,
      case .string(let name) = value.value, let distribution = StackView.Distribution(rawValue: name)
    else { return }
    let arranged = stack.arrangedSubviews.count
    let limit = ReplayLimits.arrangedSubviews(for: distribution)
    guard arranged <= limit else {
      throw SceneError(
        path: path,
        "more than \(limit) arranged subviews in a StackView with distribution \(distribution.rawValue)")
    }
    let key = ObjectIdentifier(stack)
    let old = distributions[key] ?? stack.distribution
    let sum =
      (total ?? ReplayLimits.stackShares(in: root))
      - ReplayLimits.stackShare(arranged: arranged, distribution: old)
      + ReplayLimits.stackShare(arranged: arranged, distribution: distribution)
    guard sum <= ReplayLimits.stackBudget else {
      throw SceneError(path: path, ReplayLimits.stackBudgetMessage(sum))
    }
    total = sum
    distributions[key] = distribution
  }
}
