import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// An index path for `row` in `section`, as UIKit's table views use.
    public init(row: Int, section: Int) {
      // Appending to a one-index path makes Foundation's inline pair without allocating an array.
      self.init(index: section)
      append(row)
    }

    /// The row (the second index).
    public var row: Int { count > 1 ? self[1] : 0 }

    #if !canImport(Darwin)
      /// The section (the first index).
      public var section: Int { count > 0 ? self[0] : 0 }
    #endif
  }
#endif
