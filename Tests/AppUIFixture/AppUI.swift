import InertiaTexture

// A program's own UI module, as an app splits its design system from its screens: classes named
// as Inertia's own unprefixed types are (`TextNode`, `Button`, `ScrollView`, `Layout`), which iOS
// code may do freely because `import UIKit` and `import AsyncDisplayKit` bring only prefixed names.
// OutsideProgramTests names them from another module, in type positions and in expressions.

/// A text node with the design system's font, as Texture apps subclass ASTextNode.
open class TextNode: ASTextNode {
  /// The size the text was set in.
  public let pointSize: CGFloat

  /// A node showing `text` in the system font of `size` points.
  public init(_ text: String, size: CGFloat) {
    pointSize = size
    super.init()
    attributedText = NSAttributedString(
      string: text, attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.darkGray])
  }
}

/// A button that records its highlight changes, as a design system's button animates them.
open class Button: UIButton {
  /// Every highlight change, in order.
  public private(set) var highlights: [Bool] = []

  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { highlights.append(isHighlighted) } }
  }
}

/// A paging scroll view of `pages` pages as wide as itself.
open class ScrollView: UIScrollView {
  /// A paging scroll view whose content is `pages` frames wide.
  public init(frame: CGRect, pages: Int) {
    super.init(frame: frame)
    isPagingEnabled = true
    contentSize = CGSize(width: frame.width * CGFloat(pages), height: frame.height)
  }

  /// The page whose left edge is nearest the offset.
  public var page: Int { Int((contentOffset.x / max(bounds.width, 1)).rounded()) }
}

/// The design system's grid: columns and their gap.
public struct Layout {
  /// How many columns a row has.
  public var columns: Int
  /// The gap between columns, in points.
  public var gap: CGFloat

  /// A grid of `columns` columns `gap` apart.
  public init(columns: Int, gap: CGFloat) {
    self.columns = columns
    self.gap = gap
  }

  /// The width of one column in `width`.
  public func columnWidth(in width: CGFloat) -> CGFloat {
    (width - gap * CGFloat(columns - 1)) / CGFloat(columns)
  }
}

// A library's registration helpers, as UI libraries register an app's cells by their class's name
// (the sixty-third trial's elongation-preview): the nib is made here, in the library's module, and
// named after a class of the app's.
extension UITableView {
  /// Registers the nib named after `T` for cells identified by `T`'s name.
  public func registerNib<T: UITableViewCell>(_: T.Type) {
    let nib = UINib(nibName: String(describing: T.self), bundle: nil)
    register(nib, forCellReuseIdentifier: String(describing: T.self))
  }

  /// A cell identified by `T`'s name: a reused one, or a new one when none of `T` comes back.
  public func dequeue<T: UITableViewCell>(_: T.Type) -> T {
    dequeueReusableCell(withIdentifier: String(describing: T.self)) as? T
      ?? T(style: .default, reuseIdentifier: nil)
  }
}
