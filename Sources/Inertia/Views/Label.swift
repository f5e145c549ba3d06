import Foundation

/// A view that shows text, like UILabel: one line by default, or wrapped by words onto
/// ``numberOfLines`` lines (0 = as many as needed), measured with `textMeasurer`.
///
/// Its intrinsic size is the text's: with several lines, wrapped at ``preferredMaxLayoutWidth``
/// when set, else at the width layout gave it (the engine measures again when that width changes,
/// as UIKit's two-pass layout does). Hugging priority 251, as UIKit's labels.
///
/// See also: ``View``, ``TextMeasuring``.
@preconcurrency @MainActor
open class Label: View {
  /// Makes a `Label` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Label(frame: frame) }

  /// The text. Default nil.
  open var text: String? { didSet { if text != oldValue { textChanged() } } }
  /// The text colour (UILabel.textColor). Default black; setting nil restores it, as UIKit's
  /// null-resettable property does (`label.textColor = style?.color` compiles and works).
  open var textColor: Color! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .black }
  }
  private var storedTextColor = Color.black
  /// The colour of the text's shadow, drawn under the text at ``shadowOffset``; nil draws none
  /// (UILabel.shadowColor). Default nil.
  open var shadowColor: Color?
  /// How far the text's shadow lies from the text, in points (UILabel.shadowOffset). Default
  /// (0, -1), a point above, as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Whether the label is highlighted: a table cell highlights the labels in it while a touch is
  /// down on its row or it is selected, as UIKit does. Default false.
  open var isHighlighted = false
  /// The text colour while highlighted; nil keeps ``textColor``. Default nil.
  open var highlightedTextColor: Color?
  /// Whether the label is enabled (UILabel.isEnabled; UIKit draws a disabled label's text dimmed).
  /// Recorded: Inertia draws the text the same either way. Default true.
  open var isEnabled = true
  /// The colour the text is drawn in: ``highlightedTextColor`` while highlighted, else
  /// ``textColor``.
  package var displayedTextColor: Color { isHighlighted ? highlightedTextColor ?? textColor : textColor }
  /// The label's font (UILabel.font). Default the 17-point system font; setting nil restores it,
  /// as UIKit's null-resettable property does. The size is drawn (and sets `fontSize`); the name
  /// and weight read back as set. Open, as UIKit's: a subclass overrides it (`override var font:
  /// UIFont! { didSet { … } }`, BmoViewPager's double label hands it to its two inner labels).
  open var font: Font! {
    get { setFont.flatMap { $0.pointSize == fontSize ? $0 : nil } ?? Font(size: fontSize) }
    set {
      setFont = newValue
      fontSize = newValue?.pointSize ?? 17
    }
  }
  /// The font last set through ``font``, read back while its size is the one drawn.
  private var setFont: Font?
  /// The font size in points (non-finite or non-positive values are ignored). Default 17.
  package var fontSize: CGFloat = 17 {
    didSet {
      if !(fontSize.isFinite && fontSize > 0) { fontSize = oldValue }
      if fontSize != oldValue { textChanged() }
    }
  }
  /// Whether the font follows the user's Dynamic Type size (UIContentSizeCategoryAdjusting).
  /// Inertia has one content size category (UIKit's default, Large) that never changes, so the
  /// font stays as set. Default false.
  open var adjustsFontForContentSizeCategory = false
  /// The most lines to use; 0 means no limit. Default 1. Negative values become 1.
  open var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 1 }
      if numberOfLines != oldValue { textChanged() }
    }
  }
  /// How lines are placed across the label's width. Default natural (left).
  open var textAlignment: TextAlignment = .natural
  /// How text wider than the label is shortened when drawn. Default byTruncatingTail.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail
  /// Whether one line of text too wide for the label is drawn smaller, down to
  /// ``minimumScaleFactor`` of `fontSize` (UILabel's `adjustsFontSizeToFitWidth`). Default false.
  open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
  /// Where text drawn smaller by ``adjustsFontSizeToFitWidth`` sits up and down (UILabel's
  /// `baselineAdjustment`). Default `.alignBaselines`.
  open var baselineAdjustment: BaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
  /// The smallest scale of `fontSize` a shrinking label draws at; 0, as in UIKit, means the font
  /// size itself (no shrinking). Default 0.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet {
      if !(minimumScaleFactor.isFinite && minimumScaleFactor >= 0) { minimumScaleFactor = oldValue }
      setNeedsDisplay()
    }
  }
  /// The width multi-line text wraps at for its intrinsic size; 0 (the default) uses the width
  /// layout gives the label. Negative or non-finite values become 0.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet {
      if !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth >= 0) { preferredMaxLayoutWidth = 0 }
      if preferredMaxLayoutWidth != oldValue { textChanged() }
    }
  }
  /// Measures text. Default ``MonospaceTextMeasuring`` (0.55 em per character, 1.2 em lines).
  package var textMeasurer: any TextMeasuring = MonospaceTextMeasuring() { didSet { textChanged() } }

  /// Creates a label with `frame` and no text: UILabel's designated initializer, which subclasses
  /// override (`override init(frame: CGRect)`).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .staticText
    setContentHuggingPriority(251, for: .horizontal)
    setContentHuggingPriority(251, for: .vertical)
  }

  /// Creates a label with `frame` and `text`.
  public convenience init(frame: CGRect = .zero, text: String?) {
    self.init(frame: frame)
    self.text = text
  }

  /// The label set, or the text.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// The last `textSize(fittingWidth:)` answer and its width: layout asks for the same width
  /// several times per pass (the engine's measuring, baselines, drawing), and breaking text into
  /// lines is the costly part. Cleared whenever anything that shapes the text changes.
  private var lastTextSize: (width: CGFloat, size: CGSize)?
  /// The rectangle the base ``drawText(in:)`` was last called with, while `textDrawingRect`
  /// asks for it.
  private var drawnTextRect: CGRect?

  /// The last lines ``lines(fittingWidth:limit:)`` broke the text into, with their width and
  /// limit: drawing asks for the same lines every frame (50 wrapped labels of 100,000 characters
  /// were broken again each frame, over 2 s a frame in a debug build, before sweep 50).
  private var lastLines: (text: String?, width: CGFloat, limit: Int, lines: [String], characters: [Int]?)?
  /// Where the characters of the text begin among its bytes, while the text is not ASCII and the
  /// measurer is the monospace one (found once for the text: see ``MonospaceCharacters``).
  private var textCharacters: (text: String, characters: MonospaceCharacters)?
  /// The last line ``displayedLine(_:width:)`` shortened, with its width, font size and mode.
  var lastDisplayedLine: (line: String, width: CGFloat, size: CGFloat, mode: LineBreakMode, shown: String)?

  private func textChanged() {
    lastTextSize = nil
    lastLines = nil
    textCharacters = nil
    lastDisplayedLine = nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The lines the text breaks into at `width` (greedy, by words; a word wider than the line
  /// gets a line of its own; a line fits within a millionth of a point, so a width measured to
  /// the pixel takes back its own text), at most ``numberOfLines`` when that is not 0.
  package func lines(fittingWidth width: CGFloat) -> [String] {
    lines(fittingWidth: width, limit: numberOfLines)
  }

  /// The lines the text breaks into at `width`, at most `limit` when that is not 0.
  func lines(fittingWidth width: CGFloat, limit: Int) -> [String] {
    brokenLines(fittingWidth: width, limit: limit).lines
  }

  /// The lines of ``lines(fittingWidth:limit:)`` and, when the monospace measurer broke them on
  /// the text's bytes, each line's characters (its width over 0.55 em).
  private func brokenLines(fittingWidth width: CGFloat, limit: Int) -> (lines: [String], characters: [Int]?) {
    // The text is compared too (equal storage compares at once): a subclass may override it.
    if let last = lastLines, last.limit == limit, last.width == width || (last.width.isNaN && width.isNaN),
      last.text == text
    {
      return (last.lines, last.characters)
    }
    let (lines, characters) = breakLines(fittingWidth: width, limit: limit)
    lastLines = (text, width, limit, lines, characters)
    return (lines, characters)
  }

  private func breakLines(fittingWidth width: CGFloat, limit: Int) -> (lines: [String], characters: [Int]?) {
    guard let text, !text.isEmpty else { return ([], []) }
    // Counted for the replay's frame-work budget: a width that changes every frame breaks the
    // text again every frame (sweep 52); past its limit, not broken (the replay refuses; 55b).
    let monospace = textMeasurer is MonospaceTextMeasuring
    if let window, !window.layoutWork.admitText(bytes: text.utf8.count, byRuns: !monospace) {
      return ([], [])
    }
    if monospace {
      if let broken = Self.monospaceASCIILines(text, width: width, fontSize: fontSize, limit: limit) {
        return broken
      }
      // Other text breaks on its bytes as well, where its characters begin (sweep 53).
      let broken = Self.monospaceLines(
        Array(text.utf8), starts: characters(of: text).starts, width: width, fontSize: fontSize, limit: limit)
      return broken
    }
    return (runLines(text, fittingWidth: width, limit: limit), nil)
  }

  /// Where the characters of `text` (the label's text) begin, found once for the text.
  private func characters(of text: String) -> MonospaceCharacters {
    if let known = textCharacters, known.text == text { return known.characters }
    let characters = MonospaceCharacters(text)
    textCharacters = (text, characters)
    return characters
  }

  /// The lines of any measurer: the words of each paragraph joined and measured a run at a time.
  /// A text kerned by ranges measures each candidate line with the kerns of its place (its first
  /// word counted from the text's first, paragraphs one after another), as it is drawn.
  private func runLines(_ text: String, fittingWidth width: CGFloat, limit: Int) -> [String] {
    let kerned = textMeasurer as? LineKernedTextMeasuring
    var lines: [String] = []
    var firstWord = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = paragraph.split(separator: " ")
      defer { firstWord += words.count }
      // A paragraph that fits is one line, measured once (an unbounded width: every paragraph).
      if words.count > 1,
        lineWidth(words.joined(separator: " "), word: firstWord, kerned) <= width + 1e-6
      {
        lines.append(words.joined(separator: " "))
        if limit > 0 && lines.count >= limit { return lines }
        continue
      }
      var start = 0
      repeat {
        let count = wordsFitting(words, from: start, width: width, firstWord: firstWord, kerned)
        lines.append(words[start..<start + count].joined(separator: " "))
        start += count
        if limit > 0 && lines.count >= limit { return lines }
      } while start < words.count
    }
    return lines
  }

  /// The width of `line` whose first word is the text's word `word`: at its place for a text
  /// kerned by ranges (`kerned`, the label's measurer), else as the measurer measures any line.
  private func lineWidth(_ line: String, word: Int, _ kerned: LineKernedTextMeasuring?) -> CGFloat {
    guard let kerned else { return textMeasurer.measure(line, size: fontSize).width }
    return kerned.measure(line, startingAtWord: word, size: fontSize).width
  }

  /// How many of `words` from `start` the next line takes: the longest run whose text fits in
  /// `width` (at least one word; none when none is left), as adding words while they fit does.
  /// The run is found by doubling, then halving: O(log n) measures of a line instead of one per
  /// word (a 10 MB text measured at an unbounded width took hours before session 41). The
  /// paragraph's words start at the text's word `firstWord` (for `kerned`, see ``lineWidth``).
  private func wordsFitting(
    _ words: [Substring], from start: Int, width: CGFloat, firstWord: Int, _ kerned: LineKernedTextMeasuring?
  ) -> Int {
    let available = words.count - start
    guard available > 1 else { return available }
    func fits(_ count: Int) -> Bool {
      lineWidth(words[start..<start + count].joined(separator: " "), word: firstWord + start, kerned)
        <= width + 1e-6
    }
    var low = 1
    var high = available + 1
    var step = 1
    while low + step <= available {
      guard fits(low + step) else {
        high = low + step
        break
      }
      low += step
      step *= 2
    }
    while high - low > 1 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The widest of `lines` (this label's, in order), each measured at its place in the text.
  private func widestLine(_ lines: [String]) -> CGFloat {
    let kerned = textMeasurer as? LineKernedTextMeasuring
    var word = 0
    var widest: CGFloat = 0
    for line in lines {
      widest = max(widest, lineWidth(line, word: word, kerned))
      if kerned != nil, !line.isEmpty { word += line.utf8.reduce(1) { $1 == 0x20 ? $0 + 1 : $0 } }
    }
    return widest
  }

  /// The text's size when wrapped at `width` (unbounded for one line), rounded up to whole points.
  package func textSize(fittingWidth width: CGFloat) -> CGSize {
    if let last = lastTextSize, last.width == width || (last.width.isNaN && width.isNaN) { return last.size }
    let size = measureText(fittingWidth: width)
    lastTextSize = (width, size)
    return size
  }

  private func measureText(fittingWidth width: CGFloat, lines limit: Int? = nil) -> CGSize {
    let lineHeight = textMeasurer.measure("", size: fontSize).height
    guard let text, !text.isEmpty else { return CGSize(width: 0, height: (lineHeight).rounded(.up)) }
    let limit = limit ?? numberOfLines
    guard !(limit == 1 || !(width.isFinite && width > 0)) else {
      // One line: the monospace measurer's width from the characters counted once for the text.
      let width =
        textMeasurer is MonospaceTextMeasuring && !text.utf8.allSatisfy({ $0 < 0x80 })
        ? MonospaceTextMeasuring.width(ofCharacters: characters(of: text).count, size: fontSize)
        : textMeasurer.measure(text, size: fontSize).width
      return CGSize(width: width, height: lineHeight.rounded(.up))
    }
    let (wrapped, characters) = brokenLines(fittingWidth: width, limit: max(limit, 0))
    let widest =
      characters.map { MonospaceTextMeasuring.width(ofCharacters: $0.max() ?? 0, size: fontSize) }
      ?? widestLine(wrapped)
    return CGSize(width: widest, height: (lineHeight * CGFloat(wrapped.count)).rounded(.up))
  }

  /// The text's size through ``textRect(forBounds:limitedToNumberOfLines:)``, as UIKit measures
  /// it: multi-line text wraps at ``preferredMaxLayoutWidth``, else at the width layout gave.
  open override var intrinsicContentSize: CGSize {
    var width = CGFloat.greatestFiniteMagnitude
    if numberOfLines != 1 {
      let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
      if wrapWidth > 0 { width = wrapWidth }
    }
    return fittingTextSize(width: width)
  }

  /// The size ``textRect(forBounds:limitedToNumberOfLines:)`` gives for an unbounded height.
  private func fittingTextSize(width: CGFloat) -> CGSize {
    let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
    let rect = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    guard rect.width.isFinite, rect.height.isFinite else { return .zero }
    return CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
  }

  /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: no
  /// limit), as UILabel computes it: at `bounds`' origin, the text's size (wrapped at its width
  /// when several lines are allowed), no taller than `bounds`. Subclasses override it to pad
  /// the text (the label's intrinsic size and ``sizeThatFits(_:)`` come from it).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    guard bounds.width.isFinite, bounds.height.isFinite else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    let wrapWidth = numberOfLines == 1 || bounds.width <= 0 ? CGFloat.infinity : bounds.width
    let size =
      numberOfLines == self.numberOfLines
      ? textSize(fittingWidth: wrapWidth) : measureText(fittingWidth: wrapWidth, lines: numberOfLines)
    return CGRect(
      origin: bounds.origin, size: CGSize(width: size.width, height: min(size.height, max(bounds.height, 0))))
  }

  /// Draws the text in `rect`: the lines centred vertically in it and placed across it by
  /// ``textAlignment``. UILabel's drawing calls it with the bounds; subclasses override it to
  /// draw the text in a smaller rectangle (`super.drawText(in: rect.inset(by: insets))`).
  open func drawText(in rect: CGRect) { drawnTextRect = rect }

  /// The rectangle the text is drawn in: what the label's ``drawText(in:)`` (called with the
  /// bounds) passes on to UILabel's own, or nil when an override draws no text.
  package var textDrawingRect: CGRect? {
    drawnTextRect = nil
    drawText(in: bounds)
    defer { drawnTextRect = nil }
    return drawnTextRect
  }

  override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  /// The first baseline is the font's ascender below the top of the first line; the last is the
  /// last line's, lines one line height apart, wrapped as ``intrinsicContentSize`` wraps them.
  override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
    let ascender = textMeasurer.ascender(size: fontSize)
    let lineHeight = textMeasurer.measure("", size: fontSize).height
    var count = 1
    if numberOfLines != 1, let text, !text.isEmpty {
      let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
      count = max(width > 0 ? lines(fittingWidth: width).count : 1, 1)
    }
    return (ascender, CGFloat(count - 1) * lineHeight + ascender)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width =
      numberOfLines == 1 || !(size.width.isFinite && size.width > 0) ? .greatestFiniteMagnitude : size.width
    return fittingTextSize(width: width)
  }
}

/// Measures one line of text for layout.
///
/// See also: `textMeasurer`.
public protocol TextMeasuring: Sendable {
  /// The width and line height of `text` on one line at `size` points.
  func measure(_ text: String, size: CGFloat) -> CGSize
  /// The distance from the top of a line to its baseline at `size` points (the font's ascender,
  /// with the line's leading above it). Default 0.8 of the line height.
  func ascender(size: CGFloat) -> CGFloat
  /// The points added after every character, which the renderer adds between the glyphs it
  /// draws (NSAttributedString's `.kern`; see ``KernedTextMeasuring``). Default 0.
  var kern: CGFloat { get }
  /// The points added after each character of `text` when they differ from character to
  /// character (an attributed string kerned by ranges; see ``LineKernedTextMeasuring``), one per
  /// `Character`; nil when every character takes ``kern``. The renderer spaces the glyphs it
  /// draws of `text` by them. Default nil.
  func kerns(of text: String) -> [CGFloat]?
}

extension TextMeasuring {
  /// 0.8 of the line height: the baseline the renderer has always used for one line of text.
  public func ascender(size: CGFloat) -> CGFloat { measure("", size: size).height * 0.8 }
  /// No space added between characters.
  public var kern: CGFloat { 0 }
  /// Every character takes ``kern``.
  public func kerns(of text: String) -> [CGFloat]? { nil }
}

/// A fixed-advance measurer: every character is 0.55 em wide, lines 1.2 em tall (the same metric
/// as InertiaCairo's MonospaceTextMeasurer). Deterministic.
public struct MonospaceTextMeasuring: TextMeasuring {
  /// Creates the measurer.
  public init() {}
  public func measure(_ text: String, size: CGFloat) -> CGSize {
    CGSize(width: Self.width(ofCharacters: text.count, size: size), height: size * 1.2)
  }

  /// The width of `count` characters at `size` points: 0.55 em each (what line breaking on a
  /// text's character counts compares with a width, as measuring does).
  static func width(ofCharacters count: Int, size: CGFloat) -> CGFloat { CGFloat(count) * size * 0.55 }
}
