import InertiaUIKit

// The sixty-third trial's card table (see SixtyThirdTrialCards.swift), elongation-preview's
// controller idioms: the state flips the tap, the selection and the table's pan; the parallax is set
// once before the table appears and on every scroll.

/// The cards' controller.
final class CardDeckController: UITableViewController, UIPreviewInteractionDelegate {
  enum State { case normal, expanded }

  var config = CardDeckConfig()
  var count = 12
  private(set) var expandedIndexPath: IndexPath?
  private var cellStates: [IndexPath: Bool] = [:]
  private var tapGesture: UITapGestureRecognizer!
  private(set) var longPressGesture: UILongPressGestureRecognizer?
  private(set) var previewInteraction: UIPreviewInteraction?
  private var parallaxConfigured = false
  /// What the controller did, in order.
  private(set) var log: [String] = []

  var state: State = .normal {
    didSet {
      let expanded = state == .expanded
      tapGesture.isEnabled = expanded
      tableView.allowsSelection = !expanded
      tableView.panGestureRecognizer.isEnabled = !expanded
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.separatorStyle = .none
    tableView.register(CardCell.self, forCellReuseIdentifier: "card")
    tapGesture = UITapGestureRecognizer(
      target: self, action: Selector("tableViewTapped:", target: self, Self.tableViewTapped(_:)))
    tapGesture.isEnabled = false
    tableView.addGestureRecognizer(tapGesture)
    if traitCollection.forceTouchCapability == .available {
      previewInteraction = UIPreviewInteraction(view: view)
      previewInteraction?.delegate = self
    } else {
      let press = UILongPressGestureRecognizer(
        target: self, action: Selector("longPressed:", target: self, Self.longPressed(_:)))
      tableView.addGestureRecognizer(press)
      longPressGesture = press
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard config.parallaxFactor != nil, !parallaxConfigured else { return }
    parallaxConfigured = true
    scrollViewDidScroll(tableView)
  }

  func card(_ row: Int) -> CardCell? {
    tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? CardCell
  }

  func longPressed(_ sender: UILongPressGestureRecognizer) {
    let location = sender.location(in: tableView)
    guard sender.state == .began, let path = tableView.indexPathForRow(at: location) else { return }
    log.append("press \(path.row)")
    expandedIndexPath = path
    moveCells(from: path)
  }

  func tableViewTapped(_ gesture: UITapGestureRecognizer) {
    guard let path = expandedIndexPath else { return }
    let location = gesture.location(in: tableView)
    if !tableView.rectForRow(at: path).contains(location) {
      log.append("collapse \(path.row)")
      for (path, expanded) in cellStates where expanded { moveCells(from: path, force: false) }
    }
  }

  func moveCells(from indexPath: IndexPath, force: Bool? = nil, animated: Bool = true) {
    guard let cell = tableView.cellForRow(at: indexPath) as? CardCell else { return }
    let shouldExpand = force ?? !(cellStates[indexPath] ?? false)
    cell.expand(shouldExpand, animated: animated)
    cellStates[indexPath] = shouldExpand
    state = shouldExpand ? .expanded : .normal
    expandedIndexPath = shouldExpand ? indexPath : nil
    for case let other as CardCell in tableView.visibleCells where other != cell {
      other.dim(shouldExpand)
    }
    tableView.beginUpdates()
    tableView.endUpdates()
    if force == nil {
      let frame = cell.frame
      log.append("scroll to \(frame.minY)-\(frame.maxY)")
      if frame.maxY > tableView.contentSize.height {
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: animated)
      } else {
        tableView.scrollRectToVisible(frame, animated: animated)
      }
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let expanded = cellStates[indexPath] ?? false
    return expanded
      ? config.bottomViewHeight + config.topViewHeight - config.bottomViewOffset : config.topViewHeight
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    (cell as? CardCell)?.dim(state == .expanded, animated: false)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === tableView, config.parallaxFactor != nil else { return }
    for case let cell as CardCell in tableView.visibleCells {
      cell.parallaxOffset(offsetY: tableView.contentOffset.y, height: tableView.bounds.height)
    }
  }

  func previewInteraction(
    _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
    ended: Bool
  ) {
    log.append("preview \(transitionProgress)")
  }

  func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) {
    log.append("preview cancelled")
  }
}
