import Foundation

@testable import Inertia

/// Builders mirroring the helpers of Texture's Tests/ASStackLayoutSpecSnapshotTests.mm, and the
/// comparison with the frames decoded from its reference images
/// (../shared/fixtures/flexbox/texture_stack_ref_frames.json).
enum TextureReference {
  /// A coloured node of a fixed size in points (ASDisplayNodeWithBackgroundColor).
  static func box(
    _ color: String, _ width: CGFloat = 0, _ height: CGFloat = 0,
    configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> LayoutSpec {
    var style = LayoutElementStyle()
    style.width = .points(width)
    style.height = .points(height)
    configure(&style)
    return .node(id: color, style: style)
  }

  /// Three 50 x 50 boxes (or `size`) with flexGrow and flexShrink `flex` (defaultSubnodesWithSameSize).
  static func defaultBoxes(_ width: CGFloat = 50, _ height: CGFloat = 50, flex: CGFloat = 0) -> [LayoutSpec] {
    ["red", "blue", "green"].map { color in
      box(color, width, height) {
        $0.flexGrow = flex
        $0.flexShrink = flex
      }
    }
  }

  /// A stack built from Texture's ASStackLayoutSpecStyle struct, whose zero defaults are vertical,
  /// start, start, no wrap.
  static func styleStack(
    _ direction: StackLayoutSpec.Direction = .vertical, spacing: CGFloat = 0,
    justify: StackLayoutSpec.Justify = .start,
    align: StackLayoutSpec.Alignment = .start, wrap: Bool = false,
    alignContent: StackLayoutSpec.AlignContent = .start,
    lineSpacing: CGFloat = 0, _ children: [LayoutSpec]
  ) -> LayoutSpec {
    .stack(
      StackLayoutSpec(
        direction: direction, spacing: spacing, justifyContent: justify, alignItems: align, flexWrap: wrap,
        alignContent: alignContent, lineSpacing: lineSpacing, children: children))
  }

  /// The same, vertical (the struct's zero direction).
  static func styleStack(
    spacing: CGFloat = 0, justify: StackLayoutSpec.Justify = .start,
    align: StackLayoutSpec.Alignment = .start,
    _ children: [LayoutSpec]
  ) -> LayoutSpec {
    styleStack(.vertical, spacing: spacing, justify: justify, align: align, children)
  }

  /// The stack with a white background (testStackLayoutSpec:sizeRange:subnodes:identifier:).
  static func onWhite(_ spec: LayoutSpec) -> LayoutSpec {
    .background(child: spec, background: box("white"))
  }

  /// A size range from Texture's {{minW, minH}, {maxW, maxH}}.
  static func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat)
    -> SizeRange
  {
    SizeRange(
      min: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))
  }

  /// The six 50 x 50 boxes of the alignContent tests.
  static let wrapColors = ["red", "yellow", "blue", "magenta", "green", "cyan"]

  /// One decoded reference image.
  struct Reference {
    var canvas: CGSize
    var solidBoxes: [String: CGRect]
  }

  /// The decoded reference frames by image name, or nil when ../shared is not beside the checkout.
  static func load() -> [String: Reference]? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("shared/fixtures/flexbox/texture_stack_ref_frames.json")
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
    else { return nil }
    var result: [String: Reference] = [:]
    for (name, entry) in object {
      guard let canvas = entry["canvas_pt"] as? [Double],
        let boxes = entry["boxes"] as? [String: [String: Any]]
      else { continue }
      var solid: [String: CGRect] = [:]
      // White is the background: only partly visible behind the children.
      for (color, box) in boxes where (box["solid"] as? Bool) == true && color != "white" {
        if let frame = box["frame_pt"] as? [Double], frame.count == 4 {
          solid[color] = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        }
      }
      result[name] = Reference(canvas: CGSize(width: canvas[0], height: canvas[1]), solidBoxes: solid)
    }
    return result
  }

  /// The differences between a layout and a reference, empty when they agree to 0.5 pt. Frames
  /// are clipped to the canvas, as the images are.
  static func differences(_ layout: Layout, _ reference: Reference) -> [String] {
    var problems: [String] = []
    let tolerance: CGFloat = 0.5
    if abs(layout.size.width - reference.canvas.width) > tolerance
      || abs(layout.size.height - reference.canvas.height) > tolerance
    {
      problems.append("canvas \(layout.size) != \(reference.canvas)")
    }
    let canvas = CGRect(origin: .zero, size: reference.canvas)
    let frames = Dictionary(
      layout.nodeFrames().map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    for (color, expected) in reference.solidBoxes.sorted(by: { $0.key < $1.key }) {
      guard let frame = frames[color] else {
        problems.append("\(color) missing")
        continue
      }
      let visible = frame.intersection(canvas)
      let pairs = [
        (visible.minX, expected.minX), (visible.minY, expected.minY), (visible.width, expected.width),
        (visible.height, expected.height),
      ]
      if visible.isNull || pairs.contains(where: { abs($0.0 - $0.1) > tolerance }) {
        problems.append("\(color) \(visible) != \(expected)")
      }
    }
    return problems
  }
}
