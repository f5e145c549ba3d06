// swift-format-ignore-file
import InertiaTexture
import InertiaUIKit

extension FeedViewController: ASTableDataSource {
    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
}

extension UIScrollView {
    override open func touchesShouldCancel(in view: UIView) -> Bool { true }
}
