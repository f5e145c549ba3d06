import Foundation
import Testing

@testable import Inertia

/// Seed 001's screen written as the seed writes it, SnapKit translated into anchors:
/// `outerScrollView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }`,
/// `stackView.snp.makeConstraints { $0.edges.width.equalToSuperview() }`,
/// `tableView.snp.makeConstraints { $0.height.equalTo(400) }`.
@MainActor
@Suite struct SeedScreenLayoutTests {
  /// The seed leaves text1 out; this one wraps onto six lines at 390 points in 22-point type
  /// (32 characters of 12.1 points per line).
  static let text1 =
    "Nested scrolling: the outer scroll view holds a long multi-line title and a table of thirty-two rows; "
    + "dragging the table first scrolls the outer view until the header is gone."

  @Test func seed001sScreenBuiltWithItsOwnConstraintsGivesUIKitsFrames() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = View(frame: scene.window.bounds)
    scene.window.rootView = view
    let outerScrollView = ScrollView()
    let stackView = StackView()
    stackView.axis = .vertical
    stackView.spacing = 20
    let titleLabel = Label()
    titleLabel.numberOfLines = 0
    titleLabel.fontSize = 22
    titleLabel.text = Self.text1
    let tableView = TableView(frame: .zero)

    view.addSubview(outerScrollView)
    outerScrollView.addSubview(stackView)
    stackView.addArrangedSubview(titleLabel)
    stackView.addArrangedSubview(tableView)
    outerScrollView.translatesAutoresizingMaskIntoConstraints = false
    stackView.translatesAutoresizingMaskIntoConstraints = false
    let guide = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      // $0.edges.equalTo(view.safeAreaLayoutGuide)
      outerScrollView.topAnchor.constraint(equalTo: guide.topAnchor),
      outerScrollView.leftAnchor.constraint(equalTo: guide.leftAnchor),
      outerScrollView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      outerScrollView.rightAnchor.constraint(equalTo: guide.rightAnchor),
      // $0.edges.width.equalToSuperview()
      stackView.topAnchor.constraint(equalTo: outerScrollView.topAnchor),
      stackView.leftAnchor.constraint(equalTo: outerScrollView.leftAnchor),
      stackView.bottomAnchor.constraint(equalTo: outerScrollView.bottomAnchor),
      stackView.rightAnchor.constraint(equalTo: outerScrollView.rightAnchor),
      stackView.widthAnchor.constraint(equalTo: outerScrollView.widthAnchor),
      // $0.height.equalTo(400)
      tableView.heightAnchor.constraint(equalToConstant: 400),
    ])
    scene.window.layoutIfNeeded()

    #expect(outerScrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(titleLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 159))
    #expect(titleLabel.lines(fittingWidth: 390).count == 6)
    #expect(tableView.frame == CGRect(x: 0, y: 179, width: 390, height: 400))
    #expect(stackView.frame == CGRect(x: 0, y: 0, width: 390, height: 579))
    #expect(outerScrollView.contentSize == CGSize(width: 390, height: 579))
  }

  @Test func aWrappingLabelMeasuresAgainAtTheWidthLayoutGivesIt() {
    let scene = TestScene()
    let label = Label(text: "one two three four five six")
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(label)
    let width = label.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, label.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      label.topAnchor.constraint(equalTo: scene.window.topAnchor),
    ])
    scene.window.layoutIfNeeded()
    // 17-point type: 9.35 points a character, 10 characters a line at 100 points, 20.4-point lines.
    #expect(label.lines(fittingWidth: 100) == ["one two", "three four", "five six"])
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 62))
    width.constant = 400
    scene.window.layoutIfNeeded()
    #expect(label.frame.height == 21)
    label.numberOfLines = 2
    width.constant = 100
    scene.window.layoutIfNeeded()
    #expect(label.frame.height == 41)
  }

  @Test func controlsHaveUIKitsIntrinsicSizesAndPriorities() {
    #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(Slider().intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(View().contentHuggingPriority(for: .horizontal) == 250)
    #expect(View().contentCompressionResistancePriority(for: .vertical) == 750)
    #expect(Label().contentHuggingPriority(for: .vertical) == 251)
    #expect(Button(title: "OK").intrinsicContentSize.height == 34)
  }
}
