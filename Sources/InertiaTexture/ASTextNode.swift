import Inertia
import InertiaUIKit

/// Texture's ASTextNode: attributed text measured with Inertia's deterministic text metrics (the
/// font size comes from the string's `.font`, 12 pt without one, as Foundation's default font
/// for attributed text is 12-point Helvetica; its colour from
/// `.foregroundColor`, black without one). Its ascender and descender feed baseline alignment.
///
/// Text wraps by characters at the width it is measured in; ``pointSizeScaleFactors`` shrink it to
/// fit. With ``maximumNumberOfLines`` (or a height that holds fewer lines) the text left over is cut: the last line shown ends in
/// ``truncationAttributedText`` ("…" when nil) placed by ``truncationMode`` (tail for the wrapping
/// modes; `.byClipping` cuts without a token). Measuring and drawing break the text the same way;
/// the node's view is a label showing the lines for the node's width, each character drawn
/// followed by its `.kern`, as measured.
///
/// As Texture's, it is a control node that takes no touches until they are enabled or a target is
/// added; a touch on a link (a run of one of ``linkAttributeNames``) is reported to its
/// ``delegate`` (see ``ASTextNodeDelegate``).
@preconcurrency @MainActor
open class ASTextNode: ASControlNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASTextNode() }

  /// The text with its attributes. Default nil. Setting it lays out again.
  open var attributedText: NSAttributedString? {
    didSet { textChanged() }
  }
  /// The most lines shown; 0 shows every line. Default 0.
  open var maximumNumberOfLines: UInt = 0 {
    didSet { if maximumNumberOfLines != oldValue { textChanged() } }
  }
  /// Where the truncation token goes on the last line. Default `.byWordWrapping` (at the end).
  open var truncationMode: NSLineBreakMode = .byWordWrapping {
    didSet { if truncationMode != oldValue { textChanged() } }
  }
  /// The token ending truncated text. Default nil ("…").
  open var truncationAttributedText: NSAttributedString? {
    didSet { textChanged() }
  }
  /// The colour of the placeholder Texture shows while drawing asynchronously; drawing is
  /// synchronous here, so it is never shown. Default nil.
  open var placeholderColor: UIColor?
  /// Space between the node's edges and its text (Texture's `textContainerInset`, ASTextNode+Beta):
  /// the text is broken for the size offered less the insets, the node measures the text and the
  /// insets (within the size offered), and the text is drawn inside them. Default zero.
  open var textContainerInset: UIEdgeInsets = .zero {
    didSet { if textContainerInset != oldValue { textChanged() } }
  }
  /// Smaller scales, in descending order, tried when the text does not fit the size it is measured
  /// in (Texture's `pointSizeScaleFactors`, ASTextKitFontSizeAdjuster): the first that lets the
  /// longest word fit the width, the lines fit ``maximumNumberOfLines`` and the text fit the height
  /// scales every font (rounded to the point); when none does, the last is used. Ignored when the
  /// width is unbounded. Default nil (the text keeps its size).
  open var pointSizeScaleFactors: [NSNumber]? {
    didSet { textChanged() }
  }
  /// Told when a link is tapped and asked whether one may be highlighted (weak). Default nil: a
  /// node without a delegate reports no tap. A link takes touches only when the node does
  /// (``ASDisplayNode/isUserInteractionEnabled``, off by default for a text node, as Texture's).
  open weak var delegate: ASTextNodeDelegate?
  /// The names of the attributes whose runs are links. Default `["NSLink"]`
  /// (`NSAttributedString.Key.link`), as Texture's.
  open var linkAttributeNames: [String] = [NSAttributedString.Key.link.rawValue]
  /// The overlay style of a touched link. Default `.light`. The overlay is not drawn here.
  open var highlightStyle: ASTextNodeHighlightStyle = .light
  /// The range (UTF-16) of the link a touch is on: set when the touch begins on a link the
  /// delegate lets highlight, cleared when it ends, is cancelled or leaves the link. Default
  /// {0, 0}.
  open var highlightRange = NSRange(location: 0, length: 0)
  /// Whether touches that are not on a link pass through the node to what is behind it (its
  /// `point(inside:with:)` answers for links only), as Texture's. Default false.
  open var passthroughNonlinkTouches = false
  /// The name and value of the link being touched (Texture's highlighted attribute).
  var touchedLink: (name: String, value: Any)?

  private(set) var content = TextContent("")
  /// The paragraph style of the text's first character, if any.
  private(set) var paragraphStyle: NSParagraphStyle?
  private var color: Color = .black
  private(set) var alignment: NSTextAlignment = .natural
  /// The height of a line: 1.2 em, scaled and bounded by the text's paragraph style (as TextKit).
  private(set) var lineHeight: CGFloat = TextContent("").fontSize * 1.2
  /// The `.kern` of the text's first character: points added after every character when
  /// ``kerns`` is nil. Default 0.
  private(set) var kern: CGFloat = 0
  /// The `.kern` after each character of the text (one per `Character`, read at its first UTF-16
  /// unit) when it changes along the text, as TextKit kerns each run by its own attribute; nil
  /// when every character takes ``kern``.
  private(set) var kerns: [CGFloat]?
  /// The lines the view shows with their characters' kerns (nil while every character takes one
  /// kern).
  private var shownKernedText: KernedText?

  /// Creates an empty text node, taking no touches until they are enabled or a target is added,
  /// as Texture's.
  public override init() {
    super.init()
    textChanged()
  }

  /// Creates an empty text node named `id`, taking no touches.
  public override init(id: String?) {
    super.init(id: id)
    textChanged()
  }

  /// Tracks the touch as a control node does, and highlights the link it is on when the delegate
  /// lets it (``highlightRange``).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    beginLinkTouch(at: touches.first?.location(in: view))
  }

  /// Tracks the touch; a touch that moved off the link it began on clears the highlight.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    moveLinkTouch(to: touch.location(in: view), from: touch.previousLocation(in: view))
  }

  /// Ends tracking (target actions); a touch ending while a link is highlighted tells the
  /// delegate of the tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    endLinkTouch(at: touches.first?.location(in: view) ?? .zero)
  }

  /// Ends tracking; a cancelled touch clears the highlight.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    clearLinkHighlight()
  }

  /// Inside the bounds (with ``ASDisplayNode/hitTestSlop``); with ``passthroughNonlinkTouches``
  /// only on a link, as Texture's.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard passthroughNonlinkTouches else { return super.point(inside: point, with: event) }
    return link(at: point, forHighlighting: true) != nil
  }

  /// Whether the text shown in the node's bounds leaves text out.
  open var isTruncated: Bool { lines(in: bounds.size).isTruncated }
  /// How many lines the text takes in the node's bounds.
  open var lineCount: UInt { UInt(lines(in: bounds.size).lines.count) }

  /// The point size of text without a `.font` attribute: 12, as an attributed string without one
  /// is drawn in 12-point Helvetica by TextKit and Core Text, which Texture's text node uses.
  public static let defaultFontSize: CGFloat = 12

  private func textChanged() {
    let string = attributedText?.string ?? ""
    var fontSize = Self.defaultFontSize
    paragraphStyle = nil
    kern = 0
    kerns = nil
    color = .black
    alignment = .natural
    if let attributedText, attributedText.length > 0 {
      paragraphStyle =
        attributedText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
      if let font = attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
        fontSize = font.pointSize
      }
      kern = Self.points(attributedText.attribute(.kern, at: 0, effectiveRange: nil))
      let all = Self.characterKerns(of: attributedText)
      kerns = all.contains { $0 != kern } ? all : nil
      if let foreground = attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor {
        color = foreground
      }
    }
    alignment = paragraphStyle?.alignment ?? .natural
    content = TextContent(string, fontSize: fontSize)
    lineHeight = ASTextLines.lineHeight(fontSize: fontSize, style: paragraphStyle)
    style.ascender = content.ascender
    style.descender = content.descender
    setNeedsLayout()
    if isNodeLoaded { showLines() }
  }

  /// The text broken for `size`, its fonts scaled by ``pointSizeScaleFactors`` when they are set.
  func lines(in size: CGSize) -> ASTextLines {
    let metrics = scaledMetrics(in: size)
    return ASTextLines(
      text: content.text, fontSize: metrics.fontSize, constrainedSize: size,
      maximumLines: Int(clamping: maximumNumberOfLines), mode: truncationMode,
      token: truncationAttributedText?.string ?? "…", lineHeight: metrics.lineHeight, kern: metrics.kern,
      kerns: metrics.kerns)
  }

  /// The `.kern` after each `Character` of `text`: the attribute at the character's first UTF-16
  /// unit, in points (0 without one), each run read once.
  static func characterKerns(of text: NSAttributedString) -> [CGFloat] {
    var result: [CGFloat] = []
    var offset = 0
    var run = NSRange(location: 0, length: 0)
    var value: CGFloat = 0
    for character in text.string {
      if offset >= NSMaxRange(run) {
        value = points(text.attribute(.kern, at: offset, effectiveRange: &run))
        if run.length <= 0 { run = NSRange(location: offset, length: 1) }
      }
      result.append(value)
      offset += character.utf16.count
    }
    return result
  }

  /// A `.kern` value in points (an `NSNumber` on iOS; a Swift number in ported literals), else 0.
  static func points(_ value: Any?) -> CGFloat {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return 0
    }
  }

  /// The text's size within `constrainedSize` less ``textContainerInset``, truncated as it is
  /// drawn, with the insets added back and kept within `constrainedSize` (Texture's
  /// `calculateSizeThatFits:`). Empty text (or none) takes no width but one line of the default
  /// font (``emptyTextSize``), as TextKit's used rectangle holds its extra line fragment.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let insets = textContainerInset
    let inner = Self.size(constrainedSize, insetBy: insets)
    let text = content.text.isEmpty ? Self.emptyTextSize : lines(in: inner).size
    return CGSize(
      width: min(text.width + insets.left + insets.right, max(constrainedSize.width, 0)),
      height: min(text.height + insets.top + insets.bottom, max(constrainedSize.height, 0)))
  }

  /// The size TextKit gives text with no characters: no width, and the height of the
  /// extra line fragment NSLayoutManager lays out for an empty text storage, which
  /// `usedRectForTextContainer:` includes. Texture's ASTextNode returns that rectangle
  /// (ASTextKitRenderer.mm), so a node whose `attributedText` is nil or empty measures
  /// {0, 13.8} on iOS (AsyncDisplayKit issues 606 and 2555), a line of 12-point Helvetica: an
  /// empty string keeps no attributes, so its font and paragraph style are the defaults. Here the
  /// line is 1.2 em of ``defaultFontSize``; like the first line of any text, it is kept in a
  /// shorter size and the node's size cut to the size offered.
  static var emptyTextSize: CGSize {
    CGSize(width: 0, height: ASTextLines.lineHeight(fontSize: defaultFontSize, style: nil))
  }

  /// `size` less `insets`, no length below zero (an unbounded length stays unbounded).
  static func size(_ size: CGSize, insetBy insets: UIEdgeInsets) -> CGSize {
    CGSize(
      width: max(size.width - insets.left - insets.right, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
  }

  /// A label showing the lines, whose layout pass measures the node again after its text changed.
  open override func makeView() -> View {
    let label = ASTextNodeLabel(frame: .zero)
    label.node = self
    label.numberOfLines = 0
    return label
  }

  /// The node loaded its view: it shows the lines.
  open override func didLoad() {
    super.didLoad()
    showLines()
  }

  /// The lines follow the node's new size.
  open override func layout() {
    super.layout()
    showLines()
  }

  private func showLines() {
    guard let label = view as? Label else { return }
    let size =
      bounds.size == .zero
      ? CGSize(width: CGFloat.infinity, height: .infinity)
      : Self.size(bounds.size, insetBy: textContainerInset)
    let shown = lines(in: size)
    let metrics = scaledMetrics(in: size)
    label.fontSize = metrics.fontSize
    let text = shown.lines.isEmpty ? nil : shown.lines.joined(separator: "\n")
    // The label breaks, places and draws the lines with the kerns they were measured with, each
    // line with its own (lines of the same text may be kerned differently).
    let kerned =
      metrics.kerns == nil
      ? nil : KernedText(text ?? "", kerns: Array(shown.lineKerns.joined(separator: [0])))
    if label.textMeasurer.kern != metrics.kern || kerned != shownKernedText {
      shownKernedText = kerned
      if let kerned {
        label.textMeasurer = LineKernedTextMeasuring(
          kern: metrics.kern, text: kerned.text, kerns: kerned.kerns)
      } else {
        label.textMeasurer =
          metrics.kern == 0 ? MonospaceTextMeasuring() : KernedTextMeasuring(kern: metrics.kern)
      }
    }
    label.textColor = color
    label.textAlignment = alignment
    label.numberOfLines = 0
    label.text = text
  }
}

/// A text with the kern after each of its characters, as a label measuring it is given it.
struct KernedText: Equatable {
  var text: String
  var kerns: [CGFloat]

  init(_ text: String, kerns: [CGFloat]) {
    self.text = text
    self.kerns = kerns
  }
}

/// The view of an ``ASTextNode``: a label showing its lines. As Texture's layout pass of a node,
/// its own layout pass measures the node again when its text changed since it was placed: a new
/// size makes the nodes above lay out again, and a list measure its row or item again (see
/// ``ASCellNode/checkSizeInList()``).
final class ASTextNodeLabel: Label {
  /// The node the label shows (weak: the node owns its view).
  weak var node: ASTextNode?
  /// The node, held while the label has a superview (see ``ASDisplayView``).
  private var keptNode: ASTextNode?

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    keptNode = superview == nil ? nil : node
  }

  override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    node?.viewWillMove(toWindow: newWindow)
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    node?.viewDidMove(toWindow: window)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    node?.measureStaleLayoutInPass()
  }

  /// Asks the node, as Texture's text node answers for its view (links, hit slop).
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    node?.point(inside: point, with: event) ?? super.point(inside: point, with: event)
  }

  /// Passes the touches to the node (or on, when the node is gone), as a node's view does.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesBegan(touches, with: event) } else { super.touchesBegan(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesMoved(touches, with: event) } else { super.touchesMoved(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesEnded(touches, with: event) } else { super.touchesEnded(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if let node {
      node.touchesCancelled(touches, with: event)
    } else {
      super.touchesCancelled(touches, with: event)
    }
  }

  /// The text is drawn inside the node's ``ASTextNode/textContainerInset``.
  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: node?.textContainerInset ?? .zero))
  }
}
