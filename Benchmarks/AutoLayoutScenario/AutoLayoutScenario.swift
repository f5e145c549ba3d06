import Cassowary
import Foundation
import Inertia

/// The system of the Auto Layout benchmark of BENCHMARKS.md: a vertical stack of N views in a
/// scroll view's content guide, on the Cassowary module (the same system
/// Benchmarks/peers/autolayout.py gives kiwisolver).
public struct StackSystem {
  /// The solver holding the system.
  public let solver = Solver()
  /// The frame width (an edit variable).
  public let width = Variable("W")
  /// The content guide's height.
  public let contentHeight = Variable("gh")
  /// Each view's `height == 44 @999`.
  public var heights: [Cassowary.Constraint] = []

  /// Builds and solves the stack of `count` views.
  public init(count: Int) {
    let priority999 = Strength.priority(999)
    let (gl, gt, gw) = (Variable("gl"), Variable("gt"), Variable("gw"))
    try! solver.addEditVariable(width, strength: Strength.strong)
    try! solver.suggestValue(390, for: width)
    for (variable, value) in [(gl, 0.0), (gt, 0.0)] {
      try! solver.addConstraint(Constraint(Expression(variable), .equal, Expression(constant: value)))
    }
    try! solver.addConstraint(Constraint(Expression(gw), .equal, Expression(width)))
    var previousBottom = Expression(gt)
    for _ in 0..<count {
      let (left, top, w, height) = (Variable(), Variable(), Variable(), Variable())
      let pinned = Constraint(Expression(height), .equal, Expression(constant: 44), strength: priority999)
      for constraint in [
        Constraint(Expression(left), .equal, Expression(gl)),
        Constraint(Expression(left) + Expression(w), .equal, Expression(gl) + Expression(gw)),
        Constraint(Expression(top), .equal, previousBottom),
        Constraint(Expression(height), .greaterOrEqual, Expression(constant: 20)), pinned,
      ] {
        try! solver.addConstraint(constraint)
      }
      heights.append(pinned)
      previousBottom = Expression(top) + Expression(height)
    }
    try! solver.addConstraint(Constraint(previousBottom, .equal, Expression(gt) + Expression(contentHeight)))
    solver.updateVariables()
    precondition(contentHeight.value == 44 * Double(count))
  }
}

/// The same stack as views: a scroll view, a content view on its content guide, N rows; returns
/// the window and each row's `height == 44 @999` constraint.
@MainActor
public func makeStackWindow(count: Int) -> (Window, [LayoutConstraint]) {
  let window = Window(size: CGSize(width: 390, height: 844), scale: 3, clock: ManualClock(frameRate: 60))
  let scroll = ScrollView(frame: window.bounds)
  window.addSubview(scroll)
  let content = View()
  content.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(content)
  let area = scroll.contentLayoutGuide
  var constraints = [
    content.topAnchor.constraint(equalTo: area.topAnchor),
    content.leadingAnchor.constraint(equalTo: area.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: area.trailingAnchor),
    content.bottomAnchor.constraint(equalTo: area.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
  ]
  var heights: [LayoutConstraint] = []
  var previous = content.topAnchor
  for _ in 0..<count {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(row)
    let height = row.heightAnchor.constraint(equalToConstant: 44)
    height.priority = 999
    constraints += [
      row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      row.topAnchor.constraint(equalTo: previous),
      row.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
      height,
    ]
    heights.append(height)
    previous = row.bottomAnchor
  }
  constraints.append(previous.constraint(equalTo: content.bottomAnchor))
  LayoutConstraint.activate(constraints)
  window.layoutIfNeeded()
  precondition(scroll.contentSize.height == 44 * CGFloat(count))
  return (window, heights)
}
