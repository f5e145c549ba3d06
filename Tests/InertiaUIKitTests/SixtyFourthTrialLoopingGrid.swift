import InertiaUIKit

// The sixty-fourth trial's endless grid, written in KyoheiG3's GridView idioms as the port leaves
// them: a scroll view that is its own scroll delegate (`super.delegate = self`), keeps the program's
// delegate through an override of `delegate`, forwards `scrollViewDidScroll` to it, and wraps round
// in `layoutSubviews` by one period when the offset leaves the real columns.

/// Columns of `columnWidth` made endless: `columns` real columns and one more, a copy of the first,
/// so the wrap is seamless; a column's label is its real index.
final class LoopingGrid: UIScrollView, UIScrollViewDelegate {
  let columns: Int
  let columnWidth: CGFloat
  private(set) weak var originDelegate: UIScrollViewDelegate?
  /// The labels shown, by their column (real or the copy at `columns`).
  private(set) var shown: [Int: UILabel] = [:]
  /// Labels made so far (a reused one is not counted again).
  private(set) var made = 0
  private var spare: [UILabel] = []

  override var delegate: ScrollViewDelegate? {
    get { originDelegate }
    set { originDelegate = newValue as? UIScrollViewDelegate }
  }

  init(frame: CGRect, columns: Int) {
    self.columns = columns
    self.columnWidth = frame.width
    super.init(frame: frame)
    super.delegate = self
    isPagingEnabled = true
    contentSize = CGSize(width: CGFloat(columns + 1) * frame.width, height: frame.height)
  }

  /// The period the offset wraps by.
  var period: CGFloat { CGFloat(columns) * columnWidth }

  override func layoutSubviews() {
    super.layoutSubviews()
    if contentOffset.x < 0 {
      contentOffset.x += period
    } else if contentOffset.x >= period {
      contentOffset.x -= period
    }
    tile()
  }

  /// Shows the columns the bounds meet and hands the others' labels to the spares.
  private func tile() {
    let first = max(0, Int((bounds.minX / columnWidth).rounded(.down)))
    let last = min(columns, Int(((bounds.maxX - 0.5) / columnWidth).rounded(.down)))
    let wanted = first <= last ? Set(first...last) : []
    for (column, label) in shown where !wanted.contains(column) {
      label.removeFromSuperview()
      spare.append(label)
      shown[column] = nil
    }
    for column in wanted.sorted() where shown[column] == nil {
      let label = spare.popLast() ?? makeLabel()
      label.frame = CGRect(x: CGFloat(column) * columnWidth, y: 0, width: columnWidth, height: bounds.height)
      label.text = "\(column % columns)"
      addSubview(label)
      shown[column] = label
    }
  }

  private func makeLabel() -> UILabel {
    made += 1
    return UILabel()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    layoutIfNeeded()
    originDelegate?.scrollViewDidScroll(scrollView)
  }
}

/// The screen holding the grid, its scroll delegate: it logs the columns it sees scroll by.
final class LoopingGridController: UIViewController, UIScrollViewDelegate {
  var grid: LoopingGrid!
  var scrolls = 0
  var ends: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    grid = LoopingGrid(frame: CGRect(x: 0, y: 20, width: 375, height: 300), columns: 8)
    view.addSubview(grid)
    grid.delegate = self
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends.append(scrollView.contentOffset.x) }
}
