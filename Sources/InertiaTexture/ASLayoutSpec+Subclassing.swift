import Inertia

/// Texture's `ASLayoutSpec (Subclassing)` (ASLayoutSpec+Subclasses.h): children set and read by
/// index. A spec's children are kept in order; setting a child past the end fills the places
/// between with Texture's null spec, which lays out nothing at 0 x 0, and setting nil puts the
/// null spec in that place.
extension ASLayoutSpec {
  /// Puts `child` at `index` of the children (Texture's `setChild:atIndex:`): it replaces the
  /// child there, or goes at the end, with null specs first up to `index` when the children are
  /// fewer. A nil child leaves the null spec in that place. An index past 100,000 is clamped to
  /// it.
  public func setChild(_ child: ASLayoutElement?, at index: UInt) {
    let place = Int(min(index, ASLayoutSpec.maximumChildIndex))
    var elements = children ?? []
    while elements.count < place { elements.append(ASNullLayoutSpec.null) }
    let element = child ?? ASNullLayoutSpec.null
    if place < elements.count {
      elements[place] = element
    } else {
      elements.append(element)
    }
    children = elements
  }

  /// The child at `index` (Texture's `childAtIndex:`), nil past the end or where only a null spec
  /// holds the place.
  public func child(at index: UInt) -> ASLayoutElement? {
    guard let elements = children, index < UInt(elements.count) else { return nil }
    let element = elements[Int(index)]
    return element === ASNullLayoutSpec.null ? nil : element
  }

  /// The largest index `setChild(_:at:)` fills up to.
  static let maximumChildIndex: UInt = 100_000
}

/// Texture's ASNullLayoutSpec: the place holder of a child index left unset, 0 x 0 whatever it is
/// offered.
@preconcurrency @MainActor
final class ASNullLayoutSpec: ASLayoutSpec {
  /// The one null spec.
  static let null = ASNullLayoutSpec()

  private override init() {
    super.init()
    style.width = .points(0)
    style.height = .points(0)
  }
}
