import Foundation
import Testing

@testable import Inertia

/// Auto Layout on the Cassowary solver: anchors, guides, priorities, content size from constraints.
@MainActor
@Suite struct AutoLayoutTests {
  @Test func contentSizeComesFromConstraintsToTheContentGuide() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: .zero)
    scroll.contentSizeFollowsSubviews = true
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(box)
    scroll.addSubview(content)
    let guide = scroll.contentLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      box.topAnchor.constraint(equalTo: content.topAnchor, constant: 1000),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -50),
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5),
    ])
    scene.window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 390, height: 1150))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1150))
    #expect(box.frame == CGRect(x: 20, y: 1000, width: 195, height: 100))
  }

  @Test func requiredWinsOverPriorityAndUnsatisfiableIsDropped() {
    let scene = TestScene()
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    let wide = view.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = 750
    LayoutConstraint.activate([
      wide, view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      view.heightAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 60),
      view.leadingAnchor.constraint(equalTo: scene.window.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      view.topAnchor.constraint(equalTo: scene.window.safeAreaLayoutGuide.topAnchor),
    ])
    scene.window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 0, width: 200, height: 40))
  }

  @Test func intrinsicSizesHugAndDeactivationRelayouts() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let label = Label(text: "Hello")
    label.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(label)
    let top = label.topAnchor.constraint(equalTo: scene.window.safeAreaLayoutGuide.topAnchor, constant: 10)
    LayoutConstraint.activate([top, label.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor)])
    scene.window.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(label.frame.minY == 57)
    top.constant = 20
    scene.window.layoutIfNeeded()
    #expect(label.frame.minY == 67)
    LayoutConstraint.deactivate([top])
    #expect(!top.isActive)
  }

  @Test func sceneConstraintsParseTheGrammar() throws {
    let script = """
      {"until": 0.1, "scene": {"root": {"type": "View", "id": "root", "subviews": [
        {"type": "View", "id": "a"}, {"type": "View", "id": "b"}]},
       "constraints": ["a.width == 100", "a.height == 50", "a.left == root.left + 10", "a.top == root.top",
                       "b.width == a.width * 2 - 5", "b.height == a.height", "b.top >= a.bottom + 4",
                       "b.left == a.right", "b.width == 10 @250"]}}
      """
    let runner = try ReplayRunner(data: Data(script.utf8))
    _ = try runner.run()
    #expect(runner.scene.views["b"]?.frame == CGRect(x: 110, y: 54, width: 195, height: 50))
    let bad = script.replacingOccurrences(of: "\"a.width == 100\"", with: "\"a.wobble == 100\"")
    #expect(throws: SceneError.self) { try ReplayRunner(data: Data(bad.utf8)) }
  }

  @Test func sceneConstraintsAllowLooseSpacingAndRejectMalformedText() throws {
    func scene(_ constraints: [String]) -> Data {
      let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
      return Data(
        """
        {"until": 0.1, "scene": {"root": {"type": "ScrollView", "id": "sv", "subviews": [
          {"type": "View", "id": "a"}, {"type": "View", "id": "b"}]}, "constraints": [\(list)]}}
        """.utf8)
    }
    let runner = try ReplayRunner(
      data: scene([
        "  a.width   ==   100 ", "b.top >= - 20", "a.height==50",
        "a.left == sv.frameLayoutGuide.left +\\t10", "a.top == sv.top", "b.width\\t== a.width * 2 - 5 @ 500",
        "b.height >= 10", "b.height <= 10", "b.top >= a.bottom  +  4", "b.left == a.right",
      ]))
    _ = try runner.run()
    #expect(runner.scene.views["a"]?.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
    #expect(runner.scene.views["b"]?.frame == CGRect(x: 110, y: 54, width: 195, height: 10))
    for bad in [
      "a.width == 100 == 5", "a.width 100", "a.width == b.width + x", "a.width == b.width / 2",
      "a.width == 10 @0", "a.width == 10 @2000", "a.width == ", "a.sv.width == 4", "sv.fooGuide.top == a.top",
      "a.contentLayoutGuide.top == b.top", "awidth == 4", "a.width == b.width *",
    ] {
      #expect(throws: SceneError.self, "\(bad)") { try ReplayRunner(data: scene([bad])) }
    }
  }
}

@MainActor
@Suite struct AutoLayoutResizeTests {
  @Test func resizingTheWindowSolvesAgain() {
    let scene = TestScene()
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    scene.window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
    scene.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
    scene.window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 650, width: 500, height: 50))
  }
}
