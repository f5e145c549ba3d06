import Foundation
import Inertia

// The names UIKit's types had before Swift 4.2 nested them (`UITableViewCellStyle` for
// `UITableViewCell.CellStyle`): tutorials and books written for Swift 3 and 4 use them.

/// UIKit's name for ``Inertia/BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's older name for `UIBarButtonItem.SystemItem`.
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
/// UIKit's older name for `UIBarButtonItem.Style`.
public typealias UIBarButtonItemStyle = BarButtonItem.Style
/// UIKit's older name for `UITableViewCell.CellStyle`.
public typealias UITableViewCellStyle = TableViewCell.CellStyle
/// UIKit's older name for `UITableViewCell.EditingStyle`.
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
/// UIKit's older name for `UITableViewCell.AccessoryType`.
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType
/// UIKit's older name for `UITableViewCell.SelectionStyle`.
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
/// UIKit's older name for `UITableViewCell.SeparatorStyle`.
public typealias UITableViewCellSeparatorStyle = TableViewCell.SeparatorStyle
/// UIKit's older name for `UITableView.Style`.
public typealias UITableViewStyle = TableView.Style
/// UIKit's older name for `UITableView.RowAnimation`.
public typealias UITableViewRowAnimation = TableRowAnimation
/// UIKit's older name for `UITableView.ScrollPosition`.
public typealias UITableViewScrollPosition = TableView.ScrollPosition
/// UIKit's older name for `UIView.ContentMode`.
public typealias UIViewContentMode = View.ContentMode
/// UIKit's older name for `UIView.AnimationOptions`.
public typealias UIViewAnimationOptions = View.AnimationOptions
/// UIKit's older name for `UIView.AnimationCurve`.
public typealias UIViewAnimationCurve = View.AnimationCurve
/// UIKit's older name for `UIControl.Event`.
public typealias UIControlEvents = Control.Event
/// UIKit's older name for `UIControl.State`.
public typealias UIControlState = Control.State
/// UIKit's older name for `UIButton.ButtonType`.
public typealias UIButtonType = Button.ButtonType
/// UIKit's older name for `UIStackView.Alignment`.
public typealias UIStackViewAlignment = StackView.Alignment
/// UIKit's older name for `UIStackView.Distribution`.
public typealias UIStackViewDistribution = StackView.Distribution
/// UIKit's older name for `NSLayoutConstraint.Axis`.
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
/// UIKit's older name for `NSLayoutConstraint.Attribute`.
public typealias NSLayoutAttribute = LayoutConstraint.Attribute
/// UIKit's older name for `NSLayoutConstraint.Relation`.
public typealias NSLayoutRelation = LayoutConstraint.Relation
/// UIKit's older name for `NSLayoutConstraint.FormatOptions`.
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions
/// UIKit's older name for `UIGestureRecognizer.State`.
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// UIKit's older name for `UIFont.Weight`.
public typealias UIFontWeight = UIFont.Weight
/// Swift 3's name for `UIFont.Weight.ultraLight`'s raw value: a `CGFloat`, as the iOS 10 SDK
/// declared these names, so a program's own `weight: CGFloat` parameters take them;
/// `UIFont.systemFont(ofSize:weight:)` and `monospacedDigitSystemFont(ofSize:weight:)` take one as
/// Swift 3's did.
public let UIFontWeightUltraLight: CGFloat = UIFont.Weight.ultraLight.rawValue
/// Swift 3's name for `UIFont.Weight.thin`'s raw value.
public let UIFontWeightThin: CGFloat = UIFont.Weight.thin.rawValue
/// Swift 3's name for `UIFont.Weight.light`'s raw value.
public let UIFontWeightLight: CGFloat = UIFont.Weight.light.rawValue
/// Swift 3's name for `UIFont.Weight.regular`'s raw value.
public let UIFontWeightRegular: CGFloat = UIFont.Weight.regular.rawValue
/// Swift 3's name for `UIFont.Weight.medium`'s raw value.
public let UIFontWeightMedium: CGFloat = UIFont.Weight.medium.rawValue
/// Swift 3's name for `UIFont.Weight.semibold`'s raw value.
public let UIFontWeightSemibold: CGFloat = UIFont.Weight.semibold.rawValue
/// Swift 3's name for `UIFont.Weight.bold`'s raw value.
public let UIFontWeightBold: CGFloat = UIFont.Weight.bold.rawValue
/// Swift 3's name for `UIFont.Weight.heavy`'s raw value.
public let UIFontWeightHeavy: CGFloat = UIFont.Weight.heavy.rawValue
/// Swift 3's name for `UIFont.Weight.black`'s raw value.
public let UIFontWeightBlack: CGFloat = UIFont.Weight.black.rawValue
/// UIKit's older name for `UIFont.TextStyle`.
public typealias UIFontTextStyle = UIFont.TextStyle
/// Foundation's older name for `NSAttributedString.Key` (Swift 4.0 and 4.1 code; Linux's
/// Foundation marks it unavailable, and this declaration shadows that one).
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Swift 3's name for `UILayoutPriority.required` (1000).
public let UILayoutPriorityRequired: UILayoutPriority = .required
/// Swift 3's name for `UILayoutPriority.defaultHigh` (750).
public let UILayoutPriorityDefaultHigh: UILayoutPriority = .defaultHigh
/// Swift 3's name for `UILayoutPriority.defaultLow` (250).
public let UILayoutPriorityDefaultLow: UILayoutPriority = .defaultLow
/// Swift 3's name for `UILayoutPriority.fittingSizeLevel` (50).
public let UILayoutPriorityFittingSizeLevel: UILayoutPriority = .fittingSizeLevel

/// Insets from their four values (UIKit's older function for `UIEdgeInsets(top:left:bottom:right:)`).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> EdgeInsets
{
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `rect` less `insets` on each side (Swift 4.1's global function for `rect.inset(by: insets)`):
/// the origin moves by the top and left insets, the size shrinks by both sides' sums.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

/// Whether two insets are equal on all four sides (Swift 4.1's global function for `==`).
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: EdgeInsets, _ insets2: EdgeInsets) -> Bool {
  insets1 == insets2
}

/// Nanoseconds per second (Dispatch's NSEC_PER_SEC on Apple platforms; Linux's Dispatch lacks it).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (Dispatch's NSEC_PER_MSEC).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (Dispatch's NSEC_PER_USEC).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second (Dispatch's USEC_PER_SEC).
public let USEC_PER_SEC: UInt64 = 1_000_000

/// The largest finite `Float` (the C library's `MAXFLOAT` on Apple platforms; Glibc leaves it
/// out), which iOS code passes as "no limit": `CGSize(width: w, height: CGFloat(MAXFLOAT))`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

extension CGFloat {
  /// The number's value as a `CGFloat`, rounded if it cannot be represented exactly (the Apple
  /// Foundation initializer that Linux's Foundation leaves out).
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }

  /// The number's value as a `CGFloat` when it is represented exactly, else nil (Apple
  /// Foundation's initializer).
  public init?(exactly number: NSNumber) {
    guard let value = Double(exactly: number) else { return nil }
    self.init(value)
  }
}

// The keyboard notification names and keys before Swift 4.2 moved them onto UIResponder.
extension NSNotification.Name {
  /// UIKit's older name for `UIResponder.keyboardWillShowNotification`.
  public static let UIKeyboardWillShow = Responder.keyboardWillShowNotification
  /// UIKit's older name for `UIResponder.keyboardDidShowNotification`.
  public static let UIKeyboardDidShow = Responder.keyboardDidShowNotification
  /// UIKit's older name for `UIResponder.keyboardWillHideNotification`.
  public static let UIKeyboardWillHide = Responder.keyboardWillHideNotification
  /// UIKit's older name for `UIResponder.keyboardDidHideNotification`.
  public static let UIKeyboardDidHide = Responder.keyboardDidHideNotification
  /// UIKit's older name for `UIResponder.keyboardWillChangeFrameNotification`.
  public static let UIKeyboardWillChangeFrame = Responder.keyboardWillChangeFrameNotification
  /// UIKit's older name for `UIResponder.keyboardDidChangeFrameNotification`.
  public static let UIKeyboardDidChangeFrame = Responder.keyboardDidChangeFrameNotification
  /// UIKit's older name for `UIDevice.orientationDidChangeNotification` (Swift 4.1 and before).
  public static let UIDeviceOrientationDidChange = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// UIKit's older name for `UIResponder.keyboardFrameBeginUserInfoKey`.
public let UIKeyboardFrameBeginUserInfoKey = Responder.keyboardFrameBeginUserInfoKey
/// UIKit's older name for `UIResponder.keyboardFrameEndUserInfoKey`.
public let UIKeyboardFrameEndUserInfoKey = Responder.keyboardFrameEndUserInfoKey
/// UIKit's older name for `UIResponder.keyboardAnimationDurationUserInfoKey`.
public let UIKeyboardAnimationDurationUserInfoKey = Responder.keyboardAnimationDurationUserInfoKey
/// UIKit's older name for `UIResponder.keyboardAnimationCurveUserInfoKey`.
public let UIKeyboardAnimationCurveUserInfoKey = Responder.keyboardAnimationCurveUserInfoKey

/// UIKit's older name of `UIScrollView.DecelerationRate.normal` (Swift 4.1 and before).
public let UIScrollViewDecelerationRateNormal = ScrollView.DecelerationRate.normal
/// UIKit's older name of `UIScrollView.DecelerationRate.fast` (Swift 4.1 and before).
public let UIScrollViewDecelerationRateFast = ScrollView.DecelerationRate.fast

// The child view controller names before Swift 4.2 (Swift 4.0 projects, which Xcode still builds
// in Swift 4 mode, use them).
extension ViewController {
  /// UIKit's older name for ``Inertia/ViewController/children``.
  public var childViewControllers: [ViewController] { children }
  /// UIKit's older name for ``Inertia/ViewController/addChild(_:)``.
  public func addChildViewController(_ child: ViewController) { addChild(child) }
  /// UIKit's older name for ``Inertia/ViewController/removeFromParent()``.
  public func removeFromParentViewController() { removeFromParent() }
}

// Swift 4.0's names for moving a subview to the front or back and for the common run loop modes.
extension View {
  /// UIKit's older name for ``Inertia/View/bringSubviewToFront(_:)``.
  public func bringSubview(toFront view: View) { bringSubviewToFront(view) }
  /// UIKit's older name for ``Inertia/View/sendSubviewToBack(_:)``.
  public func sendSubview(toBack view: View) { sendSubviewToBack(view) }
}

extension RunLoop.Mode {
  /// Foundation's older name for `.common` (Swift 4.0's `RunLoopMode.commonModes`).
  public static let commonModes = RunLoop.Mode.common
  /// UIKit's tracking mode (`UITrackingRunLoopMode`), the main run loop's mode while a scroll view
  /// tracks a finger, is dragged or decelerates; a `CADisplayLink` added for it alone runs then.
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
/// UIKit's older name for `UICollectionView.ScrollDirection` (a flow layout's scroll direction).
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// UIKit's older name for `UICollectionView.ScrollPosition`.
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
/// UIKit's older name for `UISwipeGestureRecognizer.Direction`.
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
/// Foundation's older name for `RunLoop.Mode` (Swift 4.0 and 4.1 code; Linux's Foundation marks it
/// unavailable, and this declaration shadows that one).
public typealias RunLoopMode = RunLoop.Mode
/// UIKit's older name for `UIView.AutoresizingMask` (Swift 4.1 and before).
public typealias UIViewAutoresizing = View.AutoresizingMask
/// UIKit's older name for `UIActivityIndicatorView.Style` (Swift 4.1 and before).
public typealias UIActivityIndicatorViewStyle = ActivityIndicatorView.Style
/// UIKit's older name for `UIAlertController.Style` (Swift 4.1 and before).
public typealias UIAlertControllerStyle = AlertController.Style
/// UIKit's older name for `UIAlertAction.Style` (Swift 4.1 and before).
public typealias UIAlertActionStyle = AlertAction.Style
/// UIKit's older name for `UIControl.ContentVerticalAlignment` (Swift 4.1 and before).
public typealias UIControlContentVerticalAlignment = Control.ContentVerticalAlignment
/// UIKit's older name for `UIControl.ContentHorizontalAlignment` (Swift 4.1 and before).
public typealias UIControlContentHorizontalAlignment = Control.ContentHorizontalAlignment
