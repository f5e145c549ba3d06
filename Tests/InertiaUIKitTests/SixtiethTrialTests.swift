import InertiaUIKit
import Testing

/// The sixtieth trial's screen, written in CollectionKit's idioms (not its code) as `inertia port`
/// leaves them: a horizontal gallery, a `UIScrollView` subclass laying out its visible cells in
/// `layoutSubviews`, whose view source makes them from a class value (`View()` for a parameter
/// `View: UIView`, `type.init()` in a pool keyed by class), now calls of the classes' factories.
/// The cells are written in the everyday idiom, `override init(frame:)` and
/// `required init?(coder:)`, which compiles here as on iOS; each view class of the program has the
/// factory override the port adds.
@MainActor
@Suite struct SixtiethTrialTests {
  /// A square with a caption, set up in its `init(frame:)` override.
  class SquareView: UIView {
    let caption = UILabel()
    private(set) var setUpByOverride = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .lightGray
      addSubview(caption)
      setUpByOverride = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override class func makeFromClass(frame: CGRect) -> UIView { SquareView(frame: frame) }
  }

  /// A subclass declaring no initializer: it inherits `init(frame:)`.
  final class BorderedSquareView: SquareView {
    override class func makeFromClass(frame: CGRect) -> UIView { BorderedSquareView(frame: frame) }
  }

  /// A badge with an `init()` of its own, which a class value's `init()` runs.
  final class Badge: UILabel {
    private(set) var madeByInit = false

    init() {
      super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
      madeByInit = true
    }

    required init?(coder: NSCoder) { nil }
    override class func makeFromClass(frame: CGRect) -> UIView {
      fatalError("use of unimplemented initializer 'init(frame:)' for class 'Badge'")
    }
    override class func makeFromClass() -> UIView { Badge() }
  }

  /// Idle views by class, making a missing one from its class value.
  final class ReusePool {
    private var idle: [ObjectIdentifier: [UIView]] = [:]
    private(set) var made = 0

    func enqueue(_ view: UIView) { idle[ObjectIdentifier(type(of: view)), default: []].append(view) }

    func dequeue<T: UIView>(type: T.Type) -> T {
      if let view = idle[ObjectIdentifier(T.self)]?.popLast() as? T { return view }
      made += 1
      return (type.makeFromClass() as! T)
    }
  }

  /// Makes and updates the view for an item.
  final class ViewSource<Data, View: UIView> {
    let pool = ReusePool()
    let update: (View, Data, Int) -> Void

    init(update: @escaping (View, Data, Int) -> Void) { self.update = update }

    func view(data: Data, index: Int) -> View {
      let view = pool.dequeue(type: View.self)
      update(view, data, index)
      return view
    }

    func fresh() -> View { (View.makeFromClass() as! View) }
  }

  /// A row of 180-point cells 10 points apart, laid out in `layoutSubviews`.
  final class Gallery: UIScrollView {
    let items: [Int]
    let source: ViewSource<Int, SquareView>
    private(set) var visible: [Int: SquareView] = [:]

    init(items: [Int], source: ViewSource<Int, SquareView>) {
      self.items = items
      self.source = source
      super.init(frame: .zero)
      alwaysBounceHorizontal = true
    }

    required init?(coder: NSCoder) { nil }
    override class func makeFromClass(frame: CGRect) -> UIView {
      fatalError("use of unimplemented initializer 'init(frame:)' for class 'Gallery'")
    }

    func frame(at index: Int) -> CGRect {
      CGRect(x: CGFloat(index) * 190, y: 0, width: 180, height: bounds.height)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      contentSize = CGSize(width: CGFloat(items.count) * 190 - 10, height: bounds.height)
      let shown = Set(items.indices.filter { frame(at: $0).intersects(bounds) })
      for (index, view) in visible where !shown.contains(index) {
        view.removeFromSuperview()
        source.pool.enqueue(view)
        visible[index] = nil
      }
      for index in shown.sorted() where visible[index] == nil {
        let view = source.view(data: items[index], index: index)
        view.frame = frame(at: index)
        addSubview(view)
        visible[index] = view
      }
    }
  }

  final class GalleryViewController: UIViewController {
    let gallery = Gallery(
      items: Array(0..<10),
      source: ViewSource { view, data, _ in view.caption.text = "\(data)" })

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      gallery.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
      view.addSubview(gallery)
    }

    override class func makeFromClass() -> UIViewController { GalleryViewController() }
  }

  final class PlainTableCell: UITableViewCell {}
  final class PlainCollectionCell: UICollectionViewCell {}

  @Test func aGenericParameterAndAClassValueMakeTheirOwnClassThroughItsInitFrameOverride() {
    let source = ViewSource<Int, SquareView> { _, _, _ in }
    let made = source.fresh()
    #expect(type(of: made) == SquareView.self && made.setUpByOverride)
    #expect(made.subviews.count == 1 && made.subviews.first === made.caption)
    let cellClass: UIView.Type = BorderedSquareView.self
    let framed = cellClass.makeFromClass(frame: CGRect(x: 5, y: 6, width: 50, height: 60))
    #expect(type(of: framed) == BorderedSquareView.self)
    #expect((framed as? SquareView)?.setUpByOverride == true)
    #expect(framed.frame == CGRect(x: 5, y: 6, width: 50, height: 60))
    let pooled = source.pool.dequeue(type: SquareView.self)
    #expect(pooled.setUpByOverride && pooled.frame == .zero && source.pool.made == 1)
  }

  @Test func aClassValuesInitRunsTheClassesOwnInit() {
    let badgeClass: UILabel.Type = Badge.self
    let badge = badgeClass.makeFromClass()
    #expect((badge as? Badge)?.madeByInit == true)
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
    // The default `makeFromClass()` is `makeFromClass(frame: .zero)`, so the override runs.
    let square = (SquareView.self as UIView.Type).makeFromClass()
    #expect((square as? SquareView)?.setUpByOverride == true && square.frame == .zero)
  }

  @Test func inertiasOwnViewClassesAreMadeFromTheirClassValues() {
    let classes: [UIView.Type] = [
      UIView.self, UILabel.self, UIImageView.self, UIButton.self, UIScrollView.self, UITableView.self,
      UICollectionView.self, UIStackView.self, UITextField.self, UITextView.self, UISwitch.self,
      UISlider.self, UIPageControl.self, UIActivityIndicatorView.self, UIProgressView.self,
      UISegmentedControl.self, UINavigationBar.self, UIToolbar.self, UITabBar.self, UISearchBar.self,
      UITableViewCell.self, PlainTableCell.self, UICollectionViewCell.self, PlainCollectionCell.self,
      UITableViewHeaderFooterView.self,
    ]
    let frame = CGRect(x: 10, y: 20, width: 120, height: 44)
    let made = classes.map { $0.makeFromClass(frame: frame) }
    let mismatches = zip(classes, made).filter { type(of: $1) != $0 }.map { "\($0.0)" }
    #expect(mismatches.isEmpty)
    // A switch keeps UIKit's 51 x 31 size whatever frame it is made with, as on iOS.
    let resized = made.filter { $0.frame != frame }
    #expect(resized.map { "\(type(of: $0))" } == ["Switch"])
    #expect(resized.first?.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
  }

  @Test func controllersAreMadeFromTheirClassValues() {
    let classes: [UIViewController.Type] = [
      UIViewController.self, UITableViewController.self, UICollectionViewController.self,
      UINavigationController.self, UITabBarController.self, GalleryViewController.self,
    ]
    let made = classes.map { $0.makeFromClass() }
    #expect(zip(classes, made).allSatisfy { type(of: $1) == $0 })
    #expect((made.last as? GalleryViewController)?.gallery.items.count == 10)
  }

  @Test func theGalleryShowsTwoCellsMadeFromTheirClass() {
    let contentViewControllerType: UIViewController.Type = GalleryViewController.self
    let screen = contentViewControllerType.makeFromClass() as! GalleryViewController
    _ = trialHost(screen)
    let gallery = screen.gallery
    #expect(gallery.contentSize == CGSize(width: 1890, height: 200))
    #expect(gallery.visible.keys.sorted() == [0, 1])
    #expect(gallery.visible[1]?.frame == CGRect(x: 190, y: 0, width: 180, height: 200))
    #expect(gallery.visible.values.allSatisfy { $0.setUpByOverride })
    #expect(gallery.visible[1]?.caption.text == "1")
    #expect(gallery.source.pool.made == 2)
  }

  @Test func draggingTheGalleryReusesTheCellThatLeftAndMakesOneMore() {
    let screen = GalleryViewController()
    let (clock, window, fingers) = trialHost(screen)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let gallery = screen.gallery
    let first = gallery.visible[0]
    fingers.drag(from: CGPoint(x: 340, y: 200), to: CGPoint(x: 40, y: 200), duration: 0.5, release: .hold)
    clock.advance(by: 1.0 / 60)
    // The 300-point drag less the 10-point slop.
    #expect(gallery.contentOffset.x == 290)
    #expect(gallery.visible.keys.sorted() == [1, 2, 3])
    #expect(gallery.visible[3]?.frame == CGRect(x: 570, y: 0, width: 180, height: 200))
    #expect(gallery.visible.values.contains { $0 === first })
    #expect(gallery.visible[2]?.caption.text == "2" && gallery.visible[3]?.caption.text == "3")
    #expect(gallery.source.pool.made == 3)
  }

  @Test func aFlungGalleryComesToRestAndShowsTheCellsOfItsRestOffset() {
    let screen = GalleryViewController()
    let (clock, window, fingers) = trialHost(screen)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let gallery = screen.gallery
    fingers.drag(from: CGPoint(x: 340, y: 200), to: CGPoint(x: 40, y: 200), duration: 0.5, release: .lift)
    clock.advance(by: 5)
    #expect(!gallery.isDecelerating && !gallery.isDragging)
    // 290 dragged, then the decay of the release velocity (the drag's 600 points a second, about
    // 590 as the tracker measures the last moves): v x 0.998 / (1 - 0.998) / 1000 = 294.5 points.
    #expect(abs(gallery.contentOffset.x - 584.5) <= 0.5)
    // Cells 3 to 5 show (570 to 1,130 across the 375-point width); the three made are reused.
    #expect(gallery.visible.keys.sorted() == [3, 4, 5])
    #expect(gallery.source.pool.made == 3)
  }
}
