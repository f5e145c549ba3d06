import Foundation

/// Reading a layout element's "style" object.
extension LayoutSpecReader {
  /// A dimension: points, "auto", "inf" or a percentage like "50%".
  static func dimension(_ node: SceneNode) throws -> LayoutDimension {
    if case .string(let text) = node.value {
      if text == "auto" { return .auto }
      if text == "inf" { return .points(.infinity) }
      if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, value >= 0, value <= 1e6 {
        return .fraction(CGFloat(value / 100))
      }
      throw node.error("expected points, \"auto\", \"inf\" or a percentage like \"50%\"")
    }
    return .points(try length(node, allowsInfinity: false))
  }

  /// A [width, height] pair of lengths (each may be "inf").
  static func pair(_ node: SceneNode) throws -> (CGFloat, CGFloat) {
    let items = try node.array()
    guard items.count == 2 else { throw node.error("expected [width, height]") }
    return (try length(items[0], allowsInfinity: true), try length(items[1], allowsInfinity: true))
  }

  func readStyle(_ node: SceneNode) throws -> LayoutElementStyle {
    _ = try node.object()
    var style = LayoutElementStyle()
    if compatibility == .css { style.flexShrink = 1 }
    try Self.readSizes(node, into: &style)
    if let value = node["flexGrow"] { style.flexGrow = CGFloat(try Self.factor(value)) }
    if let value = node["flexShrink"] { style.flexShrink = CGFloat(try Self.factor(value)) }
    if let value = node["flexBasis"] { style.flexBasis = try Self.dimension(value) }
    if let value = node["alignSelf"], try value.string() != "auto" {
      style.alignSelf = try value.choice(StackLayoutSpec.Alignment.self)
    }
    if let value = node["spacingBefore"] { style.spacingBefore = CGFloat(try Self.bounded(value)) }
    if let value = node["spacingAfter"] { style.spacingAfter = CGFloat(try Self.bounded(value)) }
    if let value = node["ascender"] { style.ascender = CGFloat(try Self.bounded(value)) }
    if let value = node["descender"] { style.descender = CGFloat(try Self.bounded(value)) }
    if let value = node["boxSizing"] { style.boxSizing = try value.choice(LayoutElementStyle.BoxSizing.self) }
    if let value = node["layoutPosition"] {
      style.layoutPosition = try value.point()
      guard abs(style.layoutPosition.x) <= 1e9, abs(style.layoutPosition.y) <= 1e9 else {
        throw value.error("expected coordinates within +-1e9")
      }
    }
    return style
  }

  private static func readSizes(_ node: SceneNode, into style: inout LayoutElementStyle) throws {
    if let value = node["preferredSize"] {
      let (width, height) = try pair(value)
      style.width = .points(width)
      style.height = .points(height)
    }
    if let value = node["minSize"] {
      let (width, height) = try pair(value)
      style.minWidth = .points(width)
      style.minHeight = .points(height)
    }
    if let value = node["maxSize"] {
      let (width, height) = try pair(value)
      style.maxWidth = .points(width)
      style.maxHeight = .points(height)
    }
    if let value = node["width"] { style.width = try dimension(value) }
    if let value = node["height"] { style.height = try dimension(value) }
    if let value = node["minWidth"] { style.minWidth = try dimension(value) }
    if let value = node["maxWidth"] { style.maxWidth = try dimension(value) }
    if let value = node["minHeight"] { style.minHeight = try dimension(value) }
    if let value = node["maxHeight"] { style.maxHeight = try dimension(value) }
  }

  private static func factor(_ node: SceneNode) throws -> Double {
    let value = try node.nonNegative()
    guard value <= 1e6 else { throw node.error("expected a factor <= 1e6") }
    return value
  }
}
