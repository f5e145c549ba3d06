import InertiaPort
import Testing

/// The sixty-third porting trial's rule: the `tableView(_:canEditRowAt:)` override the port adds
/// to a table controller subclass is `open` in an open class, so that an app's controller in
/// another module, given its own override, may override it (elongation-preview's demo subclasses
/// the library's `open class ElongationViewController`: "overriding non-open instance method
/// outside of its defining module").
@Suite struct SixtyThirdTrialRuleTests {
  static func port(_ files: [(String, String)]) -> [String] {
    Porter.port(files.map { PortSource(path: $0.0, text: $0.1) }).files.map(\.text)
  }

  @Test func theSwipeOverrideOfAnOpenControllerIsOpen() {
    let library = """
      open class SwipableTableViewController: UITableViewController {
          open override func viewDidLoad() { super.viewDidLoad() }
      }
      public class SealedTableViewController: UITableViewController {
      }
      final class PrivateTableViewController: UITableViewController {
      }

      """
    let app = """
      final class ViewController: SwipableTableViewController {
          override func viewDidLoad() { super.viewDidLoad() }
      }

      """
    let texts = Self.port([("Library.swift", library), ("ViewController.swift", app)])
    let added =
      "override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {"
    #expect(
      texts[0].contains("    open override func viewDidLoad() { super.viewDidLoad() }\n\n    open \(added)"))
    #expect(
      texts[0].contains(
        "public class SealedTableViewController: UITableViewController {\n\n    public \(added)"))
    #expect(
      texts[0].contains("final class PrivateTableViewController: UITableViewController {\n\n    \(added)"))
    // The app's subclass gets its own, overriding the open one.
    #expect(texts[1].contains("override func viewDidLoad() { super.viewDidLoad() }\n\n    \(added)"))
    #expect(!texts[1].contains("open "))
  }
}
