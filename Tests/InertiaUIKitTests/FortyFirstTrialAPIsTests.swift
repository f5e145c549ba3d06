import Foundation
import InertiaUIKit
import Testing

// The UIKit names the forty-first trial's programs needed, written as they use them: a sticky
// header swapping its header and hero in the drawing order, a photo browser's animator converting
// a thumbnail's frame through its layer, caption labels with text shadows, a clear toolbar, the
// browser's begin/commit animation block, its share item provider, an endless collection view
// correcting the item it is asked to select, and Swift 3's names.

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func frames(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

@MainActor @Test func exchangingSubviewsSwapsTheirDrawingOrder() {
  let container = UIView()
  let header = UIView(), hero = UIView(), bar = UIView()
  [header, hero, bar].forEach(container.addSubview)
  container.exchangeSubview(at: 0, withSubviewAt: 1)
  #expect(
    container.subviews.map { ObjectIdentifier($0) } == [hero, header, bar].map { ObjectIdentifier($0) })
  // An index outside the subviews changes nothing.
  container.exchangeSubview(at: 1, withSubviewAt: 5)
  #expect(container.subviews[1] === header)
}

@MainActor @Test func aLayerConvertsARectToTheWindowThroughItsViewsAndSublayers() {
  let controller = UIViewController()
  let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
  controller.view.addSubview(card)
  let badge = CALayer()
  badge.frame = CGRect(x: 10, y: 5, width: 30, height: 30)
  card.layer.addSublayer(badge)
  let (clock, window, _) = trialHost(controller)
  _ = (clock, window)
  #expect(
    card.layer.convert(CGRect(x: 0, y: 0, width: 200, height: 100), to: nil)
      == CGRect(x: 20, y: 100, width: 200, height: 100))
  #expect(
    badge.convert(CGRect(x: 0, y: 0, width: 30, height: 30), to: nil)
      == CGRect(x: 30, y: 105, width: 30, height: 30))
  #expect(badge.convert(CGPoint(x: 30, y: 105), from: nil) == .zero)
  #expect(badge.convert(CGPoint(x: 1, y: 1), to: card.layer) == CGPoint(x: 11, y: 6))
  // A view's layer has no superlayer: the view tree stands in for it.
  #expect(card.layer.superlayer == nil)
}

@MainActor @Test func aLabelsTextShadowDefaultsToNoneAPointAbove() {
  let caption = UILabel()
  #expect(caption.shadowColor == nil)
  #expect(caption.shadowOffset == CGSize(width: 0, height: -1))
  caption.shadowColor = UIColor(white: 0, alpha: 0.5)
  caption.shadowOffset = CGSize(width: 0, height: 1)
  #expect(caption.shadowColor == UIColor(white: 0, alpha: 0.5))
  #expect(caption.shadowOffset.height == 1)
}

@MainActor @Test func aToolbarGivenAnEmptyBackgroundImageOrATransparentAppearanceIsClear() {
  let legacy = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  #expect(legacy.backgroundColor != nil)
  legacy.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
  legacy.setShadowImage(UIImage(), forToolbarPosition: .any)
  #expect(legacy.backgroundColor == nil)
  #expect(legacy.backgroundImage(forToolbarPosition: .any, barMetrics: .default) != nil)
  #expect(legacy.shadowImage(forToolbarPosition: .any) != nil)
  #expect(legacy.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) == nil)

  let modern = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  let appearance = UIToolbarAppearance()
  appearance.configureWithTransparentBackground()
  modern.standardAppearance = appearance
  modern.compactAppearance = appearance
  modern.scrollEdgeAppearance = appearance
  #expect(modern.backgroundColor == nil)
  // The bar holds a copy: changing it repaints the bar, changing the original does not.
  appearance.backgroundColor = .red
  #expect(modern.backgroundColor == nil)
  modern.standardAppearance.backgroundColor = .blue
  #expect(modern.backgroundColor == .blue)
}

@MainActor @Test func aBeginCommitAnimationBlockAnimatesWithTheDurationSetInIt() {
  let controller = UIViewController()
  let page = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
  controller.view.addSubview(page)
  let (clock, window, _) = trialHost(controller)
  UIView.beginAnimations(nil, context: nil)
  UIView.setAnimationDuration(0.4)
  UIView.setAnimationCurve(.linear)
  page.center = CGPoint(x: 187.5, y: 400)
  UIView.commitAnimations()
  // The model is at the end at once; what is drawn gets there over 0.4 s.
  #expect(page.center.y == 400)
  frames(clock, window, 0.2)
  #expect(abs(page.layer.presentation()!.position.y - 300) < 10)
  frames(clock, window, 0.3)
  #expect(abs(page.layer.presentation()!.position.y - 400) < 0.5)
  // A commit without a block does nothing; changes outside one do not animate.
  UIView.commitAnimations()
  page.center = CGPoint(x: 187.5, y: 200)
  frames(clock, window, 1.0 / 60)
  #expect(abs(page.layer.presentation()!.position.y - 200) < 0.5)
}

/// A share item made on demand: a text built only when an activity asks for it.
private final class CaptionProvider: UIActivityItemProvider, @unchecked Sendable {
  override var item: Any { "Caption of photo 4" }
}

@MainActor @Test func anActivityItemProviderStandsInForTheItemItMakes() {
  let plain = UIActivityItemProvider(placeholderItem: "placeholder")
  #expect(plain.placeholderItem as? String == "placeholder")
  #expect(plain.item as? String == "placeholder")
  #expect(plain.activityType == nil)
  let provider = CaptionProvider(placeholderItem: "")
  #expect(provider.item as? String == "Caption of photo 4")
}

/// A collection view that shows three copies of its items and selects in the middle copy.
private final class EndlessCollectionView: UICollectionView {
  private(set) var asked: [IndexPath] = []
  override func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else { return }
    asked.append(indexPath)
    super.selectItem(
      at: IndexPath(item: indexPath.item + 5, section: 0), animated: animated, scrollPosition: scrollPosition)
  }
}

private final class FifteenItems: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 15 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

@MainActor @Test func aCollectionViewSubclassOverridesSelectItem() {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  let collection = EndlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
  let source = FifteenItems()
  collection.dataSource = source
  collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  let controller = UIViewController()
  controller.view.addSubview(collection)
  let (clock, window, _) = trialHost(controller)
  _ = (clock, window)
  collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
  #expect(collection.asked == [IndexPath(item: 2, section: 0)])
  #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
}

@MainActor @Test func swiftThreeNamesAndAZeroAffineTransformCompile() {
  let priorities = [
    UILayoutPriorityRequired, UILayoutPriorityDefaultHigh, UILayoutPriorityDefaultLow,
    UILayoutPriorityFittingSizeLevel,
  ]
  #expect(priorities == [1000, 750, 250, 50])
  let constraint = UIView().heightAnchor.constraint(equalToConstant: 170)
  constraint.priority = 500.0
  #expect(constraint.priority == 500)
  #expect(NSNotification.Name.UIDeviceOrientationDidChange == UIDevice.orientationDidChangeNotification)
  let zero = CGAffineTransform()
  #expect(zero.a == 0 && zero.d == 0 && zero.tx == 0 && zero != .identity)
}
