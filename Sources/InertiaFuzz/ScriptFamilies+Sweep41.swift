import Foundation
import Inertia

/// Session 41's families for ``CommandLineFuzzer``: CSS layout specs nested deep, compositional
/// groups nested with large counts and tiny items, constraints at and past their bounds (and
/// conflicting), and tables with heights at and past theirs.
extension ScriptFamilies {
  /// A CSS (or Texture) scroll node whose spec nests stacks 8 to 40 deep, with percentages.
  static func cssNesting(_ random: inout SeededGenerator) -> JSONValue {
    let width = random.pick(["\"50%\"", "\"100%\"", "\"1000000%\"", "\"auto\"", "10", "1e9"])
    var spec = #"{"node":{"id":"leaf","style":{"height":\#(random.pick([0, 10, 1e9])),"width":\#(width)}}}"#
    for level in 0..<random.pick([8, 16, 24, 40]) {
      let direction = random.chance(0.5) ? "vertical" : "horizontal"
      let style =
        random.chance(0.5)
        ? #","style":{"width":\#(random.pick(["\"50%\"", "\"100%\"", "\"auto\"", "100"])),"flexGrow":\#(random.pick([0, 1, 1e6]))}"#
        : ""
      let sibling = random.chance(0.3) ? #",{"node":{"id":"s\#(level)","text":"x y z"}}"# : ""
      spec =
        #"{"stack":{"direction":"\#(direction)","flexWrap":\#(random.chance(0.2)),"children":[\#(spec)\#(sibling)]}\#(style)}"#
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollNode", "id": "sn", "frame": [0, 0, 390, 844],
        "automaticallyManagesContentSize": true, "layoutCompatibility": "\(random.chance(0.8) ? "css" : "texture")",
        "layout": \(spec)}}
      """
    return script(scene, gestures(&random, count: 2, until: 1))
  }

  /// A collection view or node with a compositional layout of nested counted groups, tiny
  /// items, or a list of tiny rows.
  static func compositionalGroups(_ random: inout SeededGenerator) -> JSONValue {
    let fill = #"{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}"#
    var group =
      #"{"size":{"width":{"absolute":\#(random.pick([1e-5, 1, 50]))},"height":{"fractionalHeight":1}}}"#
    for level in 0..<Int.random(in: 1...8, using: &random) {
      let count = random.chance(0.6) ? #","count":\#(random.pick([1, 2, 10, 1000]))"# : ""
      let size =
        level == 0
        ? #"{"width":{"fractionalWidth":1},"height":{"absolute":\#(random.pick([1e-9, 1, 200]))}}"# : fill
      group =
        #"{"size":\#(size),"direction":"\#(random.chance(0.5) ? "vertical" : "horizontal")","items":[\#(group)]\#(count)}"#
    }
    let layout =
      random.chance(0.3)
      ? #"{"type":"list","itemHeight":\#(random.pick([1e-300, 0.001, 44]))}"#
      : #"{"type":"compositional","sections":[{"group":\#(group),"orthogonalScrollingBehavior":"\#(random.pick(["none", "continuous", "groupPaging"]))"}]}"#
    let type = random.chance(0.5) ? "CollectionView" : "CollectionNode"
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "\(type)", "id": "c", "frame": [0, 0, 390, 844],
        "items": \(random.pick([10, 10000, 1_000_000])), "layout": \(layout)}}
      """
    return script(scene, gestures(&random, count: 2, until: 1))
  }

  /// Constraints with constants and multipliers at and past ±1e9, repeated terms, and a few
  /// conflicting required equalities.
  static func constraintExtremes(_ random: inout SeededGenerator) -> JSONValue {
    let values = ["1e9", "-1e9", "1e10", "1e308", "0", "1e-300", "999999999.9"]
    var constraints = [
      "v0.top == sv.contentLayoutGuide.top", "v0.leading == sv.contentLayoutGuide.leading",
      "v0.width == sv.frameLayoutGuide.width", "v0.bottom == sv.contentLayoutGuide.bottom",
    ]
    for index in 1..<5 {
      constraints.append(
        "v\(index).height == v\(index - 1).height * \(random.pick(values)) + \(random.pick(values))")
      constraints.append("v\(index).top == v\(index - 1).bottom + \(random.pick(values))")
      if random.chance(0.3) { constraints.append("v\(index).width == v0.width * 2 * 3") }
      if random.chance(0.3) { constraints.append("v\(index).width == v0.width + 1 * 3") }
    }
    for value in 0..<Int.random(in: 0...50, using: &random) { constraints.append("v0.height == \(value)") }
    let views = (0..<5).map { #"{"type": "View", "id": "v\#($0)"}"# }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
        "contentSize": "auto", "subviews": [\(views.joined(separator: ","))]},
        "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
      """
    return script(scene, gestures(&random, count: 2, until: 1))
  }

  /// A table of up to a million rows with heights at and past 100,000 pt.
  static func tableHeights(_ random: inout SeededGenerator) -> JSONValue {
    let heights = [1e-300, 1, 100_000, 100_001, 1e308]
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "TableView", "id": "t", "frame": [0, 0, 390, 844],
        "rows": \(random.pick([10, 1_000_000])), "rowHeight": \(random.pick(heights)),
        "heights": {"cycle": [\(random.pick(heights)), \(random.pick(heights))]},
        "tableHeaderHeight": \(random.pick(heights)), "estimatedRowHeight": \(random.pick(heights))}}
      """
    var steps = gestures(&random, count: 2, until: 1)
    steps.append(
      #"{"at": 0.5, "set": {"view": "t", "property": "rowHeight", "value": \#(random.pick(heights))}}"#)
    return script(scene, steps)
  }
}
