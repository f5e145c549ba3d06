import InertiaUIKit

// The sixty-third trial's second program, written in the idioms of aryaxt's ScrollPager (Swift 3;
// not its code) as `inertia port` leaves them: a bar of equal-width buttons over an indicator line,
// kept in step with a paging scroll view whose delegate it is. A button's target (a Swift 3
// `sender:` method) moves the indicator and the scroll view's offset inside one animation, with a
// flag that keeps `scrollViewDidScroll` from answering the offset it set; scrolling past half a
// page selects the next segment and tells the delegate. The optional delegate method is the
// protocol extension's default that the port writes.

/// Told when the selected segment changes.
@MainActor protocol SegmentPagerDelegate: AnyObject {
  func segmentPager(segmentPager: SegmentPager, changedIndex: Int)
}

extension SegmentPagerDelegate {
  func segmentPager(segmentPager: SegmentPager, changedIndex: Int) {}
}

/// The bar.
final class SegmentPager: UIView, UIScrollViewDelegate {
  private(set) var selectedIndex = 0
  let indicatorView = UIView()
  private(set) var buttons = [UIButton]()
  private var views = [UIView]()
  private var animationInProgress = false
  weak var delegate: SegmentPagerDelegate?
  var indicatorHeight: CGFloat = 2
  var animationDuration: CGFloat = 0.2

  var scrollView: UIScrollView? {
    didSet {
      scrollView?.delegate = self
      scrollView?.isPagingEnabled = true
      scrollView?.showsHorizontalScrollIndicator = false
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    redrawComponents()
  }

  func addSegmentsWithTitlesAndViews(segments: [(title: String, view: UIView)]) {
    for (index, segment) in segments.enumerated() {
      let button = UIButton(type: .custom)
      button.tag = index
      button.addTarget(
        self,
        action: Selector("buttonSelectedWithSender:", target: self, SegmentPager.buttonSelected(sender:)),
        for: .touchUpInside)
      button.setTitle(segment.title, for: .normal)
      buttons.append(button)
      addSubview(button)
      addSubview(indicatorView)
      scrollView?.addSubview(segment.view)
      views.append(segment.view)
    }
    redrawComponents()
  }

  func buttonSelected(sender: UIButton) {
    guard sender.tag != selectedIndex else { return }
    delegate?.segmentPager(segmentPager: self, changedIndex: sender.tag)
    setSelectedIndex(index: sender.tag, animated: true, moveScrollView: true)
  }

  private func setSelectedIndex(index: Int, animated: Bool, moveScrollView: Bool) {
    selectedIndex = index
    moveToIndex(index: index, animated: animated, moveScrollView: moveScrollView)
  }

  private func moveToIndex(index: Int, animated: Bool, moveScrollView: Bool) {
    animationInProgress = true
    UIView.animate(
      withDuration: animated ? TimeInterval(animationDuration) : 0, delay: 0, options: .curveEaseOut,
      animations: { [weak self] in
        guard let self else { return }
        let width = self.frame.size.width / CGFloat(self.buttons.count)
        self.indicatorView.frame = CGRect(
          x: width * CGFloat(index), y: self.frame.size.height - self.indicatorHeight,
          width: self.buttons[index].frame.size.width, height: self.indicatorHeight)
        if let scrollView = self.scrollView, moveScrollView {
          scrollView.contentOffset = CGPoint(x: CGFloat(index) * scrollView.frame.size.width, y: 0)
        }
      },
      completion: { [weak self] _ in self?.animationInProgress = false })
  }

  private func redrawComponents() {
    guard !buttons.isEmpty else { return }
    let width = frame.size.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: width * CGFloat(index), y: 0, width: width, height: frame.size.height - indicatorHeight)
    }
    moveToIndex(index: selectedIndex, animated: false, moveScrollView: false)
    if let scrollView {
      let size = scrollView.frame.size
      scrollView.contentSize = CGSize(width: size.width * CGFloat(buttons.count), height: size.height)
      for (index, view) in views.enumerated() {
        view.frame = CGRect(x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height)
      }
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !animationInProgress else { return }
    var page = scrollView.contentOffset.x / scrollView.frame.size.width
    if page.truncatingRemainder(dividingBy: 1) > 0.5 { page += 1 }
    if Int(page) != selectedIndex {
      setSelectedIndex(index: Int(page), animated: true, moveScrollView: false)
      delegate?.segmentPager(segmentPager: self, changedIndex: Int(page))
    }
  }
}

/// The demo screen: a 44-point bar under the status bar over a paging scroll view of labels.
final class SegmentPagerController: UIViewController, SegmentPagerDelegate {
  let pager = SegmentPager()
  let scrollView = UIScrollView()
  private(set) var changes: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.frame = CGRect(x: 0, y: 20, width: 375, height: 44)
    scrollView.frame = CGRect(x: 0, y: 64, width: 375, height: 603)
    view.addSubview(pager)
    view.addSubview(scrollView)
    pager.scrollView = scrollView
    pager.delegate = self
    let titles = ["Home", "Public Feed", "Profile", "One More"]
    pager.addSegmentsWithTitlesAndViews(
      segments: titles.map { title in
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        return (title, label)
      })
  }

  func segmentPager(segmentPager: SegmentPager, changedIndex: Int) { changes.append(changedIndex) }
}
