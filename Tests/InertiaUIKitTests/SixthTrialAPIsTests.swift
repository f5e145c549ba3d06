import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// A label padded the way tutorials pad UILabel: through textRect and drawText overrides.
final class InsetLabel: UILabel {
  var textInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let inner = super.textRect(forBounds: bounds.inset(by: textInsets), limitedToNumberOfLines: numberOfLines)
    let outward = UIEdgeInsets(
      top: -textInsets.top, left: -textInsets.left, bottom: -textInsets.bottom, right: -textInsets.right)
    return inner.inset(by: outward)
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: textInsets))
  }
}

/// The APIs the sixth porting trial found missing (tutorial programs from one blog): padded
/// labels, iOS 13's bar appearances and the older transparent-bar idiom, colours from asset
/// catalogs, orientation masks, search bar keyboard traits, cell background views.
@MainActor
@Suite(.serialized) struct SixthTrialAPIsTests {
  @Test func aPaddedLabelMeasuresAndDrawsInsideItsInsets() throws {
    let label = InsetLabel()
    label.text = "Hello"
    let plain = label.intrinsicContentSize
    label.textInsets = UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10)
    #expect(label.intrinsicContentSize == CGSize(width: plain.width + 40, height: plain.height + 10))
    #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == label.intrinsicContentSize)
    let window = makeWindow(width: 200, height: 40)
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    label.textColor = .black
    window.addSubview(label)
    #expect(label.textDrawingRect == CGRect(x: 30, y: 4, width: 160, height: 30))
    let canvas = try render(window)
    var firstInk = -1
    for x in 0..<200 where firstInk < 0 {
      for y in 0..<40 where redOf(canvas.pixel(x: x, y: y)) < 0.5 { firstInk = x }
    }
    #expect(firstInk >= 30 && firstInk <= 34)
  }

  @Test func aMultiLineLabelWrapsAtItsWidthLessTheInsets() {
    let label = InsetLabel()
    label.numberOfLines = 0
    label.text = "one two three four"
    label.textInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    // 17 pt monospace: 9.35 pt a character. 100 - 40 = 60 pt fits "one", "two" and "three" (5
    // characters, 46.75 pt) alone but no two words together.
    label.preferredMaxLayoutWidth = 100
    let lines = label.intrinsicContentSize.height / (17 * 1.2)
    #expect(abs(lines - 4) < 0.1)
    let unpadded = UILabel()
    unpadded.numberOfLines = 0
    unpadded.text = label.text
    unpadded.preferredMaxLayoutWidth = 100
    #expect(abs(unpadded.intrinsicContentSize.height / (17 * 1.2) - 2) < 0.1)
  }

  func navigationScene() -> (UIWindow, UINavigationController, UIScrollView) {
    let window = UIWindow(
      size: CGSize(width: 390, height: 600), scale: 1,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0), clock: ManualClock())
    window.backgroundColor = .white
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 3000)
    let controller = UIViewController()
    controller.view = scroll
    controller.title = "Items"
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
    return (window, navigation, scroll)
  }

  @Test func anOpaqueStandardAppearanceColoursTheBarAndItsTitleOnceScrolled() throws {
    let (window, navigation, scroll) = navigationScene()
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .red
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    appearance.backgroundColor = .green  // the bar holds a copy
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .red)
    // At the top edge, without a scroll-edge appearance, the bar is transparent (iOS 15).
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 300, y: 70), .white))
    #expect(navigation.navigationBar.titleLabel.textColor == .white)
    let gestures = GestureSynthesizer(window: window, clock: window.clock as! ManualClock)
    gestures.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    #expect(scroll.contentOffset.y + scroll.adjustedContentInset.top > 100)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 300, y: 70), .red))
    #expect(close(canvas.pixel(x: 300, y: 20), .red))  // reaches up behind the status bar
  }

  @Test func aScrollEdgeAppearanceShowsWhileTheContentRestsAtItsTop() throws {
    let (window, navigation, scroll) = navigationScene()
    let standard = UINavigationBarAppearance()
    standard.configureWithOpaqueBackground()
    standard.backgroundColor = .blue
    navigation.navigationBar.standardAppearance = standard
    navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
    navigation.navigationBar.scrollEdgeAppearance?.backgroundColor = .red
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 300, y: 70), .red))
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 300, y: 70), .blue))
    // The hairline under the bar (at y = 47 + 44) is the opaque configuration's.
    #expect(navigation.navigationBar.displayedAppearance.shadowColor == UIColor(white: 0, alpha: 0.3))
  }

  @Test func anEmptyBackgroundAndShadowImageMakeTheBarTransparent() throws {
    let (window, navigation, scroll) = navigationScene()
    let content = UIView(frame: CGRect(x: 0, y: -200, width: 390, height: 3200))
    content.backgroundColor = .yellow
    scroll.addSubview(content)
    navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
    navigation.navigationBar.shadowImage = UIImage()
    navigation.navigationBar.isTranslucent = true
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 300, y: 70), .yellow))
    #expect(navigation.navigationBar.backgroundImage(for: .default)?.size == .zero)
  }

  @Test func aColourSetFromAnAssetCatalogInTheCurrentDirectory() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-assets-\(getpid())")
    let set = root.appendingPathComponent("App/Assets.xcassets/Brand/primaryColor.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let json = """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"128","red":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"0","red":"0"}},"idiom":"universal"}],
      "info":{"author":"xcode","version":1}}
      """
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(root.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let images = root.appendingPathComponent("App/Assets.xcassets/back-arrow.imageset")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let pixels = [UInt8](repeating: 0xFF, count: 6 * 4 * 4)
    try CairoCanvas.writePNG(
      argb: pixels, width: 6, height: 4, to: images.appendingPathComponent("arrow@2x.png").path)
    let imageJSON = """
      {"images":[{"idiom":"universal","scale":"1x"},{"filename":"arrow@2x.png","idiom":"universal","scale":"2x"}]}
      """
    try Data(imageJSON.utf8).write(to: images.appendingPathComponent("Contents.json"))
    let color = try #require(UIColor(named: "primaryColor"))
    #expect(close(color, UIColor(red: 1, green: 128.0 / 255, blue: 0x33 / 255.0, alpha: 1), tolerance: 0.002))
    #expect(UIColor(named: "missing") == nil)
    let image = try #require(UIImage(named: "back-arrow"))
    #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
  }

  @Test func orientationMasksAndTheDelegatesAnswer() {
    final class Delegate: UIResponder, UIApplicationDelegate {}
    final class Portrait: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }
    #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(
      UIInterfaceOrientationMask.landscape.rawValue == 24 && UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(Portrait().supportedInterfaceOrientations == .portrait)
    #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    let answer = Delegate().application(UIApplication.shared, supportedInterfaceOrientationsFor: nil)
    #expect(answer == .allButUpsideDown)
  }

  @Test func aSearchBarPassesItsKeyboardTraitsToItsField() {
    let bar = UISearchBar()
    bar.keyboardAppearance = .dark
    bar.autocapitalizationType = .none
    #expect(bar.searchTextField.keyboardAppearance == .dark)
    #expect(bar.searchTextField.autocapitalizationType == .none)
  }

  @Test func aCellsSelectedBackgroundViewShowsWhileTheRowIsSelected() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    let selected = UIView()
    selected.backgroundColor = .orange
    cell.selectedBackgroundView = selected
    let window = makeWindow(width: 100, height: 44)
    window.addSubview(cell)
    #expect(selected.isHidden)
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(!selected.isHidden && selected.frame == cell.bounds)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 20), .orange))
    cell.selectionStyle = .none
    #expect(selected.isHidden)
  }

  @Test func systemSymbolsAreBlankImagesOfASymbolsSize() {
    #expect(UIImage(systemName: "house.fill")?.size == CGSize(width: 20, height: 20))
    #expect(UIImage(systemName: "") == nil)
    let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
    #expect(large?.size == CGSize(width: 30, height: 30))
  }

  @Test func aColourMadeFromAColourIsTheSame() {
    #expect(UIColor(UIColor.red) == .red)
  }

  @Test func headersSpanTheWidthWhenTheyDoNotFollowTheInsets() {
    func headerFrame(follows: Bool) -> CGRect? {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      section.supplementariesFollowContentInsets = follows
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          elementKind: "header", alignment: .top)
      ]
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
      let source = OneItemSource()
      collection.dataSource = source
      return withExtendedLifetime(source) {
        collection.layoutIfNeeded()
        return layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400))?
          .first { $0.representedElementKind == "header" }?.frame
      }
    }
    #expect(headerFrame(follows: true) == CGRect(x: 16, y: 0, width: 288, height: 30))
    #expect(headerFrame(follows: false) == CGRect(x: 0, y: 0, width: 320, height: 30))
  }
}

/// One section of one item, with a header.
final class OneItemSource: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}
