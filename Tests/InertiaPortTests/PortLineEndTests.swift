import Foundation
import InertiaPort
import Testing

/// Line ends of ported files (sweep 56b): the lines rewrites insert end as the file's lines do.
@Suite struct PortLineEndTests {
  /// A file whose rewrites insert lines: a conformance at its end, an override moved out of an
  /// extension, a removed `@objc`, a `#selector` and its import.
  static let source = [
    "import UIKit", "", "class B: NSObject {", "  func go() {", "    let b = UIButton()",
    "    b.addTarget(self, action: #selector(tap), for: .touchUpInside)", "  }", "  @objc func tap() {}", "}",
    "", "class A: UIViewController {", "  var x = 0", "}", "", "extension A {",
    "  override func viewDidLoad() {",
    "    super.viewDidLoad()", "  }", "}", "",
  ]
  /// A file that names UIKit without importing it: the port adds the import above its first line.
  static let unimported = [
    "class D: UIView {", "  override func layoutSubviews() {", "    super.layoutSubviews()", "  }", "}", "",
  ]

  @Test func aCRLFFileKeepsItsLineEndsInTheLinesRewritesInsert() {
    let lf = port(Self.source.joined(separator: "\n"))
    let crlf = port(Self.source.joined(separator: "\r\n"))
    #expect(lf.text.contains("extension B: ActionTarget {}"))
    #expect(crlf.text == lf.text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(crlf.lines == lf.lines)
  }

  @Test func aCROnlyFileKeepsItsLineEnds() {
    let lf = port(Self.source.joined(separator: "\n"))
    let cr = port(Self.source.joined(separator: "\r"))
    #expect(cr.lines == lf.lines)
    #expect(!cr.text.contains("\n"))
    #expect(cr.text.hasPrefix("import InertiaUIKit\r\rclass B: NSObject {\r"))
    #expect(
      cr.text.contains("\r  var x = 0\r\r  override func viewDidLoad() {\r    super.viewDidLoad()\r  }\r}\r"))
    #expect(cr.text.hasSuffix("\r}\r\r\r\rextension B: ActionTarget {}\r"))
  }

  @Test func aFileOfAsManyLineFeedsAsCRLFPairsTakesLineFeeds() {
    // The import is added above a file that names UIKit when another file imports it.
    let mixed = Self.unimported.enumerated().map {
      $0.offset % 2 == 0 ? $0.element + "\n" : $0.element + "\r\n"
    }
    let result = Porter.port([
      PortSource(path: "C.swift", text: Self.source.joined(separator: "\r\n")),
      PortSource(path: "D.swift", text: mixed.joined()),
    ])
    #expect(result.files[1].text == "import InertiaUIKit\n\n" + mixed.joined())
    #expect(result.files[0].text.hasPrefix("import InertiaUIKit\r\n\r\nclass B: NSObject {\r\n"))
  }
}
