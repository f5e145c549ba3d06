/// A max-heap of definitions by creation order, for expanding later definitions first.
struct DefinitionHeap {
  /// The entries, a binary max-heap by sequence (a struct of two numbers: specialized storage).
  private var items: [Entry] = []

  struct Entry {
    var sequence: Int
    var index: Int
  }

  /// Whether no definition waits, and the entries its storage holds without growing.
  var isEmpty: Bool { items.isEmpty }
  /// The sequence of the entry ``pop()`` would return next (nil when empty).
  var topSequence: Int? { items.first?.sequence }

  /// Empties the heap, keeping its storage.
  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
  var capacity: Int { items.capacity }

  mutating func push(_ sequence: Int, _ index: Int) {
    // The new entry rises through a hole: each parent it passes moves down once.
    let entry = Entry(sequence: sequence, index: index)
    items.append(entry)
    items.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) >> 1
        guard heap[parent].sequence < sequence else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = entry
    }
  }

  mutating func pop() -> Int? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last.index }
    // The last entry sinks from the top through a hole.
    return items.withUnsafeMutableBufferPointer { heap in
      let top = heap[0].index
      let count = heap.count
      var parent = 0
      while true {
        var child = 2 * parent + 1
        guard child < count else { break }
        if child + 1 < count && heap[child + 1].sequence > heap[child].sequence { child += 1 }
        guard heap[child].sequence > last.sequence else { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
      return top
    }
  }
}
