import Foundation
import InertiaUIKit
import Testing

/// The APIs the eighteenth porting trial's programs used: NSObject's delayed perform requests (a
/// paginating table reloads a second after its last row shows), `accessibilityIdentifier`, a
/// window's settable `windowScene`, and CALayer's `cornerCurve`.
@MainActor
@Suite(.serialized) struct EighteenthTrialAPIsTests {
  /// A table that appends 20 rows when its last row shows and reloads a second later, as the
  /// pagination tutorials do with `perform(#selector(loadTable), with: nil, afterDelay: 1.0)`.
  final class PagingTable: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var records = Array(0..<20)
    var shown = 20
    var reloads: [Double] = []
    var requests: [Double] = []
    let clock: ManualClock
    init(clock: ManualClock) {
      self.clock = clock
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = "row \(records[indexPath.row])"
      return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
      guard indexPath.row == shown - 1, records.count == shown, records.count < 100 else { return }
      records += Array(records.count..<records.count + 20)
      requests.append(clock.now)
      perform(Selector("loadTable", target: self, PagingTable.loadTable), with: nil, afterDelay: 1.0)
    }
    func loadTable() {
      reloads.append(clock.now)
      shown = records.count
      tableView.reloadData()
    }
  }

  @Test func aDelayedReloadRunsOneSecondOfAppClockAfterTheLastRowShows() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let table = PagingTable(clock: clock)
    window.rootViewController = table
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    // A slow drag up that stops (no flick) brings row 19 into view; the request is made then.
    gestures.drag(from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 20), duration: 1, release: .stop)
    #expect(table.requests.count == 1 && table.records.count == 40 && table.reloads.isEmpty)
    #expect(table.tableView.numberOfRows(inSection: 0) == 20)
    let asked = table.requests[0]
    clock.advance(to: asked + 0.9)
    #expect(table.reloads.isEmpty)
    clock.advance(to: asked + 1.1)
    #expect(table.reloads.count == 1 && table.requests.count == 1)
    #expect(table.tableView.numberOfRows(inSection: 0) == 40)
    // It fired within one frame of a second after the last row showed.
    #expect(table.reloads[0] >= asked + 1 - 1e-9 && table.reloads[0] <= asked + 1 + 1.0 / 60 + 1e-9)
  }

  /// A target whose method takes the request's argument.
  final class Loader: UIResponder {
    var pages: [Int] = []
    func load(_ page: Any?) { pages.append(page as? Int ?? -1) }
    var loadSelector: Selector { Selector("load:", target: self, Loader.load) }
  }

  @Test func theArgumentReachesTheMethodAndCancellingStopsTheRequests() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let loader = Loader()
    loader.perform(loader.loadSelector, with: 2, afterDelay: 0.3)
    loader.perform(loader.loadSelector, with: 3, afterDelay: 0.6)
    clock.advance(to: 0.4)
    #expect(loader.pages == [2])
    NSObject.cancelPreviousPerformRequests(withTarget: loader)
    clock.advance(to: 2)
    #expect(loader.pages == [2])
    // Cancelling by selector and argument leaves the other argument's request.
    loader.perform(loader.loadSelector, with: 4, afterDelay: 0.2)
    loader.perform(loader.loadSelector, with: 5, afterDelay: 0.2)
    UIResponder.cancelPreviousPerformRequests(withTarget: loader, selector: loader.loadSelector, object: 4)
    clock.advance(to: 3)
    #expect(loader.pages == [2, 5])
  }

  @Test func anAccessibilityIdentifierFindsItsView() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let thumbnail = UIImageView(frame: avatar.bounds)
    avatar.addSubview(thumbnail)
    root.addSubview(avatar)
    avatar.accessibilityIdentifier = "avatarView"
    thumbnail.accessibilityIdentifier = "thumbnailImageView"
    #expect(root.view(withIdentifier: "thumbnailImageView") === thumbnail)
    #expect(root.view(withIdentifier: "avatarView") === avatar)
    #expect(avatar.accessibilityIdentifier == "avatarView" && root.accessibilityIdentifier == nil)
    thumbnail.accessibilityIdentifier = nil
    #expect(root.view(withIdentifier: "thumbnailImageView") == nil)
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = (scene as? UIWindowScene) else { return }
      window = UIWindow(windowScene: windowScene)
      window?.windowScene = windowScene  // as many templates write it again
      window?.rootViewController = UIViewController()
      window?.makeKeyAndVisible()
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {}

  @Test func settingAWindowsSceneMovesItWithoutRepeatingIt() throws {
    UIApplication.shared.clock = ManualClock()
    let scenes = SceneDelegate()
    let window = try #require(UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegate: scenes))
    let scene = try #require(window.windowScene)
    #expect(scene.windows.filter { $0 === window }.count == 1)
    window.windowScene = nil
    #expect(window.windowScene == nil && !scene.windows.contains { $0 === window })
    window.windowScene = scene
    #expect(window.windowScene === scene && scene.windows.filter { $0 === window }.count == 1)
  }

  @Test func aLayersCornerCurveIsKeptAndCopied() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(view.layer.cornerCurve == .circular)
    view.layer.cornerRadius = 16
    view.layer.cornerCurve = .continuous
    let copy = CALayer(layer: view.layer)
    #expect(view.layer.cornerCurve == .continuous && copy.cornerCurve == .continuous)
    #expect(copy.cornerRadius == 16 && CALayerCornerCurve(rawValue: "continuous") == .continuous)
  }
}
