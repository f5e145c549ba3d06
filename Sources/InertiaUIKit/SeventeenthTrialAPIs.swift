import Foundation
import Inertia

// Smaller UIKit and Core Graphics spellings the seventeenth porting trial's programs used.

extension CollectionView {
  /// UICollectionView.ScrollDirection: the flow layout's scroll direction (UIKit nests it in the
  /// collection view).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// The visible supplementary views of `elementKind` (headers, footers, badges...), in index
  /// path order, as UICollectionView's `visibleSupplementaryViews(ofKind:)`.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }
}

/// The rectangle's smallest x (Core Graphics' C name, from before Swift 3).
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// The rectangle's middle x.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// The rectangle's largest x.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// The rectangle's smallest y.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// The rectangle's middle y.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// The rectangle's largest y.
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// The rectangle's width (never negative).
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// The rectangle's height (never negative).
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

extension Color {
  /// A Display P3 colour (UIColor's `init(displayP3Red:green:blue:alpha:)`), converted to sRGB:
  /// the components are linearised (the two spaces share sRGB's transfer curve), mapped by the
  /// P3-to-sRGB matrix (both D65) and encoded again; what lies outside sRGB is clamped, as
  /// Inertia's colours are sRGB.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func linear(_ value: CGFloat) -> Double {
      let v = Double(min(max(value, 0), 1))
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    func encoded(_ value: Double) -> Double {
      let v = min(max(value, 0), 1)
      return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249401 * r - 0.2249404 * g),
      green: encoded(-0.0420569 * r + 1.0420571 * g),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
      alpha: Double(min(max(alpha, 0), 1)))
  }
}
