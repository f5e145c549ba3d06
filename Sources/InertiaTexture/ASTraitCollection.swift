import Inertia
import InertiaUIKit

/// Texture's ASPrimitiveTraitCollectionFromUITraitCollection: the display scale and interface
/// style of `traitCollection` (the container's size stays zero for the caller to set).
public func ASPrimitiveTraitCollectionFromUITraitCollection(
  _ traitCollection: UITraitCollection
) -> ASPrimitiveTraitCollection {
  ASPrimitiveTraitCollection(
    displayScale: traitCollection.displayScale, userInterfaceStyle: traitCollection.userInterfaceStyle)
}

/// Texture's ASTraitCollectionPropagateDown: gives `traitCollection` to `element` (a node) and to
/// every node below it (its subnodes, theirs…), each hearing of a change in
/// ``ASDisplayNode/asyncTraitCollectionDidChange(withPreviousTraitCollection:)``.
@preconcurrency @MainActor
public func ASTraitCollectionPropagateDown(
  _ element: ASLayoutElement, _ traitCollection: ASPrimitiveTraitCollection
) {
  guard let node = element as? ASDisplayNode else { return }
  node.setPrimitiveTraitCollection(traitCollection)
  for case let subnode as ASDisplayNode in node.subnodes {
    ASTraitCollectionPropagateDown(subnode, traitCollection)
  }
}

/// The traits a node has before any were propagated to it, as Texture's nodes start with
/// (`ASPrimitiveTraitCollectionMakeDefault`: every trait unspecified, a display scale of 0).
let unpropagatedTraitCollection = ASPrimitiveTraitCollection(displayScale: 0)

extension ASDisplayNode {
  /// Gives the node `traitCollection` (Texture's `setPrimitiveTraitCollection:`), which
  /// ``primitiveTraitCollection()`` then answers; when it differs from the traits the node had,
  /// ``asyncTraitCollectionDidChange()`` hears of it, then
  /// ``asyncTraitCollectionDidChange(withPreviousTraitCollection:)`` with those. The
  /// node's subnodes keep theirs (``ASTraitCollectionPropagateDown(_:_:)`` gives them too). A
  /// loaded table or collection node gives them to the rows it has made, as Texture's data
  /// controller does when its list's environment changes.
  public func setPrimitiveTraitCollection(_ traitCollection: ASPrimitiveTraitCollection) {
    let previous = assignedTraitCollection ?? unpropagatedTraitCollection
    guard previous != traitCollection else { return }
    assignedTraitCollection = traitCollection
    asyncTraitCollectionDidChange()
    asyncTraitCollectionDidChange(withPreviousTraitCollection: previous)
    guard isNodeLoaded else { return }
    let rows =
      (self as? ASTableNode)?.view.data.allNodes ?? (self as? ASCollectionNode)?.view.data.allNodes ?? []
    for row in rows { ASTraitCollectionPropagateDown(row, traitCollection) }
  }

  /// Gives the node, and the nodes below it, the traits propagated to `environment` (a supernode,
  /// or the list node showing a cell node), as Texture does when a node joins a supernode and when
  /// a list makes a cell node; nothing when none were propagated to `environment`.
  func inheritTraitCollection(from environment: ASDisplayNode?) {
    guard let traits = environment?.assignedTraitCollection else { return }
    ASTraitCollectionPropagateDown(self, traits)
  }
}

extension ASDisplayNode {
  /// Gives the node's traits to `elements`, the nodes and specs of the spec it is measuring, and
  /// to the nodes below those nodes, as Texture's node does before it measures its spec
  /// (ASDisplayNode+LayoutSpec.mm: `ASTraitCollectionPropagateDown` of the spec with the node's
  /// `primitiveTraitCollection`): a node in the spec hears of new traits before it is measured, not
  /// only when it joins the node. Nothing while no traits were propagated to the node, as for a
  /// node joining a supernode.
  func propagateTraits(toSpec elements: [ASLayoutElement]) {
    guard let traits = assignedTraitCollection, !elements.isEmpty else { return }
    for element in elements {
      if let spec = element as? ASLayoutSpec {
        spec.propagatedTraitCollection = traits
      } else {
        ASTraitCollectionPropagateDown(element, traits)
      }
    }
  }
}
