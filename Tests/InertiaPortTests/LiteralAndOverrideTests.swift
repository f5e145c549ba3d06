import InertiaPort
import Testing

/// Object literals, overrides in extensions, and `ActionTarget` conformances.
@Suite struct LiteralAndOverrideTests {
  @Test func objectLiteralsBecomeInitializers() {
    let ported = port(
      "let image = #imageLiteral(resourceName: \"photo\")\n"
        + "let color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)\n")
    #expect(
      ported.text
        == "let image = UIImage(named: \"photo\")!\nlet color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)\n"
    )
    #expect(ported.lines.count == 2)
    #expect(
      ported.lines[0].hasPrefix(
        #"A.swift:1: #imageLiteral(resourceName: "photo") -> UIImage(named: "photo")!"#))
  }

  @Test func emptyAttributedStringsGetTheEmptyString() {
    let ported = port(
      "let a = NSAttributedString()\nlet b = NSMutableAttributedString( )\n"
        + "let c = NSAttributedString(string: \"x\")\n")
    #expect(
      ported.text
        == "let a = NSAttributedString(string: \"\")\nlet b = NSMutableAttributedString(string: \"\")\n"
        + "let c = NSAttributedString(string: \"x\")\n")
    #expect(
      ported.lines.first
        == "A.swift:1: NSAttributedString() -> NSAttributedString(string: \"\") (Linux's Foundation has no "
        + "NSAttributedString.init(); the empty string is what it makes on iOS)")
    #expect(ported.lines.count == 2)
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func anOverrideInAnExtensionMovesIntoItsClassAndAnEmptiedExtensionGoes() {
    let source = """
      class Cell: UITableViewCell {
        var count = 0
      }

      extension Cell {
        /// Resets the count.
        override func prepareForReuse() {
          super.prepareForReuse()
          count = 0
        }
      }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        class Cell: UITableViewCell {
          var count = 0

          /// Resets the count.
          override func prepareForReuse() {
            super.prepareForReuse()
            count = 0
          }
        }


        """)
    #expect(
      ported.lines == [
        "A.swift:7: override prepareForReuse() moved from an extension into class Cell (Swift on Linux cannot "
          + "override from an extension (only @objc members can, on Apple platforms))"
      ])
  }

  @Test func overridesMoveAcrossFilesAndTheRestOfTheExtensionStays() {
    let classFile = PortSource(path: "Cell.swift", text: "class Cell: UIView {\n  var n = 0\n}\n")
    let extensionFile = PortSource(
      path: "Cell+Layout.swift",
      text: """
        extension Cell: Sizing {
          @objc override func layoutSubviews() { n += 1 }
          func size() -> CGSize { .zero }
        }

        """)
    let result = Porter.port([classFile, extensionFile])
    #expect(
      result.files[0].text
        == "class Cell: UIView {\n  var n = 0\n\n  override func layoutSubviews() { n += 1 }\n}\n")
    #expect(
      result.files[1].text == """
        extension Cell: Sizing {
          func size() -> CGSize { .zero }
        }

        """)
    #expect(result.rewrites.map(\.file) == ["Cell+Layout.swift", "Cell+Layout.swift"])
    #expect(result.rewrites.map(\.line) == [2, 2])
  }

  @Test func adjacentOverridesSeparatedByBlankLinesAllMoveAndTheOtherMembersStay() {
    let source = """
      class Feed: UITableViewController {
        var rows = 0
      }

      extension Feed {
        func more() { rows += 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        override func viewDidLoad() { super.viewDidLoad() }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { more() }
      }

      """
    let ported = port(source)
    let extensionPart = ported.text.components(separatedBy: "extension Feed {").last ?? ""
    #expect(!extensionPart.contains("override"))
    #expect(extensionPart.contains("func more() { rows += 1 }"))
    let classPart = ported.text.components(separatedBy: "extension Feed {").first ?? ""
    // The three moved, and the `canEditRowAt` a table controller without `commit` gets (no swipe
    // to delete, as on iOS; thirty-ninth trial).
    #expect(classPart.components(separatedBy: "override func").count == 5)
    #expect(ported.lines.count == 4)
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func anOverrideOfAClassOutsideTheFilesIsNoted() {
    let ported = port("extension UIScrollView {\n  override open func layoutSubviews() {}\n}\n")
    #expect(ported.text == "extension UIScrollView {\n  override open func layoutSubviews() {}\n}\n")
    #expect(
      ported.lines == [
        "A.swift:2: not rewritten: override in an extension of UIScrollView (its class is not in the files "
          + "given; move it into the class by hand)"
      ])
  }

  @Test func aSelectorTargetThatIsNoResponderBecomesAnActionTarget() {
    let source = """
      class Base: NSObject {}
      final class Handler: Base {
        func fire(_ sender: Any) {}
      }
      final class Screen: UIViewController {
        let handler = Handler()
        func go() { button.addTarget(handler, action: #selector(Handler.fire(_:)), for: .touchUpInside) }
        func stop() {}
        func wire() { button.addTarget(self, action: #selector(stop), for: .touchUpInside) }
      }
      """
    let ported = port(source)
    #expect(ported.text.hasSuffix("}\n\nextension Base: ActionTarget {}\n"))
    #expect(!ported.text.contains("extension Screen"))
    #expect(
      ported.lines[0]
        == "A.swift:1: extension Base: ActionTarget {} added at the end of the file (Base receives #selector "
        + "actions but is not a responder; controls send actions to responders and ActionTargets)")
  }
}
