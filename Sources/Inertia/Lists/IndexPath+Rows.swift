import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// An index path for `row` in `section`, as UIKit's table views use.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The row (the second index).
    public var row: Int { count > 1 ? self[1] : 0 }

    #if !canImport(Darwin)
      /// The section (the first index).
      public var section: Int { count > 0 ? self[0] : 0 }
    #endif
  }
#endif
