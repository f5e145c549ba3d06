import Foundation

/// The documented limits of a replay script (docs/limits.md). Input beyond them is refused with a
/// one-line error naming the JSON path, before anything is built or run.
public enum ReplayLimits {
  /// The largest script file, in bytes (64 MiB).
  public static let fileBytes = 64 << 20
  /// How deeply JSON arrays and objects may nest.
  public static let jsonDepth = 512
  /// The most values (objects, arrays, strings, numbers, literals) in one JSON text: unknown keys
  /// are allowed, and a 60 MB script of 21 million `{}` under one took 894 MB to read (session
  /// 42); a value costs about 40 bytes read, so a text at this limit about 320 MB.
  public static let jsonValues = 8_000_000
  /// The most memory the values of one JSON text may take, as the reader estimates it (objects,
  /// members, arrays, items and long strings by what each takes in a release build): 7.9 million
  /// values in small objects took 700 MB before session 43. A number or literal in an array is
  /// charged 32 bytes, so a list of ``jsonValues`` of them still fits.
  public static let jsonMemory = 256 << 20
  /// The most views (with or without an id) in one scene. 200,000 until session 43, when such
  /// scenes were found to pass 500 MB: 200,000 buttons (each with its label) took 617 MB,
  /// 200,000 labels 458 MB (100,000: 324 and 245 MB, 1.0-1.3 s in a release build).
  public static let views = 100_000
  /// The most scroll views (tables, collection views and Texture nodes included) in one scene:
  /// every frame line lists each one with an id, and each keeps its own state (100,000 scroll
  /// views took 22 s and 715 MB, session 43; 3,000 tables, collection views or table nodes
  /// 0.6-1.9 s).
  public static let scrollViews = 3_000
  /// The most nodes in the layout specs of a scene's scroll nodes together; each also counts as
  /// one of the scene's ``views``. A node costs about twice a view (its view, its layout and its
  /// frame by id): 190,000 took 690 MB, and before session 42 they were not counted at all (a
  /// million nodes, 24 MB of JSON: 37 s and 3.3 GB).
  /// 100,000 until session 43, when the views became at most 100,000.
  public static let layoutNodes = 50_000
  /// How deeply views may nest inside each other ("subviews" in "subviews").
  public static let viewDepth = 200
  /// The most arranged subviews in one StackView of any distribution (a `fill` stack); see
  /// ``arrangedSubviews(for:)`` for each distribution.
  public static let arrangedSubviews = 3_000

  /// The most arranged subviews in one StackView with `distribution`: the distributions whose
  /// lengths the solver balances against each kept size (999), `fillProportionally`'s and
  /// `equalCentering`'s, cost more per view. Up to these limits a stack pinned to its superview,
  /// or nested in another stack beside a small `equalCentering` stack, replays in under 2 s and
  /// 100 MB (`equalCentering` 130: 0.5-0.8 s, where 135-140 pinned horizontally took 1.8-2.5 s;
  /// `fillProportionally` 100-200: 0.1-1.5 s, where 250 nested took 3.6 s). A `fill` or
  /// `equalSpacing` stack of 3,000 nested that way takes 0.3-0.7 s when its spacing alone is wider
  /// than the outer stack (the outer edge it cannot meet is refused at once, session 21) or when it
  /// is squeezed to the outer stack's width (spacing 0: each view's floor passed on its own row,
  /// session 22), about 1 s when its views are also stretched across it (alignment `fill`: their
  /// kept cross lengths balanced one pivot each); pinned, under 1 s (BENCHMARKS.md, sessions 20-22).
  /// `equalSpacing` is held to 1,000: a stack with room for its views (in a scroll view, unpinned,
  /// or pinned taller than they need) makes the solver balance every gap against every other on
  /// dense rows, about the cube of the views in time and their square in memory (session 32:
  /// 1,000 views 1.4-1.7 s and 290 MB, 1,500 4.2 s and 630 MB, 2,000 11 s and 1 GB, 3,000 over
  /// 60 s and 2.1 GB).
  public static func arrangedSubviews(for distribution: StackView.Distribution) -> Int {
    switch distribution {
    case .fill: return arrangedSubviews
    case .fillEqually: return arrangedSubviews
    case .equalSpacing: return 1_000
    case .fillProportionally: return 200
    case .equalCentering: return 130
    }
  }

  /// The most arranged subviews of a StackView whose arrangement a step rebuilds (a "set" step or
  /// an "animate" change of its `axis`, `alignment`, `distribution` or
  /// `isLayoutMarginsRelativeArrangement`, or of `isHidden` of one of its arranged subviews),
  /// checked before the replay starts. A change of `spacing` moves the built constraints'
  /// constants instead (session 34), at any size. The old arrangement leaves the solver as one batch with
  /// its views' floors and the new one is built as the first was (session 33): a rebuild of 1,000
  /// views takes 0.08-0.2 s (`fillEqually`, `fill`, `equalSpacing`), of 3,000 about 0.4 s and up
  /// to 490 MB (`fill`), where removing one constraint at a time took 17-26 s at 1,000.
  public static let rearrangedSubviews = 1_000

  /// The share of ``rebuildBudget`` one change of a stack of `arranged` views with
  /// `distribution` uses (a rebuild, or a new `spacing`): `max(arranged, 8) / limit`, the limit
  /// of ``arrangedSubviews(for:)``. A rebuild costs about the same per share whatever the
  /// distribution (session 34, release replays: 0.1-0.3 s per share at 32-1,000 views;
  /// `equalCentering` 130 about 0.3 s, `fill` 1,000 0.07 s, `equalSpacing` 1,000 0.2 s); a new
  /// spacing at most 0.18 s per share (`fillEqually` 3,000; `fill` 1,000 8 ms).
  public static func rebuildShare(arranged: Int, distribution: StackView.Distribution) -> Double {
    Double(max(arranged, 8)) / Double(arrangedSubviews(for: distribution))
  }

  /// The most the shares of a script's StackView changes (``rebuildShare(arranged:distribution:)``
  /// of every step that rebuilds a stack's arrangement or sets its `spacing`, counted in time
  /// order whether or not the value differs) may sum to: four changes of a stack at its
  /// distribution's limit, about 1.2 s at most, or 1,500 of a stack of 8 `fill` views.
  public static let rebuildBudget = 4.0

  /// The message of a script whose rebuilding steps use more than ``rebuildBudget``.
  static let rebuildBudgetMessage =
    "the script's StackView changes use more than their budget of \(Int(rebuildBudget))"
    + " (the sum over steps that rebuild or re-space a stack of max(arranged subviews, 8) / limit)"

  /// The share of a scene's StackView budget that a stack of `arranged` views with `distribution`
  /// uses: `(arranged / limit)^2` (a stack's solver work grows at least as the square of its
  /// views, and the stacks of a scene add up). The shares of all stacks in a scene may sum to at
  /// most ``stackBudget``.
  public static func stackShare(arranged: Int, distribution: StackView.Distribution) -> Double {
    let fraction = Double(arranged) / Double(arrangedSubviews(for: distribution))
    return fraction * fraction
  }

  /// The most the shares of a scene's StackViews may sum to: one stack at its limit inside a few
  /// small stacks, or four stacks at half their limits.
  public static let stackBudget = 1.1

  /// The sum of ``stackShare(arranged:distribution:)`` over the StackViews in `root`'s tree
  /// (`root` included), with `override`'s distribution taken as `distribution`.
  @MainActor
  static func stackShares(
    in root: View, override: StackView? = nil, distribution: StackView.Distribution? = nil
  ) -> Double {
    var total = 0.0
    var pending = [root]
    while let view = pending.popLast() {
      if let stack = view as? StackView {
        let used = stack === override ? distribution ?? stack.distribution : stack.distribution
        total += stackShare(arranged: stack.arrangedSubviews.count, distribution: used)
      }
      pending.append(contentsOf: view.subviews)
    }
    return total
  }

  /// The message of a scene whose StackViews use more than their budget.
  static func stackBudgetMessage(_ total: Double) -> String {
    let shown = (total * 100).rounded() / 100
    return "the scene's StackViews use \(shown) of their budget of \(stackBudget)"
      + " (the sum over stacks of (arranged subviews / limit)^2)"
  }

  /// The most constraints in one scene.
  public static let constraints = 50_000
  /// The most solver work a scene's constraints may cost as they are added, in cells the solver's
  /// row operations read or move (`Solver.cellOperations`): a bound on time that does not depend on
  /// the machine. Measured in release builds: soft equalities between random views, whose pivots
  /// fill the rows, reach it in 1.1-1.3 s; a shuffled list of 2,500 cards needs 46 M (1.8 s); a
  /// shuffled list of 9,990 rows at most 37-40 M (0.9-1.1 s; 2.0-2.6 s before a link defined the
  /// root of the piece it joins); chains, grids and random scenes stay far below it.
  public static let constraintWork = 50_000_000
  /// The message of a scene whose constraints need more solver work than `limit`.
  static func constraintWorkMessage(_ limit: Int) -> String {
    "the constraints up to here need more than \(limit) cell operations of the solver (a scene's limit)"
  }
  /// The most solver work the floors of a scene's first layout pass may do (each solved view's
  /// width and height held at least 0, added when it is first laid out), as ``constraintWork``
  /// bounds the constraints' (sweep 65): 2^23, about 4 s in a debug build. A floor on a size that
  /// a chain of soft links defines (`v1.height == v0.height @999`, ...) takes in the whole chain:
  /// 1,000 such views needed 12.6 M, and 25,000 ran for hours; ordinary scenes need far less
  /// (four stacks of 1,500 views and labels 1.8 M, 700 views with random soft equalities 0.5 M, a
  /// chain of 25,000 views 75 K).
  public static let floorWork = 1 << 23
  /// The message of a scene whose first layout pass's floors need more than ``floorWork``.
  static let floorWorkMessage =
    "the first layout pass needs more than \(floorWork) cell operations of the solver to hold the views' sizes at least 0 (a scene's limit): a size that soft links define takes in each of them"
  /// The largest magnitude of a constraint's constant or multiplier in a scene (the bound of
  /// gestures and spacings): a constant of 1e308 made infinite frames, which views ignore.
  public static let constraintValue = 1e9
  /// The most steps in one script.
  public static let steps = 100_000
  /// The most fingers down at once: more than a touch screen reports (an iPad tracks 11). Every
  /// finger's change reads every finger down, so an instant costs the square of the fingers
  /// (2,000 drags beginning together replayed in 3.3 s, 10,000 in over 100 s).
  public static let fingersDown = 20
  /// The largest coordinate, distance, span or velocity component a gesture step may use, in
  /// points (or points per second).
  public static let gestureMagnitude = 1e9
  /// The largest magnitude of a scroll view's `contentInset` and indicator insets in a scene, in
  /// points (the bound of gestures and constraint constants). Insets of ±1e308 made the adjusted
  /// insets and the offset range infinite (sweep 60); UIKit takes any inset and overflows alike.
  public static let insetMagnitude = ScrollViewRestorationState.insetMagnitude
  /// The longest view or node id, in UTF-8 bytes (ids are repeated on trace lines).
  public static let idBytes = 1000
  /// The longest trace a replay writes, in bytes: 64 MiB, the longest `inertia diff` reads, a
  /// quarter of a second to two seconds of writing (wide frame lines go faster than narrow ones). Every frame line lists every scroll view, so 3,000 scroll views
  /// and a repeating animation at 1000 frames a second wrote 339 MB a second of replay (1.2 TB
  /// for an hour) before session 46.
  public static let traceBytes = 64 << 20
  /// The message of a replay whose trace passes ``traceBytes``.
  static var traceBytesMessage: String {
    "the trace is longer than \(traceBytes >> 20) MiB (a frame line lists every scroll view while anything moves: lower frameRate or until)"
  }
}

extension SceneNode {
  /// A point [x, y] for a gesture, each coordinate within ``ReplayLimits/gestureMagnitude``.
  func gesturePoint() throws -> CGPoint {
    let values = try numbers(2)
    guard values.allSatisfy({ abs($0) <= ReplayLimits.gestureMagnitude }) else {
      throw error("a gesture coordinate must be within ±\(Int(ReplayLimits.gestureMagnitude))")
    }
    return CGPoint(x: values[0], y: values[1])
  }

  /// Insets [top, left, bottom, right] of the scroll view property `name`, each within
  /// ``ReplayLimits/insetMagnitude``.
  func boundedInsets(_ name: String) throws -> EdgeInsets {
    let insets = try self.insets()
    guard
      [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({
        abs($0) <= ReplayLimits.insetMagnitude
      })
    else {
      throw error("\(name) values must be within ±\(Int(ReplayLimits.insetMagnitude)) points")
    }
    return insets
  }

  /// A length >= 0 for a gesture, at most ``ReplayLimits/gestureMagnitude``.
  func gestureLength() throws -> Double {
    let value = try nonNegative()
    guard value <= ReplayLimits.gestureMagnitude else {
      throw error("expected at most \(Int(ReplayLimits.gestureMagnitude)), got \(value)")
    }
    return value
  }
}

extension SceneNode {
  /// A view or node id: a string of at most ``ReplayLimits/idBytes`` UTF-8 bytes.
  func identifier() throws -> String {
    let id = try string()
    guard id.utf8.count <= ReplayLimits.idBytes else {
      throw error("an id must be at most \(ReplayLimits.idBytes) bytes of UTF-8")
    }
    return id
  }
}
