import Foundation

// UITextField's look and its accessory views: the border style, the clear button and left and
// right views with the modes that show them, the alignment, secure entry and the keyboard traits.

extension TextField {
  /// The border a text field draws (UITextField.BorderStyle).
  public enum BorderStyle: Int, Sendable {
    /// None.
    case none
    /// A thin rectangle.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle, the style of fields made in Interface Builder.
    case roundedRect
  }

  /// When an overlay view (the clear button, left or right view) shows (UITextField.ViewMode).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never
    /// While editing.
    case whileEditing
    /// While not editing.
    case unlessEditing
    /// Always.
    case always

    /// Whether the overlay shows for a field that is (or is not) editing.
    public func shows(editing: Bool) -> Bool {
      switch self {
      case .never: false
      case .whileEditing: editing
      case .unlessEditing: !editing
      case .always: true
      }
    }
  }

  /// The text with secure entry applied: one bullet per character when ``isSecureTextEntry``.
  package var displayedText: String {
    let shown = text ?? ""
    return inputTraits.isSecureTextEntry ? String(repeating: "\u{2022}", count: shown.count) : shown
  }

  /// Lays the left and right views out at the field's edges, each its own width and centred
  /// vertically, shown as their modes say.
  func layoutOverlayViews() {
    if let leftView {
      leftView.isHidden = !leftViewMode.shows(editing: isEditing)
      let size = leftView.bounds.size
      leftView.frame = CGRect(
        x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
    if let rightView {
      rightView.isHidden = !rightViewMode.shows(editing: isEditing)
      let size = rightView.bounds.size
      rightView.frame = CGRect(
        x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
  }

  /// The rectangle the renderer draws the shown line in: the placeholder's when the field shows
  /// its placeholder, the editing one while editing, else the text's.
  package var shownLineRect: CGRect {
    if displayedText.isEmpty { return placeholderRect(forBounds: bounds) }
    return isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }
}
