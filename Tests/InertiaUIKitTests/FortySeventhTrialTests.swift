import InertiaUIKit
import Testing

// Behaviour the forty-seventh trial's programs showed: HidingNavigationBar's manager, made in a
// pushed controller's viewDidLoad, sets `extendedLayoutIncludesOpaqueBars`, which showed the
// controller's view (and sent viewWillAppear) before viewDidLoad had returned.

/// A table controller that, like HidingNavigationBar's samples, changes its bar settings in
/// viewDidLoad and records the order of its appearance calls.
private final class BarSettingController: UIViewController {
  var events: [String] = []
  let table = UITableView()
  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("load begins")
    table.frame = view.bounds
    view.addSubview(table)
    extendedLayoutIncludesOpaqueBars = true
    title = "Hiding"
    edgesForExtendedLayout = .all
    events.append("load ends")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("will appear")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if events.last != "laid out" { events.append("laid out") }
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("did appear")
  }
}

@MainActor
@Suite struct FortySeventhTrialTests {
  @Test func barSettingsChangedInViewDidLoadWaitForItToReturn() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let (clock, window, _) = trialHost(navigation)
    let pushed = BarSettingController()
    navigation.pushViewController(pushed, animated: false)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    #expect(
      pushed.events == [
        "load begins", "load ends", "will appear", "laid out", "did appear",
      ])
    #expect(navigation.navigationBar.topItem?.title == "Hiding")
    // The table under the translucent bar: inset by the bar and status bar, resting at its top.
    #expect(pushed.table.adjustedContentInset.top == 64)
    #expect(pushed.table.contentOffset.y == -64)
  }

  @Test func rootControllerChangingBarSettingsInViewDidLoad() {
    let root = BarSettingController()
    let navigation = UINavigationController(rootViewController: root)
    let (clock, _, _) = trialHost(navigation)
    clock.advance(by: 0.1)
    #expect(Array(root.events.prefix(3)) == ["load begins", "load ends", "will appear"])
    #expect(root.view.superview === navigation.view)
    #expect(navigation.navigationBar.topItem?.title == "Hiding")
  }
}
