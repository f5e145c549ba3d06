import Foundation

extension View {
  /// How a view lays out its content in its bounds (UIView.ContentMode, with UIKit's raw values):
  /// an ``ImageView`` places its image by it.
  public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretched to fill the bounds.
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the overflow shows unless
    /// the view clips to its bounds).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change; placed as ``scaleToFill``.
    case redraw = 3
    /// Centred at its own size.
    case center = 4
    /// Centred horizontally at the top, at its own size.
    case top = 5
    /// Centred horizontally at the bottom, at its own size.
    case bottom = 6
    /// Centred vertically at the left, at its own size.
    case left = 7
    /// Centred vertically at the right, at its own size.
    case right = 8
    /// At the top-left corner, at its own size.
    case topLeft = 9
    /// At the top-right corner, at its own size.
    case topRight = 10
    /// At the bottom-left corner, at its own size.
    case bottomLeft = 11
    /// At the bottom-right corner, at its own size.
    case bottomRight = 12

    /// Where content of `size` goes in `bounds` under this mode. A zero-sized content or bounds
    /// gives an empty rectangle at the bounds' origin for the scaling modes.
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
      switch self {
      case .scaleToFill, .redraw:
        return bounds
      case .scaleAspectFit, .scaleAspectFill:
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else {
          return CGRect(origin: bounds.origin, size: .zero)
        }
        let ratios = (bounds.width / size.width, bounds.height / size.height)
        let factor = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
        let scaled = CGSize(width: size.width * factor, height: size.height * factor)
        return CGRect(
          x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
          height: scaled.height)
      default:
        return CGRect(origin: anchoredOrigin(for: size, in: bounds), size: size)
      }
    }

    /// The origin of unscaled content for the modes that place it at its own size.
    private func anchoredOrigin(for size: CGSize, in bounds: CGRect) -> CGPoint {
      let horizontal: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: horizontal = bounds.minX
      case .right, .topRight, .bottomRight: horizontal = bounds.maxX - size.width
      default: horizontal = bounds.midX - size.width / 2
      }
      let vertical: CGFloat
      switch self {
      case .top, .topLeft, .topRight: vertical = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: vertical = bounds.maxY - size.height
      default: vertical = bounds.midY - size.height / 2
      }
      return CGPoint(x: horizontal, y: vertical)
    }
  }
}
