import InertiaTexture
import Testing

// The fifty-fifth trial's second program, Sethmr/SethAndBrandisWedding (2018, Texture 2.6): its
// onboarding, an `ASViewController<ASPagerNode>` of three full-screen cell nodes, each an image
// under a button made by an overlay spec, driven as the program writes it. A page's cell node
// overrides `cellNodeVisibilityEvent(_:in:withCellFrame:)` (it resigns its text field there);
// a tap on a page's button scrolls the pager to the next page. What is checked against Texture:
// ASPagerNode's flow layout (pages the pager's size, side by side), the visibility events of
// ASCollectionView.mm (`.visibleRectChanged` before the delegate's `scrollViewDidScroll`, the
// drag's two events, `.didStopScrolling` when a fling ends) and ASCellNode.mm's `.visible` and
// `.invisible` with the cell's frame in the pager, and `closestViewController`.

/// One of the onboarding's pages (the program's OnboardingType).
enum WeddingOnboardingPage: Int, CaseIterable {
  case firstPage, secondPage, lastPage
}

/// A page of the onboarding (the program's OnboardingCellNode, its image a coloured node): the
/// image fills the page and the button covers it; the node logs its visibility events.
final class WeddingOnboardingCellNode: ASCellNode {
  let type: WeddingOnboardingPage
  weak var controller: WeddingOnboardingController?
  private(set) var events: [(event: ASCellNodeVisibilityEvent, frame: CGRect, inPager: Bool)] = []

  init(type: WeddingOnboardingPage, controller: WeddingOnboardingController) {
    self.type = type
    self.controller = controller
    super.init()
    selectionStyle = .none
    automaticallyManagesSubnodes = true
  }

  lazy var imageNode: ASDisplayNode = {
    let node = ASDisplayNode()
    node.backgroundColor = [UIColor.red, .green, .blue][type.rawValue]
    node.style.flexGrow = 1
    node.style.flexShrink = 1
    return node
  }()

  lazy var buttonNode: ASButtonNode = {
    let node = ASButtonNode()
    node.addTarget(
      self, action: Selector("wasTapped:", target: self, Self.wasTapped), forControlEvents: .touchUpInside)
    return node
  }()

  func wasTapped(_ sender: ASButtonNode) {
    controller?.wasTapped(type: type)
  }

  override func cellNodeVisibilityEvent(
    _ event: ASCellNodeVisibilityEvent, in scrollView: UIScrollView?, withCellFrame cellFrame: CGRect
  ) {
    events.append((event, cellFrame, scrollView != nil && scrollView === controller?.node.view))
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASOverlayLayoutSpec(child: ASInsetLayoutSpec(insets: .zero, child: imageNode), overlay: buttonNode)
  }

  /// The events received, in order, without the many `.visibleRectChanged` of one scroll.
  var eventNames: [ASCellNodeVisibilityEvent] { Self.collapsed(events.map(\.event)) }

  /// `events` with each run of `.visibleRectChanged` made one.
  static func collapsed(_ events: [ASCellNodeVisibilityEvent]) -> [ASCellNodeVisibilityEvent] {
    events.reduce(into: []) { names, event in
      if event == .visibleRectChanged, names.last == .visibleRectChanged { return }
      names.append(event)
    }
  }
}

extension WeddingOnboardingCellNode: ActionTarget {}

/// The onboarding (the program's OnboardingViewController).
final class WeddingOnboardingController: ASDKViewController<ASPagerNode>, ASPagerDataSource, ASPagerDelegate {
  let types = WeddingOnboardingPage.allCases
  private(set) var pages: [Int: WeddingOnboardingCellNode] = [:]
  private(set) var firstPageEventsAtDidScroll: [ASCellNodeVisibilityEvent] = []

  override init() {
    super.init(node: ASPagerNode())
    node.setDelegate(self)
    node.setDataSource(self)
  }

  required init?(coder: NSCoder) { fatalError("Storyboard Not Supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    node.reloadData()
  }

  func numberOfPages(in pagerNode: ASPagerNode) -> Int { types.count }

  func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
    let page = WeddingOnboardingCellNode(type: types[index], controller: self)
    pages[index] = page
    return page
  }

  /// The first page's last event when the delegate hears of a scroll (while the page is shown).
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let last = pages[0]?.events.last, last.event != .invisible else { return }
    firstPageEventsAtDidScroll.append(last.event)
  }

  func wasTapped(type: WeddingOnboardingPage) {
    let nextPage = type.rawValue + 1
    if nextPage < types.count { node.scrollToPage(at: nextPage, animated: true) }
  }
}

@MainActor @Suite struct FiftyFifthTrialTextureSecondTests {
  func openOnboarding() -> (ManualClock, UIWindow, GestureSynthesizer, WeddingOnboardingController) {
    let controller = WeddingOnboardingController()
    let (clock, window, gestures) = textureTrialHost(controller)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    return (clock, window, gestures, controller)
  }

  @Test func thePagesFillThePagerSideBySide() throws {
    let (_, _, _, controller) = openOnboarding()
    let pager: ASPagerNode = controller.node
    #expect(pager.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(pager.view.contentSize == CGSize(width: 1125, height: 667))
    let second = pager.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(second?.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
    let first = try #require(controller.pages[0])
    #expect(first.frame.size == CGSize(width: 375, height: 667))
    // The overlay spec: the image fills the page and the button covers it.
    #expect(first.imageNode.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(first.buttonNode.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(first.closestViewController === controller)
  }

  @Test func theShownPageIsToldItIsVisibleWithItsFrameInThePager() throws {
    let (_, _, _, controller) = openOnboarding()
    let first = try #require(controller.pages[0])
    // The cell joins the cells told of scrolling when it is displayed; `.visible` comes when its
    // node enters the visible state (Texture's range update after the layout), with its frame in
    // the pager.
    let visible = try #require(first.events.first { $0.event == .visible })
    #expect(visible.inPager)
    // At the pager's top left (its size then is the one the controller's view was loaded with,
    // the screen's, before the window sized it: this host's window is smaller than its screen).
    #expect(visible.frame.origin == .zero)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(first.events.filter { $0.event == .visible }.count == 1)
    #expect(!first.eventNames.contains(.invisible))
    #expect(!first.eventNames.contains(.willBeginDragging))
    // The pages not shown are told nothing.
    #expect(controller.pages[1]?.events.isEmpty ?? true)
  }

  @Test func aSwipeSendsTheDragsEventsAndTheNextPageComesOn() throws {
    let (clock, _, gestures, controller) = openOnboarding()
    let pager: ASPagerNode = controller.node
    let first = try #require(controller.pages[0])
    let before = first.events.count
    gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    clock.advance(by: 3)
    #expect(pager.view.contentOffset.x == 375)
    #expect(pager.currentPageIndex == 1)
    let second = try #require(controller.pages[1])
    // The first page saw the whole drag, then went off screen (with no scroll view: its view
    // left the pager).
    let drag = Array(first.events.dropFirst(before))
    let names = WeddingOnboardingCellNode.collapsed(drag.map(\.event))
    #expect(
      names == [.willBeginDragging, .visibleRectChanged, .didEndDragging, .visibleRectChanged, .invisible])
    // A moved frame: each `.visibleRectChanged` gives the cell's frame, still (0, 0) in the pager.
    #expect(drag.filter { $0.event == .visibleRectChanged }.allSatisfy { $0.frame.origin == .zero })
    // Every scroll reached the shown page before the delegate's `scrollViewDidScroll`.
    let atDidScroll = controller.firstPageEventsAtDidScroll.dropFirst(
      controller.firstPageEventsAtDidScroll.count - drag.filter { $0.event == .visibleRectChanged }.count)
    #expect(!atDidScroll.isEmpty)
    #expect(atDidScroll.allSatisfy { $0 == .visibleRectChanged })
    // The second page came on while the content moved and was told when the fling stopped.
    let visible = try #require(second.events.first { $0.event == .visible })
    #expect(visible.inPager)
    #expect(visible.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
    #expect(second.eventNames.last == .didStopScrolling)
    let stop = try #require(second.events.last)
    #expect(stop.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
    #expect(stop.inPager)
    // The first page, off screen, heard no stop.
    #expect(first.eventNames.last == .invisible)
  }

  @Test func aTapOnAPagesButtonScrollsToTheNextPage() throws {
    let (clock, _, gestures, controller) = openOnboarding()
    let pager: ASPagerNode = controller.node
    gestures.tap(at: CGPoint(x: 187, y: 400))
    clock.advance(by: 1)
    #expect(pager.view.contentOffset.x == 375)
    #expect(pager.currentPageIndex == 1)
    gestures.tap(at: CGPoint(x: 187, y: 400))
    clock.advance(by: 1)
    #expect(pager.view.contentOffset.x == 750)
    // The last page's tap scrolls nowhere (the program presents its scavenger hunt there).
    gestures.tap(at: CGPoint(x: 187, y: 400))
    clock.advance(by: 1)
    #expect(pager.view.contentOffset.x == 750)
    // No drag: an animated scroll sends no drag events.
    let third = try #require(controller.pages[2])
    #expect(!third.eventNames.contains(.willBeginDragging))
  }

  /// The program's UIKit helpers: a colour's components through `CIColor`, a scroll view found as
  /// a layer's delegate, the picker's older info keys, and a node's nearest controller.
  @Test func theProgramsUIKitHelpersAnswerAsOnIOS() throws {
    let (_, _, _, controller) = openOnboarding()
    let color = CIColor(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    #expect(abs(color.red - 0.2) < 0.001 && abs(color.green - 0.4) < 0.001)
    #expect(abs(color.blue - 0.6) < 0.001 && abs(color.alpha - 0.8) < 0.001)
    let pagerView: UIScrollView = controller.node.view
    #expect(pagerView.layer.delegate === pagerView)
    #expect(CALayer().delegate == nil)
    #expect(UIImagePickerControllerEditedImage == "UIImagePickerControllerEditedImage")
    #expect(UIImagePickerControllerOriginalImage == UIImagePickerController.InfoKey.originalImage.rawValue)
    // A node whose view is not loaded has no nearest controller (reading it loads nothing).
    let loose = ASDisplayNode()
    #expect(loose.closestViewController == nil)
    #expect(!loose.isNodeLoaded)
    #expect(controller.node.closestViewController === controller)
  }
}
