import Foundation
import Testing

@testable import Inertia

/// Seed 003's rule for margins: a scroll view's margin anchors used from inside it attach to the
/// content area inset by the margins (edges), while the margins guide's size stays the frame's.
@MainActor
@Suite struct ScrollViewMarginsAutoLayoutTests {
  /// A 390 x 600 scroll view at the window's origin with margins 10 / 20 / 30 / 40 and a content
  /// view pinned to its layoutMarginsGuide's edges, 1000 tall.
  private func marginsScene() -> (TestScene, scroll: ScrollView, content: View) {
    let scene = TestScene()
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scroll.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
    scene.window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let margins = scroll.layoutMarginsGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
      content.widthAnchor.constraint(equalTo: margins.widthAnchor),
    ])
    scene.window.layoutIfNeeded()
    return (scene, scroll, content)
  }

  @Test func marginEdgesUsedFromInsideInsetTheContentAreaAndSetContentSize() {
    let (_, scroll, content) = marginsScene()
    // Width from the margins guide is the frame's width less the margins: 390 - 60.
    #expect(content.frame == CGRect(x: 20, y: 10, width: 330, height: 1000))
    // The content area wraps the content and the margins: 20 + 330 + 40, 10 + 1000 + 30.
    #expect(scroll.contentSize == CGSize(width: 390, height: 1040))
  }

  @Test func changingTheMarginsMovesTheContentAndItsContentSize() {
    let (scene, scroll, content) = marginsScene()
    scroll.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 50, trailing: 8)
    scene.window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 0, width: 374, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 390, height: 1050))
  }

  @Test func marginEdgesUsedFromOutsideStayOnTheFrame() {
    let scene = TestScene()
    let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    scene.window.addSubview(scroll)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
      badge.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    scene.window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 8, y: 108, width: 30, height: 30))
    #expect(scroll.contentSize == .zero)
  }
}
