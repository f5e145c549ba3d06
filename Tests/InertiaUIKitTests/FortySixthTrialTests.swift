import Foundation
import InertiaUIKit
import Testing

// Behaviour the forty-sixth trial's spreadsheet showed wrong: a view that keeps its own scroll
// views in a root view and hands every other subview to an overlay, and a layout pass that writes
// its scroll views' offsets back on every frame while they glide.

/// A sheet as SpreadsheetView builds itself: its own two views go in through `super`, and the
/// add and insert methods hand the program's views to the overlay.
private final class OverlaidSheet: UIView {
  let root = UIScrollView()
  let overlay = UIView()
  var handedOn: [String] = []
  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(root)
    super.addSubview(overlay)
  }
  override func addSubview(_ view: UIView) {
    handedOn.append("add")
    overlay.addSubview(view)
  }
  override func insertSubview(_ view: UIView, at index: Int) {
    handedOn.append("at")
    overlay.insertSubview(view, at: index)
  }
  override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    handedOn.append("above")
    overlay.insertSubview(view, aboveSubview: siblingSubview)
  }
}

/// A view that writes its scroll view's offset back in every layout pass, which the scroll
/// view's own scrolling asks for (as SpreadsheetView's `layoutSubviews` and delegate do).
private final class RewritingGrid: UIView, UIScrollViewDelegate {
  let grid = UIScrollView()
  var rewrites = 0
  var rewritesOffset = true
  override init(frame: CGRect) {
    super.init(frame: frame)
    grid.frame = bounds
    grid.contentSize = CGSize(width: frame.width, height: 30_000)
    grid.delegate = self
    addSubview(grid)
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { setNeedsLayout() }
  /// A shift the next layout pass makes once (a circular grid re-centring its content).
  var pendingShift: CGFloat = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    guard rewritesOffset else { return }
    rewrites += 1
    grid.contentOffset = grid.contentOffset
    if pendingShift != 0, grid.contentOffset.y > 400 {
      grid.contentOffset.y += pendingShift
      pendingShift = 0
    }
  }
}

/// Where a fling at `speed` points a second comes to rest, with or without the rewrites, and
/// how many layout passes wrote the offset.
@MainActor private func glide(speed: CGFloat, rewriting: Bool, shift: CGFloat = 0) -> (
  rest: CGFloat, rewrites: Int
) {
  let controller = UIViewController()
  let (clock, window, fingers) = trialHost(controller)
  let sheet = RewritingGrid(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
  sheet.rewritesOffset = rewriting
  sheet.pendingShift = shift
  controller.view.addSubview(sheet)
  window.layoutIfNeeded()
  fingers.fling(from: CGPoint(x: 180, y: 500), velocity: CGPoint(x: 0, y: -speed), distance: 80)
  for _ in 0..<360 {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
  return (sheet.grid.contentOffset.y, sheet.rewrites)
}

@MainActor @Suite struct FortySixthTrialTests {
  @Test func viewsAddedThroughSuperStayWhereTheyWerePutWhenInsertIsOverridden() {
    let sheet = OverlaidSheet(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(sheet.subviews.count == 2)
    #expect(sheet.subviews.first === sheet.root)
    #expect(sheet.subviews.last === sheet.overlay)
    #expect(sheet.root.superview === sheet)
    #expect(sheet.handedOn.isEmpty)
    let badge = UIView()
    sheet.addSubview(badge)
    let note = UIView()
    sheet.insertSubview(note, aboveSubview: badge)
    #expect(sheet.handedOn == ["add", "above"])
    #expect(sheet.overlay.subviews.count == 2)
    #expect(sheet.overlay.subviews.last === note)
    #expect(sheet.subviews.count == 2)
  }

  @Test func aLayoutPassWritingTheOffsetBackTakesNothingFromAGlide() {
    let free = glide(speed: 2000, rewriting: false)
    let rewritten = glide(speed: 2000, rewriting: true)
    #expect(free.rest > 900)
    #expect(rewritten.rewrites > 60)
    #expect(rewritten.rest == free.rest)
    let fast = glide(speed: 5000, rewriting: true)
    #expect(fast.rest == glide(speed: 5000, rewriting: false).rest)
  }

  @Test func aShiftWrittenBetweenFramesMovesTheGlideByExactlyTheShift() {
    let free = glide(speed: 2000, rewriting: false)
    let shifted = glide(speed: 2000, rewriting: true, shift: 5000)
    #expect(shifted.rest == free.rest + 5000)
  }
}
