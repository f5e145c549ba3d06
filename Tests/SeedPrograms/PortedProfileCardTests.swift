import InertiaTexture
import Testing

/// The ported Texture profile screen (PortedProfileCard.swift, Swift 5 language mode): hosted by
/// its ASDKViewController, measured with truncated text and a node sizing itself, and tapped.
@MainActor
@Suite struct PortedProfileCardTests {
  private func shown() -> (SeedHost, ProfileViewController) {
    let host = SeedHost()
    let controller = ProfileViewController(avatarURL: nil)
    host.show(controller)
    return (host, controller)
  }

  @Test func theCardIsLaidOutAcrossTheControllersWidth() {
    let (_, controller) = shown()
    let card = controller.card
    #expect(controller.view === controller.node.view)
    #expect(card.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(card.avatarNode.frame == CGRect(x: 16, y: 16, width: 60, height: 60))
    // The text column takes what the avatar, the like button and the spacing leave: 210 pt; its
    // texts stretch across it (a stack's default alignment), 19 characters of 11 pt a line.
    #expect(card.nameNode.frame == CGRect(x: 88, y: 16, width: 210, height: 24))
    #expect(card.bioNode.frame == CGRect(x: 88, y: 44, width: 210, height: 24))
    #expect(card.badgeNode.frame == CGRect(x: 88, y: 72, width: 30, height: 12))
    // The like button measured itself (calculateSizeThatFits) at 64 x 32.
    #expect(card.likeNode.frame == CGRect(x: 310, y: 16, width: 64, height: 32))
  }

  @Test func theTextIsTruncatedToItsLines() {
    let (_, controller) = shown()
    let card = controller.card
    #expect((card.nameNode.view as? UILabel)?.text == "Hannah M. Banana o…")
    #expect(
      (card.bioNode.view as? UILabel)?.text
        == "Photographer. Hiker. Collector of\nsunsets, shells and long walks on t...")
    #expect(card.nameNode.isTruncated && card.bioNode.lineCount == 2)
  }

  @Test func theAvatarShowsItsDefaultImageMadeRound() {
    let (_, controller) = shown()
    let avatar = controller.card.avatarNode
    #expect(avatar.url == nil && avatar.image === avatar.defaultImage)
    let shownImage = (avatar.view as? UIImageView)?.image
    #expect(shownImage?.size == CGSize(width: 60, height: 60) && shownImage !== avatar.image)
  }

  @Test func tappingTheLikeButtonReachesItsTouchOverrides() {
    let (host, controller) = shown()
    let like = controller.card.likeNode
    host.gestures.tap(at: CGPoint(x: 340, y: 30))
    host.gestures.tap(at: CGPoint(x: 340, y: 30))
    #expect(like.likes == 2 && !like.isPressed && like.backgroundColor == .lightGray)
    host.gestures.tap(at: CGPoint(x: 200, y: 300))
    #expect(like.likes == 2)
  }
}
