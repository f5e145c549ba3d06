import Foundation

/// An item to share that is made only when an activity asks for it (UIActivityItemProvider): an
/// operation standing in among an activity view controller's items with a placeholder until
/// then. Subclasses override ``item`` to make the real one (a file written, a rendered image).
/// See also ``UIActivityViewController``.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
  /// What stands in for the item until it is made (its type tells activities what is coming).
  public let placeholderItem: Any?
  /// The activity the item is made for, while it is being made; nil otherwise.
  public internal(set) var activityType: UIActivity.ActivityType?

  /// A provider whose item, until a subclass makes another, is `placeholderItem`.
  public init(placeholderItem: Any) {
    self.placeholderItem = placeholderItem
    super.init()
  }

  /// The item to share. The default gives the placeholder; subclasses override it.
  open var item: Any { placeholderItem as Any }

  /// Makes the item (run as an operation, as an activity view controller runs it).
  open override func main() { _ = item }
}
