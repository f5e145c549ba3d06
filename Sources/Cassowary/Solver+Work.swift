extension Solver {
  /// The cells the solver's row operations have read or moved since it was created, the same count
  /// as `statistics.cellWork` but read in constant time.
  ///
  /// It measures the solver's work without the machine's speed in it, so a caller can bound the
  /// work a batch of constraints costs (as `inertia replay` bounds a scene's constraints) and get
  /// the same answer on every machine and every run.
  public var cellOperations: Int { cellWork }
}
