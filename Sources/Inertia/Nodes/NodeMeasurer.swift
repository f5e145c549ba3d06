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
    // One list's cells share its screen: the pass measures them all on its grid. Nodes shown on
    // screens of different scales are measured serially, each on its own.
    let scale = nodes[0].measuringScale
    guard nodes.allSatisfy({ $0.measuringScale == scale }) else {
      return zip(nodes, ranges).map { $0.calculateLayoutThatFits($1) }
    }
    return DisplayNode.measuring(atScale: scale) {
      concurrentLayouts(of: nodes, in: ranges, threads: threads, context: LayoutContext(scale: scale))
    }
  }

  /// The concurrent pass of ``layouts(of:in:concurrently:workers:)`` on `threads` threads, the
  /// workers measuring in `context`.
  private static func concurrentLayouts(
    of nodes: [DisplayNode], in ranges: [SizeRange], threads: Int, context: LayoutContext
  ) -> [Layout] {
    let server = ContentServer(workers: threads - 1, context: context)
    server.start()
    var layouts: [Layout] = []
    layouts.reserveCapacity(nodes.count)
    var back = nodes.count
    var cost = HandOffCost()
    while layouts.count < back {
      server.answerRequests()
      let front = layouts.count
      if server.wantsBlock, back - front > ContentServer.block, cost.handingPays {
        let start = back - ContentServer.block
        let began = DispatchTime.now().uptimeNanoseconds
        var leaves: [NodeIdentity: LayoutNode.Content] = [:]
        let elements = (start..<back).map { prepared(nodes[$0], in: ranges[$0], leaves: &leaves) }
        server.hand(
          ContentServer.Block(start: start, elements: elements, ranges: Array(ranges[start..<back])),
          leaves: leaves)
        cost.prepared(back - start, since: began)
        back = start
      } else {
        let end = min(front + ContentServer.block, back)
        let began = DispatchTime.now().uptimeNanoseconds
        for index in front..<end { layouts.append(nodes[index].calculateLayoutThatFits(ranges[index])) }
        cost.measured(end - front, since: began)
      }
    }
    // The workers' blocks lie after the main actor's cells, each in one piece: in order of start.
    for block in server.finish().sorted(by: { $0.start < $1.start }) {
      layouts.append(contentsOf: block.layouts)
    }
    return layouts
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
    _ node: DisplayNode, in range: SizeRange, leaves: inout [NodeIdentity: LayoutNode.Content]
  ) -> LayoutSpec {
    let element = node.layoutElement()
    guard case .node(var leaf) = element.kind else { return element }
    let content = node.layoutContent(in: range.intersect(element.ownRange(parent: range.max)))
    leaf.content = content
    if case .spec(let spec) = content { collectLeaves(in: spec, into: &leaves) }
    return LayoutSpec(.node(leaf), style: element.style)
  }

  private static func collectLeaves(
    in spec: LayoutSpec, into leaves: inout [NodeIdentity: LayoutNode.Content]
  ) {
    switch spec.kind {
    case .node(let leaf):
      guard case .deferred = leaf.content, let identity = leaf.identity, let node = identity.node else {
        return
      }
      let open = node.layoutContent(in: .unconstrained)
      if case .spec = open { return }
      if open == node.layoutContent(in: SizeRange(exactly: .zero)) {
        leaves[identity] = open
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

/// One concurrent measuring pass: the blocks of cells the main actor hands to the workers, the
/// layouts the workers hand back, and the node contents the workers ask the main actor for.
///
/// Ownership: everything crosses between threads as a value under `condition`. A block (its
/// elements and ranges) belongs to the main actor until it is appended to `waiting`, then to the
/// one worker that removes it; the worker's layouts belong to it until it appends them to
/// `measured`, then to the main actor. A request belongs to its worker until it is appended to
/// `requests`, then to the main actor until it is marked done. No memory is written by two
/// threads, and only this pass's workers reach the server (through their queue's specific value),
/// never another thread measuring meanwhile.
final class ContentServer: @unchecked Sendable {
  /// A worker's request for a node's content in a range; its content is written on the main actor
  /// before `isDone`, under the server's condition.
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

  /// Cells handed to a worker: their elements (content built for their ranges) from `start` on.
  struct Block: Sendable {
    let start: Int
    let elements: [LayoutSpec]
    let ranges: [SizeRange]
  }

  /// The cells measured, or handed to a worker, at a time.
  static let block = 8

  /// The key of the workers' queue naming the pass they work for.
  private static let key = DispatchSpecificKey<ContentServer>()

  /// The pass the calling thread works for: set only on the workers' queue of a pass.
  static var current: ContentServer? { DispatchQueue.getSpecific(key: key) }

  // Every field below is read and written under `condition` (`workers` is immutable).
  private let condition = NSCondition()
  private let workers: Int
  private var waiting: [Block] = []
  private var measured: [(start: Int, layouts: [Layout])] = []
  private var pending = 0
  private var isDone = false
  private var requests: [Request] = []
  /// Contents of leaf nodes that are the same in every range, answered without the main actor.
  /// Keyed by the identities themselves (compared by identity), so each key stays alive for the
  /// pass and no other identity can take its address meanwhile.
  private var leaves: [NodeIdentity: LayoutNode.Content] = [:]

  /// The context the workers measure in (the cells' screen's pixel grid).
  private let context: LayoutContext

  init(workers: Int, context: LayoutContext) {
    self.workers = workers
    self.context = context
  }

  /// Starts the workers on a queue of their own that names this pass.
  func start() {
    let queue = DispatchQueue(label: "inertia.node-measurer", qos: .userInitiated, attributes: .concurrent)
    queue.setSpecific(key: Self.key, value: self)
    for _ in 0..<workers { queue.async { self.work() } }
  }

  /// Whether a worker is about to run out of work (fewer blocks waiting than workers).
  var wantsBlock: Bool {
    condition.lock()
    defer { condition.unlock() }
    return waiting.count < workers
  }

  /// The main actor hands `block` over, with its leaves' range-free contents.
  @MainActor func hand(_ block: Block, leaves newLeaves: [NodeIdentity: LayoutNode.Content]) {
    condition.lock()
    leaves.merge(newLeaves) { old, _ in old }
    waiting.append(block)
    pending += 1
    condition.broadcast()
    condition.unlock()
  }

  /// A worker's loop: measures the blocks handed over until the pass ends.
  private func work() {
    while let block = take() {
      let layouts = zip(block.elements, block.ranges).map { $0.calculateLayoutThatFits($1, context: context) }
      condition.lock()
      measured.append((block.start, layouts))
      pending -= 1
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The next block handed over, waiting for one; nil once the main actor hands no more.
  private func take() -> Block? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty, !isDone { condition.wait() }
    return waiting.isEmpty ? nil : waiting.removeFirst()
  }

  /// Asks the main actor for `identity`'s content in `range` and waits for it (a worker of this
  /// pass only).
  func content(of identity: NodeIdentity, in range: SizeRange) -> LayoutNode.Content? {
    condition.lock()
    defer { condition.unlock() }
    if let leaf = leaves[identity] { return leaf }
    let request = Request(identity: identity, range: range)
    requests.append(request)
    condition.broadcast()
    while !request.isDone { condition.wait() }
    return request.content
  }

  /// The main actor's end of the pass: no more blocks are handed; it answers the workers'
  /// requests until their blocks are measured, then takes their layouts.
  @MainActor func finish() -> [(start: Int, layouts: [Layout])] {
    condition.lock()
    isDone = true
    condition.broadcast()
    while pending > 0 || !requests.isEmpty {
      if requests.isEmpty {
        condition.wait()
        continue
      }
      condition.unlock()
      answerRequests()
      condition.lock()
    }
    let result = measured
    measured = []
    condition.unlock()
    return result
  }

  /// Builds the contents the workers asked for so far.
  @MainActor func answerRequests() {
    condition.lock()
    let batch = requests
    requests.removeAll()
    condition.unlock()
    guard !batch.isEmpty else { return }
    let contents = batch.map { $0.identity.node?.layoutContent(in: $0.range) }
    condition.lock()
    for (request, content) in zip(batch, contents) {
      request.content = content
      request.isDone = true
    }
    condition.broadcast()
    condition.unlock()
  }
}
