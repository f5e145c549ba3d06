import Foundation
import Inertia

/// Session 50's families for ``CommandLineFuzzer`` (sweep 51), written as script text: "set" steps
/// and animate changes whose values cannot be read, late in a replay (refused before it starts),
/// extreme numbers in the fields of scroll views, labels, sliders and windows, storms of up to
/// 100,000 steps of one kind at 1000 frames a second, and wrapped labels far taller than the screen.
extension ScriptFamilies {
  /// A script as text from one of this session's families, and whether it renders every frame
  /// cheaply enough for `--frames`.
  static func sweep51Text(_ random: inout SeededGenerator) -> (String, Bool) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return (badSetValues(&random), true)
    case 1: return (extremeFields(&random), true)
    case 2: return (stepStorm(&random), false)
    default: return (tallLabels(&random), true)
    }
  }

  private static let extremes = ["1e308", "-1e308", "1e-300", "-1e-300", "0", "-0", "999999999999999"]

  /// A scroll view holding a button, a label, a slider and a stack view, flung, then a "set" step
  /// (or an animate change) late in the replay whose value is of the wrong kind or out of range.
  static func badSetValues(_ random: inout SeededGenerator) -> String {
    let scene = #"""
      {"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],
       "subviews":[{"type":"Button","id":"b","frame":[0,0,100,40],"title":"B"},{"type":"Label","id":"l","frame":[0,50,100,40],"text":"L"},
        {"type":"Slider","id":"s","frame":[0,100,200,40]},{"type":"StackView","id":"st","frame":[0,150,100,40]}]}}
      """#
    let view = random.pick(["sv", "b", "l", "s", "st"])
    let property = random.pick([
      "frame", "alpha", "contentOffset", "zoomScale", "numberOfLines", "fontSize", "text", "title", "value",
      "axis", "spacing", "decelerationRate", "cornerRadius", "tag", "transform", "backgroundColor",
      "rowHeight",
    ])
    let value = random.pick([
      "true", "null", #""x""#, "[]", "{}", "[1,2]", "[0,0,-1,1]", "1.5", "-1", random.pick(extremes),
      #"[1e308,1e308,1e308,1e308]"#, "[" + String(repeating: "1,", count: 5) + "1]",
    ])
    let change = #"{"view":"\#(view)","property":"\#(property)","value":\#(value)}"#
    let step =
      random.chance(0.5)
      ? #"{"at":0.9,"set":\#(change)}"#
      : #"{"at":0.9,"animate":{"duration":0.2,"changes":[{"view":"b","property":"alpha","value":0.5},\#(change)]}}"#
    return scriptText(scene, gestures(&random, count: 2, until: 0.8) + [step], until: 1)
  }

  /// One field of a scroll view, its window, a wrapped label or a slider at an extreme number.
  static func extremeFields(_ random: inout SeededGenerator) -> String {
    let number = random.pick(extremes)
    let field = random.pick([
      #""contentSize":[\#(number),\#(number)]"#, #""contentInset":[\#(number),0,\#(number),0]"#,
      #""contentOffset":[0,\#(number)]"#,
      #""minimumZoomScale":1e-300,"maximumZoomScale":1e308,"zoomView":"z""#,
      #""frame":[\#(number),0,390,844]"#, #""transform":[\#(number),0,0,\#(number),0,0]"#,
      #""alpha":\#(number)"#,
      #""decelerationRate":0.9999999999999999"#, #""verticalScrollIndicatorInsets":[\#(number),0,0,0]"#,
    ])
    let label =
      #"{"type":"Label","id":"l","frame":[0,0,390,400],"numberOfLines":0,"fontSize":\#(random.pick(["17", "1e-300", "1e308", "-5"])),"text":"\#(String(repeating: "word ", count: random.pick([10, 2_000])))"}"#
    let slider =
      #"{"type":"Slider","id":"s","frame":[0,500,300,40],"minimumValue":-1e308,"maximumValue":\#(number),"value":1e308}"#
    let zoom = #"{"type":"View","id":"z","frame":[0,600,100,100]}"#
    let safe = random.pick(["[0,0,0,0]", "[1e308,0,1e308,0]", "[-1e308,-1,0,0]"])
    let scene = #"""
      {"window":{"size":[390,844],"safeArea":\#(safe)},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],\#(field),"subviews":[\#(label),\#(slider),\#(zoom)]}}
      """#
    let pinch = #"{"at":0.3,"pinch":{"center":[195,400],"fromSpan":1e-9,"toSpan":1e9,"duration":0.2}}"#
    return scriptText(scene, gestures(&random, count: 2, until: 0.5) + [pinch], until: 1)
  }

  /// Up to 100,000 steps of one kind (arrow keys, status-bar taps, indicator flashes, refreshes,
  /// content sizes, animated offsets) at 1000 frames a second.
  static func stepStorm(_ random: inout SeededGenerator) -> String {
    let count = random.pick([100, 10_000, 100_000])
    let kind = Int.random(in: 0..<6, using: &random)
    let spacing = random.pick([0.00001, 0.001])
    let steps = (0..<count).map { index -> String in
      let at = Double(index) * spacing
      switch kind {
      case 0: return #"{"at":\#(at),"press":{"view":"sv","key":"downArrow"}}"#
      case 1: return #"{"at":\#(at),"tapStatusBar":{}}"#
      case 2: return #"{"at":\#(at),"call":{"view":"sv","method":"flashScrollIndicators"}}"#
      case 3:
        return
          #"{"at":\#(at),"call":{"view":"sv","method":"\#(index % 2 == 0 ? "beginRefreshing" : "endRefreshing")"}}"#
      case 4:
        return #"{"at":\#(at),"set":{"view":"sv","property":"contentSize","value":[390,\#(index % 7)e8]}}"#
      default:
        return
          #"{"at":\#(at),"call":{"view":"sv","method":"setContentOffset","x":0,"y":\#(index % 2 * 1000),"animated":true}}"#
      }
    }
    let scene = #"""
      {"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],"contentOffset":[0,2000],"refreshControl":true}}
      """#
    return
      #"{"frameRate": 1000, "until": \#(random.pick([10, 3600])), "scene": \#(scene), "steps": [\#(steps.joined(separator: ","))]}"#
  }

  /// Up to 50 wrapped labels of up to 100,000 characters (thousands of lines) in a scroll view.
  static func tallLabels(_ random: inout SeededGenerator) -> String {
    let length = random.pick([1_000, 100_000])
    let text = String(String(repeating: "wrapped words ", count: length / 14 + 1).prefix(length))
    let labels = (0..<random.pick([1, 50])).map { index in
      #"{"type":"Label","id":"l\#(index)","frame":[0,\#(index * 40),390,\#(random.pick([40, 100_000]))],"numberOfLines":0,"text":"\#(text)"}"#
    }
    let scene = #"""
      {"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto","subviews":[\#(labels.joined(separator: ","))]}}
      """#
    return scriptText(scene, gestures(&random, count: 2, until: 0.4), until: 0.5)
  }
}
