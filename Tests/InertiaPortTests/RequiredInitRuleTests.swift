import InertiaPort
import Testing

/// Layer, cell and header subclasses get the `required` initializers InertiaUIKit makes them with.
@Suite struct RequiredInitRuleTests {
  static let layerWhy =
    "(a view makes its layerClass with CALayer.init(); Swift makes instances from a class value only "
    + "through required initializers)"

  @Test func overrideInitOfALayerSubclassBecomesRequired() {
    let source = """
      class CircleLayer: CALayer {
        var radius: CGFloat
        override init() {
          radius = 10
          super.init()
        }
        override init(layer: Any) {
          radius = (layer as? CircleLayer)?.radius ?? 10
          super.init(layer: layer)
        }
      }
      class RingLayer: CircleLayer {
        public override init() { super.init() }
      }
      class Plain: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let ported = port(source)
    #expect(ported.text.contains("  required init() {\n    radius = 10"))
    #expect(ported.text.contains("  public required init() { super.init() }"))
    #expect(ported.text.contains("override init(layer: Any)"))
    #expect(ported.text.contains("override init(frame: CGRect)"))
    #expect(
      ported.lines == [
        "A.swift:3: override init() -> required init() in CircleLayer " + Self.layerWhy,
        "A.swift:13: override init() -> required init() in RingLayer " + Self.layerWhy,
      ])
  }

  @Test func cellsAndHeadersOverridingTheirMakersInitializerSayRequired() {
    let source = """
      class FruitCell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Header: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
      }
      class Tile: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let ported = port(source)
    #expect(
      ported.text.contains("  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
    #expect(ported.text.contains("  required init(reuseIdentifier: String?) { super.init"))
    #expect(ported.text.contains("  required init(frame: CGRect) { super.init(frame: frame) }"))
    #expect(ported.lines.count == 3)
    #expect(
      ported.lines[0]
        == "A.swift:3: override init(style:reuseIdentifier:) -> required init(style:reuseIdentifier:) in "
        + "FruitCell (a table makes registered cells with init(style:reuseIdentifier:); Swift makes "
        + "instances from a class value only through required initializers)")
  }

  @Test func aSubclassWithOtherInitializersOnlyGetsOneThatTraps() {
    let source = """
      class Badge: CAShapeLayer {
        let color: UIColor
        init(color: UIColor) {
          self.color = color
          super.init()
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Dot: CALayer {
        override func draw(in ctx: CGContext) {}
      }

      """
    let ported = port(source)
    #expect(
      ported.text.contains(
        "  required init?(coder: NSCoder) { fatalError() }\n"
          + "  required init() { fatalError(\"init has not been implemented\") }\n}\nclass Dot: CALayer {\n"
      ))
    #expect(ported.lines.count == 1)
    #expect(ported.lines.first?.hasPrefix("A.swift:8: required init() that traps added to Badge") == true)
  }

  @Test func portingAPortedSubclassChangesNothing() {
    let once = port(
      "class L: CALayer {\n  override init() { super.init() }\n}\n"
        + "class C: UITableViewCell {\n  init(title: String) { super.init(style: .default, reuseIdentifier: nil) }\n}\n"
    ).text
    #expect(
      once.contains("required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError"))
    let twice = port(once)
    #expect(twice.text == once)
    #expect(twice.lines.isEmpty)
  }

  @Test func anOpenCellClassGetsAPublicRequiredInitializer() {
    // A pod's open cell: a required initializer must be as visible as the class is subclassable.
    let source = """
      open class GalleryCell: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
      }
      open class BadgeView: UICollectionReusableView {
          public override init(frame: CGRect) { super.init(frame: frame) }
      }
      open class Tile: UICollectionViewCell {
          init(tile: Int) { super.init(frame: .zero) }
      }

      """
    let ported = port(source)
    #expect(
      ported.text.contains(
        "    public required init(frame: CGRect) { super.init(frame: frame) }\n}\nopen class BadgeView"))
    #expect(
      ported.text.contains(
        "    public required init(frame: CGRect) { super.init(frame: frame) }\n}\nopen class Tile"))
    #expect(
      ported.text.contains(
        "public required init(frame: CGRect) { fatalError(\"init has not been implemented\") }"))
  }
}
