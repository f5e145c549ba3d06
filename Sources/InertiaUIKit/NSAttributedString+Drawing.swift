import Foundation
import Inertia

// UIKit's string drawing (NSStringDrawing): a string drawn into the current graphics context,
// each run in its font's size and foreground colour, measured with Inertia's deterministic metrics.

/// The font size and colour of a run's attributes: UIKit's defaults are 12 pt black.
private func runStyle(_ attributes: [NSAttributedString.Key: Any]) -> (size: CGFloat, color: UIColor) {
  ((attributes[.font] as? UIFont)?.pointSize ?? 12, (attributes[.foregroundColor] as? UIColor) ?? .black)
}

extension NSAttributedString {
  /// The size the string takes on one line (each run at its font size).
  @preconcurrency @MainActor public func size() -> CGSize {
    var size = CGSize.zero
    enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
      let style = runStyle(attributes)
      let run = MonospaceTextMeasuring().measure(attributedSubstring(from: range).string, size: style.size)
      size = CGSize(width: size.width + run.width, height: max(size.height, run.height))
    }
    return size
  }

  /// Draws the string on one line with its top-left corner at `point` in the current graphics
  /// context (nothing without one), each run in its font size and foreground colour.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    guard let context = GraphicsContext.current else { return }
    var x = point.x
    enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
      let style = runStyle(attributes)
      let text = attributedSubstring(from: range).string
      context.drawText(text, at: CGPoint(x: x, y: point.y), size: style.size, color: style.color)
      x += MonospaceTextMeasuring().measure(text, size: style.size).width
    }
  }

  /// Draws the string at the top of `rect`, clipped to `rect`, placed across its width by the
  /// first character's paragraph style (left, centred or right; natural and justified: left).
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let style = length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    let spare = rect.width - size().width
    let x: CGFloat
    switch style?.alignment {
    case .center: x = rect.minX + spare / 2
    case .right: x = rect.minX + spare
    default: x = rect.minX
    }
    context.saveGState()
    context.clip(to: rect)
    draw(at: CGPoint(x: x, y: rect.minY))
    context.restoreGState()
  }
}

extension String {
  /// The size of the string on one line with `attributes` (UIKit's `size(withAttributes:)`).
  @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    NSAttributedString(string: self, attributes: attributes).size()
  }

  /// Draws the string with `attributes` with its top-left corner at `point` in the current
  /// graphics context (UIKit's `draw(at:withAttributes:)`).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    NSAttributedString(string: self, attributes: attributes).draw(at: point)
  }

  /// Draws the string with `attributes` at `rect`'s origin, clipped to `rect`.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    NSAttributedString(string: self, attributes: attributes).draw(in: rect)
  }
}
