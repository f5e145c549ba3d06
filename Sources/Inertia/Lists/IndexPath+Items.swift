import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// An index path for `item` in `section`, as UIKit's collection views use.
    public init(item: Int, section: Int) {
      // Appending to a one-index path makes Foundation's inline pair without allocating an array.
      self.init(index: section)
      append(item)
    }

    /// The item (the second index); settable, as UIKit's (`index.item += 1`).
    public var item: Int {
      get { count > 1 ? self[1] : 0 }
      set { setIndex(1, to: newValue) }
    }
  }
#endif
