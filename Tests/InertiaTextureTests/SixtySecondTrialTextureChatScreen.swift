import Foundation
import InertiaTexture

// The sixty-second trial's chat screen in its program's idioms (mrbrown14/SimpleChat): an
// `ASViewController<ASDisplayNode>` whose node stacks an inverted `ASTableNode` of message cells
// (20 points below the top), a 46-point input row (an `ASEditableTextNode` between an attach and a
// send `ASButtonNode`) inset 2, 6, 2, 12, and a spacer as tall as the keyboard, which the keyboard
// notifications change through an animated `transitionLayout`. A message cell is a bubble (a text
// node on a stretchable image, `ASBackgroundLayoutSpec`) in a horizontal stack aligned right
// (outgoing) or left after a 30-point avatar (incoming), under an optional title set by
// `setChild(_:at:)`. Older messages come in pages of 20 by batch fetching.

/// One message of the chat.
struct TrialChatMessage {
  let text: String
  let isOutgoing: Bool
  var title: String?
}

/// A text on a stretchable bubble image, 6 points more on the side of the bubble's tail.
@MainActor
final class TrialChatBubbleNode: ASDisplayNode {
  let bubbleImageNode = ASImageNode()
  let textNode = ASTextNode()
  let isOutgoing: Bool

  init(text: NSAttributedString, isOutgoing: Bool, bubbleImage: UIImage) {
    self.isOutgoing = isOutgoing
    super.init()
    bubbleImageNode.image = bubbleImage
    textNode.attributedText = text
    addSubnode(bubbleImageNode)
    addSubnode(textNode)
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let tail: CGFloat = 6
    let insets = UIEdgeInsets(
      top: 8, left: 12 + (isOutgoing ? 0 : tail), bottom: 8, right: 12 + (isOutgoing ? tail : 0))
    return ASBackgroundLayoutSpec(
      child: ASInsetLayoutSpec(insets: insets, child: textNode), background: bubbleImageNode)
  }
}

/// A message row: the bubble, an avatar before an incoming one, a title above when the message
/// has one.
@MainActor
final class TrialChatMessageCellNode: ASCellNode {
  let bubbleNode: TrialChatBubbleNode
  let avatarNode = ASImageNode()
  let titleNode: ASTextNode?
  let isOutgoing: Bool
  /// How many times the row left the visible state.
  private(set) var visibleExits = 0

  init(message: TrialChatMessage) {
    isOutgoing = message.isOutgoing
    let style = NSMutableParagraphStyle()
    style.minimumLineHeight = 20
    style.maximumLineHeight = 20
    let text = NSAttributedString(
      string: message.text,
      attributes: [
        .font: UIFont.systemFont(ofSize: 17),
        .foregroundColor: message.isOutgoing ? UIColor.white : UIColor.black, .paragraphStyle: style,
      ])
    let color = message.isOutgoing ? UIColor.blue : UIColor.lightGray
    let bubble = UIImage.as_resizableRoundedImage(withCornerRadius: 16, cornerColor: nil, fill: color)
    bubbleNode = TrialChatBubbleNode(text: text, isOutgoing: message.isOutgoing, bubbleImage: bubble)
    titleNode = message.title.map { title in
      let node = ASTextNode()
      node.attributedText = NSAttributedString(
        string: title, attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.gray])
      return node
    }
    super.init()
    avatarNode.image = UIImage.as_imageNamed("tex62-avatar")
    avatarNode.style.preferredSize = isOutgoing ? .zero : CGSize(width: 30, height: 30)
    bubbleNode.style.flexShrink = 1
    addSubnode(bubbleNode)
    addSubnode(avatarNode)
    if let titleNode { addSubnode(titleNode) }
    selectionStyle = .none
  }

  override func didExitVisibleState() {
    super.didExitVisibleState()
    visibleExits += 1
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let row = ASStackLayoutSpec.horizontal()
    row.style.width = ASDimensionMakeWithPoints(constrainedSize.max.width)
    row.spacing = 2
    row.verticalAlignment = .bottom
    row.horizontalAlignment = isOutgoing ? .right : .left
    row.children = isOutgoing ? [bubbleNode] : [avatarNode, bubbleNode]
    let column = ASStackLayoutSpec()
    column.direction = .vertical
    column.alignItems = isOutgoing ? .end : .start
    if let titleNode {
      column.setChild(
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 44, bottom: 6, right: 0), child: titleNode),
        at: 0)
      column.setChild(row, at: 1)
    } else {
      column.setChild(row, at: 0)
    }
    let insets =
      isOutgoing
      ? UIEdgeInsets(top: 1, left: 32, bottom: 6, right: 4)
      : UIEdgeInsets(top: 1, left: 4, bottom: 6, right: 32)
    return ASInsetLayoutSpec(insets: insets, child: column)
  }
}

/// The input row: a divider over the attach button, the text and the send button, bottom-aligned.
@MainActor
final class TrialChatInputNode: ASDisplayNode {
  let attachNode = ASButtonNode()
  let sendNode = ASButtonNode()
  let textInputNode = ASEditableTextNode()
  let divider = ASDisplayNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    textInputNode.attributedPlaceholderText = NSAttributedString(string: "Type your message")
    textInputNode.style.flexGrow = 1
    textInputNode.style.flexShrink = 1
    textInputNode.style.minHeight = ASDimensionMake(22)
    attachNode.setBackgroundImage(UIImage.as_imageNamed("tex62-attach"), for: .normal)
    attachNode.style.preferredSize = CGSize(width: 22, height: 22)
    sendNode.setTitle("Send", with: UIFont.boldSystemFont(ofSize: 13), with: .blue, for: .normal)
    sendNode.style.preferredSize = CGSize(width: 34, height: 16)
    divider.style.height = ASDimensionMake(1)
    divider.backgroundColor = .lightGray
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let row = ASStackLayoutSpec.horizontal()
    row.children = [attachNode, textInputNode, sendNode]
    row.spacing = 12
    row.verticalAlignment = .bottom
    divider.style.width = ASDimensionMake(constrainedSize.max.width)
    let column = ASStackLayoutSpec.vertical()
    column.children = [divider, row]
    column.spacing = 6
    return column
  }
}

/// The screen's node: the inverted table, the input row and the keyboard's spacer.
@MainActor
final class TrialChatNode: ASDisplayNode {
  let tableNode = ASTableNode()
  let inputNode = TrialChatInputNode()
  let spacer = ASDisplayNode()
  var keyboardHeight: CGFloat = 0
  var keyboardAnimationDuration: TimeInterval = 0
  /// The spacer's frames the transitions animated to.
  private(set) var spacerFinalFrames: [CGRect] = []

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    tableNode.inverted = true
    tableNode.contentInset = .zero
    spacer.style.height = ASDimensionMake(0)
  }

  override func didLoad() {
    super.didLoad()
    tableNode.view.separatorStyle = .none
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let width = constrainedSize.min.width
    inputNode.style.height = ASDimensionMake(46)
    inputNode.style.width = ASDimensionMake(width)
    tableNode.style.flexShrink = 1
    tableNode.style.flexGrow = 1
    tableNode.style.width = ASDimensionMake(width)
    tableNode.style.spacingBefore = 20
    spacer.style.height = ASDimensionMake(keyboardHeight)
    let inset = ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 12), child: inputNode)
    let column = ASStackLayoutSpec.vertical()
    column.children = [tableNode, inset, spacer]
    return column
  }

  override func animateLayoutTransition(_ context: ASContextTransitioning) {
    let finalSpacerFrame = context.finalFrame(for: spacer)
    spacerFinalFrames.append(finalSpacerFrame)
    DispatchQueue.main.async {
      UIView.animate(
        withDuration: self.keyboardAnimationDuration,
        animations: { self.spacer.frame = finalSpacerFrame },
        completion: { finished in context.completeTransition(finished) })
    }
  }
}

/// The chat screen: messages newest first (row 0 at the foot), older pages of 20 fetched in
/// batches, a sent message inserted as row 0.
@MainActor
final class TrialChatViewController: ASViewController<ASDisplayNode>, ASTableDataSource, ASTableDelegate {
  let chatNode = TrialChatNode()
  private(set) var messages: [TrialChatMessage] = []
  private(set) var batchFetches = 0
  let pageCount: Int

  /// A screen holding `pageCount` pages of 20 messages in all, the first shown at once.
  init(pageCount: Int) {
    self.pageCount = pageCount
    super.init(node: chatNode)
    messages = Self.page(0)
    chatNode.tableNode.dataSource = self
    chatNode.tableNode.delegate = self
    chatNode.inputNode.sendNode.addTarget(
      self, action: Selector("send", target: self, Self.send), forControlEvents: .touchUpInside)
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  /// Page `index` of the history: 20 messages, every fourth outgoing, the last titled "Earlier".
  static func page(_ index: Int) -> [TrialChatMessage] {
    (0..<20).map { row in
      let number = index * 20 + row
      return TrialChatMessage(
        text: "Message \(number)", isOutgoing: number % 4 == 0, title: row == 19 ? "Earlier" : nil)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    chatNode.tableNode.view.contentInsetAdjustmentBehavior = .never
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:", target: self, Self.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHide:", target: self, Self.keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) { keyboardWillChange(notification, showing: true) }

  func keyboardWillHide(_ notification: Notification) { keyboardWillChange(notification, showing: false) }

  private func keyboardWillChange(_ notification: Notification, showing: Bool) {
    guard let info = notification.userInfo else { return }
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    chatNode.keyboardAnimationDuration = duration
    chatNode.keyboardHeight = showing ? frame.height : 0
    chatNode.transitionLayout(withAnimation: true, shouldMeasureAsync: true, measurementCompletion: nil)
  }

  /// Takes the message of `row` out of the chat.
  func deleteMessage(at row: Int) {
    messages.remove(at: row)
    chatNode.tableNode.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
  }

  /// The send button: the typed text becomes row 0, the field empties.
  func send() {
    let field = chatNode.inputNode.textInputNode
    guard let text = field.attributedText?.string, !text.isEmpty else { return }
    messages.insert(TrialChatMessage(text: text, isOutgoing: true), at: 0)
    chatNode.tableNode.insertRows(at: [IndexPath(row: 0, section: 0)], with: .bottom)
    field.attributedText = nil
  }

  func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { messages.count }

  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let message = messages[indexPath.row]
    return { TrialChatMessageCellNode(message: message) }
  }

  func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    ASSizeRangeMake(
      CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.greatestFiniteMagnitude))
  }

  func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { messages.count < pageCount * 20 }

  func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
    batchFetches += 1
    DispatchQueue.main.async {
      let older = Self.page(self.messages.count / 20)
      let rows = (self.messages.count..<self.messages.count + older.count).map {
        IndexPath(row: $0, section: 0)
      }
      self.messages += older
      tableNode.insertRows(at: rows, with: .none)
      context.completeBatchFetching(true)
    }
  }
}
