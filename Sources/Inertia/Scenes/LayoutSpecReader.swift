import Foundation

/// Reads layout specs from scene JSON (shared/spec/scenes-and-traces.md, "Scroll nodes" and
/// "More layout"), creating a content view for every node. Node ids must be unique.
///
/// See also: ``LayoutSpec``, ``ScrollNode``.
@preconcurrency @MainActor
struct LayoutSpecReader {
  /// The content views created for nodes, in order, with their ids and scene nodes.
  var nodes: [(id: String, view: View, node: SceneNode)] = []
  /// The rules the spec is for: CSS makes a style's flexShrink default to 1.
  var compatibility: LayoutCompatibility = .texture
  private var ids: Set<String> = []
  /// Called with each node before its view is made (the scene counts its views and nodes).
  var countNode: ((SceneNode) throws -> Void)?

  static let kinds = [
    "stack", "inset", "overlay", "background", "center", "ratio", "relative", "absolute", "wrapper", "corner",
    "node",
  ]

  init(compatibility: LayoutCompatibility = .texture) { self.compatibility = compatibility }

  mutating func read(_ node: SceneNode) throws -> LayoutSpec {
    _ = try node.object()
    let present = Self.kinds.filter { node[$0] != nil }
    guard present.count == 1, let kind = present.first else {
      throw node.error("a layout spec needs exactly one of \(Self.kinds.joined(separator: ", "))")
    }
    let body = try node.required(kind).object()
    var style = try node["style"].map(readStyle) ?? defaultStyle
    if kind == "node", let inner = body["style"] { style = try readStyle(inner) }
    let spec = try readKind(kind, body)
    if case .node(let leaf) = spec, case .text(let text) = leaf.content {
      // Text nodes carry their font's metrics for baseline alignment unless the style says otherwise.
      if style.ascender == 0 { style.ascender = text.ascender }
      if style.descender == 0 { style.descender = text.descender }
    }
    return LayoutSpec(spec, style: style)
  }

  private var defaultStyle: LayoutElementStyle {
    var style = LayoutElementStyle()
    if compatibility == .css { style.flexShrink = 1 }
    return style
  }

  private mutating func children(_ body: SceneNode) throws -> [LayoutSpec] {
    try (body["children"]?.array() ?? []).map { try read($0) }
  }

  private mutating func child(_ body: SceneNode, _ key: String = "child") throws -> LayoutSpec {
    try read(try body.required(key))
  }

  private mutating func readKind(_ kind: String, _ body: SceneNode) throws -> LayoutSpec.Kind {
    switch kind {
    case "node": return .node(try readNode(body))
    case "stack": return .stack(try readStack(body))
    case "inset": return .inset(try Self.insets(try body.required("insets")), child: try child(body))
    case "overlay": return .overlay(child: try child(body), overlay: try child(body, "overlay"))
    case "background": return .background(child: try child(body), background: try child(body, "background"))
    case "center": return .center(try Self.centerOptions(body), child: try child(body))
    case "ratio":
      let ratioNode = try body.required("ratio")
      let ratio = try ratioNode.number()
      guard ratio > 0, ratio < 1e6 else { throw ratioNode.error("a ratio must be > 0 and < 1e6") }
      return .ratio(CGFloat(ratio), child: try child(body))
    case "relative": return .relative(try Self.relativeOptions(body), child: try child(body))
    case "absolute":
      let sizing = try body["sizing"]?.choice(LayoutSpec.AbsoluteSizing.self) ?? .default
      return .absolute(sizing, children: try children(body))
    case "wrapper": return .wrapper(children: try children(body))
    default:
      return .corner(try Self.cornerOptions(body), child: try child(body), corner: try child(body, "corner"))
    }
  }

  private mutating func readNode(_ body: SceneNode) throws -> LayoutNode {
    let idNode = try body.required("id")
    try countNode?(idNode)
    let id = try idNode.identifier()
    guard ids.insert(id).inserted else { throw idNode.error("duplicate node id \"\(id)\"") }
    var content = LayoutNode.Content.plain
    let view: View
    if let textNode = body["text"] {
      let text = TextContent(
        try textNode.string(), fontSize: try body["fontSize"].map(SceneProperties.fontSize) ?? 17)
      try SceneProperties.checkTextLength(text.text, at: textNode)
      content = .text(text)
      let label = Label(text: text.text)
      label.fontSize = text.fontSize
      view = label
    } else {
      view = View()
    }
    view.identifier = id
    if let colour = body["backgroundColor"] { view.backgroundColor = try colour.color() }
    nodes.append((id, view, idNode))
    return LayoutNode(id: id, content: content)
  }

  private mutating func readStack(_ body: SceneNode) throws -> StackLayoutSpec {
    var stack = StackLayoutSpec()
    if let value = body["direction"] { stack.direction = try value.choice(StackLayoutSpec.Direction.self) }
    if let value = body["spacing"] { stack.spacing = CGFloat(try Self.bounded(value)) }
    if let value = body["justifyContent"] {
      stack.justifyContent = try value.choice(StackLayoutSpec.Justify.self)
    }
    if let value = body["alignItems"] { stack.alignItems = try value.choice(StackLayoutSpec.Alignment.self) }
    if let value = body["flexWrap"] { stack.flexWrap = try value.bool() }
    if let value = body["alignContent"] {
      stack.alignContent = try value.choice(StackLayoutSpec.AlignContent.self)
    }
    if let value = body["lineSpacing"] { stack.lineSpacing = CGFloat(try Self.bounded(value)) }
    stack.children = try children(body)
    return stack
  }

  private static func centerOptions(_ body: SceneNode) throws -> LayoutSpec.CenterOptions {
    let centeringNode = body["centering"]
    let centering = try centeringNode?.string() ?? "xy"
    let sizing = try body["sizing"]?.string() ?? "default"
    guard ["xy", "x", "y", "none"].contains(centering) else {
      throw (centeringNode ?? body).error("unknown centering \"\(centering)\"; expected xy, x, y or none")
    }
    guard ["default", "minimumX", "minimumY", "minimumXY"].contains(sizing) else {
      throw body.error("unknown sizing \"\(sizing)\"; expected default, minimumX, minimumY or minimumXY")
    }
    return LayoutSpec.CenterOptions(
      x: centering.contains("x"), y: centering.contains("y"), minimumX: sizing.contains("X"),
      minimumY: sizing.contains("Y"))
  }

  private static func relativeOptions(_ body: SceneNode) throws -> LayoutSpec.RelativeOptions {
    typealias Position = LayoutSpec.RelativeOptions.Position
    var options = LayoutSpec.RelativeOptions()
    if let value = body["horizontalPosition"] { options.horizontal = try value.choice(Position.self) }
    if let value = body["verticalPosition"] { options.vertical = try value.choice(Position.self) }
    if let value = body["sizing"] {
      let sizing = try value.string()
      guard ["default", "minimumWidth", "minimumHeight", "minimumSize"].contains(sizing) else {
        throw value.error(
          "unknown sizing \"\(sizing)\"; expected default, minimumWidth, minimumHeight or minimumSize")
      }
      options.minimumWidth = sizing == "minimumWidth" || sizing == "minimumSize"
      options.minimumHeight = sizing == "minimumHeight" || sizing == "minimumSize"
    }
    return options
  }

  private static func cornerOptions(_ body: SceneNode) throws -> LayoutSpec.CornerOptions {
    var options = LayoutSpec.CornerOptions()
    if let value = body["location"] {
      options.location = try value.choice(LayoutSpec.CornerOptions.Location.self)
    }
    if let value = body["offset"] {
      options.offset = try value.point()
      guard abs(options.offset.x) < 1e9, abs(options.offset.y) < 1e9 else {
        throw value.error("offset too large")
      }
    }
    if let value = body["wrapsCorner"] { options.wrapsCorner = try value.bool() }
    return options
  }

  /// Insets [top, left, bottom, right]; each a number >= 0 or "inf".
  static func insets(_ node: SceneNode) throws -> EdgeInsets {
    let items = try node.array()
    guard items.count == 4 else { throw node.error("expected [top, left, bottom, right]") }
    let values = try items.map { try length($0, allowsInfinity: true) }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A length in points >= 0 (at most 1e9), or "inf" when allowed.
  static func length(_ node: SceneNode, allowsInfinity: Bool) throws -> CGFloat {
    if allowsInfinity, case .string(let text) = node.value, text == "inf" { return .infinity }
    let value = try node.nonNegative()
    guard value <= 1e9 else { throw node.error("expected at most 1e9 points") }
    return CGFloat(value)
  }

  /// A finite number within +-1e9 (spacings may be negative, as in Texture).
  static func bounded(_ node: SceneNode) throws -> Double {
    let value = try node.number()
    guard abs(value) <= 1e9 else { throw node.error("expected a number within +-1e9") }
    return value
  }
}
