import Foundation
import Inertia

// TextKit's storage and layout manager, as code that builds its own TextKit stack names them
// (`NSTextStorage()`, `NSLayoutManager()`, `storage.addLayoutManager(manager)`): the text is laid
// out by the views and nodes that show it, so the layout manager here records its storage, and a
// text view's (`textView.layoutManager`) answers its glyph count and line fragments from the
// view's wrapped lines.

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

  /// The text view whose text this manager lays out (set for a text view's ``TextView/layoutManager``).
  weak var textView: TextView?

  /// A layout manager belonging to no storage.
  public override init() { super.init() }

  /// The number of glyphs: one for each UTF-16 unit of the text view's text (TextKit makes a glyph
  /// of each character of the Latin text Inertia shows), else of the storage's.
  @MainActor open var numberOfGlyphs: Int { textView?.text.utf16.count ?? textStorage?.length ?? 0 }

  /// The rectangle of the line fragment holding the glyph at `glyphIndex`, in the text container's
  /// coordinates, and the glyphs of that line in `effectiveGlyphRange` (a text view's wrapped
  /// lines, as its text is laid out at its width). A glyph on no line (past the end, or a manager
  /// of no text view) gives `.zero` and the range `NSNotFound`.
  @MainActor @discardableResult
  open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
    -> CGRect
  {
    let fragment = textView?.lineFragments().first { NSLocationInRange(glyphIndex, $0.range) }
    effectiveGlyphRange?.pointee = fragment?.range ?? NSRange(location: NSNotFound, length: 0)
    return fragment?.rect ?? .zero
  }
}

/// The key of a text view's layout manager among its associated objects.
@MainActor private enum LayoutManagerKey {
  static var manager: UInt8 = 0
}

extension TextView {
  /// The layout manager of the text view's text (UITextView's TextKit 1 `layoutManager`), the same
  /// object on every read: it answers ``NSLayoutManager/numberOfGlyphs`` and
  /// ``NSLayoutManager/lineFragmentRect(forGlyphAt:effectiveRange:)`` from the view's wrapped lines.
  public var layoutManager: NSLayoutManager {
    if let manager = objc_getAssociatedObject(self, &LayoutManagerKey.manager) as? NSLayoutManager {
      return manager
    }
    let manager = NSLayoutManager()
    manager.textView = self
    objc_setAssociatedObject(self, &LayoutManagerKey.manager, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return manager
  }
}
