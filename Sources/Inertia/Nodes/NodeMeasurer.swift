import Foundation

/// Measures many nodes, each within its own constrained size, as Texture's data controller
/// measures a list's cell nodes: one after another on the main actor, or concurrently on
/// background threads.
///
/// Concurrently, the layout arithmetic (stacks, insets, text, every spec kind) runs on worker
/// threads while the main actor answers the one thing that must run there: a node's
/// `layoutSpecThatFits(_:)` (nodes are main-actor objects in Swift 6, where Texture's are
/// thread-safe). A worker that reaches a node whose spec it has not got for the range it measures
/// it in asks the main actor, which serves such requests until every node is measured. The
/// layouts are pure functions of the specs, so both ways give the same layouts, frame for frame;
/// only the order in which nodes are asked for their specs may differ between runs.
///
/// See also: ``DisplayNode/calculateLayoutThatFits(_:)``, ``DisplayNode/applyMeasuredLayout(_:)``.
@preconcurrency @MainActor
public enum NodeMeasurer {
  /// The fewest nodes measured concurrently; fewer are measured on the main actor (the threads
  /// would cost more than they save).
  public static let minimumConcurrentCount = 4

  /// The layouts of `nodes`, each measured within the range at the same position of `ranges`
  /// (missing ranges are unconstrained). `concurrently` measures on up to `workers` threads
  /// (default: one per processor), the main actor's among them; with one thread, or fewer than
  /// ``minimumConcurrentCount`` nodes, it measures serially.
  ///
  /// Concurrently, the main actor shares the cells with the worker threads in blocks: it measures
  /// blocks from the front itself, as serially, and whenever a worker is about to run out of work
  /// it builds the specs of a block from the back and hands it over (a lock per block, not per
  /// cell). A worker that is slow to run (a busy machine) is handed less, and the main actor stops
  /// handing blocks over when building a block's specs for a worker costs it as much as measuring
  /// the block itself (cells whose specs cost more than their measuring): the pass then costs
  /// about one block more than a serial one. Which thread measures a cell never changes its layout.
  public static func layouts(
    of nodes: [DisplayNode], in ranges: [SizeRange], concurrently: Bool, workers: Int? = nil
  ) -> [Layout] {
    let ranges = nodes.indices.map { $0 < ranges.count ? ranges[$0] : SizeRange.unconstrained }
    let threads = min(max(workers ?? ProcessInfo.processInfo.activeProcessorCount, 1), nodes.count)
    guard concurrently, nodes.count >= minimumConcurrentCount, threads > 1 else {
      return zip(nodes, ranges).map { $0.calculateLayoutThatFits($1) }
    }
    let server = ContentServer(count: nodes.count, ranges: ranges, workers: threads - 1)
    ContentServer.activate(server)
    defer { ContentServer.activate(nil) }
    for _ in 1..<threads {
      DispatchQueue.global(qos: .userInitiated).async { server.work() }
    }
    var front = 0
    var back = nodes.count
    var cost = HandOffCost()
    while front < back {
      server.answerRequests()
      if server.wantsBlock, back - front > ContentServer.block, cost.handingPays {
        let start = back - ContentServer.block
        let began = DispatchTime.now().uptimeNanoseconds
        var leaves: [ObjectIdentifier: LayoutNode.Content] = [:]
        let elements = (start..<back).map { prepared(nodes[$0], in: ranges[$0], leaves: &leaves) }
        server.hand(elements, at: start, leaves: leaves)
        cost.prepared(back - start, since: began)
        back = start
      } else {
        let end = min(front + ContentServer.block, back)
        let began = DispatchTime.now().uptimeNanoseconds
        for index in front..<end {
          server.store(nodes[index].calculateLayoutThatFits(ranges[index]), at: index)
        }
        server.finishedOnMain(end - front)
        cost.measured(end - front, since: began)
        front = end
      }
    }
    server.serve()
    return server.takeResults()
  }

  /// The main actor's costs so far (wall clock, nanoseconds per cell): building cells' specs for the
  /// workers, and measuring cells itself. Handing over pays while building a cell's spec costs under
  /// three quarters of measuring one (the first block is handed over to find out).
  private struct HandOffCost {
    var preparedCells: UInt64 = 0
    var preparing: UInt64 = 0
    var measuredCells: UInt64 = 0
    var measuring: UInt64 = 0

    var handingPays: Bool {
      preparedCells == 0
        || (measuredCells > 0 && preparing * measuredCells * 4 < measuring * preparedCells * 3)
    }

    mutating func prepared(_ cells: Int, since start: UInt64) {
      preparedCells += UInt64(cells)
      preparing += DispatchTime.now().uptimeNanoseconds &- start
    }

    mutating func measured(_ cells: Int, since start: UInt64) {
      measuredCells += UInt64(cells)
      measuring += DispatchTime.now().uptimeNanoseconds &- start
    }
  }

  /// The node's element with its content already built for its range (so no worker asks for it),
  /// and, in `leaves`, the contents of the leaf nodes of that content that are the same in any
  /// range (text, images: built for an unconstrained and a zero range and found equal).
  private static func prepared(
    _ node: DisplayNode, in range: SizeRange, leaves: inout [ObjectIdentifier: LayoutNode.Content]
  ) -> LayoutSpec {
    let element = node.layoutElement()
    guard case .node(var leaf) = element.kind else { return element }
    let content = node.layoutContent(in: range.intersect(element.ownRange(parent: range.max)))
    leaf.content = content
    if case .spec(let spec) = content { collectLeaves(in: spec, into: &leaves) }
    return LayoutSpec(.node(leaf), style: element.style)
  }

  private static func collectLeaves(
    in spec: LayoutSpec, into leaves: inout [ObjectIdentifier: LayoutNode.Content]
  ) {
    switch spec.kind {
    case .node(let leaf):
      guard case .deferred = leaf.content, let identity = leaf.identity, let node = identity.node else {
        return
      }
      let open = node.layoutContent(in: .unconstrained)
      if case .spec = open { return }
      if open == node.layoutContent(in: SizeRange(exactly: .zero)) {
        leaves[ObjectIdentifier(identity)] = open
      }
    case .stack(let stack): for child in stack.children { collectLeaves(in: child, into: &leaves) }
    case .absolute(_, let children), .wrapper(let children):
      for child in children { collectLeaves(in: child, into: &leaves) }
    case .inset(_, let child), .center(_, let child), .ratio(_, let child), .relative(_, let child):
      collectLeaves(in: child, into: &leaves)
    case .overlay(let child, let other), .background(let child, let other), .corner(_, let child, let other):
      collectLeaves(in: child, into: &leaves)
      collectLeaves(in: other, into: &leaves)
    }
  }
}

extension DisplayNode {
  /// Applies a layout measured for this node (by ``NodeMeasurer`` or
  /// ``calculateLayoutThatFits(_:)``): it becomes the calculated layout and positions the
  /// subnodes (adding them when the node manages its subnodes).
  public func applyMeasuredLayout(_ layout: Layout) {
    apply(layout)
  }
}

/// One concurrent measuring pass: the blocks of cells the main actor hands to the workers (their
/// elements prepared), the layouts, and, on the main actor, the node contents the workers ask for.
final class ContentServer: @unchecked Sendable {
  /// A worker's request for a node's content in a range; filled on the main actor.
  final class Request: @unchecked Sendable {
    let identity: NodeIdentity
    let range: SizeRange
    var content: LayoutNode.Content?
    var isDone = false

    init(identity: NodeIdentity, range: SizeRange) {
      self.identity = identity
      self.range = range
    }
  }

  /// The cells measured, or handed to a worker, at a time.
  static let block = 8

  // Every field below is read and written under `condition`, except `ranges` and `workers`
  // (immutable) and the slots of `elements` and `results`: an element slot is written by the main
  // actor before its block is handed over, a result slot by the thread measuring its cell (all
  // read after every cell is finished).
  private let condition = NSCondition()
  private let count: Int
  private let workers: Int
  private let ranges: [SizeRange]
  private let elements: UnsafeMutableBufferPointer<LayoutSpec>
  private let results: UnsafeMutableBufferPointer<Layout>
  /// Blocks handed over and not yet taken; every block ever handed (to deinitialize their elements).
  private var waiting: [Range<Int>] = []
  private var handed: [Range<Int>] = []
  private var finished = 0
  private var isDone = false
  private var requests: [Request] = []
  private var isServing = true
  private var mainIsWaiting = false
  /// Contents of leaf nodes that are the same in every range, answered without the main actor.
  private var leaves: [ObjectIdentifier: LayoutNode.Content] = [:]

  init(count: Int, ranges: [SizeRange], workers: Int) {
    self.count = count
    self.ranges = ranges
    self.workers = workers
    elements = .allocate(capacity: count)
    results = .allocate(capacity: count)
  }

  deinit {
    for range in handed { (elements.baseAddress! + range.lowerBound).deinitialize(count: range.count) }
    elements.deallocate()
    results.deallocate()
  }

  private static let activeLock = NSLock()
  nonisolated(unsafe) private static var activeServer: ContentServer?

  /// Makes `server` answer content requests from threads other than the main one (nil: none).
  static func activate(_ server: ContentServer?) {
    activeLock.lock()
    activeServer = server
    activeLock.unlock()
  }

  /// The server of the pass in progress, if any.
  static var active: ContentServer? {
    activeLock.lock()
    defer { activeLock.unlock() }
    return activeServer
  }

  /// Whether a worker is about to run out of work (fewer blocks waiting than workers).
  var wantsBlock: Bool {
    condition.lock()
    defer { condition.unlock() }
    return waiting.count < workers
  }

  /// The main actor hands over the cells from `start` with their elements (and their leaves'
  /// range-free contents).
  @MainActor func hand(
    _ newElements: [LayoutSpec], at start: Int, leaves newLeaves: [ObjectIdentifier: LayoutNode.Content]
  ) {
    (elements.baseAddress! + start).initialize(from: newElements, count: newElements.count)
    condition.lock()
    leaves.merge(newLeaves) { old, _ in old }
    let range = start..<(start + newElements.count)
    waiting.append(range)
    handed.append(range)
    condition.broadcast()
    condition.unlock()
  }

  /// Stores the layout of cell `index` (each slot by one thread).
  func store(_ layout: Layout, at index: Int) { (results.baseAddress! + index).initialize(to: layout) }

  /// The main actor measured `cells` cells itself.
  @MainActor func finishedOnMain(_ cells: Int) {
    condition.lock()
    finished += cells
    condition.unlock()
  }

  /// A worker's loop: measures the blocks handed over until the pass ends.
  func work() {
    while let range = take() {
      for index in range { store(elements[index].calculateLayoutThatFits(ranges[index]), at: index) }
      condition.lock()
      finished += range.count
      if mainIsWaiting { condition.broadcast() }
      condition.unlock()
    }
  }

  /// The next block handed over, waiting for one; nil once the main actor hands no more.
  private func take() -> Range<Int>? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty, !isDone { condition.wait() }
    return waiting.isEmpty ? nil : waiting.removeFirst()
  }

  /// Asks the main actor for `identity`'s content in `range` and waits for it; nil (not served)
  /// once the pass has ended.
  func content(of identity: NodeIdentity, in range: SizeRange) -> Request? {
    let request = Request(identity: identity, range: range)
    condition.lock()
    defer { condition.unlock() }
    if let leaf = leaves[ObjectIdentifier(identity)] {
      request.content = leaf
      request.isDone = true
      return request
    }
    guard isServing else { return nil }
    requests.append(request)
    condition.broadcast()
    while !request.isDone { condition.wait() }
    return request
  }

  /// The main actor's end of the pass: no more blocks are handed; it waits for the workers'
  /// blocks, answering their requests.
  @MainActor func serve() {
    condition.lock()
    isDone = true
    mainIsWaiting = true
    condition.broadcast()
    while finished < count || !requests.isEmpty {
      if requests.isEmpty {
        condition.wait()
        continue
      }
      condition.unlock()
      answerRequests()
      condition.lock()
    }
    isServing = false
    condition.unlock()
  }

  /// Builds the contents the workers asked for so far.
  @MainActor func answerRequests() {
    condition.lock()
    guard !requests.isEmpty else {
      condition.unlock()
      return
    }
    let batch = requests
    requests.removeAll()
    condition.unlock()
    for request in batch { request.content = request.identity.node?.layoutContent(in: request.range) }
    condition.lock()
    for request in batch { request.isDone = true }
    condition.broadcast()
    condition.unlock()
  }

  /// The layouts, once every cell is measured (the results move out of the server).
  @MainActor func takeResults() -> [Layout] {
    let layouts = Array(UnsafeMutableBufferPointer(start: results.baseAddress, count: count))
    results.baseAddress?.deinitialize(count: count)
    return layouts
  }
}
