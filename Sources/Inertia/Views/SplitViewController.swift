import Foundation

/// A container of columns, like UISplitViewController: at a regular horizontal size class the
/// primary (and supplementary) column sits beside (or over) the secondary one; at a compact one
/// the split view collapses to a single navigation stack, the secondary controllers pushed on the
/// primary navigation controller (or the ``Column/compact`` column's controller shown instead), and
/// expands again when the width grows. Changes take effect at once (no transitions).
///
/// A column split view (``init(style:)`` with ``Style/doubleColumn`` or ``Style/tripleColumn``)
/// wraps every controller set with ``setViewController(_:for:)`` that is not a navigation
/// controller in one (``Column/compact`` excepted), as UIKit does; a classic split view
/// (``init(nibName:bundle:)``, ``viewControllers``) keeps them as given.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
  /// Makes a `SplitViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { SplitViewController() }

  /// The arrangement of columns (UISplitViewController.Style).
  public enum Style: Int, Sendable {
    /// A classic split view, configured through ``SplitViewController/viewControllers``.
    case unspecified = 0
    /// Primary and secondary columns.
    case doubleColumn = 1
    /// Primary, supplementary and secondary columns.
    case tripleColumn = 2
  }

  /// A column (UISplitViewController.Column).
  public enum Column: Int, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The trailing, detail column.
    case secondary = 2
    /// The controller shown instead of the columns at a compact width.
    case compact = 3
  }

  /// How the leading columns show beside the secondary one (UISplitViewController.DisplayMode).
  public enum DisplayMode: Int, Sendable {
    /// Chosen from the size: beside in landscape, secondary only in portrait.
    case automatic = 0
    /// Only the secondary column (UIKit's `primaryHidden`).
    case secondaryOnly = 1
    /// One column beside the secondary one (UIKit's `allVisible`).
    case oneBesideSecondary = 2
    /// One column over the secondary one, which fills the split view (UIKit's `primaryOverlay`).
    case oneOverSecondary = 3
    /// Two columns beside the secondary one.
    case twoBesideSecondary = 4
    /// Two columns over the secondary one.
    case twoOverSecondary = 5
    /// Two columns pushing the secondary one aside (laid out as ``twoBesideSecondary``).
    case twoDisplaceSecondary = 6

    /// iOS 8's name for ``secondaryOnly``.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// iOS 8's name for ``oneBesideSecondary``.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// iOS 8's name for ``oneOverSecondary``.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// The value that asks for the system's width (UISplitViewController.automaticDimension): any
  /// negative or non-finite width or fraction means it.
  public static let automaticDimension: CGFloat = -1
  /// The primary column's automatic width and automatic maximum width, in points (UIKit's).
  public static let automaticPrimaryColumnWidth: CGFloat = 320

  /// The column arrangement chosen at creation.
  public let style: Style
  /// Decides collapsing, expanding and showing. Default nil.
  open weak var delegate: (any SplitViewControllerDelegate)?
  /// The display mode asked for. Default ``DisplayMode/automatic``.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet { if preferredDisplayMode != oldValue { arrangementChanged() } }
  }
  /// The primary column's width as a fraction of the split view's width, between 0 and 1,
  /// clamped to ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth`` (whose automatic
  /// value is 320 points, so a fraction wider than that needs a maximum). Default automatic.
  open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension {
    didSet { arrangementChanged() }
  }
  /// The primary column's width in points; when not automatic it wins over the fraction. Default
  /// automatic.
  open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension {
    didSet { arrangementChanged() }
  }
  /// The narrowest primary column, in points. Default automatic (0).
  open var minimumPrimaryColumnWidth = SplitViewController.automaticDimension {
    didSet { arrangementChanged() }
  }
  /// The widest primary column, in points. Default automatic (320).
  open var maximumPrimaryColumnWidth = SplitViewController.automaticDimension {
    didSet { arrangementChanged() }
  }
  /// Whether a swipe shows a hidden primary column (kept; there is no such gesture). Default true.
  open var presentsWithGesture = true

  /// The controllers given for each column (not their navigation wrappers).
  var given: [Column: ViewController] = [:]
  /// The navigation controllers a column split view wrapped controllers in.
  var wrappers: [Column: NavigationController] = [:]
  /// Whether the columns are collapsed now (nil before the first arrangement).
  var appliedCollapse: Bool?
  /// What collapsing took from the supplementary and secondary containers, and how deep the
  /// primary stack was before.
  var collapseRecord: CollapseRecord?
  private var lastDisplayMode: DisplayMode?

  /// A classic split view, configured through ``viewControllers``.
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    style = .unspecified
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A column split view of `style`, configured through ``setViewController(_:for:)``.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The column controllers: the primary and secondary ones (a column split view's navigation
  /// wrappers, the supplementary one between them), or only the primary one while collapsed, as
  /// in UIKit. Setting it makes the first the primary controller and the last the secondary one.
  open var viewControllers: [ViewController] {
    get {
      let columns: [Column] = isCollapsed ? [.primary] : [.primary, .supplementary, .secondary]
      return columns.compactMap { container(for: $0) }
    }
    set {
      let primary = newValue.first
      let secondary = newValue.count > 1 ? newValue.last : nil
      setViewController(primary, for: .primary)
      setViewController(secondary, for: .secondary)
    }
  }

  /// The controller given for `column` (not the navigation controller a column split view wrapped
  /// it in).
  public func viewController(for column: Column) -> ViewController? { given[column] }

  /// Puts `viewController` in `column` (nil empties it). A column split view wraps it in a
  /// navigation controller unless it is one (or the column is ``Column/compact``).
  open func setViewController(_ viewController: ViewController?, for column: Column) {
    if let viewController, given[column] === viewController { return }
    let wasCollapsed = appliedCollapse == true
    if wasCollapsed { expandColumns(notify: false) }
    removeColumn(column)
    if let viewController {
      given[column] = viewController
      let container: ViewController
      if style != .unspecified, column != .compact, !(viewController is NavigationController) {
        let wrapper = NavigationController(rootViewController: viewController)
        wrappers[column] = wrapper
        container = wrapper
      } else {
        container = viewController
      }
      addChild(container)
      container.didMove(toParent: self)
    }
    if wasCollapsed { collapseColumns(notify: false) }
    arrangementChanged()
  }

  /// The controller whose view fills `column`: the wrapper, else the controller given.
  func container(for column: Column) -> ViewController? { wrappers[column] ?? given[column] }

  private func removeColumn(_ column: Column) {
    guard let old = container(for: column) else { return }
    old.willMove(toParent: nil)
    old.viewIfLoaded?.removeFromSuperview()
    old.removeFromParent()
    given[column] = nil
    wrappers[column] = nil
  }

  /// Whether the split view shows one stack: its horizontal size class is compact.
  public var isCollapsed: Bool {
    appliedCollapse ?? (traitCollection.horizontalSizeClass == .compact)
  }

  /// The display mode in effect: ``preferredDisplayMode`` resolved for the split view's size
  /// (automatic: beside the secondary column in landscape, secondary only in portrait; a triple
  /// column split view shows its supplementary column beside the secondary one in portrait and
  /// both leading columns in landscape).
  public var displayMode: DisplayMode {
    if preferredDisplayMode != .automatic { return preferredDisplayMode }
    let size = viewIfLoaded?.bounds.size ?? .zero
    let landscape = size.width > size.height
    if style == .tripleColumn { return landscape ? .twoBesideSecondary : .oneBesideSecondary }
    return landscape ? .oneBesideSecondary : .secondaryOnly
  }

  /// The primary column's width in points (UIKit's `primaryColumnWidth`): the preferred width,
  /// else the fraction of the split view's width, else 320, clamped to the minimum and maximum
  /// and to the split view's width.
  public var primaryColumnWidth: CGFloat {
    func given(_ value: CGFloat) -> CGFloat? { value.isFinite && value >= 0 ? value : nil }
    let total = viewIfLoaded?.bounds.width ?? 0
    let minimum = given(minimumPrimaryColumnWidth) ?? 0
    let maximum = max(given(maximumPrimaryColumnWidth) ?? Self.automaticPrimaryColumnWidth, minimum)
    let fraction = given(preferredPrimaryColumnWidthFraction).map { min($0, 1) * total }
    let preferred = given(preferredPrimaryColumnWidth) ?? fraction ?? Self.automaticPrimaryColumnWidth
    return max(min(min(max(preferred, minimum), maximum), total), 0)
  }

  /// Shows `column`: a hidden leading column comes beside the secondary one; collapsed, the
  /// primary stack pops to the primary controller.
  open func show(_ column: Column) {
    if isCollapsed {
      guard column == .primary, let navigation = container(for: .primary) as? NavigationController,
        let depth = collapseRecord?.primaryDepth, depth > 0, navigation.stack.count > depth
      else { return }
      navigation.popToViewController(navigation.stack[depth - 1], animated: false)
      return
    }
    if column != .secondary, displayMode == .secondaryOnly {
      preferredDisplayMode =
        style == .tripleColumn && column == .primary ? .twoBesideSecondary : .oneBesideSecondary
    }
  }

  /// Hides `column` (a leading one): only the secondary column shows.
  open func hide(_ column: Column) {
    guard !isCollapsed, column == .primary || column == .supplementary else { return }
    preferredDisplayMode = style == .tripleColumn && column == .primary ? .oneBesideSecondary : .secondaryOnly
  }

  /// Shows `vc` in the primary position (UIKit's override): collapsed, pushed on the primary
  /// navigation stack; expanded, it becomes the primary controller. The delegate's
  /// ``SplitViewControllerDelegate/splitViewController(_:show:sender:)`` may do it instead.
  open override func show(_ vc: ViewController, sender: Any?) { showInPrimary(vc, sender: sender) }

  /// Shows `vc` as the detail (UIKit's override): collapsed, pushed on the primary navigation
  /// stack (a navigation controller's stack is pushed, and it becomes the secondary container
  /// when the split view expands); expanded, it becomes the secondary controller. The delegate's
  /// ``SplitViewControllerDelegate/splitViewController(_:showDetail:sender:)`` may do it instead.
  open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
    showAsDetail(vc, sender: sender)
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    updateCollapse()
    layoutColumns()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    arrangementChanged()
  }

  /// Collapses or expands for the current size class, then lays the columns out again.
  func arrangementChanged() {
    guard isViewLoaded else { return }
    updateCollapse()
    layoutColumns()
    view.setNeedsLayout()
  }

  private func updateCollapse() {
    let compact = traitCollection.horizontalSizeClass == .compact
    guard appliedCollapse != compact else { return }
    if compact {
      collapseColumns(notify: appliedCollapse != nil)
    } else if appliedCollapse == true {
      expandColumns(notify: true)
    }
    appliedCollapse = compact
  }

  /// Places the column views: the collapsed stack filling the split view, or the leading columns
  /// beside (or over) the secondary one.
  func layoutColumns() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    if isCollapsed {
      let shown = collapsedContainer
      for column in [Column.primary, .supplementary, .secondary, .compact] {
        guard let controller = container(for: column), controller !== shown else { continue }
        controller.viewIfLoaded?.removeFromSuperview()
      }
      if let shown { place(shown, in: bounds) }
      return
    }
    container(for: .compact)?.viewIfLoaded?.removeFromSuperview()
    let mode = displayMode
    if mode != lastDisplayMode {
      if lastDisplayMode != nil { delegate?.splitViewController(self, willChangeTo: mode) }
      lastDisplayMode = mode
    }
    layoutExpanded(mode, in: bounds)
  }

  private func layoutExpanded(_ mode: DisplayMode, in bounds: CGRect) {
    let leading: [Column]
    switch (mode, style == .tripleColumn) {
    case (.secondaryOnly, _), (.automatic, _): leading = []
    case (.oneBesideSecondary, true), (.oneOverSecondary, true): leading = [.supplementary]
    case (.oneBesideSecondary, false), (.oneOverSecondary, false): leading = [.primary]
    default: leading = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
    }
    let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
    let width = primaryColumnWidth
    var x = bounds.minX
    var placed: [ViewController] = []
    for column in leading {
      guard let controller = container(for: column) else { continue }
      place(controller, in: CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
      placed.append(controller)
      x += width
    }
    for column in [Column.primary, .supplementary] where !leading.contains(column) {
      container(for: column)?.viewIfLoaded?.removeFromSuperview()
    }
    guard let secondary = container(for: .secondary) else { return }
    let start = overlays ? bounds.minX : min(x, bounds.maxX)
    place(secondary, in: CGRect(x: start, y: bounds.minY, width: bounds.maxX - start, height: bounds.height))
    // The secondary column goes under the leading ones, which overlay it.
    if let first = placed.first?.viewIfLoaded { view.insertSubview(secondary.view, belowSubview: first) }
  }

  private func place(_ controller: ViewController, in frame: CGRect) {
    let content: View = controller.view
    content.frame = frame
    if content.superview !== view { view.addSubview(content) }
  }
}
