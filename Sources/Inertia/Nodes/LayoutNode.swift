import Foundation

/// A node as a leaf of a layout spec: its name, how it measures itself and, for a ``DisplayNode``,
/// the node itself (``identity``). A node with a spec of its own (a ``DisplayNode`` overriding
/// layoutSpecThatFits) measures that spec, with its layouts cached per constrained size.
///
/// See also: ``LayoutSpec``, ``DisplayNode``, ``LayoutCache``.
public struct LayoutNode: Equatable, Sendable {
  /// The node's name: a view id in scenes, a label in diagnostics. Names need not be unique;
  /// ``identity`` tells nodes apart.
  public var id: String
  /// How the node measures itself.
  public var content: Content
  /// Layouts measured before, by constrained size; nil measures every time.
  public var cache: LayoutCache? {
    get { cacheReference === LayoutCache.none ? nil : cacheReference }
    set { cacheReference = newValue ?? LayoutCache.none }
  }
  /// The ``DisplayNode`` this element stands for; nil for a node known only by its name (a
  /// scene's content view).
  public var identity: NodeIdentity? {
    get { identityReference === NodeIdentity.none ? nil : identityReference }
    set { identityReference = newValue ?? NodeIdentity.none }
  }
  /// ``cache`` and ``identity`` as plain references (``LayoutCache/none`` and
  /// ``NodeIdentity/none`` for none), so copying a node retains them directly: an optional
  /// reference is copied through a generic value witness.
  var cacheReference: LayoutCache
  var identityReference: NodeIdentity

  /// What a node contains, for measuring.
  public indirect enum Content: Equatable, Sendable {
    /// Nothing: Texture's default, the largest size offered when it is finite, else the smallest.
    case plain
    /// Content of a fixed natural size (an image).
    case intrinsic(CGSize)
    /// Text at a font size.
    case text(TextContent)
    /// The node's own layout spec.
    case spec(LayoutSpec)
    /// Whatever the ``DisplayNode`` (``LayoutNode/identity``) gives for the range it is measured
    /// in: its spec from `layoutSpecThatFits(_:)` with that real constrained size, else its leaf
    /// content. `version` changes whenever the node's layout is invalidated, so an element built
    /// before a change never equals one built after it.
    case deferred(version: Int)
    /// A layout the ``DisplayNode`` decided itself for the range it was asked for
    /// (``DisplayNode/decidedLayout(in:)``, InertiaTexture's overrides of Texture's
    /// `calculateLayoutThatFits`): the node measures as that layout, its sublayouts placed as
    /// given, whatever the range.
    case layout(Layout)
  }

  /// Creates a node.
  public init(id: String, content: Content = .plain, cache: LayoutCache? = nil, identity: NodeIdentity? = nil)
  {
    self.id = id
    self.content = content
    cacheReference = cache ?? LayoutCache.none
    identityReference = identity ?? NodeIdentity.none
  }

  public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool {
    lhs.identityReference === rhs.identityReference && lhs.cacheReference === rhs.cacheReference
      && lhs.id == rhs.id && lhs.content == rhs.content
  }
}

/// A run of text for measuring, with the deterministic metrics of the project's monospace
/// measurer (0.55 em per character, lines 1.2 em, ascender 0.95 em, descender -0.25 em).
public struct TextContent: Equatable, Sendable {
  /// The text.
  public var text: String {
    didSet { characterCount = text.count }
  }
  /// The font size in points. Default 17.
  public var fontSize: CGFloat
  /// The text's characters, counted once: a measure counted them again, and a list node's cell
  /// specs are measured again at every new width (sweep 52: 100 specs of 100,000 characters in a
  /// `TableNode` counted 10 million characters for each width).
  private var characterCount: Int

  /// Creates text content.
  public init(_ text: String, fontSize: CGFloat = 17) {
    self.text = text
    characterCount = text.count
    self.fontSize = fontSize.isFinite && fontSize > 0 ? Swift.min(fontSize, 10_000) : 17
  }

  /// Distance from the top to the first baseline.
  public var ascender: CGFloat { fontSize * 0.95 }
  /// Distance from the last baseline to the bottom, negative (UIFont's convention).
  public var descender: CGFloat { -fontSize * 0.25 }

  /// The size the text takes within `maxWidth`, wrapping by characters.
  public func measure(maxWidth: CGFloat) -> CGSize {
    let advance = fontSize * 0.55
    let lineHeight = fontSize * 1.2
    let count = CGFloat(characterCount)
    guard count > 0 else { return CGSize(width: 0, height: lineHeight) }
    let full = count * advance
    guard maxWidth.isFinite, full > maxWidth else { return CGSize(width: full, height: lineHeight) }
    let perLine = Swift.max((maxWidth / advance).rounded(.down), 1)
    let lines = (count / perLine).rounded(.up)
    return CGSize(width: perLine * advance, height: lines * lineHeight)
  }
}

/// Layouts of one element by constrained size and pixel grid (a layout measured on a screen of
/// scale 2 is not one of scale 3: Texture rounds sizes up to the screen's pixels), shared by
/// measuring passes on any thread. Cleared when the element changes
/// (``DisplayNode/setNeedsLayout()``).
public final class LayoutCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(range: SizeRange, parent: CGSize, scale: CGFloat, layout: Layout)] = []
  private static let capacity = 4

  /// Creates an empty cache.
  public init() {}

  /// Stands for no cache in a ``LayoutNode`` (never read or written).
  static let none = LayoutCache()

  func layout(for range: SizeRange, parent: CGSize, scale: CGFloat) -> Layout? {
    lock.lock()
    defer { lock.unlock() }
    return entries.first { $0.range == range && $0.scale == scale && Self.same($0.parent, parent) }?.layout
  }

  func store(_ layout: Layout, for range: SizeRange, parent: CGSize, scale: CGFloat) {
    lock.lock()
    defer { lock.unlock() }
    if entries.count >= Self.capacity { entries.removeFirst() }
    entries.append((range, parent, scale, layout))
  }

  /// Forgets every layout.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll()
  }

  private static func same(_ a: CGSize, _ b: CGSize) -> Bool {
    func equal(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return equal(a.width, b.width) && equal(a.height, b.height)
  }
}
