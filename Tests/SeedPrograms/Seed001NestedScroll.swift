// Seed 001 (jake-kim, "Nested Scroll 구현 방법"): the blog post's Swift blocks, assembled as its
// full project assembles them. Changes, all listed: `import UIKit` -> `import InertiaUIKit`;
// `import Then` and `import SnapKit` dropped (SeedSupport.swift supplies `then`); the three
// `snp.makeConstraints` calls rewritten to anchors (with the
// `translatesAutoresizingMaskIntoConstraints = false` SnapKit sets for you); blocks 2-3 placed in
// the class body and blocks 6, 8-11 in `scrollViewDidScroll` where the post says they go.
// Block 7 (`guard outerScroll`, an intermediate step of the post) is compiled in `outerOnlyStep`.
// Block numbers follow the post's order.
import InertiaUIKit

// Block 1.
class ViewController: UIViewController {
  private let outerScrollView = UIScrollView()
  private let stackView = UIStackView().then {
    $0.axis = .vertical
    $0.spacing = 20
  }
  private let headerView = UIView().then {
    $0.backgroundColor = .systemGreen
  }
  private let titleLabel = UILabel().then {
    $0.numberOfLines = 0
    $0.font = .systemFont(ofSize: 22, weight: .regular)
    $0.textColor = .black
    $0.text = text1
  }
  private let tableView = UITableView(frame: .zero).then {
    $0.allowsSelection = false
    $0.backgroundColor = UIColor.clear
    $0.bounces = true
    $0.showsVerticalScrollIndicator = true
    $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  var innerScrollView: UIScrollView {
    tableView
  }

  // Block 2.
  let items = (0...31).map(String.init)

  // Block 3, SnapKit rewritten to anchors.
  override func viewDidLoad() {
    super.viewDidLoad()

    view.addSubview(outerScrollView)
    outerScrollView.addSubview(stackView)
    stackView.addArrangedSubview(titleLabel)
    stackView.addArrangedSubview(tableView)

    // outerScrollView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
    outerScrollView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      outerScrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      outerScrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      outerScrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      outerScrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
    // stackView.snp.makeConstraints { $0.edges.width.equalToSuperview() }
    stackView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: outerScrollView.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: outerScrollView.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: outerScrollView.trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: outerScrollView.bottomAnchor),
      stackView.widthAnchor.constraint(equalTo: outerScrollView.widthAnchor),
    ])
    // tableView.snp.makeConstraints { $0.height.equalTo(400) }
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.heightAnchor.constraint(equalToConstant: 400)
    ])

    outerScrollView.delegate = self
    tableView.delegate = self
    tableView.dataSource = self
  }
}

// Block 4.
extension ViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "#\(indexPath.row)"
    cell.detailTextLabel?.text = items[indexPath.row]
    return cell
  }
}

// Block 5, with blocks 6 and 8-11 in the body where the post puts them.
extension ViewController: UITableViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // 여기서 nested scroll 구현

    // Block 6.
    // more, less 스크롤 방향의 기준: 새로운 콘텐츠로 스크롤링하면 more, 이전 콘텐츠로 스크롤링하면 less
    // ex) more scroll 한다는 의미: 손가락을 아래에서 위로 올려서 새로운 콘텐츠를 확인한다

    let outerScroll = outerScrollView == scrollView
    let innerScroll = !outerScroll
    let moreScroll = scrollView.panGestureRecognizer.translation(in: scrollView).y < 0
    let lessScroll = !moreScroll

    // outer scroll이 스크롤 할 수 있는 최대값 (이 값을 sticky header 뷰가 있다면 그 뷰의 frame.maxY와 같은 값으로 사용해도 가능)
    let outerScrollMaxOffsetY = outerScrollView.contentSize.height - outerScrollView.frame.height
    let innerScrollMaxOffsetY = innerScrollView.contentSize.height - innerScrollView.frame.height

    // Block 8.
    if outerScroll && moreScroll {
      guard outerScrollMaxOffsetY < outerScrollView.contentOffset.y + Policy.floatingPointTolerance else {
        return
      }
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }

      // innerScrollView를 모두 스크롤 한 경우 stop
      guard innerScrollView.contentOffset.y < innerScrollMaxOffsetY else { return }

      innerScrollView.contentOffset.y =
        innerScrollView.contentOffset.y + outerScrollView.contentOffset.y - outerScrollMaxOffsetY
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }

    // Block 9.
    if outerScroll && lessScroll {
      guard innerScrollView.contentOffset.y > 0 && outerScrollView.contentOffset.y < outerScrollMaxOffsetY
      else { return }
      innerScrollingDownDueToOuterScroll = true
      defer { innerScrollingDownDueToOuterScroll = false }

      // outer scroll에서 스크롤한 만큼 inner scroll에 적용
      innerScrollView.contentOffset.y = max(
        innerScrollView.contentOffset.y - (outerScrollMaxOffsetY - outerScrollView.contentOffset.y), 0)

      // outer scroll은 스크롤 되지 않고 고정
      outerScrollView.contentOffset.y = outerScrollMaxOffsetY
    }

    // Block 10 (its AssociatedKeys and UIScrollView extension are at file scope below).
    if innerScroll && lessScroll {
      defer { innerScrollView.lastOffsetY = innerScrollView.contentOffset.y }
      guard innerScrollView.contentOffset.y < 0 && outerScrollView.contentOffset.y > 0 else { return }

      // innerScrollView의 bounces에 의하여 다시 outerScrollView가 당겨질수 있으므로 bounces로 다시 되돌아가는 offset 방지
      guard innerScrollView.lastOffsetY > innerScrollView.contentOffset.y else { return }

      let moveOffset = outerScrollMaxOffsetY - abs(innerScrollView.contentOffset.y) * 3
      guard moveOffset < outerScrollView.contentOffset.y else { return }
      print(moveOffset)

      outerScrollView.contentOffset.y = max(moveOffset, 0)
    }

    // Block 11.
    if innerScroll && moreScroll {
      guard
        outerScrollView.contentOffset.y + Policy.floatingPointTolerance < outerScrollMaxOffsetY,
        !innerScrollingDownDueToOuterScroll
      else { return }
      // outer scroll를 more 스크롤
      let minOffetY = min(
        outerScrollView.contentOffset.y + innerScrollView.contentOffset.y, outerScrollMaxOffsetY)
      let offsetY = max(minOffetY, 0)
      outerScrollView.contentOffset.y = offsetY

      // inner scroll은 스크롤 되지 않아야 하므로 0으로 고정
      innerScrollView.contentOffset.y = 0
    }
  }

  /// Block 7: the post's intermediate step (only the outer scroll view considered).
  func outerOnlyStep(_ scrollView: UIScrollView) -> Bool {
    let outerScroll = outerScrollView == scrollView
    guard outerScroll else { return false }
    return true
  }
}

// Block 10, file-scope part.
private struct AssociatedKeys {
  static var lastOffsetY = "lastOffsetY"
}

extension UIScrollView {
  var lastOffsetY: CGFloat {
    get {
      (objc_getAssociatedObject(self, &AssociatedKeys.lastOffsetY) as? CGFloat) ?? contentOffset.y
    }
    set {
      objc_setAssociatedObject(
        self, &AssociatedKeys.lastOffsetY, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

/// The flag the post's rules use; its full project declares it as a stored property of the view
/// controller (`var innerScrollingDownDueToOuterScroll = false`), which the post never shows.
private var innerScrollingKey = 0

extension ViewController {
  var innerScrollingDownDueToOuterScroll: Bool {
    get { (objc_getAssociatedObject(self, &innerScrollingKey) as? Bool) ?? false }
    set { objc_setAssociatedObject(self, &innerScrollingKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}
