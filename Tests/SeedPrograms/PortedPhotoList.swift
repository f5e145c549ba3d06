// swift-format-ignore-file
// A photo list screen written as iOS code is written (fixture of `inertia port`: this file is in
// Tests/InertiaPortTests/Fixtures; its port, compiled and tapped, is Tests/SeedPrograms/PortedPhotoList.swift).
import Foundation
import InertiaUIKit

extension Notification.Name {
    static let photosDidChange = Notification.Name("PhotosDidChange")
}

/// Counts the taps on a counter button for a screen (an object that is not a view or controller).
final class TapCounter: NSObject {
    private(set) var count = 0

    func increment(_ sender: UIButton) {
        count += 1
    }
}

class PhotoListViewController: UIViewController {
    weak var scrollView: UIScrollView!
    weak var titleLabel: UILabel!
    var thumbnailViews: [UIImageView]!
    let shareButton = UIButton(type: .system)
    let counterButton = UIButton(type: .system)
    let gridSwitch = UISwitch()
    let headerView = UIView()
    let refreshControl = UIRefreshControl()
    let counter = TapCounter()
    var photoCount = 0
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let scroll = UIScrollView(frame: view.bounds)
        view.addSubview(scroll)
        scrollView = scroll

        shareButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        shareButton.addTarget(self, action: Selector("shareTapped:", target: self, Self.shareTapped(_:)), for: .touchUpInside)
        view.addSubview(shareButton)

        counterButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        counterButton.addTarget(counter, action: Selector("increment:", target: counter, TapCounter.increment(_:)), for: .touchUpInside)
        view.addSubview(counterButton)

        gridSwitch.frame = CGRect(x: 200, y: 100, width: 51, height: 31)
        gridSwitch.addTarget(self, action: Selector("gridChanged:", target: self, Self.gridChanged), for: .valueChanged)
        view.addSubview(gridSwitch)

        headerView.frame = CGRect(x: 20, y: 300, width: 200, height: 80)
        headerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("headerTapped:", target: self, Self.headerTapped(_:))))
        view.addSubview(headerView)

        refreshControl.addTarget(self, action: Selector("refresh:", target: self, Self.refresh(_:)), for: .valueChanged)
        scrollView.refreshControl = refreshControl
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)

        NotificationCenter.default.addObserver(
            self, selector: Selector("photosChanged:", target: self, Self.photosChanged(_:)), name: .photosDidChange, object: nil)
    }

    @IBAction func shareTapped(_ sender: UIButton) {
        log.append("share")
    }

    func resetTapped() {
        photoCount = 0
    }

    func gridChanged(_ sender: UISwitch) {
        log.append("grid \(sender.isOn)")
    }

    func headerTapped(_ recognizer: UITapGestureRecognizer) {
        log.append("header \(recognizer.state == .ended)")
    }

    private func refresh(_ sender: UIRefreshControl) {
        log.append("refresh \(sender.isRefreshing)")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("layout")
    }
}

extension PhotoListViewController {
    func photosChanged(_ notification: Notification) {
        photoCount += 1
    }
}

extension TapCounter: ActionTarget {}
