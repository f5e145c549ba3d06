import Foundation

/// Moves a list's cell nodes between interface states as it scrolls, as Texture's
/// ASRangeController: nodes in the visible rect are visible, displayed and preloaded; nodes in
/// the display range (the visible rect grown by the display tuning parameters) are displayed and
/// preloaded; nodes in the preload range are preloaded; the rest only stay measured.
///
/// The ranges start in ``LayoutRangeMode/minimum`` and go to ``LayoutRangeMode/full`` once the
/// user begins dragging (``userWillBeginDragging()``) while the list is in a window. While the
/// list is not in a window nothing is visible: the nodes of the visible rect are displayed and
/// preloaded, those of the display range preloaded. The ranges lean toward the direction of
/// scrolling; when the list is still, toward the last direction (down and right at first).
///
/// Each update visits the visible rows, then the rest of the display range, then the rest of the
/// preload range, each in index-path order (Texture visits sets in hash order; the order here is
/// fixed so traces are), then the nodes that left every range, in the order they were visited last.
///
/// See also: ``InterfaceState``, ``RangeTuningParameters``.
@preconcurrency @MainActor
public final class RangeController {
  private var tuning: [LayoutRangeMode: [LayoutRangeType: RangeTuningParameters]] = [:]
  /// The range mode of the last update; nil before the first.
  public private(set) var currentRangeMode: LayoutRangeMode?
  private var preservesRangeMode = false
  private var contentHasBeenScrolled = false
  private var previousDirection: ScrollNode.ScrollableDirections = [.down, .right]
  private var inRange: [DisplayNode] = []
  private var visibleNodes: [DisplayNode] = []

  /// Creates a controller with Texture's default parameters.
  public init() {
    for mode in LayoutRangeMode.allCases {
      for type in LayoutRangeType.allCases {
        tuning[mode, default: [:]][type] = mode.defaultTuningParameters(for: type)
      }
    }
  }

  /// The parameters of `rangeType` in `mode` (default the full mode).
  public func tuningParameters(for rangeType: LayoutRangeType, mode: LayoutRangeMode = .full)
    -> RangeTuningParameters
  {
    tuning[mode]?[rangeType] ?? .zero
  }

  /// Sets the parameters of `rangeType` in `mode` (default the full mode); used from the next
  /// update.
  public func setTuningParameters(
    _ parameters: RangeTuningParameters, for rangeType: LayoutRangeType, mode: LayoutRangeMode = .full
  ) {
    tuning[mode, default: [:]][rangeType] = parameters
  }

  /// The user began dragging: the ranges go to the full mode from the next update.
  public func userWillBeginDragging() {
    contentHasBeenScrolled = true
    preservesRangeMode = true
    currentRangeMode = .full
  }

  /// Puts the ranges in `mode` from the next update and keeps it through that update, as
  /// Texture's `updateCurrentRangeWithMode:` (after it the mode follows the list again). Returns
  /// whether the mode changed, in which case the caller schedules an update.
  @discardableResult public func updateCurrentRange(with mode: LayoutRangeMode) -> Bool {
    preservesRangeMode = true
    guard currentRangeMode != mode else { return false }
    currentRangeMode = mode
    return true
  }

  /// What an update needs to know of the list.
  public struct Snapshot {
    /// The rows or items whose cells are on screen.
    public var visible: [IndexPath]
    /// The list's bounds (its visible rect in content coordinates).
    public var bounds: CGRect
    /// The directions the list scrolls in.
    public var scrollableDirections: ScrollNode.ScrollableDirections
    /// The direction it is scrolling in now (empty when still).
    public var scrollDirection: ScrollNode.ScrollableDirections
    /// Whether the list is in a window.
    public var isInWindow: Bool

    /// Creates a snapshot.
    public init(
      visible: [IndexPath], bounds: CGRect, scrollableDirections: ScrollNode.ScrollableDirections,
      scrollDirection: ScrollNode.ScrollableDirections, isInWindow: Bool
    ) {
      self.visible = visible
      self.bounds = bounds
      self.scrollableDirections = scrollableDirections
      self.scrollDirection = scrollDirection
      self.isInWindow = isInWindow
    }
  }

  /// Updates every node's state. `indexPaths` gives the rows or items whose frames meet a rect;
  /// `node` the node of one (nil when it has none).
  public func update(
    _ snapshot: Snapshot, indexPaths: (CGRect) -> [IndexPath], node: (IndexPath) -> DisplayNode?
  ) {
    var direction = snapshot.scrollDirection
    if direction.isEmpty { direction = previousDirection }
    previousDirection = direction
    func paths(_ mode: LayoutRangeMode, _ type: LayoutRangeType) -> [IndexPath] {
      let rect = tuningParameters(for: type, mode: mode).expand(
        snapshot.bounds, scrollableDirections: snapshot.scrollableDirections, scrollDirection: direction)
      return indexPaths(rect)
    }
    guard !snapshot.visible.isEmpty else {
      setVisibleNodes(paths(.visibleOnly, .display).compactMap(node))
      return
    }
    let mode = rangeMode(isInWindow: snapshot.isInWindow)
    let displayParameters = tuningParameters(for: .display, mode: mode)
    let preloadParameters = tuningParameters(for: .preload, mode: mode)
    let display: [IndexPath] =
      mode == .lowMemory ? [] : displayParameters == .zero ? snapshot.visible : paths(mode, .display)
    let preload: [IndexPath] =
      preloadParameters == displayParameters
      ? display : preloadParameters == .zero ? snapshot.visible : paths(mode, .preload)
    let states = Self.states(
      visible: snapshot.visible, display: display, preload: preload, isInWindow: snapshot.isInWindow,
      mode: mode)
    var visited: [DisplayNode] = []
    var visitedIDs = Set<ObjectIdentifier>()
    var newVisible: [DisplayNode] = []
    for (path, state) in states {
      guard let cell = node(path), visitedIDs.insert(ObjectIdentifier(cell)).inserted else { continue }
      visited.append(cell)
      if state.contains(.visible) { newVisible.append(cell) }
      if cell.givenInterfaceState != state { cell.recursivelySetInterfaceState(state) }
    }
    for cell in inRange where !visitedIDs.contains(ObjectIdentifier(cell)) {
      if cell.givenInterfaceState != .measureLayout { cell.recursivelySetInterfaceState(.measureLayout) }
    }
    inRange = visited
    setVisibleNodes(newVisible)
    currentRangeMode = mode
    preservesRangeMode = false
  }

  /// Stops managing `nodes`, which their list dropped (deleted or reloaded rows), as Texture's
  /// range controller, which visits the index paths of its element map, no longer reaches them:
  /// the next update takes the visible state from those that have it and leaves their other
  /// states as they are.
  public func forgetRemovedNodes(_ nodes: [DisplayNode]) {
    guard !nodes.isEmpty else { return }
    let ids = Set(nodes.map(ObjectIdentifier.init))
    inRange.removeAll { ids.contains(ObjectIdentifier($0)) }
  }

  /// Forgets the nodes of the last update (their rows were reloaded) without changing them.
  public func forgetNodes() {
    inRange.removeAll()
    visibleNodes.removeAll()
  }

  private func rangeMode(isInWindow: Bool) -> LayoutRangeMode {
    guard let current = currentRangeMode else { return .minimum }
    if !preservesRangeMode && contentHasBeenScrolled && isInWindow { return .full }
    return current
  }

  /// The state of each row in range, in visiting order.
  private static func states(
    visible: [IndexPath], display: [IndexPath], preload: [IndexPath], isInWindow: Bool,
    mode: LayoutRangeMode
  ) -> [(IndexPath, InterfaceState)] {
    let visibleSet = Set(visible)
    let displaySet = Set(display)
    let preloadSet = Set(preload)
    var order = visible.sorted()
    order += display.filter { !visibleSet.contains($0) }.sorted()
    order += preload.filter { !visibleSet.contains($0) && !displaySet.contains($0) }.sorted()
    return order.map { path in
      var state = InterfaceState.measureLayout
      if isInWindow {
        if visibleSet.contains(path) {
          state.formUnion([.visible, .display, .preload])
        } else {
          if preloadSet.contains(path) { state.insert(.preload) }
          if displaySet.contains(path) { state.insert(.display) }
        }
      } else if visibleSet.contains(path) {
        state.insert(.preload)
        if mode != .lowMemory { state.insert(.display) }
      } else if displaySet.contains(path) {
        state.insert(.preload)
      }
      return (path, state)
    }
  }

  private func setVisibleNodes(_ nodes: [DisplayNode]) {
    let ids = Set(nodes.map(ObjectIdentifier.init))
    for cell in visibleNodes where !ids.contains(ObjectIdentifier(cell)) && cell.isVisible {
      cell.exitInterfaceState(.visible)
    }
    visibleNodes = nodes
  }
}
