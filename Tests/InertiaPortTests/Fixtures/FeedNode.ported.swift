// swift-format-ignore-file
// A Texture feed cell written as iOS code is written (fixture of `inertia port`, with
// FeedNode+Touches.swift: an extension in another file overrides a member of this class).
import InertiaTexture

final class FeedCellNode: ASCellNode {
    private let avatarNode = ASImageNode()
    private let titleNode = ASTextNode()
    private(set) var likes = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.image = UIImage(named: "avatar")!
        backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    }

    override func didLoad() {
        super.didLoad()
        let tap = UITapGestureRecognizer(target: self, action: Selector("likeTapped:", target: self, Self.likeTapped(_:)))
        view.addGestureRecognizer(tap)
        let hold = UILongPressGestureRecognizer(target: self, action: Selector("held", target: self, FeedCellNode.held))
        view.addGestureRecognizer(hold)
    }

    func likeTapped(_ recognizer: UITapGestureRecognizer) {
        likes += 1
    }

    func held() {}

    // Highlights the cell while touched.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        alpha = 0.5
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        alpha = 1
    }
}

class FeedViewController: ASDKViewController<ASTableNode> {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: Selector("reload", target: self, Self.reload))
        let title = Selector("title", getter: \UIViewController.title)
        _ = title
    }

    func reload() {
        node.reloadData()
    }

    override var prefersStatusBarHidden: Bool { true }
}

extension FeedCellNode: ActionTarget {}
