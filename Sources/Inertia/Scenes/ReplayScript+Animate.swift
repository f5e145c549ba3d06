import Foundation

extension ReplayScript {
  /// One view animation of an "animate" step: `UIView.animate` (with duration, delay, options or a
  /// spring) or `UIView.animateKeyframes`, whose block makes `changes` (docs/scenes.md).
  public struct Animate: Sendable {
    /// One change made inside the animation block: a "set" or a "call" as the steps of those names.
    public enum Change: Sendable {
      /// Sets a property by its API name.
      case set(view: String, property: String, value: SceneNode)
      /// Calls a method (the "call" step's methods).
      case call(view: String, Call)
    }

    /// A keyframe of a keyframe animation: its start and length as fractions of the duration.
    public struct Keyframe: Sendable {
      /// The relative start time, 0...1.
      public var start: Double
      /// The relative duration, 0...1.
      public var duration: Double
      /// The changes the keyframe makes.
      public var changes: [Change]
    }

    /// The length in seconds.
    public var duration: Double
    /// The delay before the values move, in seconds.
    public var delay: Double
    /// The options' bits (UIView.AnimationOptions; for keyframes, KeyframeAnimationOptions).
    public var options: UInt
    /// The spring's damping ratio and initial velocity, when the step animates on a spring.
    public var spring: (damping: Double, initialVelocity: Double)?
    /// The keyframes, when the step is a keyframe animation.
    public var keyframes: [Keyframe]?
    /// The changes of the block itself.
    public var changes: [Change]
    /// A name: the completion then writes an "animationCompletion" trace line.
    public var name: String?

    /// The block's changes and each keyframe's, with the JSON path of each list under `path`
    /// (the step's `".animate"`).
    func changeLists(at path: String) -> [(changes: [Change], path: String)] {
      [(changes, path + ".changes")]
        + (keyframes ?? []).enumerated().map { ($1.changes, path + ".keyframes[\($0)].changes") }
    }
  }

  /// The option names of an "animate" step and their bits (UIView.AnimationOptions).
  static let animationOptionNames: [(String, View.AnimationOptions)] = [
    ("layoutSubviews", .layoutSubviews), ("allowUserInteraction", .allowUserInteraction),
    ("beginFromCurrentState", .beginFromCurrentState), ("repeat", .repeat), ("autoreverse", .autoreverse),
    ("curveEaseInOut", .curveEaseInOut), ("curveEaseIn", .curveEaseIn), ("curveEaseOut", .curveEaseOut),
    ("curveLinear", .curveLinear),
  ]

  /// The calculation modes of a keyframe "animate" step (KeyframeAnimationOptions).
  static let calculationModeNames: [(String, View.KeyframeAnimationOptions)] = [
    ("linear", .calculationModeLinear), ("discrete", .calculationModeDiscrete),
    ("paced", .calculationModePaced), ("cubic", .calculationModeCubic),
    ("cubicPaced", .calculationModeCubicPaced),
  ]

  /// The most changes one "animate" step may make, keyframes included.
  static let maximumAnimationChanges = 10_000

  /// Parses the body of an "animate" step.
  static func parseAnimate(_ body: SceneNode) throws -> Action {
    let durationNode = try body.required("duration")
    let duration = try durationNode.nonNegative()
    guard duration <= 3600 else { throw durationNode.error("an animation lasts at most 3600 seconds") }
    let delayNode = body["delay"]
    let delay = try delayNode?.nonNegative() ?? 0
    if delay > 3600, let delayNode { throw delayNode.error("a delay is at most 3600 seconds") }
    var options: UInt = 0
    var curves = 0
    for node in try body["options"]?.array() ?? [] {
      let name = try node.string()
      guard let option = animationOptionNames.first(where: { $0.0 == name })?.1 else {
        let names = animationOptionNames.map { "\"\($0.0)\"" }.joined(separator: ", ")
        throw node.error("unknown animation option \"\(name)\"; expected one of \(names)")
      }
      if name.hasPrefix("curve") { curves += 1 }
      guard curves <= 1 else { throw node.error("an animation has at most one curve option") }
      options |= option.rawValue
    }
    var animate = Animate(
      duration: duration, delay: delay, options: options, spring: nil, keyframes: nil,
      changes: try parseChanges(body["changes"]), name: try body["name"]?.string())
    if let springNode = body["spring"] {
      _ = try springNode.object()
      let damping = try springNode.required("damping").number()
      animate.spring = (damping, try springNode["initialVelocity"]?.number() ?? 0)
    }
    if let keyframesNode = body["keyframes"] {
      guard animate.spring == nil else { throw keyframesNode.error("a keyframe animation has no spring") }
      animate.keyframes = try keyframesNode.array().map(parseKeyframe)
      if let modeNode = body["calculationMode"] {
        let mode = try modeNode.string()
        guard let bits = calculationModeNames.first(where: { $0.0 == mode })?.1 else {
          let names = calculationModeNames.map { "\"\($0.0)\"" }.joined(separator: ", ")
          throw modeNode.error("unknown calculation mode \"\(mode)\"; expected one of \(names)")
        }
        // Keyframe options share the low bits with animation options; curves do not apply.
        animate.options = (animate.options & 0x1F) | bits.rawValue
      }
    } else if let modeNode = body["calculationMode"] {
      throw modeNode.error("\"calculationMode\" needs \"keyframes\"")
    }
    let total = animate.changes.count + (animate.keyframes ?? []).reduce(0) { $0 + $1.changes.count }
    guard total <= maximumAnimationChanges else {
      throw body.error("an animation makes at most \(maximumAnimationChanges) changes")
    }
    return .animate(animate)
  }

  private static func parseKeyframe(_ node: SceneNode) throws -> Animate.Keyframe {
    _ = try node.object()
    let startNode = try node.required("start")
    let start = try startNode.nonNegative()
    guard start <= 1 else { throw startNode.error("a keyframe starts at a fraction 0...1 of the duration") }
    let lengthNode = try node.required("duration")
    let length = try lengthNode.nonNegative()
    guard start + length <= 1 + 1e-9 else {
      throw lengthNode.error("a keyframe ends by the end of the animation (start + duration <= 1)")
    }
    return Animate.Keyframe(start: start, duration: length, changes: try parseChanges(node["changes"]))
  }

  private static func parseChanges(_ node: SceneNode?) throws -> [Animate.Change] {
    guard let node else { return [] }
    return try node.array().map { change in
      _ = try change.object()
      let view = try change.required("view").string()
      if change["method"] != nil {
        return .call(view: view, try parseCall(change))
      }
      return .set(
        view: view, property: try change.required("property").string(), value: try change.required("value"))
    }
  }
}
