import Foundation

/// Reads a scene's "nested" entries: pairs (`"outer"`/`"inner"`), chains (`"chain"`: ids outermost
/// first) and pagers (`"pager"` with `"pages"` and `"pinnedHeight"`), each along an `"axis"` with
/// a `"policy"` (a name or a `{"more": ..., "less": ...}` object) or `"policies"` per link.
/// The format is documented in docs/nested-scrolling.md.
extension SceneBuilder {
  /// Couples the chains and pagers listed under "nested".
  static func buildNested(_ node: SceneNode?, scene: Scene) throws {
    guard let node else { return }
    for entry in try node.array() {
      if entry["pager"] != nil {
        try buildPager(entry, scene: scene)
        continue
      }
      let axis = try entry["axis"]?.choice(Axis.self) ?? .vertical
      let views: [ScrollView]
      if let chainNode = entry["chain"] {
        views = try chainNode.array().map { try scrollView($0, scene: scene) }
        guard views.count >= 2 else { throw chainNode.error("a chain needs at least two scroll views") }
      } else {
        views = [
          try scrollView(try entry.required("outer"), scene: scene),
          try scrollView(try entry.required("inner"), scene: scene),
        ]
      }
      for (outer, inner) in zip(views, views.dropFirst())
      where !inner.isDescendant(of: outer) || inner === outer {
        throw entry.error("each scroll view of a chain must be inside the one before it")
      }
      for view in views where view.nestedCoordinator(for: axis) != nil {
        throw entry.error("a scroll view can belong to one nested chain per axis")
      }
      let policies = try readPolicies(entry, links: views.count - 1)
      scene.coordinators.append(NestedScrollCoordinator(chain: views, axis: axis, policies: policies))
    }
  }

  private static func buildPager(_ entry: SceneNode, scene: Scene) throws {
    let outer = try scrollView(try entry.required("outer"), scene: scene)
    let pagerNode = try entry.required("pager")
    let pager = try scrollView(pagerNode, scene: scene)
    guard pager.isDescendant(of: outer), pager !== outer else {
      throw pagerNode.error("the pager must be inside the outer scroll view")
    }
    let pagesNode = try entry.required("pages")
    var pages: [ScrollView] = []
    var listed: Set<ObjectIdentifier> = []
    // Each page once: a million entries naming one page took 2.8 s and 190 MB before sweep 56.
    for pageNode in try pagesNode.array() {
      let page = try scrollView(pageNode, scene: scene)
      guard listed.insert(ObjectIdentifier(page)).inserted else {
        throw pageNode.error("page \(TraceWriter.quote(try pageNode.string())) is listed twice")
      }
      pages.append(page)
    }
    guard !pages.isEmpty else { throw pagesNode.error("a pager needs at least one page") }
    for page in pages where !page.isDescendant(of: pager) || page === pager {
      throw pagesNode.error("every page must be inside the pager")
    }
    for view in [outer] + pages where view.nestedCoordinator(for: .vertical) != nil {
      throw entry.error("a scroll view can belong to one nested chain per axis")
    }
    guard pager.coupling == nil else { throw pagerNode.error("this scroll view already drives a pager") }
    let pinned = try entry["pinnedHeight"].map { CGFloat(try $0.nonNegative()) }
    if let pinned, pinned >= outer.bounds.height, let pinnedNode = entry["pinnedHeight"] {
      // The pager and its pages would be the outer view's height less this: 0 pt (sweep 58).
      throw pinnedNode.error(
        "pinnedHeight must be less than the outer scroll view's height (\(TraceWriter.number(Double(outer.bounds.height))) pt), or the pages are 0 pt high"
      )
    }
    let policy = try readPolicies(entry, links: 1)[0]
    let coupling = NestedPager(outer: outer, pager: pager, pages: pages, pinnedHeight: pinned, policy: policy)
    scene.coordinators.append(coupling.coordinator)
  }

  private static func scrollView(_ node: SceneNode, scene: Scene) throws -> ScrollView {
    guard let view = scene.views[try node.string()] as? ScrollView else {
      throw node.error("no scroll view with this id")
    }
    return view
  }

  /// The link policies: "policies" (one per link) or one "policy" for all; collapsingHeader when
  /// neither is given.
  private static func readPolicies(_ entry: SceneNode, links: Int) throws -> [NestedScrollPolicy] {
    if let list = entry["policies"] {
      let policies = try list.array().map(readPolicy)
      guard policies.count == links else { throw list.error("expected \(links) policies, one per link") }
      return policies
    }
    let policy = try entry["policy"].map(readPolicy) ?? .collapsingHeader
    return Array(repeating: policy, count: max(links, 1))
  }

  private static func readPolicy(_ node: SceneNode) throws -> NestedScrollPolicy {
    if case .string(let name) = node.value {
      guard let named = NestedScrollPolicy.named(name) else {
        throw node.error(
          "unknown policy \"\(name)\"; expected \"collapsingHeader\", \"innerFirst\", \"outerFirst\", "
            + "\"innerFirstNoFlingChaining\" or an object with \"more\" and \"less\"")
      }
      return named
    }
    return NestedScrollPolicy(
      more: try readDirection(try node.required("more")), less: try readDirection(try node.required("less")))
  }

  private static func readDirection(_ node: SceneNode) throws -> NestedScrollPolicy.Direction {
    NestedScrollPolicy.Direction(
      first: try node.required("first").choice(NestedScrollPolicy.Role.self),
      overscroll: try node.required("overscroll").choice(NestedScrollPolicy.Role.self),
      chainsFling: try node["chainsFling"]?.bool() ?? true)
  }
}
