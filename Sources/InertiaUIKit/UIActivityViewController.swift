import Foundation
import Inertia

/// A service an activity view controller offers (UIActivity): subclass it for an app's own
/// action, as on iOS.
@preconcurrency @MainActor
open class UIActivity {
  /// An activity's name (UIActivity.ActivityType).
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// The type `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The type `rawValue` (Swift's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Copying to the pasteboard: the one system activity Inertia performs.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Messages (not offered here).
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Mail (not offered here).
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Printing (not offered here).
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Assigning to a contact (not offered here).
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saving to the photo library (not offered here).
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to the reading list (not offered here).
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop (not offered here).
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Facebook (not offered here).
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Twitter (not offered here).
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Opening in Books (not offered here).
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Markup as PDF (not offered here).
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// Where an activity shows in the sheet (UIActivity.Category).
  public enum Category: Int, Sendable {
    /// An action (the lower row).
    case action = 0
    /// A share destination (the upper row).
    case share = 1
  }

  /// The activity view controller showing this activity, while it performs.
  weak var sheet: UIActivityViewController?

  /// An activity; subclasses override what follows.
  public init() {}

  /// The activity's category. Default `.action`.
  open class var activityCategory: Category { .action }
  /// The activity's type. Default nil.
  open var activityType: ActivityType? { nil }
  /// The title shown for the activity. Default nil.
  open var activityTitle: String? { nil }
  /// The image shown for the activity. Default nil.
  open var activityImage: UIImage? { nil }
  /// Whether the activity can act on `activityItems`. Default false.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before the activity performs.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// A view controller to present instead of ``perform()``. Default nil.
  open var activityViewController: UIViewController? { nil }
  /// Performs the activity; call ``activityDidFinish(_:)`` when done. Default: finishes at once,
  /// unsuccessfully.
  open func perform() { activityDidFinish(false) }
  /// Tells the sheet the activity finished: the sheet's completion handler gets the result.
  public func activityDidFinish(_ completed: Bool) {
    sheet?.finish(activityType, completed: completed)
    sheet = nil
  }
}

/// The share sheet (UIActivityViewController). Linux has no other apps to share with: the sheet
/// offers the app's own activities that can perform on the items, then Copy (for text, URLs and
/// images, into ``UIPasteboard/general``), minus the excluded types, as rows at the bottom of the
/// window with a Cancel row. A tap performs the row's activity, dismisses the sheet and calls
/// ``completionWithItemsHandler`` with the activity type and whether it completed; Cancel (or a
/// tap outside the rows) calls it with nil and false. Presented with the `.popover` style, as on
/// iOS, so ``Inertia/ViewController/popoverPresentationController`` is set.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What the completion handler receives: the activity, whether it completed, returned items and
  /// an error.
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

  /// The items to share.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [UIActivity]
  /// Activity types not to offer. Default nil.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called once when the sheet finishes (an activity performed, or the sheet was cancelled).
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  private var rows: [(title: String, run: () -> Void)] = []
  private let panel = UIView()

  /// A sheet sharing `activityItems`, offering `applicationActivities` first.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The titles of the rows offered, in order, Cancel last.
  public var offeredTitles: [String] { offeredRows().map(\.title) + ["Cancel"] }

  private func offeredRows() -> [(title: String, run: () -> Void)] {
    let excluded = Set(excludedActivityTypes ?? [])
    var offered: [(title: String, run: () -> Void)] = []
    for activity in applicationActivities
    where activity.canPerform(withActivityItems: activityItems)
      && !(activity.activityType.map(excluded.contains) ?? false)
    {
      offered.append((activity.activityTitle ?? "", { [weak self] in self?.perform(activity) }))
    }
    if !excluded.contains(.copyToPasteboard), !copyableItems.isEmpty {
      offered.append(("Copy", { [weak self] in self?.copyItems() }))
    }
    return offered
  }

  /// Text, URLs and images among the items, as pasteboard items.
  private var copyableItems: [[String: Any]] {
    activityItems.compactMap { given -> [String: Any]? in
      let item = (given as? UIActivityItemProvider)?.item ?? given
      switch item {
      case let text as String: return [UIPasteboard.textType: text]
      case let url as URL: return [UIPasteboard.urlType: url]
      case let image as UIImage: return [UIPasteboard.imageType: image]
      default: return nil
      }
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    panel.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
    panel.layer.cornerRadius = 13
    view.addSubview(panel)
    view.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .ended else { return }
        if !self.panel.frame.contains(recognizer.location(in: self.view)) {
          self.finish(nil, completed: false)
        }
      })
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    rows = offeredRows() + [("Cancel", { [weak self] in self?.finish(nil, completed: false) })]
    for subview in panel.subviews { subview.removeFromSuperview() }
    for (index, row) in rows.enumerated() {
      let button = UIButton(frame: .zero, title: row.title)
      button.setTitleColor(.systemBlue, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.rows[index].run() }, for: .touchUpInside)
      panel.addSubview(button)
    }
    view.setNeedsLayout()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = min(view.bounds.width - 16, 400)
    let height = CGFloat(panel.subviews.count) * 57
    let bottom = view.bounds.height - view.safeAreaInsets.bottom - 8
    panel.frame = CGRect(x: (view.bounds.width - width) / 2, y: bottom - height, width: width, height: height)
    for (index, button) in panel.subviews.enumerated() {
      button.frame = CGRect(x: 0, y: CGFloat(index) * 57, width: width, height: 57)
    }
  }

  private func perform(_ activity: UIActivity) {
    activity.prepare(withActivityItems: activityItems)
    activity.sheet = self
    if let controller = activity.activityViewController {
      dismissSheet { [weak self] in self?.presentingAfterDismissal?.present(controller, animated: true) }
      return
    }
    activity.perform()
  }

  private func copyItems() {
    UIPasteboard.general.items = copyableItems
    finish(.copyToPasteboard, completed: true)
  }

  /// Who presented the sheet, remembered while it dismisses itself for an activity's controller.
  private weak var presentingAfterDismissal: UIViewController?

  /// Dismisses the sheet (if it still shows) and reports the result once.
  func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler
    completionWithItemsHandler = nil
    dismissSheet { handler?(type, completed, nil, nil) }
  }

  private func dismissSheet(then next: @escaping @MainActor () -> Void) {
    presentingAfterDismissal = presentingViewController
    if let presenter = presentingViewController {
      presenter.dismiss(animated: true, completion: next)
    } else {
      next()
    }
  }
}
