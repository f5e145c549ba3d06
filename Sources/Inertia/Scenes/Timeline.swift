/// Merges several time-ordered sources into one stream ordered by (time, source, position), making
/// each element only when it comes up: memory is O(sources), whatever the sources' lengths.
///
/// Each source must give non-decreasing times. A binary heap holds one cursor per source.
///
/// See also: ``ReplayRunner``, ``GestureTrack``.
struct Timeline<Element> {
  private struct Cursor {
    var element: Element
    var time: Double
    var source: Int
    var position: Int
  }

  private let sources: [(count: Int, make: (Int) -> Element)]
  private let time: (Element) -> Double
  private var heap: [Cursor] = []

  /// A timeline over `sources`, each a count and a function making the element at a position.
  init(_ sources: [(Int, (Int) -> Element)], time: @escaping (Element) -> Double) {
    self.sources = sources.map { (count: $0.0, make: $0.1) }
    self.time = time
    for source in self.sources.indices where self.sources[source].count > 0 {
      push(source: source, position: 0)
    }
  }

  /// The time of the next element, or nil when all are used.
  var nextTime: Double? { heap.first?.time }

  /// The next element without taking it.
  func peek() -> Element? { heap.first?.element }

  /// Takes the next element (and makes its source's following one).
  mutating func pop() {
    guard let top = heap.first else { return }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
    if top.position + 1 < sources[top.source].count { push(source: top.source, position: top.position + 1) }
  }

  private static func precedes(_ a: Cursor, _ b: Cursor) -> Bool {
    (a.time, a.source, a.position) < (b.time, b.source, b.position)
  }

  private mutating func push(source: Int, position: Int) {
    let element = sources[source].make(position)
    heap.append(Cursor(element: element, time: time(element), source: source, position: position))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      var best = parent
      for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count {
        if Self.precedes(heap[child], heap[best]) { best = child }
      }
      guard best != parent else { return }
      heap.swapAt(parent, best)
      parent = best
    }
  }
}
