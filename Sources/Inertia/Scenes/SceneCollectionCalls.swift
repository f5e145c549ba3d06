import Foundation

/// A collection view method a replay "call" step invokes (docs/scenes.md): scrolling to and
/// selecting items. Index paths are [section, item].
///
/// See also: ``ReplayScript/Call``.
public enum CollectionCall: Sendable, Equatable {
  /// scrollToItem(at:at:animated:).
  case scrollToItem(IndexPath, position: String)
  /// selectItem(at:animated:scrollPosition:) (nil clears the selection).
  case selectItem(IndexPath?, position: String)

  static let methods: Set<String> = ["scrollToItem", "selectItem"]
  static let positions = [
    "none", "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
  ]

  /// Parses the body of a call step naming one of ``methods``.
  static func parse(_ method: String, _ body: SceneNode) throws -> CollectionCall {
    let position = try parsePosition(body["position"])
    if method == "scrollToItem" {
      return .scrollToItem(try path(body.required("indexPath")), position: position)
    }
    guard case .object(let members) = body.value, let pathValue = members["indexPath"] else {
      _ = try body.required("indexPath")
      return .selectItem(nil, position: position)
    }
    if case .null = pathValue { return .selectItem(nil, position: position) }
    return .selectItem(try path(body.required("indexPath")), position: position)
  }

  private static func path(_ node: SceneNode) throws -> IndexPath {
    let parts = try node.array()
    guard parts.count == 2 else { throw node.error("an index path is [section, item]") }
    let section = try parts[0].integer()
    let item = try parts[1].integer()
    guard section >= 0, item >= 0 else { throw node.error("index paths are not negative") }
    return IndexPath(item: item, section: section)
  }

  private static func parsePosition(_ node: SceneNode?) throws -> String {
    guard let node else { return "none" }
    let name = try node.string()
    guard positions.contains(name) else {
      throw node.error("position must be one of " + positions.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    return name
  }

  @MainActor static func scrollPosition(_ name: String) -> CollectionView.ScrollPosition {
    switch name {
    case "top": return .top
    case "centeredVertically": return .centeredVertically
    case "bottom": return .bottom
    case "left": return .left
    case "centeredHorizontally": return .centeredHorizontally
    case "right": return .right
    default: return []
    }
  }

  /// Where the call names an item `view` does not have, and what it says; else nil. UIKit raises
  /// for both ("attempt to scroll to invalid index path"); before sweep 59 they did nothing.
  @MainActor func problem(in view: CollectionView) -> (suffix: String, message: String)? {
    let (path, verb): (IndexPath?, String) =
      switch self {
      case .scrollToItem(let path, _): (path, "scroll to the item")
      case .selectItem(let path, _): (path, "select the item")
      }
    guard let path else { return nil }
    let message = ListPlace.missing(
      path, verb: verb, end: false, sections: view.numberOfSections, rows: view.numberOfItems(inSection:),
      list: "collection view", unit: "item")
    return message.map { (".indexPath", $0) }
  }

  /// Calls the method on `view`.
  @MainActor func perform(on view: CollectionView, animated: Bool) {
    switch self {
    case .scrollToItem(let path, let position):
      view.scrollToItem(at: path, at: Self.scrollPosition(position), animated: animated)
    case .selectItem(let path, let position):
      view.selectItem(at: path, animated: animated, scrollPosition: Self.scrollPosition(position))
    }
  }
}
