import InertiaPort
import Testing

/// The forty-fourth Texture trial's port rule: texturettdemo's ImageDelayer hands a block to its
/// own queue with `asyncAfter` and waits for it on a `DispatchGroup`.
@Suite struct FortyFourthTrialTextureRuleTests {
  static func port(_ text: String) -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: "ImageDelayer.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aGroupsWaitsTakeTheAppClockForm() {
    let source = """
      import Foundation
      import UIKit

      final class ImageDelayer {
          private let group = DispatchGroup()
          private var other: DispatchGroup?
          func image() -> UIImage {
              group.enter()
              DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { self.group.leave() }
              _ = group.wait(timeout: .distantFuture)
              self.group.wait()
              other?.wait()
              return UIImage()
          }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("        _ = group.wait(appClockTimeout: .distantFuture)\n"))
    #expect(text.contains("        self.group.wait(appClockTimeout: .distantFuture)\n"))
    // An optional chain is not a bare name: left for a hand edit (and Dispatch's wait).
    #expect(text.contains("        other?.wait()\n"))
    #expect(
      rewrites.filter { $0.contains("appClockTimeout") } == [
        "ImageDelayer.swift:10: group.wait(timeout:) -> wait(appClockTimeout:) (a block the main thread hands to "
          + "another queue with asyncAfter waits on the app clock, which cannot move while the main thread "
          + "waits; InertiaUIKit's wait runs such blocks first)",
        "ImageDelayer.swift:11: self.group.wait() -> wait(appClockTimeout: .distantFuture) (a block the main "
          + "thread hands to another queue with asyncAfter waits on the app clock, which cannot move while "
          + "the main thread waits; InertiaUIKit's wait runs such blocks first)",
      ])
  }

  @Test func waitsOfOtherThingsAreLeftAlone() {
    let source = """
      import Foundation

      func run(semaphore: DispatchSemaphore, condition: NSCondition) {
          let group = DispatchGroup()
          _ = semaphore.wait(timeout: .now() + 1)
          condition.wait()
          _ = group.wait(timeout: .now() + 1)
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("    _ = semaphore.wait(timeout: .now() + 1)\n    condition.wait()\n"))
    #expect(text.contains("    _ = group.wait(appClockTimeout: .now() + 1)\n"))
    #expect(rewrites.filter { $0.contains("appClockTimeout") }.count == 1)
  }
}
