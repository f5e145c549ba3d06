import Foundation

/// A view tree built from a scene description, with its views by id.
///
/// See also: ``SceneBuilder``, ``ReplayRunner``.
@preconcurrency @MainActor
public final class Scene {
  /// The window holding the tree.
  public let window: Window
  /// Views that have an "id", by id.
  public private(set) var views: [String: View] = [:]
  /// Ids in the order the views appear in the scene (depth first).
  public private(set) var order: [String] = []

  init(window: Window) { self.window = window }

  /// How many views were built so far, and how deep the builder is, for the limits.
  private var viewCount = 0
  private var layoutNodeCount = 0
  private var scrollViewCount = 0
  var depth = 0
  /// The StackViews' shares of their budget so far (``ReplayLimits/stackShare(arranged:distribution:)``).
  var stackShares = 0.0
  /// The cells the lists built so far may show together (``ReplayLimits/listCells``), the views
  /// their node cells may make (``ReplayLimits/listNodeViews``), and each list's share.
  var listCells = 0
  var listNodeViews = 0
  var listShares: [ObjectIdentifier: SceneListShare] = [:]

  func countView(at node: SceneNode) throws {
    viewCount += 1
    guard viewCount <= ReplayLimits.views else {
      throw node.error("more than \(ReplayLimits.views) views in the scene")
    }
  }

  /// Counts a scroll view of the scene (of any kind), bounded by ``ReplayLimits/scrollViews``.
  func countScrollView(at node: SceneNode) throws {
    scrollViewCount += 1
    guard scrollViewCount <= ReplayLimits.scrollViews else {
      throw node.error("more than \(ReplayLimits.scrollViews) scroll views in the scene")
    }
  }

  /// Counts a node of a scroll node's layout spec: one of the scene's views, and of its layout nodes.
  func countLayoutNode(at node: SceneNode) throws {
    layoutNodeCount += 1
    guard layoutNodeCount <= ReplayLimits.layoutNodes else {
      throw node.error("more than \(ReplayLimits.layoutNodes) layout nodes in the scene")
    }
    try countView(at: node)
  }

  func register(_ view: View, id: String, at node: SceneNode) throws {
    guard views[id] == nil else { throw node.error("duplicate view id \(TraceWriter.quote(id))") }
    try checkTraceName(id, of: view, at: node)
    views[id] = view
    order.append(id)
  }

  /// Ids of the form a trace gives the parts of a list (`C#1`, `T[0,3]`), by the list's id, with
  /// their nodes.
  private var partLikeIDs: [String: [(id: String, node: SceneNode)]] = [:]

  /// Refuses an id that a trace gives a part of a list: `C#N`, the orthogonal row of section N of
  /// the collection view `C` (a key of frame and end lines), or `T[S,R]`, the cell node of a
  /// `TableNode` or `CollectionNode` `T` (its delegate lines), whichever of the two views comes
  /// first. Before sweep 56 a scroll view with the id "feed#0" beside the collection view "feed"
  /// wrote frame lines with the key "feed#0" twice, which `inertia diff` refuses (duplicate key).
  private func checkTraceName(_ id: String, of view: View, at node: SceneNode) throws {
    if let (list, part) = Self.listPart(of: id) {
      if let owner = views[list], let message = Self.partMessage(id, list: list, part: part, owner: owner) {
        throw node.error(message)
      }
      partLikeIDs[list, default: []].append((id, node))
    }
    for earlier in partLikeIDs[id] ?? [] {
      guard let (_, part) = Self.listPart(of: earlier.id),
        let message = Self.partMessage(earlier.id, list: id, part: part, owner: view)
      else { continue }
      throw earlier.node.error(message)
    }
  }

  /// The list id and the part (`#N` or `[S,R]`, numbers written as a trace writes them) of an id
  /// of that form.
  private static func listPart(of id: String) -> (String, String)? {
    func number(_ text: Substring) -> Bool { Int(text).map { String($0) == text && $0 >= 0 } ?? false }
    if let hash = id.lastIndex(of: "#"), number(id[id.index(after: hash)...]) {
      return (String(id[..<hash]), String(id[hash...]))
    }
    guard id.hasSuffix("]"), let open = id.lastIndex(of: "[") else { return nil }
    let inner = id[id.index(after: open)..<id.index(before: id.endIndex)].split(
      separator: ",", omittingEmptySubsequences: false)
    guard inner.count == 2, inner.allSatisfy(number) else { return nil }
    return (String(id[..<open]), String(id[open...]))
  }

  /// Why `id` cannot be used beside the list `owner` (nil when `owner` writes no such part).
  private static func partMessage(_ id: String, list: String, part: String, owner: View) -> String? {
    let quoted = TraceWriter.quote(id)
    if part.hasPrefix("#"), owner is CollectionView {
      return "the id \(quoted) is what the trace calls an orthogonal row of the collection view "
        + "\(TraceWriter.quote(list)); give the view another id"
    }
    if part.hasPrefix("["), owner is SceneNodeTableView || owner is SceneNodeCollectionView {
      return "the id \(quoted) is what the trace calls a cell node of \(TraceWriter.quote(list)); "
        + "give the view another id"
    }
    return nil
  }

  /// The nested-scrolling pairs.
  public internal(set) var coordinators: [NestedScrollCoordinator] = []
  /// The row models of tables, by table.
  var tableModels: [ObjectIdentifier: SceneTableModel] = [:]
  /// The item models of collection views, by collection view.
  var collectionModels: [ObjectIdentifier: SceneCollectionModel] = [:]

  /// Each scroll view's zoom view ("zoomView" in the scene), by scroll view.
  var zoomViews: [ObjectIdentifier: View] = [:]
  /// The delegate scroll views have until the replay installs its recorder: it names zoom views
  /// and gives table row heights.
  lazy var builderDelegate = SceneDelegate(scene: self)

  /// The scene's scroll nodes with their "layout" nodes, checked after the first layout.
  var layoutSpecNodes: [(ScrollNode, SceneNode)] = []

  /// The view with `id`.
  public func view(_ id: String) -> View? { views[id] }
}

/// Builds a ``Scene`` from the "scene" object of a replay script (shared/spec/scenes-and-traces.md).
///
/// See also: `SceneProperties`.
@preconcurrency @MainActor
public enum SceneBuilder {
  /// Stacks built without a frame, sized once the tree is in the window.
  private static var sizedStacks: [StackView] = []

  /// A window's safe-area insets: each at least 0, top and bottom together at most the window's
  /// height, left and right at most its width. Before sweep 57 any insets were taken: 500 pt at
  /// the top and bottom of an 844 pt window gave a scroll view adjusted insets of 344 pt each,
  /// 1,000 pt none (the safe rectangle was empty), and negative insets were the window's own while
  /// its views had none.
  static func windowSafeArea(_ node: SceneNode, size: CGSize) throws -> EdgeInsets {
    let insets = try node.insets()
    guard min(insets.top, insets.left, insets.bottom, insets.right) >= 0,
      insets.top + insets.bottom <= size.height, insets.left + insets.right <= size.width
    else {
      throw node.error(
        "safe area insets must be at least 0, top + bottom at most the window's height and left + right at most its width"
      )
    }
    return insets
  }

  /// Builds the window and views; throws ``SceneError`` for anything malformed, or when its labels
  /// break more than `textWork` units of text into lines (each UTF-8 byte 1 with the monospace
  /// measurer, 5 with any other; a replay's frames share them with the build). `preflight` sees
  /// the scene once its views are made and registered, before its constraints are solved and it
  /// is laid out (the costly part of a large scene): a replay checks its steps' views and values
  /// there (sweep 64).
  public static func build(
    _ node: SceneNode, clock: FrameClock, textWork: Int = .max, preflight: ((Scene) throws -> Void)? = nil
  ) throws -> Scene {
    // A build that failed half-way must not leave its stacks to the next one.
    sizedStacks.removeAll()
    _ = try node.object()
    var size = CGSize(width: 390, height: 844)
    var scale: CGFloat = 3
    var safeArea = EdgeInsets.zero
    if let windowNode = node["window"] {
      _ = try windowNode.object()
      if let sizeNode = windowNode["size"] { size = try sizeNode.size() }
      if let scaleNode = windowNode["scale"] {
        let value = try scaleNode.number()
        guard value >= 0.5, value <= 16 else { throw scaleNode.error("scale must be between 0.5 and 16") }
        scale = CGFloat(value)
      }
      if let safeNode = windowNode["safeArea"] { safeArea = try windowSafeArea(safeNode, size: size) }
    }
    let window = Window(size: size, scale: scale, safeAreaInsets: safeArea, clock: clock)
    window.layoutWork.textUnitLimit = textWork
    let scene = Scene(window: window)
    let rootNode = try node.required("root")
    var zoomLinks: [(ScrollView, String, SceneNode)] = []
    var late: [(View, SceneNode)] = []
    let root = try buildView(rootNode, scene: scene, zoomLinks: &zoomLinks, late: &late)
    if rootNode["frame"] == nil { root.frame = window.bounds }
    window.rootView = root
    // Stacks without a frame fit their content; a vertical stack spans its superview's width
    // (a horizontal one its height), as pinned stacks do. Inner stacks first.
    for stack in sizedStacks.reversed() {
      let fitting = stack.sizeThatFits(.zero)
      let parent = stack.superview?.bounds.size ?? window.bounds.size
      stack.frame = CGRect(
        origin: .zero,
        size: stack.axis == .vertical
          ? CGSize(width: parent.width, height: fitting.height)
          : CGSize(width: fitting.width, height: parent.height))
    }
    sizedStacks.removeAll()
    for (scrollView, id, linkNode) in zoomLinks {
      guard let zoomView = scene.views[id], zoomView.isDescendant(of: scrollView), zoomView !== scrollView
      else {
        throw linkNode.error("no subview with id \"\(id)\" in this scroll view")
      }
      scene.zoomViews[ObjectIdentifier(scrollView)] = zoomView
      scrollView.delegate = scene.builderDelegate
    }
    try preflight?(scene)
    try activateAndLayOut(node["constraints"], window: window, scene: scene)
    guard !window.layoutWork.textOverLimit else {
      throw SceneError(path: node.path, ReplayLimits.buildTextWorkMessage)
    }
    try checkFiniteLayouts(of: scene)
    try SceneConstraintCheck.check(scene)
    try buildNested(node["nested"], scene: scene)
    for (view, viewNode) in late {
      for key in SceneProperties.orderedKeys(viewNode.keys) where lateKeys.contains(key) {
        try SceneProperties.apply(key, try viewNode.property(key), to: view, strict: false)
      }
    }
    return scene
  }

  /// Activates the scene's constraints and lays the window out. The first layout pass adds each
  /// solved view's floors (its size at least 0), whose solver work has a budget as the
  /// constraints' has (``ReplayLimits/floorWork``; sweep 65: floors on heights chained by soft
  /// links took in the chain, and 2,000 such views took 30 s to lay out, 25,000 hours, uncounted).
  private static func activateAndLayOut(_ constraintsNode: SceneNode?, window: Window, scene: Scene) throws {
    guard let constraintsNode else {
      window.layoutIfNeeded()
      return
    }
    let engine = window.autoLayout
    try SceneConstraintParser.activate(constraintsNode, scene: scene)
    engine.floorWorkBudget = ReplayLimits.floorWork
    window.layoutIfNeeded()
    engine.floorWorkBudget = nil
    if engine.floorWorkOverBudget { throw constraintsNode.error(ReplayLimits.floorWorkMessage) }
  }

  /// Throws for a scroll node whose spec measured to a size or a node frame that is not finite
  /// (an "inf" size, inset or flex basis along a direction it scrolls in, where nothing bounds
  /// it): before sweep 52 its views ignored those frames with a warning each, keeping 0 x 0, and
  /// the node its content size, so the scene was left half laid out.
  private static func checkFiniteLayouts(of scene: Scene) throws {
    func isFinite(_ rect: CGRect) -> Bool {
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
        && rect.size.height.isFinite
    }
    for (scrollNode, layoutNode) in scene.layoutSpecNodes {
      guard let layout = scrollNode.lastLayout else { continue }
      let size = CGRect(origin: .zero, size: layout.size)
      guard !isFinite(size) || !layout.namedNodeFrames().allSatisfy({ isFinite($0.frame) }) else { continue }
      throw layoutNode.error(
        "the layout spec measures to a size or a node frame that is not finite (an \"inf\" size, inset or flex basis along a direction the node scrolls in)"
      )
    }
  }

  private static func makeView(type: String, at node: SceneNode) throws -> View {
    switch type {
    case "View": return View()
    case "ScrollView": return ScrollView()
    case "TableView": return TableView()
    case "StackView": return StackView()
    case "ScrollNode": return ScrollNode()
    case "Button": return Button()
    case "Switch": return Switch()
    case "Slider": return Slider()
    case "Label": return Label()
    default:
      throw node.error("unknown view type \"\(type)\"")
    }
  }

  private static func buildView(
    _ node: SceneNode, scene: Scene, zoomLinks: inout [(ScrollView, String, SceneNode)],
    late: inout [(View, SceneNode)]
  ) throws -> View {
    _ = try node.object()
    try scene.countView(at: node)
    let typeNode = try node.required("type")
    let type = try typeNode.string()
    let view: View
    switch type {
    case "TableView": view = TableView(frame: .zero, style: try SceneTableModel.style(node))
    case "CollectionView": view = try makeCollectionView(node, scene: scene)
    case "TableNode": view = try SceneNodeList.makeTable(node, clock: scene.window.clock)
    case "CollectionNode": view = try SceneNodeList.makeCollection(node, clock: scene.window.clock)
    default: view = try makeView(type: type, at: typeNode)
    }
    if view is ScrollView { try scene.countScrollView(at: node) }
    if let idNode = node["id"] {
      let id = try idNode.identifier()
      view.identifier = id
      try scene.register(view, id: id, at: idNode)
    }
    if let frameNode = node["frame"] { view.frame = try frameNode.rect() }
    for key in SceneProperties.orderedKeys(node.keys) where !lateKeys.contains(key) {
      try SceneProperties.apply(key, try node.property(key), to: view, strict: false)
    }
    if node.keys.contains(where: lateKeys.contains) { late.append((view, node)) }
    if let scrollNode = view as? ScrollNode, let layoutNode = node["layout"] {
      var reader = LayoutSpecReader(compatibility: scrollNode.layoutCompatibility)
      reader.countNode = { try scene.countLayoutNode(at: $0) }
      scrollNode.layoutSpec = try reader.read(layoutNode)
      scene.layoutSpecNodes.append((scrollNode, layoutNode))
      for (id, content, idNode) in reader.nodes {
        try scene.register(content, id: id, at: idNode)
        scrollNode.addContentNode(content, id: id)
      }
    }
    try attachModel(to: view, node, scene: scene)
    try scene.countList(view, at: node)
    if let scrollView = view as? ScrollView, let zoomNode = node["zoomView"] {
      zoomLinks.append((scrollView, try zoomNode.string(), zoomNode))
    }
    if let subviewsNode = node["subviews"] {
      try buildSubviews(of: view, subviewsNode, scene: scene, zoomLinks: &zoomLinks, late: &late)
    }
    if let stack = view as? StackView, node["frame"] == nil { sizedStacks.append(stack) }
    return view
  }

  /// A list's model and delegate: a node list's rows, or a table's sections and cells from the
  /// scene (the builder's delegate gives heights and sizes).
  private static func attachModel(to view: View, _ node: SceneNode, scene: Scene) throws {
    if let table = view as? SceneNodeTableView {
      scene.tableModels[ObjectIdentifier(table)] = table.list.rows
      table.delegate = scene.builderDelegate
    } else if let collection = view as? SceneNodeCollectionView {
      collection.delegate = scene.builderDelegate
    } else if let table = view as? TableView {
      let model =
        try SceneTableModel.parse(node, defaultHeight: table.rowHeight)
        ?? SceneTableModel(sections: [SceneTableModel.Section(count: 0)])
      scene.tableModels[ObjectIdentifier(table)] = model
      table.register(SceneTableCell.self, forCellReuseIdentifier: SceneTableModel.reuseIdentifier)
      try model.configure(table, node: node)
      table.delegate = scene.builderDelegate
      table.dataSource = model
    }
  }

  /// Builds the views of `subviewsNode` into `view` (arranged, for a stack), within the scene's
  /// depth, arranged-subview and stack limits.
  private static func buildSubviews(
    of view: View, _ subviewsNode: SceneNode, scene: Scene,
    zoomLinks: inout [(ScrollView, String, SceneNode)],
    late: inout [(View, SceneNode)]
  ) throws {
    scene.depth += 1
    defer { scene.depth -= 1 }
    guard scene.depth <= ReplayLimits.viewDepth else {
      throw subviewsNode.error("views nest deeper than \(ReplayLimits.viewDepth) levels")
    }
    let children = try subviewsNode.array()
    if let stack = view as? StackView,
      children.count > ReplayLimits.arrangedSubviews(for: stack.distribution)
    {
      throw subviewsNode.error(
        "more than \(ReplayLimits.arrangedSubviews(for: stack.distribution)) arranged subviews in a StackView"
          + " with distribution \(stack.distribution.rawValue)")
    }
    if let stack = view as? StackView {
      scene.stackShares += ReplayLimits.stackShare(
        arranged: children.count, distribution: stack.distribution)
      guard scene.stackShares <= ReplayLimits.stackBudget else {
        throw subviewsNode.error(ReplayLimits.stackBudgetMessage(scene.stackShares))
      }
    }
    for child in children {
      let subview = try buildView(child, scene: scene, zoomLinks: &zoomLinks, late: &late)
      if let stack = view as? StackView {
        stack.addArrangedSubview(subview)
      } else {
        view.addSubview(subview)
      }
    }
  }

  /// A collection view with the scene's flow layout and items; the builder's delegate gives sizes.
  private static func makeCollectionView(_ node: SceneNode, scene: Scene) throws -> CollectionView {
    let (layout, model) = try SceneCollectionModel.build(node)
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(SceneCollectionCell.self, forCellWithReuseIdentifier: SceneCollectionModel.reuseIdentifier)
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "")
    }
    scene.collectionModels[ObjectIdentifier(view)] = model
    view.delegate = scene.builderDelegate
    view.dataSource = model
    return view
  }

  /// Properties that depend on the final geometry (insets from the safe area) apply after layout.
  static let lateKeys: Set<String> = ["contentOffset", "zoomScale"]
}

/// The delegate of a scene's scroll views while it is built (the replay's recorder asks it too):
/// it names zoom views and gives table row heights from the scene.
@preconcurrency @MainActor
final class SceneDelegate: TableViewDelegate {
  unowned let scene: Scene

  init(scene: Scene) { self.scene = scene }

  func viewForZooming(in scrollView: ScrollView) -> View? { scene.zoomViews[ObjectIdentifier(scrollView)] }

  /// The scene's row height, or `automaticDimension` for a self-sizing table (its cells are
  /// measured at the scene's heights), as a UIKit delegate of self-sizing rows answers.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if tableView.rowHeight == TableView.automaticDimension { return TableView.automaticDimension }
    return scene.tableModels[ObjectIdentifier(tableView)]?.height(at: indexPath) ?? tableView.rowHeight
  }
}
