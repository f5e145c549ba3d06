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
  /// (missing ranges are unconstrained). `concurrently` measures on up to `workers` background
  /// threads (default: one per processor).
  public static func layouts(
    of nodes: [DisplayNode], in ranges: [SizeRange], concurrently: Bool, workers: Int? = nil
  ) -> [Layout] {
    let ranges = nodes.indices.map { $0 < ranges.count ? ranges[$0] : SizeRange.unconstrained }
    let threads = min(max(workers ?? ProcessInfo.processInfo.activeProcessorCount, 1), nodes.count)
    guard concurrently, nodes.count >= minimumConcurrentCount, threads > 0 else {
      return zip(nodes, ranges).map { $0.calculateLayoutThatFits($1) }
    }
    var leaves: [ObjectIdentifier: LayoutNode.Content] = [:]
    let elements = nodes.indices.map { prepared(nodes[$0], in: ranges[$0], leaves: &leaves) }
    let server = ContentServer(elements: elements, ranges: ranges, leaves: leaves)
    ContentServer.activate(server)
    defer { ContentServer.activate(nil) }
    for _ in 0..<threads {
      DispatchQueue.global(qos: .userInitiated).async { server.work() }
    }
    server.serve()
    return server.results.map { $0! }
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

/// One concurrent measuring pass: hands out the nodes to measure and, on the main actor, builds
/// the node contents the workers ask for.
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

  // Every field below is read and written under `condition`, except `elements` and `ranges`
  // (immutable) and `results` (each slot written by one worker, read after all finished).
  private let condition = NSCondition()
  private let elements: [LayoutSpec]
  private let ranges: [SizeRange]
  private(set) var results: [Layout?]
  private var next = 0
  private var finished = 0
  private var requests: [Request] = []
  private var isServing = true

  /// Contents of leaf nodes that are the same in every range, answered without the main actor.
  private let leaves: [ObjectIdentifier: LayoutNode.Content]

  init(elements: [LayoutSpec], ranges: [SizeRange], leaves: [ObjectIdentifier: LayoutNode.Content]) {
    self.elements = elements
    self.ranges = ranges
    self.leaves = leaves
    results = Array(repeating: nil, count: elements.count)
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

  /// A worker's loop: measures nodes until none is left.
  func work() {
    while let index = take() {
      let layout = elements[index].calculateLayoutThatFits(ranges[index])
      condition.lock()
      results[index] = layout
      finished += 1
      condition.broadcast()
      condition.unlock()
    }
  }

  private func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard next < elements.count else { return nil }
    next += 1
    return next - 1
  }

  /// Asks the main actor for `identity`'s content in `range` and waits for it; nil (not served)
  /// once the pass has ended.
  func content(of identity: NodeIdentity, in range: SizeRange) -> Request? {
    let request = Request(identity: identity, range: range)
    if let leaf = leaves[ObjectIdentifier(identity)] {
      request.content = leaf
      request.isDone = true
      return request
    }
    condition.lock()
    guard isServing else {
      condition.unlock()
      return nil
    }
    requests.append(request)
    condition.broadcast()
    while !request.isDone { condition.wait() }
    condition.unlock()
    return request
  }

  /// The main actor's loop: builds the contents asked for until every node is measured (and
  /// every request made meanwhile, from any thread, is answered).
  @MainActor func serve() {
    condition.lock()
    while finished < elements.count || !requests.isEmpty {
      if requests.isEmpty {
        condition.wait()
        continue
      }
      let batch = requests
      requests.removeAll()
      condition.unlock()
      for request in batch { request.content = request.identity.node?.layoutContent(in: request.range) }
      condition.lock()
      for request in batch { request.isDone = true }
      condition.broadcast()
    }
    isServing = false
    condition.unlock()
  }
}
