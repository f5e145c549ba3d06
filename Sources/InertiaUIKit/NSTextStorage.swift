import Foundation

// TextKit's storage and layout manager, as code that builds its own TextKit stack names them
// (`NSTextStorage()`, `NSLayoutManager()`, `storage.addLayoutManager(manager)`): the text is laid
// out by the views and nodes that show it, so the layout manager here only records its storage.

/// TextKit's text storage (UIKit's NSTextStorage): a mutable attributed string that knows the
/// layout managers laying it out. Everything an attributed string does, it does.
///
/// See also ``NSLayoutManager``.
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers added with ``addLayoutManager(_:)``, in order.
  public private(set) var layoutManagers: [NSLayoutManager] = []

  /// An empty storage (UIKit's `NSTextStorage()`).
  public convenience init() { self.init(string: "") }

  /// Adds `layoutManager` (once) and makes this storage its ``NSLayoutManager/textStorage``,
  /// as UIKit's does.
  open func addLayoutManager(_ layoutManager: NSLayoutManager) {
    guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
    layoutManager.textStorage?.removeLayoutManager(layoutManager)
    layoutManagers.append(layoutManager)
    layoutManager.textStorage = self
  }

  /// Removes `layoutManager`; its ``NSLayoutManager/textStorage`` becomes nil.
  open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
    guard layoutManagers.contains(where: { $0 === layoutManager }) else { return }
    layoutManagers.removeAll { $0 === layoutManager }
    layoutManager.textStorage = nil
  }
}

/// TextKit's layout manager (UIKit's NSLayoutManager), as a TextKit stack is put together: it
/// belongs to a text storage. Glyph layout is not provided (the text views and nodes that show
/// the storage measure and lay out its text themselves).
///
/// See also ``NSTextStorage``.
open class NSLayoutManager: NSObject {
  /// The storage whose text this manager lays out (set by ``NSTextStorage/addLayoutManager(_:)``).
  public internal(set) weak var textStorage: NSTextStorage?

  /// A layout manager belonging to no storage.
  public override init() { super.init() }
}
