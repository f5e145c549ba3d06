import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// An index path for `row` in `section`, as UIKit's table views use.
    public init(row: Int, section: Int) {
      // Appending to a one-index path makes Foundation's inline pair without allocating an array.
      self.init(index: section)
      append(row)
    }

    /// The row (the second index); settable, as UIKit's (`index.row += 1`): setting it on a path
    /// of fewer than two indexes pads the section with 0.
    public var row: Int {
      get { count > 1 ? self[1] : 0 }
      set { setIndex(1, to: newValue) }
    }

    #if !canImport(Darwin)
      /// The section (the first index); settable, as UIKit's.
      public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { setIndex(0, to: newValue) }
      }
    #endif

    /// Sets the index at `position` (0 or 1), appending zeros up to it first.
    mutating func setIndex(_ position: Int, to value: Int) {
      while count <= position { append(0) }
      self[position] = value
    }
  }
#endif
