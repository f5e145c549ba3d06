import Foundation

/// A section header or footer view, like UITableViewHeaderFooterView: a title label on a grey
/// band (plain style) or above a grouped section, a content view for subviews of its own, and an
/// optional background view. Registered classes are made with ``init(reuseIdentifier:)`` and
/// reused (``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
  /// Makes a header or footer view of the class this is called on by its required
  /// `init(reuseIdentifier:)` (no identifier) at `frame`; overrides `View.makeFromClass(frame:)`,
  /// so every such class is made from its class value.
  open override class func makeFromClass(frame: CGRect) -> View {
    let view = self.init(reuseIdentifier: nil)
    view.frame = frame
    return view
  }

  /// The identifier the view is reused under.
  public let reuseIdentifier: String?
  /// The view to add subviews to; it fills the view, above the background view.
  public let contentView = View()
  /// The title, as UIKit's `UILabel?`: created on first access (a view the delegate makes and
  /// never titles has none).
  open var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    label.fontSize = 15
    storedTextLabel = label
    applyLook()
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }
  private var storedTextLabel: Label?
  /// A view behind the content, filling the view (its colour replaces the band's). Default nil.
  open var backgroundView: View? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      applyLook()
      setNeedsLayout()
    }
  }
  /// Whether the view belongs to a grouped table (no band, grey capitals).
  var isGrouped = false { didSet { applyLook() } }

  /// Creates a header or footer view reused under `reuseIdentifier` (required: a table makes
  /// registered classes with it).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
    applyLook()
  }

  /// Whether the table made this view for a title (so it may keep it for the next section);
  /// views from the delegate are never reused by the table.
  var isMadeByTable = false

  /// Called before the table hands the view out again from
  /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``. Does nothing by default.
  open func prepareForReuse() {}

  private func applyLook() {
    let band = Color(red: 0.97, green: 0.97, blue: 0.97)
    backgroundColor = isGrouped || backgroundView != nil ? .clear : band
    storedTextLabel?.textColor = isGrouped ? .systemGray : .black
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.assignFrame(bounds)
    contentView.assignFrame(bounds)
    storedTextLabel?.assignFrame(
      CGRect(
        x: TableViewCell.margin, y: 0, width: max(bounds.width - 2 * TableViewCell.margin, 0),
        height: bounds.height))
  }

  /// The height a label-only header wants (its title's), else the view's own height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard contentView.subviews.count == 1, let label = storedTextLabel, label.superview === contentView
    else { return bounds.size }
    let title = label.sizeThatFits(
      CGSize(width: max(size.width - 2 * TableViewCell.margin, 0), height: size.height))
    return CGSize(width: size.width, height: max(title.height + 12, 28))
  }
}
