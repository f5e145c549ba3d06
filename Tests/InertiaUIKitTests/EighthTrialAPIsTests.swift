import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

// The helpers the seventh and eighth porting trials' programs declare, in their idioms.
extension NSObjectProtocol {
  static var trialClassName: String { String(describing: self) }
}

/// A cell whose nib is named after it (`BadgeCell.xib` on iOS); it builds its label in code.
final class BadgeCell: UICollectionViewCell {
  let label = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }
}

/// A table cell registered by a nib of its name.
final class NamedRowCell: UITableViewCell {}

/// A nib owner whose nib holds its content (the "File's Owner" idiom).
final class OwnerView: UIView {}

/// The APIs the seventh and eighth trials found missing: NSObjectProtocol helpers on UIKit
/// classes, nibs named after their cell classes, `AnyClass` registration, `AVMakeRect`,
/// `hidesBarsOnTap`, feedback generators and optional items for cell registrations.
@MainActor
@Suite(.serialized) struct EighthTrialAPIsTests {
  @Test func nsObjectProtocolHelpersNameViewsControllersLayersAndRecognizers() {
    #expect(BadgeCell.trialClassName == "BadgeCell")
    #expect(UITableViewController.trialClassName == "TableViewController")
    #expect(CALayer.trialClassName == "Layer")
    #expect(UITapGestureRecognizer.trialClassName == "TapGestureRecognizer")
    let view = UIView()
    let other = UIView()
    let object: NSObjectProtocol = view
    #expect(object.isEqual(view) && !object.isEqual(other) && !object.isEqual(nil))
    #expect(object.hash == view.hash && view.hash != other.hash)
    #expect(object.description.hasPrefix("<View: 0x"))
    #expect(object.`self`() === view && !object.isProxy())
    #expect(CALayer().description.hasPrefix("<Layer: 0x"))
  }

  private func collectionScene(
    register: (UICollectionView) -> Void
  ) -> (UICollectionView, TrialItemsSource) {
    let window = makeWindow(width: 200, height: 300)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 50)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = TrialItemsSource(count: 20)
    collection.dataSource = source
    register(collection)
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (collection, source)
  }

  @Test func aNibNamedAfterACellClassMakesThatClass() {
    let (collection, _) = collectionScene { collection in
      collection.register(UINib(nibName: "BadgeCell", bundle: nil), forCellWithReuseIdentifier: "cell")
    }
    let cells = collection.visibleCells
    #expect(cells.count == 6)
    #expect(cells.allSatisfy { $0 is BadgeCell })
    #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? BadgeCell)?.label.text == "2")
  }

  @Test func aNibNamedAfterNoClassLoadsNothingAndRegistersNothing() {
    let (collection, _) = collectionScene { collection in
      collection.register(UINib(nibName: "NoSuchCell", bundle: nil), forCellWithReuseIdentifier: "cell")
    }
    #expect(collection.visibleCells.count == 6)
    #expect(collection.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
    #expect(UINib(nibName: "NoSuchCell", bundle: nil).instantiate(withOwner: nil).isEmpty)
  }

  @Test func anAnyClassRegistrationRegistersTheCellClass() {
    let cellClass: AnyClass = BadgeCell.self
    let (collection, _) = collectionScene { $0.register(cellClass, forCellWithReuseIdentifier: "cell") }
    #expect(collection.visibleCells.count == 6 && collection.visibleCells.allSatisfy { $0 is BadgeCell })
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let rowClass: AnyClass = NamedRowCell.self
    table.register(rowClass, forCellReuseIdentifier: "row")
    #expect(table.dequeueReusableCell(withIdentifier: "row") is NamedRowCell)
    table.register(UINib(nibName: "NamedRowCell", bundle: nil), forCellReuseIdentifier: "nib")
    #expect(table.dequeueReusableCell(withIdentifier: "nib") is NamedRowCell)
  }

  @Test func instantiatingANibGivesItsClassUnlessTheOwnerIsOfIt() {
    let objects = UINib(nibName: "BadgeCell", bundle: nil).instantiate(withOwner: nil)
    #expect(objects.count == 1 && objects.first is BadgeCell)
    #expect(Bundle.main.loadNibNamed("NamedRowCell", owner: nil)?.first is NamedRowCell)
    // A nib whose owner is its class holds the owner's content, not a second owner.
    let owner = OwnerView()
    #expect(Bundle.main.loadNibNamed("OwnerView", owner: owner, options: nil)?.isEmpty == true)
  }

  @Test func aCellRegistrationFromANibConfiguresItsCellClassAndSkipsNilItems() {
    var configured: [Int] = []
    let registration = UICollectionView.CellRegistration<BadgeCell, Int>(
      cellNib: UINib(nibName: "BadgeCell", bundle: nil)
    ) { cell, _, item in
      cell.label.text = "#\(item)"
      configured.append(item)
    }
    let (collection, _) = collectionScene { _ in }
    let path = IndexPath(item: 0, section: 0)
    let cell = collection.dequeueConfiguredReusableCell(using: registration, for: path, item: 7)
    #expect(cell.label.text == "#7")
    let items: [Int: Int] = [:]
    let unconfigured = collection.dequeueConfiguredReusableCell(
      using: registration, for: path, item: items[3])
    #expect(unconfigured.label.text == nil && configured == [7])
  }

  @Test func avMakeRectFitsTheAspectRatioCentredInTheBounds() {
    let wide = AVMakeRect(
      aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(wide == CGRect(x: 0, y: 12.5, width: 100, height: 75))
    let tall = AVMakeRect(
      aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(tall == CGRect(x: 35, y: 10, width: 50, height: 100))
    let empty = AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(empty == CGRect(x: 50, y: 25, width: 0, height: 0))
    #expect(AVMakeRect(aspectRatio: CGSize(width: CGFloat.nan, height: 1), insideRect: .zero) == .zero)
  }

  @Test func hidesBarsOnTapTogglesTheBarWithTapsInTheContent() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.tap(at: CGPoint(x: 200, y: 400))
    #expect(!navigation.isNavigationBarHidden)
    navigation.hidesBarsOnTap = true
    #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
    gestures.tap(at: CGPoint(x: 200, y: 22))
    #expect(!navigation.isNavigationBarHidden)
    gestures.tap(at: CGPoint(x: 200, y: 400))
    #expect(navigation.isNavigationBarHidden)
    gestures.tap(at: CGPoint(x: 200, y: 400))
    #expect(!navigation.isNavigationBarHidden)
    navigation.hidesBarsOnTap = false
    gestures.tap(at: CGPoint(x: 200, y: 400))
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func backButtonTitlesFollowTheItemBelowsTitleAndDisplayMode() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let root = UIViewController()
    root.title = "Categories"
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    func backTitle(after change: () -> Void) -> String? {
      change()
      navigation.pushViewController(UIViewController(), animated: false)
      window.layoutIfNeeded()
      let title = (navigation.navigationBar.backButton as? UIButton)?.title(for: .normal)
      navigation.popViewController(animated: false)
      return title
    }
    #expect(backTitle {} == "‹ Categories")
    #expect(backTitle { root.navigationItem.backButtonTitle = "All" } == "‹ All")
    #expect(backTitle { root.navigationItem.backButtonDisplayMode = .generic } == "‹ Back")
    #expect(backTitle { root.navigationItem.backButtonDisplayMode = .minimal } == "‹ ")
    let item = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
    #expect(backTitle { root.navigationItem.backBarButtonItem = item } == "‹ Up")
  }

  @Test func aNewContentViewGetsItsConfigurationThroughItsSetterAndIsLaidOutInTheSamePass() {
    let window = makeWindow(width: 200, height: 300)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 44)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = NamesSource()
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    let cell = collection.cellForItem(at: IndexPath(item: 3, section: 0))
    let view = cell?.contentView.subviews.compactMap { $0 as? NameContentView }.first
    #expect(view?.label.text == "Item 3")
    #expect(view?.label.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
  }

  @Test func anImagePickerShowsAnEmptyLibraryWhoseCancelTellsTheDelegate() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let owner = PhotoPickingController()
    window.rootViewController = owner
    window.layoutIfNeeded()
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    picker.delegate = owner
    owner.present(picker, animated: false)
    window.layoutIfNeeded()
    #expect(owner.presentedViewController === picker && picker.topViewController?.title == "Photos")
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    let cancel = try #require(picker.topViewController?.navigationItem.rightBarButtonItem)
    let button = try #require(picker.navigationBar.button(for: cancel))
    GestureSynthesizer(window: window, clock: clock).tap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))
    #expect(owner.cancels == 1 && owner.presentedViewController == nil)
    let photo = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
    }
    owner.present(picker, animated: false)
    picker.pick(photo)
    #expect(owner.picked.count == 1 && owner.picked.first === photo && owner.presentedViewController == nil)
    let saved = try #require(photo.jpegData(compressionQuality: 0.8))
    #expect(UIImage(data: saved)?.size == CGSize(width: 30 * photo.scale, height: 20 * photo.scale))
    let pixel = UIImage(data: saved).flatMap { CairoCanvas.rasterize($0) }?.pixel(x: 3, y: 3)
    #expect(pixel.map { $0.rgba.red > 0.9 && $0.rgba.green < 0.1 } == true)
    #expect(UIImage().jpegData(compressionQuality: 1) == nil)
  }

  @Test func feedbackGeneratorsCountWhatWasAskedFor() {
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    #expect(impact.style == .light && impact.occurrences == 2)
    #expect(selection.occurrences == 1 && notification.occurrences == 1)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }
}

/// A content configuration whose view applies it only in `didSet` (as tutorials write it) and
/// pins its label with constraints.
struct NameConfiguration: UIContentConfiguration {
  var name: String
  func makeContentView() -> UIView & UIContentView { NameContentView(configuration: self) }
  func updated(for state: UIConfigurationState) -> NameConfiguration { self }
}

final class NameContentView: UIView, UIContentView {
  let label = UILabel()
  var configuration: UIContentConfiguration {
    didSet { label.text = (configuration as? NameConfiguration)?.name }
  }
  init(configuration: UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor), label.bottomAnchor.constraint(equalTo: bottomAnchor),
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }
}

/// Cells configured with ``NameConfiguration`` by a registration.
@MainActor
final class NamesSource: UICollectionViewDataSource {
  let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
    cell.contentConfiguration = NameConfiguration(name: name)
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: "Item \(indexPath.item)")
  }
}

/// A controller that picks a person's photo, as Hacking with Swift's project 10 does.
final class PhotoPickingController: UIViewController, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var picked: [UIImage] = []
  var cancels = 0
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    if let image = info[.editedImage] as? UIImage { picked.append(image) }
    dismiss(animated: false)
  }
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    cancels += 1
    dismiss(animated: false)
  }
}

/// Numbers as items; each cell shows its item in its badge label when it has one.
@MainActor
final class TrialItemsSource: UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? BadgeCell)?.label.text = "\(indexPath.item)"
    return cell
  }
}
