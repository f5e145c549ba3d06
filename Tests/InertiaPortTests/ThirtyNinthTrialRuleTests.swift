import InertiaPort
import Testing

/// The thirty-ninth porting trial's port rules: `import os.log` (FloatingPanel), values of a
/// key-value observing change cast to `[NSKeyValueChangeKey: AnyObject]` (SJSegmentedScrollView),
/// a list delegate override in an extension of a collection view subclass (JTAppleCalendar), and
/// swipe to delete following `tableView(_:commit:forRowAt:)` (SJSegmentedViewController's demo).
@Suite struct ThirtyNinthTrialRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func unifiedLoggingComesFromInertiaUIKit() {
    let withUIKit = Self.port(
      "import UIKit\nimport os.log\n\nlet log = OSLog(subsystem: \"a\", category: \"b\")\n")
    #expect(withUIKit.text == "import InertiaUIKit\n\nlet log = OSLog(subsystem: \"a\", category: \"b\")\n")
    let alone = Self.port("import os\n\nlet log = OSLog.disabled\n")
    #expect(alone.text == "import InertiaUIKit\n\nlet log = OSLog.disabled\n")
  }

  @Test func aChangeCastToAnyObjectIsReadAsTheValuesItHolds() {
    let source = """
      import UIKit

      final class Pager: UIScrollView {
          override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                     change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              let values = change! as [NSKeyValueChangeKey: AnyObject]
              if let new = values[NSKeyValueChangeKey.newKey]?.cgPointValue {
                  print(new, values[.oldKey]?.cgPointValue.y as Any)
              }
              if let change = change as [NSKeyValueChangeKey : AnyObject]? {
                  if let old = change[.oldKey], let new = change[.newKey], !(old.isEqual(new)) {
                      print(old)
                  }
              }
          }

          func same(_ other: NSObject) -> Bool { other.isEqual(self) }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("if let new = (values[NSKeyValueChangeKey.newKey] as? CGPoint) {"))
    #expect(text.contains("print(new, (values[.oldKey] as? CGPoint)?.y as Any)"))
    #expect(text.contains("!(((old as? AnyHashable) == (new as? AnyHashable)))"))
    #expect(text.contains("func same(_ other: NSObject) -> Bool { other.isEqual(self) }"))
    #expect(
      rewrites.contains(
        "Source.swift:11: old.isEqual(new) -> ((old as? AnyHashable) == (new as? AnyHashable)) (Linux has no "
          + "dynamic member lookup on AnyObject; the change's values compare as the values they are)"))
  }

  @Test func aListDelegateOverrideInAnExtensionTakesTheScrollViewsType() {
    let source = """
      import UIKit

      open class MonthView: UICollectionView {}

      extension MonthView {
          @available(*, unavailable)
          open override var delegate: UICollectionViewDelegate? {
              get { return super.delegate }
              set { }
          }
      }

      """
    let (text, _) = Self.port(source)
    #expect(text.contains("open override var delegate: ScrollViewDelegate? {"))
    #expect(!text.contains("extension MonthView"))
  }

  @Test func aTableControllerWithoutCommitOffersNoSwipe() {
    let source = """
      import UIKit

      class FirstTableViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 25 }
      }

      class EditableTableViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                  forRowAt indexPath: IndexPath) {}
      }

      public class ListBase: UITableViewController {}

      final class DeletingList: ListBase {}

      extension DeletingList {
          override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                  forRowAt indexPath: IndexPath) {}
      }

      """
    let (text, rewrites) = Self.port(source)
    let added =
      "override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {"
    #expect(text.components(separatedBy: added).count == 2)
    #expect(text.contains("Int { 25 }\n\n    " + added + "\n        tableView.isEditing\n    }\n}"))
    #expect(
      rewrites.contains(
        "Source.swift:5: override func tableView(_:canEditRowAt:) -> Bool { tableView.isEditing } added to "
          + "FirstTableViewController (it implements no tableView(_:commit:forRowAt:), so UIKit offers no swipe to "
          + "delete on its rows)"))
  }

  @Test func aDataSourceWithCommitOffersTheSwipe() {
    let source = """
      import UIKit

      final class InboxViewController: UIViewController {
          let tableView = UITableView()
      }

      extension InboxViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              UITableViewCell()
          }
          func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                         forRowAt indexPath: IndexPath) {}
      }

      """
    let (text, _) = Self.port(source)
    #expect(
      text.contains(
        "}\n\nextension InboxViewController {\n    func tableView(_ tableView: UITableView, canEditRowAt indexPath: "
          + "IndexPath) -> Bool {\n        true\n    }\n}\n\nextension InboxViewController: UITableViewDataSource {"
      ))
  }
}
