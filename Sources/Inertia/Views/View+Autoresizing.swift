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
    let (size, anchor) = (bounds.size, storedAnchorPoint)
    let x = Self.resized(
      start: center.x - size.width * anchor.x, length: size.width, in: (oldSize.width, newSize.width),
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let y = Self.resized(
      start: center.y - size.height * anchor.y, length: size.height, in: (oldSize.height, newSize.height),
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    if transform == .identity {
      frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
      return
    }
    if x.length != size.width || y.length != size.height {
      bounds = CGRect(origin: bounds.origin, size: CGSize(width: x.length, height: y.length))
    }
    center = CGPoint(x: x.start + x.length * anchor.x, y: y.start + y.length * anchor.y)
  }

  /// One axis of a resize: the segment `start ..< start + length` of a superview whose length
  /// goes from `lengths.old` to `lengths.new`. The flexible parts (the margin before it, its
  /// length, the margin after it) share the change in proportion to their lengths (negative ones
  /// count as zero), equally when those are all zero; with none flexible the segment stays. The
  /// length stops at zero.
  private static func resized(
    start: CGFloat, length: CGFloat, in lengths: (old: CGFloat, new: CGFloat),
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let change = lengths.new - lengths.old
    let count = (flexible.before ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.after ? 1 : 0)
    guard change != 0, change.isFinite, count > 0 else { return (start, length) }
    let before = flexible.before ? max(start, 0) : 0
    let own = flexible.length ? max(length, 0) : 0
    let after = flexible.after ? max(lengths.old - start - length, 0) : 0
    let total = before + own + after
    func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 && total.isFinite ? change * part / total : change / CGFloat(count)
    }
    return (start + share(flexible.before, before), max(length + share(flexible.length, own), 0))
  }
}
