import Foundation
import Inertia

extension NSArray {
  /// An array of layout attributes, copied when `copyItems` is true, as Foundation copies NSCopying
  /// objects: `NSArray(array: super.layoutAttributesForElements(in: rect)!, copyItems: true)`, a
  /// layout subclass's way to change attributes without touching its superclass's cache. Linux's
  /// Foundation copies only Objective-C objects (it would hand back the cached attributes
  /// themselves), so this overload copies each with ``CollectionViewLayoutAttributes/copy(with:)``.
  @MainActor
  public convenience init(array: [CollectionViewLayoutAttributes], copyItems: Bool) {
    self.init(array: copyItems ? array.map { $0.copy(with: nil) } : array as [Any])
  }
}
