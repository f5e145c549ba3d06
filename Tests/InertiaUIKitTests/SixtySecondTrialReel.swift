import InertiaUIKit

// The sixty-second trial's second program, written in the idioms of Ramotion's reel-search (RAMReel,
// not its code) as `inertia port` leaves them: a text field over a collection view of 44-point rows
// whose flow layout insets the content so that one row sits in the middle; typing sends
// `.editingChanged` to a target object (no responder) whose selector is a static property, and the
// words starting with the text fill the reel, centred on the middle one; a scroll delegate snaps
// the reel to a row when a drag or its deceleration ends (rounding the way it went); a tap target
// (another static selector) types the middle row into the field; the keyboard's frame notification,
// read through a `[String: AnyObject]` user info, lifts the reel's bottom to the keyboard.

/// The layout: full-width rows, content inset so that a row can rest in the middle.
final class ReelLayout: UICollectionViewFlowLayout {
  let itemHeight: CGFloat = 44

  override func prepare() {
    super.prepare()
    updateInsets()
  }

  func updateInsets() {
    guard let collectionView else { return }
    let inset = (collectionView.bounds.height - itemHeight) / 2
    collectionView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    if let collectionView {
      attributes.frame = CGRect(
        x: collectionView.bounds.origin.x, y: itemHeight * CGFloat(indexPath.item),
        width: collectionView.bounds.width, height: itemHeight)
    }
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    let shown = (0..<count).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { rect.intersectsAsCoreGraphics($0.frame) }
    let area = { (attributes: UICollectionViewLayoutAttributes) -> CGFloat in
      let overlap = rect.intersection(attributes.frame)
      return overlap.width * overlap.height
    }
    return shown.sorted { area($0) > area($1) }
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return CGSize(
      width: collectionView.bounds.width,
      height: CGFloat(collectionView.numberOfItems(inSection: 0)) * itemHeight)
  }
}

/// A row: a label 20 points in from the sides.
final class ReelCell: UICollectionViewCell {
  let textLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    textLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(textLabel)
    for attribute: NSLayoutConstraint.Attribute in [.left, .right, .top, .bottom] {
      let constant: CGFloat = attribute == .left || attribute == .right ? -20 : 0
      addConstraint(
        NSLayoutConstraint(
          item: self, attribute: attribute, relatedBy: .equal, toItem: textLabel, attribute: attribute,
          multiplier: 1, constant: constant))
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Snaps the reel to a row when a drag, or the deceleration after it, ends.
@MainActor final class ReelSnapper: NSObject, UIScrollViewDelegate {
  let itemHeight: CGFloat
  var itemIndexChanged: ((Int?) -> Void)?
  private(set) var itemIndex: Int? {
    willSet { itemIndexChanged?(newValue) }
  }
  var scrollFrom: CGFloat = 0
  var scrollTo: CGFloat = 0
  private(set) var calls: [String] = []

  init(itemHeight: CGFloat) {
    self.itemHeight = itemHeight
    super.init()
  }

  func resetIndex() { itemIndex = nil }

  func adjustScroll(_ scrollView: UIScrollView) {
    let inset = scrollView.contentInset.top
    let floatIndex = (scrollView.contentOffset.y + inset) / itemHeight
    let index =
      scrollFrom < scrollTo
      ? Int(ceil(floatIndex)) : scrollFrom > scrollTo ? Int(floor(floatIndex)) : Int(floatIndex)
    if index >= 0 { itemIndex = index }
    guard scrollFrom != scrollTo else { return }
    let snapped = CGFloat(index) * itemHeight - inset
    guard abs(scrollView.contentOffset.y - snapped) > 0.5 else { return }
    UIView.animate(
      withDuration: 0.25, delay: 0, options: UIView.AnimationOptions.curveEaseOut,
      animations: { scrollView.contentOffset = CGPoint(x: 0, y: snapped) }, completion: nil)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("willBeginDragging")
    scrollFrom = scrollView.contentOffset.y
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging \(decelerate)")
    guard !decelerate else { return }
    scrollTo = scrollView.contentOffset.y
    adjustScroll(scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
    scrollTo = scrollView.contentOffset.y
    adjustScroll(scrollView)
  }
}

/// The text field's target: a static selector, answered by the class's method for each instance.
@MainActor final class ReelTextTarget: NSObject {
  static let actionSelector = Selector("action:", method: ReelTextTarget.action(_:))
  var hooks: [UITextField: (UITextField) -> Void] = [:]

  func beTarget(
    for textField: UITextField, controlEvents: UIControl.Event, hook: @escaping (UITextField) -> Void
  ) {
    textField.addTarget(self, action: ReelTextTarget.actionSelector, for: controlEvents)
    hooks[textField] = hook
  }

  func action(_ textField: UITextField) { hooks[textField]?(textField) }
}

/// The reel's tap target, its selector a static property as well.
@MainActor final class ReelTapTarget: NSObject, UIGestureRecognizerDelegate {
  static let gestureSelector = Selector("gesture:", method: ReelTapTarget.gesture(_:))
  var hook: (() -> Void)?

  func recognize(on view: UIView, hook: @escaping () -> Void) {
    let tap = UITapGestureRecognizer(target: self, action: ReelTapTarget.gestureSelector)
    tap.delegate = self
    view.addGestureRecognizer(tap)
    self.hook = hook
  }

  func gesture(_ recognizer: UIGestureRecognizer) { hook?() }
}

/// The reel: the words starting with the text typed, the middle one chosen.
@MainActor final class Reel: NSObject {
  let view: UIView
  let collectionView: UICollectionView
  let textField = UITextField()
  let layout = ReelLayout()
  let snapper: ReelSnapper
  let words: [String]
  let returnTarget = ReelTextTarget()
  let editingTarget = ReelTextTarget()
  let tapTarget = ReelTapTarget()
  private(set) var data: [String] = []
  private(set) var selectedItem: String?
  private(set) var chosen: [String] = []
  var bottomConstraints: [NSLayoutConstraint] = []

  init(frame: CGRect, words: [String]) {
    view = UIView(frame: frame)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.words = words
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(ReelCell.self, forCellWithReuseIdentifier: "ReelCell")
    collectionView.bounces = false
    snapper = ReelSnapper(itemHeight: layout.itemHeight)
    super.init()
    collectionView.dataSource = self
    (collectionView as UIScrollView).delegate = snapper
    view.addSubview(collectionView)
    textField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textField)
    snapper.itemIndexChanged = { [weak self] index in
      guard let self else { return }
      self.selectedItem = index.flatMap { $0 < self.data.count ? self.data[$0] : nil }
    }
    editingTarget.beTarget(for: textField, controlEvents: .editingChanged) { [weak self] field in
      self?.show(field.text ?? "")
    }
    returnTarget.beTarget(for: textField, controlEvents: .editingDidEndOnExit) { [weak self] field in
      self?.chosen.append(field.text ?? "")
      self?.show("")
    }
    tapTarget.recognize(on: collectionView) { [weak self] in
      guard let self, let item = self.selectedItem else { return }
      self.textField.text = nil
      self.textField.insertText(item)
    }
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillChange:", target: self, Reel.keyboardWillChange(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardDidChange:", target: self, Reel.keyboardDidChange(_:)),
      name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
    addConstraints()
  }

  private func addConstraints() {
    let views: [String: UIView] = ["collectionView": collectionView, "textField": textField]
    view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[collectionView]|", options: [], metrics: nil, views: views))
    view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-(20)-[textField]-(20)-|", options: [], metrics: nil, views: views))
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[collectionView]|", options: [], metrics: nil, views: views)
    view.addConstraints(vertical)
    bottomConstraints = vertical.filter { $0.firstAttribute == .bottom }
    view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:[textField(>=44)]", options: [], metrics: nil, views: views))
    view.addConstraint(
      NSLayoutConstraint(
        item: textField, attribute: .centerY, relatedBy: .equal, toItem: collectionView, attribute: .centerY,
        multiplier: 1, constant: 0))
  }

  /// Shows the words starting with `query`, the reel centred on the middle one.
  func show(_ query: String) {
    data = query.isEmpty ? [] : words.filter { $0.hasPrefix(query.lowercased()) }
    snapper.resetIndex()
    collectionView.reloadData()
    centre()
    snapper.adjustScroll(collectionView)
  }

  /// Scrolls the middle word to the middle (the reel's index if it has one), animated.
  func centre() {
    UIView.animate(withDuration: 0.1) {
      let middle = self.snapper.itemIndex ?? self.collectionView.numberOfItems(inSection: 0) / 2
      guard middle > 0 else { return }
      let offset = CGFloat(middle) * self.layout.itemHeight - self.collectionView.contentInset.top
      self.collectionView.contentOffset = CGPoint(x: 0, y: offset)
    }
  }

  func keyboardWillChange(_ notification: Notification) {
    guard let userInfo = notification.userInfo as! [String: AnyObject]?,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect),
      let duration: TimeInterval = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue,
      let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
    else { return }
    for constraint in bottomConstraints { constraint.constant = view.frame.height - endFrame.origin.y }
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve),
      animations: { self.textField.layoutIfNeeded() }, completion: nil)
  }

  /// After the keyboard moved: the insets for the reel's new height, the chosen row in the middle.
  func keyboardDidChange(_ notification: Notification) {
    collectionView.contentInset = .zero
    layout.updateInsets()
    centre()
  }
}

extension Reel: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    data.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "ReelCell", for: indexPath) as! ReelCell
    cell.textLabel.text = data[indexPath.item]
    return cell
  }
}

extension Reel: ActionTarget {}

/// The reel's screen: the reel over the whole view, made with the view's bounds in `viewDidLoad`.
final class ReelController: UIViewController {
  static let words = [
    "cab", "cabin", "cable", "cactus", "cafe", "cage", "cake", "calm", "camel", "camera", "camp", "canal",
    "candle", "candy", "canoe", "canvas", "canyon", "cap", "car", "card", "cargo", "carpet", "cart", "case",
    "cat", "dog",
  ]
  var reel: Reel!

  override func viewDidLoad() {
    super.viewDidLoad()
    reel = Reel(frame: view.bounds, words: Self.words)
    view.addSubview(reel.view)
  }
}
