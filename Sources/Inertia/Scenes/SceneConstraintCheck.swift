import Foundation

/// Checks that a scene's constraints solve to finite frames (sweep 53).
///
/// A constraint's multiplier and constant are bounded (``ReplayLimits/constraintValue``), but
/// multipliers multiply along a chain of constraints (`d1.height == d0.height * 1e9`, then
/// `d2.height == d1.height * 1e9`, ...): the solver's values passed the largest double, and the
/// views ignored the frames that came out infinite or NaN with a warning each, leaving the scene
/// half laid out. UIKit's engine has no answer either (a layer position of NaN raises). The scene is refused
/// once laid out, and a replay stops when a change makes the constraints overflow.
@preconcurrency @MainActor
enum SceneConstraintCheck {
  /// The message for `id`, the first view in scene order whose solved frame is not finite, at
  /// `time` (nil when the scene is built).
  static func message(id: String?, time: Double?) -> String {
    let when = time.map { "at \(String(format: "%.3f", $0)) s " } ?? ""
    let view = id.map { "view \(TraceWriter.quote($0))" } ?? "a view"
    return
      "\(when)the constraints give \(view) a frame that is not finite (multipliers scale a length past the largest double)"
  }

  /// Throws at `$.scene.constraints` when the window's constraint engine holds a frame that is
  /// not finite, naming the first view of the scene (in scene order) with such a frame, or with a
  /// subview or guide that has one.
  static func check(_ scene: Scene, time: Double? = nil) throws {
    let window = scene.window
    guard window.autoLayoutStarted else { return }
    let engine = window.autoLayout
    guard engine.itemOrder.contains(where: { !isFinite($0.frame) }) else { return }
    var named: [ObjectIdentifier: String] = [:]
    for id in scene.order { if let view = scene.views[id] { named[ObjectIdentifier(view)] = id } }
    // Views first: a guide's owner (a scroll view sized by its content) only follows them.
    var offending: [Set<ObjectIdentifier>] = [[], []]
    for state in engine.itemOrder where !isFinite(state.frame) {
      var view: View?
      var kind = 0
      switch state.item {
      case .view(let item): view = item
      case .guide(let guide): (view, kind) = (guide.owningView, 1)
      }
      // The nearest view with an id holds the one without (a stack's spacer).
      while let current = view, named[ObjectIdentifier(current)] == nil { view = current.superview }
      if let view { offending[kind].insert(ObjectIdentifier(view)) }
    }
    let found = offending.first { !$0.isEmpty } ?? []
    let id = scene.order.first { scene.views[$0].map { found.contains(ObjectIdentifier($0)) } ?? false }
    throw SceneError(path: "$.scene.constraints", message(id: id, time: time))
  }

  private static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
