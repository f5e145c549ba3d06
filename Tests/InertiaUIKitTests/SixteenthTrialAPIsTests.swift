import Foundation
import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// The APIs the sixteenth porting trial's programs used: settable index path components,
/// Dynamic Type's names, the older deceleration rate names, a collection view's background view,
/// visual effect views, pattern-image colours and HTML documents read as attributed strings.
@MainActor
@Suite(.serialized) struct SixteenthTrialAPIsTests {
  @Test func indexPathComponentsAreSettableAsUIKitsAre() {
    var path = IndexPath(row: 2, section: 1)
    path.row = path.row + 1
    #expect(path == IndexPath(row: 3, section: 1))
    path.section = 4
    path.item += 2
    #expect(path == IndexPath(item: 5, section: 4) && path.row == 5)
    var empty = IndexPath()
    empty.row = 7
    #expect(empty.count == 2 && empty.section == 0 && empty.row == 7)
  }

  @Test func contentSizeCategoryHasUIKitsNamesAndOneCategory() {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .body)
    #expect(!label.adjustsFontForContentSizeCategory)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.adjustsFontForContentSizeCategory && label.font.pointSize == 17)
    let adjusting: [UIContentSizeCategoryAdjusting] = [label, UITextField(), UITextView()]
    #expect(adjusting.map(\.adjustsFontForContentSizeCategory) == [true, false, false])
    #expect(UIView().traitCollection.preferredContentSizeCategory == .large)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    #expect(UIContentSizeCategory.large < .extraLarge)
    #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(NSNotification.Name.UIContentSizeCategoryDidChange == UIContentSizeCategory.didChangeNotification)
    #expect(
      UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
  }

  @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
    let view = UIView()
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }

  @Test func olderApplicationAndFontNamesAreKept() {
    let application = UIApplication.shared
    let before = application.statusBarStyle
    application.statusBarStyle = .lightContent
    #expect(application.statusBarStyle == .lightContent)
    application.setStatusBarStyle(.darkContent, animated: true)
    #expect(application.statusBarStyle == .darkContent)
    application.statusBarStyle = before
    let style: UIFontTextStyle = .headline
    #expect(UIFont.preferredFont(forTextStyle: style).pointSize == 17)
  }

  @Test func navigationBarNamesTheItemsOfItsStack() {
    let root = UIViewController()
    root.title = "Bear Shop"
    let navigation = UINavigationController(rootViewController: root)
    #expect(
      navigation.navigationBar.topItem?.title == "Bear Shop" && navigation.navigationBar.backItem == nil)
    let detail = UIViewController()
    detail.title = "Bears"
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.navigationBar.topItem === detail.navigationItem)
    #expect(navigation.navigationBar.backItem?.title == "Bear Shop")
    #expect(navigation.navigationBar.items?.map(\.title) == ["Bear Shop", "Bears"])
    #expect(UINavigationBar().topItem == nil)
  }

  @Test func olderDecelerationRateNamesAreTheRates() {
    let scroll = UIScrollView()
    scroll.decelerationRate = UIScrollViewDecelerationRateFast
    #expect(scroll.decelerationRate == .fast && scroll.decelerationRate.rawValue == 0.99)
    scroll.decelerationRate = UIScrollViewDecelerationRateNormal
    #expect(scroll.decelerationRate.rawValue == 0.998)
  }

  @Test func collectionBackgroundViewStaysBehindTheCellsOverTheVisibleArea() throws {
    let window = makeWindow(width: 100, height: 200)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 20
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = GreyItemsSource()
    collection.dataSource = source
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let background = UIView()
    background.backgroundColor = .red
    collection.backgroundView = background
    window.addSubview(collection)
    window.layoutIfNeeded()
    #expect(collection.subviews.first === background && background.frame == collection.bounds)
    #expect(collection.subviews.count > 1)
    collection.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 100, width: 100, height: 200))
    #expect(collection.subviews.first === background)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 5), .red))  // Between the two columns of cells.
    #expect(close(canvas.pixel(x: 10, y: 5), Color(white: 0.8)))  // A cell.
    let other = UIView()
    collection.backgroundView = other
    #expect(background.superview == nil && other.superview === collection)
  }

  @Test func flowLayoutAsksItemSizesBeforeTheSectionsInset() {
    let window = makeWindow(width: 393, height: 300)
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let cards = CenteredCards()
    collection.dataSource = cards
    collection.delegate = cards
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(collection)
    window.layoutIfNeeded()
    #expect(Array(cards.calls.prefix(9)) == Array(repeating: "size", count: 8) + ["inset"])
    let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(first == CGRect(x: 50, y: 10, width: 293, height: 280))
    let second = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(second?.minX == 383)
  }

  @Test func visualEffectViewDrawsItsMaterialBelowItsContentView() throws {
    let window = makeWindow(width: 100, height: 100)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    badge.backgroundColor = .green
    blur.contentView.addSubview(badge)
    window.addSubview(blur)
    window.layoutIfNeeded()
    #expect(blur.contentView.frame == blur.bounds && blur.contentView.superview === blur)
    var canvas = try render(window)
    let dark = UIBlurEffect(style: .dark).averageColor.composited(over: .white)
    #expect(close(canvas.pixel(x: 60, y: 60), dark) && close(canvas.pixel(x: 5, y: 5), .green))
    blur.frame.size = CGSize(width: 100, height: 50)
    window.layoutIfNeeded()
    #expect(blur.contentView.frame.height == 50)
    blur.effect = nil
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 60, y: 30), .white))
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label))
    #expect((vibrancy.effect as? UIVibrancyEffect)?.blurEffect.style == .light)
  }

  @Test func patternImageColourIsTheImagesAverage() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
    }
    let pattern = UIColor(patternImage: image)
    #expect(close(pattern, Color(red: 0.5, green: 0, blue: 0.5)))
    let window = makeWindow(width: 20, height: 20)
    window.backgroundColor = pattern
    #expect(close(try render(window).pixel(x: 10, y: 10), Color(red: 0.5, green: 0, blue: 0.5)))
    let halfClear = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      UIColor.green.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
    }
    #expect(close(UIColor(patternImage: halfClear), Color(red: 0, green: 1, blue: 0, alpha: 0.5)))
  }

  @Test func htmlDataIsReadAsTheTextABrowserShows() throws {
    let html = """
      <html><head><title>T</title><style>p { color: red }</style></head>
      <body><p>Tom &amp; Jerry&#39;s   <b>show</b></p><p>two<br>lines &#x2014; &lt;ok&gt;</p>
      <script>var x = "<p>no</p>";</script></body></html>
      """
    let text = try NSAttributedString(
      data: Data(html.utf8),
      options: [
        .documentType: NSAttributedString.DocumentType.html,
        .characterEncoding: String.Encoding.utf8.rawValue,
      ],
      documentAttributes: nil)
    #expect(text.string == "Tom & Jerry's show\ntwo\nlines \u{2014} <ok>\n")
    let plain = try NSAttributedString(
      data: Data("a  <b>".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
      documentAttributes: nil)
    #expect(plain.string == "a  <b>")
    #expect(throws: CocoaError.self) {
      try NSAttributedString(
        data: Data("{\\rtf1}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
        documentAttributes: nil)
    }
    var attributes: NSDictionary?
    let guessed = try NSAttributedString(data: Data("<i>x</i>".utf8), documentAttributes: &attributes)
    #expect(guessed.string == "x" && attributes?["DocumentType"] as? String == "NSHTML")
  }
}

/// Thirty grey cells.
@MainActor
final class GreyItemsSource: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = UIColor(white: 0.8, alpha: 1)
    return cell
  }
}

/// Cards the width less 100: the section inset centres a card, worked out from the item size the
/// delegate last gave (the idiom of a horizontally centred card carousel).
@MainActor
final class CenteredCards: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var calls: [String] = []
  var itemSize: CGSize?
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    calls.append("size")
    itemSize = CGSize(width: collectionView.frame.width - 100, height: collectionView.frame.height - 20)
    return itemSize ?? .zero
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    calls.append("inset")
    guard let itemSize else { return .zero }
    let side = (collectionView.frame.width - itemSize.width) / 2
    return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    guard let itemSize else { return 0 }
    return (collectionView.frame.width - itemSize.width) / 2 - 10
  }
}
