import Foundation
import InertiaUIKit
import Testing

// The twenty-ninth porting trial's idioms, written as those programs write them: a springy layout
// extending UIDynamicAnimator with an `open` helper (BouncyLayout), a full-screen slideshow that
// reads `isBeingDismissed` while it lays out, sets `modalInPresentation` by key-value coding, and
// dismisses through an interruptible property animator (ImageSlideshow), and a tab indicator
// rounding only some corners (SwipeMenuViewController).

extension UIDynamicAnimator {
  /// Adds a spring with its damping and frequency, as BouncyLayout's helper does.
  open func addSpring(_ behavior: UIAttachmentBehavior, _ damping: CGFloat, _ frequency: CGFloat) {
    behavior.damping = damping
    behavior.frequency = frequency
    addBehavior(behavior)
  }
}

/// A full-screen page that records what it reads as it is shown and dismissed.
final class FullScreenPage: UIViewController {
  var seen: [String] = []
  convenience init() {
    self.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    setValue(true, forKey: "modalInPresentation")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if isBeingDismissed { seen.append("layout while dismissed") }
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    seen.append("didDisappear dismissed=\(isBeingDismissed)")
  }
}

/// Fades the page out through an interruptible animator, as a zoom-out transition does.
final class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var current: UIViewImplicitlyAnimating?
  var ended: [UIViewAnimatingPosition] = []

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.25
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let current { return current }
    let from = transitionContext.view(forKey: .from)
    let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { from?.alpha = 0 }
    animator.addCompletion { position in
      self.ended.append(position)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    current = animator
    return animator
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }
}

/// Hands out the fade for dismissals only.
final class FadeOutDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = FadeOutAnimator()
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  {
    animator
  }
}

/// A pager that narrows its margins in landscape along the rotation, as PagingView's demo does,
/// passing the coordinator's curve on as animation options.
final class MarginPager: UIViewController {
  var margin: CGFloat = 20
  var curves: [UIView.AnimationOptions] = []
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { context in
        self.margin = size.width <= size.height ? 20 : 10
        let options = UIView.AnimationOptions(rawValue: UInt(context.completionCurve.rawValue << 16))
        self.curves.append(options)
        UIView.animate(
          withDuration: context.transitionDuration, delay: 0, options: options,
          animations: self.view.layoutIfNeeded, completion: nil)
      }, completion: nil)
  }
}

/// A strip of three pages that moves its content back to the middle page whenever it scrolls past
/// it, in `layoutSubviews`, as an infinite pager (and Apple's StreetScroller sample) does.
final class RecenteringStrip: UIScrollView {
  var layouts = 0
  var recentred = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    let page = bounds.width
    guard page > 0 else { return }
    if contentOffset.x >= 2 * page || contentOffset.x <= 0 {
      contentOffset.x = page + contentOffset.x.truncatingRemainder(dividingBy: page)
      recentred += 1
    }
  }
}

/// A paging strip of three pages that moves its content by a page as soon as it scrolls half a
/// page off the middle one, in `layoutSubviews`, as KyoheiG3's PagingView recenters its pages
/// while they settle.
final class RecenteringPager: UIScrollView {
  var shifts: [CGFloat] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    let page = bounds.width
    guard page > 0 else { return }
    if contentOffset.x > 1.5 * page {
      contentOffset.x -= page
      shifts.append(-page)
    } else if contentOffset.x < 0.5 * page {
      contentOffset.x += page
      shifts.append(page)
    }
  }
}

/// A tag cell whose label is pinned 10 points in vertically and 20 horizontally, sized by Auto
/// Layout as a tag cloud's cells are.
final class TagCell: UICollectionViewCell {
  let label = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
    ])
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Words of different lengths, one tag each, in sections.
final class Tags: NSObject, UICollectionViewDataSource {
  let sections: [[String]]
  init(_ sections: [[String]]) { self.sections = sections }
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
    cell.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// A tag cloud of `tags` in a flow layout of estimated 100 x 40 items, 10 points apart, laid out.
@MainActor func tagCloud(_ tags: Tags) -> (UIWindow, UICollectionView) {
  let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock())
  let layout = UICollectionViewFlowLayout()
  layout.estimatedItemSize = CGSize(width: 100, height: 40)
  layout.minimumInteritemSpacing = 10
  layout.minimumLineSpacing = 10
  layout.sectionInset = UIEdgeInsets(top: 50, left: 20, bottom: 50, right: 20)
  let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
  collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
  collection.dataSource = tags
  window.addSubview(collection)
  window.layoutIfNeeded()
  window.layoutIfNeeded()
  return (window, collection)
}

@MainActor
@Suite struct TwentyNinthTrialTests {
  @Test func aScrollViewIsLaidOutAgainWhenItScrolls() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let strip = RecenteringStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    strip.contentSize = CGSize(width: 900, height: 400)
    strip.contentOffset.x = 300
    window.addSubview(strip)
    window.layoutIfNeeded()
    let before = strip.layouts
    window.layoutIfNeeded()
    #expect(strip.layouts == before)  // Nothing moved: no layout.
    strip.contentOffset.x = 620
    window.layoutIfNeeded()
    #expect(strip.layouts == before + 1)
    #expect(strip.recentred == 1)
    #expect(strip.contentOffset.x == 320)
    // A drag lays the strip out at each frame's layout pass, so it keeps recentring under the finger.
    strip.contentOffset.x = 400
    window.layoutIfNeeded()
    clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 20, y: 200), duration: 0.5, release: .hold)
    // The drag goes on from where the strip put it: it ends a page before where the same drag
    // leaves a plain scroll view.
    #expect(strip.recentred == 2)
    let plainClock = ManualClock()
    let plainWindow = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: plainClock)
    let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    plain.contentSize = CGSize(width: 1200, height: 400)  // No edge to rubber-band against.
    plain.contentOffset.x = 400
    plainWindow.addSubview(plain)
    plainWindow.layoutIfNeeded()
    GestureSynthesizer(window: plainWindow, clock: plainClock).drag(
      from: CGPoint(x: 280, y: 200), to: CGPoint(x: 20, y: 200), duration: 0.5, release: .hold)
    #expect(plain.contentOffset.x == 650)
    // Less what the strip rubber-banded past its end within the frame before it recentred.
    #expect(abs(strip.contentOffset.x - 350) < 5)
  }

  @Test func aPagerRecenteredWhileItSettlesRestsOnThePageItWasMovedTo() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let pager = RecenteringPager(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    pager.isPagingEnabled = true
    pager.contentSize = CGSize(width: 900, height: 400)
    pager.contentOffset.x = 300
    window.addSubview(pager)
    window.layoutIfNeeded()
    clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.fling(from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -1200, y: 0), distance: 100)
    clock.advance(by: 2)
    // One page on: the settling content passed the half-page mark once, was moved back a page,
    // and rests on the middle page (before, the spring kept heading for its old target and the
    // pager slipped one more page, resting off any page).
    #expect(pager.shifts == [-300])
    #expect(pager.contentOffset.x == 300)
    #expect(!pager.isDecelerating)
    gestures.fling(from: CGPoint(x: 50, y: 200), velocity: CGPoint(x: 1200, y: 0), distance: 100)
    clock.advance(by: 2)
    #expect(pager.shifts == [-300, 300])
    #expect(pager.contentOffset.x == 300)
  }

  @Test func flowLayoutCellsSizedByConstraintsFitTheirLabels() {
    let tags = Tags([["When you", "eliminate", "the impossible,", "whatever remains,", "must be"]])
    let (window, collection) = tagCloud(tags)
    defer { withExtendedLifetime(window) {} }
    for item in 0..<tags.sections[0].count {
      let path = IndexPath(item: item, section: 0)
      let cell = collection.cellForItem(at: path) as! TagCell
      let text = cell.label.intrinsicContentSize
      let frame = collection.layoutAttributesForItem(at: path)!.frame
      #expect(abs(frame.width - (text.width + 40)) < 0.5)
      #expect(abs(frame.height - (text.height + 20)) < 0.5)
      #expect(cell.frame.size == frame.size)
    }
    let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    #expect(first.minX == 20)
    let widths = (0..<tags.sections[0].count).map {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.width
    }
    #expect(Set(widths).count == tags.sections[0].count)  // Each its own, none the estimate.
    #expect(!widths.contains(100))
  }

  @Test func linesOfEverySectionMeasuredInOnePassAreBrokenAgain() {
    let words = ["Of all the souls", "I have", "encountered", "in my travels,", "his", "human."]
    let tags = Tags([["When you", "eliminate"], words])
    let (window, collection) = tagCloud(tags)
    defer { withExtendedLifetime(window) {} }
    var lines: [CGFloat: [CGRect]] = [:]
    for item in 0..<words.count {
      let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 1))!.frame
      #expect(frame.width != 100)
      lines[frame.minY, default: []].append(frame)
    }
    // No line runs past the section inset: each is broken at the measured widths.
    for frames in lines.values {
      #expect(frames.map(\.minX).min()! >= 20)
      #expect(frames.map(\.maxX).max()! <= 355.001)
    }
    #expect(lines.count >= 3)
  }

  @Test func aRotationGivesItsCurveToTheAlongsideAnimation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let pager = MarginPager()
    window.rootViewController = pager
    window.layoutIfNeeded()
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    window.layoutIfNeeded()
    #expect(pager.margin == 10)
    #expect(pager.curves == [.curveEaseInOut])
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.layoutIfNeeded()
    #expect(pager.margin == 20)
  }

  @Test func anOpenHelperInAnExtensionOfTheAnimatorAddsASpring() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let animator = UIDynamicAnimator(referenceView: view)
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 50, y: 50))
    animator.addSpring(spring, 0.7, 1.5)
    #expect(animator.behaviors.count == 1)
    #expect(spring.damping == 0.7)
    #expect(spring.frequency == 1.5)
  }

  @Test func keyValueCodingSetsTheModalFlagAndTheTitle() {
    let page = FullScreenPage()
    #expect(page.isModalInPresentation)
    #expect(page.value(forKey: "modalInPresentation") as? Bool == true)
    page.setValue("Photos", forKey: "title")
    #expect(page.title == "Photos")
    page.setValue(nil, forKey: "title")
    #expect(page.title == nil)
    // An unknown key, or a value of the wrong type, changes nothing.
    page.setValue(3, forKey: "modalInPresentation")
    page.setValue(true, forKey: "wobbles")
    #expect(page.isModalInPresentation)
    #expect(page.value(forKey: "wobbles") == nil)
  }

  @Test func aPresentedPageKnowsWhileItIsPresentedAndDismissed() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let root = UIViewController()
    window.rootViewController = root
    window.layoutIfNeeded()
    let page = FullScreenPage()
    let fade = FadeOutDelegate()
    page.transitioningDelegate = fade
    root.present(page, animated: false)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    #expect(page.seen == ["willAppear presented=true dismissed=false"])
    #expect(!page.isBeingPresented)

    page.dismiss(animated: true)
    #expect(page.isBeingDismissed)
    #expect(page.seen.last == "willDisappear presented=false dismissed=true")
    clock.advance(by: 0.1)
    page.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(page.seen.last == "layout while dismissed")
    #expect(abs(page.view.layer.presentation()!.opacity - 0.6) < 0.05)
    clock.advance(by: 0.2)
    window.layoutIfNeeded()
    #expect(fade.animator.ended == [.end])
    #expect(!page.isBeingDismissed)
    #expect(page.seen.last == "didDisappear dismissed=false")
    #expect(root.presentedViewController == nil)
  }

  @Test func anImageViewKeepsItsInvertColorsFlag() {
    let imageView = UIImageView()
    #expect(!imageView.accessibilityIgnoresInvertColors)
    imageView.accessibilityIgnoresInvertColors = true
    #expect(imageView.accessibilityIgnoresInvertColors)
  }

  @Test func aLayerKeepsAndCopiesItsMaskedCorners() {
    let indicator = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(
      indicator.layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    indicator.layer.cornerRadius = 15
    indicator.layer.maskedCorners = top
    #expect(indicator.layer.maskedCorners == top)
    #expect(indicator.layer.maskedCorners.rawValue == 3)
    let copy = CALayer(layer: indicator.layer)
    #expect(copy.maskedCorners == top)
  }
}
