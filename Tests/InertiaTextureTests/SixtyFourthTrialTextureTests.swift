import Foundation
import InertiaTexture
import Testing

/// The sixty-fourth trial (GeekTree0101/GTChatKit) driven: the chat of
/// `SixtyFourthTrialTextureScreens.swift` in a 375 x 667 window with a 20-point status bar, on the
/// manual clock; and the leftover of the list nodes' reload.
@MainActor
@Suite(.serialized) struct SixtyFourthTrialTextureTests {
  /// The frame of `node` in the window.
  static func frameOnScreen(_ node: ASDisplayNode) -> CGRect {
    node.view.convert(node.view.bounds, to: nil)
  }

  /// The message node of `id`.
  static func message(_ chat: TrialBuddyChatController, _ id: Int) throws -> TrialBuddyChatCellNode {
    let item = try #require(chat.items.firstIndex(of: id))
    return try #require(
      chat.chatNode.nodeForItem(at: IndexPath(item: item, section: 1)) as? TrialBuddyChatCellNode)
  }

  /// The chat on screen once it has appeared and scrolled to its middle message.
  static func openChat() -> (TrialBuddyChatController, ManualClock, GestureSynthesizer) {
    let chat = TrialBuddyChatController()
    let (clock, _, gestures) = textureTrialHost(chat)
    clock.advance(by: 0.1)
    return (chat, clock, gestures)
  }

  @Test func theChatOpensOnItsMiddleMessageUnderTheMessageBox() throws {
    let (chat, _, _) = Self.openChat()
    #expect(chat.chatNode.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // An inset spec with an infinite top puts the 50-point box at the foot of the overlay.
    #expect(chat.messageBoxNode.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
    #expect(chat.chatNode.numberOfItems(inSection: 0) == 0 && chat.chatNode.numberOfItems(inSection: 2) == 0)
    // Texture's flow-layout inspector offers an item 0 to 375 points, but an inset spec with an
    // infinite inset takes the maximum on that axis (ASInsetLayoutSpec's `finite(_:_:)`): every
    // message is 375 wide, the right one's balloon (its 187.5-point maximum) 15 points from the
    // right edge, 15 from the top.
    let right = try Self.message(chat, 51)
    #expect(right.frame.size == CGSize(width: 375, height: 65))
    #expect(right.balloonNode.frame == CGRect(x: 172.5, y: 15, width: 187.5, height: 50))
    // A left message: 15, the 50-point avatar column (the avatar, 5, the name), 10, the balloon.
    let left = try Self.message(chat, 50)
    #expect(left.frame.size == CGSize(width: 375, height: 84.5))
    #expect(left.balloonNode.frame.minX == 75)
    #expect(left.profileImageNode.frame == CGRect(x: 15, y: 15, width: 50, height: 50))
    // Five of each and nine 10-point line spacings.
    #expect(chat.chatNode.view.contentSize == CGSize(width: 375, height: 837.5))
    // The middle message (item 5, at 433.5 in the content) is centred in the 647 points under the
    // status bar.
    #expect(chat.chatNode.view.contentOffset.y == 122.5)
    let middle = try Self.message(chat, 55)
    #expect(Self.frameOnScreen(middle).midY == 343.5)
  }

  @Test func scrollingPutsTheChatInTheFullRangeModeBeforeAnyDrag() throws {
    let (chat, clock, _) = Self.openChat()
    // The programmatic scroll to the middle message reached scrollViewDidScroll: the controller
    // asked for the full mode, which its range controller took on the next turn.
    #expect(!chat.rangeModesAtScroll.isEmpty)
    clock.advance(by: 0.1)
    #expect(chat.chatNode.view.rangeController.currentRangeMode == .full)
    #expect(chat.fetches.isEmpty)
  }

  @Test func aFlingTowardTheStartPrependsTenMessagesAndKeepsTheRowsOnScreenInPlace() throws {
    let (chat, clock, gestures) = Self.openChat()
    let anchor = try Self.message(chat, 52)
    gestures.fling(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 1500), distance: 100)
    clock.advance(by: 0.05)
    #expect(chat.fetches == [.prepend])
    #expect(chat.status == .prepending)
    #expect(chat.chatNode.numberOfItems(inSection: 0) == 1)
    let loading = try #require(
      chat.chatNode.nodeForItem(at: IndexPath(item: 0, section: 0)) as? TrialBuddyChatLoadingNode)
    #expect(loading.frame.size == CGSize(width: 375, height: 100))
    clock.advance(by: 1.5)
    // The fling rests at the top; the loading row sits under the status bar, the messages below it.
    #expect(chat.chatNode.view.contentOffset.y == -20)
    #expect(Self.frameOnScreen(loading).minY == 20)
    let before = Self.frameOnScreen(anchor).minY
    #expect(chat.items.count == 10)
    clock.advance(by: 0.6)
    #expect(chat.items == Array(40..<60))
    #expect(chat.status == .some && !chat.batchContext.isFetching())
    #expect(chat.chatNode.numberOfItems(inSection: 0) == 0)
    // The layout moved the offset by the ten new rows and their spacings (847.5) so the messages
    // stayed where they were; then the loading row (100 points) went, and they moved up by it, as
    // in GTChatKit, which does not make up for it.
    #expect(chat.layout.prependedHeights == [847.5])
    #expect(chat.chatNode.view.contentOffset.y == -20 + 847.5)
    // Ten messages of each side and nineteen spacings.
    #expect(chat.chatNode.view.contentSize.height == 1685)
    #expect(before == 289.5)
    #expect(Self.frameOnScreen(anchor).minY == 189.5)
  }

  @Test func aFlingTowardTheEndAppendsTenMessages() throws {
    let (chat, clock, gestures) = Self.openChat()
    gestures.fling(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 100)
    clock.advance(by: 0.05)
    #expect(chat.fetches == [.append])
    #expect(chat.chatNode.numberOfItems(inSection: 2) == 1)
    clock.advance(by: 2.5)
    #expect(chat.items == Array(50..<70))
    #expect(chat.chatNode.numberOfItems(inSection: 2) == 0)
    // Rows added below the screen leave the offset alone.
    #expect(chat.layout.prependedHeights.isEmpty)
    #expect(chat.chatNode.view.contentSize.height == 1685)
  }

  @Test func aReloadGivesTheVisibleRowsTheirVisibleStateAtOnce() throws {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: Array(repeating: 84, count: 30))
    let table = ASTableNode(style: .plain)
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    scene.clock.advance(by: 0.1)
    let old = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)))
    #expect(old.interfaceState == [.measureLayout, .preload, .display, .visible])
    rows.boxHeights = Array(repeating: 184, count: 30)
    table.reloadData()
    let new = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? BoxCellNode)
    #expect(new !== old)
    #expect(new.interfaceState == [.measureLayout, .preload, .display, .visible])
    #expect(rows.log.events(of: "row0").suffix(3) == ["+preload", "+display", "+visible"])
  }
}
