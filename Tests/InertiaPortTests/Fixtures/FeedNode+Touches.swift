// swift-format-ignore-file
import AsyncDisplayKit
import UIKit

extension FeedCellNode {
    // Highlights the cell while touched.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        alpha = 0.5
    }

    @objc(finishTouch) override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        alpha = 1
    }
}

extension FeedViewController: ASTableDataSource {
    override var prefersStatusBarHidden: Bool { true }

    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
}

extension UIScrollView {
    override open func touchesShouldCancel(in view: UIView) -> Bool { true }
}
