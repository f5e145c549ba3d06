// swift-format-ignore-file
// (The seed's end-of-line comments are kept where the seed has them.)
// Seed 003's Auto Layout blocks (14, 15, 16), as written, in the viewDidLoad of a view controller
// (the blocks use `view`). Block 15 is the line block 16 calls "very important"; it appears in
// block 16 and, on its own, in `Seed003Block15Controller`.
import InertiaUIKit

/// Block 14: the content view does not fill the scroll view.
final class Seed003Block14Controller: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    // 以下DEMO
    // contentView 不会铺满 UIScrollView
    // 由于 UIScrollView的边缘或边距与其内容之间的约束会附加到滚动视图的内容区域
    // contentSize 默认为 CGSizeZero
    // 此时 UIScrollView 无内容区域 即 contentView.width=0,contentView.height=0
    let scrollView = UIScrollView()
    let contentView = UIView()
    contentView.backgroundColor = .green
    let layoutGuide: UILayoutGuide = view.safeAreaLayoutGuide
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: layoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: layoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: layoutGuide.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: layoutGuide.bottomAnchor),
    ])
    NSLayoutConstraint.activate([
      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
    ])

  }
}

/// Block 15 on its own: one constraint between two views a container holds.
final class Seed003Block15Controller: UIViewController {
  let box = UIView()
  let contentView = UIView()
  var constraint: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
    contentView.addSubview(box)
    constraint =
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)  // 注意非常重要
  }
}

/// Block 16: the content height follows a box 1000 pt down.
final class Seed003Block16Controller: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    ({
      let scrollView = UIScrollView()
      let contentView = UIView()
      contentView.backgroundColor = .green
      let layoutGuide: UILayoutGuide = view.safeAreaLayoutGuide
      view.addSubview(scrollView)
      scrollView.addSubview(contentView)
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      contentView.translatesAutoresizingMaskIntoConstraints = false

      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: layoutGuide.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: layoutGuide.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: layoutGuide.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: layoutGuide.bottomAnchor),
      ])
      NSLayoutConstraint.activate([
        contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
        contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
        contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
        contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
        contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),  // 约束附加到滚动视图的内容区域,并非约束scrollView上
      ])

      // 子内容视图
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      box.backgroundColor = .red
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 100),
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1000),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),  // 通过约束，设置contentSize
      ])
    }())
  }
}
