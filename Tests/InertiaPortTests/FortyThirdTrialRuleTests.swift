import InertiaPort
import Testing

/// The forty-third porting trial's port rules: `import AVKit` (a photo browser's video player) and
/// an `@objc` method called through `AnyObject` (a header and footer laid out by one loop).
@Suite struct FortyThirdTrialRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func anAVKitImportGoesWhereTheFileImportsUIKit() {
    let source = """
      import UIKit
      import AVKit

      let player = AVPlayerViewController()

      """
    let (text, rewrites) = Self.port(source)
    #expect(text == "import InertiaUIKit\n\nlet player = AVPlayerViewController()\n")
    #expect(rewrites.contains { $0.hasPrefix("Source.swift:2: import AVKit removed") })
    // Alone, it becomes InertiaUIKit, as AVFoundation does.
    let alone = Self.port("import AVKit\n\nlet player = AVPlayerViewController()\n")
    #expect(alone.text == "import InertiaUIKit\n\nlet player = AVPlayerViewController()\n")
  }

  @Test func anAnyObjectCallGoesThroughTheProtocolRequiringTheMethod() {
    let source = """
      import UIKit

      protocol Relayoutable: AnyObject {
          func relayout()
          func relayout(animated: Bool)
      }

      final class Bar: UIView, Relayoutable {
          @objc func relayout() {}
          @objc func relayout(animated: Bool) {}
      }

      final class Screen: UIViewController {
          let top = Bar()
          let bottom = Bar()
          func layoutBars() {
              [top, bottom].forEach { ($0 as AnyObject).relayout() }
              (top as AnyObject).relayout(animated: true)
              (bottom as AnyObject).refresh()
          }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("[top, bottom].forEach { ($0 as? Relayoutable)?.relayout() }"))
    #expect(text.contains("(top as? Relayoutable)?.relayout(animated: true)"))
    // No protocol of the files requires `refresh()`: left as it is.
    #expect(text.contains("(bottom as AnyObject).refresh()"))
    #expect(
      rewrites.contains(
        "Source.swift:17: (x as AnyObject).relayout(...) -> (x as? Relayoutable)?.relayout(...) (Linux has no "
          + "dynamic member lookup on AnyObject; the method is found through the protocol of the files that "
          + "requires it)"))
  }

  @Test func anAnyObjectCallTwoProtocolsRequireIsLeftAlone() {
    let source = """
      import UIKit

      protocol A: AnyObject { func reset() }
      protocol B: AnyObject { func reset() }

      func resetAll(_ items: [Any]) {
          items.forEach { ($0 as AnyObject).reset() }
      }

      """
    let (text, _) = Self.port(source)
    #expect(text.contains("items.forEach { ($0 as AnyObject).reset() }"))
  }
}
