import Foundation

/// Reads a scene's "constraints" (shared/spec/scenes-and-traces.md):
/// `ITEM.ATTR REL (ITEM.ATTR [* M] [+|- C] | C) [@PRIORITY]`, where ITEM is a view id or
/// `ID.contentLayoutGuide`, `ID.frameLayoutGuide`, `ID.safeAreaLayoutGuide`. Named views stop
/// translating their frames, except the scene's root view (the window sizes it).
///
/// The text is scanned as UTF-8 through substrings of the entry (no token arrays, no trimmed
/// copies): a 10,000-row scene holds 50,000 of these strings.
///
/// See also: ``LayoutConstraint``, ``SceneBuilder``.
@preconcurrency @MainActor
enum SceneConstraintParser {
  /// Parses every constraint and activates them together (the engine adds them in an order that
  /// does not depend on the scene's); views they name stop translating their frames. Throws at the
  /// first constraint after which the solver has done more than `workLimit` cell operations for
  /// them (`ReplayLimits.constraintWork`), so no scene costs unbounded time.
  static func activate(
    _ node: SceneNode, scene: Scene, workLimit: Int = ReplayLimits.constraintWork
  ) throws {
    let entries = try node.array()
    guard entries.count <= ReplayLimits.constraints else {
      throw node.error("more than \(ReplayLimits.constraints) constraints")
    }
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(entries.count)
    for entry in entries {
      constraints.append(try parse(try entry.string(), at: entry, scene: scene))
    }
    for batch in LayoutConstraint.batches(constraints) {
      let (engine, positions) = batch
      let start = engine.solver.cellOperations
      var refused: Int?
      engine.add(positions.map { constraints[$0] }) { position in
        guard engine.solver.cellOperations - start <= workLimit else {
          refused = positions[position]
          return false
        }
        return true
      }
      if let refused { throw entries[refused].error(ReplayLimits.constraintWorkMessage(workLimit)) }
    }
  }

  /// One constraint of the grammar above, not yet active.
  static func parse(_ text: String, at node: SceneNode, scene: Scene) throws -> LayoutConstraint {
    var body = Substring(text)
    var priority = 1000.0
    if let at = body.utf8.lastIndex(of: UInt8(ascii: "@")) {
      guard let value = decimal(trimmed(body[body.index(after: at)...])), value >= 1, value <= 1000 else {
        throw node.error("a priority must be a number from 1 to 1000")
      }
      priority = value
      body = body[..<at]
    }
    guard let (symbol, relation) = relationSymbol(in: body) else {
      throw node.error("expected ==, >= or <= in \"\(text)\"")
    }
    let left = trimmed(body[..<symbol.lowerBound])
    let right = trimmed(body[symbol.upperBound...])
    guard !left.isEmpty, !right.isEmpty, range(of: body[symbol], in: right) == nil else {
      throw node.error("malformed constraint \"\(text)\"")
    }
    let (firstItem, firstAttribute) = try anchor(left, at: node, scene: scene)
    let constraint: LayoutConstraint
    if let constant = constantValue(right) {
      try checkBounds(multiplier: 1, constant: constant, in: text, at: node)
      constraint = LayoutConstraint(
        item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: nil, attribute: nil,
        constant: CGFloat(constant))
    } else {
      var tokens = Tokens(right)
      guard let first = tokens.next() else { throw node.error("malformed constraint \"\(text)\"") }
      let (secondItem, secondAttribute) = try secondAnchor(first, of: right, in: text, at: node, scene: scene)
      guard firstAttribute.locationAxis == secondAttribute.locationAxis else {
        // UIKit raises "Invalid pairing of layout attributes" for these.
        throw node.error(
          "invalid pairing of layout attributes \(firstAttribute.rawValue) and \(secondAttribute.rawValue) in \"\(text)\""
        )
      }
      let (multiplier, constant) = try terms(&tokens, in: text, at: node)
      try checkBounds(multiplier: multiplier, constant: constant, in: text, at: node)
      constraint = LayoutConstraint(
        item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
        attribute: secondAttribute, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
    }
    constraint.priority = LayoutPriority(Float(priority))
    return constraint
  }

  /// The `* M`, `+ C`, `- C` pairs after the second anchor.
  private static func terms(_ tokens: inout Tokens, in text: String, at node: SceneNode) throws -> (
    multiplier: Double, constant: Double
  ) {
    var multiplier = 1.0
    var constant = 0.0
    var terms = 0
    while let op = tokens.next() {
      guard let valueText = tokens.next(), let value = decimal(valueText), value.isFinite else {
        throw node.error("expected a number after \"\(op)\" in \"\(text)\"")
      }
      terms += 1
      switch op {
      case "*":
        // ITEM.ATTR [* M] [+|- C]: a later "*" replaced the multiplier before session 41.
        guard terms == 1 else { throw node.error("the multiplier comes first, once, in \"\(text)\"") }
        multiplier = value
      case "+": constant += value
      case "-": constant -= value
      default: throw node.error("unexpected \"\(op)\" in \"\(text)\"")
      }
    }
    return (multiplier, constant)
  }

  /// Refuses a multiplier or constant beyond ±``ReplayLimits/constraintValue`` (a constant of
  /// 1e308 made frames of infinite height, which views ignore: the scene was left half laid out).
  private static func checkBounds(multiplier: Double, constant: Double, in text: String, at node: SceneNode)
    throws
  {
    let limit = ReplayLimits.constraintValue
    guard abs(constant) <= limit else {
      throw node.error("a constraint's constant must be within ±\(Int(limit)) in \"\(text)\"")
    }
    guard abs(multiplier) <= limit else {
      throw node.error("a multiplier must be within ±\(Int(limit)) in \"\(text)\"")
    }
  }

  /// A right side that is a number alone (spaces inside allowed: `- 5`), else nil.
  private static func constantValue(_ text: Substring) -> Double? {
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return nil }
    let value: Double?
    if text.utf8.contains(UInt8(ascii: " ")) {
      value = decimal(Substring(text.filter { $0 != " " }))
    } else {
      value = decimal(text)
    }
    guard let value, value.isFinite else { return nil }
    return value
  }

  /// `text` read as a decimal number (``DecimalText``), else nil.
  nonisolated static func decimal(_ text: Substring) -> Double? { DecimalText.number(text) }

  /// The relation: the first of `==`, `>=`, `<=` the text contains, and where it is.
  private static func relationSymbol(in text: Substring) -> (
    Range<Substring.Index>, LayoutConstraint.Relation
  )? {
    if let found = range(of: "==", in: text) { return (found, .equal) }
    if let found = range(of: ">=", in: text) { return (found, .greaterThanOrEqual) }
    if let found = range(of: "<=", in: text) { return (found, .lessThanOrEqual) }
    return nil
  }

  /// Where the two-byte `symbol` first occurs in `text`.
  private static func range(of symbol: Substring, in text: Substring) -> Range<Substring.Index>? {
    let bytes = text.utf8
    let (first, second) = (symbol.utf8.first!, symbol.utf8.last!)
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: first) {
      let next = bytes.index(after: found)
      if next < bytes.endIndex, bytes[next] == second { return found..<bytes.index(after: next) }
      index = next
    }
    return nil
  }

  /// The anchor a right side starts with; a right side that is neither an anchor nor a decimal
  /// number but starts as a number would (`0x10`, `1.5.5`, `-inf`) is refused as a number.
  private static func secondAnchor(
    _ text: Substring, of right: Substring, in constraint: String, at node: SceneNode, scene: Scene
  ) throws -> (LayoutItem, LayoutConstraint.Attribute) {
    do {
      return try anchor(text, at: node, scene: scene)
    } catch {
      guard let first = right.utf8.first, "+-.0123456789".utf8.contains(first) else { throw error }
      throw node.error(
        "expected ITEM.ATTRIBUTE or a decimal number (digits, a point, an exponent), got \"\(right)\" in \"\(constraint)\""
      )
    }
  }

  /// Splits "item.attr" into the item and the attribute.
  private static func anchor(_ text: Substring, at node: SceneNode, scene: Scene) throws
    -> (LayoutItem, LayoutConstraint.Attribute)
  {
    guard let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")) else {
      throw node.error("expected ITEM.ATTRIBUTE, got \"\(text)\"")
    }
    let name = text[text.index(after: dot)...]
    guard let attribute = LayoutConstraint.Attribute(rawValue: String(name)) else {
      throw node.error("unknown attribute \"\(name)\"")
    }
    return (try item(text[..<dot], at: node, scene: scene), attribute)
  }

  /// A view id, or `ID.GUIDE` for one of the view's layout guides.
  private static func item(_ text: Substring, at node: SceneNode, scene: Scene) throws -> LayoutItem {
    let dot = text.utf8.firstIndex(of: UInt8(ascii: "."))
    let id = dot.map { text[..<$0] } ?? text
    let guideName = dot.map { text[text.index(after: $0)...] }
    guard let view = scene.views[String(id)], guideName?.utf8.contains(UInt8(ascii: ".")) != true else {
      throw node.error("unknown item \"\(text)\"")
    }
    guard let guideName else {
      // The root view is sized by the window, like a view controller's view: it keeps its frame.
      if view !== scene.window.rootView { view.translatesAutoresizingMaskIntoConstraints = false }
      return .view(view)
    }
    switch guideName {
    case "safeAreaLayoutGuide": return .guide(view.safeAreaLayoutGuide)
    case "contentLayoutGuide", "frameLayoutGuide":
      guard let scrollView = view as? ScrollView else { throw node.error("\"\(id)\" is not a scroll view") }
      return .guide(
        guideName == "contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide)
    default:
      throw node.error("unknown layout guide \"\(guideName)\"")
    }
  }

  /// `text` without the spaces and tabs around it. Walks the UTF-8 view's indices: `dropLast()` on
  /// a substring costs its length, so trimming a long run of trailing spaces that way took time
  /// growing with the square of the run (100,000 spaces: over 10 s).
  nonisolated private static func trimmed(_ text: Substring) -> Substring {
    let bytes = text.utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
    while start < end {
      let last = bytes.index(before: end)
      guard isBlank(bytes[last]) else { break }
      end = last
    }
    return text[start..<end]
  }

  nonisolated private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// The space-separated words of a substring, one at a time (no array).
  nonisolated struct Tokens {
    private var rest: Substring

    init(_ text: Substring) { rest = text }

    /// The next word, or nil at the end.
    mutating func next() -> Substring? {
      rest = trimmed(rest)
      guard !rest.isEmpty else { return nil }
      let end = rest.utf8.firstIndex { isBlank($0) } ?? rest.endIndex
      let word = rest[..<end]
      rest = rest[end...]
      return word
    }
  }
}
