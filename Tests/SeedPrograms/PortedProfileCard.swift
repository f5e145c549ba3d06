// swift-format-ignore-file
// A Texture profile screen written as public Texture apps write it (Swift 5, no isolation
// annotations), as `inertia port` leaves it: only `import AsyncDisplayKit` changed. Driven by
// PortedProfileCardTests.
import InertiaTexture

extension UIImage {
    class func filled(size: CGSize, color: UIColor) -> UIImage {
        UIGraphicsBeginImageContext(size)
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image!
    }
}

/// A like button drawn by the node itself: it measures its own size and highlights while pressed.
class LikeButtonNode: ASDisplayNode {
    var isPressed = false
    var likes = 0

    override init() {
        super.init()
        backgroundColor = .lightGray
        cornerRadius = 6
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        return CGSize(width: min(constrainedSize.width, 64), height: 32)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = true
        backgroundColor = .darkGray
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = false
        likes += 1
        backgroundColor = .lightGray
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = false
        backgroundColor = .lightGray
    }
}

class ProfileCardNode: ASDisplayNode {
    let avatarNode = ASNetworkImageNode()
    let nameNode = ASTextNode()
    let bioNode = ASTextNode()
    let likeNode = LikeButtonNode()
    let badgeNode = ASImageNode()

    init(name: String, bio: String, avatarURL: URL?) {
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white

        avatarNode.defaultImage = UIImage.filled(size: CGSize(width: 8, height: 8), color: .lightGray)
        avatarNode.url = avatarURL
        avatarNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
        avatarNode.style.preferredSize = CGSize(width: 60, height: 60)

        nameNode.attributedText = NSAttributedString(string: name, attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20),
            .foregroundColor: UIColor.black,
        ])
        nameNode.maximumNumberOfLines = 1
        nameNode.truncationMode = .byTruncatingTail

        bioNode.attributedText = NSAttributedString(string: bio, attributes: [
            .font: UIFont.systemFont(ofSize: 10),
            .foregroundColor: UIColor.darkGray,
        ])
        bioNode.maximumNumberOfLines = 2
        bioNode.truncationAttributedText = NSAttributedString(string: "...")

        badgeNode.image = UIImage.as_resizableRoundedImage(withCornerRadius: 4, cornerColor: .clear, fill: .red)
        badgeNode.style.preferredSize = CGSize(width: 30, height: 12)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let text = ASStackLayoutSpec.vertical()
        text.spacing = 4
        text.children = [nameNode, bioNode, badgeNode]
        text.style.flexShrink = 1
        text.style.flexGrow = 1
        nameNode.style.flexShrink = 1
        bioNode.style.flexShrink = 1

        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                    alignItems: .start, children: [avatarNode, text, likeNode])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: row)
    }
}

class ProfileViewController: ASDKViewController<ASDisplayNode> {
    let card: ProfileCardNode

    init(avatarURL: URL?) {
        card = ProfileCardNode(name: "Hannah M. Banana of Sunset Beach",
                               bio: "Photographer. Hiker. Collector of sunsets, shells and long walks on the shore.",
                               avatarURL: avatarURL)
        super.init(node: ASDisplayNode())
        title = "Profile"
        node.backgroundColor = .white
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [weak self] _, constrainedSize in
            guard let card = self?.card else { return ASLayoutSpec() }
            card.style.width = ASDimensionMake(constrainedSize.max.width)
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                     alignItems: .start, children: [card])
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
