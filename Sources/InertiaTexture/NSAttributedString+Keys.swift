import Foundation

// UIKit's attribute keys that Texture code passes to ASTextNode. Foundation on Linux does not
// declare them. If InertiaUIKit declares them later, delete this file (the names would clash).
extension NSAttributedString.Key {
  /// UIKit's font attribute (a UIFont); ASTextNode reads its point size.
  public static let font = NSAttributedString.Key("NSFont")
  /// UIKit's text colour attribute (a UIColor); kept, not drawn.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
