import Foundation

/// The `visibleItems` text of one collection view in trace lines, kept from one frame to the next:
/// an item whose frame is unchanged keeps its text, and an unchanged list keeps the whole text, so a
/// frame formats only the numbers that changed (formatting them is most of a frame line's cost).
/// The text is the same as formatting every item afresh.
@preconcurrency @MainActor
struct VisibleItemsText {
  private var paths: [IndexPath] = []
  private var frames: [CGRect] = []
  private var texts: [String] = []
  private var text = "[]"

  /// The visible items of `collectionView`, sorted by index path, each with its cell's frame in the
  /// collection view's content: `[{"indexPath":[section,item],"frame":[x,y,w,h]},...]`.
  mutating func json(of collectionView: CollectionView) -> String {
    // The visible cells read in one pass (as indexPathsForVisibleItems and cellForItem(at:) give
    // them, without a look-up per item), sorted by index path.
    collectionView.reloadIfNeeded()
    var cells: [(path: IndexPath, frame: CGRect)] = []
    cells.reserveCapacity(collectionView.visible.count)
    for element in collectionView.visible where element.key.category == .cell {
      cells.append(
        (element.key.indexPath, Self.frame(of: element.view as? CollectionViewCell, in: collectionView)))
    }
    cells.sort { $0.path < $1.path }
    let newPaths = cells.map(\.path)
    let newFrames = cells.map(\.frame)
    if newPaths == paths, newFrames == frames { return text }
    var newTexts: [String] = []
    newTexts.reserveCapacity(newPaths.count)
    var old = 0  // Both lists are sorted: one cursor finds an item's last text.
    for (path, frame) in zip(newPaths, newFrames) {
      while old < paths.count, paths[old] < path { old += 1 }
      if old < paths.count, paths[old] == path, frames[old] == frame {
        newTexts.append(texts[old])
      } else {
        newTexts.append(Self.itemJSON(path, frame))
      }
    }
    paths = newPaths
    frames = newFrames
    texts = newTexts
    text = "[" + newTexts.joined(separator: ",") + "]"
    return text
  }

  /// A cell's frame in the collection view's content (cells of orthogonal rows as they show).
  private static func frame(of cell: CollectionViewCell?, in collectionView: CollectionView) -> CGRect {
    guard let cell else { return .zero }
    guard cell.superview !== collectionView else { return cell.frame }
    return cell.superview?.convert(cell.frame, to: collectionView) ?? cell.frame
  }

  private static func itemJSON(_ path: IndexPath, _ frame: CGRect) -> String {
    var item = TraceWriter.Line()
    item.addRaw("indexPath", "[\(path.section),\(path.item)]")
    item.add("frame", [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) })
    return item.json
  }
}
