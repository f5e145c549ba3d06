import Foundation

/// How lines of text are placed across their width (NSTextAlignment, UIKit's raw values).
public enum TextAlignment: Int, Sendable {
  /// Left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Right edge.
  case right = 2
  /// Both edges (drawn left aligned here).
  case justified = 3
  /// The reading direction's leading edge (left here). The default.
  case natural = 4
}

/// How text that does not fit its width is broken or shortened (NSLineBreakMode, UIKit's raw
/// values).
public enum LineBreakMode: Int, Sendable {
  /// Wrap at word boundaries; a single line is clipped.
  case byWordWrapping = 0
  /// Wrap at characters; a single line is clipped.
  case byCharWrapping = 1
  /// Cut off at the edge.
  case byClipping = 2
  /// An ellipsis replaces the start.
  case byTruncatingHead = 3
  /// An ellipsis replaces the end. The default for labels.
  case byTruncatingTail = 4
  /// An ellipsis replaces the middle.
  case byTruncatingMiddle = 5
}

/// Where one line of text drawn smaller to fit its width sits up and down (UIBaselineAdjustment,
/// UIKit's raw values).
public enum BaselineAdjustment: Int, Sendable {
  /// On the baseline the full-size text would have. The default.
  case alignBaselines = 0
  /// Centred where the full-size text would be centred.
  case alignCenters = 1
  /// At the top of where the full-size text would be.
  case none = 2
}

extension Label {
  /// `line` as drawn in `width`: shortened with "…" at the head, middle or tail by
  /// ``lineBreakMode`` when it is wider (other modes keep it whole and the edge clips it).
  package func displayedLine(_ line: String, width: CGFloat) -> String {
    let size = displayedFontSize(of: line, width: width)
    // Drawn every frame: the last answer is kept until the text, font or measurer changes (5
    // one-line labels of 100,000 characters measured theirs again each frame before sweep 50).
    if let last = lastDisplayedLine, last.width == width, last.size == size, last.mode == lineBreakMode,
      last.line == line
    {
      return last.shown
    }
    let shown = shortenedLine(line, width: width, size: size)
    lastDisplayedLine = (line, width, size, lineBreakMode, shown)
    return shown
  }

  /// `line` shortened to `width` at font size `size` by ``lineBreakMode``.
  private func shortenedLine(_ line: String, width: CGFloat, size: CGFloat) -> String {
    // A line shrunk to the width measures it to within rounding.
    func fits(_ candidate: String) -> Bool {
      textMeasurer.measure(candidate, size: size).width <= width + 1e-6
    }
    guard !fits(line) else { return line }
    let characters = Array(line)
    func candidate(keeping keep: Int) -> String? {
      switch lineBreakMode {
      case .byTruncatingTail: return String(characters.prefix(keep)) + "…"
      case .byTruncatingHead: return "…" + String(characters.suffix(keep))
      case .byTruncatingMiddle:
        let head = (keep + 1) / 2
        return String(characters.prefix(head)) + "…" + String(characters.suffix(keep - head))
      default: return nil
      }
    }
    guard candidate(keeping: 0) != nil else { return line }
    // The most characters kept that still fit, found by halving: dropping one character at a
    // time measured a line of 10,000 characters 10,000 times (4 s a frame before sweep 49).
    var (low, high, best) = (0, characters.count - 1, -1)
    while low <= high {
      let middle = (low + high) / 2
      if let text = candidate(keeping: middle), fits(text) {
        (best, low) = (middle, middle + 1)
      } else {
        high = middle - 1
      }
    }
    return best >= 0 ? candidate(keeping: best) ?? "…" : "…"
  }

  /// The x of a line `lineWidth` wide in `bounds` by ``textAlignment``.
  package func lineOriginX(lineWidth: CGFloat, in bounds: CGRect) -> CGFloat {
    switch textAlignment {
    case .center: return bounds.minX + (bounds.width - lineWidth) / 2
    case .right: return bounds.maxX - lineWidth
    case .left, .justified, .natural: return bounds.minX
    }
  }
}

extension Label {
  /// The font size one line of `line` is drawn at in `width`: `fontSize`, or, for a one-line
  /// label that ``adjustsFontSizeToFitWidth``, the size at which it fits, but not below
  /// ``minimumScaleFactor`` of `fontSize` (the rest is truncated by ``lineBreakMode``).
  package func displayedFontSize(of line: String, width: CGFloat) -> CGFloat {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0 else {
      return fontSize
    }
    let natural = textMeasurer.measure(line, size: fontSize).width
    guard natural > width else { return fontSize }
    return fontSize * max(min(minimumScaleFactor, 1), width / natural)
  }
}
