import Foundation
import Inertia

/// Session 43's families for ``CommandLineFuzzer``: screens of tiny flow cells (pinned headers,
/// either direction, in collection views and nodes), keyframe blocks of thousands of keyframes,
/// `animate` steps every frame among many views, and texts of long grapheme clusters.
extension ScriptFamilies {
  /// A flow collection view (or node) of up to a million 1 x 1 pt items with no spacing.
  static func tinyFlowCells(_ random: inout SeededGenerator) -> JSONValue {
    let node = random.chance(0.4)
    let horizontal = random.chance(0.3)
    let sections = random.pick([1, 1_000, 100_000])
    let items = max(1, random.pick([10, 1_000_000]) / sections)
    let pinned =
      random.chance(0.5)
      ? #","headerReferenceSize":[1,1],"sectionHeadersPinToVisibleBounds":true"# : ""
    let layout =
      node
      ? #"{"scrollDirection":"\#(horizontal ? "horizontal" : "vertical")","minimumLineSpacing":0,"minimumInteritemSpacing":0}"#
      : #"{"scrollDirection":"\#(horizontal ? "horizontal" : "vertical")","itemSize":[1,1],"minimumLineSpacing":0,"minimumInteritemSpacing":0\#(pinned)}"#
    let content =
      node
      ? #""sections":[\#(Array(repeating: String(items), count: min(sections, 1_000)).joined(separator: ","))],"cell":{"node":{"id":"n","style":{"width":1,"height":1}}}"#
      : #""sections":[\#(Array(repeating: #"{"items":\#(items)}"#, count: sections).joined(separator: ","))]"#
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "\(node ? "CollectionNode" : "CollectionView")", "id": "c",
        "frame": [0, 0, 390, 844], \(content), "layout": \(layout)}}
      """
    return script(scene, gestures(&random, count: 3, until: 1))
  }

  /// A view animated by one block of up to 10,000 keyframes, or by an `animate` step every frame
  /// among up to 100,000 views with ids.
  static func manyAnimations(_ random: inout SeededGenerator) -> JSONValue {
    let views = random.pick([1, 1_000, 100_000])
    let subviews = (0..<views).map { #"{"type":"View","id":"v\#($0)","frame":[0,\#($0 * 10),390,10]}"# }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "s", "frame": [0, 0, 390, 844],
        "contentSize": [390, \(views * 10)], "subviews": [\(subviews.joined(separator: ","))]}}
      """
    var steps = gestures(&random, count: 1, until: 1)
    let options = random.pick(["[]", #"["repeat"]"#, #"["repeat","autoreverse"]"#])
    if random.chance(0.5) {
      let count = random.pick([10, 1_000, 10_000])
      let keyframes = (0..<count).map { index in
        #"{"start":\#(Double(index) / Double(count)),"duration":\#(random.pick([0, 1e-300, 1.0 / Double(count)])),"changes":[{"view":"v0","property":"\#(random.pick(["center", "alpha"]))","value":\#(random.chance(0.5) ? "[\(index % 390),\(index % 844)]" : "0.5")}]}"#
      }
      let mode = random.pick(["linear", "discrete", "paced", "cubic", "cubicPaced"])
      steps.append(
        #"{"at":0.1,"animate":{"duration":\#(random.pick([0.5, 3600])),"options":\#(options),"calculationMode":"\#(mode)","name":"k","keyframes":[\#(keyframes.joined(separator: ","))]}}"#
      )
    } else {
      let rate = random.pick([60.0, 1000.0])
      for index in 0..<Int(rate) {
        let view = random.chance(0.5) ? 0 : Int.random(in: 0..<views, using: &random)
        steps.append(
          #"{"at":\#(Double(index) / rate),"animate":{"duration":\#(random.pick([0.0005, 0.5, 10])),"options":\#(options),"changes":[{"view":"v\#(view)","property":"alpha","value":\#(index % 2)}]}}"#
        )
      }
      return script(scene, steps, until: 1, rate: rate)
    }
    return script(scene, steps, until: 1)
  }

  /// Labels, buttons and text nodes whose texts are long grapheme clusters (a letter with up to
  /// 100,000 combining accents), family emoji or right-to-left overrides.
  static func clusterTexts(_ random: inout SeededGenerator) -> JSONValue {
    let accents = random.pick([10, 1_000, 99_999, 100_000])
    let text = random.pick([
      "a" + String(repeating: "\u{301}", count: accents),
      String(
        repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: random.pick([10, 12_500, 20_000])),
      String(repeating: "\u{202E}abc \u{202C}", count: random.pick([10, 14_285, 20_000])),
    ])
    let quoted = JSONText.write(.string(text))
    let scene = random.pick([
      #"{"window":{"size":[390,844]},"root":{"type":"StackView","id":"st","frame":[0,0,390,844],"axis":"vertical","subviews":[{"type":"Label","id":"l","text":\#(quoted),"numberOfLines":0},{"type":"Button","id":"b","title":\#(quoted)}]}}"#,
      #"{"window":{"size":[390,844]},"root":{"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"contentSize":"auto","layoutCompatibility":"\#(random.pick(["css", "texture"]))","layout":{"stack":{"direction":"vertical","flexWrap":true,"children":[{"node":{"id":"t","text":\#(quoted)}}]}}}}"#,
      #"{"window":{"size":[390,844]},"root":{"type":"TableView","id":"t","frame":[0,0,390,844],"sections":[{"rows":3,"header":\#(quoted)}],"sectionIndex":true}}"#,
    ])
    return script(scene, gestures(&random, count: 2, until: 1))
  }
}
