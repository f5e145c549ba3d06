import Foundation
import InertiaUIKit
import Testing

/// The share sheet and presentation settings as apps write them.
@MainActor
@Suite struct ActivityViewControllerTests {
  private final class Bookmark: UIActivity {
    var performed: [Any] = []
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.bookmark") }
    override var activityTitle: String? { "Bookmark" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
      activityItems.contains { $0 is URL }
    }
    override func prepare(withActivityItems activityItems: [Any]) { performed = activityItems }
    override func perform() { activityDidFinish(true) }
  }

  private func scene() -> (UIWindow, GestureSynthesizer, UIViewController) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), root)
  }

  private func tapRow(_ title: String, of sheet: UIActivityViewController, _ gestures: GestureSynthesizer) {
    var stack: [UIView] = [sheet.view]
    var button: UIButton?
    while let next = stack.popLast(), button == nil {
      if let found = next as? UIButton, found.currentTitle == title { button = found }
      stack += next.subviews
    }
    guard let button, let window = button.window else {
      Issue.record("no row \(title)")
      return
    }
    let frame = button.convert(button.bounds, to: window)
    gestures.tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  @Test func copyPutsTheItemsOnThePasteboardAndReportsTheActivity() throws {
    let (window, gestures, root) = scene()
    let url = try #require(URL(string: "https://example.com/a"))
    let sheet = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: [Bookmark()])
    sheet.popoverPresentationController?.sourceView = root.view
    var results: [(UIActivity.ActivityType?, Bool)] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
    root.present(sheet, animated: true)
    window.layoutIfNeeded()
    #expect(sheet.offeredTitles == ["Bookmark", "Copy", "Cancel"])
    #expect(sheet.popoverPresentationController?.sourceView === root.view)
    tapRow("Copy", of: sheet, gestures)
    #expect(UIPasteboard.general.string == "Hello" && UIPasteboard.general.url == url)
    #expect(results.count == 1 && results[0].0 == .copyToPasteboard && results[0].1)
    #expect(root.presentedViewController == nil)
  }

  @Test func anAppActivityPerformsAndCancelReportsNothingDone() throws {
    let (window, gestures, root) = scene()
    let bookmark = Bookmark()
    let url = try #require(URL(string: "https://example.com/b"))
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: [bookmark])
    var results: [(UIActivity.ActivityType?, Bool)] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
    root.present(sheet, animated: true)
    window.layoutIfNeeded()
    tapRow("Bookmark", of: sheet, gestures)
    #expect(bookmark.performed.count == 1)
    #expect(results.count == 1 && results[0].0?.rawValue == "app.bookmark" && results[0].1)

    let text = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
    text.excludedActivityTypes = [.copyToPasteboard]
    var cancelled: [(UIActivity.ActivityType?, Bool)] = []
    text.completionWithItemsHandler = { type, completed, _, _ in cancelled.append((type, completed)) }
    root.present(text, animated: true)
    window.layoutIfNeeded()
    #expect(text.offeredTitles == ["Cancel"])
    gestures.tap(at: CGPoint(x: 195, y: 100))  // outside the rows
    #expect(cancelled.count == 1 && cancelled[0].0 == nil && !cancelled[0].1)
    #expect(root.presentedViewController == nil)
  }

  @Test func sheetAndPopoverSettingsFollowThePresentationStyle() {
    let controller = UIViewController()
    #expect(controller.popoverPresentationController == nil)
    let sheet = controller.sheetPresentationController
    sheet?.detents = [.medium(), .large()]
    sheet?.prefersGrabberVisible = true
    #expect(controller.sheetPresentationController === sheet)
    #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
    controller.modalPresentationStyle = .popover
    #expect(controller.sheetPresentationController == nil)
    controller.popoverPresentationController?.permittedArrowDirections = .up
    #expect(controller.popoverPresentationController?.permittedArrowDirections == .up)
    controller.modalPresentationStyle = .fullScreen
    // Any other style has the system's presentation controller, made on first use.
    let system = controller.presentationController
    #expect(
      system != nil && !(system is UIPopoverPresentationController)
        && !(system is UISheetPresentationController))
    #expect(controller.presentationController === system)
  }
}

/// A control's tap wins over a single-tap recognizer on a superview (UIKit since iOS 6).
@MainActor
@Suite struct ControlOverSuperviewTapTests {
  @Test func aButtonsActionWinsOverItsSuperviewsTapButASliderDoesNot() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    var log: [String] = []
    let container = UIView(frame: window.bounds)
    container.addGestureRecognizer(UITapGestureRecognizer { if $0.state == .ended { log.append("tap") } })
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "Go")
    button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
    let slider = UISlider(frame: CGRect(x: 20, y: 120, width: 200, height: 31))
    let double = UITapGestureRecognizer { if $0.state == .ended { log.append("double") } }
    double.numberOfTapsRequired = 2
    container.addGestureRecognizer(double)
    container.addSubview(button)
    container.addSubview(slider)
    window.addSubview(container)
    window.makeKeyAndVisible()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.tap(at: CGPoint(x: 70, y: 42))
    clock.advance(by: 1)
    gestures.tap(at: CGPoint(x: 200, y: 250))
    clock.advance(by: 1)
    gestures.tap(at: CGPoint(x: 120, y: 135))
    clock.advance(by: 1)
    #expect(log == ["button", "tap", "tap"])
  }
}
