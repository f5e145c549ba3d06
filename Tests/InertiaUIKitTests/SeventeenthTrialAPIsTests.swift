import Foundation
import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// The APIs the seventeenth porting trial's programs used: a table's detail (ⓘ) button, a
/// collection view's visible supplementary views and nested scroll direction, Core Graphics'
/// rectangle functions.
@MainActor
@Suite(.serialized) struct SeventeenthTrialAPIsTests {
  /// A checklist table: rows with a detail disclosure button, as the UIKit Apprentice's.
  final class Checklist: UITableViewController {
    var selected: [IndexPath] = []
    var details: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Item \(indexPath.row)"
      cell.accessoryType = indexPath.row == 3 ? .checkmark : .detailDisclosureButton
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      details.append(indexPath)
    }
  }

  @Test func aTapOnTheDetailButtonCallsTheDelegateAndSelectsNothing() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let list = Checklist(style: .plain)
    window.rootViewController = list
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let row1 = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    gestures.tap(at: CGPoint(x: 310, y: row1.midY))
    #expect(list.details == [IndexPath(row: 1, section: 0)] && list.selected.isEmpty)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    // The rest of the row selects it; a checkmark row has no button, so its edge selects too.
    gestures.tap(at: CGPoint(x: 100, y: row1.midY))
    let row3 = list.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
    gestures.tap(at: CGPoint(x: 310, y: row3.midY))
    #expect(list.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    #expect(list.details.count == 1)
    // A touch that leaves the button before lifting does nothing.
    gestures.drag(
      from: CGPoint(x: 310, y: row1.midY), to: CGPoint(x: 150, y: row1.midY), duration: 0.05, release: .lift)
    #expect(list.details.count == 1)
  }

  @Test func visibleSupplementaryViewsAreTheShownHeaders() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1, clock: clock)
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = UICollectionView.ScrollDirection.vertical
    layout.itemSize = CGSize(width: 200, height: 100)
    layout.headerReferenceSize = CGSize(width: 200, height: 40)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    final class Source: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 5 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.tag = indexPath.section
        return header
      }
    }
    let source = Source()
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    // 300 points show section 0 (40 + 200) and section 1's header.
    let shown = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    #expect(shown.map(\.tag) == [0, 1])
    #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
    // Scrolled by 480: section 2 (480 to 720) and section 3's header (720 to 760) show.
    collection.contentOffset = CGPoint(x: 0, y: 480)
    window.layoutIfNeeded()
    let later = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    #expect(later.map(\.tag) == [2, 3])
  }

  @Test func coreGraphicsRectangleFunctionsReadTheEdges() {
    let rect = CGRect(x: 50, y: 20, width: 100, height: 40)
    #expect(CGRectGetMaxY(rect) == 60 && CGRectGetMinX(rect) == 50 && CGRectGetMidX(rect) == 100)
    #expect(CGRectGetMaxX(rect) == 150 && CGRectGetMinY(rect) == 20 && CGRectGetMidY(rect) == 40)
    let flipped = CGRect(x: 10, y: 10, width: -20, height: -30)
    #expect(CGRectGetWidth(flipped) == 20 && CGRectGetHeight(flipped) == 30 && CGRectGetMinX(flipped) == -10)
  }

  final class Finder: CLLocationManagerDelegate {
    var events: [String] = []
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      events.append("authorization \(manager.authorizationStatus.rawValue)")
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
      events.append("error \((error as? CLError)?.code == .denied)")
    }
  }

  @Test func aLocationManagerAnswersAsADeviceWithLocationServicesOff() {
    let manager = CLLocationManager()
    let finder = Finder()
    manager.delegate = finder
    #expect(!CLLocationManager.locationServicesEnabled() && manager.authorizationStatus == .notDetermined)
    manager.requestWhenInUseAuthorization()
    manager.requestAlwaysAuthorization()  // asked once: no second answer
    manager.startUpdatingLocation()
    #expect(finder.events == ["authorization 2", "error true"])
    #expect(manager.location == nil && manager.authorizationStatus == .denied)
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    #expect(abs(paris.distance(from: london) - 343_500) < 1_000)
  }
}

/// Item-anchored supplementary items of a compositional layout: a badge out of a cell's corner and
/// a banner under it, as the Modern Collection Views sample and mirkobraic's layout catalogue use.
@MainActor
@Suite struct ItemSupplementaryTests {
  final class Source: NSObject, UICollectionViewDataSource {
    var made: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      made.append("\(kind) \(indexPath.item)")
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
  }

  @Test func badgesAndBannersFollowTheirCellsAnchors() {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: badgeAnchor)
    let banner = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: "banner",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 5)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)),
      supplementaryItems: [badge, banner])
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 400), scale: 1, clock: clock)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in ["badge", "banner"] {
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    let source = Source()
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    // Cell 1 is (110, 10, 80, 80): the badge's top-right corner at the cell's, moved 6 right and 6 up.
    let path = IndexPath(item: 1, section: 0)
    #expect(collection.cellForItem(at: path)?.frame == CGRect(x: 110, y: 10, width: 80, height: 80))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
        == CGRect(x: 176, y: 4, width: 20, height: 20))
    // The banner is the cell's width, against its bottom, 5 lower.
    #expect(
      collection.supplementaryView(forElementKind: "banner", at: path)?.frame
        == CGRect(x: 110, y: 65, width: 80, height: 30))
    #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 6)
    #expect(source.made.contains("badge 5") && source.made.contains("banner 0"))
    #expect(CollectionLayoutAlignment.topLeading == .top)
  }
}

/// Display P3 colours, converted to sRGB.
@MainActor
@Suite struct DisplayP3ColorTests {
  @Test func greysStayAndSaturatedP3IsClampedToSRGB() {
    let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(
      abs(grey.rgba.red - 0.5) < 0.002 && abs(grey.rgba.green - 0.5) < 0.002
        && abs(grey.rgba.blue - 0.5) < 0.002)
    // P3's red is redder than sRGB can show: it becomes sRGB's red.
    let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(close(red, UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), tolerance: 0.005))
    // Inside both gamuts a colour moves: P3 (0.5, 0.6, 0.7) is sRGB (0.477, 0.603, 0.709).
    let teal = UIColor(displayP3Red: 0.5, green: 0.6, blue: 0.7, alpha: 1)
    #expect(close(teal, UIColor(red: 0.477, green: 0.603, blue: 0.709, alpha: 1), tolerance: 0.005))
  }
}

/// iOS 13's system image constants are the blank symbols of `UIImage(systemName:)`.
@MainActor
@Suite struct SystemImageConstantTests {
  @Test func theConstantsAreSymbolSized() {
    let symbol = UIImage(systemName: "ellipsis.circle")!
    for image in [UIImage.actions, .add, .remove, .checkmark, .strokedCheckmark] {
      #expect(image.size == symbol.size && image.size.width > 0)
    }
    #expect(UIImageView(image: .actions).intrinsicContentSize == symbol.size)
  }
}
