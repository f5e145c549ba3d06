import InertiaPort
import Testing

/// The sixty-fourth trial's port rules, on code written as KyoheiG3's GridView writes it (a grid
/// scroll view whose layer class keeps a dynamic `progress` declared in an extension).
@Suite struct SixtyFourthTrialRuleTests {
  static func port(_ sources: [(String, String)]) -> (texts: [String], report: [String]) {
    let result = Porter.port(sources.map { PortSource(path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.rewrites.map(\.description))
  }

  @Test func aManagedPropertyInAnExtensionOfALayerClassKeepsItsValueByKey() {
    let (texts, report) = Self.port([
      (
        "SweepLayer.swift",
        """
        import UIKit

        class SweepLayer: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                return key == "sweep" || super.needsDisplay(forKey: key)
            }
        }

        extension SweepLayer {
            @NSManaged private(set) fileprivate var sweep: CGFloat
        }

        extension Entry {
            @NSManaged var title: String
        }

        class Entry: NSManagedObject {}

        """
      )
    ])
    #expect(
      texts[0].contains(
        "    private(set) fileprivate var sweep: CGFloat { get { value(forKey: \"sweep\") as? CGFloat ?? "
          + "CGFloat() } set { setValue(newValue, forKey: \"sweep\") } }\n"))
    #expect(texts[0].contains("    @NSManaged var title: String\n"))
    #expect(report.contains { $0.contains("@NSManaged removed from sweep") })
    #expect(!report.contains { $0.contains("@NSManaged removed from title") })
  }

  @Test func aMathFunctionQualifiedByCoreGraphicsComesFromFoundation() {
    let (texts, report) = Self.port([
      (
        "Rounding.swift",
        """
        import UIKit

        extension CGFloat {
            var pixelAligned: CGFloat {
                return CoreGraphics.round(self * 2) / 2
            }
            func floored() -> CGFloat { Darwin.floor(self) + QuartzCore.ceil(0) }
            var size: CGSize { CoreGraphics.CGSize(width: self, height: self) }
        }

        """
      )
    ])
    #expect(texts[0].contains("return Foundation.round(self * 2) / 2"))
    #expect(texts[0].contains("func floored() -> CGFloat { Foundation.floor(self) + Foundation.ceil(0) }"))
    #expect(texts[0].contains("CoreGraphics.CGSize(width: self, height: self)"))
    #expect(report.filter { $0.contains("-> Foundation.") }.count == 3)
  }

  static let gridView = """
    import UIKit

    open class TileView: UIScrollView {
        public private(set) weak var originDelegate: UIScrollViewDelegate?
        override open var delegate: UIScrollViewDelegate? {
            get { return originDelegate }
            set { originDelegate = newValue }
        }
        private var outside: UIScrollViewDelegate?
        override open var scrollIndicatorInsets: UIEdgeInsets {
            get { return .zero }
            set { }
        }
    }

    open class TileCell: UIView {
        public required override init(frame: CGRect) { super.init(frame: frame) }
        public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    }

    final class Badge: UIView {}

    class Shadow: TileCell {}

    protocol Initializable {
        init()
    }

    extension NSObject: Initializable {}

    struct Bundle<T: Initializable> {
        var type: T.Type
        func make() -> T { type.init() }
    }

    """

  @Test func aScrollViewDelegateOverrideStoresTheNewValueWithUIKitsType() {
    let (texts, _) = Self.port([("TileView.swift", Self.gridView)])
    #expect(texts[0].contains("override open var delegate: ScrollViewDelegate? {"))
    #expect(texts[0].contains("set { originDelegate = newValue as? UIScrollViewDelegate }"))
    #expect(texts[0].contains("get { return originDelegate }"))
  }

  @Test func aProtocolRequiringInitThatNSObjectAdoptsGoesToTheViewClassesOfTheFiles() {
    let (texts, report) = Self.port([("TileView.swift", Self.gridView)])
    let text = texts[0]
    // NSObject's conformance is kept for Apple platforms only.
    #expect(text.contains("#if canImport(ObjectiveC)\nextension NSObject: Initializable {}\n#endif"))
    // The roots with a required init() adopt it; the others cannot.
    #expect(text.contains("extension CALayer: Initializable {}"))
    #expect(text.contains("extension UIImage: Initializable {}"))
    #expect(!text.contains("extension UIResponder: Initializable {}"))
    #expect(!text.contains("extension UIGestureRecognizer: Initializable {}"))
    // Each view class whose superclass is UIKit's adopts it (a subclass inherits it).
    #expect(text.contains("extension TileView: Initializable {}"))
    #expect(text.contains("extension TileCell: Initializable {}"))
    #expect(text.contains("extension Badge: Initializable {}"))
    #expect(!text.contains("extension Shadow: Initializable {}"))
    // A class that is not final gets a required init() making it with init(frame: .zero).
    #expect(
      text.contains(
        "open class TileCell: UIView {\n    public required convenience init() { self.init(frame: .zero) }\n")
    )
    #expect(text.contains("final class Badge: UIView {}"))
    #expect(report.contains { $0.contains("required convenience init() added to TileView") })
  }
}
