import Foundation

/// A reusable view of a ``CollectionView`` (headers, footers, decorations), like
/// UICollectionReusableView.
///
/// See also: ``CollectionViewCell``.
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// The identifier the view is reused under (set when it is dequeued).
  public internal(set) var reuseIdentifier: String?

  /// Creates a view; collection views create them with a zero frame.
  public required override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// Resets the view before it is handed out again. Default: nothing.
  open func prepareForReuse() {}

  /// Takes the attributes the layout gave (frame, alpha, hidden), as UIKit applies them.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// The attributes the view wants, given the layout's: self-sizing cells answer their fitting
  /// size here. Default: the layout's attributes with the height (vertical lists) or width
  /// (horizontal ones) from ``View/sizeThatFits(_:)``.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let attributes = layoutAttributes.copy()
    let fitting = sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0))
    if fitting.width.isFinite, fitting.height.isFinite, fitting.width >= 0, fitting.height >= 0 {
      attributes.size = fitting
    }
    return attributes
  }
}

/// One item of a ``CollectionView``, like UICollectionViewCell: a reusable view with a content
/// view and selected and highlighted states.
///
/// See also: ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view to put the cell's content in (it fills the cell).
  public let contentView = View()
  /// Whether the item is selected. Shows ``selectedBackgroundView`` when there is one.
  open var isSelected = false { didSet { updateBackground() } }
  /// Whether a touch is on the item. Shows ``selectedBackgroundView`` when there is one.
  open var isHighlighted = false { didSet { updateBackground() } }
  /// A view behind the content (and behind ``selectedBackgroundView``), filling the cell. Default nil.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  /// A view behind the content while the cell is selected or highlighted. Default nil.
  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      }
      updateBackground()
    }
  }

  /// Creates a cell with its content view.
  public required init(frame: CGRect = .zero) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.assignFrame(bounds)
    backgroundView?.assignFrame(bounds)
    selectedBackgroundView?.assignFrame(bounds)
  }

  private func updateBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
