import Foundation
import InertiaUIKit
import Testing

/// The fifty-second trial's behaviour, written as Segmentio's strip and Blueprints' layouts use
/// UIKit: a strip that reloads, asks its layout where the selected segment is, and centres it from
/// `willDisplay`; a layout whose invalidation context answers for the sticky headers it moved; and
/// `UICollectionView.ElementCategory` extended by a program.
@MainActor
@Suite struct FiftySecondTrialTests {
  /// A horizontal strip of six 125-point segments that, like Segmentio, reloads on a selection,
  /// reads the selected segment's attributes at once, and scrolls it to the centre when the first
  /// cell is displayed again.
  fileprivate final class Strip: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let strip = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 375, height: 50), collectionViewLayout: UICollectionViewFlowLayout())
    var selected = 1
    var pendingCentring = false
    var displayed: [Int] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = strip.collectionViewLayout as? UICollectionViewFlowLayout
      layout?.scrollDirection = .horizontal
      layout?.minimumLineSpacing = 0
      layout?.minimumInteritemSpacing = 0
      strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "segment")
      strip.dataSource = self
      strip.delegate = self
      view.addSubview(strip)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "segment", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 125, height: collectionView.frame.height)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      select(indexPath.item)
    }

    /// Reloads, then reads where the segment is (preparing the layout before the next pass).
    func select(_ index: Int) {
      selected = index
      pendingCentring = true
      strip.collectionViewLayout.invalidateLayout()
      strip.reloadData()
      _ = strip.layoutAttributesForItem(at: IndexPath(item: index, section: 0))
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      displayed.append(indexPath.item)
      guard pendingCentring,
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: selected, section: 0))?.frame
      else { return }
      pendingCentring = false
      let width = collectionView.bounds.width
      let x = min(max(frame.midX - width / 2, 0), collectionView.contentSize.width - width)
      collectionView.scrollRectToVisible(CGRect(x: x, y: 0, width: width, height: 50), animated: true)
    }
  }

  @Test func aStripReloadedAndAskedForAttributesShowsItsCellsAgainAndCentresTheSegment() {
    let screen = Strip()
    let (clock, window, fingers) = trialHost(screen)
    #expect(screen.strip.visibleCells.count == 3 && screen.displayed == [0, 1, 2])
    screen.displayed = []
    fingers.tap(at: CGPoint(x: 312, y: 125))  // segment 2, the right third
    window.layoutIfNeeded()
    #expect(screen.selected == 2)
    // The reload dropped the cells; the pass after it shows them again and tells the delegate.
    #expect(screen.strip.visibleCells.count == 3)
    #expect(Array(screen.displayed.prefix(3)) == [0, 1, 2])
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    // Segment 2's centre (312.5) is brought to the strip's centre: 312.5 - 187.5.
    #expect(screen.strip.contentOffset.x == 125)
    fingers.tap(at: CGPoint(x: 312, y: 125))  // now segment 3
    window.layoutIfNeeded()
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    #expect(screen.selected == 3)
    #expect(screen.strip.contentOffset.x == 250)
  }

  /// A context naming the headers its layout moved, as Blueprints' does.
  fileprivate final class HeaderContext: UICollectionViewFlowLayoutInvalidationContext {
    var movedHeaders: [IndexPath] = []
    override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
      movedHeaders.isEmpty ? nil : [UICollectionView.elementKindSectionHeader: movedHeaders]
    }
    override var invalidatedItemIndexPaths: [IndexPath]? { [] }
  }

  /// A layout of one 40-point header over a column of 20 rows, the header kept at the top while
  /// scrolling by moving its cached attributes when the bounds change.
  fileprivate final class PinnedHeaderLayout: UICollectionViewLayout {
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    var rows: [UICollectionViewLayoutAttributes] = []
    var headerContexts: [[IndexPath]] = []

    override class var invalidationContextClass: AnyClass { HeaderContext.self }
    override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 40 + 20 * 60) }

    override func prepare() {
      header.frame = CGRect(x: 0, y: max(collectionView?.contentOffset.y ?? 0, 0), width: 375, height: 40)
      header.zIndex = 1
      rows = (0..<20).map { row in
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
        attributes.frame = CGRect(x: 0, y: 40 + CGFloat(row) * 60, width: 375, height: 60)
        return attributes
      }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      (rows + [header]).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      header
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      (context as? HeaderContext)?.movedHeaders = [header.indexPath]
      return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if let moved = context.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader] {
        headerContexts.append(moved)
      }
      super.invalidateLayout(with: context)
    }
  }

  fileprivate final class HeaderList: UIViewController, UICollectionViewDataSource {
    let layout = PinnedHeaderLayout()
    lazy var list = UICollectionView(
      frame: CGRect(x: 0, y: 64, width: 375, height: 603), collectionViewLayout: layout)

    override func viewDidLoad() {
      super.viewDidLoad()
      list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
      list.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      list.dataSource = self
      view.addSubview(list)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  @Test func aContextSubclassAnswersForTheHeadersItsLayoutMoved() {
    let screen = HeaderList()
    let (clock, window, fingers) = trialHost(screen)
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5, release: .hold)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    // The 200-point drag less the 10-point slop.
    #expect(screen.list.contentOffset.y == 190)
    #expect(screen.layout.headerContexts.count > 0)
    #expect(screen.layout.headerContexts.allSatisfy { $0 == [IndexPath(item: 0, section: 0)] })
    let header = screen.list.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 190, width: 375, height: 40))
  }

  @Test func aContextWithoutOverridesReportsWhatWasMarked() {
    let context = UICollectionViewLayoutInvalidationContext()
    #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil)
    context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    context.invalidateSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
    #expect(
      context.invalidatedSupplementaryIndexPaths == [
        UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 1)]
      ])
  }

  /// A settings screen that saves when it is popped, as Blueprints' example does in
  /// `viewWillDisappear`, recording the moving flags of each appearance call.
  fileprivate final class Settings: UIViewController {
    var calls: [String] = []
    var saves = 0
    private func note(_ name: String) {
      calls.append("\(name) to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      note("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      note("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      note("willDisappear")
      if isMovingFromParent { saves += 1 }
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      note("didDisappear")
    }
  }

  @Test func aPushedControllerIsMovingToItsParentAndAPoppedOneFromIt() {
    let root = Settings()
    let navigation = UINavigationController(rootViewController: root)
    let (_, window, _) = trialHost(navigation)
    // The root appears with its navigation controller's window, not by being added.
    #expect(root.calls == ["willAppear to:false from:false", "didAppear to:false from:false"])
    let settings = Settings()
    navigation.pushViewController(settings, animated: false)
    window.layoutIfNeeded()
    #expect(settings.calls == ["willAppear to:true from:false", "didAppear to:true from:false"])
    #expect(!settings.isMovingToParent)
    // The root, covered by the push, disappears without leaving its parent.
    #expect(
      root.calls.suffix(2) == ["willDisappear to:false from:false", "didDisappear to:false from:false"])
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(
      settings.calls.suffix(2) == ["willDisappear to:false from:true", "didDisappear to:false from:true"])
    #expect(settings.saves == 1 && root.saves == 0)
    #expect(!settings.isMovingFromParent && settings.parent == nil)
    #expect(root.calls.suffix(2) == ["willAppear to:false from:false", "didAppear to:false from:false"])
  }

  @Test func aContainersChildMovesWithWillMoveAndAddChild() {
    let container = UIViewController()
    let (_, window, _) = trialHost(container)
    let child = Settings()
    container.addChild(child)
    #expect(child.isMovingToParent)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    window.layoutIfNeeded()
    #expect(child.calls == ["willAppear to:true from:false", "didAppear to:true from:false"])
    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.calls.suffix(2) == ["willDisappear to:false from:true", "didDisappear to:false from:true"])
    #expect(!child.isMovingFromParent)
    // Added while out of any window: not moving once it has moved in.
    let hidden = Settings()
    container.addChild(hidden)
    hidden.didMove(toParent: container)
    #expect(!hidden.isMovingToParent)
  }

  /// A settings form whose keyboard toolbar's Done button targets the text field with the
  /// controller's own `endEditing(_:)` selector, as Blueprints' example writes it once ported.
  fileprivate final class Form: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    var ownEndings = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
    }
    func endEditing(_ sender: UITextField) { ownEndings += 1 }
  }

  @Test func aDoneButtonTargetingATextFieldEndsItsEditingByName() {
    let form = Form()
    _ = trialHost(form)
    let done = Selector("endEditing:", target: form.field, Form.endEditing(_:))
    let item = UIBarButtonItem(title: "Done", style: .plain, target: form.field, action: done)
    #expect(form.field.becomeFirstResponder() && form.field.isFirstResponder)
    #expect(done.send(to: form.field, sender: item, event: nil))
    // UIView's endEditing: of the field ran, not the controller's method of the same name.
    #expect(!form.field.isFirstResponder && form.ownEndings == 0)
  }

  @Test func aBoolParameterReadsTheSenderAsTrue() {
    let form = Form()
    _ = trialHost(form)
    let done = Selector("endEditing:", target: form.view, UIView.endEditing(_:))
    let item = UIBarButtonItem(title: "Done", style: .plain, target: form.view, action: done)
    #expect(form.field.becomeFirstResponder())
    #expect(done.send(to: form.view!, sender: item, event: nil))
    #expect(!form.field.isFirstResponder)
  }

  @Test func aProgramExtendsTheCollectionViewsElementCategory() {
    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    #expect(cell.representedElementCategory == .cellItem)
    #expect(header.representedElementCategory != .cellItem)
    #expect(header.representedElementCategory == UICollectionElementCategory.supplementaryView)
  }
}

/// Blueprints' cross-platform spelling of the cell category (`.item` on macOS).
extension UICollectionView.ElementCategory {
  fileprivate static var cellItem: UICollectionView.ElementCategory { .cell }
}
