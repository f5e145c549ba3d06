import InertiaUIKit

// The sixty-fifth trial's second program, written in the idioms of y-hryk's StretchHeader (Swift 3;
// not its code) as `inertia port` leaves them: a table header view holding an image view that
// `scrollViewDidScroll` grows past the header's top and sides while the table is pulled down, the
// top inset taken from the status bar and a translucent navigation bar when the header sits under
// the bar; and a full-screen variant that hides the navigation bar and fades in a bar of its own
// once the table has scrolled 50 points.

/// Where the header's image starts.
enum StretchPosition {
  case fullScreenTop
  case underNavigationBar
}

/// The header.
final class PullHeader: UIView {
  var imageView: UIImageView!
  private var imageSize = CGSize.zero
  private(set) var topInset: CGFloat = 0

  convenience init() {
    self.init(frame: CGRect.zero)
  }

  override init(frame: CGRect) {
    super.init(frame: CGRect.zero)
    imageView = UIImageView()
    imageView.backgroundColor = UIColor.orange
    imageView.clipsToBounds = true
    imageView.contentMode = .scaleAspectFill
    addSubview(imageView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func stretchHeaderSize(
    headerSize: CGSize, imageSize: CGSize, controller: UIViewController, position: StretchPosition
  ) {
    let statusHeight = UIApplication.shared.statusBarFrame.height
    let barHeight = controller.navigationController?.navigationBar.frame.size.height ?? 44
    if position == .fullScreenTop {
      controller.automaticallyAdjustsScrollViewInsets = false
    }
    if position == .underNavigationBar, controller.navigationController?.navigationBar.isTranslucent == true {
      topInset += statusHeight + barHeight
    }
    imageView.frame = CGRect(x: 0, y: 0, width: imageSize.width, height: imageSize.height)
    self.imageSize = imageSize
    frame = CGRect(x: 0, y: 0, width: headerSize.width, height: headerSize.height)
  }

  func updateScrollViewOffset(_ scrollView: UIScrollView) {
    let scrollOffset = scrollView.contentOffset.y + topInset
    if scrollOffset < 0 {
      imageView.frame = CGRect(
        x: scrollOffset, y: scrollOffset, width: imageSize.width - scrollOffset * 2,
        height: imageSize.height - scrollOffset)
    } else {
      imageView.frame = CGRect(x: 0, y: 0, width: imageSize.width, height: imageSize.height)
    }
  }
}

/// A table controller under a translucent navigation bar with the header (Demo2's idioms).
final class PullHeaderTableController: UITableViewController {
  var header: PullHeader!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TableViewCell")
    header = PullHeader()
    header.stretchHeaderSize(
      headerSize: CGSize(width: view.frame.size.width, height: 220),
      imageSize: CGSize(width: view.frame.size.width, height: 220), controller: self,
      position: .underNavigationBar)
    tableView.tableHeaderView = header
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    header.updateScrollViewOffset(scrollView)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TableViewCell", for: indexPath)
    cell.textLabel?.text = "index -- \((indexPath as NSIndexPath).row)"
    return cell
  }
}

/// A full-screen table under a hidden navigation bar, with a bar of its own that fades in
/// (Demo1's idioms).
final class PullHeaderProfileController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  var header: PullHeader!
  var tableView: UITableView!
  var navigationView = UIView()

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: true)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TableViewCell")
    header = PullHeader()
    header.stretchHeaderSize(
      headerSize: CGSize(width: view.frame.size.width, height: 220),
      imageSize: CGSize(width: view.frame.size.width, height: 220), controller: self, position: .fullScreenTop
    )
    tableView.tableHeaderView = header
    let barHeight: CGFloat = navigationController!.navigationBar.bounds.height
    let statusHeight: CGFloat = UIApplication.shared.statusBarFrame.size.height
    navigationView.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: barHeight + statusHeight)
    navigationView.alpha = 0.0
    view.addSubview(navigationView)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    header.updateScrollViewOffset(scrollView)
    let offset: CGFloat = scrollView.contentOffset.y
    if offset > 50 {
      let height = navigationView.frame.height
      navigationView.alpha = min(CGFloat(1), CGFloat(1) - (CGFloat(50) + height - offset) / height)
    } else {
      navigationView.alpha = 0.0
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TableViewCell", for: indexPath)
    cell.textLabel?.text = "index -- \(indexPath.row)"
    return cell
  }
}
