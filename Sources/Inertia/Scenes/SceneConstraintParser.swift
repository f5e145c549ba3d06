import Foundation

/// Reads a scene's "constraints" (shared/spec/scenes-and-traces.md):
/// `ITEM.ATTR REL (ITEM.ATTR [* M] [+|- C] | C) [@PRIORITY]`, where ITEM is a view id or
/// `ID.contentLayoutGuide`, `ID.frameLayoutGuide`, `ID.safeAreaLayoutGuide`. Named views stop
/// translating their frames, except the scene's root view (the window sizes it).
///
/// See also: ``LayoutConstraint``, ``SceneBuilder``.
@MainActor
enum SceneConstraintParser {
  /// Parses every constraint and activates them; views they name stop translating their frames.
  static func activate(_ node: SceneNode, scene: Scene) throws {
    var constraints: [LayoutConstraint] = []
    let entries = try node.array()
    guard entries.count <= ReplayLimits.constraints else {
      throw node.error("more than \(ReplayLimits.constraints) constraints")
    }
    for entry in entries {
      constraints.append(try parse(try entry.string(), at: entry, scene: scene))
    }
    LayoutConstraint.activate(constraints)
  }

  private static func item(_ text: String, at node: SceneNode, scene: Scene) throws -> LayoutItem {
    let parts = text.split(separator: ".").map(String.init)
    guard let id = parts.first, let view = scene.views[id], parts.count <= 2 else {
      throw node.error("unknown item \"\(text)\"")
    }
    guard parts.count == 2 else {
      // The root view is sized by the window, like a view controller's view: it keeps its frame.
      if view !== scene.window.rootView { view.translatesAutoresizingMaskIntoConstraints = false }
      return .view(view)
    }
    switch parts[1] {
    case "safeAreaLayoutGuide": return .guide(view.safeAreaLayoutGuide)
    case "contentLayoutGuide", "frameLayoutGuide":
      guard let scrollView = view as? ScrollView else { throw node.error("\"\(id)\" is not a scroll view") }
      return .guide(
        parts[1] == "contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide)
    default:
      throw node.error("unknown layout guide \"\(parts[1])\"")
    }
  }

  /// Splits "item.attr" into the item and the attribute.
  private static func anchor(_ text: String, at node: SceneNode, scene: Scene) throws
    -> (LayoutItem, LayoutConstraint.Attribute)
  {
    guard let dot = text.lastIndex(of: ".") else {
      throw node.error("expected ITEM.ATTRIBUTE, got \"\(text)\"")
    }
    let name = String(text[text.index(after: dot)...])
    guard let attribute = LayoutConstraint.Attribute(rawValue: name) else {
      throw node.error("unknown attribute \"\(name)\"")
    }
    return (try item(String(text[..<dot]), at: node, scene: scene), attribute)
  }

  static func parse(_ text: String, at node: SceneNode, scene: Scene) throws -> LayoutConstraint {
    var body = text
    var priority = 1000.0
    if let at = body.lastIndex(of: "@") {
      guard let value = Double(body[body.index(after: at)...].trimmingCharacters(in: .whitespaces)),
        value >= 1, value <= 1000
      else { throw node.error("a priority must be a number from 1 to 1000") }
      priority = value
      body = String(body[..<at])
    }
    let relations: [(String, LayoutConstraint.Relation)] = [
      ("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual),
    ]
    guard let (symbol, relation) = relations.first(where: { body.contains($0.0) }) else {
      throw node.error("expected ==, >= or <= in \"\(text)\"")
    }
    let sides = body.components(separatedBy: symbol).map { $0.trimmingCharacters(in: .whitespaces) }
    guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
      throw node.error("malformed constraint \"\(text)\"")
    }
    let (firstItem, firstAttribute) = try anchor(sides[0], at: node, scene: scene)
    let rhs = sides[1]
    let constraint: LayoutConstraint
    if let constant = Double(rhs.replacingOccurrences(of: " ", with: "")), constant.isFinite {
      constraint = LayoutConstraint(
        item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: nil, attribute: nil,
        constant: CGFloat(constant))
    } else {
      var tokens = rhs.split(separator: " ").map(String.init)
      guard !tokens.isEmpty else { throw node.error("malformed constraint \"\(text)\"") }
      let (secondItem, secondAttribute) = try anchor(tokens.removeFirst(), at: node, scene: scene)
      var multiplier = 1.0
      var constant = 0.0
      while !tokens.isEmpty {
        let op = tokens.removeFirst()
        guard let valueText = tokens.first, let value = Double(valueText), value.isFinite else {
          throw node.error("expected a number after \"\(op)\" in \"\(text)\"")
        }
        tokens.removeFirst()
        switch op {
        case "*": multiplier = value
        case "+": constant += value
        case "-": constant -= value
        default: throw node.error("unexpected \"\(op)\" in \"\(text)\"")
        }
      }
      constraint = LayoutConstraint(
        item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
        attribute: secondAttribute, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
    }
    constraint.priority = priority
    return constraint
  }
}
