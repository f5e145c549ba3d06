// swift-format-ignore-file
// A Texture feed cell written as iOS code is written (fixture of `inertia port`, with
// FeedNode+Touches.swift: an extension in another file overrides a member of this class).
import AsyncDisplayKit

final class FeedCellNode: ASCellNode {
    private let avatarNode = ASImageNode()
    private let titleNode = ASTextNode()
    private(set) var likes = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.image = #imageLiteral(resourceName: "avatar")
        backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
    }

    override func didLoad() {
        super.didLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(likeTapped(_:)))
        view.addGestureRecognizer(tap)
        let hold = UILongPressGestureRecognizer(target: self, action: #selector(FeedCellNode.held))
        view.addGestureRecognizer(hold)
    }

    @objc func likeTapped(_ recognizer: UITapGestureRecognizer) {
        likes += 1
    }

    @objc func held() {}
}

class FeedViewController: ASDKViewController<ASTableNode> {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(reload))
        let title = #selector(getter: UIViewController.title)
        _ = title
    }

    @objc func reload() {
        node.reloadData()
    }
}
