import Inertia

// How a node's Texture-style spec becomes the value Inertia's engine measures: the override's or
// the block's spec, the nodes met while it is turned into a value (kept for the range), and the
// node's traits given to them.

extension ASDisplayNode {
  /// The spec the node's content is laid out with: the subclass's, else the block's, else nil.
  /// The nodes it holds are kept for that range (see `keepSpecNodes`).
  /// The node's traits are then given to the spec's elements (see ``propagateTraits(toSpec:)``).
  func resolvedLayoutSpec(_ constrainedSize: SizeRange) -> LayoutSpec? {
    let outer = Self.elementsInSpecBeingMade
    Self.elementsInSpecBeingMade = []
    defer { Self.elementsInSpecBeingMade = outer }
    let made: LayoutSpec?
    let spec: ASLayoutSpec = layoutSpecThatFits(constrainedSize)
    if spec !== ASLayoutSpec.unspecified {
      made = spec.makeLayoutSpec()
    } else {
      made = super.layoutSpecThatFits(constrainedSize)
    }
    let elements = Self.elementsInSpecBeingMade ?? []
    keepSpecNodes(elements.compactMap { $0 as? ASDisplayNode }, for: constrainedSize)
    propagateTraits(toSpec: elements)
    return made
  }

  /// While a spec is turned into a value, the nodes and specs met in it (nil outside).
  static var elementsInSpecBeingMade: [ASLayoutElement]?

  /// Keeps the nodes of the spec built for `range` (``Inertia/DisplayNode``'s `specHeldNodes`). A
  /// layout refers to its nodes weakly, where Texture's layout holds its elements: a node made in
  /// `layoutSpecThatFits(_:)` or the `layoutSpecBlock` (a caption, a reaction label) lives on
  /// there until the node's layout goes stale, so the layout applied finds it and
  /// `automaticallyManagesSubnodes` adds it.
  fileprivate func keepSpecNodes(_ nodes: [ASDisplayNode], for range: SizeRange) {
    if specHeldNodes.version != currentLayoutVersion { specHeldNodes = (currentLayoutVersion, [:]) }
    specHeldNodes.byRange[range] = nodes.isEmpty ? nil : nodes
  }

  /// The node as an element of a parent's spec.
  public func makeLayoutSpec() -> LayoutSpec {
    Self.elementsInSpecBeingMade?.append(self)
    return layoutElement()
  }
}
