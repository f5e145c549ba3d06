import Foundation

/// A rectangle that constraints can attach to, owned by a view, like UILayoutGuide: a scroll
/// view's frame and content guides, a view's safe-area and layout-margins guides, or a guide an
/// app adds with ``View/addLayoutGuide(_:)``.
///
/// See also: ``LayoutAnchor``, ``AutoLayoutEngine``, ``View/layoutMarginsGuide``.
@preconcurrency @MainActor
public final class LayoutGuide {
  /// How the constraint engine ties the guide to its owner.
  public enum Binding {
    /// The owner's bounds inset by the given insets (zero for a frame guide; the safe area, the
    /// layout margins), following the owner whether its frame is fixed or solved.
    case insetBounds(@MainActor (View) -> EdgeInsets)
    /// A content area: its origin at the owner's content origin (scroll offset taken as zero),
    /// its size solved from constraints, weakly held at `size` when nothing determines it, and
    /// reported to `apply` per axis when constraints mention it.
    case contentArea(
      size: @MainActor (View) -> CGSize,
      apply: @MainActor (View, _ width: CGFloat?, _ height: CGFloat?) -> Void)
    /// Free: positioned only by constraints (an app's own guide, a spacer).
    case free
  }

  /// A name for diagnostics (UIKit's identifier). Default empty.
  public var identifier: String
  /// The view that owns the guide.
  public internal(set) weak var owningView: View?
  /// How the engine binds the guide.
  public let binding: Binding
  /// The rectangle the engine solved for a free guide, in the owner's coordinates.
  var solvedFrame: CGRect = .zero

  /// Creates a free guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public convenience init() { self.init(binding: .free) }

  init(identifier: String = "", owningView: View? = nil, binding: Binding) {
    self.identifier = identifier
    self.owningView = owningView
    self.binding = binding
  }

  /// The guide's rectangle in the owning view's coordinates.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch binding {
    case .insetBounds(let insets): return owningView.bounds.inset(by: insets(owningView))
    case .contentArea(let size, _): return CGRect(origin: .zero, size: size(owningView))
    case .free: return solvedFrame
    }
  }

  /// Whether the guide is a content area (a scroll view's contentLayoutGuide).
  var isContentArea: Bool {
    if case .contentArea = binding { return true }
    return false
  }
}
