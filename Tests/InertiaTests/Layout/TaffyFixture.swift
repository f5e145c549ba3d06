import Foundation

@testable import Inertia

/// Taffy's flexbox fixtures (../shared/fixtures/flexbox/taffy_flex_*.json) as layout specs in
/// CSS compatibility mode: each CSS box is a node whose own spec is an inset (padding + border)
/// around a stack of its children; main-axis margins become spacingBefore/After and cross-axis
/// margins an inset around the node.
struct TaffyFixture {
  let name: String
  let useRounding: Bool
  let input: [String: Any]
  let expected: [String: Any]

  /// The cases of one fixture file, or nil when ../shared is not beside the checkout.
  static func load(_ file: String) -> [TaffyFixture]? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("shared/fixtures/flexbox/\(file)")
    guard let data = try? Data(contentsOf: url),
      let cases = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return nil }
    return cases.compactMap { entry in
      guard let name = entry["name"] as? String, let input = entry["input"] as? [String: Any],
        let expected = entry["expected"] as? [String: Any]
      else { return nil }
      return TaffyFixture(
        name: name, useRounding: entry["use_rounding"] as? Bool ?? false, input: input, expected: expected)
    }
  }

  /// Lays the fixture out and returns its differences from the expected frames (to 0.5 pt).
  func differences() -> [String] {
    let spec = Self.element(input, path: "0", parentDirection: .horizontal)
    let layout = spec.calculateLayoutThatFits(.unconstrained, context: LayoutContext(compatibility: .css))
    var absolute: [String: CGRect] = [:]
    for (id, frame) in layout.nodeFrames() { absolute[id] = frame }
    if case .node(let id) = layout.element { absolute[id] = CGRect(origin: .zero, size: layout.size) }
    if let root = layout.sublayouts.first, case .node(let id) = root.element {
      absolute[id] = CGRect(origin: root.position, size: root.size)
    }
    // The root box sits at its left margin (its top margin is already the inset around it), as
    // the browser places a box at its margin edge; a stack only places its children.
    let style = input["style"] as? [String: Any] ?? [:]
    if let left = Self.points(style, "margin-left"), left != 0 {
      for (id, frame) in absolute { absolute[id] = frame.offsetBy(dx: left, dy: 0) }
    }
    var problems: [String] = []
    compare(expected, path: "0", parent: .zero, absolute: absolute, problems: &problems)
    return problems
  }

  private func compare(
    _ node: [String: Any], path: String, parent: CGPoint, absolute: [String: CGRect], problems: inout [String]
  ) {
    guard let want = node["frame"] as? [Double], let got = absolute[path] else {
      problems.append("\(path): missing")
      return
    }
    var frame = got
    if useRounding {
      let minX = frame.minX.rounded()
      let minY = frame.minY.rounded()
      frame = CGRect(
        x: minX, y: minY, width: frame.maxX.rounded() - minX, height: frame.maxY.rounded() - minY)
    }
    let relative = [frame.minX - parent.x, frame.minY - parent.y, frame.width, frame.height]
    if zip(relative, want).contains(where: { abs($0 - CGFloat($1)) > 0.5 }) {
      problems.append("\(path): \(relative) != \(want)")
    }
    let children = node["children"] as? [[String: Any]] ?? []
    for (index, child) in children.enumerated() {
      compare(child, path: "\(path).\(index)", parent: frame.origin, absolute: absolute, problems: &problems)
    }
  }

  static func points(_ style: [String: Any], _ key: String) -> CGFloat? {
    guard let text = style[key] as? String, text.hasSuffix("px"), let value = Double(text.dropLast(2)) else {
      return nil
    }
    return CGFloat(value)
  }

  /// A length as a dimension: "10px" as points, "50%" as a fraction of the parent.
  static func dimension(_ style: [String: Any], _ key: String) -> LayoutDimension? {
    if let value = points(style, key) { return .points(value) }
    guard let text = style[key] as? String, text.hasSuffix("%"), let value = Double(text.dropLast()) else {
      return nil
    }
    return .fraction(CGFloat(value) / 100)
  }

  static func number(_ style: [String: Any], _ key: String) -> CGFloat? {
    (style[key] as? String).flatMap(Double.init).map { CGFloat($0) }
  }

  /// A CSS box as a layout element inside a parent stack of `parentDirection`.
  static func element(_ node: [String: Any], path: String, parentDirection: StackLayoutSpec.Direction)
    -> LayoutSpec
  {
    let style = node["style"] as? [String: Any] ?? [:]
    let children = node["children"] as? [[String: Any]] ?? []
    let direction: StackLayoutSpec.Direction =
      (style["flex-direction"] as? String) == "column" ? .vertical : .horizontal
    var stack = StackLayoutSpec(direction: direction, alignItems: alignment(style["align-items"]) ?? .stretch)
    stack.justifyContent = justify(style["justify-content"])
    stack.spacing =
      points(style, direction == .horizontal ? "column-gap" : "row-gap") ?? points(style, "gap") ?? 0
    stack.flexWrap = (style["flex-wrap"] as? String) == "wrap"
    stack.alignContent = alignContent(style["align-content"])
    stack.lineSpacing =
      points(style, direction == .horizontal ? "row-gap" : "column-gap") ?? points(style, "gap") ?? 0
    stack.children = children.enumerated().map {
      element($1, path: "\(path).\($0)", parentDirection: direction)
    }
    let edges = ["top", "left", "bottom", "right"].map { side in
      (points(style, "padding-\(side)") ?? 0) + (points(style, "border-\(side)") ?? 0)
    }
    let inner = LayoutSpec.inset(
      EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3]), child: .stack(stack))
    var box = LayoutSpec(.node(LayoutNode(id: path, content: .spec(inner))), style: sizeStyle(style))
    let margin = ["top", "left", "bottom", "right"].map { points(style, "margin-\($0)") ?? 0 }
    var flex = LayoutElementStyle()
    flex.flexShrink = number(style, "flex-shrink") ?? 1
    flex.flexGrow = number(style, "flex-grow") ?? 0
    if let basis = dimension(style, "flex-basis") { flex.flexBasis = basis }
    flex.alignSelf = alignment(style["align-self"])
    flex.spacingBefore = parentDirection == .horizontal ? margin[1] : margin[0]
    flex.spacingAfter = parentDirection == .horizontal ? margin[3] : margin[2]
    let crossMargins =
      parentDirection == .horizontal
      ? EdgeInsets(top: margin[0], left: 0, bottom: margin[2], right: 0)
      : EdgeInsets(top: 0, left: margin[1], bottom: 0, right: margin[3])
    guard crossMargins != .zero else {
      box.style.flexGrow = flex.flexGrow
      box.style.flexShrink = flex.flexShrink
      box.style.flexBasis = flex.flexBasis
      box.style.alignSelf = flex.alignSelf
      box.style.spacingBefore = flex.spacingBefore
      box.style.spacingAfter = flex.spacingAfter
      return box
    }
    // The main-axis size stays on the wrapper, which the stack flexes.
    // A definite cross size stays definite around the margins, so the wrapper does not stretch.
    // The box keeps its cross size; along the stack the wrapper is flexed and the box fills it.
    if parentDirection == .horizontal {
      (flex.width, flex.minWidth, flex.maxWidth) = (box.style.width, box.style.minWidth, box.style.maxWidth)
      (box.style.width, box.style.minWidth, box.style.maxWidth) = (.auto, .auto, .auto)
      if let height = definite(box.style.height, box.style.minHeight, box.style.maxHeight) {
        flex.height = .points(height + margin[0] + margin[2])
      }
    } else {
      (flex.height, flex.minHeight, flex.maxHeight) = (
        box.style.height, box.style.minHeight, box.style.maxHeight
      )
      (box.style.height, box.style.minHeight, box.style.maxHeight) = (.auto, .auto, .auto)
      if let width = definite(box.style.width, box.style.minWidth, box.style.maxWidth) {
        flex.width = .points(width + margin[1] + margin[3])
      }
    }
    return .inset(crossMargins, child: box, style: flex)
  }

  /// A definite size within its min and max, or nil.
  private static func definite(_ size: LayoutDimension, _ low: LayoutDimension, _ high: LayoutDimension)
    -> CGFloat?
  {
    guard case .points(let value) = size else { return nil }
    var result = value
    if case .points(let maximum) = high { result = min(result, maximum) }
    if case .points(let minimum) = low { result = max(result, minimum) }
    return result
  }

  private static func sizeStyle(_ style: [String: Any]) -> LayoutElementStyle {
    var result = LayoutElementStyle()
    result.flexShrink = 1
    if (style["box-sizing"] as? String) == "content-box" { result.boxSizing = .contentBox }
    if let value = dimension(style, "width") { result.width = value }
    if let value = dimension(style, "height") { result.height = value }
    if let value = dimension(style, "min-width") { result.minWidth = value }
    if let value = dimension(style, "max-width") { result.maxWidth = value }
    if let value = dimension(style, "min-height") { result.minHeight = value }
    if let value = dimension(style, "max-height") { result.maxHeight = value }
    if let overflow = style["overflow"] as? String, overflow != "visible" {
      // A scroll container's automatic minimum size is 0 (css-flexbox-1 4.5).
      if result.minWidth == .auto { result.minWidth = .points(0) }
      if result.minHeight == .auto { result.minHeight = .points(0) }
    }
    return result
  }

  /// CSS's align-content (normal: stretch).
  private static func alignContent(_ value: Any?) -> StackLayoutSpec.AlignContent {
    switch value as? String {
    case "flex-start", "start": return .start
    case "flex-end", "end": return .end
    case "center": return .center
    case "space-between": return .spaceBetween
    case "space-around": return .spaceAround
    case "space-evenly": return .spaceEvenly
    default: return .stretch
    }
  }

  private static func alignment(_ value: Any?) -> StackLayoutSpec.Alignment? {
    switch value as? String {
    case "flex-start", "start": return .start
    case "flex-end", "end": return .end
    case "center": return .center
    case "stretch": return .stretch
    case "baseline": return .baselineFirst
    default: return nil
    }
  }

  private static func justify(_ value: Any?) -> StackLayoutSpec.Justify {
    switch value as? String {
    case "center": return .center
    case "flex-end", "end": return .end
    case "space-between": return .spaceBetween
    case "space-around": return .spaceAround
    case "space-evenly": return .spaceEvenly
    default: return .start
    }
  }
}
