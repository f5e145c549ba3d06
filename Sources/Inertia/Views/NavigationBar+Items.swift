import Foundation

/// A view showing one bar button item (or the back button) in a navigation bar.
@preconcurrency @MainActor
struct BarItemView {
  /// Where it sits.
  enum Place { case left, right, title }
  /// The item shown (nil for the back button and a title view).
  let item: BarButtonItem?
  /// The button, or the item's custom view.
  let view: View
  /// Where it sits.
  let place: Place
}

extension NavigationBar {
  /// The space between items and from the bar's ends, in points.
  static let itemSpacing: CGFloat = 8

  /// Shows `navigationItem`'s buttons, with a back button titled `backTitle` (nil: none) that
  /// calls `back`.
  func showItems(
    of navigationItem: NavigationItem, backTitle: String?, back: @escaping @MainActor () -> Void
  ) {
    for entry in itemViews { entry.view.removeFromSuperview() }
    itemViews = []
    let left = navigationItem.leftBarButtonItems ?? []
    if let backTitle, !navigationItem.hidesBackButton,
      left.isEmpty || navigationItem.leftItemsSupplementBackButton
    {
      let button = BarButtonItem.makeBarButton(
        title: "‹ " + backTitle, color: tintColor ?? .systemBlue, height: Self.compactHeight)
      button.addAction(ControlAction { _ in back() }, for: .touchUpInside)
      itemViews.append(BarItemView(item: nil, view: button, place: .left))
    }
    for item in left { itemViews.append(makeView(for: item, place: .left)) }
    for item in navigationItem.rightBarButtonItems ?? [] {
      itemViews.append(makeView(for: item, place: .right))
    }
    for entry in itemViews { addSubview(entry.view) }
    if let titleView = navigationItem.titleView {
      titleView.removeFromSuperview()
      addSubview(titleView)
      itemViews.append(BarItemView(item: nil, view: titleView, place: .title))
    }
    titleLabel.isHidden = navigationItem.titleView != nil
    placeItems()
  }

  private func makeView(for item: BarButtonItem, place: BarItemView.Place) -> BarItemView {
    item.onChange = { [weak self] in self?.controller?.barItemsChanged() }
    return BarItemView(
      item: item, view: item.makeBarView(barTint: tintColor, height: Self.compactHeight), place: place)
  }

  /// Places the items in the top 44 points: left ones from the left end, right ones from the
  /// right end inwards, a title view centred.
  func placeItems() {
    var left = Self.itemSpacing
    var right = bounds.width - Self.itemSpacing
    for entry in itemViews {
      var frame = entry.view.frame
      let height = min(frame.height > 0 ? frame.height : Self.compactHeight, Self.compactHeight)
      frame.origin.y = (Self.compactHeight - height) / 2
      frame.size.height = height
      switch entry.place {
      case .title:
        frame.origin.x = (bounds.width - frame.width) / 2
      case .right:
        frame.origin.x = right - frame.width
        right = frame.minX - Self.itemSpacing
      case .left:
        frame.origin.x = left
        left = frame.maxX + Self.itemSpacing
      }
      if entry.view.frame != frame { entry.view.frame = frame }
    }
  }

  /// The button showing `item`, if the bar shows it.
  package func button(for item: BarButtonItem) -> View? {
    itemViews.first { $0.item === item }?.view
  }

  /// The back button, if the bar shows one.
  package var backButton: View? {
    itemViews.first { $0.item == nil && $0.place == .left }?.view
  }
}
