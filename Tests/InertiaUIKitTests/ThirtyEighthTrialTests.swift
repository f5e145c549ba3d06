import Foundation
import InertiaUIKit
import Testing

// The thirty-eighth porting trial's idioms, written as those programs write them: a loader view
// that watches a table's offset by key-value observing and holds the content at its inset once a
// pull past its height is let go (KRPullLoader), a storyboard's standalone opaque navigation bar
// over a table in an opaque tab bar (KRPullLoader's demo), a drawer scroll view bounced by a
// keyframe animation of its bounds (Pulley), and table cells that lay out a stack view by
// constraints made in their initializer (PanModal's member cells).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// KRPullLoader's idiom: a 67-point view above the content that watches the offset and, when the
/// content springs back from a pull past its height, animates the top inset open by its height.
private final class PullLoader: UIView {
  private var observation: NSKeyValueObservation?
  private(set) var states: [String] = []
  private var baseInset: CGFloat = 0

  func attach(to table: UITableView) {
    frame = CGRect(x: 0, y: -table.contentInset.top - 67, width: table.bounds.width, height: 67)
    table.insertSubview(self, at: 0)
    observation = table.observe(\.contentOffset) { [weak self] table, _ in
      self?.offsetChanged(table)
    }
  }

  private func offsetChanged(_ table: UITableView) {
    guard states.last != "loading" else { return }
    let pulled = table.contentOffset.y + table.contentInset.top
    if table.isDecelerating && pulled < -bounds.height {
      states.append("loading")
      baseInset = table.contentInset.top
      UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut) {
        table.contentInset.top = self.baseInset + self.bounds.height
      }
    } else if pulled < 0, states.last != "pulling" {
      states.append("pulling")
    }
  }

  func finish(_ table: UITableView) {
    states.append("done")
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut) {
      table.contentInset.top = self.baseInset
    }
  }
}

/// A table scene as a storyboard lays it out: an opaque standalone bar under the status bar, the
/// table below it to the bottom of the view.
private final class BarAndTableScene: UIViewController, UITableViewDataSource {
  let bar = UINavigationBar()
  let table = UITableView(frame: .zero, style: .plain)

  override func loadView() {
    let root = UIView()
    bar.isTranslucent = false
    bar.items = [UINavigationItem(title: "Loader")]
    table.rowHeight = 44
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    for view in [table, bar] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      table.topAnchor.constraint(equalTo: bar.bottomAnchor),
      table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    view = root
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

/// PanModal's member cell idiom: an avatar and two labels in stack views pinned 8 and 16 points
/// inside the content view by constraints made in the initializer.
private final class MemberCell: UITableViewCell {
  let stack = UIStackView()
  var contentSizeAtInit = CGSize.zero

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentSizeAtInit = contentView.bounds.size
    let avatar = UIView()
    let details = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
    details.axis = .vertical
    stack.addArrangedSubview(avatar)
    stack.addArrangedSubview(details)
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
    // The avatar's size gives way to the cell's height, one below required, as the program's.
    for size in [
      avatar.widthAnchor.constraint(equalToConstant: 36), avatar.heightAnchor.constraint(equalToConstant: 36),
    ] {
      size.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
      size.isActive = true
    }
  }

  required init?(coder: NSCoder) { fatalError("no archives") }
}

@MainActor
@Suite struct ThirtyEighthTrialTests {
  @Test func anOpaqueTabBarEndsTheSceneAboveItAndAStandaloneBarIsFortyFourTall() {
    let scene = BarAndTableScene()
    let tabs = UITabBarController()
    tabs.tabBar.isTranslucent = false
    tabs.viewControllers = [scene]
    let (clock, window, _) = trialHost(tabs)
    run(clock, window, 0.1)
    #expect(scene.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    #expect(scene.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(scene.table.frame == CGRect(x: 0, y: 64, width: 375, height: 554))
    #expect(scene.table.adjustedContentInset == .zero)
    // A translucent bar lets the scene run under it, the bar's height in its safe area.
    tabs.tabBar.isTranslucent = true
    run(clock, window, 0.1)
    #expect(scene.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scene.view.safeAreaInsets.bottom == 49)
  }

  @Test func aStandaloneBarShowsItsTopItemAndPopsBackToTheOneBelow() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let first = UINavigationItem(title: "Inbox")
    bar.items = [first]
    #expect(bar.topItem === first && bar.backItem == nil)
    bar.pushItem(UINavigationItem(title: "Message"), animated: true)
    #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
    #expect(bar.backItem === first && bar.topItem?.title == "Message")
    #expect(bar.popItem(animated: true)?.title == "Message")
    #expect(bar.topItem === first && bar.items?.count == 1)
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 44))
  }

  @Test func aPullPastTheLoadersHeightHoldsTheTableAtTheInsetUntilLoadingEnds() {
    let scene = BarAndTableScene()
    let tabs = UITabBarController()
    tabs.tabBar.isTranslucent = false
    tabs.viewControllers = [scene]
    let (clock, window, gestures) = trialHost(tabs)
    let table = scene.table
    table.alwaysBounceVertical = true
    table.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
    let loader = PullLoader()
    loader.attach(to: table)
    run(clock, window, 0.1)
    #expect(table.contentOffset.y == -50)
    // 200 points down, held: 190 past the slop, rubber-banded to 88 (0.55 over a 554-point table).
    gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 400), duration: 1, release: .hold)
    #expect(abs(table.contentOffset.y - -138) < 0.5)
    #expect(loader.states == ["pulling"])
    gestures.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 187, y: 400))
    ])
    run(clock, window, 0.6)
    #expect(loader.states == ["pulling", "loading"])
    #expect(table.contentInset.top == 117 && table.contentOffset.y == -117)
    loader.finish(table)
    run(clock, window, 0.5)
    #expect(table.contentInset.top == 50 && table.contentOffset.y == -50)
  }

  @Test func aKeyframeBounceOfTheBoundsMovesTheDrawerOnScreenButNotItsOffset() {
    let drawer = UIScrollView(frame: CGRect(x: 0, y: 40, width: 375, height: 627))
    drawer.contentSize = CGSize(width: 375, height: 1201)
    drawer.bounces = false
    let root = UIViewController()
    root.view.addSubview(drawer)
    let (clock, window, _) = trialHost(root)
    // Pulley's bounce: the drawer's bounds rise 50 points and settle, in 0.8 s.
    let start = drawer.bounds.origin.y
    let factors: [CGFloat] = [0, 60, 100, 124, 128, 114, 83, 32, 0, 42, 62, 54, 24, 0]
    let bounce = CAKeyframeAnimation(keyPath: "bounds.origin.y")
    bounce.values = factors.map { start + $0 / 128 * 50 }
    bounce.duration = 0.8
    drawer.layer.add(bounce, forKey: "bounceAnimation")
    run(clock, window, 0.25)
    let risen = drawer.layer.presentation()?.bounds.origin.y ?? 0
    #expect(risen > 40 && risen <= 50)
    #expect(drawer.contentOffset.y == 0)
    run(clock, window, 0.7)
    #expect(drawer.layer.presentation()?.bounds.origin.y == 0)
    #expect(drawer.layer.animationKeys() == nil || drawer.layer.animationKeys()?.isEmpty == true)
  }

  @Test func aCellsInitializerSeesAContentViewOfUIKitsDefaultSize() {
    let scene = UITableViewController(style: .plain)
    final class Members: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "member", for: indexPath)
      }
    }
    let members = Members()
    scene.tableView.dataSource = members
    scene.tableView.rowHeight = 60
    scene.tableView.register(MemberCell.self, forCellReuseIdentifier: "member")
    let (clock, window, _) = trialHost(scene)
    run(clock, window, 0.1)
    let cell = scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MemberCell
    #expect(cell?.contentSizeAtInit == CGSize(width: 320, height: 44))
    // The 60-point row's content view ends above the separator's half point: 59.5 less 8 and 8.
    #expect(cell?.stack.frame == CGRect(x: 16, y: 8, width: 343, height: 43.5))
    _ = members
  }
}
