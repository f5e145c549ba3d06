import Foundation

/// A collection view cell for lists, like UICollectionViewListCell: a list content configuration
/// by default, accessories at the trailing edge (the content view narrows to leave them room) and
/// an indentation.
///
/// See also: ``CellAccessory``, ``ListContentConfiguration``, ``CollectionLayoutListConfiguration``.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
  /// The accessories, from the leading one to the one at the trailing edge. Default none.
  open var accessories: [CellAccessory] = [] { didSet { showAccessories() } }
  /// How many indentation steps the content is moved in. Default 0.
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// One indentation step, in points. Default 10.
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  /// Whether the list is editing (accessories shown `.whenEditing` show). Default false.
  open var isEditing = false { didSet { if isEditing != oldValue { showAccessories() } } }
  /// The views showing the accessories shown now, in order.
  public private(set) var accessoryViews: [View] = []

  /// The space one accessory takes at the trailing edge, in points.
  public static let accessoryWidth: CGFloat = 36

  /// A list configuration for this cell: `.cell()`.
  public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  override var contentFrame: CGRect {
    let leading = CGFloat(max(indentationLevel, 0)) * max(indentationWidth, 0)
    let trailing = CGFloat(accessoryViews.count) * Self.accessoryWidth
    return CGRect(x: leading, y: 0, width: max(bounds.width - leading - trailing, 0), height: bounds.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    var x = bounds.width - CGFloat(accessoryViews.count) * Self.accessoryWidth
    for view in accessoryViews {
      view.assignFrame(CGRect(x: x, y: 0, width: Self.accessoryWidth, height: bounds.height))
      x += Self.accessoryWidth
    }
  }

  /// The accessories shown in the current editing state.
  public var shownAccessories: [CellAccessory] {
    accessories.filter { accessory in
      switch accessory.displayed {
      case .always: return true
      case .whenEditing: return isEditing
      case .whenNotEditing: return !isEditing
      }
    }
  }

  private func showAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = shownAccessories.map { accessory in
      let view = accessory.makeView()
      addSubview(view)
      return view
    }
    setNeedsLayout()
  }
}

/// A view at the trailing edge of a list cell (UICellAccessory): a disclosure indicator, a check
/// mark, a delete or insert control, a reorder grip, an outline disclosure, a label, a detail
/// button, or a view of your own. Each shows as a label in the cell (an action handler, when
/// given, runs on a tap on it).
public struct CellAccessory: @unchecked Sendable {
  /// When an accessory shows (UICellAccessory.DisplayedState).
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// While the list is editing.
    case whenEditing
    /// While it is not.
    case whenNotEditing
  }
  /// Whether an outline disclosure looks like a header's or a cell's.
  public enum OutlineDisclosureStyle: Int, Sendable {
    /// Chosen by the list.
    case automatic
    /// A section header's.
    case header
    /// A cell's.
    case cell
  }
  /// Where a custom view sits.
  public enum Placement: Sendable {
    /// Before the content.
    case leading(displayed: DisplayedState = .always)
    /// After the content.
    case trailing(displayed: DisplayedState = .always)
  }
  /// Options of an accessory (UICellAccessory's option structures share these fields).
  public struct Options: @unchecked Sendable {
    /// Whether the accessory is hidden (it keeps its space). Default nil (shown).
    public var isHidden: Bool?
    /// The space kept for the accessory. Default nil.
    public var reservedLayoutWidth: CGFloat?
    /// The accessory's colour. Default nil (the tint).
    public var tintColor: Color?
    /// An outline disclosure's look. Default automatic.
    public var style: OutlineDisclosureStyle
    /// Creates options.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil,
      style: OutlineDisclosureStyle = .automatic
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.style = style
    }
  }
  /// A disclosure indicator's options (UICellAccessory.DisclosureIndicatorOptions).
  public typealias DisclosureIndicatorOptions = Options
  /// A check mark's options.
  public typealias CheckmarkOptions = Options
  /// A delete control's options.
  public typealias DeleteOptions = Options
  /// An insert control's options.
  public typealias InsertOptions = Options
  /// A reorder grip's options.
  public typealias ReorderOptions = Options
  /// An outline disclosure's options.
  public typealias OutlineDisclosureOptions = Options
  /// A label's options.
  public typealias LabelOptions = Options
  /// A detail button's options.
  public typealias DetailOptions = Options
  /// A multiple-selection circle's options.
  public typealias MultiselectOptions = Options

  /// The kinds of accessory.
  public enum Kind: Equatable, Sendable {
    /// A chevron.
    case disclosureIndicator
    /// A check mark.
    case checkmark
    /// A delete control.
    case delete
    /// An insert control.
    case insert
    /// A reorder grip.
    case reorder
    /// An outline expand/collapse chevron.
    case outlineDisclosure
    /// A text label.
    case label(String)
    /// A detail (info) button.
    case detail
    /// A multiple-selection circle.
    case multiselect
    /// A view of the program's own.
    case customView
  }

  /// The kind.
  public let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState
  /// Its options.
  public let options: Options
  let actionHandler: (@MainActor () -> Void)?
  let customView: View?

  init(
    _ kind: Kind, displayed: DisplayedState, options: Options = Options(),
    action: (@MainActor () -> Void)? = nil, view: View? = nil
  ) {
    self.kind = kind
    self.displayed = displayed
    self.options = options
    self.actionHandler = action
    self.customView = view
  }

  /// A chevron (">").
  public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory(.disclosureIndicator, displayed: displayed, options: options) }
  /// A check mark.
  public static func checkmark(displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory(.checkmark, displayed: displayed, options: options) }
  /// A delete control (shown while editing by default).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.delete, displayed: displayed, options: options, action: actionHandler) }
  /// An insert control (shown while editing by default).
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.insert, displayed: displayed, options: options, action: actionHandler) }
  /// A reorder grip (shown while editing by default).
  public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options())
    -> CellAccessory
  { CellAccessory(.reorder, displayed: displayed, options: options) }
  /// An outline disclosure; its action handler runs on a tap.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(.outlineDisclosure, displayed: displayed, options: options, action: actionHandler)
  }
  /// A text label.
  public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory(.label(text), displayed: displayed, options: options) }
  /// A detail button; its action handler runs on a tap.
  public static func detail(
    displayed: DisplayedState = .always, options: Options = Options(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.detail, displayed: displayed, options: options, action: actionHandler) }
  /// A multiple-selection circle (shown while editing by default).
  public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options())
    -> CellAccessory
  { CellAccessory(.multiselect, displayed: displayed, options: options) }
  /// A view of your own at `placement`.
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let shown), .trailing(let shown): displayed = shown
    }
    return CellAccessory(.customView, displayed: displayed, view: configuration.customView)
  }

  /// A custom accessory's view and placement (UICellAccessory.CustomViewConfiguration).
  public struct CustomViewConfiguration: @unchecked Sendable {
    /// The view.
    public var customView: View
    /// Where it sits.
    public var placement: Placement
    /// Creates a configuration.
    public init(customView: View, placement: Placement) {
      self.customView = customView
      self.placement = placement
    }
  }

  /// The text a label shows for this accessory.
  public var symbol: String {
    switch kind {
    case .disclosureIndicator: return "›"
    case .checkmark: return "✓"
    case .delete: return "⊖"
    case .insert: return "⊕"
    case .reorder: return "≡"
    case .outlineDisclosure: return "⌄"
    case .label(let text): return text
    case .detail: return "ⓘ"
    case .multiselect: return "○"
    case .customView: return ""
    }
  }

  @MainActor func makeView() -> View {
    if let customView { return customView }
    let label = Label()
    label.text = symbol
    label.textAlignment = .center
    label.isHidden = options.isHidden ?? false
    if let color = options.tintColor { label.textColor = color }
    if let actionHandler {
      label.isUserInteractionEnabled = true
      label.addGestureRecognizer(
        TapGestureRecognizer { recognizer in if recognizer.state == .ended { actionHandler() } })
    }
    return label
  }
}
