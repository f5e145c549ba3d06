// swift-format-ignore-file
// A photo list screen written as iOS code is written (fixture of `inertia port`: this file is in
// Tests/InertiaPortTests/Fixtures; its port, compiled and tapped, is Tests/SeedPrograms/PortedPhotoList.swift).
import Foundation
import QuartzCore
import UIKit

extension Notification.Name {
    static let photosDidChange = Notification.Name("PhotosDidChange")
}

/// Counts the taps on a counter button for a screen (an object that is not a view or controller).
final class TapCounter: NSObject {
    private(set) var count = 0

    @objc func increment(_ sender: UIButton) {
        count += 1
    }
}

class PhotoListViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var thumbnailViews: [UIImageView]!
    let shareButton = UIButton(type: .system)
    let counterButton = UIButton(type: .system)
    let gridSwitch = UISwitch()
    let headerView = UIView()
    let refreshControl = UIRefreshControl()
    let counter = TapCounter()
    @objc dynamic var photoCount = 0
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let scroll = UIScrollView(frame: view.bounds)
        view.addSubview(scroll)
        scrollView = scroll

        shareButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        shareButton.addTarget(self, action: #selector(shareTapped(_:)), for: .touchUpInside)
        view.addSubview(shareButton)

        counterButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        counterButton.addTarget(counter, action: #selector(TapCounter.increment(_:)), for: .touchUpInside)
        view.addSubview(counterButton)

        gridSwitch.frame = CGRect(x: 200, y: 100, width: 51, height: 31)
        gridSwitch.addTarget(self, action: #selector(gridChanged), for: .valueChanged)
        view.addSubview(gridSwitch)

        headerView.frame = CGRect(x: 20, y: 300, width: 200, height: 80)
        headerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(headerTapped(_:))))
        view.addSubview(headerView)

        refreshControl.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        scrollView.refreshControl = refreshControl
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)

        NotificationCenter.default.addObserver(
            self, selector: #selector(photosChanged(_:)), name: .photosDidChange, object: nil)
    }

    @IBAction func shareTapped(_ sender: UIButton) {
        log.append("share")
    }

    @IBAction func resetTapped() {
        photoCount = 0
    }

    @objc func gridChanged(_ sender: UISwitch) {
        log.append("grid \(sender.isOn)")
    }

    @objc func headerTapped(_ recognizer: UITapGestureRecognizer) {
        log.append("header \(recognizer.state == .ended)")
    }

    @objc private func refresh(_ sender: UIRefreshControl) {
        log.append("refresh \(sender.isRefreshing)")
    }
}

extension PhotoListViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("layout")
    }

    @objc func photosChanged(_ notification: Notification) {
        photoCount += 1
    }
}
