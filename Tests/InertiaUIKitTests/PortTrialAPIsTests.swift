import Foundation
import InertiaUIKit
import Testing

/// UIKit APIs the third porting trial's programs use: the text field delegate, `endEditing(_:)`,
/// geometry strings, an overridden `description`, the diffable types' UIKit generic names and
/// compositional edge spacing.
@MainActor
@Suite struct PortTrialAPIsTests {
  final class FieldDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowsReturn = true
    var allowsEnd = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd \(textField.text ?? "")") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      calls.append("change \(range.location),\(range.length) '\(string)'")
      return string != "x"
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("shouldReturn")
      return allowsReturn
    }
  }

  private func fieldScene() -> (UIWindow, GestureSynthesizer, UITextField, FieldDelegate) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    field.keyboardType = .numbersAndPunctuation
    let delegate = FieldDelegate()
    field.delegate = delegate
    window.addSubview(field)
    return (window, GestureSynthesizer(window: window, clock: clock), field, delegate)
  }

  @Test func aTextFieldAsksAndTellsItsDelegateInUIKitsOrder() {
    let (window, gestures, field, delegate) = fieldScene()
    gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(field.isEditing && window.keyboard.isVisible && field.keyboardType == .numbersAndPunctuation)
    field.text = "4"
    field.insertText("2")
    field.insertText("x")
    field.deleteBackward()
    #expect(field.text == "4")
    delegate.allowsReturn = false
    field.pressReturnKey()
    #expect(field.isEditing)
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder() && field.isEditing)
    delegate.allowsEnd = true
    delegate.allowsReturn = true
    field.pressReturnKey()
    #expect(!field.isEditing && !window.keyboard.isVisible)
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "change 1,0 '2'", "change 2,0 'x'", "change 1,1 ''", "shouldReturn",
        "shouldEnd", "shouldReturn", "shouldEnd", "didEnd 4",
      ])
  }

  @Test func endEditingResignsTheFirstResponderInTheSubtreeAndForceSkipsTheDelegate() {
    let (window, gestures, field, delegate) = fieldScene()
    let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    window.addSubview(other)
    gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(other.endEditing(true) && field.isEditing)
    delegate.allowsEnd = false
    #expect(!window.endEditing(false) && field.isEditing)
    #expect(window.endEditing(true) && !field.isEditing && !window.keyboard.isVisible)
    #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd "])
  }

  @Test func geometryStringsReadAsUIKitWritesThem() {
    #expect(NSCoder.string(for: CGSize(width: 208, height: 238.5)) == "{208, 238.5}")
    #expect(NSCoder.string(for: CGPoint(x: -3, y: 0.25)) == "{-3, 0.25}")
    #expect(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
    #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    #expect(NSStringFromCGSize(CGSize(width: CGFloat.infinity, height: .nan)) == "{inf, nan}")
  }

  final class Pep: UIViewController {
    let boy: String
    init(boy: String) {
      self.boy = boy
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var description: String { boy }
  }

  @Test func aViewControllerOverridesDescriptionAsAnNSObject() {
    let pep: UIViewController = Pep(boy: "Manny")
    #expect(pep.description == "Manny")
    let plain = UIView().description
    #expect(plain.hasPrefix("<View: 0x") && plain.hasSuffix(">"))
  }

  @Test func diffableTypesAnswerToUIKitsGenericParameterNames() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    let items: [NSDiffableDataSourceSnapshot<String, Int>.ItemIdentifierType] = [1, 2]
    let section: NSDiffableDataSourceSnapshot<String, Int>.SectionIdentifierType = "A"
    snapshot.appendSections([section])
    snapshot.appendItems(items)
    let collectionItem: UICollectionViewDiffableDataSource<String, Int>.ItemIdentifierType = 2
    #expect(snapshot.itemIdentifiers == [1, collectionItem])
  }

  @Test func edgeSpacingKeepsSpaceAroundAGroupAndItsItems() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
      item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(10), top: nil, trailing: .flexible(5), bottom: nil)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: nil, top: .fixed(20), trailing: nil, bottom: nil)
      return NSCollectionLayoutSection(group: group)
    }
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        4
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let source = Source()
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.layoutIfNeeded()
    let frames = (0..<4).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // Each item takes 10 + 100 + 5 = 115 pt: two fit in 320; each group row is 20 + 50 = 70 tall.
    #expect(
      frames == [
        CGRect(x: 10, y: 20, width: 100, height: 50), CGRect(x: 125, y: 20, width: 100, height: 50),
        CGRect(x: 10, y: 90, width: 100, height: 50), CGRect(x: 125, y: 90, width: 100, height: 50),
      ])
  }

  @Test func sectionProvidersGetTheLayoutEnvironmentAndLayoutsCompareByIdentity() {
    var widths: [CGFloat] = []
    var sizes: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout {
      (index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      widths.append(environment.container.effectiveContentSize.width)
      sizes.append(environment.container.contentSize)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
          subitems: [item]))
    }
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Nib", for: indexPath)
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        return cell
      }
    }
    let source = Source()
    collection.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "Nib")
    collection.dataSource = source
    collection.layoutIfNeeded()
    #expect(widths.last == 280 && sizes.last == CGSize(width: 320, height: 480))
    let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.frame == CGRect(x: 140, y: 0, width: 140, height: 40))
    #expect(cell?.backgroundView?.frame == cell?.bounds && cell?.subviews.first === cell?.backgroundView)
    #expect(cell?.subviews.dropFirst().first === cell?.selectedBackgroundView)
    #expect(cell?.selectedBackgroundView?.isHidden == true)
    #expect(
      collection.collectionViewLayout == layout
        && collection.collectionViewLayout != UICollectionViewFlowLayout())
  }

  @Test func showPushesInANavigationControllerAndPresentsOutsideOne() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.last === detail)
    #expect(root.presentedViewController == nil)
    let third = UIViewController()
    navigation.show(third, sender: nil)
    #expect(navigation.viewControllers.count == 3 && navigation.presentedViewController == nil)
    let other = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let plain = UIViewController()
    other.rootViewController = plain
    other.layoutIfNeeded()
    let modal = UIViewController()
    plain.show(modal, sender: nil)
    #expect(plain.presentedViewController === modal && modal.view.window === other)
  }

  @Test func fontMetricsKeepTheDefaultCategorysSizesAndCapAtAMaximum() {
    let font = UIFont.systemFont(ofSize: 25, weight: .medium)
    let scaled = UIFontMetrics.default.scaledFont(for: font)
    #expect(scaled.pointSize == 25 && scaled.weight == .medium)
    #expect(
      UIFontMetrics(forTextStyle: .headline).scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
    #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0).pointSize == 25)
    #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
  }
}
