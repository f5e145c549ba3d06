import Foundation
import Inertia

/// The collection view probe: fling frames of a 390x844 collection view on a manual 120 Hz clock,
/// for callgrind. `CollectionFrameProbe frames flow|list ITEMS N` flings at 8,000 pt/s from the
/// middle of the content, lets one second of frames pass, then runs N frames inside
/// `measuredFrames` (run it under `valgrind --tool=callgrind --toggle-collect='*measuredFrames*'`
/// and divide Ir by N). flow: a flow layout of 120 x 120 items, three to a line; list: a
/// compositional list of 44-pt rows; sized: a compositional list of self-sizing rows (44-pt
/// estimates, cells 60 pt tall). The last line gives the resident memory the collection view added
/// (Linux /proc/self/statm), from before it was made to after the measured frames.
@MainActor
final class Source: CollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A cell 60 pt tall whatever it is offered (the sized kind's self-sizing cells).
final class TallCell: CollectionViewCell {
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 60) }
}

/// The resident set size in bytes (Linux /proc/self/statm), or 0 elsewhere.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@inline(never)
@MainActor
func measuredFrames(_ view: CollectionView, _ clock: ManualClock, _ count: Int) -> Int {
  var moved = 0
  for _ in 0..<count {
    let before = view.contentOffset.y
    clock.advance(by: 1.0 / 120)
    if view.contentOffset.y != before { moved += 1 }
  }
  return moved
}

@MainActor
func run() {
  let arguments = CommandLine.arguments
  guard arguments.count >= 3, ["flow", "list", "sized"].contains(arguments[2]) else {
    print("usage: CollectionFrameProbe frames flow|list|sized [ITEMS N]")
    return
  }
  let items = arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000
  let count = arguments.count > 4 ? Int(arguments[4]) ?? 100 : 100
  let clock = ManualClock(frameRate: 120)
  let window = Window(size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: .zero, clock: clock)
  let residentBefore = residentBytes()
  let layout: CollectionViewLayout
  if arguments[2] == "sized" {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = CollectionLayoutItem(layoutSize: size)
    layout = CollectionViewCompositionalLayout(
      section: CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
  } else if arguments[2] == "flow" {
    let flow = CollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 120, height: 120)
    layout = flow
  } else {
    layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .plain))
  }
  let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
  view.contentInsetAdjustmentBehavior = .never
  view.register(
    arguments[2] == "sized" ? TallCell.self : CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let source = Source(count: items)
  view.dataSource = source
  window.addSubview(view)
  window.layoutIfNeeded()
  view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height / 2), animated: false)
  let gestures = GestureSynthesizer(window: window, clock: clock)
  gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -8000), distance: 300)
  clock.advance(by: 1)
  let moved = measuredFrames(view, clock, count)
  print("frames \(arguments[2]) \(items): \(count) frames, \(moved) moving, offset \(view.contentOffset.y)")
  print("resident +\(residentBytes() - residentBefore) bytes")
  withExtendedLifetime(source) {}
}

MainActor.assumeIsolated { run() }
