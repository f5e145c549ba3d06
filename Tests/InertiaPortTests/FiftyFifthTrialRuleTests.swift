import Foundation
import InertiaPort
import Testing

/// Session 54's leftover, taken up in the fifty-fifth trial: a `DispatchWorkItem` handed to a queue
/// that the file doing so does not make or declare — a property declared in another file of the
/// program (in the class, used from an extension elsewhere; another object's), or a call of a
/// function of the program returning one — takes InertiaUIKit's app-clock label too.
@Suite struct FiftyFifthTrialRuleTests {
  static func port(_ files: [(String, String)]) -> (texts: [String], report: [String]) {
    let result = Porter.port(files.map { PortSource(path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.rewrites.map(\.description))
  }

  static let owner = """
    import UIKit

    final class Reporter: UIScrollView {
        var pendingReport: DispatchWorkItem?
        let flush = DispatchWorkItem { print("flush") }

        func makeReport() -> DispatchWorkItem {
            let local = DispatchWorkItem { print("report") }
            return local
        }
    }

    func debounced(_ text: String) -> Dispatch.DispatchWorkItem? {
        DispatchWorkItem { print(text) }
    }

    """

  static let user = """
    import UIKit

    extension Reporter {
        func scheduleReport(on queue: DispatchQueue) {
            pendingReport?.cancel()
            pendingReport = makeReport()
            DispatchQueue.main.async(execute: pendingReport!)
            DispatchQueue.main.async(execute: self.flush)
            queue.asyncAfter(deadline: .now() + 0.3, execute: makeReport())
            DispatchQueue.main.async(execute: debounced("a")!)
            let report = makeReport()
            DispatchQueue.main.async(execute: report)
        }
    }

    final class Host {
        let reporter = Reporter()

        func kick() {
            DispatchQueue.main.async(execute: reporter.flush)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: self.reporter.makeReport())
        }
    }

    """

  @Test func itemsFromOtherFilesTakeTheAppClockLabel() {
    let (texts, report) = Self.port([("Reporter.swift", Self.owner), ("Reporter+Queue.swift", Self.user)])
    let user = texts[1]
    #expect(user.contains("        DispatchQueue.main.async(appClockExecute: pendingReport!)\n"))
    #expect(user.contains("        DispatchQueue.main.async(appClockExecute: self.flush)\n"))
    #expect(
      user.contains("        queue.asyncAfter(deadline: .now() + 0.3, appClockExecute: makeReport())\n"))
    #expect(user.contains("        DispatchQueue.main.async(appClockExecute: debounced(\"a\")!)\n"))
    #expect(user.contains("        DispatchQueue.main.async(appClockExecute: report)\n"))
    #expect(user.contains("        DispatchQueue.main.async(appClockExecute: reporter.flush)\n"))
    #expect(
      user.contains(
        "        DispatchQueue.main.asyncAfter(deadline: .now() + 1, appClockExecute: self.reporter.makeReport())\n"
      ))
    #expect(!user.contains("execute: "))
    #expect(
      report.contains(
        "Reporter+Queue.swift:9: queue.asyncAfter(deadline: …, execute: makeReport()) -> "
          + "asyncAfter(deadline: …, appClockExecute:) (Dispatch's own method puts the item on a main queue no "
          + "host drains; InertiaUIKit's runs it on the app clock, as blocks handed to the main queue run)"))
    #expect(report.filter { $0.contains("appClockExecute:)") }.count == 7)
    #expect(texts[0] == Self.owner.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
  }

  /// A local work item of another file is not seen here: a block of the same name stays Dispatch's.
  static let blocks = """
    import UIKit

    func run(_ local: @escaping () -> Void) {
        let report: () -> Void = { print("block") }
        DispatchQueue.main.async(execute: local)
        DispatchQueue.main.async(execute: report)
        DispatchQueue.main.async(execute: makeBlock())
    }

    func makeBlock() -> () -> Void { {} }

    """

  @Test func blocksNamedLikeAnotherFilesLocalItemsAreLeftAlone() {
    let (texts, report) = Self.port([("Reporter.swift", Self.owner), ("Run.swift", Self.blocks)])
    #expect(texts[1] == Self.blocks.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
    #expect(!report.contains { $0.hasPrefix("Run.swift") && $0.contains("appClockExecute") })
  }

  @Test func portingThePortedFilesAgainChangesNothing() {
    let once = Self.port([("Reporter.swift", Self.owner), ("Reporter+Queue.swift", Self.user)]).texts
    let twice = Self.port([("Reporter.swift", once[0]), ("Reporter+Queue.swift", once[1])])
    #expect(twice.texts == once && twice.report.isEmpty)
  }
}
