import Foundation

/// What a ``TextView`` tells and asks its delegate, as UITextViewDelegate (a scroll view delegate
/// too). Every requirement has a default (Objective-C's optional ones): the answers default to true.
///
/// Order, as UIKit: `textViewShouldBeginEditing` before the view becomes first responder, then
/// `textViewDidBeginEditing`; each typed or deleted run asks
/// `textView(_:shouldChangeTextIn:replacementText:)` first (false drops it; the return key types
/// "\n", which is where apps end editing), then `textViewDidChangeSelection` and `textViewDidChange`;
/// resigning asks `textViewShouldEndEditing` (false keeps editing, unless forced), then
/// `textViewDidEndEditing`. Setting ``TextView/text`` in code calls none of them.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether `textView` may begin editing.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// `textView` became first responder and is editing.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Whether `textView` may stop editing.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// `textView` stopped editing.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether the text in `range` (UTF-16) may be replaced by `text` ("" for a deletion).
  func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: TextView)
  /// The selection (the caret) moved.
  func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
  /// Default: true.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// Default: nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Default: true.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Default: nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// Default: true.
  public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  /// Default: nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Default: nothing.
  public func textViewDidChangeSelection(_ textView: TextView) {}
}

/// Where a text view lays its text out (NSTextContainer's settings that code changes).
@preconcurrency @MainActor
public final class TextContainer {
  /// The space left and right of each line inside the container. Default 5.
  public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutChanged() } }
  /// The most lines laid out (0: no limit). Default 0.
  public var maximumNumberOfLines = 0 { didSet { owner?.textLayoutChanged() } }
  weak var owner: TextView?

  init() {}
}
