// A Texture-style feed: a scroll node whose content size comes from a layout spec (an inset stack of
// cards: a hero with a fixed ratio, a row whose left card grows, text cards), as ASScrollNode with
// automaticallyManagesContentSize.
//
//   swift run texture-feed              a window when a display exists
//   swift run texture-feed --headless   a scripted tour written as PNGs into texture-feed-output/
import ExampleSupport
import Foundation
import Inertia

@MainActor
final class TextureFeed: Example {
  static let name = "texture-feed"
  let feed: ScrollNode

  init(container: View) {
    feed = ScrollNode(frame: container.bounds)
    feed.contentInsetAdjustmentBehavior = .never
    feed.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    feed.scrollableDirections = .vertical
    feed.automaticallyManagesContentSize = true
    feed.layoutSpec = Self.spec()
    let colors: [String: Color] = [
      "hero": Color(red: 0.35, green: 0.34, blue: 0.84), "left": Color(red: 1, green: 0.58, blue: 0),
      "right": .systemGreen,
    ]
    for (id, color) in colors {
      let node = View()
      node.backgroundColor = color
      node.layer.cornerRadius = 12
      feed.addContentNode(node, id: id)
    }
    for index in 1...6 {
      let card = View()
      card.backgroundColor = .white
      card.layer.cornerRadius = 12
      card.addSubview(Label(frame: CGRect(x: 16, y: 12, width: 300, height: 24), text: "Story \(index)"))
      feed.addContentNode(card, id: "story\(index)")
    }
    container.addSubview(feed)
  }

  /// The layout: inset 16 all round, a vertical stack spaced 12 of a 16:9 hero, a row (a growing
  /// card beside a 120 pt one), then six 180 pt stories.
  static func spec() -> LayoutSpec {
    func node(_ id: String, width: CGFloat? = nil, height: CGFloat? = nil, grow: CGFloat = 0) -> LayoutSpec {
      var style = LayoutElementStyle()
      if let width { style.width = .points(width) }
      if let height { style.height = .points(height) }
      style.flexGrow = grow
      return .node(id: id, style: style)
    }
    let row = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .horizontal, spacing: 12,
        children: [
          node("left", height: 160, grow: 1), node("right", width: 120, height: 160),
        ]),
      style: LayoutElementStyle())
    let hero = LayoutSpec.ratio(9.0 / 16.0, child: node("hero"), style: LayoutElementStyle())
    let stories = (1...6).map { node("story\($0)", height: 180) }
    let column = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .vertical, spacing: 12, alignItems: .stretch, children: [hero, row] + stories),
      style: LayoutElementStyle())
    return .inset(
      EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: column, style: LayoutElementStyle())
  }

  func tour(_ tour: Tour) throws {
    try tour.snapshot(
      "feed",
      String(
        format: "content size from the spec: %.0f × %.0f", feed.contentSize.width, feed.contentSize.height))
    tour.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1800), distance: 150)
    tour.wait(3)
    try tour.snapshot("scrolled", String(format: "a fling rests at %.0f pt", feed.contentOffset.y))
    tour.window.tapStatusBar()
    tour.wait(1)
    try tour.snapshot("top", String(format: "a status-bar tap scrolls back to %.0f pt", feed.contentOffset.y))
  }
}

exit(MainActor.assumeIsolated { ExampleApp.main(TextureFeed.self) })
