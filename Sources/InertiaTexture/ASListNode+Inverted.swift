import Inertia
import InertiaUIKit

/// The layer transform that turns a list upside down, and its rows or items back (Texture's
/// `CATransform3DMakeScale(1, -1, 1)`).
let invertedListTransform = CATransform3DMakeScale(1, -1, 1)

extension ASTableNode {
  /// Whether the table runs from the bottom up, as a chat does (Texture's `inverted`): the node
  /// is turned upside down (its transform a flip about its centre) and every row node it makes
  /// from then on is flipped back, so row 0 sits at the foot and reads upright; `contentInset.top`
  /// is then the gap at the foot. Default false.
  public var inverted: Bool {
    get { view.inverted }
    set {
      transform = newValue ? invertedListTransform : CATransform3DIdentity
      view.inverted = newValue
    }
  }
}

extension ASCollectionNode {
  /// Whether the collection runs from the bottom up (Texture's `inverted`): the node is turned
  /// upside down and every item and supplementary node it makes from then on is flipped back.
  /// Default false.
  public var inverted: Bool {
    get { view.inverted }
    set {
      transform = newValue ? invertedListTransform : CATransform3DIdentity
      view.inverted = newValue
    }
  }
}

extension ASCellNode {
  /// The node, flipped upside down when `inverted` (a node an inverted list makes).
  func flipped(if inverted: Bool) -> ASCellNode {
    if inverted { transform = invertedListTransform }
    return self
  }
}
