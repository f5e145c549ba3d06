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
  /// The slots of one stack's children, by child index, for one setting of the rules: memory
  /// this object owns, a slot's layout initialized only once it holds one, so making slots for a
  /// cold pass writes nothing per slot, and a pass reads and writes them in place (no
  /// copy-on-write check, no optional layouts). One pass at a time holds a store (``take(count:context:)``
  /// hands it over with one atomic exchange, ``StoreShelf``), which makes it safe to send.
  final class Store: @unchecked Sendable {
    /// Slots per child: a pass asks a child for up to three ranges (basis, flex, stretch) each
    /// time its stack is measured, and a stack is measured at up to three ranges by its parent.
    static let slotsPerChild = 8

    /// What is kept of one child besides its layouts.
    struct Child {
      /// The kind the slots were measured for (nil: none yet).
      var kind: LayoutSpec.Kind?
      /// How many slots hold a layout for ``kind`` (those from the child's first slot on).
      var used: UInt8 = 0
      /// How many slots are initialized (at least ``used``): slots of a kind given up keep their
      /// layouts, emptied, so their sublayout storage is written again in place (see
      /// ``spare(_:)``) instead of being freed and allocated anew.
      var initialized: UInt8 = 0
      /// The slot the next layout goes to: ``used`` until all are used, then the oldest.
      var next: UInt8 = 0
      /// The min-content width and height (NaN: not worked out yet).
      var minContent = CGSize(width: CGFloat.nan, height: .nan)
      /// A kind (its box's address) found unequal to ``kind`` by a comparison higher up, and
      /// that kind's box: binding it drops the slots without comparing again (0: none).
      var unequalNew: UInt = 0
      var unequalOld: UInt = 0
    }

    let compatibility: LayoutCompatibility
    let scale: CGFloat
    let count: Int
    /// Per child.
    let children: UnsafeMutablePointer<Child>
    /// ``slotsPerChild`` per child: the ranges, apart from their layouts so that a lookup scans
    /// plain values.
    private let ranges: UnsafeMutablePointer<SizeRange>
    /// ``slotsPerChild`` per child; only a child's first ``Child/used`` are initialized.
    let layouts: UnsafeMutablePointer<Layout>

    /// Empty slots for `count` children, in one allocation (children, then ranges, then layouts).
    init(count: Int, compatibility: LayoutCompatibility, scale: CGFloat) {
      self.compatibility = compatibility
      self.scale = scale
      self.count = max(count, 0)
      let slotCount = max(self.count * Self.slotsPerChild, 1)
      let (rangeOffset, layoutOffset, byteCount) = Self.offsets(count: self.count)
      let memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: Self.alignment)
      children = memory.bindMemory(to: Child.self, capacity: max(self.count, 1))
      children.initialize(repeating: Child(), count: self.count)
      ranges = (memory + rangeOffset).bindMemory(to: SizeRange.self, capacity: slotCount)
      layouts = (memory + layoutOffset).bindMemory(to: Layout.self, capacity: slotCount)
    }

    /// The alignment of the store's memory: enough for each of its three parts.
    private static let alignment = max(
      MemoryLayout<Child>.alignment, MemoryLayout<SizeRange>.alignment, MemoryLayout<Layout>.alignment)

    /// Where the ranges and the layouts start in the memory of `count` children, and its size.
    private static func offsets(count: Int) -> (ranges: Int, layouts: Int, bytes: Int) {
      func aligned(_ offset: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
      let slotCount = max(count * slotsPerChild, 1)
      let ranges = aligned(max(count, 1) * MemoryLayout<Child>.stride)
      let layouts = aligned(ranges + slotCount * MemoryLayout<SizeRange>.stride)
      return (ranges, layouts, layouts + slotCount * MemoryLayout<Layout>.stride)
    }

    deinit {
      for index in 0..<count {
        (layouts + index &* Self.slotsPerChild).deinitialize(count: Int(children[index].initialized))
      }
      children.deinitialize(count: count)
      UnsafeMutableRawPointer(children).deallocate()
    }

    /// No slots (a stack without a cache; never written).
    static let none = Store(count: 0, compatibility: .texture, scale: 2)

    /// Makes child `index`'s slots belong to `kind`: emptied when they were measured for another.
    @inline(__always) func bind(_ index: Int, _ kind: LayoutSpec.Kind) {
      let child = children + index
      if child.pointee.kind != nil {
        let old = child.pointee.kind.unsafelyUnwrapped
        let noted =
          MemoryLayout<LayoutSpec.Kind>.size == MemoryLayout<UInt>.size
          && child.pointee.unequalNew == unsafeBitCast(kind, to: UInt.self)
          && child.pointee.unequalOld == unsafeBitCast(old, to: UInt.self)
        if !noted && old.isKept(as: kind) { return }
        giveUp(index)
      }
      child.pointee.kind = kind
    }

    /// Empties child `index`'s slots (its kind changed). The layouts stay initialized, their
    /// sublayouts emptied now: that releases what they hold of the layouts below (so those are
    /// held once when their own stacks run again) and keeps their storage for the layouts
    /// written in their place (``spare(_:)``).
    @inline(never) private func giveUp(_ index: Int) {
      let child = children + index
      let first = layouts + index &* Self.slotsPerChild
      for slot in 0..<Int(child.pointee.initialized) { Self.empty(&first[slot].sublayouts) }
      (child.pointee.used, child.pointee.next) = (0, 0)
      child.pointee.minContent = CGSize(width: CGFloat.nan, height: .nan)
      (child.pointee.unequalNew, child.pointee.unequalOld) = (0, 0)
    }

    /// Empties `sublayouts`, keeping its storage when nothing else holds it (else letting go).
    @inline(__always) static func empty(_ sublayouts: inout [Layout]) {
      if sublayouts.isEmpty { return }
      if sublayouts.isStorageUnique() {
        sublayouts.removeAll(keepingCapacity: true)
      } else {
        sublayouts = []
      }
    }

    /// Storage for the sublayouts of child `index`'s next layout: the emptied sublayouts of the
    /// layout its next ``keep(_:_:_:)`` replaces, when nothing else holds them (else none). Taken
    /// just before the child is measured, which reads none of this store's slots.
    @inline(__always) func spare(_ index: Int) -> [Layout] {
      let child = children + index
      let cursor = Int(child.pointee.next)
      guard cursor < Int(child.pointee.initialized) else { return [] }
      var spare: [Layout] = []
      swap(&spare, &layouts[index &* Self.slotsPerChild &+ cursor].sublayouts)
      Self.empty(&spare)
      return spare
    }

    /// The slot holding child `index`'s layout at `range` (its layout is ``layouts``[slot]), or
    /// -1 when none does.
    @inline(__always) func slot(_ index: Int, _ range: SizeRange) -> Int {
      var slot = index &* Self.slotsPerChild
      let end = slot &+ Int(children[index].used)
      while slot < end {
        if ranges[slot] == range { return slot }
        slot &+= 1
      }
      return -1
    }

    /// Whether `slot` (one of child `index`'s, from ``slot(_:_:)`` or ``keep(_:_:_:)``) still holds
    /// the layout at `range`: a later ``keep(_:_:_:)`` may have given it to another range.
    @inline(__always) func holds(_ slot: Int, _ range: SizeRange) -> Bool { ranges[slot] == range }

    /// Keeps child `index`'s `layout` at `range` in its next slot; returns that slot.
    @discardableResult
    @inline(__always) func keep(_ layout: consuming Layout, _ index: Int, _ range: SizeRange) -> Int {
      let child = children + index
      let cursor = Int(child.pointee.next)
      let slot = index &* Self.slotsPerChild &+ cursor
      ranges[slot] = range
      if cursor < Int(child.pointee.initialized) {
        layouts[slot] = layout
      } else {
        // Until every slot is initialized the next one is the first uninitialized one.
        (layouts + slot).initialize(to: layout)
        child.pointee.initialized &+= 1
      }
      // Until every slot is used the next one is the first unused one.
      if cursor >= Int(child.pointee.used) { child.pointee.used &+= 1 }
      child.pointee.next = UInt8((cursor &+ 1) % Self.slotsPerChild)
      return slot
    }
  }

  /// The slots between passes (none while a pass holds them), and the last pass's reuse count.
  private let shelf = StoreShelf()

  /// Creates an empty cache.
  public init() {}

  deinit { removeAll() }

  /// Stands for no cache in a ``StackLayoutSpec`` (never taken from).
  static let none = StackLayoutCache()

  /// Two caches are equal when they are the same object (a stack's equality ignores what it
  /// has cached).
  public static func == (lhs: StackLayoutCache, rhs: StackLayoutCache) -> Bool { lhs === rhs }

  /// Takes the slots out for a pass of `count` children with `context`'s settings (empty ones
  /// when the last pass ran with other settings or children, or another pass holds them).
  @inline(__always) func take(count: Int, context: LayoutContext) -> Store {
    if let raw = shelf.exchange(nil) {
      // The shelf's reference is handed to the pass as it is (no retain, no release).
      let taken = Unmanaged<Store>.fromOpaque(raw).takeRetainedValue()
      if taken.count == count, taken.compatibility == context.compatibility, taken.scale == context.scale {
        return taken
      }
    }
    return Store(count: count, compatibility: context.compatibility, scale: context.scale)
  }

  /// Gives the slots back after a pass in which `reused` children took a kept layout.
  @inline(__always) func put(_ taken: Store, reused: Int) {
    shelf.reused = reused
    put(taken)
  }

  /// Gives the slots back after a pass that measured no children. When another pass gave its
  /// slots back meanwhile, theirs give way.
  @inline(__always) func put(_ taken: Store) {
    if let previous = shelf.exchange(Unmanaged.passRetained(taken).toOpaque()) {
      Unmanaged<Store>.fromOpaque(previous).release()
    }
  }

  /// Notes that child `index`'s kind (box `old`) was found unequal to the kind in box `new`, for
  /// the next pass that binds it; nothing when a pass holds the slots. A stale note (an address
  /// reused) can only drop slots that could have been kept.
  func noteUnequal(_ index: Int, old: UInt, new: UInt) {
    guard let raw = shelf.exchange(nil) else { return }
    let store = Unmanaged<Store>.fromOpaque(raw).takeUnretainedValue()
    if index < store.count, store.children[index].kind != nil {
      store.children[index].unequalOld = old
      store.children[index].unequalNew = new
    }
    // Back on the shelf with the reference taken off it.
    if let previous = shelf.exchange(raw) { Unmanaged<Store>.fromOpaque(previous).release() }
  }

  /// How many children the last pass took from the cache instead of measuring them.
  public var reusedInLastPass: Int { shelf.reused }

  /// Forgets every kept layout.
  public func removeAll() {
    if let raw = shelf.exchange(nil) { Unmanaged<Store>.fromOpaque(raw).release() }
  }
}

extension Array {
  /// Whether this array alone holds its storage (false for the shared empty storage, and where
  /// an array may be bridged: there it is not one plain reference).
  @inline(__always) mutating func isStorageUnique() -> Bool {
    #if _runtime(_ObjC)
      return false
    #else
      guard MemoryLayout<[Element]>.size == MemoryLayout<AnyObject>.size else { return false }
      return withUnsafeMutablePointer(to: &self) { array in
        // The native check, inlined (the generic isKnownUniquelyReferenced is a call into the
        // standard library).
        UnsafeMutableRawPointer(array).withMemoryRebound(to: AnyObject.self, capacity: 1) {
          _isUnique_native(&$0.pointee)
        }
      }
    #endif
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

extension LayoutSpec.Kind {
  /// Whether slots measured for this kind may serve `other` (``isSame(as:)``); comparing two
  /// stacks notes each pair of their children found unequal in the stacks' cache (see
  /// ``StackLayoutCache/noteUnequal(_:old:new:)``), so the stacks along a changed path, each
  /// comparing its changed child, walk the path once instead of once per stack.
  func isKept(as other: LayoutSpec.Kind) -> Bool {
    guard MemoryLayout<LayoutSpec.Kind>.size == MemoryLayout<UInt>.size else { return isSame(as: other) }
    if unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self) { return true }
    guard case .stack(let a) = self, case .stack(let b) = other else { return self == other }
    return a.isKept(as: b)
  }
}

extension StackLayoutSpec {
  /// Equality (``==``) with each differing child stack compared through ``LayoutSpec/Kind/isKept(as:)``.
  fileprivate func isKept(as other: StackLayoutSpec) -> Bool {
    guard direction == other.direction, spacing == other.spacing, justifyContent == other.justifyContent,
      alignItems == other.alignItems, flexWrap == other.flexWrap, alignContent == other.alignContent,
      lineSpacing == other.lineSpacing, cacheReference === other.cacheReference,
      children.count == other.children.count
    else { return false }
    return children.withUnsafeBufferPointer { left in
      other.children.withUnsafeBufferPointer { right in
        guard let a = left.baseAddress, let b = right.baseAddress, a != b else { return true }
        for index in left.indices {
          let (x, y) = (a + index, b + index)
          guard x.pointee.style == y.pointee.style else { return false }
          if x.pointee.kind.isKept(as: y.pointee.kind) { continue }
          if cacheReference !== StackLayoutCache.none {
            cacheReference.noteUnequal(
              index, old: unsafeBitCast(x.pointee.kind, to: UInt.self),
              new: unsafeBitCast(y.pointee.kind, to: UInt.self))
          }
          return false
        }
        return true
      }
    }
  }
}
