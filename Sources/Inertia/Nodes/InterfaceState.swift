import Foundation

/// Where a node stands relative to the screen, as Texture's ASInterfaceState: a list's range
/// controller moves each cell node (and every node inside it) between these as it scrolls.
/// ``preload`` comes first (fetch data), then ``display`` (draw), then ``visible`` (on screen).
///
/// See also: ``DisplayNode/interfaceState``, ``RangeController``.
public struct InterfaceState: OptionSet, Hashable, Sendable {
  /// The raw bits (Texture's values).
  public let rawValue: UInt
  /// Creates a state from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The node is kept measured (every node a list holds). Bit 1.
  public static let measureLayout = InterfaceState(rawValue: 1 << 0)
  /// The node is near enough to load its data. Bit 2.
  public static let preload = InterfaceState(rawValue: 1 << 1)
  /// The node is near enough to draw its contents. Bit 4.
  public static let display = InterfaceState(rawValue: 1 << 2)
  /// At least one point of the node is on screen. Bit 8.
  public static let visible = InterfaceState(rawValue: 1 << 3)
  /// Every state: a node in an on-screen window outside any list.
  public static let inHierarchy: InterfaceState = [.measureLayout, .preload, .display, .visible]
}

extension DisplayNode {
  /// Gives the node, then each of its subnodes depth first, `state`, as Texture's
  /// recursivelySetInterfaceState: each node whose state changes hears, in this order, preload
  /// entered or exited, display entered or exited, visible entered or exited, then
  /// ``interfaceStateDidChange(_:from:)``. The nodes a node shows in its view
  /// (``hostedNodes``) follow its subnodes.
  public func recursivelySetInterfaceState(_ state: InterfaceState) {
    applyInterfaceState(state)
    for subnode in subnodes { subnode.recursivelySetInterfaceState(state) }
    for node in hostedNodes { node.recursivelySetInterfaceState(state) }
  }

  /// Takes `state`'s parts from the node, then from each node below it in the same order as
  /// ``recursivelySetInterfaceState(_:)``, each keeping the rest of its own state, as Texture's
  /// `exitInterfaceState:` (a list leaving the preload range takes the preload state from its
  /// rows this way).
  public func exitInterfaceState(_ state: InterfaceState) {
    guard !state.isEmpty else { return }
    applyInterfaceState(givenInterfaceState.subtracting(state))
    for subnode in subnodes { subnode.exitInterfaceState(state) }
    for node in hostedNodes { node.exitInterfaceState(state) }
  }

  /// Moves this node alone to `state`, as Texture's `setInterfaceState:` (which a node outside
  /// any list's rows gets as its view enters or leaves a window): the nodes below keep theirs.
  /// With `reportsPreloadExit` false, leaving the preload state is not reported to the node
  /// (Texture tells only nodes a range controller manages, so that moving a view between windows
  /// does not drop its data); the other hooks are called as by
  /// ``recursivelySetInterfaceState(_:)``.
  package func setOwnInterfaceState(_ state: InterfaceState, reportsPreloadExit: Bool) {
    applyInterfaceState(state, reportsPreloadExit: reportsPreloadExit)
  }

  /// Moves this node alone to `newState`, calling the hooks for each part that changed.
  private func applyInterfaceState(_ newState: InterfaceState, reportsPreloadExit: Bool = true) {
    let oldState = givenInterfaceState
    guard newState != oldState else { return }
    givenInterfaceState = newState
    func changed(_ part: InterfaceState) -> Bool? {
      newState.contains(part) == oldState.contains(part) ? nil : newState.contains(part)
    }
    if let entered = changed(.preload) {
      if entered { didEnterPreloadState() } else if reportsPreloadExit { didExitPreloadState() }
    }
    if let entered = changed(.display) {
      if entered { didEnterDisplayState() } else { didExitDisplayState() }
    }
    if let entered = changed(.visible) {
      if entered { didEnterVisibleState() } else { didExitVisibleState() }
    }
    interfaceStateDidChange(newState, from: oldState)
  }
}
