import Foundation
import InertiaUIKit
import Testing

// This target is built with its own package name (Package.swift), so it sees Inertia as an iOS
// program does: only the public names. Inertia's own helpers (a view's identifier, a label's font
// size, a scroll view's offset limits, a control's primary event...) are `package`; a program's
// subclasses and extensions declare those common names for themselves.

/// A card view as programs write it: its own identifier, title and state flags.
final class CardView: UIView {
  var identifier: String
  var title = "Card"
  var isActive = false
  var presentation = "compact"
  init(identifier: String) {
    self.identifier = identifier
    super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
  }
  required init?(coder: NSCoder) { nil }
  func boundsDidChange(from oldBounds: CGRect) -> String { "own \(Int(oldBounds.width))" }
}

/// A label with its own font size property, applied through UIKit's `font`.
final class HeadlineLabel: UILabel {
  var fontSize: CGFloat = 0 { didSet { font = .systemFont(ofSize: fontSize * 2) } }
  var lines: [String] = []
  var textSize: CGSize = .zero
  var displayedTextColor = "never read by the renderer"
}

/// A button storing its title and colour for a design system.
final class StyledButton: UIButton {
  var title: String = "" { didSet { setTitle(title.uppercased(), for: .normal) } }
  var titleFontSize: CGFloat = 0 { didSet { titleLabel?.font = .systemFont(ofSize: titleFontSize) } }
  var titleColor: UIColor = .red
  var primaryEvent = "tap"
  var touchInsideMargin: CGFloat = 1
  func stateDidChange() -> Int { 7 }
}

/// A scroll view that publishes its own idea of the largest offset.
final class PagingStrip: UIScrollView {
  var maximumOffset: CGFloat = -1
  var minimumOffset: CGFloat = -2
  var physicsName = "strip"
  var isScrollAnimating = "no"
  var canZoom = false
}

/// A table cell with the constants and style cells commonly declare.
final class ProfileCell: UITableViewCell {
  static let margin: CGFloat = 12
  static let verticalMargin: CGFloat = 6
  enum Style { case plain, highlighted }
  var style: Style = .highlighted
  var selectedBackgroundColor: UIColor = .blue
  let separatorView = UIView()
}

/// A text field limiting its length, as form libraries write it.
final class LimitedField: UITextField {
  static let maximumLength = 4
  var fontSize: CGFloat = 11
  var displayedText: String { String((text ?? "").prefix(Self.maximumLength)) }
}

/// A controller tracking visibility itself.
final class TrackingController: UIViewController {
  var isViewVisible = false
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    isViewVisible = true
  }
}

/// The onboarding pager idiom: its own page control, and the inner scroll view's delegate.
final class OnboardingPager: UIPageViewController, UIScrollViewDelegate {
  let pageControl = UIPageControl()
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// Custom bars with their own subviews and heights.
final class TitleBar: UINavigationBar {
  let titleLabel = UILabel()
  let backButton = UIButton(type: .system)
  static let compactHeight: CGFloat = 30
}

/// A refresh control measuring its own pull.
final class PullMeter: UIRefreshControl {
  var pullDistance: CGFloat = 0
  var height: CGFloat = 50
}

@MainActor
@Suite struct SubclassNameClashTests {
  @Test func aViewSubclassKeepsItsOwnIdentifierAndTitle() {
    let card = CardView(identifier: "card-1")
    card.accessibilityIdentifier = "a11y"
    #expect(card.identifier == "card-1" && card.accessibilityIdentifier == "a11y")
    #expect(card.title == "Card" && !card.isActive && card.presentation == "compact")
    card.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    #expect(card.bounds.width == 40 && card.boundsDidChange(from: .zero) == "own 0")
    let container = UIView()
    container.addSubview(card)
    #expect(container.subviews.first === card)
  }

  @Test func aLabelsOwnFontSizeSetsUIKitsFont() {
    let label = HeadlineLabel()
    label.fontSize = 9
    #expect(label.fontSize == 9 && label.font.pointSize == 18)
    label.text = "Hello"
    label.sizeToFit()
    #expect(label.bounds.width > 0 && label.lines.isEmpty && label.textSize == .zero)
  }

  @Test func aButtonsOwnTitleGoesThroughSetTitle() {
    let button = StyledButton(type: .system)
    button.title = "buy"
    button.titleFontSize = 20
    #expect(button.title == "buy" && button.currentTitle == "BUY" && button.title(for: .normal) == "BUY")
    #expect(button.titleLabel?.font.pointSize == 20 && button.titleColor == .red)
    #expect(button.primaryEvent == "tap" && button.touchInsideMargin == 1 && button.stateDidChange() == 7)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
  }

  @Test func aScrollViewsOwnMaximumOffsetDoesNotMoveScrolling() {
    let strip = PagingStrip(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    strip.contentSize = CGSize(width: 100, height: 1000)
    strip.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 10), animated: false)
    #expect(strip.contentOffset.y == 800)
    #expect(strip.maximumOffset == -1 && strip.minimumOffset == -2 && !strip.canZoom)
    #expect(strip.isScrollAnimating == "no" && strip.physicsName == "strip")
  }

  @Test func aCellsOwnConstantsAndStyleLeaveUIKitsCellStyle() {
    let cell = ProfileCell(style: .subtitle, reuseIdentifier: "profile")
    #expect(cell.style == .highlighted && ProfileCell.margin == 12 && ProfileCell.verticalMargin == 6)
    cell.textLabel?.text = "Ada"
    cell.detailTextLabel?.text = "Engineer"
    #expect(cell.detailTextLabel?.text == "Engineer" && cell.reuseIdentifier == "profile")
    #expect(cell.selectedBackgroundColor == .blue && cell.separatorView.superview == nil)
  }

  @Test func aTextFieldsOwnLimitAndFontSize() {
    let field = LimitedField()
    field.text = "abcdefg"
    field.font = .systemFont(ofSize: 13)
    #expect(field.displayedText == "abcd" && field.fontSize == 11 && field.font?.pointSize == 13)
  }

  @Test func aControllersOwnVisibilityFlagFollowsItsAppearance() {
    let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1, clock: ManualClock())
    let controller = TrackingController()
    #expect(!controller.isViewVisible)
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.isViewVisible && controller.view.window === window)
  }

  @Test func aPagerSubclassHasItsOwnPageControlAndScrollDelegate() {
    let pager = OnboardingPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let first = UIViewController()
    pager.setViewControllers([first], direction: .forward, animated: false)
    pager.pageControl.numberOfPages = 4
    #expect(pager.viewControllers?.first === first && pager.pageControl.numberOfPages == 4)
    let scrollView = UIScrollView()
    scrollView.delegate = pager
    scrollView.contentSize = CGSize(width: 10, height: 1000)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    #expect(pager.scrolls == 1)
  }

  @Test func barAndRefreshSubclassesKeepTheirOwnNames() {
    let bar = TitleBar()
    bar.titleLabel.text = "Inbox"
    #expect(bar.titleLabel.text == "Inbox" && bar.backButton.superview == nil && TitleBar.compactHeight == 30)
    let meter = PullMeter()
    meter.pullDistance = 12
    #expect(meter.pullDistance == 12 && meter.height == 50 && !meter.isRefreshing)
  }
}
