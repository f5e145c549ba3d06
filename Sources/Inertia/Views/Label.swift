import Foundation

/// A view that shows a line of text, like UILabel.
///
/// See also: ``View``.
@MainActor
open class Label: View {
  /// The text. Default nil.
  open var text: String? { didSet { setNeedsLayout() } }
  /// The text colour. Default black.
  open var textColor: Color = .black
  /// The font size in points. Default 17.
  open var fontSize: CGFloat = 17

  /// Creates a label with `frame` and optional text.
  public init(frame: CGRect = .zero, text: String? = nil) {
    super.init(frame: frame)
    self.text = text
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// The label set, or the text.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(text?.count ?? 0) * fontSize * 0.55, height: (fontSize * 1.2).rounded(.up))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
