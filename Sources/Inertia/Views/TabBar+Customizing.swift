import Foundation

extension TabBar {
  /// Whether the customizing sheet is showing.
  public var isCustomizing: Bool { customizingSheet != nil }

  /// Shows the customizing sheet over the window above the bar, as UITabBar's: `items` in a grid
  /// of four a row under a "Done" button. Dragging an item from the sheet onto a slot of the bar
  /// puts it there (an item already on the bar trades places with the slot's); "Done" (or
  /// ``endCustomizing(animated:)``) ends. The delegate hears `willBeginCustomizing` and
  /// `didBeginCustomizing`. Does nothing while customizing or out of a window.
  public func beginCustomizingItems(_ items: [TabBarItem]) {
    guard customizingSheet == nil, let window else { return }
    delegate?.tabBar(self, willBeginCustomizing: items)
    let top = convert(bounds, to: nil).minY
    let sheet = TabBarCustomizingSheet(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: top))
    sheet.bar = self
    sheet.offered = items
    sheet.original = self.items ?? []
    window.addSubview(sheet)
    customizingSheet = sheet
    delegate?.tabBar(self, didBeginCustomizing: items)
  }

  /// Ends customizing: the delegate hears `willEndCustomizing` and `didEndCustomizing` with the
  /// bar's items and whether they changed. Returns false when not customizing.
  @discardableResult
  public func endCustomizing(animated: Bool) -> Bool {
    guard let sheet = customizingSheet else { return false }
    let current = items ?? []
    let changed = !current.elementsEqual(sheet.original, by: ===)
    delegate?.tabBar(self, willEndCustomizing: current, changed: changed)
    sheet.removeFromSuperview()
    customizingSheet = nil
    delegate?.tabBar(self, didEndCustomizing: current, changed: changed)
    return true
  }

  /// Puts `item` in the bar's slot under `point` (window coordinates); an item already on the bar
  /// trades places with the slot's.
  func dropCustomized(_ item: TabBarItem, at point: CGPoint) {
    guard var current = items, !current.isEmpty else { return }
    let local = convert(point, from: nil)
    guard bounds.contains(local) else { return }
    let slot = min(Int(local.x / (bounds.width / CGFloat(current.count))), current.count - 1)
    if let from = current.firstIndex(where: { $0 === item }) {
      current.swapAt(from, slot)
    } else {
      if selectedItem === current[slot] { selectedItem = item }
      current[slot] = item
    }
    items = current
  }
}

/// The sheet of items offered while a tab bar customizes: a "Done" button at the top right, then
/// the items four a row, each a 44-point-tall cell with its title.
@preconcurrency @MainActor
final class TabBarCustomizingSheet: View {
  weak var bar: TabBar?
  var offered: [TabBarItem] = [] { didSet { rebuild() } }
  var original: [TabBarItem] = []
  private var dragged: TabBarItem?
  /// The "Done" button's area: 80 x 44 points at the top right (below the safe area).
  var doneFrame: CGRect {
    CGRect(x: bounds.width - 80, y: window?.safeAreaInsets.top ?? 0, width: 80, height: 44)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.95, alpha: 1)
  }

  /// The frame of the offered item at `index`.
  func cellFrame(_ index: Int) -> CGRect {
    let width = bounds.width / 4
    let top = doneFrame.maxY + 20
    return CGRect(x: CGFloat(index % 4) * width, y: top + CGFloat(index / 4) * 60, width: width, height: 44)
  }

  private func rebuild() {
    subviews.forEach { $0.removeFromSuperview() }
    let done = Label(frame: doneFrame)
    done.text = "Done"
    done.textAlignment = .center
    done.textColor = tintColor
    addSubview(done)
    for (index, item) in offered.enumerated() {
      let label = Label(frame: cellFrame(index))
      label.text = item.title ?? item.systemItem.map(\.title) ?? ""
      label.textAlignment = .center
      addSubview(label)
    }
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let point = touches.first?.location(in: self) else { return }
    dragged = offered.indices.first { cellFrame($0).contains(point) }.map { offered[$0] }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    defer { dragged = nil }
    if let dragged {
      bar?.dropCustomized(dragged, at: touch.locationInWindow)
    } else if doneFrame.contains(touch.location(in: self)),
      doneFrame.contains(convert(touch.initialLocationInWindow, from: nil))
    {
      bar?.endCustomizing(animated: true)
    }
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { dragged = nil }
}
