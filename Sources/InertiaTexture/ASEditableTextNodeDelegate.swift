import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASEditableTextNodeDelegate: told when an ``ASEditableTextNode`` begins and ends
/// editing, asked before typed text changes it, told after. Every method is optional (the
/// defaults allow editing and changes and do nothing).
///
/// As Texture, ``editableTextNodeDidUpdateText(_:)`` and
/// ``editableTextNodeDidChangeSelection(_:fromSelectedRange:toSelectedRange:dueToEditing:)``
/// come on the next turn of the main queue (the app clock's), after the text view has finished
/// the change; neither comes for text set in code.
@preconcurrency @MainActor
public protocol ASEditableTextNodeDelegate: AnyObject {
  /// Whether editing may begin. Default true.
  func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool
  /// Editing began (the keyboard shows).
  func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode)
  /// Whether the text in `range` may be replaced by `text`. Default true.
  func editableTextNode(
    _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The selection moved, from `fromSelectedRange` to `toSelectedRange`; `dueToEditing` when
  /// typing moved it.
  func editableTextNodeDidChangeSelection(
    _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange,
    dueToEditing: Bool)
  /// The user changed the text.
  func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode)
  /// Editing ended (the keyboard hides).
  func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode)
}

extension ASEditableTextNodeDelegate {
  /// Default: editing may begin.
  public func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool { true }
  /// Default: nothing.
  public func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) {}
  /// Default: the change is made.
  public func editableTextNode(
    _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Default: nothing.
  public func editableTextNodeDidChangeSelection(
    _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange,
    dueToEditing: Bool
  ) {}
  /// Default: nothing.
  public func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) {}
  /// Default: nothing.
  public func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) {}
}

/// Forwards the editable text view's delegate calls to its node (the view keeps its delegate
/// weakly; the node keeps this object).
@MainActor
final class ASEditableTextViewRelay: TextViewDelegate {
  weak var node: ASEditableTextNode?

  func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
    guard let node else { return true }
    return node.delegate?.editableTextNodeShouldBeginEditing(node) ?? true
  }

  func textViewDidBeginEditing(_ textView: TextView) {
    guard let node else { return }
    node.delegate?.editableTextNodeDidBeginEditing(node)
  }

  func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  {
    guard let node else { return true }
    return node.delegate?.editableTextNode(node, shouldChangeTextIn: range, replacementText: text) ?? true
  }

  func textViewDidChange(_ textView: TextView) { node?.textViewChangedText() }

  func textViewDidChangeSelection(_ textView: TextView) { node?.textViewChangedSelection() }

  func textViewDidEndEditing(_ textView: TextView) {
    guard let node else { return }
    node.delegate?.editableTextNodeDidFinishEditing(node)
  }
}
