import Foundation

/// What a stack measured before, so measuring it again re-measures only the children that
/// changed, as Taffy's and Yoga's per-node caches keep results by constraint: each child has a
/// few slots, each holding the layout it gave at one resolved range, written in place as passes
/// measure it (the oldest slot gives way), and its min-content lengths for CSS. The slots belong
/// to the child's spec (``LayoutSpec/Kind``, compared by identity, then equality): a child whose
/// kind changed has its slots emptied before anything is read. Layouts are pure functions of
/// kind, range and settings, so a slot can only miss, never answer wrongly. Only the path from a
/// changed spec to the root misses (its kinds are new values); a subtree that is asked for a
/// range it was measured in before costs one lookup.
///
/// A pass takes the slots out of the cache and gives them back when it ends, so a pass on
/// another thread meanwhile measures without them. A stack without a cache (the default)
/// measures every child every time. ``DisplayNode`` and ``ScrollNode`` give the main stack of
/// their spec (the spec itself, or the stack inside single-child wrappers such as an inset)
/// their cache, so specs built by code or read from a scene get one.
///
/// See also: ``StackLayoutSpec``, ``LayoutCache``, ``LayoutStatistics``.
public final class StackLayoutCache: @unchecked Sendable, Equatable {
  /// The slots of one stack's children, by child index, for one setting of the rules.
  struct Store {
    /// Slots per child: a pass asks a child for up to three ranges (basis, flex, stretch) each
    /// time its stack is measured, and a stack is measured at up to three ranges by its parent.
    static let slotsPerChild = 8

    /// What is kept of one child besides its layouts.
    struct Child {
      /// The kind the slots were measured for (nil: none yet).
      var kind: LayoutSpec.Kind?
      /// How many slots hold a layout.
      var used: UInt8 = 0
      /// The slot the next layout goes to.
      var next: UInt8 = 0
      /// The min-content width and height (NaN: not worked out yet).
      var minContent = CGSize(width: CGFloat.nan, height: .nan)
    }

    var compatibility: LayoutCompatibility
    var scale: CGFloat
    var children: [Child] = []
    /// ``slotsPerChild`` per child: the ranges, apart from their layouts so that a lookup scans
    /// plain values.
    var ranges: [SizeRange] = []
    var layouts: [Layout?] = []

    /// Empty slots for `count` children.
    init(count: Int, compatibility: LayoutCompatibility, scale: CGFloat) {
      self.compatibility = compatibility
      self.scale = scale
      guard count > 0 else { return }
      // Appended one by one: Array(repeating:count:) runs unspecialized here (metadata lookups).
      children.reserveCapacity(count)
      for _ in 0..<count { children.append(Child()) }
      let slotCount = count * Self.slotsPerChild
      ranges.reserveCapacity(slotCount)
      layouts.reserveCapacity(slotCount)
      for _ in 0..<slotCount {
        ranges.append(SizeRange(min: .zero, max: .zero))
        layouts.append(nil)
      }
    }

    /// No slots (a stack without a cache).
    static let none = Store(count: 0, compatibility: .texture, scale: 2)

    var count: Int { children.count }

    /// Makes child `index`'s slots belong to `kind`: emptied when they were measured for another.
    @inline(__always) mutating func bind(_ index: Int, _ kind: LayoutSpec.Kind) {
      if let old = children[index].kind {
        if old.isSame(as: kind) { return }
        var slot = index &* Self.slotsPerChild
        let end = slot &+ Int(children[index].used)
        while slot < end {
          layouts[slot] = nil
          slot &+= 1
        }
      }
      children[index] = Child(kind: kind)
    }

    /// Child `index`'s layout at `range`, when a slot holds it.
    @inline(__always) func layout(_ index: Int, _ range: SizeRange) -> Layout? {
      var slot = index &* Self.slotsPerChild
      let end = slot &+ Int(children[index].used)
      while slot < end {
        if ranges[slot] == range { return layouts[slot] }
        slot &+= 1
      }
      return nil
    }

    /// Keeps child `index`'s `layout` at `range` in its next slot.
    @inline(__always) mutating func keep(_ layout: Layout, _ index: Int, _ range: SizeRange) {
      let cursor = Int(children[index].next)
      let slot = index &* Self.slotsPerChild &+ cursor
      ranges[slot] = range
      layouts[slot] = layout
      children[index].next = UInt8((cursor &+ 1) % Self.slotsPerChild)
      if Int(children[index].used) < Self.slotsPerChild { children[index].used &+= 1 }
    }
  }

  private let lock = NSLock()
  private var store: Store?
  private var reused = 0

  /// Creates an empty cache.
  public init() {}

  /// Two caches are equal when they are the same object (a stack's equality ignores what it
  /// has cached).
  public static func == (lhs: StackLayoutCache, rhs: StackLayoutCache) -> Bool { lhs === rhs }

  /// Takes the slots out for a pass of `count` children with `context`'s settings (empty ones
  /// when the last pass ran with other settings or children, or another pass holds them).
  func take(count: Int, context: LayoutContext) -> Store {
    lock.lock()
    let taken = store
    store = nil
    lock.unlock()
    if let taken, taken.count == count, taken.compatibility == context.compatibility,
      taken.scale == context.scale
    {
      return taken
    }
    return Store(count: count, compatibility: context.compatibility, scale: context.scale)
  }

  /// Gives the slots back after a pass in which `reused` children took a kept layout.
  func put(_ taken: Store, reused: Int) {
    lock.lock()
    defer { lock.unlock() }
    store = taken
    self.reused = reused
  }

  /// Gives the slots back after a pass that measured no children.
  func put(_ taken: Store) {
    lock.lock()
    defer { lock.unlock() }
    store = taken
  }

  /// How many children the last pass took from the cache instead of measuring them.
  public var reusedInLastPass: Int {
    lock.lock()
    defer { lock.unlock() }
    return reused
  }

  /// Forgets every kept layout.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    store = nil
  }
}

extension LayoutSpec.Kind {
  /// Whether the two are the same value: first by identity (every case is indirect, so a kind is
  /// one reference to an immutable box, and one box holds one value), then by equality.
  @inline(__always) func isSame(as other: LayoutSpec.Kind) -> Bool {
    if MemoryLayout<LayoutSpec.Kind>.size == MemoryLayout<UInt>.size,
      unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
    {
      return true
    }
    return self == other
  }
}
