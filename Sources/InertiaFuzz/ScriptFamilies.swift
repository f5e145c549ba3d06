import Foundation
import Inertia

/// Script families for ``CommandLineFuzzer``, as JSON text templates filled from the generator.
enum ScriptFamilies {
  static func script(_ scene: String, _ steps: [String], until: Double = 2, rate: Double = 60)
    -> JSONValue
  {
    let text = """
      {"frameRate": \(rate), "until": \(until), "scene": \(scene), "steps": [\(steps.joined(separator: ","))]}
      """
    return (try? JSONValue.parse(Data(text.utf8))) ?? .null
  }

  static func gestures(_ random: inout SeededGenerator, count: Int, until: Double) -> [String] {
    (0..<count).map { _ in
      let t = random.number(0...until)
      let x = random.number(0...390)
      let y = random.number(0...844)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return """
          {"at": \(t), "fling": {"from": [\(x), \(y)], "velocity": [\(random.number(-5000...5000)), \(random.number(-5000...5000))], "distance": \(random.number(0...300))}}
          """
      case 1:
        return """
          {"at": \(t), "drag": {"from": [\(x), \(y)], "to": [\(random.number(0...390)), \(random.number(0...844))], "duration": \(random.number(0...0.8)), "release": "\(random.pick(["lift", "stop", "hold"]))"}}
          """
      default:
        return """
          {"at": \(t), "tap": {"at": [\(x), \(y)]}}
          """
      }
    }
  }

  /// Scroll views nested two or three deep on alternating axes: a "chain", or a pager with pages.
  static func nestedChain(_ random: inout SeededGenerator) -> JSONValue {
    let pager = random.chance(0.5)
    let pages = (0..<Int.random(in: 1...4, using: &random)).map { index in
      """
      {"type": "ScrollView", "id": "p\(index)", "frame": [\(index * 390), 0, 390, 600], "contentSize": [390, \(random.pick([300, 2000, 1e6]))]}
      """
    }
    let inner = """
      {"type": "ScrollView", "id": "pages", "frame": [0, 200, 390, 600], "isPagingEnabled": \(random.chance(0.7)),
       "contentSize": [\(390 * pages.count), 600], "subviews": [\(pages.joined(separator: ","))]}
      """
    let nested =
      pager
      ? """
      [{"outer": "outer", "pager": "pages", "pages": [\((0..<pages.count).map { "\"p\($0)\"" }.joined(separator: ","))], "pinnedHeight": \(random.number(0...100)), "policy": "collapsingHeader"}]
      """
      : """
      [{"chain": ["outer", "pages", "p0"], "policies": ["\(random.pick(["collapsingHeader", "innerFirst", "outerFirst"]))", "innerFirst"]}]
      """
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "outer", "frame": [0, 0, 390, 844],
        "contentSize": [390, 1200], "subviews": [\(inner)]}, "nested": \(nested)}
      """
    return script(scene, gestures(&random, count: Int.random(in: 1...6, using: &random), until: 2))
  }

  /// A table with sections and batch updates (some out of range, some large).
  static func table(_ random: inout SeededGenerator) -> JSONValue {
    let sections = (0..<Int.random(in: 0...30, using: &random)).map { _ in
      """
      {"rows": \(Int.random(in: 0...40, using: &random)), "rowHeight": \(random.pick([1, 44, 80])), "header": "H"}
      """
    }
    var steps = gestures(&random, count: 2, until: 2)
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      let count = random.pick([1, 3, 50, 2000])
      let list = (0..<count).map { _ in String(Int.random(in: 0...40, using: &random)) }.joined(
        separator: ",")
      let update = random.pick([
        #"{"method": "insertSections", "sections": [\#(list)], "rows": \#(random.pick([0, 5, 1000, 1000000]))}"#,
        #"{"method": "deleteSections", "sections": [\#(list)]}"#,
        #"{"method": "insertRows", "indexPaths": [[0, 0], [0, 1]]}"#,
        #"{"method": "deleteRows", "indexPaths": [[0, 0]]}"#,
        #"{"method": "moveRow", "from": [0, 0], "to": [1, 0]}"#,
      ])
      let body =
        random.chance(0.5)
        ? #""method": "performBatchUpdates", "updates": [\#(update), \#(update)]"#
        : String(update.dropFirst().dropLast())
      steps.append(
        #"{"at": \#(random.number(0...2)), "call": {"view": "t", \#(body), "animated": \#(random.chance(0.5))}}"#
      )
    }
    if random.chance(0.3) {
      steps.append(
        #"{"at": 1, "call": {"view": "t", "method": "selectRow", "indexPath": \#(random.pick(["null", "[0, 0]", "[99, 0]"]))}}"#
      )
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "TableView", "id": "t", "frame": [0, 0, 390, 844],
        "sections": [\(sections.joined(separator: ","))]}}
      """
    return script(scene, steps)
  }

  /// A stack view of up to 600 arranged views in a scroll view sized by constraints.
  static func stack(_ random: inout SeededGenerator) -> JSONValue {
    let count = random.pick([0, 1, 10, 100, 600])
    let views = (0..<count).map { _ in
      random.chance(0.5)
        ? #"{"type": "View", "frame": [0, 0, 50, \#(random.number(0...200))]}"#
        : #"{"type": "Label", "text": "x"}"#
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
        "contentSize": "auto", "subviews": [{"type": "StackView", "id": "stack", "axis": "\(random.pick(["vertical", "horizontal"]))",
        "distribution": "\(random.pick(["fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"]))",
        "alignment": "\(random.pick(["fill", "leading", "center", "trailing"]))", "spacing": \(random.number(0...20)),
        "subviews": [\(views.joined(separator: ","))]}]},
        "constraints": ["stack.top == sv.contentLayoutGuide.top", "stack.bottom == sv.contentLayoutGuide.bottom",
          "stack.leading == sv.contentLayoutGuide.leading", "stack.width == sv.frameLayoutGuide.width"]}
      """
    return script(scene, gestures(&random, count: 3, until: 2))
  }

  /// Views tied by random constraints: chains, equal heights, cycles, priorities.
  static func constraints(_ random: inout SeededGenerator) -> JSONValue {
    let count = random.pick([2, 5, 30, 300])
    let views = (0..<count).map { #"{"type": "View", "id": "v\#($0)"}"# }
    let attributes = ["top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"]
    var constraints = ["v0.top == sv.contentLayoutGuide.top", "v0.width == sv.frameLayoutGuide.width"]
    for index in 1..<count {
      let other = random.chance(0.7) ? index - 1 : Int.random(in: 0..<count, using: &random)
      let a = random.pick(attributes)
      let relation = random.pick(["==", ">=", "<="])
      let priority = random.chance(0.3) ? " @\(random.pick([1, 250, 750, 999]))" : ""
      constraints.append(
        "v\(index).\(a) \(relation) v\(other).\(a) * \(random.number(0...2)) + \(random.number(-50...50))\(priority)"
      )
      if random.chance(0.5) { constraints.append("v\(index).height == v\(other).height") }
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
        "contentSize": "auto", "subviews": [\(views.joined(separator: ","))]},
        "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
      """
    return script(scene, gestures(&random, count: 2, until: 1.5))
  }

  /// A scroll node with a random layout spec tree.
  static func layoutSpec(_ random: inout SeededGenerator) -> JSONValue {
    var next = 0
    func spec(_ depth: Int, _ random: inout SeededGenerator) -> String {
      next += 1
      if depth > 4 || random.chance(0.3) {
        return
          #"{"node": {"id": "n\#(next)", "style": {"height": \#(random.pick(["100", "\"50%\"", "1e9", "0"])), "flexGrow": \#(random.number(0...2))}}}"#
      }
      let children = (0..<Int.random(in: 0...4, using: &random)).map { _ in spec(depth + 1, &random) }
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        return
          #"{"inset": {"insets": [10, "inf", 0, 5], "child": \#(children.first ?? spec(depth + 1, &random))}}"#
      case 1:
        return #"{"ratio": {"ratio": \#(random.pick([0.5, 0, 1e6])), "child": \#(spec(depth + 1, &random))}}"#
      case 2: return #"{"absolute": {"children": [\#(children.joined(separator: ","))]}}"#
      default:
        return
          #"{"stack": {"direction": "\#(random.pick(["vertical", "horizontal"]))", "flexWrap": \#(random.chance(0.3)), "spacing": \#(random.number(0...20)), "children": [\#(children.joined(separator: ","))]}}"#
      }
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollNode", "id": "sn", "frame": [0, 0, 390, 844],
        "automaticallyManagesContentSize": true, "layoutCompatibility": "\(random.pick(["texture", "css"]))",
        "layout": \(spec(0, &random))}}
      """
    return script(scene, gestures(&random, count: 2, until: 1.5))
  }

  /// Trackpad gestures: opened twice, changed, magnified, ended or left open.
  static func wheel(_ random: inout SeededGenerator) -> JSONValue {
    var steps: [String] = []
    var t = 0.1
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      steps.append(
        #"{"at": \#(t), "scroll": {"phase": "began", "at": [200, 400], "delta": [0, \#(random.number(-80...80))]}}"#
      )
      if random.chance(0.5) {
        steps.append(#"{"at": \#(t), "scroll": {"phase": "began", "at": [100, 100], "delta": [5, 5]}}"#)
      }
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        t += 1.0 / 60
        steps.append(
          #"{"at": \#(t), "scroll": {"phase": "changed", "delta": [\#(random.number(-80...80)), \#(random.number(-80...80))]}}"#
        )
        if random.chance(0.2) {
          steps.append(#"{"at": \#(t), "magnify": {"at": [200, 400], "scale": \#(random.number(0.5...2))}}"#)
        }
      }
      if random.chance(0.8) { steps.append(#"{"at": \#(t + 0.02), "scroll": {"phase": "ended"}}"#) }
      t += 0.3
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
        "contentSize": [2000, 3000], "minimumZoomScale": 0.5, "maximumZoomScale": 3, "zoomView": "c",
        "subviews": [{"type": "View", "id": "c", "frame": [0, 0, 2000, 3000]}]}}
      """
    return script(scene, steps, until: t + 1)
  }

  /// A long replay at a high rate (the plot must stream).
  static func long(_ random: inout SeededGenerator) -> JSONValue {
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": [390, 1e7]}}
      """
    let until = random.pick([60.0, 600, 3600])
    let steps = (0..<Int.random(in: 1...20, using: &random)).map { _ in
      #"{"at": \#(random.number(0...until)), "fling": {"from": [200, 700], "velocity": [0, -5000], "distance": 100}}"#
    }
    return script(scene, steps, until: until, rate: random.pick([60, 1000]))
  }

  /// `script` with a window scale between 0.5 and 3 (and sometimes a huge window).
  static func scaled(_ script: JSONValue, _ random: inout SeededGenerator) -> JSONValue {
    let scale = JSONValue.number(random.number(0.5...3))
    var result = ScriptMutator.replacing(in: script, at: ["scene", "window", "scale"][...]) { _ in scale }
    if case .object(var members) = result, case .object(var scene)? = members["scene"],
      case .object(var window)? = scene["window"]
    {
      window["scale"] = scale
      if random.chance(0.05) {
        window["size"] = .array([.number(random.pick([1e4, 2e4, 1e10])), .number(random.pick([844, 2e4]))])
      }
      scene["window"] = .object(window)
      members["scene"] = .object(scene)
      result = .object(members)
    }
    return result
  }
}
