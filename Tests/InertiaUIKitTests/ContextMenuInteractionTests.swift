import InertiaUIKit
import Testing

/// A controller whose avatar view offers Copy and Delete through a context menu interaction, the
/// way iOS 13 code adds one to a plain view.
@MainActor
final class AvatarController: UIViewController, UIContextMenuInteractionDelegate {
  let avatar = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
  let badge = UIView(frame: CGRect(x: 200, y: 20, width: 60, height: 60))
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(avatar)
    view.addSubview(badge)
    avatar.addInteraction(UIContextMenuInteraction(delegate: self))
    badge.addInteraction(UIContextMenuInteraction(delegate: self))
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("asked \(Int(location.x)),\(Int(location.y))")
    guard interaction.view === avatar else { return nil }
    return UIContextMenuConfiguration(identifier: "avatar" as String, previewProvider: nil) { _ in
      let copy = UIAction(title: "Copy") { _ in self.log.append("copy") }
      let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") }
      return UIMenu(title: "", children: [copy, delete])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("display \(configuration.identifier as? String ?? "-")")
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("end")
  }
}

/// UIContextMenuInteraction on plain views, pressed through the gesture synthesizer.
@MainActor
@Suite struct ContextMenuInteractionTests {
  func scene() -> (AvatarController, GestureSynthesizer, ManualClock) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = AvatarController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (controller, GestureSynthesizer(window: window, clock: clock), clock)
  }

  @Test func aLongPressAsksAtTheTouchAndShowsTheMenu() throws {
    let (controller, gestures, _) = scene()
    let interaction = try #require(controller.avatar.interactions.first as? UIContextMenuInteraction)
    #expect(interaction.view === controller.avatar)
    gestures.hold(at: CGPoint(x: 50, y: 60), duration: 0.7)
    #expect(controller.log == ["asked 30,40", "display avatar"])
    let menu = try #require(interaction.presentedMenu)
    #expect(menu.children.map(\.title) == ["Copy", "Delete"])
    let copy = try #require(menu.children.first as? UIAction)
    #expect(interaction.selectMenuAction(copy))
    #expect(controller.log.suffix(2) == ["end", "copy"])
    #expect(interaction.presentedMenu == nil && interaction.presentedConfiguration == nil)
    #expect(!interaction.selectMenuAction(copy))
  }

  @Test func aShortPressShowsNothingAndATapStillReachesTheView() {
    let (controller, gestures, _) = scene()
    gestures.hold(at: CGPoint(x: 50, y: 60), duration: 0.3)
    #expect(controller.log == ["asked 30,40"])
    #expect((controller.avatar.interactions.first as? UIContextMenuInteraction)?.presentedMenu == nil)
    controller.log = []
    // The badge's delegate answer is nil: nothing is armed, no menu shows.
    gestures.tap(at: CGPoint(x: 230, y: 50))
    gestures.hold(at: CGPoint(x: 230, y: 50), duration: 0.7)
    #expect(controller.log == ["asked 30,30", "asked 30,30"])
    #expect((controller.badge.interactions.first as? UIContextMenuInteraction)?.presentedMenu == nil)
  }

  @Test func dismissingAndRemovingTheInteraction() throws {
    let (controller, gestures, _) = scene()
    let interaction = try #require(controller.avatar.interactions.first as? UIContextMenuInteraction)
    gestures.hold(at: CGPoint(x: 30, y: 30), duration: 0.6)
    interaction.dismissMenu()
    #expect(controller.log == ["asked 10,10", "display avatar", "end"])
    controller.avatar.interactions = []
    #expect(interaction.view == nil && controller.avatar.gestureRecognizers == nil)
    controller.log = []
    gestures.hold(at: CGPoint(x: 30, y: 30), duration: 0.7)
    #expect(controller.log.isEmpty)
  }
}
