import Foundation
import Inertia

/// The error the archiving overloads for views throw: views have no archived form on Linux.
public struct ViewArchivingUnavailable: Error, CustomStringConvertible {
  /// The view's class.
  public let className: String
  /// Says why.
  public var description: String {
    "\(className) cannot be archived: views are not NSCoding on Linux (no nibs, no init(coder:))"
  }
}

extension NSKeyedArchiver {
  /// Archiving a view (`archivedData(withRootObject:requiringSecureCoding:)`, the idiom that copies
  /// a cell by archiving and unarchiving it): views are not archived on Linux, so this throws
  /// ``ViewArchivingUnavailable``, and `try?` code falls back as it would for a view that cannot be
  /// encoded on iOS. Other objects take Foundation's own method.
  @preconcurrency @MainActor
  public class func archivedData(withRootObject view: View, requiringSecureCoding: Bool) throws -> Data {
    throw ViewArchivingUnavailable(className: String(describing: type(of: view)))
  }
}

extension NSKeyedUnarchiver {
  /// Reading a view of `cls` back from an archive (`unarchivedObject(ofClass:from:)` with a view
  /// class, which UIKit's views allow as NSCoding objects): no archive holds a view on Linux, so
  /// this throws ``ViewArchivingUnavailable``.
  @preconcurrency @MainActor
  public class func unarchivedObject<T: View>(ofClass cls: T.Type, from data: Data) throws -> T? {
    throw ViewArchivingUnavailable(className: String(describing: cls))
  }
}
