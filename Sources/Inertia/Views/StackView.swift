import Foundation

/// Lays its arranged subviews out in a row or a column, like UIStackView (without Auto Layout:
/// a subview's length is its frame's when set, else its intrinsic content size).
///
/// See also: ``ScrollView/contentSizeFollowsSubviews``.
@MainActor
open class StackView: View {
  /// The direction of the stack.
  public enum Axis: String, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// How subviews are placed across the axis.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Stretched to the stack's cross size (the default).
    case fill
    /// At the leading (or top) edge.
    case leading
    /// Centred.
    case center
    /// At the trailing (or bottom) edge.
    case trailing
  }

  /// How space along the axis is shared.
  public enum Distribution: String, Sendable, CaseIterable {
    /// Natural lengths, packed from the start (the default).
    case fill
    /// Equal lengths filling the stack.
    case fillEqually
    /// Natural lengths with the free space split evenly between them.
    case equalSpacing
  }

  /// The direction. Default vertical.
  open var axis: Axis = .vertical { didSet { setNeedsLayout() } }
  /// Space between subviews, in points (negative values become 0). Default 0.
  open var spacing: CGFloat = 0 {
    didSet {
      if !(spacing.isFinite && spacing >= 0) { spacing = max(0, spacing.isFinite ? spacing : 0) }
      setNeedsLayout()
    }
  }
  /// Placement across the axis. Default fill.
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  /// Sharing along the axis. Default fill.
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }

  /// The subviews that take part in the layout (hidden ones take no space).
  public private(set) var arrangedSubviews: [View] = []

  /// Each arranged view's own size when it was added: the stack's layout writes frames, so it
  /// keeps the sizes it started from (Auto Layout would keep them as constraints).
  private var naturalSizes: [ObjectIdentifier: CGSize] = [:]

  /// Adds `view` at the end of the stack; its current frame size is its natural size.
  open func addArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    naturalSizes[ObjectIdentifier(view)] = view.bounds.size
    arrangedSubviews.append(view)
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Takes `view` out of the layout (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    naturalSizes[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// A view's natural length along (`main`) or across the axis: the size it was added with when
  /// set, else its intrinsic content size.
  private func naturalLength(of view: View, main: Bool) -> CGFloat {
    let vertical = (axis == .vertical) == main
    let intrinsic = view.intrinsicContentSize
    let size = naturalSizes[ObjectIdentifier(view)] ?? .zero
    let framed = vertical ? size.height : size.width
    return framed > 0 ? framed : max(vertical ? intrinsic.height : intrinsic.width, 0)
  }

  private func mainLength(of view: View) -> CGFloat { naturalLength(of: view, main: true) }
  private func crossLength(of view: View) -> CGFloat { naturalLength(of: view, main: false) }

  private var visibleArranged: [View] { arrangedSubviews.filter { !$0.isHidden } }

  /// The size the stack needs: natural lengths plus spacing along the axis, the largest across.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = visibleArranged
    let main = views.reduce(0) { $0 + mainLength(of: $1) } + spacing * CGFloat(max(views.count - 1, 0))
    let cross = views.map(crossLength(of:)).max() ?? 0
    return axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = visibleArranged
    guard !views.isEmpty else { return }
    let available = axis == .vertical ? bounds.height : bounds.width
    let crossSize = axis == .vertical ? bounds.width : bounds.height
    var lengths = views.map(mainLength(of:))
    var gap = spacing
    let totalSpacing = spacing * CGFloat(views.count - 1)
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      let each = max((available - totalSpacing) / CGFloat(views.count), 0)
      lengths = Array(repeating: each, count: views.count)
    case .equalSpacing:
      let free = available - lengths.reduce(0, +)
      if views.count > 1 { gap = max(free / CGFloat(views.count - 1), spacing) }
    }
    var position: CGFloat = 0
    for (view, length) in zip(views, lengths) {
      let cross = alignment == .fill ? crossSize : min(crossLength(of: view), crossSize)
      let crossOrigin: CGFloat
      switch alignment {
      case .fill, .leading: crossOrigin = 0
      case .center: crossOrigin = (crossSize - cross) / 2
      case .trailing: crossOrigin = crossSize - cross
      }
      view.frame =
        axis == .vertical
        ? CGRect(x: crossOrigin, y: position, width: cross, height: length)
        : CGRect(x: position, y: crossOrigin, width: length, height: cross)
      position += length + gap
    }
  }
}
