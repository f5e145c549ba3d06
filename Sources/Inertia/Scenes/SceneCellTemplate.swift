import Foundation

/// One cell node of a scene's "TableNode" (docs/scenes.md, "Texture list nodes"): a layout spec
/// measured at the list's width, as Texture measures an ASCellNode within its table's constrained
/// size, and the plain and text nodes it positions, which the row's cell shows.
///
/// See also: ``SceneNodeList``, ``LayoutSpecReader``.
@preconcurrency @MainActor
struct SceneCellTemplate {
  /// A node of the spec as its cell shows it.
  struct Part {
    var id: String
    var backgroundColor: Color?
    var text: String?
    var fontSize: CGFloat
  }

  /// The most cell specs a list may have.
  static let maximumCount = ReplayLimits.tableNodeCells
  /// The least and greatest height of a cell, in points: a measured height outside is clamped
  /// (a height that is not a number counts as the least), so a list's rows stay countable.
  static let heightRange: ClosedRange<CGFloat> = 1...100_000

  let spec: LayoutSpec
  let parts: [Part]
  /// The size range last measured in (nil before the first measure).
  private(set) var range: SizeRange?
  /// The cell's size in ``range``, its height clamped to ``heightRange`` (and its width, when the
  /// range leaves it free, likewise).
  private(set) var size = CGSize(width: 0, height: heightRange.lowerBound)
  /// The cell's height, clamped to ``heightRange``.
  var height: CGFloat { size.height }
  /// Each part's frame in the cell, in the order of ``parts``.
  private(set) var frames: [CGRect] = []

  /// The cell of a scene without "cell" or "cells": one plain node 44 pt high (a table row), or
  /// `width` wide as well (a collection item).
  static func plain(width: CGFloat? = nil) -> SceneCellTemplate {
    var style = LayoutElementStyle()
    style.height = .points(44)
    if let width { style.width = .points(width) }
    let spec = LayoutSpec(.node(LayoutNode(id: "cell", content: .plain)), style: style)
    return SceneCellTemplate(spec: spec, parts: [Part(id: "cell", fontSize: 17)])
  }

  /// Reads a spec (a "ScrollNode" layout spec). Its node ids name parts of this cell only.
  static func read(_ node: SceneNode) throws -> SceneCellTemplate {
    var reader = LayoutSpecReader()
    let spec = try reader.read(node)
    let parts = reader.nodes.map { entry in
      let label = entry.view as? Label
      return Part(
        id: entry.id, backgroundColor: entry.view.backgroundColor, text: label?.text,
        fontSize: label?.fontSize ?? 17)
    }
    // Every shown cell makes a view of each part: a cell spec of 10,000 nodes in a list of 1,000
    // rows took 2.3 GB (session 32).
    guard parts.count <= ReplayLimits.cellSpecNodes else {
      throw node.error("a cell spec may have at most \(ReplayLimits.cellSpecNodes) nodes")
    }
    return SceneCellTemplate(spec: spec, parts: parts)
  }

  /// Measures the spec at exactly `width` (any height), unless it already was (a table row).
  mutating func measure(width: CGFloat) {
    measure(in: SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity)))
  }

  /// Measures the spec within `range` (a collection item), unless it already was.
  mutating func measure(in range: SizeRange) {
    guard range != self.range else { return }
    self.range = range
    let layout = spec.calculateLayoutThatFits(range)
    let width = range.min.width == range.max.width ? range.min.width : Self.clamp(layout.size.width)
    size = CGSize(width: width, height: Self.clamp(layout.size.height))
    // By id through a dictionary (the first node of each id): searching the list for every part
    // cost the square of the spec's nodes (10,000 nodes in a cell: seconds a measure).
    var named: [String: CGRect] = [:]
    for node in layout.namedNodeFrames() where named[node.id] == nil { named[node.id] = node.frame }
    frames = parts.map { Self.finite(named[$0.id] ?? .zero, in: size) }
  }

  /// `frame` when it is finite; else each of its numbers that is not finite, or all of them when
  /// one is not, within the cell: NaN as 0, an origin in 0...the cell's size, a size at most the
  /// cell's, as the cell's own height is clamped (sweep 52: an "inf" inset or size in a cell spec
  /// gave its parts frames of NaN, which their views ignored with a warning, keeping 0 x 0).
  static func finite(_ frame: CGRect, in cell: CGSize) -> CGRect {
    let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    guard !numbers.allSatisfy(\.isFinite) else { return frame }
    func within(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), upper) }
    return CGRect(
      x: within(frame.origin.x, cell.width), y: within(frame.origin.y, cell.height),
      width: within(frame.size.width, cell.width), height: within(frame.size.height, cell.height))
  }

  /// `height` within ``heightRange`` (NaN gives the least).
  static func clamp(_ height: CGFloat) -> CGFloat {
    guard !height.isNaN else { return heightRange.lowerBound }
    return min(max(height, heightRange.lowerBound), heightRange.upperBound)
  }
}

/// The views of a cell spec's parts in a cell's content view: a view with the node's background
/// colour (and text, for a text node) at the node's frame.
@preconcurrency @MainActor
struct SceneCellParts {
  private var shownTemplate = -1
  private var partViews: [View] = []

  /// Shows template `index` in `contentView`, reusing the part views when it is the one shown.
  mutating func show(_ template: SceneCellTemplate, index: Int, in contentView: View) {
    if index != shownTemplate {
      shownTemplate = index
      for view in partViews { view.removeFromSuperview() }
      partViews = template.parts.map { part in
        let view: View
        if let text = part.text {
          let label = Label(text: text)
          label.fontSize = part.fontSize
          view = label
        } else {
          view = View()
        }
        view.backgroundColor = part.backgroundColor
        contentView.addSubview(view)
        return view
      }
    }
    for (view, frame) in zip(partViews, template.frames) where view.frame != frame { view.frame = frame }
  }
}

/// The cell of a scene's "TableNode" row: it shows its cell spec's nodes.
@preconcurrency @MainActor
final class SceneNodeCell: TableViewCell {
  static let reuseIdentifier = "SceneNodeCell"
  private var parts = SceneCellParts()

  /// Shows template `index`.
  func show(_ template: SceneCellTemplate, index: Int) { parts.show(template, index: index, in: contentView) }
}

/// The cell of a scene's "CollectionNode" item: it shows its cell spec's nodes.
@preconcurrency @MainActor
final class SceneNodeCollectionCell: CollectionViewCell {
  static let reuseIdentifier = "SceneNodeCollectionCell"
  private var parts = SceneCellParts()
  /// The spec's measured size: a self-sizing layout's preferred size of the cell.
  private var specSize: CGSize?

  /// Shows template `index`.
  func show(_ template: SceneCellTemplate, index: Int) {
    specSize = template.size
    parts.show(template, index: index, in: contentView)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { specSize ?? bounds.size }
}
