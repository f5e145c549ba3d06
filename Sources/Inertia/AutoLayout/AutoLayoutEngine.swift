import Cassowary
import Foundation
import Logging

/// Solves a window's active constraints with Cassowary and writes the frames of views that do
/// not translate their frames into constraints, and the content size of scroll views whose
/// content size comes from constraints.
///
/// Geometry is solved in window coordinates with scroll offsets taken as zero, so a scroll view's
/// contentLayoutGuide starts at the scroll view's origin and its frameLayoutGuide covers its frame.
/// Views that translate their frames (the default) are fixed at their current frames; constrained
/// views get weak "stay" constraints at their current frames, plus hugging (250) and compression
/// resistance (750) for an intrinsic content size, so an underconstrained layout stays put.
///
/// See also: ``LayoutConstraint``, ``Solver``.
@MainActor
public final class AutoLayoutEngine {
  static let log = Logger(label: "Inertia.AutoLayout")

  unowned let window: Window
  /// The active constraints, in activation order.
  public private(set) var constraints: [LayoutConstraint] = []
  private var needsSolve = false
  /// Views whose geometry the solution depends on (items and guide owners).
  private var referencedViews: Set<ObjectIdentifier> = []

  init(window: Window) { self.window = window }

  /// A view's frame changed: solve again if the constraints depend on it.
  func geometryChanged(of view: View) {
    if view === window || referencedViews.contains(ObjectIdentifier(view)) { needsSolve = true }
  }

  private func reference(_ item: LayoutItem?) {
    if let owner = item?.owner { referencedViews.insert(ObjectIdentifier(owner)) }
  }

  func add(_ constraint: LayoutConstraint) {
    guard constraint.engine !== self else { return }
    constraint.engine?.remove(constraint)
    constraint.engine = self
    constraints.append(constraint)
    reference(constraint.firstItem)
    reference(constraint.secondItem)
    needsSolve = true
  }

  func remove(_ constraint: LayoutConstraint) {
    constraints.removeAll { $0 === constraint }
    if constraint.engine === self { constraint.engine = nil }
    needsSolve = true
  }

  /// Asks for a new solve at the next layout pass.
  public func setNeedsSolve() { needsSolve = true }

  /// Solves when constraints changed since the last solve.
  public func solveIfNeeded() {
    guard needsSolve else { return }
    solve()
    // Writing the frames reports them as changed; they are the solution, so no new solve is due.
    needsSolve = false
  }

  private final class Rect {
    let left = Variable("left")
    let top = Variable("top")
    let width = Variable("width")
    let height = Variable("height")
    var frame: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
  }

  private var rects: [(item: LayoutItem, rect: Rect)] = []

  private func rect(for item: LayoutItem) -> Rect {
    if let found = rects.first(where: { $0.item == item }) { return found.rect }
    let created = Rect()
    rects.append((item, created))
    return created
  }

  private func expression(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) -> Cassowary.Expression
  {
    let r = rect(for: item)
    switch attribute {
    case .left, .leading: return Cassowary.Expression(r.left)
    case .top: return Cassowary.Expression(r.top)
    case .right, .trailing: return Cassowary.Expression([(r.left, 1), (r.width, 1)])
    case .bottom: return Cassowary.Expression([(r.top, 1), (r.height, 1)])
    case .width: return Cassowary.Expression(r.width)
    case .height: return Cassowary.Expression(r.height)
    case .centerX: return Cassowary.Expression([(r.left, 1), (r.width, 0.5)])
    case .centerY: return Cassowary.Expression([(r.top, 1), (r.height, 0.5)])
    }
  }

  /// The window position of a view's coordinate origin, scroll offsets taken as zero.
  static func layoutOrigin(of view: View) -> CGPoint {
    var origin = CGPoint.zero
    var current: View? = view
    while let item = current, !(item is Window) {
      origin.x += item.frame.minX
      origin.y += item.frame.minY
      current = item.superview
    }
    return origin
  }

  private static func layoutFrame(of view: View) -> CGRect {
    CGRect(origin: layoutOrigin(of: view), size: view.bounds.size)
  }

  /// Solves the constraints and applies the result.
  public func solve() {
    rects.removeAll()
    let solver = Solver()
    for constraint in constraints {
      let lhs = expression(constraint.firstItem, constraint.firstAttribute)
      var rhs = Cassowary.Expression(constant: Double(constraint.constant))
      if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
        rhs = expression(second, attribute) * Double(constraint.multiplier) + Double(constraint.constant)
      }
      let relation: Cassowary.Constraint.Relation
      switch constraint.relation {
      case .equal: relation = .equal
      case .greaterThanOrEqual: relation = .greaterOrEqual
      case .lessThanOrEqual: relation = .lessOrEqual
      }
      do {
        try solver.addConstraint(
          Cassowary.Constraint(lhs, relation, rhs, strength: Cassowary.Strength.priority(constraint.priority))
        )
      } catch {
        Self.log.warning("dropped an unsatisfiable constraint on \(constraint.firstAttribute.rawValue)")
      }
    }
    var index = 0
    while index < rects.count {
      let (item, r) = rects[index]
      pin(item, r, in: solver)
      index += 1
    }
    solver.updateVariables()
    apply()
  }

  private func fix(
    _ variable: Variable, _ value: CGFloat, _ solver: Solver, strength: Double = Cassowary.Strength.required
  ) {
    try? solver.addConstraint(
      Cassowary.Constraint(
        Cassowary.Expression(variable), .equal, Cassowary.Expression(constant: Double(value)),
        strength: strength))
  }

  /// Adds what the engine knows about an item's own geometry.
  private func pin(_ item: LayoutItem, _ r: Rect, in solver: Solver) {
    switch item {
    case .view(let view):
      let frame = Self.layoutFrame(of: view)
      if view.translatesAutoresizingMaskIntoConstraints {
        fix(r.left, frame.minX, solver)
        fix(r.top, frame.minY, solver)
        fix(r.width, frame.width, solver)
        fix(r.height, frame.height, solver)
        return
      }
      let weak = Cassowary.Strength.weak
      fix(r.left, frame.minX, solver, strength: weak)
      fix(r.top, frame.minY, solver, strength: weak)
      let intrinsic = view.intrinsicContentSize
      for (variable, length, natural) in [
        (r.width, frame.width, intrinsic.width), (r.height, frame.height, intrinsic.height),
      ] {
        try? solver.addConstraint(
          Cassowary.Constraint(Cassowary.Expression(variable), .greaterOrEqual, Cassowary.Expression()))
        if natural >= 0 {
          fix(variable, natural, solver, strength: Cassowary.Strength.priority(250))
          try? solver.addConstraint(
            Cassowary.Constraint(
              Cassowary.Expression(variable), .greaterOrEqual,
              Cassowary.Expression(constant: Double(natural)),
              strength: Cassowary.Strength.priority(750)))
        } else {
          fix(variable, length, solver, strength: weak)
        }
      }
    case .guide(let guide):
      guard let owner = guide.owningView else { return }
      let origin = Self.layoutOrigin(of: owner)
      switch guide.identifier {
      case "contentLayoutGuide":
        fix(r.left, origin.x, solver)
        fix(r.top, origin.y, solver)
        let scrollView = owner as? ScrollView
        if scrollView?.contentSizeFollowsSubviews == true {
          try? solver.addConstraint(
            Cassowary.Constraint(Cassowary.Expression(r.width), .greaterOrEqual, Cassowary.Expression()))
          try? solver.addConstraint(
            Cassowary.Constraint(Cassowary.Expression(r.height), .greaterOrEqual, Cassowary.Expression()))
          fix(r.width, 0, solver, strength: Cassowary.Strength.weak)
          fix(r.height, 0, solver, strength: Cassowary.Strength.weak)
        } else {
          fix(r.width, scrollView?.contentSize.width ?? 0, solver)
          fix(r.height, scrollView?.contentSize.height ?? 0, solver)
        }
      default:
        // Frame and safe-area guides follow their view's geometry; relative to it when the view is
        // itself constrained.
        let local = guide.layoutFrame
        let offset = CGPoint(x: local.minX - owner.bounds.minX, y: local.minY - owner.bounds.minY)
        if owner.translatesAutoresizingMaskIntoConstraints || guide.identifier == "frameLayoutGuide" {
          fix(r.left, origin.x + offset.x, solver)
          fix(r.top, origin.y + offset.y, solver)
          fix(r.width, local.width, solver)
          fix(r.height, local.height, solver)
        } else {
          let view = rect(for: .view(owner))
          let insets = owner.safeAreaInsets
          for (variable, base, inset) in [(r.left, view.left, insets.left), (r.top, view.top, insets.top)] {
            try? solver.addConstraint(
              Cassowary.Constraint(
                Cassowary.Expression(variable), .equal, Cassowary.Expression(base) + Double(inset)))
          }
          try? solver.addConstraint(
            Cassowary.Constraint(
              Cassowary.Expression(r.width), .equal,
              Cassowary.Expression(view.width) + Double(-insets.horizontal)))
          try? solver.addConstraint(
            Cassowary.Constraint(
              Cassowary.Expression(r.height), .equal,
              Cassowary.Expression(view.height) + Double(-insets.vertical)))
        }
      }
    }
  }

  /// Writes frames (parents first) and constraint-driven content sizes.
  private func apply() {
    var solved: [ObjectIdentifier: CGRect] = [:]
    let views = rects.compactMap { entry -> (View, CGRect)? in
      if case .view(let view) = entry.item, !view.translatesAutoresizingMaskIntoConstraints {
        return (view, entry.rect.frame)
      }
      return nil
    }.sorted { $0.0.ancestry.count < $1.0.ancestry.count }
    for (view, frame) in views { solved[ObjectIdentifier(view)] = frame }
    for (view, frame) in views {
      guard let parent = view.superview else { continue }
      let parentOrigin = solved[ObjectIdentifier(parent)]?.origin ?? Self.layoutOrigin(of: parent)
      view.frame = CGRect(
        x: frame.minX - parentOrigin.x, y: frame.minY - parentOrigin.y, width: max(frame.width, 0),
        height: max(frame.height, 0))
    }
    for (item, r) in rects {
      if case .guide(let guide) = item, guide.identifier == "contentLayoutGuide",
        let scrollView = guide.owningView as? ScrollView, scrollView.contentSizeFollowsSubviews
      {
        scrollView.contentSizeFromConstraints = CGSize(
          width: max(r.width.value, 0), height: max(r.height.value, 0))
      }
    }
  }
}
