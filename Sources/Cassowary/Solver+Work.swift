extension Solver {
  /// The solver's work since it was created, read in constant time: the cells its row operations
  /// have read or moved (`statistics.cellWork`) plus the variables and definitions its
  /// re-rootings have visited (a link that joins two pieces of a chain turns one piece round
  /// instead of growing a row, and that turning is work too).
  ///
  /// It measures the solver's work without the machine's speed in it, so a caller can bound the
  /// work a batch of constraints costs (as `inertia replay` bounds a scene's constraints) and get
  /// the same answer on every machine and every run.
  public var cellOperations: Int { cellWork + definitionWork }
}
