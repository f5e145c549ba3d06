import Foundation
import Inertia

/// Makes random valid replay scripts: a window, a scroll view (sometimes a table or a nested
/// pair), some content, and a few seconds of gestures, calls and property writes.
public struct ScriptGenerator {
  var random: SeededGenerator

  /// A generator drawing from `random`.
  public init(random: SeededGenerator) { self.random = random }

  private mutating func point() -> JSONValue {
    .array([.number(random.number(-20...410)), .number(random.number(-20...860))])
  }

  private mutating func rootView() -> JSONValue {
    let kind = random.pick(["ScrollView", "ScrollView", "TableView", "nested", "twoAxis"])
    let contentSize: JSONValue = .array([
      .number(random.pick([390, 800, 2000])), .number(random.pick([300, 844, 3000])),
    ])
    var root: [String: JSONValue] = [
      "type": .string(kind == "TableView" ? "TableView" : "ScrollView"), "id": .string("sv"),
      "frame": .array([0, 0, 390, 844].map { .number($0) }),
    ]
    if kind == "TableView" {
      root["rows"] = .number(Double(Int.random(in: 0...60, using: &random)))
      root["rowHeight"] = .number(random.pick([1, 44, 100]))
    } else {
      root["contentSize"] = contentSize
    }
    let flags = [
      "bounces", "isPagingEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollsToTop",
      "delaysContentTouches", "canCancelContentTouches", "isDirectionalLockEnabled", "refreshControl",
    ]
    for flag in flags where random.chance(0.2) { root[flag] = .bool(random.chance(0.5)) }
    if random.chance(0.3) { root["decelerationRate"] = .string(random.pick(["normal", "fast"])) }
    if random.chance(0.3) {
      root["minimumZoomScale"] = .number(0.5)
      root["maximumZoomScale"] = .number(3)
      root["zoomView"] = .string("content")
    }
    var subviews: [JSONValue] = [
      .object([
        "type": .string("View"), "id": .string("content"),
        "frame": .array([0, 0, 390, 3000].map { .number($0) }),
      ])
    ]
    if random.chance(0.5) {
      subviews.append(
        .object([
          "type": .string("Button"), "id": .string("buy"),
          "frame": .array([20, 100, 200, 44].map { .number($0) }),
        ]))
    }
    if kind == "nested" || kind == "twoAxis" {
      // A two-axis pair scrolls both ways and is chained along both axes; either may page.
      let width: Double = kind == "twoAxis" ? random.pick([390, 780, 1170]) : 390
      var inner: [String: JSONValue] = [
        "type": .string("ScrollView"), "id": .string("inner"),
        "frame": .array([0, 200, 390, 400].map { .number($0) }),
        "contentSize": .array([.number(width), .number(random.pick([400, 800, 2000]))]),
      ]
      if random.chance(0.3) { inner["isPagingEnabled"] = .bool(true) }
      if kind == "twoAxis" {
        root["contentSize"] = .array([.number(random.pick([780, 1170])), .number(3000)])
      }
      subviews.append(.object(inner))
    }
    if kind != "TableView" { root["subviews"] = .array(subviews) }
    return .object(root)
  }

  private mutating func step(at time: Double, views: [String]) -> JSONValue {
    let body: (String, JSONValue)
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      body = (
        "drag",
        .object([
          "from": point(), "to": point(), "duration": .number(random.number(0...0.6)),
          "release": .string(random.pick(["lift", "hold", "stop"])),
        ])
      )
    case 2, 3:
      body = (
        "fling",
        .object([
          "from": point(),
          "velocity": .array([.number(random.number(-4000...4000)), .number(random.number(-4000...4000))]),
          "distance": .number(random.number(0...300)),
        ])
      )
    case 4: body = ("tap", .object(["at": point(), "duration": .number(random.number(0...0.4))]))
    case 5:
      body = (
        "pinch",
        .object([
          "center": point(), "fromSpan": .number(random.number(0...300)),
          "toSpan": .number(random.number(0...300)),
          "duration": .number(random.number(0...0.5)),
        ])
      )
    case 6:
      let method = random.pick([
        "setContentOffset", "flashScrollIndicators", "setZoomScale", "scrollRectToVisible",
      ])
      var call: [String: JSONValue] = ["view": .string(random.pick(views)), "method": .string(method)]
      call["animated"] = .bool(random.chance(0.5))
      call["x"] = .number(random.number(-100...500))
      call["y"] = .number(random.number(-100...3000))
      call["width"] = .number(random.number(0...400))
      call["height"] = .number(random.number(0...400))
      call["scale"] = .number(random.number(0.1...4))
      body = ("call", .object(call))
    case 7:
      let property = random.pick(["contentInset", "bounces", "isScrollEnabled", "contentSize"])
      let value: JSONValue =
        switch property {
        case "contentInset": .array((0..<4).map { _ in .number(random.number(0...100)) })
        case "contentSize": .array([.number(random.number(0...1000)), .number(random.number(0...4000))])
        default: .bool(random.chance(0.5))
        }
      body = (
        "set", .object(["view": .string(random.pick(views)), "property": .string(property), "value": value])
      )
    case 8: body = ("tapStatusBar", .object([:]))
    default:
      body = (
        "press",
        .object([
          "view": .string(random.pick(views)),
          "key": .string(
            random.pick(["upArrow", "downArrow", "leftArrow", "pageUp", "pageDown", "home", "end"])),
        ])
      )
    }
    return .object(["at": .number(time), body.0: body.1])
  }

  /// A trackpad gesture: "scroll" steps began, changed a few times, ended (sometimes with a
  /// "magnify" in the middle), one frame apart.
  private mutating func wheelGesture(until: Double) -> [JSONValue] {
    // It ends by `until`, as every gesture the window records does (the validator holds a view
    // still tracking at the end to be a fault).
    var time = random.number(0...max(until - 0.2, 0))
    let delta = { (random: inout SeededGenerator) -> JSONValue in
      .array([.number(random.number(-80...80)), .number(random.number(-80...80))])
    }
    var steps: [JSONValue] = [
      .object([
        "at": .number(time),
        "scroll": .object(["phase": .string("began"), "at": point(), "delta": delta(&random)]),
      ])
    ]
    if random.chance(0.2) {
      // A second "began" while the first is open: the first ends before the second starts.
      steps.append(
        .object([
          "at": .number(time),
          "scroll": .object(["phase": .string("began"), "at": point(), "delta": delta(&random)]),
        ]))
    }
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      time += 1.0 / 60
      steps.append(
        .object([
          "at": .number(time), "scroll": .object(["phase": .string("changed"), "delta": delta(&random)]),
        ]))
      if random.chance(0.1) {
        let scale = JSONValue.number(random.number(0.5...2))
        steps.append(.object(["at": .number(time), "magnify": .object(["at": point(), "scale": scale])]))
      }
    }
    steps.append(
      .object(["at": .number(min(time + 1.0 / 60, until)), "scroll": .object(["phase": .string("ended")])]))
    return steps
  }

  /// An "animate" step: a frame, alpha or transform change of the content, a call inside the
  /// block, sometimes a spring or keyframes.
  private mutating func animateStep(at time: Double, views: [String]) -> JSONValue {
    func change(_ random: inout SeededGenerator) -> JSONValue {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let frame = [random.number(-50...100), random.number(-50...100), random.number(0...600), 3000]
        return .object([
          "view": .string("content"), "property": .string("frame"),
          "value": .array(frame.map { .number($0) }),
        ])
      case 1:
        return .object([
          "view": .string("content"), "property": .string("alpha"), "value": .number(random.number(0...1)),
        ])
      case 2:
        let scale = JSONValue.number(random.number(0.2...3))
        let transform: [JSONValue] = [
          scale, .number(0), .number(0), scale, .number(random.number(-50...50)), .number(0),
        ]
        return .object([
          "view": .string("content"), "property": .string("transform"), "value": .array(transform),
        ])
      default:
        return .object([
          "view": .string(random.pick(views)), "method": .string("setContentOffset"),
          "x": .number(random.number(-50...500)), "y": .number(random.number(-50...1500)),
          "animated": .bool(random.chance(0.5)),
        ])
      }
    }
    var body: [String: JSONValue] = [
      "duration": .number(random.pick([0, 0.2, 0.5, 1])), "delay": .number(random.pick([0, 0.1])),
      "changes": .array((0..<Int.random(in: 1...3, using: &random)).map { _ in change(&random) }),
      "name": .string("a"),
    ]
    if random.chance(0.3) {
      body["options"] = .array(
        [.string(random.pick(["curveLinear", "curveEaseIn", "curveEaseOut"]))]
          + (random.chance(0.2) ? [.string("autoreverse")] : []))
    }
    if random.chance(0.2) {
      body["spring"] = .object([
        "damping": .number(random.number(0...1)), "initialVelocity": .number(random.number(-5...5)),
      ])
    } else if random.chance(0.2) {
      body["keyframes"] = .array([
        .object(["start": .number(0), "duration": .number(0.5), "changes": .array([change(&random)])]),
        .object(["start": .number(0.5), "duration": .number(0.5), "changes": .array([change(&random)])]),
      ])
    }
    return .object(["at": .number(time), "animate": .object(body)])
  }

  /// A random valid script.
  public mutating func script() -> JSONValue {
    let root = rootView()
    var scene: [String: JSONValue] = [
      "window": .object([
        "size": .array([.number(390), .number(844)]), "safeArea": .array([47, 0, 34, 0].map { .number($0) }),
      ]),
      "root": root,
    ]
    var views = ["sv"]
    if case .object(let fields) = root, case .array(let subviews)? = fields["subviews"],
      subviews.contains(where: {
        if case .object(let view) = $0 { view["id"] == .string("inner") } else { false }
      })
    {
      var pairs: [JSONValue] = [.object(["outer": .string("sv"), "inner": .string("inner")])]
      if case .array(let size)? = fields["contentSize"], size.first != .number(390),
        size.first != .number(800)
      {
        let policy = JSONValue.string(random.pick(["innerFirst", "outerFirst", "innerFirstNoFlingChaining"]))
        pairs.append(
          .object([
            "outer": .string("sv"), "inner": .string("inner"), "axis": .string("horizontal"),
            "policy": policy,
          ]))
      }
      scene["nested"] = .array(pairs)
      views.append("inner")
    }
    if random.chance(0.5) {
      scene["window"] = .object([
        "size": .array([.number(390), .number(844)]), "safeArea": .array([47, 0, 34, 0].map { .number($0) }),
        "scale": .number(random.pick([0.5, 1, 1.5, 2, 3, random.number(0.5...3)])),
      ])
    }
    let until = random.number(0.5...4)
    let count = Int.random(in: 1...6, using: &random)
    var steps = (0..<count).map { _ in step(at: random.number(0...until), views: views) }
    if random.chance(0.3) {
      // Several fingers at one instant (the touch order must not depend on hashing).
      let time = random.number(0...until)
      for _ in 0..<Int.random(in: 2...4, using: &random) {
        steps.append(
          .object([
            "at": .number(time),
            "tap": .object(["at": point(), "duration": .number(random.number(0...0.5))]),
          ]))
      }
    }
    if random.chance(0.3) { steps += wheelGesture(until: until) }
    if random.chance(0.1) { steps += wheelGesture(until: until) }
    if random.chance(0.25) { steps.append(animateStep(at: random.number(0...until), views: views)) }
    return .object([
      "frameRate": .number(random.pick([60, 120, 240, 90])), "until": .number(until), "scene": .object(scene),
      "steps": .array(steps),
    ])
  }
}
