import Foundation
import Inertia

/// Session 44's families for ``CommandLineFuzzer``: many lists of 1 pt rows (in a pager, or in
/// collection views as nested pairs) and node cells of many nodes, fingers taking turns over
/// thousands of touch steps, storms of table calls on large tables, and animations delayed
/// toward the end of an hour at 1000 frames a second.
extension ScriptFamilies {
  /// Up to 3,000 tables, collection views or Texture lists of 1 pt rows side by side, as a
  /// pager's pages or as nested pairs, or one list whose cells hold up to 1,000 nodes.
  static func manyLists(_ random: inout SeededGenerator) -> JSONValue {
    let count = random.pick([10, 64, 65, 500, 2_990])
    let type = random.pick(["TableView", "CollectionView", "TableNode", "CollectionNode"])
    let rows = random.pick([3, 1_000])
    let nodes = random.pick([1, 256, 999])
    let children = (0..<nodes).map { #"{"node":{"id":"n\#($0)","style":{"width":1,"height":1}}}"# }
    let cell =
      #""cell":{"absolute":{"children":[\#(children.joined(separator: ","))]},"style":{"width":1,"height":1}}"#
    let lists = (0..<(nodes > 1 ? 1 : count)).map { index in
      let body =
        type.hasSuffix("Node")
        ? #""\#(type == "TableNode" ? "rows" : "items")":\#(rows),\#(cell)"#
        : #""\#(type == "TableView" ? "rows" : "items")":\#(rows),"rowHeight":1,"layout":{"itemSize":[1,1],"minimumLineSpacing":0}"#
      return #"{"type":"\#(type)","id":"p\#(index)","frame":[\#(390 * index),0,390,844],\#(body)}"#
    }
    let pages = (0..<lists.count).map { #""p\#($0)""# }.joined(separator: ",")
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "o", "frame": [0, 0, 390, 844],
        "contentSize": [390, 1044], "subviews": [{"type": "ScrollView", "id": "pg", "frame": [0, 200, 390, 844],
        "contentSize": [\(390 * lists.count), 844], "isPagingEnabled": true, "subviews": [\(lists.joined(separator: ","))]}]},
        "nested": [\(random.chance(0.5) && !type.hasSuffix("Node") ? #"{"outer":"o","pager":"pg","pages":[\#(pages)],"pinnedHeight":50}"# : "")]}
      """
    return script(scene, gestures(&random, count: 4, until: 2))
  }

  /// Two to five fingers taking turns on a scroll view, one always down, for up to 20,000 steps.
  static func turnTaking(_ random: inout SeededGenerator) -> JSONValue {
    let fingers = Int.random(in: 2...5, using: &random)
    let turns = random.pick([100, 5_000, 10_000])
    var steps = [#"{"at":0,"touch":{"id":0,"phase":"began","at":[200,600]}}"#]
    for index in 1...turns {
      let time = Double(index) * random.pick([1e-6, 1e-3])
      let y = 600 - Double(index % 400)
      steps.append(#"{"at":\#(time),"touch":{"id":\#(index % fingers),"phase":"began","at":[200,\#(y)]}}"#)
      steps.append(
        #"{"at":\#(time),"touch":{"id":\#((index - 1) % fingers),"phase":"ended","at":[200,\#(y)]}}"#)
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "s", "frame": [0, 0, 390, 844],
        "contentSize": [390, 30000], "minimumZoomScale": 0.5, "maximumZoomScale": 3, "zoomView": "z",
        "subviews": [{"type": "View", "id": "z", "frame": [0, 0, 390, 30000]}]}}
      """
    return script(scene, steps, until: 1)
  }

  /// Up to 100,000 reloads, insertions or scrolls of a table of up to a million rows of 1 pt.
  static func tableCallStorm(_ random: inout SeededGenerator) -> JSONValue {
    let rows = random.pick([3, 1_000, 1_000_000])
    let count = random.pick([100, 1_000, 100_000])
    let call = random.pick([
      #""method":"reloadData""#, #""method":"insertRows","indexPaths":[[0,0]]"#,
      #""method":"scrollToRow","indexPath":[0,0],"animated":true"#,
    ])
    let steps = (0..<count).map { #"{"at":\#(Double($0) / Double(count)),"call":{"view":"t",\#(call)}}"# }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "TableView", "id": "t", "frame": [0, 0, 390, 844],
        "rows": \(rows), "rowHeight": 1}}
      """
    return script(scene, steps, until: 1.5)
  }

  /// An animation (or keyframe block) waiting up to an hour before it moves, at 1000 frames a second.
  static func delayedAnimation(_ random: inout SeededGenerator) -> JSONValue {
    let delay = random.pick([0.5, 3599, 3600])
    let body =
      random.chance(0.5)
      ? #""changes":[{"view":"b","property":"alpha","value":0}]"#
      : #""keyframes":[{"start":0.99,"duration":0.01,"changes":[{"view":"b","property":"center","value":[50,50]}]}]"#
    // Motion in every frame of an hour at 1000 frames a second is slow by design (docs/limits.md):
    // the animations here move for at most two seconds.
    let options = random.pick(["[]", #"["autoreverse"]"#, #"["curveLinear"]"#])
    let step =
      #"{"at":0,"animate":{"duration":\#(random.pick([0.2, 1])),"delay":\#(delay),"options":\#(options),"name":"a",\#(body)}}"#
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "s", "frame": [0, 0, 390, 844],
        "contentSize": [390, 3000], "subviews": [{"type": "View", "id": "b", "frame": [0, 0, 100, 100]}]}}
      """
    return script(scene, [step], until: 3600, rate: 1000)
  }
}
