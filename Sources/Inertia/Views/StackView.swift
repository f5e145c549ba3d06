import Foundation

/// Lays its arranged subviews out in a row or a column with constraints, like UIStackView: it
/// activates the constraints UIKit's stack view would (edges, spacing, distribution, alignment)
/// in the window's engine, so the arranged views' own constraints and intrinsic sizes take part.
///
/// An arranged view added with a non-zero frame size keeps that size at priority 999 (a scene's
/// `"frame"` on an arranged view), below any required constraint.
///
/// See also: ``AutoLayoutEngine``, ``LayoutConstraint``.
@preconcurrency @MainActor
open class StackView: View {
  /// Makes a `StackView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { StackView(frame: frame) }

  /// The direction of the stack: the layout axis constraints use, as UIKit's stack view takes an
  /// `NSLayoutConstraint.Axis` (so `stack.axis = .vertical` and an axis read from a view's
  /// priorities are the same type).
  public typealias Axis = LayoutConstraint.Axis

  /// How subviews are placed across the axis.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Stretched to the stack's cross size (the default).
    case fill
    /// At the leading (or top) edge.
    case leading
    /// At the first baseline; approximated by the top edge (text baselines are not modelled).
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing (or bottom) edge.
    case trailing
    /// At the last baseline; approximated by the bottom edge (text baselines are not modelled).
    case lastBaseline
    /// UIKit's name for ``leading`` in horizontal stacks.
    public static let top = Alignment.leading
    /// UIKit's name for ``trailing`` in horizontal stacks.
    public static let bottom = Alignment.trailing
  }

  /// How space along the axis is shared.
  public enum Distribution: String, Sendable, CaseIterable {
    /// Natural lengths; the view with the lowest hugging (or compression) priority absorbs the
    /// difference (the default).
    case fill
    /// Equal lengths filling the stack.
    case fillEqually
    /// Lengths in proportion to the intrinsic lengths, filling the stack.
    case fillProportionally
    /// Natural lengths with equal gaps (at least ``spacing``).
    case equalSpacing
    /// Equal distances between centres (edges at least ``spacing`` apart).
    case equalCentering
  }

  /// UIKit's marker for "no custom spacing after this view".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// The direction. Default horizontal, as UIKit. Setting a property of the arrangement to the
  /// value it has does not rebuild the arrangement (3,000 views: seconds).
  open var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
  /// Space between subviews, in points (non-finite values become 0). Default 0. A change moves
  /// the constants of the built arrangement's spacing constraints, as UIKit's stack does, instead
  /// of rebuilding it.
  open var spacing: CGFloat = 0 {
    didSet {
      if !spacing.isFinite { spacing = 0 }
      if spacing != oldValue { gapsChanged() }
    }
  }
  /// Placement across the axis. Default fill.
  open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
  /// Sharing along the axis. Default fill.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementChanged() } }
  }
  /// Whether the arranged views are laid out inside ``View/layoutMarginsGuide``. Default false.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
  }

  /// The subviews that take part in the layout (hidden ones collapse).
  public private(set) var arrangedSubviews: [View] = []

  private var naturalSizes: [ObjectIdentifier: CGSize] = [:]
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var spacers: [LayoutGuide] = []
  /// The constraints the stack activated, replaced whenever the arrangement changes (made at
  /// the window's next constraint pass, or when read).
  package var arrangementConstraints: [LayoutConstraint] {
    buildArrangementIfNeeded()
    return activeArrangementConstraints
  }
  private var activeArrangementConstraints: [LayoutConstraint] = []
  /// The active arrangement's constraints whose constants follow the gaps (see ``gapsChanged()``).
  private var activeGaps = Arrangement.Gaps()
  /// The arrangement changed in a window and waits in its queue to be built.
  private var needsArrangement = false

  /// Adds `view` at the end of the stack (it stops translating its frame into constraints).
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `index` (clamped).
  open func insertArrangedSubview(_ view: View, at index: Int) {
    dropArranged(view)
    if view.bounds.size != .zero { naturalSizes[ObjectIdentifier(view)] = view.bounds.size }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Takes `view` out of ``arrangedSubviews`` (it is there at most once). A plain loop: a closure
  /// here (`removeAll { $0 === view }`) checked the main actor's isolation once per element, which
  /// made a stack built view by view quadratic (14 % of a replay of 3,000 views; BENCHMARKS.md,
  /// session 22).
  private func dropArranged(_ view: View) {
    for index in arrangedSubviews.indices where arrangedSubviews[index] === view {
      arrangedSubviews.remove(at: index)
      return
    }
  }

  /// Takes `view` out of the arrangement (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: View) {
    dropArranged(view)
    naturalSizes[ObjectIdentifier(view)] = nil
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// Sets the space after `view` (``spacingUseDefault`` returns to ``spacing``); the built
  /// arrangement's constants move, as for ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after view: View) {
    let key = ObjectIdentifier(view)
    let old = customSpacings[key]
    customSpacings[key] = spacing == Self.spacingUseDefault || !spacing.isFinite ? nil : spacing
    if customSpacings[key] != old { gapsChanged() }
  }

  /// The space after `view`, or ``spacingUseDefault`` when it uses ``spacing``.
  open func customSpacing(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  override func subviewVisibilityChanged(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
  }

  /// Builds the arrangement once the whole subtree is in the window (the arranged views too).
  override func moveToWindow(_ newWindow: Window?) {
    let moved = newWindow !== window
    super.moveToWindow(newWindow)
    if moved {
      needsArrangement = false  // queued in the old window: the new one queues it again
      arrangementChanged()
    }
  }

  /// The size the stack needs: natural lengths plus spacing along the axis, the largest across
  /// (an estimate for sizing a stack before constraints run).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = arrangedSubviews.filter { !$0.isHidden }
    let lengths = views.map(naturalSize(of:))
    let gaps = totalGap(of: views)
    if axis == .vertical {
      return CGSize(
        width: lengths.map(\.width).max() ?? 0, height: lengths.reduce(0) { $0 + $1.height } + gaps)
    }
    return CGSize(width: lengths.reduce(0) { $0 + $1.width } + gaps, height: lengths.map(\.height).max() ?? 0)
  }

  func naturalSize(of view: View) -> CGSize {
    let natural = naturalSizes[ObjectIdentifier(view)] ?? .zero
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: natural.width > 0 ? natural.width : max(intrinsic.width, 0),
      height: natural.height > 0 ? natural.height : max(intrinsic.height, 0))
  }

  func gap(after view: View) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? spacing }

  /// The gaps between `views` (each after the one before the next) summed.
  func totalGap(of views: [View]) -> CGFloat {
    zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
  }

  /// Takes the stack's constraints out and, in a window, queues the new ones for the window's
  /// next constraint pass (as UIKit's stack view updates its constraints in `updateConstraints`):
  /// adding N arranged views one by one builds the arrangement once, not N times, and the
  /// constraints activated in the meantime come first.
  private func arrangementChanged() {
    // The arranged views' floors leave with the arrangement and come back after the new one, as
    // when the stack was first built (see `AutoLayoutEngine.remove(_:floorsOf:)`).
    if !activeArrangementConstraints.isEmpty {
      window?.autoLayout.remove(activeArrangementConstraints, floorsOf: arrangedSubviews)
    }
    LayoutConstraint.deactivate(activeArrangementConstraints)
    for spacer in spacers { removeLayoutGuide(spacer) }
    spacers = []
    activeArrangementConstraints = []
    activeGaps = Arrangement.Gaps()
    guard let window, !needsArrangement else { return }
    needsArrangement = true
    window.pendingArrangements.append(self)
    setNeedsLayout()
  }

  /// Builds and activates the queued arrangement (when still in a window): its lengths, edges,
  /// spacing and alignment, then the arranged views' and spacers' floors (sizes at least 0), then
  /// the kept sizes (see ``makeArrangement()``).
  func buildArrangementIfNeeded() {
    guard needsArrangement else { return }
    needsArrangement = false
    guard let window else { return }
    let arrangement = makeArrangement()
    activeArrangementConstraints = arrangement.constraints + arrangement.kept
    activeGaps = arrangement.gaps
    LayoutConstraint.activate(arrangement.constraints)
    window.autoLayout.addFloors(to: arrangedSubviews, guides: spacers)
    LayoutConstraint.activate(arrangement.kept)
  }

  /// The gaps changed (``spacing`` or a custom spacing): the built arrangement's spacing
  /// constraints take the new gaps and `fillProportionally`'s lengths the new total, in place (the
  /// solver shifts each constant, where a rebuild of 1,000 views took 0.1-1 s). An arrangement
  /// waiting to be built reads the gaps when it is built.
  private func gapsChanged() {
    guard !activeGaps.spacing.isEmpty, let engine = window?.autoLayout else { return }
    setNeedsLayout()
    engine.changingConstants {
      for (constraint, view, share) in activeGaps.spacing {
        constraint.constant = (view.map { gap(after: $0) } ?? spacing) * share
      }
      guard !activeGaps.proportional.isEmpty else { return }
      let total = totalGap(of: arrangedSubviews.filter { !$0.isHidden })
      for (constraint, share) in activeGaps.proportional { constraint.constant = -total * share }
    }
  }

  func makeSpacer() -> LayoutGuide {
    let spacer = LayoutGuide()
    spacer.identifier = "UISV-spacing"
    addLayoutGuide(spacer)
    spacers.append(spacer)
    return spacer
  }
}
