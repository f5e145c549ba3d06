import Foundation

/// One element's identity in a ``CollectionView``: its category, kind and index path, held as
/// plain numbers so that comparing, copying and hashing keys (many times a frame) touches no
/// reference-counted storage. Kinds are numbered in a table of the kinds seen (a handful of
/// strings); index paths of two indexes (every cell's) are held as they are, other lengths
/// through a table of the unusual paths seen.
struct CollectionElementKey: Hashable {
  /// An index path as plain numbers: its length, and its first two indexes (paths of three or more
  /// indexes: their number in the table of long paths, in `second`).
  struct Path: Hashable {
    var length: Int32
    var first: Int
    var second: Int

    init(section: Int, item: Int) { self.init(length: 2, first: section, second: item) }

    init(length: Int32, first: Int, second: Int) {
      self.length = length
      self.first = first
      self.second = second
    }

    @MainActor init(_ path: IndexPath) {
      switch path.count {
      case 2: self.init(length: 2, first: path[0], second: path[1])
      case 0: self.init(length: 0, first: 0, second: 0)
      case 1: self.init(length: 1, first: path[0], second: 0)
      default: self.init(length: 3, first: path[0], second: CollectionElementKey.longPathID(path))
      }
    }

    /// The index path these numbers stand for.
    @MainActor var indexPath: IndexPath {
      switch length {
      case 2: return IndexPath(item: second, section: first)
      case 0: return IndexPath()
      case 1: return IndexPath(index: first)
      default: return CollectionElementKey.longPaths[second]
      }
    }
  }

  var category: CollectionViewLayoutAttributes.ElementCategory
  /// The kind's number in ``kinds`` plus one; 0 for none.
  var kindID: Int32
  var path: Path

  init(category: CollectionViewLayoutAttributes.ElementCategory, kindID: Int32, path: Path) {
    self.category = category
    self.kindID = kindID
    self.path = path
  }

  @MainActor init(
    category: CollectionViewLayoutAttributes.ElementCategory, kind: String?, indexPath: IndexPath
  ) {
    self.init(category: category, kindID: kind.map(Self.kindID) ?? 0, path: Path(indexPath))
  }

  /// The element's index path.
  @MainActor var indexPath: IndexPath {
    get { path.indexPath }
    set { path = Path(newValue) }
  }

  /// The element's kind (nil for cells).
  @MainActor var kind: String? { kindID == 0 ? nil : Self.kinds[Int(kindID) - 1] }

  // The tables only grow with distinct kinds and with distinct paths of three or more indexes,
  // which collection layouts do not make in numbers (UIKit's paths have two indexes).
  @MainActor private static var kinds: [String] = []
  @MainActor private static var kindIDs: [String: Int32] = [:]
  @MainActor fileprivate static var longPaths: [IndexPath] = []
  @MainActor private static var longPathIDs: [IndexPath: Int] = [:]

  /// The number of `kind` in the kind table (added when new).
  @MainActor static func kindID(_ kind: String) -> Int32 {
    if let id = kindIDs[kind] { return id }
    kinds.append(kind)
    let id = Int32(kinds.count)
    kindIDs[kind] = id
    return id
  }

  @MainActor fileprivate static func longPathID(_ path: IndexPath) -> Int {
    if let id = longPathIDs[path] { return id }
    longPaths.append(path)
    longPathIDs[path] = longPaths.count - 1
    return longPaths.count - 1
  }
}
