import Cassowary
import Foundation

/// A scroll container's two guides, for seed 003's rule (a scroll view implements it).
@preconcurrency @MainActor
protocol ScrollAreaGuides: View {
  /// The guide that follows the container's frame.
  var frameLayoutGuide: LayoutGuide { get }
  /// The guide for the content area.
  var contentLayoutGuide: LayoutGuide { get }
}

/// What the engine keeps for one view or guide: its four variables (left, top, width, height in
/// offset-free window coordinates) and the constraints the engine itself adds for it.
///
/// The flags a layout pass reads for every moved item are `@exclusivity(unchecked)`: plain values
/// on the main actor, never accessed in place around other code, so the runtime's per-access check
/// (about 70 instructions, more than the work) is left out.
@preconcurrency @MainActor
final class LayoutItemState {
  /// A constraint `expression == value` whose value the engine updates in place.
  struct Pin {
    let constraint: Cassowary.Constraint
    var value: Double
  }

  /// Intrinsic-size constraints of one axis: hugging (<=) and compression resistance (>=).
  struct IntrinsicPair {
    let hugging: Cassowary.Constraint
    let compression: Cassowary.Constraint
    var value: Double
    let priorities: (hugging: Double, compression: Double)
  }

  enum Mode: Equatable { case unset, fixed, solved, relativeGuide, absoluteGuide }

  let item: LayoutItem
  /// left, top, width, height.
  let variables: [Variable]
  var referenceCounts = [0, 0, 0, 0]
  var stays: [Pin?] = [nil, nil, nil, nil]
  var pins: [Pin] = []
  var floors: [Cassowary.Constraint] = []
  var intrinsic: [IntrinsicPair?] = [nil, nil]
  @exclusivity(unchecked) var mode = Mode.unset
  @exclusivity(unchecked) var needsRefresh = true
  /// The state's index in the engine's slot table; its variables are tagged `slot * 4 + index`.
  let slot: Int
  /// Waiting in the engine's refresh queue.
  @exclusivity(unchecked) var isQueuedForRefresh = false
  /// Waiting in the engine's write queue (its frame or guide result must be applied).
  @exclusivity(unchecked) var needsWrite = false
  /// The solved origin moved in this pass (children's relative frames follow).
  @exclusivity(unchecked) var originMoved = false
  /// For a content area: the width and height the engine last wrote to its owner (nil for an
  /// axis no constraint mentions), so only a size set from outside moves the engine's hold.
  var appliedContentLengths: [Double?] = [nil, nil]
  /// For a view with text: the distances from its top to its first and last baselines, each a
  /// variable pinned (required) to the value the view reports, made on first use.
  var baselines: [Pin?] = [nil, nil]
  var baselineVariables: [Variable] = []
  /// Being measured by ``AutoLayoutEngine/fittingSize(of:target:horizontalPriority:verticalPriority:)``
  /// (the view or one of its guides): refreshes leave its pins alone until the measurement ends.
  @exclusivity(unchecked) var isFitting = false
  /// A guide removed from its view: the state goes when no user constraint reads it.
  var isOrphaned = false
  /// A view whose intrinsic height follows its width (wrapping text), in the engine's list.
  var isWidthDependent = false
  /// Constraints that mention the item per axis (for content areas: which sizes follow).
  var mentions = (horizontal: 0, vertical: 0)

  init(item: LayoutItem, slot: Int) {
    self.item = item
    self.slot = slot
    variables = ["left", "top", "width", "height"].map { Variable($0) }
    for (index, variable) in variables.enumerated() { variable.tag = slot * 4 + index }
  }

  /// Whether baseline attributes read text baselines (a Label) rather than the bottom edge.
  var hasTextBaselines: Bool {
    if case .view(let view) = item { return view.textBaselineOffsets != nil }
    return false
  }

  var frame: CGRect {
    CGRect(
      x: variables[0].value, y: variables[1].value, width: variables[2].value, height: variables[3].value)
  }

  /// The variables (0 left, 1 top, 2 width, 3 height) an attribute reads.
  func variables(for attribute: LayoutConstraint.Attribute) -> [Int] {
    switch attribute {
    case .left, .leading: return [0]
    case .right, .trailing, .centerX: return [0, 2]
    case .width: return [2]
    case .top: return [1]
    case .bottom, .centerY: return [1, 3]
    case .firstBaseline, .lastBaseline: return hasTextBaselines ? [1] : [1, 3]
    case .height: return [3]
    case .notAnAttribute: return []
    default: return variables(for: attribute.withoutMargins)  // margins: resolved when made
    }
  }

  /// A user constraint now reads `variable`: the engine's weak hold on it goes.
  func referenced(_ variable: Int, in solver: Solver) {
    referenceCounts[variable] += 1
    if variable % 2 == 0 { mentions.horizontal += 1 } else { mentions.vertical += 1 }
    if referenceCounts[variable] == 1, let stay = stays[variable], !item.isContentArea {
      try? solver.removeConstraint(stay.constraint)  // present: the engine added it
      stays[variable] = nil
    }
  }

  /// A user constraint no longer reads `variable`; true when nothing reads it any more (the
  /// engine's weak hold comes back at the next refresh).
  func released(_ variable: Int) -> Bool {
    referenceCounts[variable] -= 1
    if variable % 2 == 0 { mentions.horizontal -= 1 } else { mentions.vertical -= 1 }
    return referenceCounts[variable] == 0
  }
}

/// A view held weakly (a scroll view of an engine-made guide).
struct WeakView {
  weak var view: View?
}

extension LayoutConstraint.Attribute {
  /// Whether the attribute is an edge (not a size or a centre).
  var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: return true
    case .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline, .notAnAttribute: return false
    default: return withoutMargins.isEdge  // margins: resolved when made
    }
  }
}

extension LayoutItem {
  /// Whether the item is a content-area guide.
  @MainActor var isContentArea: Bool {
    if case .guide(let guide) = self { return guide.isContentArea }
    return false
  }
}
