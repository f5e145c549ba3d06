import Foundation

extension View {
  /// Which parts of a view's frame follow its superview's size (UIView.AutoresizingMask). Along
  /// each axis, the flexible parts (margins and length) share the superview's change in
  /// proportion to their current lengths, as UIKit does; a view with no flexible part on an axis
  /// keeps its frame there.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, as UIKit's.
    public let rawValue: UInt

    /// A mask from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Applies the subviews' ``autoresizingMask`` after this view's size changed from `oldSize`.
  /// Views whose frames constraints solve are left to the constraints, as in UIKit.
  func resizeSubviews(fromOldSize oldSize: CGSize) {
    let newSize = bounds.size
    for subview in subviews
    where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
      subview.resize(from: oldSize, to: newSize)
    }
  }

  /// Moves and resizes this view for its superview's size change. The untransformed rectangle
  /// (centre and bounds) is what changes, so a transformed view keeps its transform.
  private func resize(from oldSize: CGSize, to newSize: CGSize) {
    let mask = autoresizingMask
    let size = bounds.size
    let origin = CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
    let horizontal = Self.share(
      change: newSize.width - oldSize.width,
      parts: (origin.x, size.width, oldSize.width - origin.x - size.width),
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.share(
      change: newSize.height - oldSize.height,
      parts: (origin.y, size.height, oldSize.height - origin.y - size.height),
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    let width = max(size.width + horizontal.length, 0)
    let height = max(size.height + vertical.length, 0)
    let newOrigin = CGPoint(x: origin.x + horizontal.margin, y: origin.y + vertical.margin)
    if transform == .identity {
      frame = CGRect(origin: newOrigin, size: CGSize(width: width, height: height))
      return
    }
    if width != size.width || height != size.height {
      bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))
    }
    center = CGPoint(x: newOrigin.x + width / 2, y: newOrigin.y + height / 2)
  }

  /// How much of `change` the leading margin and the length take: each flexible part in
  /// proportion to its current length (negative lengths count as zero), equally when they are all
  /// zero; nothing when no part is flexible (the trailing margin takes the change).
  private static func share(
    change: CGFloat, parts: (margin: CGFloat, length: CGFloat, trailing: CGFloat),
    flexible: (margin: Bool, length: Bool, trailing: Bool)
  ) -> (margin: CGFloat, length: CGFloat) {
    guard change != 0, change.isFinite else { return (0, 0) }
    let weights = [
      flexible.margin ? max(parts.margin, 0) : -1, flexible.length ? max(parts.length, 0) : -1,
      flexible.trailing ? max(parts.trailing, 0) : -1,
    ]
    let count = weights.filter { $0 >= 0 }.count
    guard count > 0 else { return (0, 0) }
    let total = weights.filter { $0 >= 0 }.reduce(0, +)
    func part(_ weight: CGFloat) -> CGFloat {
      guard weight >= 0 else { return 0 }
      guard total > 0, total.isFinite else { return change / CGFloat(count) }
      return change * weight / total
    }
    return (part(weights[0]), part(weights[1]))
  }
}
