import Foundation
import Inertia

/// One drawing instruction, in the coordinates of the current transform.
///
/// See also: ``DisplayList``, ``CairoCanvas``.
public enum DrawCommand: Equatable, Sendable {
  /// Saves the graphics state.
  case save
  /// Restores the graphics state.
  case restore
  /// Concatenates a transform.
  case transform(Inertia.AffineTransform)
  /// Clips to a (rounded) rectangle.
  case clip(CGRect, radius: CGFloat)
  /// Fills a (rounded) rectangle.
  case fill(CGRect, radius: CGFloat, color: Color)
  /// Strokes a (rounded) rectangle's outline.
  case stroke(CGRect, radius: CGFloat, width: CGFloat, color: Color)
  /// Fills a circle.
  case circle(center: CGPoint, radius: CGFloat, color: Color)
  /// Draws text with its baseline-left at `origin`, `kern` points added after every character
  /// (NSAttributedString's `.kern`; default 0), or, with `kerns`, each character's own (one per
  /// `Character`; default nil).
  case text(String, origin: CGPoint, size: CGFloat, color: Color, kern: CGFloat = 0, kerns: [CGFloat]? = nil)
  /// Draws an image stretched over a rectangle.
  case image(Image, in: CGRect)
  /// Draws an image's shape (its alpha) in a colour, stretched over a rectangle.
  case tintedImage(Image, in: CGRect, color: Color)
  /// Starts a group composited with `alpha`.
  case beginGroup(alpha: CGFloat)
  /// Ends the group started last.
  case endGroup
  /// Replays recorded drawing (a view's draw(_:), its layer's sublayers and shadow).
  case drawing([DrawingOperation])
  /// Draws `commands` (in a view's own plane) through a perspective map: what lies inside `extent`
  /// is drawn flat, then mapped by `transform` (a view whose layer's 3D transform, or its
  /// superview's sublayer transform, is not affine).
  case projected([DrawCommand], extent: CGRect, transform: ProjectiveTransform)
}

/// Measures text for layout and drawing; the core keeps a deterministic default for tests.
public protocol TextMeasurer {
  /// The width and height of `text` at `size` points.
  func measure(_ text: String, size: CGFloat) -> CGSize
}

/// A fixed-advance measurer: every character is 0.55 em wide, lines 1.2 em tall. Deterministic.
public struct MonospaceTextMeasurer: TextMeasurer {
  /// Creates the measurer.
  public init() {}
  public func measure(_ text: String, size: CGFloat) -> CGSize {
    CGSize(width: CGFloat(text.count) * size * 0.55, height: size * 1.2)
  }
}

/// Turns a view tree into drawing commands. Hidden, transparent and clipped-out views are skipped.
///
/// See also: ``ViewRenderer``.
@MainActor
public struct DisplayList {
  /// The commands in drawing order.
  public internal(set) var commands: [DrawCommand] = []
  /// The text measurer used to place titles.
  public var measurer: TextMeasurer = MonospaceTextMeasurer()

  /// What the canvas may show of the view being drawn, in its bounds' coordinates: the canvas and
  /// the bounds of the clipping views around it, or nil when that is not known (no canvas given,
  /// or a transform other than a translation on the way). A wrapped label builds commands only
  /// for its lines near it.
  private var shownArea: CGRect?

  /// Builds the list for `root` and its subviews. `canvas`, the area of `root`'s coordinates the
  /// commands will be drawn in (a window's bounds at the origin for ``ViewRenderer``), lets a
  /// wrapped label far taller than it leave out the lines it cannot show.
  public init(root: View, measurer: TextMeasurer = MonospaceTextMeasurer(), canvas: CGRect? = nil) {
    self.measurer = measurer
    let visible = CGRect(origin: .zero, size: root.bounds.size)
    shownArea = canvas
    append(root, visibleInParent: visible, isRoot: true)
  }

  /// The area the canvas may show of a view placed by `projection` (nil: by its center, anchor
  /// and transform) in a superview that may show `area`: moved into the view's bounds when only
  /// a translation places it, else unknown.
  private static func shownArea(
    _ area: CGRect?, of shown: ViewPresentation, projection: ProjectiveTransform?, isRoot: Bool
  ) -> CGRect? {
    guard let area, !isRoot else { return area }
    guard projection == nil, shown.transform.isIdentity else { return nil }
    let anchor = shown.anchorInBounds
    let moved = area.offsetBy(dx: anchor.x - shown.center.x, dy: anchor.y - shown.center.y)
    return moved.origin.x.isFinite && moved.origin.y.isFinite ? moved : nil
  }

  private mutating func append(_ view: View, visibleInParent: CGRect, isRoot: Bool) {
    // What is on screen: the model values moved by running animations (UIKit's presentation).
    let shown = view.presentation
    guard !view.isHidden, shown.alpha >= 0.01 else { return }
    guard isRoot || shown.frame.intersects(visibleInParent) || !shown.transform.isIdentity else { return }
    let start = commands.count
    let projection = isRoot ? nil : view.projectionInSuperview(shown: shown)
    commands.append(.save)
    if let projection, projection.isAffine {
      commands.append(.transform(projection.affineTransform))
    } else if !isRoot, projection == nil {
      let anchor = shown.anchorInBounds
      let placement = Inertia.AffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(shown.transform)
        .concatenating(Inertia.AffineTransform(translationX: shown.center.x, y: shown.center.y))
      commands.append(.transform(placement))
    }
    let grouped = shown.alpha < 1
    if grouped { commands.append(.beginGroup(alpha: shown.alpha)) }
    let bounds = shown.bounds
    appendDrawing(view.layerShadowOperations())
    if let color = shown.backgroundColor, color.alpha > 0 {
      commands.append(.fill(bounds, radius: shown.cornerRadius, color: color))
    }
    let parentArea = shownArea
    shownArea = Self.shownArea(parentArea, of: shown, projection: projection, isRoot: isRoot)
    defer { shownArea = parentArea }
    var visible = bounds
    if view.clipsToBounds {
      shownArea = shownArea?.intersection(bounds) ?? bounds
      // As Core Animation's masksToBounds: the view's own content (an image view's image, a
      // label's text) is cut at the rounded bounds too, not only its subviews.
      commands.append(.clip(bounds, radius: shown.cornerRadius))
    } else {
      visible = bounds.insetBy(dx: -100_000, dy: -100_000)
    }
    appendDrawing(view.layerContentOperations())
    appendContent(of: view)
    appendDrawing(view.displayedContent())
    if shown.borderWidth > 0 {
      // Inside the bounds (inset by half its width), so the clip leaves it whole.
      commands.append(
        .stroke(bounds, radius: shown.cornerRadius, width: shown.borderWidth, color: view.layerBorderColor))
    }
    appendDrawing(view.layerOperations(belowSubviews: true))
    for subview in view.subviews { append(subview, visibleInParent: visible, isRoot: false) }
    appendDrawing(view.layerOperations(belowSubviews: false))
    if grouped { commands.append(.endGroup) }
    commands.append(.restore)
    if let projection, !projection.isAffine {
      // Drawn flat in the view's plane, then mapped (CairoCanvas+Projection.swift).
      let flat = Array(commands[start...])
      commands.removeSubrange(start...)
      commands.append(.projected(flat, extent: view.projectedExtent(bounds: bounds), transform: projection))
    }
  }

  private mutating func appendDrawing(_ operations: [DrawingOperation]) {
    if !operations.isEmpty { commands.append(.drawing(operations)) }
  }

  /// UISlider's thumb: white with a soft shadow below and a hairline grey edge, so it shows on a
  /// white background too.
  private mutating func appendSliderThumb(at center: CGPoint) {
    let radius = Slider.thumbDiameter / 2
    let below = CGPoint(x: center.x, y: center.y + 2)
    commands.append(.circle(center: below, radius: radius + 1.5, color: Color(white: 0, alpha: 0.06)))
    commands.append(.circle(center: below, radius: radius + 0.5, color: Color(white: 0, alpha: 0.1)))
    commands.append(.circle(center: center, radius: radius, color: Color(white: 0.8)))
    commands.append(.circle(center: center, radius: radius - 0.75, color: .white))
  }

  private mutating func appendContent(of view: View) {
    let bounds = view.bounds
    switch view {
    case let toggle as Switch:
      appendSwitch(toggle, in: bounds)
    case let slider as Slider:
      appendSlider(slider, in: bounds)
    case let stepper as Stepper:
      appendStepper(stepper, in: bounds)
    case let bar as ProgressView:
      appendProgressBar(bar, in: bounds)
    case let effectView as VisualEffectView:
      if let color = effectView.materialColor {
        commands.append(.fill(bounds, radius: view.presentation.cornerRadius, color: color))
      }
    case let pages as PageControl:
      for page in pages.visiblePages {
        commands.append(
          .circle(
            center: pages.indicatorCenter(forPage: page), radius: PageControl.indicatorDiameter / 2,
            color: pages.indicatorColor(forPage: page)))
      }
    case let button as Button:
      if let background = button.currentBackgroundImage {
        commands.append(.image(background, in: button.backgroundRect(forBounds: bounds)))
      }
      if let title = button.currentTitle {
        appendCentredText(
          title, in: button.titleFrame, size: button.currentTitleFontSize, color: button.currentTitleColor)
      }
    case let refresh as RefreshControl:
      appendRefreshControl(refresh, in: bounds)
    case let imageView as ImageView:
      if let image = imageView.displayedImage, let rect = imageView.imageRect {
        let template = image.renderingMode == .alwaysTemplate && image.tintColor == nil
        commands.append(
          template ? .tintedImage(image, in: rect, color: imageView.tintColor) : .image(image, in: rect))
      }
    case let field as TextField:
      appendField(field, in: bounds)
    case let label as Label where label.numberOfLines != 1:
      if let area = label.textDrawingRect { appendWrappedText(of: label, in: area) }
    case let label as Label:
      appendLine(of: label)
    default:
      break
    }
  }

  /// A switch: its track in the on or off colour and its knob at that end.
  private mutating func appendSwitch(_ toggle: Switch, in bounds: CGRect) {
    let track = CGRect(origin: bounds.origin, size: Switch.standardSize)
    let color = toggle.isOn ? toggle.onTintColor : Color.systemGray5
    commands.append(.fill(track, radius: track.height / 2, color: color))
    let knobX = toggle.isOn ? track.maxX - track.height / 2 : track.minX + track.height / 2
    commands.append(
      .circle(center: CGPoint(x: knobX, y: track.midY), radius: track.height / 2 - 2, color: .white))
  }

  /// A slider: its track, the filled part up to the thumb, and the thumb.
  private mutating func appendSlider(_ slider: Slider, in bounds: CGRect) {
    let y = bounds.midY
    let x = slider.thumbCenterX
    commands.append(
      .fill(
        CGRect(x: bounds.minX, y: y - 2, width: bounds.width, height: 4), radius: 2, color: .systemGray5))
    commands.append(
      .fill(
        CGRect(x: bounds.minX, y: y - 2, width: x - bounds.minX, height: 4), radius: 2, color: .systemBlue))
    appendSliderThumb(at: CGPoint(x: bounds.minX + x, y: y))
  }

  /// A refresh control: a tick per 10 pt pulled (all eight while refreshing) and its title.
  private mutating func appendRefreshControl(_ refresh: RefreshControl, in bounds: CGRect) {
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let ticks = refresh.isRefreshing ? 8 : min(8, Int(refresh.pullDistance / 10))
    for tick in 0..<ticks {
      let angle = Double(tick) * .pi / 4
      let point = CGPoint(x: centre.x + CGFloat(cos(angle)) * 9, y: centre.y + CGFloat(sin(angle)) * 9)
      commands.append(.circle(center: point, radius: 2, color: refresh.tintColor))
    }
    if let title = refresh.attributedTitle?.string, !title.isEmpty {
      appendCentredText(
        title, in: CGRect(x: bounds.minX, y: centre.y + 14, width: bounds.width, height: 16), size: 12,
        color: refresh.tintColor)
    }
  }

  /// A one-line label's text, shrunk or truncated to its width as the label shows it.
  private mutating func appendLine(of label: Label) {
    if let text = label.text, let bounds = label.textDrawingRect {
      let shown = label.displayedLine(text, width: bounds.width)
      let fontSize = label.displayedFontSize(of: text, width: bounds.width)
      let size = measurer.measure(shown, size: fontSize)
      let x = label.lineOriginX(
        lineWidth: label.textMeasurer.measure(shown, size: fontSize).width, in: bounds)
      let baseline = Self.shrunkBaseline(
        of: label, height: size.height, fullHeight: measurer.measure(shown, size: label.fontSize).height,
        in: bounds)
      appendText(shown, at: CGPoint(x: x, y: baseline), size: fontSize, of: label)
    }
  }

  /// One line of a label's text at `origin` (its baseline's start), its shadow first when the
  /// label has a shadow colour; the characters spaced by the kerns the label measures with.
  /// `kerns`, when given, are the line's own (its place in a text kerned by ranges).
  private mutating func appendText(
    _ text: String, at origin: CGPoint, size: CGFloat, of label: Label, kerns lineKerns: [CGFloat]? = nil
  ) {
    let kern = label.textMeasurer.kern
    let kerns = lineKerns ?? label.textMeasurer.kerns(of: text)
    if let shadow = label.shadowColor {
      let offset = label.shadowOffset
      commands.append(
        .text(
          text, origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), size: size,
          color: shadow, kern: kern, kerns: kerns))
    }
    commands.append(
      .text(text, origin: origin, size: size, color: label.displayedTextColor, kern: kern, kerns: kerns))
  }

  /// The baseline of one line `height` tall (drawn smaller than its `fullHeight` when the label
  /// shrinks it) by the label's `baselineAdjustment`: the full-size line, centred in `bounds`,
  /// keeps its baseline, its centre or its top. Unshrunk text sits the same in all three.
  private static func shrunkBaseline(
    of label: Label, height: CGFloat, fullHeight: CGFloat, in bounds: CGRect
  ) -> CGFloat {
    switch label.baselineAdjustment {
    case .alignCenters: bounds.midY + height * 0.3
    case .alignBaselines: bounds.midY + fullHeight * 0.3
    case .none: bounds.midY - fullHeight / 2 + height * 0.8
    }
  }

  /// A multi-line label's text broken into lines by the label itself (the routine its intrinsic
  /// size uses), one line per line height, the block centred vertically as UILabel does.
  private mutating func appendWrappedText(of label: Label, in bounds: CGRect) {
    let lines = label.lines(fittingWidth: bounds.width)
    guard !lines.isEmpty else { return }
    let lineHeight = label.textMeasurer.measure("", size: label.fontSize).height
    let ascender = label.textMeasurer.ascender(size: label.fontSize)
    let top = bounds.midY - lineHeight * CGFloat(lines.count) / 2
    let shown = shownLines(lines.count, top: top + ascender, lineHeight: lineHeight, size: label.fontSize)
    // A text kerned by ranges draws each line with the kerns of its place in the text: the words
    // before it are counted (only for such a measurer).
    let kerned = label.textMeasurer as? LineKernedTextMeasuring
    var word = kerned == nil ? 0 : lines[..<shown.lowerBound].reduce(0) { $0 + Self.wordCount(of: $1) }
    for index in shown {
      let line = lines[index]
      defer { if kerned != nil { word += Self.wordCount(of: line) } }
      guard !line.isEmpty else { continue }
      let baseline = top + CGFloat(index) * lineHeight + ascender
      let width =
        kerned?.measure(line, startingAtWord: word, size: label.fontSize).width
        ?? label.textMeasurer.measure(line, size: label.fontSize).width
      let x = label.lineOriginX(lineWidth: width, in: bounds)
      appendText(
        line, at: CGPoint(x: x, y: baseline), size: label.fontSize, of: label,
        kerns: kerned?.kerns(of: line, startingAtWord: word))
    }
  }

  /// The words of a line a label broke (words joined by single spaces): its spaces and one.
  private static func wordCount(of line: String) -> Int {
    line.isEmpty ? 0 : line.utf8.reduce(1) { $1 == 0x20 ? $0 + 1 : $0 }
  }

  /// The lines of a wrapped label (`count` of them, the first baseline at `top`) whose text may
  /// reach ``shownArea``: a glyph reaches at most 1.24 em above and 0.47 em below its baseline, and
  /// lines further than 4 em and 32 pt (two device pixels at any scale from 1/16) outside it are
  /// left out, as the canvas would leave them out (its clip: 4 em and two device pixels). 50 labels
  /// of 2,500 lines, about 40 shown, made 125,000 text commands a frame before session 51.
  private func shownLines(_ count: Int, top: CGFloat, lineHeight: CGFloat, size: CGFloat) -> Range<Int> {
    let reach = 4 * size + 32
    guard let area = shownArea, lineHeight > 0, lineHeight.isFinite, reach.isFinite, top.isFinite else {
      return 0..<count
    }
    let first = ((area.minY - reach - top) / lineHeight).rounded(.down)
    let last = ((area.maxY + reach - top) / lineHeight).rounded(.up)
    guard first.isFinite, last.isFinite else { return 0..<count }
    let lower = Int(max(0, min(first, CGFloat(count))))
    let upper = Int(max(0, min(last + 1, CGFloat(count))))
    return lower..<max(lower, upper)
  }

  /// UITextField: its background image (border style `.none`), its border, then its text (bullets
  /// for secure entry) or its grey placeholder on one line, centred vertically, in the field's
  /// text, editing or placeholder rectangle, aligned as the field says.
  private mutating func appendField(_ field: TextField, in bounds: CGRect) {
    if let background = field.background, field.borderStyle == .none {
      commands.append(.image(background, in: bounds))
    }
    switch field.borderStyle {
    case .roundedRect:
      commands.append(
        .stroke(bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5, width: 0.5, color: Color(white: 0.8)))
    case .line:
      commands.append(.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, width: 1, color: .black))
    case .bezel:
      commands.append(
        .stroke(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, width: 1, color: Color(white: 0.6)))
    case .none:
      break
    }
    let shown = field.displayedText
    let isPlaceholder = shown.isEmpty
    let line = isPlaceholder ? field.placeholder ?? "" : shown
    guard !line.isEmpty else { return }
    let area = field.shownLineRect
    let size = measurer.measure(line, size: field.fontSize)
    let x: CGFloat
    switch field.textAlignment {
    case .center: x = area.midX - size.width / 2
    case .right: x = area.maxX - size.width
    default: x = area.minX
    }
    let color: Color =
      isPlaceholder ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) : field.textColor
    commands.append(
      .text(
        line, origin: CGPoint(x: x, y: bounds.midY + size.height * 0.3), size: field.fontSize, color: color))
  }

  private mutating func appendCentredText(_ text: String, in rect: CGRect, size: CGFloat, color: Color) {
    let measured = measurer.measure(text, size: size)
    let origin = CGPoint(x: rect.midX - measured.width / 2, y: rect.midY + measured.height * 0.3)
    commands.append(.text(text, origin: origin, size: size, color: color))
  }
}
