import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// A scene's constraints are bounded by the solver work they cost, not by their count alone: a
/// mesh of soft equalities between random views fills the tableau's rows and grows faster than
/// N^2, so a scene within the count limit could take minutes. The work (cells the row operations
/// read or move) is counted, not timed, so the refusal is the same on every machine.
@MainActor
@Suite struct ConstraintWorkLimitTests {
  /// `count` views in a scroll view's content view, each with soft sizes, kept inside the content
  /// view, and three soft equalities to views before it (seeded, the same on every run).
  static func mesh(_ count: Int) -> (scene: String, constraints: [String]) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let horizontal = ["leading", "trailing", "centerX"]
    let vertical = ["top", "bottom", "centerY"]
    var constraints = [
      "content.top == sv.contentLayoutGuide.top", "content.leading == sv.contentLayoutGuide.leading",
      "content.trailing == sv.contentLayoutGuide.trailing", "content.bottom == sv.contentLayoutGuide.bottom",
      "content.width == sv.frameLayoutGuide.width", "content.height == 2000 @500",
    ]
    for index in 0..<count {
      let view = "v\(index)"
      constraints += [
        "\(view).width == \(20 + next(100)) @750", "\(view).height == \(20 + next(100)) @750",
        "\(view).leading >= content.leading", "\(view).top >= content.top",
      ]
      for _ in 0..<3 {
        let other = index == 0 ? "content" : "v\(next(index))"
        let axis = next(2) == 0 ? horizontal : vertical
        let attribute = axis[next(3)]
        constraints.append(
          "\(view).\(attribute) == \(other).\(axis[next(3)]) + \(next(40) - 20) @\([250, 500, 750, 999][next(4)])"
        )
      }
    }
    let views = (0..<count).map { #"{"type":"View","id":"v\#($0)"}"# }.joined(separator: ",")
    let scene = #"""
      {"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
      "subviews":[{"type":"View","id":"content","subviews":[\#(views)]}]}}
      """#
    return (scene, constraints)
  }

  /// The scene's tree built without constraints, and its constraints as the node the parser reads.
  static func build(_ mesh: (scene: String, constraints: [String])) throws -> (Scene, SceneNode) {
    let scene = try SceneBuilder.build(
      SceneNode(JSONValue.parse(Data(mesh.scene.utf8)), path: "$.scene"),
      clock: ManualClock(frameRate: 60, start: 0))
    let node = SceneNode(.array(mesh.constraints.map { .string($0) }), path: "$.scene.constraints")
    return (scene, node)
  }

  @Test func aMeshIsRefusedAtTheFirstConstraintPastTheLimit() throws {
    let mesh = Self.mesh(120)
    // Where the work first passes the limit, found by handing the same constraints to the engine
    // as one batch (it adds them in its own order) and asking after each.
    let (reference, _) = try Self.build(mesh)
    let limit = 40_000
    var expectedIndex: Int?
    var parsed: [LayoutConstraint] = []
    for (index, text) in mesh.constraints.enumerated() {
      let node = SceneNode(.string(text), path: "$.scene.constraints[\(index)]")
      parsed.append(try SceneConstraintParser.parse(text, at: node, scene: reference))
    }
    reference.window.autoLayout.add(parsed) { position in
      guard reference.window.autoLayout.solver.cellOperations > limit else { return true }
      expectedIndex = position
      return false
    }
    let index = try #require(expectedIndex)
    let solver = reference.window.autoLayout.solver
    #expect(solver.cellOperations == solver.statistics.cellWork + solver.definitionWork)

    let (scene, node) = try Self.build(mesh)
    #expect(
      throws: SceneError(
        path: "$.scene.constraints[\(index)]",
        "the constraints up to here need more than 40000 cell operations of the solver (a scene's limit)")
    ) {
      try SceneConstraintParser.activate(node, scene: scene, workLimit: limit)
    }
    // The constraints after the refused one in the adding order were not left active.
    let active = reference.window.autoLayout.constraints.count
    #expect(active > 100 && active < mesh.constraints.count)
    #expect(scene.window.autoLayout.constraints.count == active)
    #expect(parsed.filter(\.isActive).count == active)
  }

  @Test func theSameMeshUnderAHigherLimitIsActivatedWhole() throws {
    let mesh = Self.mesh(120)
    let (scene, node) = try Self.build(mesh)
    try SceneConstraintParser.activate(node, scene: scene, workLimit: 10_000_000)
    #expect(scene.window.autoLayout.constraints.count == mesh.constraints.count)
    #expect(scene.window.autoLayout.solver.cellOperations > 40_000)
  }

  @Test func aLongChainOfRowsStaysFarBelowTheLimit() throws {
    // 2,000 rows of Auto Layout's usual five constraints: linear work, a few dozen cells each.
    var constraints = [
      "content.top == sv.contentLayoutGuide.top", "content.leading == sv.contentLayoutGuide.leading",
      "content.trailing == sv.contentLayoutGuide.trailing", "content.bottom == sv.contentLayoutGuide.bottom",
      "content.width == sv.frameLayoutGuide.width",
    ]
    var previous = "content.top"
    for index in 0..<2_000 {
      constraints += [
        "r\(index).leading == content.leading", "r\(index).trailing == content.trailing",
        "r\(index).top == \(previous)", "r\(index).height >= 20", "r\(index).height == 44 @999",
      ]
      previous = "r\(index).bottom"
    }
    constraints.append("\(previous) == content.bottom")
    let views = (0..<2_000).map { #"{"type":"View","id":"r\#($0)"}"# }.joined(separator: ",")
    let scene = #"""
      {"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
      "subviews":[{"type":"View","id":"content","subviews":[\#(views)]}]}}
      """#
    let (built, node) = try Self.build((scene, constraints))
    try SceneConstraintParser.activate(node, scene: built)
    let work = built.window.autoLayout.solver.cellOperations
    #expect(work <= 100 * constraints.count)
    // Grown linearly to the count limit (50,000 constraints), a quarter of the work limit at most.
    #expect(work * (ReplayLimits.constraints / constraints.count) * 4 < ReplayLimits.constraintWork)
  }
}
