import Foundation
import Inertia

/// Session 51's families for ``CommandLineFuzzer`` (sweep 52), written as script text: Texture
/// list nodes of up to a million rows resized at every frame (directly, through an autoresizing
/// superview, or through new content insets), stacks of wrapped labels re-wrapped at every frame,
/// layout specs and constraint chains whose sizes come out infinite, and scenes that combine a
/// nested pair, a compositional collection view, a table node, a scroll node, constraints and
/// animations, with extreme values dropped in.
extension ScriptFamilies {
  /// A script as text from one of this session's families, and whether it renders every frame
  /// cheaply enough for `--frames`.
  static func sweep52Text(_ random: inout SeededGenerator) -> (String, Bool) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return (listResizeStorm(&random), false)
    case 1: return (labelRewrapStorm(&random), false)
    case 2: return (infiniteSizes(&random), true)
    default: return (combinedScene(&random), true)
    }
  }

  /// Text of `count` characters: words, or one word with no spaces.
  private static func words(_ count: Int, spaced: Bool) -> String {
    String(String(repeating: spaced ? "word " : "w", count: count / (spaced ? 5 : 1) + 1).prefix(count))
  }

  /// A cell spec of `nodes` text nodes of `characters` characters each (with a number, so that
  /// specs differ).
  private static func textCell(_ index: Int, nodes: Int, characters: Int) -> String {
    let children = (0..<nodes).map {
      #"{"node":{"id":"t\#($0)","text":"\#(words(characters, spaced: true))\#(index)","fontSize":17}}"#
    }
    return #"{"stack":{"direction":"vertical","children":[\#(children.joined(separator: ","))]}}"#
  }

  /// A `TableNode` or `CollectionNode` (flow or compositional) of up to a million rows whose cell
  /// specs hold long texts, given a new width (or new insets) at up to every frame, itself or
  /// through an autoresizing superview.
  static func listResizeStorm(_ random: inout SeededGenerator) -> String {
    let rows = random.pick([100, 100_000, 1_000_000])
    let cells = (0..<random.pick([1, 100])).map {
      textCell($0, nodes: random.pick([1, 10]), characters: random.pick([10, 99_000]))
    }
    let kind = random.pick(["TableNode", "CollectionNode"])
    let count = kind == "TableNode" ? #""rows":\#(rows)"# : #""items":\#(rows)"#
    let layout =
      kind == "TableNode" ? "" : random.pick([#","layout":{"type":"flow"}"#, #","layout":{"type":"list"}"#])
    let list =
      #"{"type":"\#(kind)","id":"L","frame":[0,0,390,844],\#(count),"cells":[\#(cells.joined(separator: ","))]\#(layout),"autoresizingMask":["flexibleWidth","flexibleHeight"]}"#
    let wrapped = random.chance(0.5)
    let scene =
      wrapped
      ? #"{"window":{"size":[390,844]},"root":{"type":"View","id":"w","frame":[0,0,390,844],"subviews":[\#(list)]}}"#
      : #"{"window":{"size":[390,844]},"root":\#(list)}"#
    let target = wrapped ? "w" : "L"
    let insets = !wrapped && random.chance(0.3)
    let steps = (0..<random.pick([10, 1_000, 20_000])).map { index -> String in
      let value = insets ? "[0,\(index % 100),0,\(index % 7)]" : "[0,0,\(100 + index % 290),844]"
      let property = insets ? "contentInset" : random.pick(["frame", "bounds"])
      return
        #"{"at":\#(Double(index) * 0.001),"set":{"view":"\#(target)","property":"\#(property)","value":\#(value)}}"#
    }
    return
      #"{"frameRate":1000,"until":\#(random.pick([1, 30])),"scene":\#(scene),"steps":[\#(steps.joined(separator: ","))]}"#
  }

  /// A scroll view whose content is a vertical stack of `labels` (scene JSON objects) pinned to
  /// its content guide and as wide as its frame guide (sweeps 52 and 53).
  static func labelStackScene(_ labels: [String]) -> String {
    let constraints = [
      "st.top == sv.contentLayoutGuide.top", "st.bottom == sv.contentLayoutGuide.bottom",
      "st.leading == sv.contentLayoutGuide.leading", "st.trailing == sv.contentLayoutGuide.trailing",
      "st.width == sv.frameLayoutGuide.width",
    ]
    return #"""
      {"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
       "subviews":[{"type":"StackView","id":"st","axis":"vertical","subviews":[\#(labels.joined(separator: ","))]}]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
      """#
  }

  /// Up to 600 wrapped labels of up to 100,000 characters in a vertical stack view that sizes a
  /// scroll view's content through constraints, the scroll view given a new width at up to every
  /// frame (set steps, or a repeating animation of its frame).
  static func labelRewrapStorm(_ random: inout SeededGenerator) -> String {
    let count = random.pick([1, 20, 600])
    let text = words(
      min(random.pick([100, 20_000, 100_000]), 50_000_000 / count), spaced: random.chance(0.9))
    let labels = (0..<count).map { #"{"type":"Label","id":"l\#($0)","numberOfLines":0,"text":"\#(text)"}"# }
    let scene = labelStackScene(labels)
    let steps: [String]
    if random.chance(0.3) {
      steps = [
        #"{"at":0.01,"animate":{"duration":\#(random.pick([0.5, 60])),"options":["repeat","autoreverse"],"changes":[{"view":"sv","property":"frame","value":[0,0,50,844]}]}}"#
      ]
    } else {
      steps = (0..<random.pick([10, 5_000])).map { index in
        #"{"at":\#(Double(index) * 0.001),"set":{"view":"sv","property":"\#(random.pick(["frame", "bounds"]))","value":[0,0,\#(100 + index % 290),844]}}"#
      }
    }
    return
      #"{"frameRate":1000,"until":\#(random.pick([1, 60])),"scene":\#(scene),"steps":[\#(steps.joined(separator: ","))]}"#
  }

  /// A scroll node, table node or collection node whose spec has "inf" sizes, insets or flex
  /// bases (Texture's INFINITY) in either layout mode, or a chain of constraints whose
  /// multipliers of up to 1e9 multiply past the largest double.
  static func infiniteSizes(_ random: inout SeededGenerator) -> String {
    guard random.chance(0.7) else { return multiplierChain(&random) }
    let node = #"{"node":{"id":"a","style":{"width":10,"height":10}}}"#
    let spec = random.pick([
      #"{"inset":{"insets":["inf","inf","inf","inf"],"child":\#(node)}}"#,
      #"{"inset":{"insets":[0,"inf",0,0],"child":\#(node)}}"#,
      #"{"stack":{"children":[{"node":{"id":"a","style":{"flexBasis":"inf"}}}]}}"#,
      #"{"center":{"centering":"xy","child":{"node":{"id":"a","style":{"width":"inf","height":"inf"}}}}}"#,
      #"{"ratio":{"ratio":1e-300,"child":{"node":{"id":"a","style":{"width":"inf"}}}}}"#,
      #"{"relative":{"horizontalPosition":"end","verticalPosition":"end","child":{"node":{"id":"a","style":{"height":"inf","minHeight":1e9}}}}}"#,
      #"{"stack":{"direction":"vertical","children":[{"node":{"id":"a","style":{"height":"inf"}}},{"node":{"id":"b","style":{"height":"inf"}}}]}}"#,
    ])
    let mode = random.pick(["texture", "css"])
    let host = random.pick([
      #"{"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"automaticallyManagesContentSize":true,"layoutCompatibility":"\#(mode)","layout":\#(spec)}"#,
      #"{"type":"TableNode","id":"sn","frame":[0,0,390,844],"rows":50,"cell":\#(spec)}"#,
      #"{"type":"CollectionNode","id":"sn","frame":[0,0,390,844],"items":50,"cell":\#(spec)}"#,
    ])
    let scene = #"{"window":{"size":[390,844]},"root":\#(host)}"#
    let resize =
      #"{"at":0.3,"set":{"view":"sn","property":"frame","value":[0,0,\#(random.pick(["0", "1e-300", "200", "1e9"])),844]}}"#
    return scriptText(scene, gestures(&random, count: 2, until: 0.5) + [resize], until: 0.6)
  }

  /// Views whose heights multiply along a chain of constraints (multipliers up to 1e9) in a
  /// scroll view sized by its content.
  private static func multiplierChain(_ random: inout SeededGenerator) -> String {
    let length = random.pick([2, 40, 400])
    let factor = random.pick(["1e9", "-1e9", "2", "1e-9"])
    let views = (0..<length).map { #"{"type":"View","id":"d\#($0)"}"# }
    var constraints = [
      "c.top == sv.contentLayoutGuide.top", "c.bottom == sv.contentLayoutGuide.bottom",
      "c.leading == sv.contentLayoutGuide.leading", "c.width == sv.frameLayoutGuide.width",
      "d0.height == 1000000000", "c.height == d\(length - 1).height",
    ]
    constraints += (1..<length).map { "d\($0).height == d\($0 - 1).height * \(factor)" }
    let scene = #"""
      {"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
       "subviews":[{"type":"View","id":"c","subviews":[\#(views.joined(separator: ","))]}]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
      """#
    return scriptText(scene, gestures(&random, count: 2, until: 0.5), until: 0.6)
  }

  /// One scene of many features: a nested pair of scroll views, a compositional collection view
  /// with an orthogonal section, a table node fetching batches, a scroll node, a stack of labels
  /// sized by constraints, and an animation, each field sometimes at an extreme value.
  static func combinedScene(_ random: inout SeededGenerator) -> String {
    let extreme = { (random: inout SeededGenerator, normal: String) -> String in
      random.chance(0.15) ? random.pick(["0", "1e-300", "99999", "1e9", "-1", "1e308"]) : normal
    }
    let orthogonal = random.pick(["continuous", "groupPaging", "groupPagingCentered", "paging"])
    let collection = #"""
      {"type":"CollectionView","id":"cv","frame":[0,0,390,\#(extreme(&random, "300"))],"sections":[{"items":\#(extreme(&random, "20"))},{"items":50}],
       "layout":{"type":"compositional","sections":[{"group":{"size":{"width":{"fractionalWidth":0.8},"height":{"absolute":\#(extreme(&random, "100"))}},
        "items":[{"size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]},"orthogonalScrollingBehavior":"\#(orthogonal)"},
        {"group":{"size":{"width":{"fractionalWidth":1},"height":{"estimated":44}},"items":[{"size":{"width":{"fractionalWidth":1},"height":{"estimated":44}}}]}}]}}
      """#
    let tableNode = #"""
      {"type":"TableNode","id":"tn","frame":[0,300,390,300],"rows":\#(extreme(&random, "10")),"batchFetching":{"batchSize":\#(random.pick([1, 10_000])),"delay":0},
       "cell":{"inset":{"insets":[8,8,8,8],"child":{"node":{"id":"t","text":"row","fontSize":\#(extreme(&random, "17"))}}}}}
      """#
    let scrollNode = #"""
      {"type":"ScrollNode","id":"sn","frame":[0,600,390,244],"automaticallyManagesContentSize":true,
       "layout":{"stack":{"direction":"vertical","spacing":\#(extreme(&random, "10")),"children":[{"node":{"id":"n1","style":{"height":\#(extreme(&random, "100"))}}},{"node":{"id":"n2","text":"node","fontSize":17}}]}}}
      """#
    let labels = (0..<3).map {
      #"{"type":"Label","id":"l\#($0)","numberOfLines":0,"text":"\#(words(random.pick([10, 5_000]), spaced: true))"}"#
    }
    let inner = #"""
      {"type":"ScrollView","id":"inner","frame":[0,\#(extreme(&random, "900")),390,844],"contentSize":"auto",
       "subviews":[{"type":"StackView","id":"st","axis":"vertical","spacing":\#(extreme(&random, "8")),"subviews":[\#(labels.joined(separator: ","))]}]}
      """#
    let constraints = [
      "st.top == inner.contentLayoutGuide.top", "st.bottom == inner.contentLayoutGuide.bottom",
      "st.leading == inner.contentLayoutGuide.leading", "st.width == inner.frameLayoutGuide.width",
    ]
    let scene = #"""
      {"window":{"size":[390,844],"safeArea":[47,0,34,0]},"root":{"type":"ScrollView","id":"outer","frame":[0,0,390,844],"contentSize":[390,\#(extreme(&random, "2000"))],
       "subviews":[\#(collection),\#(tableNode),\#(scrollNode),\#(inner)]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
       "nested":[{"outer":"outer","inner":"inner","policy":"\#(random.pick(["collapsingHeader", "innerFirst", "outerFirst"]))"}]}
      """#
    let animate =
      #"{"at":0.2,"animate":{"duration":\#(extreme(&random, "0.3")),"options":["repeat","autoreverse"],"changes":[{"view":"n1","property":"alpha","value":0.5},{"view":"inner","property":"frame","value":[0,900,\#(extreme(&random, "200")),844]}]}}"#
    let call =
      #"{"at":0.4,"call":{"view":"cv","method":"scrollToItem","indexPath":[1,\#(extreme(&random, "49"))],"position":"centeredVertically","animated":true}}"#
    return scriptText(scene, gestures(&random, count: 3, until: 0.8) + [animate, call], until: 1)
  }
}
