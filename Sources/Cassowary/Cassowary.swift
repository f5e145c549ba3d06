// An incremental linear constraint solver (the Cassowary algorithm of Badros, Borning and
// Stuckey): variables, linear expressions, constraints with strengths, and edit variables.

/// Constraint strengths. Required constraints must hold; the others are weighted so that one
/// violation at a stronger level outweighs any number of weaker ones in practice.
///
/// See also: ``Solver``, ``Variable``, ``Expression``, ``Constraint``.
public enum Strength {
  /// Must hold.
  public static let required = 1_001_001_000.0
  /// Strong preference.
  public static let strong = 1_000_000.0
  /// Medium preference.
  public static let medium = 1_000.0
  /// Weak preference.
  public static let weak = 1.0

  /// The strength for an Auto Layout priority (1...1000): 1000 is required; below, each 100
  /// points of priority weigh ten times more, from 10^-0.99 at 1 to 10^8.99 at 999 (below
  /// ``required``, so 999 stays optional).
  public static func priority(_ value: Double) -> Double {
    guard value.isFinite else { return weak }
    if value >= 1000 { return required }
    return pow10(max(value, 1) / 100 + 10) / 1e11
  }

  private static func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    var remaining = exponent
    while remaining >= 1 {
      result *= 10
      remaining -= 1
    }
    // 10^x for 0 <= x < 1 by exp(x ln 10) with a short series, to stay free of Foundation.
    let y = remaining * 2.302_585_092_994_046
    var term = 1.0
    var sum = 1.0
    for n in 1..<30 {
      term *= y / Double(n)
      sum += term
    }
    return result * sum
  }
}

/// A value the solver finds.
public final class Variable: Hashable, CustomStringConvertible {
  /// A name for diagnostics.
  public let name: String
  /// The solved value (after ``Solver/updateVariables()``).
  public internal(set) var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }
  /// The value's storage, read and written without the runtime's exclusivity check (a plain
  /// number, never accessed in place): a layout pass reads it for every moved view, and the check
  /// cost more than the read. Behind an accessor so clients in other modules call into this one
  /// (a direct field access from another module would be checked again).
  @exclusivity(unchecked) var storedValue: Double = 0
  /// A number the solver's client may use to find what the variable stands for (kiwi's
  /// context), for example an index into its own tables. The solver never reads it. Default 0.
  public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }
  /// The tag's storage, unchecked like ``storedValue`` (a client reads it for every moved variable).
  @exclusivity(unchecked) var storedTag = 0
  /// The first solver that used the variable (its identity, only compared) and the variable's
  /// index in that solver's table: that solver finds the variable without hashing; any other
  /// solver keeps it in a table by identity.
  @exclusivity(unchecked) var solverOwner: ObjectIdentifier?
  @exclusivity(unchecked) var solverSlot = 0
  /// Whether the solver made the variable for itself (a soft definition's deviation, see
  /// Solver+SoftDefinitions.swift): it is never returned by ``Solver/updateVariables()``.
  let isDeviation: Bool

  /// Creates a variable.
  public init(_ name: String = "") {
    self.name = name
    isDeviation = false
  }

  /// A soft definition's deviation.
  init(deviationOf name: String) {
    self.name = name
    isDeviation = true
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { "\(name)=\(value)" }
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
public struct Expression {
  /// The terms.
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant.
  public var constant: Double

  /// Creates an expression.
  public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// `variable` alone.
  public init(_ variable: Variable) { self.init([(variable, 1)]) }

  /// The sum of two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.terms += rhs.terms
    result.constant += rhs.constant
    return result
  }

  /// The difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }

  /// The expression scaled.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// The expression plus a constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    var result = lhs
    result.constant += rhs
    return result
  }
}

/// A relation between an expression and zero, with a strength.
public final class Constraint {
  /// How the expression relates to zero.
  public enum Relation: Sendable {
    /// expression <= 0
    case lessOrEqual
    /// expression == 0
    case equal
    /// expression >= 0
    case greaterOrEqual
  }

  /// The expression (left side minus right side).
  public let expression: Expression
  /// The relation to zero.
  public let relation: Relation
  /// The strength (see ``Cassowary/Strength``).
  public let strength: Double
  /// The first solver that added the constraint (its identity, only compared) and the
  /// constraint's record id in that solver: that solver finds its record without hashing; any
  /// other solver keeps the constraint in a table by identity.
  @exclusivity(unchecked) var solverOwner: ObjectIdentifier?
  @exclusivity(unchecked) var solverSlot = 0
  /// The deviation `d` and its constraint `d == 0` at this constraint's strength, made the first
  /// time a solver adds this optional equality as a soft definition (see
  /// Solver+SoftDefinitions.swift) and kept for every later addition, in any solver.
  @exclusivity(unchecked) var softParts: (deviation: Variable, hold: Constraint)?

  /// Creates `lhs relation rhs` with `strength`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Double = Strength.required
  ) {
    expression = lhs - rhs
    self.relation = relation
    self.strength = min(max(strength.isFinite ? strength : 0, 0), Strength.required)
  }
}

/// Why the solver refused a request.
public enum SolverError: Error, Equatable {
  /// A required constraint conflicts with the others.
  case unsatisfiable
  /// The constraint was never added.
  case unknownConstraint
  /// The constraint is already in the solver.
  case duplicateConstraint
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// The variable is already an edit variable.
  case duplicateEditVariable
  /// Edit variables cannot be required.
  case badRequiredStrength
}
