import Foundation
import InertiaPort
import Testing

/// The fifty-fourth trial's port rule: a `DispatchWorkItem` handed to a queue
/// (`DispatchQueue.main.async(execute: item)`, ScrollStackController's first visibility report;
/// `asyncAfter(deadline:execute: item)`, the debounce idiom) takes InertiaUIKit's app-clock label,
/// so it runs where blocks handed to the main queue run.
@Suite struct FiftyFourthTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Stack.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  static let stack = """
    import UIKit

    class Stack: UIScrollView {
        private var reportItem: DispatchWorkItem?
        private var searchItem: Dispatch.DispatchWorkItem!

        func report() {
            let workItem = DispatchWorkItem { [weak self] in self?.layoutIfNeeded() }
            reportItem = workItem
            DispatchQueue.main.async(execute: workItem)
            DispatchQueue.main.async(execute: self.reportItem!)
        }

        func search(_ text: String) {
            searchItem?.cancel()
            searchItem = DispatchWorkItem(qos: .userInitiated) { print(text) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: searchItem)
        }

        func schedule(_ item: DispatchWorkItem, on queue: DispatchQueue) {
            queue.async(execute: item)
            DispatchQueue.global().async(execute: DispatchWorkItem { print("made here") })
        }
    }

    """

  @Test func workItemsHandedToAQueueTakeTheAppClockLabel() {
    let (text, report) = Self.port(Self.stack)
    #expect(text.contains("        DispatchQueue.main.async(appClockExecute: workItem)\n"))
    #expect(text.contains("        DispatchQueue.main.async(appClockExecute: self.reportItem!)\n"))
    #expect(
      text.contains(
        "        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, appClockExecute: searchItem)\n"))
    #expect(text.contains("        queue.async(appClockExecute: item)\n"))
    #expect(
      text.contains(
        "DispatchQueue.global().async(appClockExecute: DispatchWorkItem { print(\"made here\") })"))
    #expect(!text.contains("execute: "))
    #expect(
      report.contains(
        "Stack.swift:10: DispatchQueue.main.async(execute: workItem) -> async(appClockExecute:) (Dispatch's own "
          + "method puts the item on a main queue no host drains; InertiaUIKit's runs it on the app clock, as "
          + "blocks handed to the main queue run)"))
    #expect(
      report.contains {
        $0.hasPrefix(
          "Stack.swift:17: DispatchQueue.main.asyncAfter(deadline: …, execute: searchItem) -> "
            + "asyncAfter(deadline: …, appClockExecute:)")
      })
    #expect(report.filter { $0.contains("appClockExecute:)") }.count == 5)
  }

  static let blocks = """
    import UIKit

    func hop(_ done: @escaping () -> Void, work: DispatchWorkItem) {
        let block: () -> Void = { print("block") }
        DispatchQueue.main.async(execute: block)
        DispatchQueue.main.async(execute: done)
        DispatchQueue.main.async(execute: { print("literal") })
        DispatchQueue.main.async { print("trailing") }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1, execute: work)
        DispatchQueue.main.async(group: nil, execute: work)
        work.notify(queue: .main, execute: work)
    }

    """

  @Test func blocksAndOtherFormsAreLeftAlone() {
    let (text, report) = Self.port(Self.blocks)
    #expect(text == Self.blocks.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
    #expect(report.count == 1)
  }

  /// Xcode's app template keeps its Core Data stack in the application delegate (Refreshable's
  /// demo): InertiaUIKit gives the stack, so the import goes like WebKit's.
  @Test func coreDataGoesWhereUIKitIsImportedAndBecomesInertiaUIKitAlone() {
    let delegate = Self.port(
      "import UIKit\nimport CoreData\n\nlet container = NSPersistentContainer(name: \"App\")\n")
    #expect(delegate.text == "import InertiaUIKit\n\nlet container = NSPersistentContainer(name: \"App\")\n")
    #expect(
      delegate.report.contains(
        "Stack.swift:2: import CoreData removed (CoreData does not exist on Linux; InertiaUIKit and Foundation "
          + "give its names)"))
    let model = Self.port("import CoreData\n\nlet context: NSManagedObjectContext? = nil\n")
    #expect(model.text == "import InertiaUIKit\n\nlet context: NSManagedObjectContext? = nil\n")
  }

  @Test func portingAPortedFileChangesNothing() {
    let once = Self.port(Self.stack).text
    let twice = Self.port(once)
    #expect(twice.text == once && twice.report.isEmpty)
  }
}
