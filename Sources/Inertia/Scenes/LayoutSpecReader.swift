import Foundation

/// Reads layout specs from scene JSON (shared/spec/scenes-and-traces.md, "Scroll nodes"), creating
/// a content view for every node.
///
/// See also: ``LayoutSpec``, ``ScrollNode``.
@MainActor
struct LayoutSpecReader {
  /// The content views created for nodes, in order, with their ids and scene nodes.
  var nodes: [(id: String, view: View, node: SceneNode)] = []

  mutating func read(_ node: SceneNode) throws -> LayoutSpec {
    _ = try node.object()
    let kinds = ["stack", "inset", "overlay", "background", "center", "ratio", "absolute", "node"]
    let present = kinds.filter { node[$0] != nil }
    guard present.count == 1, let kind = present.first else {
      throw node.error("a layout spec needs exactly one of \(kinds.joined(separator: ", "))")
    }
    let body = try node.required(kind).object()
    var style = try node["style"].map(Self.style) ?? LayoutElementStyle()
    switch kind {
    case "node":
      let idNode = try body.required("id")
      let id = try idNode.string()
      if let inner = body["style"] { style = try Self.style(inner) }
      let view = View()
      view.identifier = id
      if let colour = body["backgroundColor"] { view.backgroundColor = try colour.color() }
      nodes.append((id, view, idNode))
      return .node(id: id, style: style)
    case "stack":
      var stack = StackLayoutSpec()
      if let value = body["direction"] { stack.direction = try value.choice(StackLayoutSpec.Direction.self) }
      if let value = body["spacing"] { stack.spacing = CGFloat(try value.nonNegative()) }
      if let value = body["justifyContent"] {
        stack.justifyContent = try value.choice(StackLayoutSpec.Justify.self)
      }
      if let value = body["alignItems"] {
        stack.alignItems = try value.choice(StackLayoutSpec.Alignment.self)
      }
      if let wrap = body["flexWrap"], try wrap.bool() {
        throw wrap.error("wrapping stacks are not supported by this version of inertia yet")
      }
      stack.children = try (body["children"]?.array() ?? []).map { try read($0) }
      return .stack(stack, style: style)
    case "inset":
      return .inset(
        try body.required("insets").insets(), child: try read(try body.required("child")), style: style)
    case "overlay":
      return .overlay(
        child: try read(try body.required("child")), overlay: try read(try body.required("overlay")),
        style: style)
    case "background":
      return .background(
        child: try read(try body.required("child")), background: try read(try body.required("background")),
        style: style)
    case "center":
      let centering = try body["centering"]?.string() ?? "xy"
      let sizing = try body["sizing"]?.string() ?? "default"
      guard ["xy", "x", "y", "none"].contains(centering) else {
        throw body.error("unknown centering \"\(centering)\"")
      }
      guard ["default", "minimumX", "minimumY", "minimumXY"].contains(sizing) else {
        throw body.error("unknown sizing \"\(sizing)\"")
      }
      let options = LayoutSpec.CenterOptions(
        x: centering.contains("x"), y: centering.contains("y"), minimumX: sizing.contains("X"),
        minimumY: sizing.contains("Y"))
      return .center(options, child: try read(try body.required("child")), style: style)
    case "ratio":
      let ratioNode = try body.required("ratio")
      let ratio = try ratioNode.number()
      guard ratio > 0 else { throw ratioNode.error("a ratio must be > 0") }
      return .ratio(CGFloat(ratio), child: try read(try body.required("child")), style: style)
    default:
      return .absolute(children: try (body["children"]?.array() ?? []).map { try read($0) }, style: style)
    }
  }

  static func dimension(_ node: SceneNode) throws -> LayoutDimension {
    if case .string(let text) = node.value {
      if text == "auto" { return .auto }
      if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, value >= 0 {
        return .fraction(CGFloat(value / 100))
      }
      throw node.error("expected points, \"auto\" or a percentage like \"50%\"")
    }
    return .points(CGFloat(try node.nonNegative()))
  }

  static func style(_ node: SceneNode) throws -> LayoutElementStyle {
    _ = try node.object()
    var style = LayoutElementStyle()
    if let value = node["width"] { style.width = try dimension(value) }
    if let value = node["height"] { style.height = try dimension(value) }
    if let value = node["minWidth"] { style.minWidth = try dimension(value) }
    if let value = node["maxWidth"] { style.maxWidth = try dimension(value) }
    if let value = node["minHeight"] { style.minHeight = try dimension(value) }
    if let value = node["maxHeight"] { style.maxHeight = try dimension(value) }
    if let value = node["flexGrow"] { style.flexGrow = CGFloat(try value.nonNegative()) }
    if let value = node["flexShrink"] { style.flexShrink = CGFloat(try value.nonNegative()) }
    if let value = node["flexBasis"] { style.flexBasis = try dimension(value) }
    if let value = node["alignSelf"] {
      let text = try value.string()
      if text != "auto" { style.alignSelf = try value.choice(StackLayoutSpec.Alignment.self) }
    }
    if let value = node["layoutPosition"] { style.layoutPosition = try value.point() }
    return style
  }
}
