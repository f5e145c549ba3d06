/// The namespace of the incremental constraint solver that Auto Layout will be built on.
///
/// The solver (variables, expressions, strengths, edit variables) lands with the Auto Layout issue;
/// until then this target holds only the shared vocabulary below.
public enum Cassowary {
  /// Constraint strengths, as in the Cassowary paper and Auto Layout's priorities (1...1000).
  public enum Strength {
    /// A constraint that must hold (Auto Layout priority 1000).
    public static let required = 1000.0
    /// A strong preference (Auto Layout priority 750).
    public static let strong = 750.0
    /// A medium preference (Auto Layout priority 500).
    public static let medium = 500.0
    /// A weak preference (Auto Layout priority 250).
    public static let weak = 250.0
  }
}
