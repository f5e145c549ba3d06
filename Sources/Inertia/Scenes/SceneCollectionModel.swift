import Foundation

/// The layout and items of a collection view described in a scene; it is the collection view's
/// data source and gives the replay's delegate the item sizes.
///
/// Keys (docs/scenes.md): "layout" (a flow, compositional or list layout description), "items" (one section) or
/// "sections" (objects with items/itemSize/sizes), "allowsMultipleSelection".
///
/// See also: ``SceneBuilder``, ``CollectionView``.
@preconcurrency @MainActor
final class SceneCollectionModel: CollectionViewDataSource {
  /// One section: its item count and, optionally, one size for its items or a size per item.
  struct Section: Equatable {
    var count: Int
    var itemSize: CGSize?
    var sizes: [CGSize]?
    /// Cell colours, taken in turn by the section's items (nil: the default cell colour).
    var colors: [Color]?
  }

  static let reuseIdentifier = "SceneItem"
  nonisolated static let maximumItems = 1_000_000
  var sections: [Section]

  init(sections: [Section]) { self.sections = sections }

  /// Reads a collection view's node: its layout (a flow layout, or a compositional one) and its
  /// items.
  static func build(_ node: SceneNode) throws -> (CollectionViewLayout, SceneCollectionModel) {
    var layout: CollectionViewLayout = CollectionViewFlowLayout()
    if let layoutNode = node["layout"] {
      let type = try layoutNode.object()["type"]?.string() ?? "flow"
      if type == "compositional" || type == "list" {
        layout = try SceneCompositionalLayout.build(layoutNode, type: type)
      } else if let flow = layout as? CollectionViewFlowLayout {
        try configure(flow, from: layoutNode)
      }
    }
    var sections: [Section] = []
    if let sectionsNode = node["sections"] {
      var total = 0
      let list = try sectionsNode.array()
      guard list.count <= 100_000 else { throw sectionsNode.error("more than 100000 sections") }
      for sectionNode in list {
        let section = try parseSection(sectionNode)
        total += section.count
        guard total <= maximumItems else { throw sectionNode.error("more than \(maximumItems) items") }
        sections.append(section)
      }
    } else if node["items"] != nil {
      sections = [try parseSection(node)]
    }
    return (layout, SceneCollectionModel(sections: sections))
  }

  private static func configure(_ layout: CollectionViewFlowLayout, from node: SceneNode) throws {
    _ = try node.object()
    let type = try node["type"]?.string() ?? "flow"
    guard type == "flow" else {
      throw (node["type"] ?? node).error("layout type must be \"flow\", \"compositional\" or \"list\"")
    }
    if let direction = node["scrollDirection"] {
      switch try direction.string() {
      case "vertical": layout.scrollDirection = .vertical
      case "horizontal": layout.scrollDirection = .horizontal
      default: throw direction.error("scrollDirection must be \"vertical\" or \"horizontal\"")
      }
    }
    if let size = node["itemSize"] { layout.itemSize = try positiveSize(size) }
    if let size = node["estimatedItemSize"] { layout.estimatedItemSize = try positiveSize(size) }
    if let spacing = node["minimumLineSpacing"] {
      layout.minimumLineSpacing = CGFloat(try length(spacing, "minimumLineSpacing"))
    }
    if let spacing = node["minimumInteritemSpacing"] {
      layout.minimumInteritemSpacing = CGFloat(try length(spacing, "minimumInteritemSpacing"))
    }
    if let inset = node["sectionInset"] {
      let value = try inset.insets()
      guard
        [value.top, value.left, value.bottom, value.right].allSatisfy({ (0...maximumLength).contains($0) })
      else { throw inset.error("sectionInset values must be between 0 and 100000") }
      layout.sectionInset = value
    }
    if let size = node["headerReferenceSize"] { layout.headerReferenceSize = try boundedSize(size) }
    if let size = node["footerReferenceSize"] { layout.footerReferenceSize = try boundedSize(size) }
    if let pin = node["sectionHeadersPinToVisibleBounds"] {
      layout.sectionHeadersPinToVisibleBounds = try pin.bool()
    }
  }

  /// The longest spacing, inset or header side a flow layout takes, in points (an item's limit):
  /// a million items and 100,000 sections of them add up to a finite content size. Before sweep
  /// 56 a `minimumLineSpacing`, `sectionInset` or `headerReferenceSize` of 1e308 made the content
  /// size infinite, which the collection view ignored: content size 0 and no cells (exit 0).
  nonisolated static let maximumLength = 100_000.0

  /// A spacing of 0...``maximumLength`` points, named `name` in the error.
  private static func length(_ node: SceneNode, _ name: String) throws -> Double {
    let value = try node.nonNegative()
    guard value <= maximumLength else { throw node.error("\(name) must be between 0 and 100000") }
    return value
  }

  /// A header or footer size, each side 0...``maximumLength`` points.
  private static func boundedSize(_ node: SceneNode) throws -> CGSize {
    let size = try node.size()
    guard size.width <= maximumLength, size.height <= maximumLength else {
      throw node.error("a size must be between 0 and 100000 on each side")
    }
    return size
  }

  private static func positiveSize(_ node: SceneNode) throws -> CGSize {
    let size = try node.size()
    guard size.width > 0, size.height > 0, size.width <= 100_000, size.height <= 100_000 else {
      throw node.error("a size must be > 0 and at most 100000")
    }
    return size
  }

  private static func parseSection(_ node: SceneNode) throws -> Section {
    _ = try node.object()
    var section = Section(count: 0)
    if let sizeNode = node["itemSize"] { section.itemSize = try positiveSize(sizeNode) }
    if let sizesNode = node["sizes"] {
      let list = try sizesNode.array()
      guard list.count <= maximumItems else { throw sizesNode.error("more than \(maximumItems) items") }
      section.sizes = try list.map(positiveSize)
      section.count = list.count
    }
    if let colorsNode = node["colors"] {
      let list = try colorsNode.array()
      guard (1...1000).contains(list.count) else {
        throw colorsNode.error("colors must list 1 to 1000 colours")
      }
      section.colors = try list.map { try $0.color() }
    }
    if let itemsNode = node["items"] {
      let items = try itemsNode.integer()
      guard items >= 0, items <= maximumItems else {
        throw itemsNode.error("items must be between 0 and \(maximumItems)")
      }
      if let sizes = section.sizes, sizes.count != items {
        throw itemsNode.error("items (\(items)) and sizes (\(sizes.count)) disagree")
      }
      section.count = items
    }
    return section
  }

  /// The size the scene gives an item (nil: the layout's item size).
  func size(at indexPath: IndexPath) -> CGSize? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if let sizes = section.sizes, sizes.indices.contains(indexPath.item) { return sizes[indexPath.item] }
    return section.itemSize
  }

  /// The colour the scene gives an item's cell (the default cell colour without one).
  func color(at indexPath: IndexPath) -> Color {
    guard sections.indices.contains(indexPath.section), let colors = sections[indexPath.section].colors else {
      return SceneCollectionCell.defaultColor
    }
    return colors[indexPath.item % colors.count]
  }

  // MARK: CollectionViewDataSource

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    let layoutSize = (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize
    (cell as? SceneCollectionCell)?.fittingSize = size(at: indexPath) ?? layoutSize
    cell.backgroundColor = color(at: indexPath)
    return cell
  }
}

/// The cell of scene collection views: it sizes to its item's size from the scene (self-sizing).
@preconcurrency @MainActor
final class SceneCollectionCell: CollectionViewCell {
  /// The colour of cells whose section lists no `colors`.
  static let defaultColor = Color.systemGray5
  var fittingSize: CGSize?

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.defaultColor
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize ?? bounds.size }
}

extension SceneDelegate: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    if let nodes = collectionView as? SceneNodeCollectionView { return nodes.list.itemSize(at: indexPath) }
    let flow = collectionViewLayout as? CollectionViewFlowLayout
    guard let size = scene.collectionModels[ObjectIdentifier(collectionView)]?.size(at: indexPath) else {
      // No size in the scene: the layout's own, with nothing stored per item.
      flow?.delegateLacksItemSizes = true
      return flow?.itemSize ?? .zero
    }
    return size
  }
}
