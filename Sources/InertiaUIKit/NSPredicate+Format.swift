import Foundation
import Inertia

extension NSPredicate {
  /// A predicate from a format string, as Foundation on Apple platforms parses it (Foundation on
  /// Linux has only `init(block:)`): comparisons `LEFT OP RIGHT` joined by `AND` / `OR` (`&&`,
  /// `||`, `AND` binding tighter), `NOT` before one. LEFT and RIGHT are `SELF`, a key path
  /// (read by reflection: stored properties of structs and classes, dictionary keys), `%@`,
  /// `%d`, `%i`, `%f`, `%K` (a key path argument), a quoted string or a number. OP is one of
  /// `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?` wildcards), `MATCHES` (a regular
  /// expression), `==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, with `[c]` (case-insensitive),
  /// `[d]` (diacritic-insensitive) or `[cd]`. A format it cannot read matches nothing and logs one
  /// line.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate from a format string and its arguments (see `init(format:_:)`).
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed = FormatPredicate.parse(predicateFormat, arguments: arguments ?? [])
    if parsed == nil { print("NSPredicate: cannot read the format \"\(predicateFormat)\"") }
    self.init { object, _ in parsed?.evaluate(object) ?? false }
  }
}

/// A parsed predicate format: alternatives of conjunctions of (possibly negated) comparisons.
private struct FormatPredicate {
  enum Operand {
    case this
    case keyPath([String])
    case constant(Any)
  }
  struct Comparison {
    var left: Operand
    var op: String
    var caseInsensitive: Bool
    var diacriticInsensitive: Bool
    var right: Operand
    var negated: Bool
  }
  var alternatives: [[Comparison]]

  static func parse(_ format: String, arguments: [Any]) -> FormatPredicate? {
    var tokens = tokenize(format)
    var next = 0
    var alternatives: [[Comparison]] = [[]]
    while !tokens.isEmpty {
      var negated = false
      if tokens.first?.uppercased() == "NOT" || tokens.first == "!" {
        negated = true
        tokens.removeFirst()
      }
      guard tokens.count >= 3 else { return nil }
      let (op, flags) = splitFlags(tokens[1])
      guard let left = operand(tokens[0], arguments, &next), let right = operand(tokens[2], arguments, &next),
        [
          "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "==", "=", "!=", "<>", "<", "<=", ">",
          ">=",
        ]
        .contains(op.uppercased())
      else { return nil }
      alternatives[alternatives.count - 1].append(
        Comparison(
          left: left, op: op.uppercased(), caseInsensitive: flags.contains("c"),
          diacriticInsensitive: flags.contains("d"), right: right, negated: negated))
      tokens.removeFirst(3)
      guard let joiner = tokens.first?.uppercased() else { break }
      tokens.removeFirst()
      if joiner == "OR" || joiner == "||" {
        alternatives.append([])
      } else if joiner != "AND" && joiner != "&&" {
        return nil
      }
    }
    return alternatives.contains(where: \.isEmpty) ? nil : FormatPredicate(alternatives: alternatives)
  }

  private static func tokenize(_ format: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var quote: Character?
    for character in format {
      if let open = quote {
        current.append(character)
        if character == open {
          tokens.append(current)
          current = ""
          quote = nil
        }
      } else if character == "\"" || character == "'" {
        if !current.isEmpty { tokens.append(current) }
        current = String(character)
        quote = character
      } else if character.isWhitespace {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  private static func splitFlags(_ token: String) -> (String, String) {
    guard let open = token.firstIndex(of: "["), token.hasSuffix("]") else { return (token, "") }
    return (
      String(token[..<open]),
      token[token.index(after: open)..<token.index(before: token.endIndex)].lowercased()
    )
  }

  private static func operand(_ token: String, _ arguments: [Any], _ next: inout Int) -> Operand? {
    if ["%@", "%d", "%i", "%f", "%ld", "%lu", "%K"].contains(token) {
      guard next < arguments.count else { return nil }
      defer { next += 1 }
      if token == "%K" {
        return .keyPath(String(describing: arguments[next]).split(separator: ".").map(String.init))
      }
      return .constant(arguments[next])
    }
    if let first = token.first, first == "\"" || first == "'" {
      return .constant(String(token.dropFirst().dropLast()))
    }
    if let number = Double(token) { return .constant(number) }
    if token.uppercased() == "SELF" { return .this }
    return .keyPath(token.split(separator: ".").map(String.init))
  }

  func evaluate(_ object: Any?) -> Bool {
    alternatives.contains { all in all.allSatisfy { $0.holds(for: object) != $0.negated } }
  }
}

extension FormatPredicate.Comparison {
  func holds(for object: Any?) -> Bool {
    guard let lhs = value(left, object), let rhs = value(right, object) else { return false }
    if let a = number(lhs), let b = number(rhs) {
      switch op {
      case "==", "=": return a == b
      case "!=", "<>": return a != b
      case "<": return a < b
      case "<=": return a <= b
      case ">": return a > b
      case ">=": return a >= b
      default: break
      }
    }
    let a = fold(String(describing: lhs))
    let b = fold(String(describing: rhs))
    switch op {
    case "CONTAINS": return b.isEmpty || a.contains(b)
    case "BEGINSWITH": return a.hasPrefix(b)
    case "ENDSWITH": return a.hasSuffix(b)
    case "LIKE": return matches(a, pattern: likePattern(b))
    case "MATCHES": return matches(a, pattern: b)
    case "==", "=": return a == b
    case "!=", "<>": return a != b
    case "<": return a < b
    case "<=": return a <= b
    case ">": return a > b
    case ">=": return a >= b
    default: return false
    }
  }

  private func fold(_ string: String) -> String {
    var options: String.CompareOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    return options.isEmpty ? string : string.folding(options: options, locale: nil)
  }

  private func likePattern(_ like: String) -> String {
    NSRegularExpression.escapedPattern(for: like)
      .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
  }

  private func matches(_ string: String, pattern: String) -> Bool {
    guard
      let expression = try? NSRegularExpression(
        pattern: "^(?:\(pattern))$", options: [.dotMatchesLineSeparators])
    else { return false }
    let range = NSRange(string.startIndex..., in: string)
    return expression.firstMatch(in: string, options: [], range: range) != nil
  }

  private func number(_ value: Any) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as Float: return Double(value)
    case let value as CGFloat: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  private func value(_ operand: FormatPredicate.Operand, _ object: Any?) -> Any? {
    switch operand {
    case .this: return object
    case .constant(let value): return value
    case .keyPath(let path):
      var current: Any? = object
      for key in path {
        guard let value = current else { return nil }
        if let dictionary = value as? [String: Any] {
          current = dictionary[key]
        } else {
          current = Mirror(reflecting: value).children.first { $0.label == key }?.value
        }
      }
      return current
    }
  }
}
