// Seed 003 (UIScrollView API notes, Chinese): 16 fenced Swift blocks. Blocks 3, 4 and 8 are
// declaration lists in valid Swift; each compiles, as written, as the body of a protocol that
// UIScrollView must conform to (so every member exists with the listed type). Blocks 14-16 are
// code; they compile, as written, in the view controllers of Seed003AutoLayout.swift. The other
// ten blocks are not Swift as written (documentation notation: unnamed parameters such as
// `func zoom(to: CGRect, animated: Bool)`, properties without `{ get }` in a list, `weak` and a
// nested `protocol` in a declaration list, a class header without a body, Chinese prose on
// `case` lines); Seed003ScrollViewAPITests uses every member they list with the listed type.
import InertiaUIKit

// Block 3.
@MainActor protocol Seed003Block3 {
  // 内容视图的大小。
  // default:CGSizeZero.
  var contentSize: CGSize { get set }

  //  内容视图的起源与滚动视图的起源偏移的点。
  //  default:CGPointZero.
  var contentOffset: CGPoint { get set }

  // 从内容视图的来源设置与接收者的来源相对应的偏移量。
  func setContentOffset(
    _ contentOffset: CGPoint,
    animated: Bool
  )

}

// Block 4.
@MainActor protocol Seed003Block4 {
  // 来自内容插入和滚动视图安全区域的嵌入。
  var adjustedContentInset: UIEdgeInsets { get }

  // 内容视图从安全区域或滚动视图边缘插入的自定义距离。
  var contentInset: UIEdgeInsets { get set }

  // 确定调整后的内容偏移量的行为。
  var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }

  // 当滚动视图的调整内容集发生变化时调用。
  func adjustedContentInsetDidChange()

}

// Block 8.
@MainActor protocol Seed003Block8 {
  // 滚动指示器的样式。
  var indicatorStyle: UIScrollView.IndicatorStyle { get set }

  // 控制水平滚动指示器是否可见的布尔值。
  var showsHorizontalScrollIndicator: Bool { get set }

  // 控制垂直滚动指示器是否可见的布尔值。
  var showsVerticalScrollIndicator: Bool { get set }

  // 滚动指示器从滚动视图边缘设置的水平距离。
  var horizontalScrollIndicatorInsets: UIEdgeInsets { get set }

  // 滚动指示器从滚动视图边缘插入的垂直距离。
  var verticalScrollIndicatorInsets: UIEdgeInsets { get set }

  // 一个布尔值，指示系统是否自动调整滚动指示器插入。
  var automaticallyAdjustsScrollIndicatorInsets: Bool { get set }

  // 瞬间显示滚动指示器。
  func flashScrollIndicators()

  // 与滚动视图关联的刷新控件。
  var refreshControl: UIRefreshControl? { get set }

}

extension UIScrollView: Seed003Block3, Seed003Block4, Seed003Block8 {}
