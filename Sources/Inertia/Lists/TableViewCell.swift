import Foundation

/// One row of a ``TableView``, like UITableViewCell: a reusable view with a text label, an
/// optional detail label, image and accessory laid out by its style, selected/highlighted looks,
/// a separator, and editing controls.
///
/// See also: ``TableView/dequeueReusableCell(withIdentifier:for:)``.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// Makes a cell of the class this is called on by its required `init(style:reuseIdentifier:)`
  /// (default style, no identifier) at `frame`, as UITableViewCell's `init(frame:)`; overrides
  /// `View.makeFromClass(frame:)`, so every cell class is made from its class value.
  open override class func makeFromClass(frame: CGRect) -> View {
    let cell = self.init(style: .default, reuseIdentifier: nil)
    cell.frame = frame
    return cell
  }

  /// How a cell lays out its labels, like UITableViewCell.CellStyle.
  public enum CellStyle: Sendable {
    /// An image on the left and a text label.
    case `default`
    /// The text label with the detail label right-aligned on the same line.
    case value1
    /// A small blue text label in a fixed column and the detail label after it.
    case value2
    /// The text label with the detail label below it.
    case subtitle
  }

  /// The mark at a cell's trailing edge, like UITableViewCell.AccessoryType.
  public enum AccessoryType: Sendable {
    /// Nothing.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// What editing does to a row, like UITableViewCell.EditingStyle.
  public enum EditingStyle: Sendable {
    /// No editing control.
    case none
    /// Delete the row.
    case delete
    /// Insert a row.
    case insert
  }

  /// The line drawn between rows.
  public enum SeparatorStyle: Sendable {
    /// No line.
    case none
    /// A hairline.
    case singleLine
  }

  /// The width an accessory takes at the trailing edge, in points.
  package static let accessoryWidth: CGFloat = 32
  /// The column of a value2 cell's text label, in points.
  package static let value2LabelWidth: CGFloat = 91
  /// The margins around the content, in points (UIKit's layout margins).
  package static let margin: CGFloat = 16

  /// Where the detail button (ⓘ) of a `.detailButton` or `.detailDisclosureButton` accessory
  /// takes taps, in the cell's coordinates: the accessory's width and the margin at the trailing
  /// edge, full height (nil for other accessories, or with an `accessoryView`).
  package var accessoryButtonRect: CGRect? {
    guard accessoryView == nil, accessoryType == .detailButton || accessoryType == .detailDisclosureButton
    else { return nil }
    let width = Self.accessoryWidth + Self.margin
    return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
  }
  /// The content view's top and bottom layout margins, in points (UIKit's cells on iPhone).
  package static let verticalMargin: CGFloat = 11

  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The layout of the labels. Default `.default`.
  package let style: CellStyle
  /// The main text label, as UIKit's `UILabel?`: every style has one, created and added to the
  /// content view on first access (a cell whose label is never asked for has none).
  open var textLabel: Label? { storedTextLabel ?? makeLabel(detail: false) }
  /// The secondary text label, as UIKit's `UILabel?`: created on first access for the value1,
  /// value2 and subtitle styles; nil for the default style, which has no detail label.
  open var detailTextLabel: Label? {
    guard style != .default else { return nil }
    return storedDetailTextLabel ?? makeLabel(detail: true)
  }
  /// The image at the leading edge, as UIKit's `UIImageView?`: every style has one, created on
  /// first access. It takes its image's size, centred vertically; without an image, the size of
  /// its frame (none when that is empty).
  open var imageView: ImageView? { storedImageView ?? makeImageView() }
  private var storedTextLabel: Label?
  private var storedDetailTextLabel: Label?
  private var storedImageView: ImageView?
  /// The mark at the trailing edge. Default none.
  open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
  /// A custom view at the trailing edge, replacing the accessory type. Default nil.
  open var accessoryView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// The view content goes in (its frame follows the cell's, minus editing controls). Its layout
  /// margins are 11 pt top and bottom, 16 pt leading and trailing, as UIKit's. It takes touches,
  /// as UIKit's, so a control, scroll view or tap recognizer in it gets them; a touch on its plain
  /// views goes up the responder chain and still selects the row.
  public let contentView = View()
  /// How a cell shows that it is selected or highlighted (UITableViewCell.SelectionStyle, with
  /// UIKit's raw values). Since iOS 7 every style but ``none`` shows the same grey.
  public enum SelectionStyle: Int, Sendable {
    /// No change of look: the row is still selected and the delegate still told.
    case none = 0
    /// UIKit's old blue, drawn with `selectedBackgroundColor` as UIKit now does.
    case blue = 1
    /// `selectedBackgroundColor`.
    case gray = 2
    /// `selectedBackgroundColor`.
    case `default` = 3
  }
  /// How the cell looks while selected or highlighted. Default ``SelectionStyle/default``.
  open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }
  /// The background while selected or highlighted (unless ``selectionStyle`` is `.none`).
  /// Default light grey.
  package var selectedBackgroundColor: Color = .systemGray5
  /// A view behind the content, filling the cell (UITableViewCell.backgroundView). Default nil.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view shown behind the content instead of `selectedBackgroundColor` while the row is
  /// selected or highlighted (unless ``selectionStyle`` is `.none`). Default nil.
  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      }
      updateBackground()
      setNeedsLayout()
    }
  }
  /// The background otherwise. Default white.
  package var normalBackgroundColor: Color = .white {
    didSet { updateBackground() }
  }
  /// Whether the row is selected (setting it calls ``setSelected(_:animated:)`` without animation).
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether a touch is down on the row (setting it calls ``setHighlighted(_:animated:)``).
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  private var selectedState = false
  private var highlightedState = false
  /// Whether the selection look is being applied (so a background set now is not the app's).
  private var isApplyingSelectionLook = false

  /// Selects or deselects the cell and shows it; the table calls it as rows are selected
  /// (override it, calling super, to restyle a selected cell, as in UIKit).
  open func setSelected(_ selected: Bool, animated: Bool) {
    let changed = selected != selectedState
    selectedState = selected
    updateBackground()
    highlightContent(selected || highlightedState)
    if changed, contentConfiguration != nil { showContentConfiguration() }
  }

  /// Highlights the cell or not and shows it (override it, calling super, to restyle).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    let changed = highlighted != highlightedState
    highlightedState = highlighted
    updateBackground()
    highlightContent(highlighted || selectedState)
    if changed, contentConfiguration != nil { showContentConfiguration() }
  }

  /// What the content view shows, as a value (UITableViewCell.contentConfiguration): its view
  /// fills the content view; it is updated for the cell's state as the cell is selected or
  /// highlighted. Default nil.
  open var contentConfiguration: ContentConfiguration? { didSet { showContentConfiguration() } }
  /// The view showing ``contentConfiguration``.
  var configuredContentView: (View & ContentView)?
  /// Whether the cell shows editing controls; setting it is ``setEditing(_:animated:)`` without
  /// animation.
  open var isEditing: Bool {
    get { showsEditingControls }
    set { setEditing(newValue, animated: false) }
  }
  private var showsEditingControls = false
  /// Whether the table lets this row move while editing (its reorder handle shows then).
  private var movableWhileEditing = false
  /// The editing look a cell shows, as UITableViewCell.StateMask.
  public struct StateMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The cell shows its editing control (the table is editing).
    public static let showingEditControl = StateMask(rawValue: 1)
    /// The cell shows a delete confirmation button.
    public static let showingDeleteConfirmation = StateMask(rawValue: 2)
  }

  /// The cell is about to enter `state`: called when its table starts or stops editing (with
  /// ``StateMask/showingEditControl`` or none), before ``isEditing`` changes. Does nothing.
  open func willTransition(to state: StateMask) {}
  /// The cell entered `state` (after ``isEditing`` changed). Does nothing.
  open func didTransition(to state: StateMask) {}

  /// Whether the cell shows a reorder handle (while editing).
  public private(set) var showsReorderControl = false
  /// The separator line at the bottom edge.
  package let separatorView = View()
  /// The delete button a swipe reveals.
  package let deleteButtonView = View()
  /// The buttons a swipe reveals, outermost first (labels on their action's colour); the delete
  /// button's view stays hidden behind them.
  package private(set) var swipeButtonViews: [Label] = []
  private var swipeButtonWidths: [CGFloat] = []
  /// How far a swipe has moved the content: to the left (negative), revealing the delete button
  /// or trailing buttons, or to the right (positive), revealing leading buttons.
  var swipeOffset: CGFloat = 0 {
    didSet {
      deleteButtonView.isHidden = swipeOffset >= 0 || !swipeButtonViews.isEmpty
      if swipeOffset != oldValue { setNeedsLayout() }
    }
  }

  /// Shows `buttons` (title, colour, full width; outermost first) in the area a swipe reveals.
  func showSwipeButtons(_ buttons: [(title: String, color: Color, width: CGFloat)]) {
    let titles = swipeButtonViews.map { $0.text ?? "" }
    guard titles != buttons.map({ $0.title }) || swipeButtonWidths != buttons.map({ $0.width }) else {
      return
    }
    for view in swipeButtonViews { view.removeFromSuperview() }
    swipeButtonViews = buttons.map { button in
      let label = Label(text: button.title)
      label.backgroundColor = button.color
      label.textColor = .white
      label.fontSize = 15
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      addSubview(label)
      return label
    }
    swipeButtonWidths = buttons.map { $0.width }
    setNeedsLayout()
  }

  /// Places the swipe buttons in the revealed width, each its share of it: from the right edge
  /// inwards for a swipe to the left, from the left edge inwards for a swipe to the right (the
  /// first button outermost either way).
  private func layoutSwipeButtons() {
    let total = swipeButtonWidths.reduce(0, +)
    if swipeOffset > 0 {
      var x: CGFloat = 0
      for (index, view) in swipeButtonViews.enumerated() {
        view.isHidden = false
        let width = total > 0 ? swipeOffset * swipeButtonWidths[index] / total : 0
        view.assignFrame(CGRect(x: x, y: 0, width: width, height: bounds.height))
        x += width
      }
      return
    }
    let revealed = max(-swipeOffset, 0)
    var x = bounds.width - revealed
    for (index, view) in swipeButtonViews.enumerated().reversed() {
      view.isHidden = revealed <= 0
      let width = total > 0 ? revealed * swipeButtonWidths[index] / total : 0
      view.assignFrame(CGRect(x: x, y: 0, width: width, height: bounds.height))
      x += width
    }
  }
  var separatorIsHidden = false {
    didSet { separatorView.isHidden = separatorIsHidden || separatorStyleIsNone }
  }
  private var separatorStyleIsNone = false
  /// Whether a table that draws separators shows this cell: its content view then ends a pixel
  /// above the bottom edge, where the separator is (UIKit's: a 44-point row of a table with
  /// separators has a 43.5-point content view at 2x, so a self-sizing row is its content's
  /// height and a pixel; Texture's ASTableView adds the pixel to its nodes' heights for this).
  private var leavesSeparatorRoom = false
  /// The separator line's insets: the table's ``TableView/separatorInset`` until set here, then
  /// this cell's own (kept through reuse, as in UIKit).
  public var separatorInset: EdgeInsets {
    get { ownSeparatorInset ?? tableSeparatorInset }
    set {
      ownSeparatorInset = newValue.isFinite ? newValue : ownSeparatorInset
      setNeedsLayout()
    }
  }
  private var ownSeparatorInset: EdgeInsets?
  /// Gives the separator the table's insets again (a list showing another row's content in a
  /// reused cell whose inset came from the row before).
  package func resetSeparatorInset() {
    guard ownSeparatorInset != nil else { return }
    ownSeparatorInset = nil
    setNeedsLayout()
  }
  private var tableSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// Creates a cell of `style` reused under `reuseIdentifier`. Required: a table makes registered
  /// cells with it (style `.default`), as UIKit does, so a subclass's override says `required`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.style = style
    // UIKit's cells start 320 x 44 (their content view too) until the table sizes them, so
    // constraints a cell sets up in its initializer never see a zero-sized content view.
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpSubviews()
    contentView.frame = bounds
  }

  /// Creates a default-style cell with no reuse identifier, as UIKit's `UITableViewCell()` does.
  public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

  /// Creates a default-style cell reused under `reuseIdentifier`.
  public convenience init(reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  private func setUpSubviews() {
    deleteButtonView.backgroundColor = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    deleteButtonView.isHidden = true
    deleteButtonView.isUserInteractionEnabled = false
    addSubview(deleteButtonView)
    // The content view takes touches, as UIKit's: a control or a scroll view a program puts in it
    // (a horizontal collection view in each row) gets them; touches on its plain views go on up
    // the responder chain to the table, which selects the row.
    addSubview(contentView)
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: Self.verticalMargin, leading: Self.margin, bottom: Self.verticalMargin, trailing: Self.margin)
    separatorView.isUserInteractionEnabled = false
    separatorView.backgroundColor = .systemGray5
    addSubview(separatorView)
    isAccessibilityElement = true
    updateBackground()
  }

  /// Creates the text or detail label in the style's look and puts it in the content view after
  /// the image view and (for the detail) the text label, whatever the order they are asked for in.
  private func makeLabel(detail: Bool) -> Label {
    let label = Label()
    label.isAccessibilityElement = false
    if detail {
      label.textColor = style == .subtitle ? .black : .systemGray
      label.fontSize = style == .subtitle ? 15 : 17
      storedDetailTextLabel = label
    } else {
      if style == .value2 {
        label.textColor = .systemBlue
        label.fontSize = 15
      }
      storedTextLabel = label
    }
    let before = detail ? [storedImageView, storedTextLabel] : [storedImageView]
    contentView.insertSubview(label, at: before.filter { $0?.superview === contentView }.count)
    setNeedsLayout()
    return label
  }

  private func makeImageView() -> ImageView {
    let view = ImageView()
    storedImageView = view
    contentView.insertSubview(view, at: 0)
    setNeedsLayout()
    return view
  }

  /// The label set, or the text label's text (and the detail's).
  open override var accessibilityLabel: String? {
    get {
      if let label = super.accessibilityLabel { return label }
      let text = storedTextLabel?.text
      guard let detail = storedDetailTextLabel?.text else { return text }
      return [text, detail].compactMap { $0 }.joined(separator: ", ")
    }
    set { super.accessibilityLabel = newValue }
  }

  /// Clears per-row state before the cell is reused. Subclasses call super.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
    swipeOffset = 0
    storedTextLabel?.text = nil
    storedDetailTextLabel?.text = nil
    accessoryType = .none
  }

  /// The height that fits the labels for `size.width`: at least 44 pt, as UIKit's self-sizing
  /// cells with their default margins. Subclasses override for their own content.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let view = configuredContentView {
      let content = view.sizeThatFits(CGSize(width: size.width, height: 0)).height
      return CGSize(width: size.width, height: max(TableView.defaultRowHeight, content))
    }
    let text = storedTextLabel.map { $0.text == nil ? 0 : $0.intrinsicContentSize.height } ?? 0
    let detail = storedDetailTextLabel.map { $0.text == nil ? 0 : $0.intrinsicContentSize.height } ?? 0
    let content = style == .subtitle ? text + detail : max(text, detail)
    let image = storedImageView.map { Self.imageSize(of: $0).height } ?? 0
    let height = max(TableView.defaultRowHeight, content + 2 * Self.verticalMargin, image + 2 * 4)
    return CGSize(width: size.width, height: height)
  }

  func applySeparator(style: SeparatorStyle, inset: EdgeInsets, color: Color?) {
    separatorStyleIsNone = style == .none
    leavesSeparatorRoom = style != .none
    tableSeparatorInset = inset
    separatorView.backgroundColor = color
    separatorView.isHidden = separatorIsHidden || separatorStyleIsNone
    setNeedsLayout()
  }

  /// Shows or hides the editing controls (the reorder handle too when the table lets the row
  /// move), as UIKit's table calls it for its cells when editing starts or ends; an override
  /// calling super sees each change. The controls move at once here, animated or not.
  open func setEditing(_ editing: Bool, animated: Bool) {
    let reorders = editing && movableWhileEditing
    guard editing != showsEditingControls || reorders != showsReorderControl else { return }
    let changesState = editing != showsEditingControls
    let state: StateMask = editing ? .showingEditControl : []
    if changesState { willTransition(to: state) }
    showsEditingControls = editing
    if changesState { didTransition(to: state) }
    showsReorderControl = reorders
    setNeedsLayout()
  }

  /// The table's editing state for this row: ``setEditing(_:animated:)`` when it changes.
  func setEditingControls(isEditing: Bool, canMove: Bool, animated: Bool = false) {
    guard isEditing != showsEditingControls || (isEditing && canMove) != showsReorderControl else { return }
    movableWhileEditing = canMove
    setEditing(isEditing, animated: animated)
  }

  /// A cell laid out in no window left a point for its separator: in a window of another scale
  /// it lays out again, its separator a pixel of that screen, as UIKit lays a view out again when
  /// its display scale changes (a table inside a row laid out below the screen).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard leavesSeparatorRoom, let window else { return }
    let line = 1 / max(window.screenScale, 1)
    if contentView.frame.height != max(bounds.height - line, 0) { setNeedsLayout() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let leading: CGFloat = isEditing ? 38 : 0
    let trailing: CGFloat = showsReorderControl ? TableView.reorderHandleWidth : 0
    let scale = window?.screenScale ?? 1
    let line = 1 / max(scale, 1)
    let room = leavesSeparatorRoom ? line : 0
    contentView.assignFrame(
      CGRect(
        x: leading + swipeOffset, y: 0, width: max(bounds.width - leading - trailing, 0),
        height: max(bounds.height - room, 0)))
    deleteButtonView.isHidden = swipeOffset >= 0 || !swipeButtonViews.isEmpty
    deleteButtonView.assignFrame(
      CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: bounds.height))
    if !swipeButtonViews.isEmpty { layoutSwipeButtons() }
    backgroundView?.assignFrame(bounds)
    selectedBackgroundView?.assignFrame(bounds)
    separatorView.assignFrame(
      CGRect(
        x: separatorInset.left, y: bounds.height - line,
        width: max(bounds.width - separatorInset.left - separatorInset.right, 0), height: line))
    layoutLabels(in: contentView.bounds)
    configuredContentView?.assignFrame(contentView.bounds)
  }

  /// Places the image view, accessory view and labels in `area` (the content view's bounds). Runs
  /// for every row that appears, so it reads sizes from the bounds (a frame read transforms four
  /// corners) and places views through ``View/assignFrame(_:)`` (the frame setter updates the
  /// bounds in place, which allocates).
  private func layoutLabels(in area: CGRect) {
    let margin = Self.margin
    var left = margin
    if let imageView = storedImageView {
      let size = Self.imageSize(of: imageView)
      if size.width > 0 {
        let frame = CGRect(
          x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
        imageView.assignFrame(frame)
        left = frame.maxX + margin
      }
    }
    var accessory: CGFloat = accessoryType == .none ? 0 : Self.accessoryWidth
    if let accessoryView {
      let size = Self.placedSize(of: accessoryView)
      accessory = size.width
      let origin = CGPoint(x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2)
      accessoryView.assignFrame(CGRect(origin: origin, size: size))
    }
    let right = area.width - margin - (accessory > 0 ? accessory + 8 : 0)
    let width = max(right - left, 0)
    // Labels never asked for do not exist and take no space.
    let (textLabel, detailTextLabel) = (storedTextLabel, storedDetailTextLabel)
    switch style {
    case .default:
      textLabel?.assignFrame(CGRect(x: left, y: 0, width: width, height: area.height))
    case .subtitle:
      let text = textLabel?.intrinsicContentSize.height ?? 0
      let detail = detailTextLabel.map { $0.text == nil ? 0 : $0.intrinsicContentSize.height } ?? 0
      let top = (area.height - text - detail) / 2
      textLabel?.assignFrame(CGRect(x: left, y: top, width: width, height: text))
      detailTextLabel?.assignFrame(CGRect(x: left, y: top + text, width: width, height: detail))
    case .value1:
      let detail = min(detailTextLabel?.intrinsicContentSize.width ?? 0, width)
      detailTextLabel?.assignFrame(CGRect(x: right - detail, y: 0, width: detail, height: area.height))
      textLabel?.assignFrame(CGRect(x: left, y: 0, width: max(width - detail - 8, 0), height: area.height))
    case .value2:
      textLabel?.assignFrame(
        CGRect(x: left, y: 0, width: Self.value2LabelWidth - margin, height: area.height))
      let detailLeft = left + Self.value2LabelWidth - margin + 6
      detailTextLabel?.assignFrame(
        CGRect(x: detailLeft, y: 0, width: max(right - detailLeft, 0), height: area.height))
    }
  }

  /// The space the image view takes: its image's size, else its placed size.
  private static func imageSize(of view: ImageView) -> CGSize {
    view.displayedImage?.size ?? placedSize(of: view)
  }

  /// The size a view takes in its superview: its bounds size, or its frame's for a transformed view.
  private static func placedSize(of view: View) -> CGSize {
    view.transform.isIdentity ? view.bounds.size : view.frame.size
  }

  /// Highlights the labels and image views in the content view (UIKit highlights every
  /// subview that can be, while the row is selected or a touch is down on it).
  private func highlightContent(_ highlighted: Bool) {
    guard selectionStyle != .none || !highlighted else { return }
    var pending: [View] = [contentView]
    while let view = pending.popLast() {
      if let label = view as? Label { label.isHighlighted = highlighted }
      if let image = view as? ImageView { image.isHighlighted = highlighted }
      pending.append(contentsOf: view.subviews)
    }
  }

  private func updateBackground() {
    let showsSelection = selectionStyle != .none && (isSelected || isHighlighted)
    isApplyingSelectionLook = true
    backgroundColor =
      showsSelection && selectedBackgroundView == nil ? selectedBackgroundColor : normalBackgroundColor
    isApplyingSelectionLook = false
    selectedBackgroundView?.isHidden = !showsSelection
  }

  /// The cell's background. Set by the app (in `cellForRowAt`, as UIKit code does), it becomes
  /// `normalBackgroundColor`: kept whenever the row is not selected or highlighted (nil is clear).
  open override var backgroundColor: Color? {
    get { super.backgroundColor }
    set {
      if isApplyingSelectionLook {
        super.backgroundColor = newValue
      } else {
        normalBackgroundColor = newValue ?? .clear
      }
    }
  }
}
