import Foundation
import Inertia

extension LayoutConstraint {
  /// UIKit's options for ``constraints(withVisualFormat:options:metrics:views:)``: align every view
  /// of the format on an attribute, and the direction of horizontal formats.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Lay a horizontal format out from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Lay a horizontal format out from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay a horizontal format out from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    static let alignments: [(FormatOptions, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
  }

  /// The constraints a visual format string describes, as UIKit's
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes them
  /// (inactive): `H:|-20-[label]-(>=8)-[button(80@750)]-|`, `V:[a]-[b(==a)]`. Spacings and sizes
  /// are numbers, metric names or (sizes) other views; `-` alone is the standard spacing (8 points
  /// between views, 20 to the superview's edge). A format that cannot be read is reported on
  /// standard error with where it stopped, and gives no constraints (UIKit throws).
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: options, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse()
    } catch let error as VisualFormatError {
      FileHandle.standardError.write(
        Data("NSLayoutConstraint: visual format \"\(format)\": \(error.message)\n".utf8))
      return []
    } catch {
      return []
    }
  }
}

/// Why a visual format could not be read.
struct VisualFormatError: Error {
  let message: String
}

/// Reads one visual format string into constraints.
@preconcurrency @MainActor
struct VisualFormatParser {
  typealias Attribute = LayoutConstraint.Attribute
  /// One `relation constant-or-view @priority` term.
  struct Predicate {
    var relation = LayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: View?
    var priority: LayoutPriority = .required
  }

  let characters: [Character]
  let options: LayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  var position = 0
  var vertical = false
  var result: [LayoutConstraint] = []

  init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any])
  {
    characters = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// The standard spacing between sibling views and to the superview's edge.
  static let siblingSpacing: CGFloat = 8
  static let edgeSpacing: CGFloat = 20

  mutating func parse() throws -> [LayoutConstraint] {
    if take("V:") { vertical = true } else { _ = take("H:") }
    var leadingEdge = false
    var pending: [Predicate]?  // the connection before the next view
    if take("|") {
      leadingEdge = true
      pending = try connection(edge: true) ?? [Predicate()]
    }
    var previous: View?
    var placed: [View] = []
    while peek == "[" {
      let view = try viewTerm()
      if let before = previous {
        for predicate in pending ?? [Predicate()] { relate(before, view, predicate) }
      } else if leadingEdge, let pending, let superview = view.superview {
        for predicate in pending { relateToSuperview(view, superview, predicate, leading: true) }
      }
      placed.append(view)
      previous = view
      pending = try connection(edge: false)
    }
    if take("|"), let last = previous, let superview = last.superview {
      for predicate in pending ?? [Predicate()] {
        relateToSuperview(last, superview, predicate, leading: false)
      }
    } else if pending != nil {
      throw VisualFormatError(message: "expected a view or | at \(position)")
    }
    guard position == characters.count else {
      throw VisualFormatError(message: "unexpected \"\(characters[position])\" at \(position)")
    }
    guard !placed.isEmpty else { throw VisualFormatError(message: "no view") }
    align(placed)
    return result
  }

  // MARK: Terms

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private mutating func take(_ text: String) -> Bool {
    let wanted = Array(text)
    guard position + wanted.count <= characters.count,
      Array(characters[position..<position + wanted.count]) == wanted
    else { return false }
    position += wanted.count
    return true
  }

  /// `[name(predicates)]`: the view, with its size predicates made.
  private mutating func viewTerm() throws -> View {
    _ = take("[")
    let name = identifier()
    guard let view = views[name] as? View else {
      throw VisualFormatError(message: "no view named \"\(name)\" in views")
    }
    if take("(") {
      for predicate in try predicateList(closing: ")") {
        let attribute: Attribute = vertical ? .height : .width
        let constraint = LayoutConstraint(
          item: .view(view), attribute: attribute, relatedBy: predicate.relation,
          toItem: predicate.view.map { .view($0) }, attribute: predicate.view == nil ? nil : attribute,
          multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        result.append(constraint)
      }
    }
    guard take("]") else { throw VisualFormatError(message: "expected ] at \(position)") }
    return view
  }

  /// What follows a view or `|`: nil when the next term is adjacent (no dash), else the predicates
  /// of `-n-`, `-(…)-`, or the standard spacing for a lone `-`.
  private mutating func connection(edge: Bool) throws -> [Predicate]? {
    guard take("-") else { return nil }
    if peek == "[" || peek == "|" || peek == nil {
      var standard = Predicate()
      standard.constant = edge || peek != "[" ? Self.edgeSpacing : Self.siblingSpacing
      return [standard]
    }
    let predicates: [Predicate]
    if take("(") {
      predicates = try predicateList(closing: ")")
    } else {
      predicates = [try predicate()]
    }
    guard take("-") else { throw VisualFormatError(message: "expected - at \(position)") }
    return predicates
  }

  private mutating func predicateList(closing: Character) throws -> [Predicate] {
    var list = [try predicate()]
    while take(",") { list.append(try predicate()) }
    guard take(String(closing)) else {
      throw VisualFormatError(message: "expected \(closing) at \(position)")
    }
    return list
  }

  private mutating func predicate() throws -> Predicate {
    var result = Predicate()
    if take("==") {
      result.relation = .equal
    } else if take(">=") {
      result.relation = .greaterThanOrEqual
    } else if take("<=") {
      result.relation = .lessThanOrEqual
    }
    if let number = number() {
      result.constant = number
    } else {
      let name = identifier()
      if let value = metric(name) {
        result.constant = value
      } else if let view = views[name] as? View {
        result.view = view
      } else {
        throw VisualFormatError(message: "no metric or view named \"\(name)\" at \(position)")
      }
    }
    if take("@") {
      if let number = number() {
        result.priority = LayoutPriority(Float(min(max(number, 1), 1000)))
      } else if let value = metric(identifier()) {
        result.priority = LayoutPriority(Float(min(max(value, 1), 1000)))
      } else {
        throw VisualFormatError(message: "expected a priority at \(position)")
      }
    }
    return result
  }

  private mutating func identifier() -> String {
    var name = ""
    while let character = peek, character.isLetter || character.isNumber || character == "_" {
      name.append(character)
      position += 1
    }
    return name
  }

  private mutating func number() -> CGFloat? {
    let start = position
    if peek == "-" || peek == "+" { position += 1 }
    var text = position > start ? String(characters[start]) : ""
    while let character = peek, character.isNumber || character == "." {
      text.append(character)
      position += 1
    }
    guard let value = Double(text), value.isFinite else {
      position = start
      return nil
    }
    return CGFloat(value)
  }

  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  // MARK: Constraints

  private var leadingAttribute: Attribute {
    if vertical { return .top }
    if options.contains(.directionLeftToRight) { return .left }
    if options.contains(.directionRightToLeft) { return .right }
    return .leading
  }

  private var trailingAttribute: Attribute {
    if vertical { return .bottom }
    if options.contains(.directionLeftToRight) { return .right }
    if options.contains(.directionRightToLeft) { return .left }
    return .trailing
  }

  /// `second.leading == first.trailing + spacing` (or the relation given).
  private mutating func relate(_ first: View, _ second: View, _ predicate: Predicate) {
    let constraint = LayoutConstraint(
      item: .view(second), attribute: leadingAttribute, relatedBy: predicate.relation, toItem: .view(first),
      attribute: trailingAttribute, multiplier: 1, constant: predicate.constant)
    constraint.priority = predicate.priority
    result.append(constraint)
  }

  private mutating func relateToSuperview(
    _ view: View, _ superview: View, _ predicate: Predicate, leading: Bool
  ) {
    let constraint: LayoutConstraint
    if leading {
      constraint = LayoutConstraint(
        item: .view(view), attribute: leadingAttribute, relatedBy: predicate.relation,
        toItem: .view(superview),
        attribute: leadingAttribute, multiplier: 1, constant: predicate.constant)
    } else {
      constraint = LayoutConstraint(
        item: .view(superview), attribute: trailingAttribute, relatedBy: predicate.relation,
        toItem: .view(view),
        attribute: trailingAttribute, multiplier: 1, constant: predicate.constant)
    }
    constraint.priority = predicate.priority
    result.append(constraint)
  }

  /// The `alignAll…` options: each view after the first aligned with the one before it.
  private mutating func align(_ placed: [View]) {
    for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
      for index in placed.indices.dropFirst() {
        result.append(
          LayoutConstraint(
            item: .view(placed[index - 1]), attribute: attribute, relatedBy: .equal,
            toItem: .view(placed[index]), attribute: attribute, multiplier: 1, constant: 0))
      }
    }
  }
}
