import Foundation

extension ReplayLimits {
  /// The most views the steps of a script may walk together (checked in time order before the
  /// replay starts), in units of one view a hit test passes (about 0.14 us in a release build):
  /// every finger going down (a `touch` began, a `tap`, `drag` or `fling`, two for a `pinch`) and
  /// every `scroll` or `magnify` event hit-tests the window, counted as all the views in it; a
  /// `tapStatusBar` walks them all for the scroll view to scroll to the top, and a `set` (or an
  /// `animate` change) of a view's `frame` or `bounds` resizes its subviews and theirs, of its
  /// `center` or `transform` works out their safe area again, each view counted ``walkWeight``
  /// times (about 1-1.2 us a view). Session 46: 5,000 taps among 50,000 views took 36 s, 10,000
  /// status-bar taps among 3,000 scroll views 36 s, 2,000 frames of a view of 20,000 autoresizing
  /// subviews 30 s; the limits on views (100,000) and steps (100,000) allowed 10^10 such visits.
  /// Sweep 48 (session 47): 1,000 new centres of a view of 10,000 subviews in a window with a safe
  /// area, all at one instant (the frames' work budget is checked after each frame), took 6 s.
  public static let viewWalkWork = 12_000_000
  /// What a view counts in ``viewWalkWork`` when a status-bar tap looks at it or a resize of an
  /// ancestor resizes it: the cost of about eight views passed by a hit test.
  public static let walkWeight = 8
  /// The message of a script whose steps walk more views than ``viewWalkWork``.
  static var viewWalkWorkMessage: String {
    "the script's steps walk more than \(viewWalkWork) views in all (each finger down, scroll or magnify event: the window's views; each tapStatusBar, and each set of a frame, bounds, center or transform: \(walkWeight) for each view it walks)"
  }
}

extension ReplayRunner {
  /// Adds up the views `steps` walk (in time order; their views were checked) and throws at the
  /// first step past ``ReplayLimits/viewWalkWork``.
  func checkViewWalkWork(_ steps: [ReplayScript.Step]) throws {
    let windowViews = Self.descendants(of: scene.window)
    var subtrees: [ObjectIdentifier: Int] = [:]
    func resized(_ id: String, _ property: String) -> Int {
      guard Self.walkingProperties.contains(property), let view = scene.views[id] else { return 0 }
      if let count = subtrees[ObjectIdentifier(view)] { return count }
      let count = Self.descendants(of: view) - 1
      subtrees[ObjectIdentifier(view)] = count
      return count
    }
    var total = 0
    for step in steps {
      var walked = 0
      switch step.action {
      case .touches(let track): walked = track.fingersGoingDown * windowViews
      case .scroll, .magnify: walked = windowViews
      case .tapStatusBar: walked = ReplayLimits.walkWeight * windowViews
      case .set(let id, let property, _): walked = ReplayLimits.walkWeight * resized(id, property)
      case .animate(let animation):
        for case .set(let id, let property, _) in animation.changes
          + (animation.keyframes ?? []).flatMap(\.changes)
        {
          walked += ReplayLimits.walkWeight * resized(id, property)
        }
      case .call, .press: continue
      }
      total += walked
      guard total <= ReplayLimits.viewWalkWork else {
        throw SceneError(path: step.path, ReplayLimits.viewWalkWorkMessage)
      }
    }
  }

  /// The properties whose `set` walks the views under the view: its `frame` and `bounds` resize
  /// them, its `center` and `transform` move them for their safe area.
  static let walkingProperties: Set<String> = ["frame", "bounds", "center", "transform"]

  /// The views of the tree under `view`, itself included (read with a stack of its own).
  public static func descendants(of view: View) -> Int {
    var count = 0
    var pending = [view]
    while let next = pending.popLast() {
      count += 1
      pending.append(contentsOf: next.subviews)
    }
    return count
  }
}

extension GestureTrack {
  /// How many fingers go down in the gesture (each one's touch is hit-tested).
  var fingersGoingDown: Int {
    switch shape {
    case .inputs(let list): list.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) }
    case .drag, .fling: 1
    case .pinch: 2
    }
  }
}

extension ReplayLimits {
  /// The most work the frames of a replay may do together, in units of about 40 ns in a release
  /// build, checked after every frame: each frame that runs counts ``frameWeight``, each cell a
  /// list's layout pass places ``cellWeight`` (``displayedCellWeight`` more when the pass brings it
  /// on screen), and each view whose safe area is worked out again
  /// ``safeAreaWeight`` (``transformedSafeAreaWeight`` under a scale, rotation or 3D transform).
  /// Frames in which nothing moves are skipped and cost nothing. Sweep 47 (session 46): a trace of one animated view at 1000 frames a second took 3.9 s to reach
  /// the 64 MiB trace limit (narrow lines: about 8.5 us a frame), a drag of 1 x 1 pt cells in a
  /// collection view without an id (no frame lines) over 60 s at 1000 frames a second 2.6 s (about
  /// 470 cells a pass, 65 ns each) and 15 of them over a minute, a two-second pinch of a zoom view
  /// over 10,000 views in a window with a safe area over a minute (about 0.7 us a view and level).
  public static let frameWork = 50_000_000
  /// What a frame that runs counts in ``frameWork``: about 8 us (its clock, layout and trace line).
  public static let frameWeight = 200
  /// What a cell a list's layout pass places counts in ``frameWork``: about 65 ns.
  public static let cellWeight = 2
  /// What a cell a list's layout pass brings on screen counts in ``frameWork``, besides its
  /// ``cellWeight``: about 8 us (dequeued, configured, inserted among the list's subviews; a drag
  /// over 1 x 1 pt cells brought 269,100 on screen in 3 s at 1000 frames a second, 2.2 s).
  public static let displayedCellWeight = 200
  /// What a view whose safe area is worked out again from its origin counts in ``frameWork``.
  public static let safeAreaWeight = 2
  /// What a view whose safe area is worked out under a scale or rotation counts in ``frameWork``
  /// (its corners through the map its superview passes down: about 0.3 us with its callbacks,
  /// sweep 48; under a 3D transform the projection passed down, since sweep 49, where each view
  /// counted each view its corners were mapped through up to the window). Before session 47
  /// every view under a zoom walked to the window (20 a level, about 0.7 us), so a pinch over
  /// 10,000 views in a window with a safe area was refused after 1.9 s; it replays in 0.4 s.
  public static let transformedSafeAreaWeight = 8
  /// What reading the presentation of a view an animation has moved counts in ``frameWork``: every
  /// frame reads each such view (moving or not) for its frame-line entry and writes the entry's
  /// text again when a number moved, about 4 us (release build). 2,000 views of a repeating
  /// animation of 1e-9 s (an alpha moving in its last digits, the same text at every frame) ran
  /// 3.6 million frames at 27 ms each before sweep 51; now stopped after 250 frames.
  public static let presentationWeight = 100
  /// What a row a `TableNode` works out again after measuring its cell specs in a new size range
  /// (its width changed) counts in ``frameWork``, as does each node of its specs measured again:
  /// about 9 ns a row in a release build. Sweep 52: 200 new widths of a `TableNode` of 1,000,000
  /// rows took 44 s in a debug build, none of it counted.
  public static let remeasuredRowWeight = 1
  /// What an item or section a collection view's layout works out again in a full rebuild (a new
  /// width or new insets, a reload: its layout sizes and places every item again), or a node of
  /// a `CollectionNode`'s cell specs measured again, counts in ``frameWork``: about 200 ns an
  /// item in a release build. Sweep 52: 20 new widths of a `CollectionNode` of 1,000,000 items
  /// took 4.0 s; sweep 58: 100 new widths (or reloads at 100 frames) of a `CollectionView` of
  /// 100,000 sections of 10 items took 34 s in a debug build, none of it counted.
  public static let remeasuredItemWeight = 5
  /// What a UTF-8 byte of text a label breaks into lines with the monospace measurer counts in
  /// ``frameWork`` (on its bytes: about 25 ns a byte in a release build, 170 before sweep 52; text
  /// other than ASCII since sweep 53, its characters found once for the text). Sweep 52: a
  /// scroll view resized at every frame re-wrapped the 20 labels of 20,000 characters its stack
  /// view holds at every frame (68 ms a frame in a release build, joining every run of words
  /// measured), none of it counted.
  public static let brokenTextWeight = LayoutWork.brokenTextWeight
  /// What a UTF-8 byte of text a label breaks into lines with any other measurer counts in
  /// ``frameWork``: its runs of words are joined and measured, about 170 ns a byte in a release
  /// build.
  public static let brokenTextByRunsWeight = LayoutWork.brokenTextByRunsWeight
  /// What a view or guide the Auto Layout engine writes after a solve or a scroll offset's change
  /// counts in ``frameWork``: about 0.35 us (its frame or centre set, its safe area and layout
  /// marked; estimated from a debug build, 5 us a view against 105 us a frame). Sweep 56b: a
  /// chain of 3,000 views hung from a scroll view's frame guide moved every one of them at every
  /// frame of a fling at 1000 frames a second, 28.7 s for 3 s (debug build), none of it counted.
  public static let solvedItemWeight = 8
  /// What a variable the Auto Layout engine reads back from its solver after it changed counts in
  /// ``frameWork``.
  public static let solvedVariableWeight = 1
  /// What a constraint constant the Auto Layout engine hands its solver in a batch counts in
  /// ``frameWork`` (each constraint a scroll offset enters, at each change of the offset: its
  /// rows shifted and repaired, about 0.3 us; 3,000 views each pinned to the frame guide took
  /// 9 us a view a frame in a debug build against 5 us for a chain hung from one).
  public static let solverConstantWeight = 8
  /// The message of a replay whose frames pass ``frameWork``.
  static var frameWorkMessage: String {
    "the replay's frames need more than \(frameWork) units of work (each frame \(frameWeight), each cell a list lays out \(cellWeight) and each it brings on screen \(displayedCellWeight), each view whose safe area changes \(safeAreaWeight) or, under a zoom, rotation or 3D transform, \(transformedSafeAreaWeight), each view an animation has moved \(presentationWeight), each row a TableNode or item a CollectionNode works out again after measuring its cells \(remeasuredRowWeight) or \(remeasuredItemWeight), each byte of text a label breaks into lines \(brokenTextWeight) (monospace) or \(brokenTextByRunsWeight), each view or guide Auto Layout moves \(solvedItemWeight), each value it reads back \(solvedVariableWeight) and each constant a scroll offset or change hands it \(solverConstantWeight): lower frameRate or until)"
  }

  /// The message of a scene whose labels break more text into lines as it is built than
  /// ``frameWork`` allows (the frames share it; refused before sweep 55b only by the script's
  /// size: 200 labels of 100,000 Hangul characters took 35 s and 250 MB in a debug build).
  static var buildTextWorkMessage: String {
    "the scene's labels break more than \(frameWork) units of text into lines as it is built (each byte of text \(brokenTextWeight) with the monospace measurer, \(brokenTextByRunsWeight) with any other; the replay's frames share the budget): shorten their text or use fewer labels"
  }

  /// The units of ``frameWork`` that `frames` frames and the window's `work` cost.
  static func frameWorkUnits(frames: Int, work: LayoutWork) -> Int {
    frames &* frameWeight &+ work.cellsPlaced &* cellWeight &+ work.cellsDisplayed &* displayedCellWeight
      &+ work.safeAreaVisits &* safeAreaWeight
      &+ work.transformedSafeAreaVisits &* transformedSafeAreaWeight
      &+ work.listRowsRemeasured &* remeasuredRowWeight &+ work.listItemsRemeasured &* remeasuredItemWeight
      &+ work.textBytesBroken &* brokenTextWeight &+ work.textBytesBrokenByRuns &* brokenTextByRunsWeight
      &+ work.solvedItemsWritten &* solvedItemWeight &+ work.solvedVariablesRead &* solvedVariableWeight
      &+ work.solverConstantsSet &* solverConstantWeight
  }
}
