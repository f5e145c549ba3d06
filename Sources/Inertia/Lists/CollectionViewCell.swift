import Foundation

/// A reusable view of a ``CollectionView`` (headers, footers, decorations), like
/// UICollectionReusableView.
///
/// See also: ``CollectionViewCell``.
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// Makes a view of the class this is called on by its required `init(frame:)` (overrides
  /// `View.makeFromClass(frame:)`), so every cell class is made from its class value.
  open override class func makeFromClass(frame: CGRect) -> View { self.init(frame: frame) }

  /// The identifier the view is reused under (set when it is dequeued).
  public internal(set) var reuseIdentifier: String?
  /// The layer order of the element the view shows (its attributes' `zIndex` when it was placed),
  /// which keeps element views stacked by it; nil while the view shows no element.
  var elementZIndex: Int?

  /// Creates a view; collection views create them with a zero frame.
  public required override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// Resets the view before it is handed out again. Default: nothing.
  open func prepareForReuse() {}

  /// Takes the attributes the layout gave (frame, alpha, hidden), as UIKit applies them.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// The attributes the view wants, given the layout's: self-sizing cells answer their fitting
  /// size here. Default: the layout's attributes with the size its constraints give it, as UIKit
  /// measures a view laid out by constraints (`systemLayoutSizeFitting` toward the attributes'
  /// size, both axes free in a flow or custom layout, the width held in a compositional one), when
  /// its content holds constrained subviews; else the size from ``View/sizeThatFits(_:)`` at the
  /// attributes' width.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let attributes = layoutAttributes.copy()
    let fitting =
      constraintFittingSize(for: layoutAttributes)
      ?? sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0))
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
  open var isSelected = false { didSet { stateChanged(isSelected != oldValue) } }
  /// Whether a touch is on the item. Shows ``selectedBackgroundView`` when there is one.
  open var isHighlighted = false { didSet { stateChanged(isHighlighted != oldValue) } }
  /// What the content view shows, as a value (UICollectionViewCell.contentConfiguration): its view
  /// fills the content view, and is updated for the cell's state when it changes. Default nil.
  open var contentConfiguration: ContentConfiguration? { didSet { showContentConfiguration() } }
  /// The view showing ``contentConfiguration``.
  var configuredContentView: (View & ContentView)?
  /// The background, as a value (UICollectionViewCell.backgroundConfiguration): a view behind the
  /// content with its colour, corner radius and insets. Default nil.
  open var backgroundConfiguration: BackgroundConfiguration? { didSet { showBackgroundConfiguration() } }
  /// The view showing ``backgroundConfiguration``.
  var configuredBackgroundView: View?
  /// Runs when the cell's configuration state changes (after ``updateConfiguration(using:)``'s
  /// default), as UICollectionViewCell.configurationUpdateHandler. Default nil.
  public final var configurationUpdateHandler:
    (@MainActor (CollectionViewCell, CellConfigurationState) -> Void)?
  {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Updates the cell's configurations for `state`: the content and background configurations
  /// are updated for it, then ``configurationUpdateHandler`` runs. Override to configure the
  /// cell by state (call super).
  open func updateConfiguration(using state: CellConfigurationState) {
    if contentConfiguration != nil { showContentConfiguration() }
    configurationUpdateHandler?(self, state)
  }
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
      selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
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
    contentView.assignFrame(contentFrame)
    backgroundView?.assignFrame(bounds)
    placeConfiguredBackground()
    selectedBackgroundView?.assignFrame(bounds)
  }

  /// The content view's frame: the bounds (a list cell leaves room for its accessories).
  var contentFrame: CGRect { bounds }

  private func stateChanged(_ changed: Bool) {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    if changed { setNeedsUpdateConfiguration() }
  }
}
