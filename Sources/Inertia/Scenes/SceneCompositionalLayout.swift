import Foundation

/// Reads a scene's compositional layout description (docs/scenes.md, "Compositional layouts"):
/// `{"type": "compositional", "sections": [...], "interSectionSpacing": n}` or
/// `{"type": "list", "appearance": ..., "headerMode": ..., "itemHeight": n}`.
///
/// Section `i` of the data takes entry `i` of `"sections"`; sections past the list's end take its
/// last entry. Every object rejects keys it does not know, naming them.
///
/// See also: ``SceneCollectionModel``, ``CollectionViewCompositionalLayout``.
@preconcurrency @MainActor
enum SceneCompositionalLayout {
  static let behaviors: [(String, CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
    ("none", .none), ("continuous", .continuous),
    ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
    ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
  ]
  static let largest: Double = 100_000

  /// The layout a `"compositional"` or `"list"` layout node describes.
  static func build(_ node: SceneNode, type: String) throws -> CollectionViewCompositionalLayout {
    if type == "list" { return try list(node) }
    try checkKeys(node, ["type", "sections", "interSectionSpacing"])
    let listNode = try node.required("sections")
    let list = try listNode.array()
    guard !list.isEmpty else { throw listNode.error("a compositional layout needs a section") }
    guard list.count <= 1000 else { throw listNode.error("more than 1000 section layouts") }
    let sections = try list.map(section)
    let layout = CollectionViewCompositionalLayout { index, _ in sections[min(index, sections.count - 1)] }
    if let spacing = node["interSectionSpacing"] { layout.interSectionSpacing = try length(spacing) }
    return layout
  }

  private static func list(_ node: SceneNode) throws -> CollectionViewCompositionalLayout {
    try checkKeys(node, ["type", "appearance", "headerMode", "itemHeight"])
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    if let appearance = node["appearance"] {
      configuration.appearance = try named(
        appearance, [("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)])
    }
    if let mode = node["headerMode"] {
      configuration.headerMode = try named(mode, [("none", .none), ("supplementary", .supplementary)])
    }
    if let height = node["itemHeight"] {
      configuration.itemHeight = try length(height)
      guard configuration.itemHeight > 0 else { throw height.error("itemHeight must be > 0") }
    }
    return .list(using: configuration)
  }

  private static func section(_ node: SceneNode) throws -> CollectionLayoutSection {
    try checkKeys(
      node,
      ["group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior", "header", "footer"])
    let section = CollectionLayoutSection(group: try group(node.required("group")))
    if let spacing = node["interGroupSpacing"] { section.interGroupSpacing = try length(spacing) }
    if let insets = node["contentInsets"] { section.contentInsets = try directional(insets) }
    if let behavior = node["orthogonalScrollingBehavior"] {
      section.orthogonalScrollingBehavior = try named(behavior, behaviors)
    }
    var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
    if let header = node["header"] {
      boundaries.append(try boundary(header, kind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if let footer = node["footer"] {
      boundaries.append(
        try boundary(footer, kind: CollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaries
    return section
  }

  private static func boundary(_ node: SceneNode, kind: String, alignment: CollectionLayoutAlignment) throws
    -> CollectionLayoutBoundarySupplementaryItem
  {
    try checkKeys(node, ["height", "pinToVisibleBounds"])
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: try dimension(node.required("height")))
    let item = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size, elementKind: kind, alignment: alignment)
    if let pin = node["pinToVisibleBounds"] { item.pinToVisibleBounds = try pin.bool() }
    return item
  }

  private static func group(_ node: SceneNode, depth: Int = 0) throws -> CollectionLayoutGroup {
    try checkKeys(node, ["direction", "size", "items", "count", "interItemSpacing", "contentInsets"])
    guard depth < 8 else { throw node.error("groups nest at most 8 deep") }
    let size = try layoutSize(node.required("size"))
    let itemsNode = try node.required("items")
    let list = try itemsNode.array()
    guard !list.isEmpty, list.count <= 100 else { throw itemsNode.error("a group has 1...100 items") }
    let items = try list.map { entry -> CollectionLayoutItem in
      if entry["items"] != nil { return try group(entry, depth: depth + 1) }
      return try item(entry)
    }
    let vertical =
      try node["direction"].map { try named($0, [("horizontal", false), ("vertical", true)]) } ?? false
    let result: CollectionLayoutGroup
    if let countNode = node["count"] {
      let count = try countNode.integer()
      guard (1...1000).contains(count) else { throw countNode.error("count must be between 1 and 1000") }
      guard items.count == 1 else { throw countNode.error("count repeats a group's only item") }
      result =
        vertical
        ? .vertical(layoutSize: size, repeatingSubitem: items[0], count: count)
        : .horizontal(layoutSize: size, repeatingSubitem: items[0], count: count)
    } else {
      result =
        vertical
        ? .vertical(layoutSize: size, subitems: items) : .horizontal(layoutSize: size, subitems: items)
    }
    if let spacing = node["interItemSpacing"] { result.interItemSpacing = .fixed(try length(spacing)) }
    if let insets = node["contentInsets"] { result.contentInsets = try directional(insets) }
    return result
  }

  private static func item(_ node: SceneNode) throws -> CollectionLayoutItem {
    try checkKeys(node, ["size", "contentInsets"])
    let item = CollectionLayoutItem(layoutSize: try layoutSize(node.required("size")))
    if let insets = node["contentInsets"] { item.contentInsets = try directional(insets) }
    return item
  }

  private static func layoutSize(_ node: SceneNode) throws -> CollectionLayoutSize {
    try checkKeys(node, ["width", "height"])
    return CollectionLayoutSize(
      widthDimension: try dimension(node.required("width")),
      heightDimension: try dimension(node.required("height")))
  }

  /// `{"absolute": n}`, `{"estimated": n}`, `{"fractionalWidth": f}` or `{"fractionalHeight": f}`.
  static func dimension(_ node: SceneNode) throws -> CollectionLayoutDimension {
    let keys = try node.object().keys
    guard keys.count == 1, let key = keys.first else {
      throw node.error(
        "a dimension is one of {\"absolute\": n}, {\"estimated\": n}, {\"fractionalWidth\": f}, {\"fractionalHeight\": f}"
      )
    }
    let value = try node.required(key)
    switch key {
    case "absolute": return .absolute(try length(value))
    case "estimated":
      let length = try length(value)
      guard length > 0 else { throw value.error("an estimate must be > 0") }
      return .estimated(length)
    case "fractionalWidth", "fractionalHeight":
      let fraction = try value.nonNegative()
      guard fraction <= 100 else { throw value.error("a fraction must be between 0 and 100") }
      return key == "fractionalWidth"
        ? .fractionalWidth(CGFloat(fraction)) : .fractionalHeight(CGFloat(fraction))
    default:
      throw SceneError(
        path: "\(node.path).\(key)",
        "unknown dimension \"\(key)\"; expected absolute, estimated, fractionalWidth or fractionalHeight")
    }
  }

  private static func length(_ node: SceneNode) throws -> CGFloat {
    let value = try node.nonNegative()
    guard value <= largest else { throw node.error("a length must be between 0 and 100000") }
    return CGFloat(value)
  }

  private static func directional(_ node: SceneNode) throws -> DirectionalEdgeInsets {
    let values = try node.numbers(4)
    guard values.allSatisfy({ $0 >= 0 && $0 <= largest }) else {
      throw node.error("insets are [top, leading, bottom, trailing], each between 0 and 100000")
    }
    return DirectionalEdgeInsets(
      top: CGFloat(values[0]), leading: CGFloat(values[1]), bottom: CGFloat(values[2]),
      trailing: CGFloat(values[3]))
  }

  private static func named<T>(_ node: SceneNode, _ cases: [(String, T)]) throws -> T {
    let name = try node.string()
    guard let match = cases.first(where: { $0.0 == name }) else {
      throw node.error(
        "unknown value \"\(name)\"; expected one of " + cases.map { "\"\($0.0)\"" }.joined(separator: ", "))
    }
    return match.1
  }

  static func checkKeys(_ node: SceneNode, _ known: Set<String>) throws {
    for key in try node.object().keys where !known.contains(key) {
      throw SceneError(path: "\(node.path).\(key)", "unknown key \"\(key)\"")
    }
  }
}
