import Foundation

/// The layouts of one CSS measuring pass's stacks, by stack and range: CSS measures a child
/// several times (at its flex base size, at its final length, stretched across), so nested
/// stacks measured without it cost that factor to the power of their depth (session 41's sweep:
/// 14 columns nested one in another took 15 s in a debug build, 16 more than a minute). A stack's
/// layout is a function of its settings, its children and its range alone, so the memo answers a
/// stack asked again for a range it was measured in.
///
/// One memo lives for one ``LayoutSpec/calculateLayoutThatFits(_:context:)`` call in
/// ``LayoutCompatibility/css`` and is used by that call alone, on one thread. Stacks with a
/// ``StackLayoutCache`` keep their own layouts and are not memoized.
///
/// See also: ``LayoutContext``, ``StackLayoutSpec``.
final class CSSLayoutMemo: @unchecked Sendable {
  /// A stack's settings, its children's storage (kept alive by ``held``, so no other stack's
  /// children can take its address during the pass) and the range it is measured in.
  struct Key: Hashable {
    let children: UnsafeRawPointer
    let count: Int
    let settings: StackMeasure.Settings
    let range: SizeRange
    let widthFirst: Bool
  }

  private var layouts: [Key: Layout] = [:]
  /// The children arrays of the stacks in ``layouts``, by their storage's address.
  private var held: [UnsafeRawPointer: [LayoutSpec]] = [:]

  /// The layout of `stack` in `range`: the one kept for them, else `measure()`'s, kept.
  func layout(
    of stack: borrowing StackLayoutSpec, in range: SizeRange, widthFirst: Bool, measure: () -> Layout
  ) -> Layout {
    let children = stack.children
    guard let address = children.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
      return measure()
    }
    let key = Key(
      children: address, count: children.count, settings: StackMeasure.Settings(stack), range: range,
      widthFirst: widthFirst)
    if let kept = layouts[key] { return kept }
    let layout = measure()
    if held[address] == nil { held[address] = children }
    layouts[key] = layout
    return layout
  }
}
