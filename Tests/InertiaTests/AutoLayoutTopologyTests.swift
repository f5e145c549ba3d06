import Foundation
import Testing

@testable import Inertia
@testable import InertiaFuzz

/// Auto Layout on topologies nobody wrote by hand: seeded random hierarchies whose constraints
/// (every attribute, multipliers, views in other branches, shuffled order, redundant inequalities,
/// optional constraints that must lose) determine a known layout. Locations compare in the
/// closest common ancestor's coordinates, as UIKit does.
@MainActor
@Suite struct AutoLayoutTopologyTests {
  /// A 200 pt card at (100, 100) with a label laid out by constraints inside it.
  private func cardWithLabel() -> (TestScene, View, View) {
    let scene = TestScene()
    let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let label = View()
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    scene.window.addSubview(card)
    return (scene, card, label)
  }

  @Test func aLocationMultiplierMeasuresInTheCommonAncestor() {
    let (scene, card, label) = cardWithLabel()
    LayoutConstraint.activate([
      LayoutConstraint(
        item: .view(label), attribute: .centerX, relatedBy: .equal, toItem: .view(card), attribute: .centerX,
        multiplier: 0.5),
      LayoutConstraint(
        item: .view(label), attribute: .top, relatedBy: .equal, toItem: .view(card), attribute: .bottom,
        multiplier: 0.25, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 20),
      label.heightAnchor.constraint(equalToConstant: 30),
    ])
    scene.window.layoutIfNeeded()
    // In the card's own space its centre is 100 and its bottom 200.
    #expect(label.frame == CGRect(x: 40, y: 60, width: 20, height: 30))
  }

  @Test func aLocationSetToAConstantIsMeasuredInTheSuperview() {
    let (scene, _, label) = cardWithLabel()
    LayoutConstraint.activate([
      LayoutConstraint(
        item: .view(label), attribute: .leading, relatedBy: .equal, toItem: nil, attribute: nil, constant: 12),
      LayoutConstraint(
        item: .view(label), attribute: .centerY, relatedBy: .equal, toItem: nil, attribute: nil, constant: 50),
      label.widthAnchor.constraint(equalToConstant: 20),
      label.heightAnchor.constraint(equalToConstant: 30),
    ])
    scene.window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 12, y: 35, width: 20, height: 30))
  }

  @Test func insideAScrollViewTheCommonSpaceIsTheContentArea() {
    let scene = TestScene()
    let scroll = scene.scrollView(
      contentSize: CGSize(width: 390, height: 2000), frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(box)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: .view(box), attribute: .centerX, relatedBy: .equal, toItem: .view(scroll), attribute: .centerX,
        multiplier: 0.5),
      LayoutConstraint(
        item: .view(box), attribute: .top, relatedBy: .equal, toItem: .view(scroll), attribute: .top,
        multiplier: 3, constant: 700),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    scene.window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 72.5, y: 700, width: 50, height: 50))
    #expect(scroll.contentOffset.y == 300)
  }

  @Test func findingTheViewsPinnedToTheFrameNeverBreaksAConstraint() {
    let scene = TestScene()
    let scroll = ScrollView()
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.translatesAutoresizingMaskIntoConstraints = false
    let strip = View()
    strip.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(strip)
    scene.window.addSubview(scroll)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      scroll.topAnchor.constraint(equalTo: scene.window.topAnchor),
      scroll.widthAnchor.constraint(equalToConstant: 278),
      scroll.heightAnchor.constraint(equalToConstant: 400),
      // Twice the frame's centre: moving the frame guide by a point to see what follows it would
      // make the 1 pt wide strip negative.
      LayoutConstraint(
        item: .view(strip), attribute: .left, relatedBy: .equal, toItem: .view(scroll), attribute: .centerX,
        multiplier: 2, constant: -8),
      strip.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 271),
      strip.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      strip.heightAnchor.constraint(equalToConstant: 10),
    ])
    scene.window.layoutIfNeeded()
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
    #expect(strip.frame == CGRect(x: 270, y: 0, width: 1, height: 10))
  }

  @Test(arguments: [(1, 4), (2, 12), (3, 40), (4, 12), (5, 40), (6, 90)])
  func randomDeterminedTopologiesLayOutExactly(seed: UInt64, count: Int) {
    let scene = TestScene(scale: 1)
    let root = View(frame: scene.window.bounds)
    scene.window.addSubview(root)
    var topology = RandomTopology(seed: seed, count: count)
    let views = topology.views.indices.map { _ in View() }
    for (index, view) in views.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      let parent = topology.views[index].parent
      (parent < 0 ? root : views[parent]).addSubview(view)
    }
    let constraints = topology.constraints().map { $0.constraint(root: root, views: views) }
    LayoutConstraint.activate(constraints)
    scene.window.layoutIfNeeded()
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
    for (index, view) in views.enumerated() {
      let expected = topology.localFrame(of: index)
      let frame = view.frame
      let error = max(
        abs(frame.minX - expected.minX), abs(frame.minY - expected.minY), abs(frame.width - expected.width),
        abs(frame.height - expected.height))
      #expect(error <= 0.5, "view \(index): \(frame) instead of \(expected)")
    }
  }
}

/// A random hierarchy with a known layout and constraints that determine it.
private struct RandomTopology {
  struct Node {
    var parent: Int
    var frame: CGRect  // window coordinates
  }

  /// One constraint by indices (-1 = the root view).
  struct Spec {
    var item: Int
    var attribute: LayoutConstraint.Attribute
    var relation: LayoutConstraint.Relation
    var other: Int?
    var otherAttribute: LayoutConstraint.Attribute?
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: LayoutPriority

    @MainActor func constraint(root: View, views: [View]) -> LayoutConstraint {
      let view = { (index: Int) in index < 0 ? root : views[index] }
      let result = LayoutConstraint(
        item: .view(view(item)), attribute: attribute, relatedBy: relation,
        toItem: other.map { .view(view($0)) },
        attribute: otherAttribute, multiplier: multiplier, constant: constant)
      result.priority = priority
      return result
    }
  }

  var generator: SeededGenerator
  var views: [Node] = []
  let rootFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  init(seed: UInt64, count: Int) {
    generator = SeededGenerator(seed: seed)
    for index in 0..<count {
      let parent = index == 0 || generator.chance(0.5) ? -1 : Int.random(in: 0..<index, using: &generator)
      let frame = CGRect(
        x: Double(Int.random(in: -50...400, using: &generator)),
        y: Double(Int.random(in: -50...900, using: &generator)),
        width: Double(Int.random(in: 0...300, using: &generator)),
        height: Double(Int.random(in: 0...300, using: &generator)))
      views.append(Node(parent: parent, frame: frame))
    }
  }

  func frame(_ index: Int) -> CGRect { index < 0 ? rootFrame : views[index].frame }

  func localFrame(of index: Int) -> CGRect {
    let parent = views[index].parent
    let origin = parent < 0 ? CGPoint.zero : views[parent].frame.origin
    return views[index].frame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  func value(_ index: Int, _ attribute: LayoutConstraint.Attribute) -> CGFloat {
    let rect = frame(index)
    switch attribute {
    case .left, .leading: return rect.minX
    case .right, .trailing: return rect.maxX
    case .centerX: return rect.midX
    case .width: return rect.width
    case .top: return rect.minY
    case .bottom, .firstBaseline, .lastBaseline: return rect.maxY
    case .centerY: return rect.midY
    case .height: return rect.height
    case .notAnAttribute: return 0
    default: return value(index, attribute.withoutMargins)  // the topologies use no margins
    }
  }

  func ancestors(_ index: Int) -> [Int] {
    var chain = [index]
    var current = index
    while current >= 0 {
      current = views[current].parent
      chain.append(current)
    }
    return chain
  }

  /// The origin, along the attribute's axis, of the two views' closest common ancestor.
  func commonOrigin(_ a: Int, _ b: Int, _ attribute: LayoutConstraint.Attribute) -> CGFloat {
    let others = Set(ancestors(b))
    let common = ancestors(a).first { others.contains($0) } ?? -1
    return attribute.locationAxis == .horizontal ? frame(common).minX : frame(common).minY
  }

  mutating func constraints() -> [Spec] {
    let horizontal: [LayoutConstraint.Attribute] = [.leading, .trailing, .width, .centerX, .left, .right]
    let vertical: [LayoutConstraint.Attribute] = [.top, .bottom, .height, .centerY]
    var specs: [Spec] = []
    for index in views.indices {
      for axis in [horizontal, vertical] {
        let first = generator.pick(axis)
        let second = generator.pick(axis.filter { $0 != first && !Self.twins(first, $0) })
        for attribute in [first, second] { specs.append(determining(index, attribute, among: axis)) }
      }
    }
    for _ in 0..<Int.random(in: 0...views.count, using: &generator) {
      let index = Int.random(in: 0..<views.count, using: &generator)
      specs.append(redundant(index, among: generator.chance(0.5) ? horizontal : vertical))
    }
    for _ in 0..<Int.random(in: 0...views.count, using: &generator) {
      let index = Int.random(in: 0..<views.count, using: &generator)
      specs.append(
        Spec(
          item: index, attribute: generator.pick(horizontal + vertical), relation: .equal, other: nil,
          otherAttribute: nil, multiplier: 1,
          constant: CGFloat(Int.random(in: -100...500, using: &generator)),
          priority: generator.pick([1, 250, 750, 999])))
    }
    specs.shuffle(using: &generator)
    return specs
  }

  static func twins(_ a: LayoutConstraint.Attribute, _ b: LayoutConstraint.Attribute) -> Bool {
    Set([a, b]) == [.left, .leading] || Set([a, b]) == [.right, .trailing]
  }

  /// A required equality that holds in the known layout, relative to the root or an earlier view.
  mutating func determining(
    _ index: Int, _ attribute: LayoutConstraint.Attribute, among axis: [LayoutConstraint.Attribute]
  )
    -> Spec
  {
    let isSize = attribute.locationAxis == nil
    let target = value(index, attribute)
    if isSize && generator.chance(0.3) {
      return Spec(
        item: index, attribute: attribute, relation: .equal, other: nil, otherAttribute: nil, multiplier: 1,
        constant: target, priority: 1000)
    }
    let other = Int.random(in: -1..<index, using: &generator)
    let otherAttribute =
      isSize ? generator.pick([.width, .height]) : generator.pick(axis.filter { $0.locationAxis != nil })
    let multiplier = CGFloat(generator.pick([1, 1, 1, 0.5, 2, 1.5, 0.25]))
    let origin = isSize ? 0 : commonOrigin(index, other, attribute)
    let constant = (target - origin) - multiplier * (value(other, otherAttribute) - origin)
    return Spec(
      item: index, attribute: attribute, relation: .equal, other: other, otherAttribute: otherAttribute,
      multiplier: multiplier, constant: constant, priority: 1000)
  }

  /// A required inequality the known layout satisfies with some slack.
  mutating func redundant(_ index: Int, among axis: [LayoutConstraint.Attribute]) -> Spec {
    let attribute = generator.pick(axis)
    let other = Int.random(in: -1..<views.count, using: &generator)
    let otherAttribute =
      attribute.locationAxis == nil
      ? generator.pick([.width, .height]) : generator.pick(axis.filter { $0.locationAxis != nil })
    let slack = CGFloat(Int.random(in: 0...40, using: &generator))
    let difference = value(index, attribute) - value(other, otherAttribute)
    let atLeast = generator.chance(0.5)
    return Spec(
      item: index, attribute: attribute, relation: atLeast ? .greaterThanOrEqual : .lessThanOrEqual,
      other: other,
      otherAttribute: otherAttribute, multiplier: 1,
      constant: atLeast ? difference - slack : difference + slack,
      priority: 1000)
  }
}
