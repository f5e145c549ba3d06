import Foundation
import Inertia

/// A window with a 390x844 collection view on a manual 120 Hz clock, for the collection benchmarks
/// and the callgrind probe: a flow layout of 120 x 120 items (three to a line), a compositional list
/// of 44-pt rows, a compositional list of self-sizing rows (44-pt estimates, 60-pt cells), or the
/// flow layout's items in sections of 12 (four lines) under 40-pt headers.
@MainActor
public final class CollectionScenario {
  /// What the collection view holds.
  public enum Kind: String, CaseIterable, Sendable {
    case flow, list, sized, sections
  }

  final class Source: CollectionViewDataSource {
    let count: Int
    /// Items per section (all of them in one section when nil).
    let perSection: Int?
    init(count: Int, perSection: Int?) {
      self.count = count
      self.perSection = perSection
    }
    func numberOfSections(in collectionView: CollectionView) -> Int {
      guard let perSection else { return 1 }
      return max((count + perSection - 1) / perSection, 1)
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      guard let perSection else { return count }
      return max(min(perSection, count - section * perSection), 0)
    }
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

  public let clock = ManualClock(frameRate: 120)
  public let window: Window
  public let view: CollectionView
  private let source: Source

  /// Builds the window and the collection view of `kind` with `items` items, laid out, at the
  /// middle of its content.
  public init(kind: Kind, items: Int) {
    window = Window(size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: .zero, clock: clock)
    view = CollectionView(frame: window.bounds, collectionViewLayout: Self.layout(kind))
    view.contentInsetAdjustmentBehavior = .never
    view.register(
      kind == .sized ? TallCell.self : CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    source = Source(count: items, perSection: kind == .sections ? 12 : nil)
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height / 2), animated: false)
  }

  private static func layout(_ kind: Kind) -> CollectionViewLayout {
    switch kind {
    case .sized:
      let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let item = CollectionLayoutItem(layoutSize: size)
      return CollectionViewCompositionalLayout(
        section: CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
    case .flow, .sections:
      let flow = CollectionViewFlowLayout()
      flow.itemSize = CGSize(width: 120, height: 120)
      if kind == .sections { flow.headerReferenceSize = CGSize(width: 0, height: 40) }
      return flow
    case .list:
      return CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain))
    }
  }

  /// Flings up at 8,000 pt/s and lets one second of frames pass: the view is still moving fast.
  public func startFling() {
    GestureSynthesizer(window: window, clock: clock).fling(
      from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -8000), distance: 300)
    clock.advance(by: 1)
  }

  /// Runs one frame.
  public func frame() { clock.advance(by: 1.0 / 120) }
}
