import InertiaUIKit
import Testing

/// A list of colours with a check mark on the favourite, written as iOS 14 list code is.
@MainActor
final class ColorListController: UICollectionViewController {
  let names = ["Red", "Green", "Blue"]
  var favorite = 1
  var states: [String] = []

  init() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    names.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      as! UICollectionViewListCell
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.item]
    cell.contentConfiguration = content
    cell.accessories =
      favorite == indexPath.item ? [.checkmark(), .disclosureIndicator()] : [.disclosureIndicator()]
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemBlue
    background.cornerRadius = 5
    background.backgroundInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    cell.backgroundConfiguration = background
    cell.configurationUpdateHandler = { [weak self] _, state in
      self?.states.append("\(indexPath.item) selected \(state.isSelected)")
    }
    return cell
  }
}

/// UICollectionViewListCell: the default list configuration, accessories at the trailing edge,
/// background configurations, and configuration updates on selection.
@MainActor
@Suite struct CollectionViewListCellTests {
  func scene() -> (UIWindow, ColorListController, GestureSynthesizer) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = ColorListController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func accessoriesTakeTheTrailingEdgeAndTheContentShowsTheText() throws {
    let (_, controller, _) = scene()
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(cell.accessoryViews.map { ($0 as? UILabel)?.text } == ["✓", "›"])
    #expect(cell.accessoryViews.map(\.frame.minX) == [248, 284])
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 248, height: 44))
    let list = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect(list.textLabel.text == "Green")
    let other = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(other.contentView.frame.width == 284)
  }

  @Test func theBackgroundConfigurationIsAnInsetRoundedViewBehindTheContent() throws {
    let (_, controller, _) = scene()
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let background = try #require(cell.subviews.first)
    #expect(background.frame == CGRect(x: 5, y: 5, width: 310, height: 34))
    #expect(background.backgroundColor == UIColor.systemBlue && background.layer.cornerRadius == 5)
  }

  @Test func aTapUpdatesTheConfigurationForTheSelectedState() {
    let (_, controller, gestures) = scene()
    controller.states = []
    gestures.tap(at: CGPoint(x: 100, y: 110))
    #expect(controller.states.contains("2 selected true"))
    let cell = controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(cell?.configurationState.isSelected == true)
  }

  @Test func editingAccessoriesShowOnlyWhileEditing() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    cell.accessories = [.delete(), .reorder(), .label(text: "3")]
    #expect(cell.accessoryViews.count == 1)
    cell.isEditing = true
    #expect(cell.shownAccessories.map(\.symbol) == ["⊖", "≡", "3"])
    cell.layoutIfNeeded()
    #expect(abs(cell.contentView.frame.width - (200 - 3 * 36)) < 0.5)
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.minX == 20)
  }
}

/// List configuration spellings of iOS 14 list code.
@MainActor
@Suite struct ListConfigurationSpellingTests {
  @Test func sideBySideTextIsTheSideBySideArrangementAndFirstItemHeadersAreRows() {
    var content = UIListContentConfiguration.valueCell()
    #expect(content.prefersSideBySideTextAndSecondaryText)
    content.prefersSideBySideTextAndSecondaryText = false
    #expect(content.arrangement == .stacked)
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .firstItemInSection
    let section = NSCollectionLayoutSection.list(using: list)
    #expect(section.boundarySupplementaryItems.isEmpty)
  }
}
