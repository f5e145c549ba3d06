import Foundation
import Inertia

/// The largest rectangle of `aspectRatio`'s proportions that fits in `boundingRect`, centred in it
/// (AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`, which photo-grid layouts use to size an
/// image to a column). An aspect ratio without area, or a value that is not finite, gives an empty
/// rectangle at the bounding rectangle's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
  let bounds = boundingRect.standardized
  let values = [aspectRatio.width, aspectRatio.height, bounds.minX, bounds.minY, bounds.width, bounds.height]
  guard values.allSatisfy(\.isFinite) else { return .zero }
  let center = CGPoint(x: bounds.midX, y: bounds.midY)
  guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: center, size: .zero) }
  let scale = min(bounds.width / aspectRatio.width, bounds.height / aspectRatio.height)
  let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
  return CGRect(
    x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}

/// `AVMakeRect(aspectRatio:insideRect:)` under its Swift 2 name.
public func AVMakeRectWithAspectRatioInsideRect(_ aspectRatio: CGSize, _ boundingRect: CGRect) -> CGRect {
  AVMakeRect(aspectRatio: aspectRatio, insideRect: boundingRect)
}
