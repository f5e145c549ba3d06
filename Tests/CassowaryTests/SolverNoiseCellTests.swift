import Testing

@testable import Cassowary

/// A substituted row's external cells of rounding residue: too small to pivot on, they are
/// dropped before a subject is chosen when something else can satisfy the row (solving for one
/// divided the row by 1e-10 and left a shuffled 100 x 100 grid 19 pt off a required equality; see
/// `ShuffledGridSceneTests`), and kept when nothing else can (ill-conditioned data: a width after
/// 32 doublings has a true cell of 2^-32).
@Suite struct SolverNoiseCellTests {
  @Test func residueExternalCellsAreDroppedAndOthersKept() {
    let solver = Solver()
    let (x, y, z) = (solver.makeSymbol(.external), solver.makeSymbol(.external), solver.makeSymbol(.external))
    let (dummy, error) = (solver.makeSymbol(.dummy), solver.makeSymbol(.error))
    var row = Row(
      constant: 188.1,
      cells: [
        Cell(symbol: x, coefficient: -1.15e-10), Cell(symbol: y, coefficient: 1.15e-10),
        Cell(symbol: z, coefficient: 2e-9), Cell(symbol: dummy, coefficient: 2.7e-10),
        Cell(symbol: error, coefficient: -0.0588),
      ].sorted { $0.symbol < $1.symbol })
    solver.dropExternalNoise(&row, tolerance: 1e-8)
    // The residue external cells go; an external cell above the pivot tolerance, and cells of
    // other kinds (whatever their size), stay.
    #expect(row.coefficient(for: x) == 0)
    #expect(row.coefficient(for: y) == 0)
    #expect(row.coefficient(for: z) == 2e-9)
    #expect(row.coefficient(for: dummy) == 2.7e-10)
    #expect(row.coefficient(for: error) == -0.0588)
    #expect(row.constant == 188.1)
  }

  @Test func aRowWithoutResidueIsLeftAsItIs() {
    let solver = Solver()
    let (x, y) = (solver.makeSymbol(.external), solver.makeSymbol(.external))
    var row = Row(constant: 4, cells: [Cell(symbol: x, coefficient: 1), Cell(symbol: y, coefficient: -0.5)])
    solver.dropExternalNoise(&row, tolerance: 1e-8)
    #expect(row.cells.map(\.coefficient) == [1, -0.5])
  }

  @Test func aSmallCellIsKeptWhenNothingElseCanSatisfyTheRow() {
    let solver = Solver()
    let (x, first, second) = (
      solver.makeSymbol(.external), solver.makeSymbol(.dummy), solver.makeSymbol(.dummy)
    )
    let small = 0x1p-32
    var row = Row(
      constant: -27,
      cells: [
        Cell(symbol: x, coefficient: small), Cell(symbol: first, coefficient: 1),
        Cell(symbol: second, coefficient: 0x1p-9),
      ])
    solver.dropExternalNoise(&row, tolerance: 1e-8)
    #expect(row.coefficient(for: x) == small)
    // With a constant within the tolerance the row holds without it (a constraint the others imply).
    row.constant = 1e-9
    solver.dropExternalNoise(&row, tolerance: 1e-8)
    #expect(row.coefficient(for: x) == 0)
    #expect(row.count == 2)
  }
}
