import Foundation

/// What a stack measured last time, so measuring it again re-measures only the children that
/// changed, as Texture's nodes keep their layouts per constrained size: each child's layout with
/// the range it was measured in. A child whose spec (``LayoutSpec/Kind``) and resolved range are
/// equal to last time's takes last time's layout; the stack's own two stages then run over every
/// child, which is arithmetic. Layouts are pure functions of those two values, so a stale entry
/// can only miss, never answer wrongly. Shared by measuring passes on any thread.
///
/// A stack without a cache (the default) measures every child every time. ``DisplayNode`` and
/// ``ScrollNode`` give the main stack of their spec (the spec itself, or the stack inside
/// single-child wrappers such as an inset) their cache, so specs built by code or read from a
/// scene get one.
///
/// See also: ``StackLayoutSpec``, ``LayoutCache``.
public final class StackLayoutCache: @unchecked Sendable, Equatable {
  /// One pass's children's kinds, the ranges their layouts were measured in (nil: not measured)
  /// and the layouts, by child index; with the settings the pass ran with. The kinds are kept
  /// rather than the children array so that changing a child's style afterwards changes the
  /// stack's array in place instead of copying it.
  struct Entry {
    var kinds: [LayoutSpec.Kind]
    var ranges: [SizeRange?]
    var layouts: [Layout]
    var compatibility: LayoutCompatibility
    var scale: CGFloat
    /// More layouts of a child, at ranges other than its last one (a flex basis, a CSS probe, a
    /// measure of the stack at another range), so that every range a pass asks for is kept:
    /// keyed by constraint, as Taffy's and Yoga's per-node caches are. Indexed by child (an
    /// array, not a dictionary: no hashing on the measuring path); empty when none has extras.
    var extras: [[Slot]] = []

    init(
      kinds: [LayoutSpec.Kind], ranges: [SizeRange?], layouts: [Layout], compatibility: LayoutCompatibility,
      scale: CGFloat
    ) {
      self.kinds = kinds
      self.ranges = ranges
      self.layouts = layouts
      self.compatibility = compatibility
      self.scale = scale
    }

    /// An empty entry for `context`.
    init(context: LayoutContext) {
      self.init(
        kinds: [], ranges: [], layouts: [], compatibility: context.compatibility, scale: context.scale)
    }

    /// Last pass's layout of child `index` when `kind` measured in `range` gave it.
    func layout(_ index: Int, kind: LayoutSpec.Kind, range: SizeRange) -> Layout? {
      guard index < ranges.count else { return nil }
      if ranges[index] == range {
        return kinds[index].isSame(as: kind) ? layouts[index] : nil
      }
      return extraLayout(index, kind: kind, range: range)
    }

    /// The same among the extra ranges only.
    func extraLayout(_ index: Int, kind: LayoutSpec.Kind, range: SizeRange) -> Layout? {
      guard index < extras.count, !extras[index].isEmpty else { return nil }
      // By index, so that only the matching slot's layout is copied (retained).
      for slot in extras[index].indices where extras[index][slot].range == range {
        return kinds[index].isSame(as: kind) ? extras[index][slot].layout : nil
      }
      return nil
    }

    /// This pass's entry merged with `old` (the previous one): a child whose kind is unchanged
    /// keeps its earlier ranges' layouts as extras, at most ``Slot/capacity`` of them.
    mutating func merge(_ old: Entry) {
      let count = min(old.ranges.count, ranges.count)
      for index in 0..<count {
        let oldRange = old.ranges[index]
        let movedRange = oldRange != nil && oldRange != ranges[index]
        let oldExtras = index < old.extras.count ? old.extras[index] : []
        guard movedRange || !oldExtras.isEmpty, old.kinds[index].isSame(as: kinds[index]) else { continue }
        if extras.count < ranges.count { extras += Array(repeating: [], count: ranges.count - extras.count) }
        var slots = extras[index]
        extras[index] = []
        func keep(_ slot: Slot) {
          guard slots.count < Slot.capacity, slot.range != ranges[index],
            !slots.contains(where: { $0.range == slot.range })
          else { return }
          slots.append(slot)
        }
        if movedRange, let oldRange { keep(Slot(range: oldRange, layout: old.layouts[index])) }
        for slot in oldExtras { keep(slot) }
        extras[index] = slots
      }
    }
  }

  /// A child's layout at one range.
  struct Slot {
    /// Extra ranges kept per child.
    static let capacity = 6
    var range: SizeRange
    var layout: Layout
  }

  private let lock = NSLock()
  private var entry: Entry?
  private var reused = 0

  /// Creates an empty cache.
  public init() {}

  /// Two caches are equal when they are the same object (a stack's equality ignores what it
  /// has cached).
  public static func == (lhs: StackLayoutCache, rhs: StackLayoutCache) -> Bool { lhs === rhs }

  /// The last pass's entry when it ran with `context`'s settings.
  func entry(for context: LayoutContext) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry, entry.compatibility == context.compatibility, entry.scale == context.scale else {
      return nil
    }
    return entry
  }

  /// Keeps `entry` for the next pass; `reused` children took the previous pass's layouts.
  func store(_ entry: Entry, reused: Int) {
    lock.lock()
    defer { lock.unlock() }
    self.entry = entry
    self.reused = reused
  }

  /// How many children the last pass took from the cache instead of measuring them.
  public var reusedInLastPass: Int {
    lock.lock()
    defer { lock.unlock() }
    return reused
  }

  /// Forgets the last pass.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    entry = nil
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
