/// The incremental solver: add and remove constraints, change their constants, suggest values for
/// edit variables, and read the results with ``updateVariables()``.
///
/// Scale: symbols are dense integer ids, rows are vectors sorted by symbol (a short row is added
/// to a long one in place, one binary search per cell, removed cells stay as tombstones until
/// they outnumber the live ones; otherwise a substitution is one merge; nothing is hashed per
/// cell), a constraint's row is summed in a dense accumulator and sorted once, and a column index (for each symbol, the rows that may
/// contain it, cleaned lazily) lets a pivot touch only the rows it changes. The objective is
/// dense by symbol; its negative cells and the infeasible rows wait in min-heaps. The steepest
/// objective cell enters (beyond a tolerance relative to the weights summed into it, as strengths
/// differ by up to 1e9), the leaving row comes from Harris's ratio test (the largest pivot among
/// the rows that bind within a feasibility tolerance), and after a run of degenerate pivots Bland's
/// rule (lowest ids) takes over until one makes progress, so the simplex cannot cycle. Where the
/// bounding rows can be repaired past their bounds by symbols no other row holds (the other
/// error of a kept length), the step goes on past them while the entering symbol still pays
/// (a long step, Solver+LongStep.swift). A required equality that introduces a variable nothing else uses yet (the next view of a
/// chain: `top == previous.bottom`) becomes a *definition* outside the tableau, evaluated in
/// creation order; only constraints that mention a defined variable expand it (an expansion
/// that walks a chain of four or more one-term definitions rewrites it over its end, see
/// Solver+Flatten.swift). A chain of N views
/// therefore costs O(N) instead of kiwi's O(N^2) dense rows. A required equality whose variables
/// are all in use still becomes a definition when turning round the definitions of the smaller
/// piece it joins frees one of them (see `reroot`), and one whose variables before its first
/// fresh one include the undefined root of a piece defines that root, leaving the fresh variable
/// free (see `defineRoot`; one constraint at a time: a batch in its adding order defines the fresh
/// variable, see ``addingInAddingOrder(_:)``), so the order constraints arrive in matters little. Constant changes shift the rows that
/// hold the constraint's marker and re-optimize (dual simplex) instead of removing and re-adding.
/// A single-variable inequality whose expanded row is one already in the tableau (the floors of
/// lengths defined equal to one another, the compression resistance of labels whose heights are
/// defined equal) stays out of it as a *twin* of that one, its strength added to the original's
/// error weight when optional, until the original goes or a constant change moves either row
/// (see Solver+Twins.swift).
///
/// See also: ``Constraint``, ``Variable``, ``Strength``.
public final class Solver {
  // MARK: Tableau state (symbols are indices into these arrays; 0 is invalid)
  //
  // Every stored property of the solver is `@exclusivity(unchecked)`: the solver is not
  // reentrant and never calls out while it holds one of them in place, so the runtime's check per
  // access (about 70 instructions, more than most cell updates) is left out. Each property left
  // checked cost it where a buffer is swapped in and out or a counter is bumped inside a walk
  // (5-7 % of a build's instructions in all, session 44).

  @exclusivity(unchecked) var kinds: [SymbolKind] = [.invalid]
  @exclusivity(unchecked) var rows: [Row?] = [nil]
  /// Ids of released symbols, reused by the next new slack, error or dummy symbol.
  @exclusivity(unchecked) var freeSymbols: [Int] = []
  /// For each symbol, the basic rows that may hold it: appended to when a cell appears, never
  /// searched on removal (stale or repeated entries are dropped when the column is walked or
  /// grows past four times its live count), so no cell update hashes.
  @exclusivity(unchecked) var columns: [[Int]] = [[]]
  /// For each symbol, how many basic rows hold it.
  @exclusivity(unchecked) var columnLive: [Int] = [0]
  /// A mark per row for dropping repeated column entries.
  @exclusivity(unchecked) var rowStamps: [UInt32] = [0]
  @exclusivity(unchecked) var stamp: UInt32 = 0
  /// The objective, dense by symbol (0 where absent), and its constant.
  @exclusivity(unchecked) var objective: [Double] = [0]
  @exclusivity(unchecked) var objectiveConstant = 0.0
  /// For each objective cell, the largest weight summed into it since it was last 0: the scale
  /// its rounding residue is measured against.
  @exclusivity(unchecked) var objectiveScale: [Double] = [0]
  /// Symbols whose objective coefficient went negative (checked again when chosen).
  @exclusivity(unchecked) var negatives = SymbolHeap()
  /// The ratio test's candidate rows (symbol: the basic row; coefficient: the entering cell).
  @exclusivity(unchecked) var ratioCandidates: [Cell] = []
  /// The dual simplex's infeasible rows with the bound of their pivot quality (scratch, reused;
  /// see Solver+DualChoice.swift).
  @exclusivity(unchecked) var dualCandidates: [(basic: Int, bound: DualBound)] = []
  /// Each basic row's bound of its dual pivot quality, valid where its mark is the current stamp
  /// (a changed row's mark is cleared; see Solver+DualChoice.swift).
  @exclusivity(unchecked) var dualBounds: [DualBound] = []
  @exclusivity(unchecked) var dualBoundMarks: [UInt32] = []
  @exclusivity(unchecked) var dualBoundStamp: UInt32 = 0
  /// The merge buffer for row additions (its capacity is reused).
  @exclusivity(unchecked) var scratch: [Cell] = []
  /// The symbols whose cells a merge created or dropped (buffers reused).
  @exclusivity(unchecked) var createdCells: [Int] = []
  @exclusivity(unchecked) var droppedCells: [Int] = []
  /// A dense row by symbol for building a constraint's row (0 where absent; reset after each
  /// use), and the symbols it holds, in the order they first appeared.
  @exclusivity(unchecked) var accumulator: [Double] = [0]
  @exclusivity(unchecked) var accumulated: [Int] = []
  @exclusivity(unchecked) var artificial: Row?
  /// What an attempt that may be undone changed so far (nil outside one; see ``beginAttempt()``).
  @exclusivity(unchecked) var undo: UndoLog?
  /// Per symbol, the last attempt that kept its row or objective cell, and the attempts' count.
  @exclusivity(unchecked) var undoRowMarks: [Int] = []
  @exclusivity(unchecked) var undoObjectiveMarks: [Int] = []
  @exclusivity(unchecked) var undoSerial = 0
  /// The row the dual simplex last found it could not repair (see ``provesInfeasible(_:tolerance:)``).
  @exclusivity(unchecked) var dualRefusal: Row?
  /// Each tableau constraint's row as it entered (its expanded terms, constant, marker and error
  /// symbols; by record id), from which ``refactor()`` derives the tableau again, and that of the
  /// constraint being added.
  @exclusivity(unchecked) var originals: [Original?] = []
  @exclusivity(unchecked) var pendingOriginal: Original?
  /// The pivot count and cell work at the last refactorization (or attempt), and its cost.
  @exclusivity(unchecked) var refactorPivot = 0
  @exclusivity(unchecked) var refactorWorkMark = 0
  @exclusivity(unchecked) var refactorCost = 0
  /// How many refactorizations were made, and how many were given up (tests and benchmarks).
  @exclusivity(unchecked) var refactorCount = 0
  @exclusivity(unchecked) var refactorFailures = 0
  /// How many pivots at least between two refactorizations (tests set it low to force them, or
  /// to `Int.max` to compare against a solver that never refactorizes).
  @exclusivity(unchecked) var refactorInterval = 100
  /// Each error symbol's weight in the objective (its constraint's strength; 0 for other
  /// symbols and for errors whose constraint went).
  @exclusivity(unchecked) var weights: [Double] = [0]
  /// The pivot count when the objective was last summed again from `weights` (-1: never).
  @exclusivity(unchecked) var objectiveRebuilt = -1
  /// Degenerate pivots in a row in the current optimization (see ``Solver/degenerateLimit``).
  @exclusivity(unchecked) var degenerateRun = 0
  /// How many pivots the solver has made (for tests bounding the work).
  @exclusivity(unchecked) var pivotCount = 0
  /// Whether the dual simplex passes breakpoints on short rows (Solver+Breakpoints.swift); tests
  /// turn it off to compare the work against plain dual pivots.
  @exclusivity(unchecked) var passesBreakpoints = true
  /// Whether the primal simplex takes long steps past rows a lone symbol repairs
  /// (Solver+LongStep.swift); tests turn it off to compare the work against one pivot per row.
  @exclusivity(unchecked) var takesLongSteps = true
  /// Whether a required bound on a defined variable whose expansion is long frees the variable
  /// first (see ``free(_:within:)``); tests turn it off to compare the work against expanding it.
  @exclusivity(unchecked) var freesBoundVariables = true
  /// Whether an optional equality of several variables that brings a fresh one defines it
  /// softly, over a deviation held by a one-variable row (see Solver+SoftDefinitions.swift);
  /// tests turn it off to compare against the plain tableau row.
  @exclusivity(unchecked) var definesSoftEqualities = true
  /// How many deviations' constraints (`d == 0`) the solver holds for its soft definitions: its
  /// own records, left out of ``constraintCount``.
  @exclusivity(unchecked) var softHolds = 0
  /// Whether the solver has made a soft definition (its read-back then leaves deviations out).
  @exclusivity(unchecked) var madeDeviations = false
  /// How many long steps the primal simplex took (tests).
  @exclusivity(unchecked) var longStepCount = 0
  /// How many cells the solver's row operations have read, probed or moved (both rows of every
  /// merge, each binary search's probes, each slot shifted): a deterministic measure of its work,
  /// for tests bounding how it grows.
  @exclusivity(unchecked) var cellWork = 0
  /// How many variables and definitions re-rootings visited (see ``Solver/reroot(_:terms:constant:key:)``):
  /// their share of the work, for tests bounding it.
  @exclusivity(unchecked) var definitionWork = 0
  /// Whether the constraints being added come in a batch's adding order (see
  /// ``addingInAddingOrder(_:)``): each required equality with a fresh variable then defines it,
  /// never a root (see `defineRoot`).
  @exclusivity(unchecked) var addsInAddingOrder = false
  /// How many re-rootings ended at a variable the tableau holds and absorbed the new definition
  /// into the tableau in place (tests).
  @exclusivity(unchecked) var absorbCount = 0
  /// How many definition objects were allocated, and how many definitions were made again in an
  /// object already there (turned round or remade): tests count that a constraint's definition is
  /// allocated once, however often it is made again.
  @exclusivity(unchecked) var definitionAllocations = 0
  @exclusivity(unchecked) var definitionsRefilled = 0
  /// Union-find over the variables that definitions' constraints connect (a group never splits:
  /// removed definitions leave their variables joined), each root's variable count, and whether
  /// the group's constraint graph has stayed a forest (no definition joined two variables of one
  /// group), which makes re-rooting it unable to close a cycle of definitions.
  @exclusivity(unchecked) var groupParent: [Int] = []
  @exclusivity(unchecked) var groupSize: [Int] = []
  @exclusivity(unchecked) var groupIsForest: [Bool] = []
  /// Marks (by `rerootStamp`) and links of a re-rooting's walks over the variables.
  @exclusivity(unchecked) var rerootMarks: [Int] = []
  @exclusivity(unchecked) var rerootLinks: [Int] = []
  @exclusivity(unchecked) var rerootStamp = 0
  /// The walks' stack and the depth-first walk's finishing order (buffers reused).
  @exclusivity(unchecked) var rerootStack: [Int] = []
  @exclusivity(unchecked) var resequenceFinished: [Int] = []
  /// A turn's old definitions and the heap of definitions it makes again (buffers reused).
  @exclusivity(unchecked) var turnedBuffer: [Definition] = []
  /// A turn's list of the definitions it made again (a buffer reused).
  @exclusivity(unchecked) var remadeBuffer: [Int] = []
  /// Whether expansions flatten the one-term chains they enter (see ``flatten(_:)``); tests turn
  /// it off to compare the work against walking them.
  @exclusivity(unchecked) var flattensChains = true
  /// The chain ``flatten(_:)`` walks (storage reused).
  @exclusivity(unchecked) var flattenChain: [Int] = []
  /// How many definitions expansions have walked (counted in debug builds only, for tests).
  @exclusivity(unchecked) var expansionSteps = 0
  /// A re-rooting's group roots of its terms and its candidate terms (buffers reused).
  @exclusivity(unchecked) var rerootRoots: [Int] = []
  @exclusivity(unchecked) var rerootCandidates: [Int] = []
  @exclusivity(unchecked) var turnHeap = DefinitionHeap()
  /// An expansion's heap of definitions to visit (a buffer reused: it grows once, not per call).
  @exclusivity(unchecked) var expansionHeap = DefinitionHeap()
  /// A definition's old terms while it is made again in place, to tell whether it changed (a
  /// buffer reused).
  @exclusivity(unchecked) var comparedTerms: [(index: Int, coefficient: Double)] = []
  /// For each record id, the re-rooting (by `rerootStamp`) that last queued it and the record's
  /// stamp then (a record made again since is queued again).
  @exclusivity(unchecked) var queuedTurn: [Int] = []
  @exclusivity(unchecked) var queuedStamp: [Int] = []
  /// Tableau constraints whose bookkeeping re-rootings changed, refreshed together before anything
  /// reads it (see ``refreshStaleTableau()``), and for each record id the stamp it had when it
  /// was listed (0: not listed; a record made again or freed since is passed over).
  @exclusivity(unchecked) var staleTableau: [Int] = []
  @exclusivity(unchecked) var staleMarks: [Int] = []
  /// The sequence of the last definition that mentions no defined variable and was placed before
  /// all others (they count down from 0).
  @exclusivity(unchecked) var lowSequence = 0
  /// Rows whose constant went negative, for the dual simplex.
  @exclusivity(unchecked) var infeasible = SymbolHeap()
  /// Single-variable inequalities kept out of the tableau as twins of a tableau constraint with the same
  /// expanded row (Solver+Twins.swift): the record last added to the tableau under each key, each
  /// twin's original, and each original's twins (by record id).
  @exclusivity(unchecked) var twinKeys: [TwinKey: Int] = [:]
  /// The key each tableau record holds in `twinKeys` (by record id; nil for the others).
  @exclusivity(unchecked) var heldTwinKeys: [TwinKey?] = []
  @exclusivity(unchecked) var twinOf: [Int: Int] = [:]
  @exclusivity(unchecked) var twinsOf: [Int: [Int]] = [:]
  /// How many twins were placed so far (a change of constants dissolves the twins it moves
  /// again only when twins were placed since it last did).
  @exclusivity(unchecked) var twinPlacements = 0

  // MARK: Variables and constraints

  struct VariableState {
    let variable: Variable
    var symbol = 0
    var definition: Definition?
    /// Definitions whose expression mentions this variable.
    var definitionReferences = 0
    /// Tableau constraints whose expanded expression mentions this variable.
    var tableauUses = 0
    /// Constraints that expanded this variable's definition (tableau) or substituted it
    /// (definitions), or held it in their tableau row while it was undefined, with the total
    /// coefficient. An entry is live while its record has the
    /// stamp it was made with (removing or remaking a constraint changes nothing here); stale
    /// entries are dropped when they outnumber the live ones (see ``Solver/addDependent``).
    var dependents: [Dependent] = []
    /// How many entries `dependents` kept at its last compaction.
    var dependentsKept = 0
    /// Definitions that mentioned this variable when they were made (may hold removed ones:
    /// re-evaluating those is harmless; rebuilt when definitions are compacted).
    var referencedBy: [Int] = []
    /// Waiting in ``Solver/pendingVariables`` for the next read-back.
    var isPending = false
    /// The number of the read-back that queued it in its heap last (a variable is queued once
    /// per read-back).
    var queuedMark = 0
    /// Whether a read-back has reported the variable yet.
    var isReported = false
    /// The value the last read-back found (the solver's own copy: a variable shared with another
    /// solver may hold that one's value).
    var value = 0.0
  }

  /// A defined variable's value as the other variables give it (a class: the read-back reads
  /// it in place for every moved variable, without copying the variable's state).
  final class Definition {
    @exclusivity(unchecked) var constant: Double
    /// (A turned definition takes over the object and the storage of the one it replaces.
    /// Unchecked as the solver's tables are: flattening writes one definition's terms from
    /// another's, which the optimizer cannot tell apart, and would check every access.)
    @exclusivity(unchecked) var terms: [(index: Int, coefficient: Double)]
    /// The defining constraint's own terms, merged by variable (shared with the array they were
    /// merged into): a re-rooting walks them and a remade definition starts from them, without
    /// merging the expression again.
    let constraintTerms: [(index: Int, coefficient: Double)]
    /// The record id of the defining constraint.
    let constraint: Int
    /// Its place in the evaluation order: above the sequence of every definition it mentions
    /// (assigned again when a re-rooting reorders definitions, see ``Solver/resequence(_:)``).
    @exclusivity(unchecked) var sequence: Int
    /// The defined variable's coefficient in the constraint.
    @exclusivity(unchecked) var scale: Double

    init(
      constant: Double, terms: [(index: Int, coefficient: Double)],
      constraintTerms: [(index: Int, coefficient: Double)], constraint: Int, sequence: Int, scale: Double
    ) {
      self.constant = constant
      self.terms = terms
      self.constraintTerms = constraintTerms
      self.constraint = constraint
      self.sequence = sequence
      self.scale = scale
    }
  }

  enum Placement {
    /// A definition of `variable`; `substituted`: the one-term definitions written into it.
    case definition(variable: Int, substituted: [Int])
    case tableau(marker: Int, other: Int, markerSign: Double, plain: [Int])
  }

  struct Record {
    let constraint: Constraint
    var constant: Double
    var placement: Placement
    /// The constraint's order (for a definition, its definition's sequence).
    var sequence: Int
    /// Unique to this placement of the constraint (changed when its definition is made again):
    /// the ``Dependent`` entries made with another stamp are stale.
    var stamp: Int
  }

  /// One entry of a variable's dependents: a record, its stamp then, and the coefficient.
  struct Dependent {
    let record: Int
    let stamp: Int
    let coefficient: Double
  }

  @exclusivity(unchecked) var variables: [VariableState] = []
  /// The variables that another solver used first, by identity (the others keep their slot).
  @exclusivity(unchecked) var variableIndex: [ObjectIdentifier: Int] = [:]
  /// For each variable, its position in the expression being merged (-1 outside of one).
  @exclusivity(unchecked) var termPositions: [Int] = []
  /// The constraints' records by record id (nil: a free id), the ids free for reuse, and how
  /// many are in use.
  @exclusivity(unchecked) var records: [Record?] = []
  @exclusivity(unchecked) var freeRecords: [Int] = []
  @exclusivity(unchecked) var recordCount = 0
  /// The record ids of constraints that another solver added first (the others keep their id).
  @exclusivity(unchecked) var recordIndex: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) var definitionOrder: [Int] = []
  @exclusivity(unchecked) var removedDefinitions = 0
  /// What a unit change of a removed definition's constant moves each record by, by record id
  /// (scratch of ``removeDefinition(_:variable:substituted:)``, 0 between removals).
  @exclusivity(unchecked) var removalAmounts: [Double] = []
  /// While a definition's removal places constraints again: each symbol's first change of basis
  /// (true: it left a row first, so it was basic before; false: it entered first, so it was 0).
  /// nil otherwise; read by ``slideToward(_:)``.
  @exclusivity(unchecked) var basisChanges: [Int: Bool]?
  /// While ``removeConstraints(_:)`` runs: the constraints that removals took out to add back
  /// (tableau constraints expanded through a removed definition; twins of a removed original,
  /// which may become definitions), added back once the batch is out and the objective optimal
  /// (nil otherwise: they are added back at once).
  @exclusivity(unchecked) var deferredAdds: [(constraint: Constraint, constant: Double, asDefinition: Bool)]?
  @exclusivity(unchecked) var nextSequence = 0
  @exclusivity(unchecked) var edits: [ObjectIdentifier: Constraint] = [:]

  // MARK: Read-back tracking (what changed since the last updateVariables)

  /// The variable each external symbol stands for (-1 for other symbols).
  @exclusivity(unchecked) var symbolVariables: [Int] = [-1]
  /// External symbols whose row appeared, went or changed its constant.
  @exclusivity(unchecked) var touchedSymbols: [Int] = []
  @exclusivity(unchecked) var isTouched: [Bool] = [false]
  /// Variables to evaluate again (new ones, new or changed or removed definitions).
  @exclusivity(unchecked) var pendingVariables: [Int] = []
  /// The read-back's heap of definitions to evaluate (empty between read-backs; its capacity
  /// is reused).
  @exclusivity(unchecked) var readbackHeap = DefinitionHeap()
  /// How many definitions the last read-back evaluated (counted in debug builds only, for tests),
  /// and the read-backs so far (each marks the variables it queues with its number).
  @exclusivity(unchecked) var lastEvaluationCount = 0
  @exclusivity(unchecked) var readbackStamp = 0
  /// The indices of the variables a read-back finds changed, in the order found: room for every
  /// variable (each is reported at most once per read-back), written in place and kept between
  /// read-backs.
  @exclusivity(unchecked) var readbackSlots: [Int] = []
  /// The defined variables in sequence order, for a read-back that reaches many of them (see
  /// ``updateVariables()``); valid while `sequenceOrderValid`, which any change of a definition's
  /// place (a definition made, removed or given another sequence) clears.
  @exclusivity(unchecked) var sequenceOrder: [Int] = []
  @exclusivity(unchecked) var sequenceOrderValid = false

  /// Creates an empty solver.
  public init() {}

  /// The solver's work so far and the tableau's size now, for benchmarks: pivots made, cells read
  /// or moved by row operations (see `cellWork`), basic rows, and live cells in them.
  public var statistics: (pivots: Int, cellWork: Int, rows: Int, cells: Int) {
    var rowCount = 0
    var cellCount = 0
    for row in rows {
      guard let row else { continue }
      rowCount += 1
      cellCount += row.count
    }
    return (pivotCount, cellWork, rowCount, cellCount)
  }

  /// How many times the tableau was derived again from the constraints (see `refactor()`), and
  /// how many attempts were given up, for benchmarks.
  public var refactorizations: (made: Int, givenUp: Int) { (refactorCount, refactorFailures) }

  /// Whether `constraint` is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordID(of: constraint) != nil
  }

  /// The number of constraints in the solver.
  public var constraintCount: Int { recordCount - softHolds }

  /// Adds a constraint; a required one that conflicts throws ``SolverError/unsatisfiable`` and
  /// leaves the solution as it was.
  public func addConstraint(_ constraint: Constraint) throws {
    guard !hasConstraint(constraint) else { throw SolverError.duplicateConstraint }
    try add(constraint, constant: constraint.expression.constant, allowDefinition: true)
  }

  /// Adds constraints that arrive together, in the order ``addingOrder(_:)`` gives, so that the
  /// cost of adding them does not depend on the order they came in; returns those not added,
  /// ordered by their positions in the batch: duplicates (in the solver already; of a constraint
  /// repeated in the batch, one occurrence) and required constraints that conflict with the
  /// others (of conflicting equalities the latest in the batch, as when added one at a time in the
  /// batch's order). Each refused constraint leaves the solution as it was; the others are all
  /// added.
  @discardableResult
  public func addConstraints(_ constraints: [Constraint]) -> [Constraint] {
    var refused: [Int] = []
    let order = addingOrder(constraints)
    addingInAddingOrder {
      for position in order {
        do { try addConstraint(constraints[position]) } catch { refused.append(position) }
      }
    }
    return refused.sorted().map { constraints[$0] }
  }

  /// Runs `body`, which adds a batch's constraints in the order ``addingOrder(_:)`` gave for them
  /// (a caller that adds them itself, to handle each one's result in turn). In that order each
  /// required equality that brings a fresh variable brings it after everything its definition
  /// mentions, so it defines that variable, as in a hand-written order; one at a time, such an
  /// equality may define the undefined root of a piece instead (see `defineRoot`), which in a
  /// batch only lengthened chains of one-term definitions: an equal-size chain's floors added
  /// after its scene expanded thousands of definitions each (a shuffled 10,000-view scene took
  /// 4.7 s instead of 0.07 s).
  public func addingInAddingOrder<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = addsInAddingOrder
    addsInAddingOrder = true
    defer { addsInAddingOrder = outer }
    return try body()
  }

  /// Adds a constraint with `constant` in place of its expression's constant (a constraint taken
  /// out and put back after ``setConstant(_:for:)`` moved it); throws as ``addConstraint(_:)``.
  public func addConstraint(_ constraint: Constraint, constant: Double) throws {
    guard !hasConstraint(constraint) else { throw SolverError.duplicateConstraint }
    try add(constraint, constant: constant, allowDefinition: true)
  }

  /// Removes a constraint.
  public func removeConstraint(_ constraint: Constraint) throws {
    guard let id = recordID(of: constraint) else { throw SolverError.unknownConstraint }
    remove(id)
  }

  /// Removes constraints that leave together (Auto Layout's `deactivate(_:)`, a stack view's
  /// arrangement rebuilt); returns those the solver did not hold, in the batch's order. The
  /// result is the one of removing them one at a time, at the cost of the batch: a tableau
  /// constraint expanded through a removed definition leaves the tableau with it and is added
  /// back once, after the whole batch is out, and not at all when it leaves in the batch too
  /// (one at a time, a stack's edge that expands every width came back after each width's
  /// removal: a cube of the views). The rows stay feasible as constraints leave; the objective
  /// is optimized once, after the batch.
  @discardableResult
  public func removeConstraints(_ constraints: [Constraint]) -> [Constraint] {
    var leaving = Set<ObjectIdentifier>()
    // Not held when the batch reached them: repeats, and those a removed definition took out
    // (held: told apart once the batch is out) or that were never added.
    var repeats: [Int] = []
    var absent: [Int] = []
    deferredAdds = []
    for (position, constraint) in constraints.enumerated() {
      if !leaving.insert(ObjectIdentifier(constraint)).inserted {
        repeats.append(position)
      } else if let id = recordID(of: constraint) {
        remove(id)
      } else {
        absent.append(position)
      }
    }
    let waiting = deferredAdds!
    deferredAdds = nil
    optimize()
    let takenOut = Set(waiting.map { ObjectIdentifier($0.constraint) })
    absent.removeAll { takenOut.contains(ObjectIdentifier(constraints[$0])) }
    let unknown = (repeats + absent).sorted().map { constraints[$0] }
    for (constraint, constant, asDefinition) in waiting where !leaving.contains(ObjectIdentifier(constraint))
    {
      try? add(constraint, constant: constant, allowDefinition: asDefinition)
    }
    return unknown
  }

  /// Makes `variable` suggestible with `strength` (below required).
  public func addEditVariable(_ variable: Variable, strength: Double) throws {
    guard edits[ObjectIdentifier(variable)] == nil else { throw SolverError.duplicateEditVariable }
    guard strength < Strength.required else { throw SolverError.badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, Expression(), strength: strength)
    try add(constraint, constant: 0, allowDefinition: false)
    edits[ObjectIdentifier(variable)] = constraint
  }

  /// Stops editing `variable`.
  public func removeEditVariable(_ variable: Variable) throws {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw SolverError.unknownEditVariable
    }
    if let id = recordID(of: constraint) { remove(id) }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Suggests a value for an edit variable; the solution follows incrementally.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    guard let constraint = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable }
    guard value.isFinite else { return }
    try setConstant(-value, for: constraint)
  }

}
