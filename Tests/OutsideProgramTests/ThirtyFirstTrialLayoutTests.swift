import Foundation
import InertiaUIKit
import Testing

// The thirty-first trial's layout behaviours, written as MagazineLayout writes its layout: a model
// of sections rebuilt in `prepare()` and changed by the update items (sections told by an item of
// `NSNotFound`), a context class of its own that every invalidation must be, and cells that change
// the attributes they are given and measure themselves with `systemLayoutSizeFitting`.

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// The context class the model layout requires of every invalidation.
final class ModelInvalidationContext: UICollectionViewLayoutInvalidationContext {}

/// A layout keeping a model of item counts: rebuilt from the collection view when everything is
/// invalidated, changed by the update items otherwise. Rows are full width, 44 points or the
/// height a cell prefers.
final class ModelLayout: UICollectionViewLayout {
  var counts: [Int] = []
  var heights: [IndexPath: CGFloat] = [:]
  var rebuildsFromCollection = false
  var contextKinds: [String] = []
  var updateKinds: [String] = []

  override class var invalidationContextClass: AnyClass { ModelInvalidationContext.self }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    guard context is ModelInvalidationContext else {
      contextKinds.append("foreign")
      return super.invalidateLayout(with: context)
    }
    contextKinds.append(
      context.invalidateEverything ? "everything" : context.invalidateDataSourceCounts ? "counts" : "items")
    if context.invalidateEverything { rebuildsFromCollection = true }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    guard rebuildsFromCollection, let collectionView else { return }
    rebuildsFromCollection = false
    counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    for item in updateItems {
      guard let path = item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate else { continue }
      let isSection = path.item == NSNotFound
      updateKinds.append(
        "\(item.updateAction == .insert ? "insert" : "other") \(isSection ? "section" : "item") \(path.section)"
      )
      if item.updateAction == .insert, isSection {
        counts.insert(collectionView?.numberOfItems(inSection: path.section) ?? 0, at: path.section)
      }
    }
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  func frame(of path: IndexPath) -> CGRect {
    var y: CGFloat = 0
    for section in 0..<path.section {
      y += (0..<counts[section]).reduce(0) { $0 + height(IndexPath(item: $1, section: section)) }
    }
    for item in 0..<path.item { y += height(IndexPath(item: item, section: path.section)) }
    return CGRect(x: 0, y: y, width: collectionView?.bounds.width ?? 0, height: height(path))
  }
  func height(_ path: IndexPath) -> CGFloat { heights[path] ?? 44 }

  override var collectionViewContentSize: CGSize {
    guard let last = counts.indices.last else { return .zero }
    return CGSize(
      width: collectionView?.bounds.width ?? 0,
      height: frame(of: IndexPath(item: counts[last], section: last)).minY)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    counts.indices.flatMap { section in
      (0..<counts[section]).compactMap { item in
        layoutAttributesForItem(at: IndexPath(item: item, section: section))
      }
    }.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath)
    return attributes
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    heights[preferredAttributes.indexPath] = preferredAttributes.size.height
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
}

/// A cell whose label's lines give its height: it changes the attributes it is given and returns
/// them, measuring itself with the cell's own `systemLayoutSizeFitting`.
final class WrappingCell: UICollectionViewCell {
  let label = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }
  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return layoutAttributes
  }
}

/// Sections of texts, inserted in a batch update before the collection view has loaded.
final class TextSections: NSObject, UICollectionViewDataSource {
  var sections: [[String]] = []
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
    (cell as? WrappingCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

@MainActor
@Suite struct ThirtyFirstTrialLayoutTests {
  func scene() -> (UICollectionView, ModelLayout, TextSections) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let layout = ModelLayout()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(WrappingCell.self, forCellWithReuseIdentifier: "text")
    let source = TextSections()
    collection.dataSource = source
    window.addSubview(collection)
    return (collection, layout, source)
  }

  @Test func sectionsInsertedBeforeTheFirstLoadAreToldOnceWithItemNotFound() {
    let (collection, layout, source) = scene()
    collection.performBatchUpdates({
      source.sections = [["a", "b"], ["c"]]
      collection.insertSections(IndexSet([0, 1]))
    })
    collection.layoutIfNeeded()
    #expect(layout.counts == [2, 1])
    #expect(layout.updateKinds == ["insert section 0", "insert section 1"])
    #expect(layout.contextKinds.first == "everything" && layout.contextKinds.contains("counts"))
    #expect(!layout.contextKinds.contains("foreign"))
    #expect(collection.visibleCells.count == 3)
  }

  @Test func aCellChangingTheAttributesItIsGivenSizesItsRow() {
    let (collection, layout, source) = scene()
    source.sections = [["one line", String(repeating: "many words wrap onto more lines ", count: 12), "one"]]
    collection.reloadData()
    collection.layoutIfNeeded()
    let short = layout.height(IndexPath(item: 0, section: 0))
    let long = layout.height(IndexPath(item: 1, section: 0))
    #expect(short > 20 && short < 60)
    #expect(long > short * 3)
    let cells = collection.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
    #expect(cells.map(\.frame.width) == [375, 375, 375])
    #expect(cells[1].frame.minY == short && cells[2].frame.minY == short + long)
    #expect(layout.contextKinds.contains("items") && !layout.contextKinds.contains("foreign"))
  }

  @Test func aTextFieldTellsTheReasonFormOfDidEndEditing() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock())
    keptWindows.append(window)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let plain = PlainEndDelegate()
    let reasoned = ReasonEndDelegate()
    window.addSubview(field)
    for delegate in [plain as UITextFieldDelegate, reasoned] {
      field.delegate = delegate
      field.becomeFirstResponder()
      field.resignFirstResponder()
    }
    #expect(plain.ends == 1)
    #expect(reasoned.reasons == [.committed] && reasoned.plainEnds == 0)
    #expect(UINavigationController().toolbar?.frame.height != nil)
  }
}

/// A delegate told only that editing ended.
final class PlainEndDelegate: NSObject, UITextFieldDelegate {
  var ends = 0
  func textFieldDidEndEditing(_ textField: UITextField) { ends += 1 }
}

/// A delegate implementing both forms, as MagazineLayout's panel implements the reason form.
final class ReasonEndDelegate: NSObject, UITextFieldDelegate {
  var reasons: [UITextField.DidEndEditingReason] = []
  var plainEnds = 0
  func textFieldDidEndEditing(_ textField: UITextField) { plainEnds += 1 }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    reasons.append(reason)
  }
}
