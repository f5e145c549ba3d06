import Foundation
import InertiaTexture
import Testing

/// The sixty-second trial (mrbrown14/SimpleChat) driven: the chat screen of
/// `SixtySecondTrialTextureChatScreen.swift` in a 375 x 667 window with a 20-point status bar, on
/// the manual clock.
@MainActor
@Suite(.serialized) struct SixtySecondTrialTextureTests {
  /// The frame of `node` in the window.
  static func frameOnScreen(_ node: ASDisplayNode) -> CGRect {
    node.view.convert(node.view.bounds, to: nil)
  }

  /// The row node of `row`.
  static func row(_ screen: TrialChatViewController, _ row: Int) throws -> TrialChatMessageCellNode {
    let node = screen.chatNode.tableNode.nodeForRow(at: IndexPath(row: row, section: 0))
    return try #require(node as? TrialChatMessageCellNode)
  }

  @Test func theInvertedTableFillsTheScreenAboveTheInputRowWithRowZeroAtTheFoot() throws {
    let screen = TrialChatViewController(pageCount: 1)
    let (clock, _, _) = textureTrialHost(screen)
    clock.advance(by: 0.5)
    let chat = screen.chatNode
    #expect(chat.tableNode.frame == CGRect(x: 0, y: 20, width: 375, height: 597))
    // The input row is 375 wide by its style, but its inset leaves it 357 (Texture intersects a
    // style size with the range offered, keeping the range's maximum when they do not meet).
    #expect(chat.inputNode.frame == CGRect(x: 6, y: 619, width: 357, height: 46))
    #expect(chat.spacer.frame == CGRect(x: 0, y: 667, width: 375, height: 0))
    // Row 0 (outgoing) sits at the foot of the table, upright; its bubble ends 4 points from the
    // right edge. Row 1 (incoming) is above it, its avatar 4 points in and its bubble after it.
    let first = try Self.row(screen, 0)
    let second = try Self.row(screen, 1)
    #expect(Self.frameOnScreen(first) == CGRect(x: 0, y: 574, width: 375, height: 43))
    #expect(Self.frameOnScreen(second) == CGRect(x: 0, y: 531, width: 375, height: 43))
    #expect(Self.frameOnScreen(first.bubbleNode).maxX == 371)
    #expect(Self.frameOnScreen(first.bubbleNode).height == 36)
    #expect(Self.frameOnScreen(second.avatarNode) == CGRect(x: 4, y: 538, width: 30, height: 30))
    #expect(Self.frameOnScreen(second.bubbleNode).minX == 36)
    // The text node is 20 points tall (one line of a 20-point line height), 8 below the bubble's top.
    #expect(Self.frameOnScreen(second.bubbleNode.textNode).minY == 540)
    #expect(Self.frameOnScreen(second.bubbleNode.textNode).height == 20)
    #expect(chat.tableNode.view.contentOffset.y == 0)
  }

  @Test func batchFetchingLoadsOlderPagesAsTheFingerPullsTheHistoryDown() throws {
    let screen = TrialChatViewController(pageCount: 4)
    let (clock, _, gestures) = textureTrialHost(screen)
    let table = screen.chatNode.tableNode.view
    clock.advance(by: 0.5)
    // 20 rows leave less than two screens beyond the visible one: a page comes in, then another
    // (40 rows still leave less), then 60 rows leave more than two screens.
    #expect(screen.batchFetches == 2 && screen.messages.count == 60)
    // A titled row adds the 12-point title's line (14.32 points on iOS, 14.5 on the 2x grid) and
    // its 6 points: 63.5 against 43.
    #expect(try Self.row(screen, 19).frame.height == 63.5)
    #expect(table.contentSize == CGSize(width: 375, height: 57 * 43 + 3 * 63.5))
    // The finger moving down the screen moves an inverted table towards its older rows.
    gestures.fling(from: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 0, y: 3000), distance: 200)
    clock.advance(by: 3)
    #expect(abs(table.contentOffset.y - 1683.5) < 0.5)
    #expect(screen.batchFetches == 3 && screen.messages.count == 80)
    for _ in 0..<3 {
      gestures.fling(from: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 0, y: 3000), distance: 200)
      clock.advance(by: 3)
    }
    // The last page is in: no more fetches, and the history rests at its top.
    #expect(screen.batchFetches == 3 && screen.messages.count == 80)
    #expect(table.contentSize.height == 76 * 43 + 4 * 63.5)
    #expect(abs(table.contentOffset.y - 2925) < 0.5)
    // The oldest row is on screen, under the status bar's 20 points of spacing.
    #expect(Self.frameOnScreen(try Self.row(screen, 79)).minY == 20)
  }

  @Test func theKeyboardLiftsTheInputRowAndSendingMakesRowZero() throws {
    let screen = TrialChatViewController(pageCount: 1)
    let (clock, window, gestures) = textureTrialHost(screen)
    clock.advance(by: 0.5)
    let chat = screen.chatNode
    let field = Self.frameOnScreen(chat.inputNode.textInputNode)
    gestures.tap(at: CGPoint(x: field.midX, y: field.midY))
    // The run loop turns (the transition's main-queue block animates the spacer) and lays out.
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    #expect(window.keyboard.visibleHeight == 336)
    // The spacer takes the keyboard's 336 points; the table gives them up.
    #expect(chat.spacerFinalFrames == [CGRect(x: 0, y: 331, width: 375, height: 336)])
    #expect(chat.spacer.frame == CGRect(x: 0, y: 331, width: 375, height: 336))
    #expect(chat.tableNode.frame == CGRect(x: 0, y: 20, width: 375, height: 261))
    #expect(chat.inputNode.frame == CGRect(x: 6, y: 283, width: 357, height: 46))
    #expect(Self.frameOnScreen(try Self.row(screen, 0)).maxY == 281)
    chat.inputNode.textInputNode.textView.insertText("Hello")
    #expect(chat.inputNode.textInputNode.attributedText?.string == "Hello")
    let send = Self.frameOnScreen(chat.inputNode.sendNode)
    gestures.tap(at: CGPoint(x: send.midX, y: send.midY))
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    #expect(screen.messages.count == 21 && screen.messages[0].text == "Hello")
    #expect(chat.inputNode.textInputNode.attributedText?.string ?? "" == "")
    let sent = try Self.row(screen, 0)
    #expect(sent.bubbleNode.textNode.attributedText?.string == "Hello")
    #expect(Self.frameOnScreen(sent) == CGRect(x: 0, y: 238, width: 375, height: 43))
    #expect(Self.frameOnScreen(try Self.row(screen, 1)).maxY == 238)
    #expect(chat.tableNode.view.contentOffset.y == 0)
  }

  @Test func aVisibleRowWhoseViewLeavesTheWindowLosesTheVisibleStateOnTheNextTurn() throws {
    let screen = TrialChatViewController(pageCount: 1)
    let (clock, _, _) = textureTrialHost(screen)
    clock.advance(by: 0.5)
    let first = try Self.row(screen, 0)
    let second = try Self.row(screen, 1)
    #expect(first.interfaceState == .inHierarchy && first.visibleExits == 0)
    first.view.removeFromSuperview()
    // Out of the window, but the run loop has not turned: still visible.
    #expect(first.interfaceState == .inHierarchy)
    // The second row's view leaves and comes back in the same turn.
    let cell = try #require(second.view.superview)
    second.view.removeFromSuperview()
    cell.addSubview(second.view)
    clock.advance(by: 0.1)
    // Texture takes the visible state from a node whose view is still out of the window when
    // the run loop turns (its subnodes too); display and preload stay with the range controller.
    #expect(first.interfaceState == [.measureLayout, .preload, .display])
    #expect(first.bubbleNode.interfaceState == [.measureLayout, .preload, .display])
    #expect(first.visibleExits == 1)
    #expect(second.interfaceState == .inHierarchy && second.visibleExits == 0)
  }

  @Test func setChildFillsSkippedPlacesWithNullSpecsThatTakeNoRoom() {
    let stack = ASStackLayoutSpec.vertical()
    stack.spacing = 10
    stack.alignItems = .start
    let label = ASDisplayNode()
    label.style.preferredSize = CGSize(width: 50, height: 20)
    stack.setChild(label, at: 2)
    #expect(stack.children?.count == 3)
    #expect(stack.child(at: 0) == nil && stack.child(at: 1) == nil && stack.child(at: 2) === label)
    #expect(stack.child(at: 3) == nil)
    let holder = ASDisplayNode()
    holder.automaticallyManagesSubnodes = true
    holder.layoutSpecBlock = { _, _ in stack }
    let layout = holder.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 100, height: 0), CGSize(width: 100, height: 500)))
    // The null specs are 0 x 0 but spaced as children: the label starts 20 points down.
    #expect(layout.size == CGSize(width: 100, height: 40))
    holder.frame = CGRect(origin: .zero, size: layout.size)
    holder.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
    // Replacing a child keeps the others; nil puts a null spec back.
    stack.setChild(nil, at: 2)
    #expect(stack.children?.count == 3 && stack.child(at: 2) == nil)
  }

  @Test func asImageNamedCachesTheImagesItFinds() throws {
    let folder = FileManager.default.currentDirectoryPath
    let file = URL(fileURLWithPath: folder).appendingPathComponent("tex62-cached.png")
    let image = UIImage(size: CGSize(width: 22, height: 22), scale: 1, drawing: [])
    try #require(image.pngData()).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let found = try #require(UIImage.as_imageNamed("tex62-cached"))
    #expect(found.size == CGSize(width: 22, height: 22))
    // Asked again, the same image, even once the file is gone.
    try FileManager.default.removeItem(at: file)
    #expect(UIImage.as_imageNamed("tex62-cached") === found)
    #expect(UIImage.as_imageNamed("tex62-cached", compatibleWith: nil) === found)
    #expect(UIImage.as_imageNamed("tex62-missing") == nil)
  }
}
