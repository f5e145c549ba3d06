// InertiaUIKit lets UIKit code compile against Inertia with only `import UIKit` changed to
// `import InertiaUIKit`: UIKit's names for Inertia's types, UIKit's protocol spellings, and a few
// free-standing UIKit and Objective-C runtime spellings. docs/porting.md lists what is provided,
// what is not, and why.
//
// Only UIKit's namespace is re-exported, as `import UIKit` gives it: Inertia's own unprefixed names
// (`View`, `Button`, `ScrollView`, `TextNode`) stay behind `import Inertia`, so a program's own
// `Button` or `TextNode`, declared in one module and named in another, is not ambiguous with
// Inertia's. Re-exported by name: the Apple spellings Inertia declares itself, the names
// `inertia port` writes into programs, and the host's clocks and gesture synthesizer that drive them.
@_exported import Foundation
import Inertia

// Protocols `inertia port` makes ported classes adopt or writes (a list view's overridden
// `delegate` keeps the scroll view's delegate type).
@_exported import protocol Inertia.ActionTarget
// Apple's own spellings, declared by Inertia.
@_exported import struct Inertia.CGVector
@_exported import class Inertia.ClockTimer
@_exported import protocol Inertia.CollectionViewDelegate
@_exported import enum Inertia.DeclaredKeyValues
@_exported import protocol Inertia.FrameClock
@_exported import struct Inertia.GestureSynthesizer
@_exported import struct Inertia.GestureTrack
@_exported import protocol Inertia.KeyValueCodingDeclaring
@_exported import protocol Inertia.KeyValueObservable
@_exported import protocol Inertia.KeyValueObserver
@_exported import protocol Inertia.KeyValueObservingObject
@_exported import enum Inertia.MainQueue
// The host: clocks, the main queue and the gesture synthesizer that drive a ported program.
@_exported import class Inertia.ManualClock
@_exported import enum Inertia.NSKeyValueChange
@_exported import struct Inertia.NSKeyValueChangeKey
@_exported import class Inertia.NSKeyValueObservation
@_exported import struct Inertia.NSKeyValueObservedChange
@_exported import struct Inertia.NSKeyValueObservingOptions
@_exported import protocol Inertia.ObjectiveCMethodDeclaring
@_exported import protocol Inertia.ScrollViewDelegate
@_exported import struct Inertia.Selector
@_exported import protocol Inertia.TableViewDelegate
@_exported import struct Inertia.TouchInput

// MARK: Views and windows

/// UIKit's name for ``Inertia/View``.
public typealias UIView = View
/// UIKit's name for ``Inertia/Window``.
public typealias UIWindow = Window
/// UIKit's name for ``Inertia/Responder``.
public typealias UIResponder = Responder
/// UIKit's name for ``Inertia/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's name for ``Inertia/ContentContainer``.
public typealias UIContentContainer = ContentContainer
/// UIKit's name for ``Inertia/ViewControllerTransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's name for ``Inertia/ViewControllerTransitionCoordinatorContext``.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UIKit's name for ``Inertia/ViewControllerTransitioningDelegate`` (same requirement spellings).
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's name for ``Inertia/ViewControllerAnimatedTransitioning`` (same requirement spellings).
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's name for ``Inertia/ViewControllerInteractiveTransitioning`` (same requirement spellings).
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's name for ``Inertia/ViewControllerContextTransitioning`` (same requirement spellings).
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's name for ``Inertia/PercentDrivenInteractiveTransition``.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's name for ``Inertia/TransitionContextViewControllerKey``.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's name for ``Inertia/TransitionContextViewKey``.
public typealias UITransitionContextViewKey = TransitionContextViewKey
/// UIKit's name for ``Inertia/AdaptivePresentationControllerDelegate`` (same requirement spellings).
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's name for ``Inertia/PopoverPresentationControllerDelegate`` (same requirement spellings).
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's name for ``Inertia/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``Inertia/PickerView``.
public typealias UIPickerView = PickerView
/// UIKit's name for ``Inertia/PickerViewDataSource`` (same requirement spellings).
public typealias UIPickerViewDataSource = PickerViewDataSource
/// UIKit's name for ``Inertia/PickerViewDelegate`` (same requirement spellings).
public typealias UIPickerViewDelegate = PickerViewDelegate
/// UIKit's name for ``Inertia/Toolbar``.
public typealias UIToolbar = Toolbar
/// UIKit's name for ``Inertia/NavigationControllerDelegate`` (same requirement spellings).
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's name for ``Inertia/SplitViewController``.
public typealias UISplitViewController = SplitViewController
/// UIKit's name for ``Inertia/SplitViewControllerDelegate`` (same requirement spellings).
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// UIKit's name for ``Inertia/TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's name for ``Inertia/TabBarControllerDelegate`` (same requirement spellings).
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's name for ``Inertia/TabBar``.
public typealias UITabBar = TabBar
/// UIKit's name for ``Inertia/TabBarDelegate`` (same requirement spellings).
public typealias UITabBarDelegate = TabBarDelegate
/// UIKit's name for ``Inertia/TabBarItem``.
public typealias UITabBarItem = TabBarItem
/// UIKit's name for ``Inertia/NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's name for ``Inertia/BarStyle``.
public typealias UIBarStyle = BarStyle
/// UIKit's name for ``Inertia/BarAppearance``.
public typealias UIBarAppearance = BarAppearance
/// UIKit's name for ``Inertia/NavigationBarAppearance``.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's name for ``Inertia/TabBarAppearance``.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's name for ``Inertia/TabBarItemAppearance``.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's name for ``Inertia/TabBarItemStateAppearance``.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// UIKit's name for ``Inertia/BarButtonItemAppearance``.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// UIKit's name for ``Inertia/BarButtonItemAppearance/StateAppearance``.
public typealias UIBarButtonItemStateAppearance = BarButtonItemAppearance.StateAppearance
/// UIKit's name for ``Inertia/ToolbarAppearance``.
public typealias UIToolbarAppearance = ToolbarAppearance
/// UIKit's name for ``Inertia/BarPosition``.
public typealias UIBarPosition = BarPosition
/// UIKit's name for ``Inertia/NavigationBar/BarMetrics``.
public typealias UIBarMetrics = NavigationBar.BarMetrics
/// UIKit's name for ``Inertia/InterfaceOrientation``.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's name for ``Inertia/InterfaceOrientationMask``.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's name for ``Inertia/ViewPropertyAnimator``.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's name for ``Inertia/SpringTimingParameters``.
public typealias UISpringTimingParameters = SpringTimingParameters
/// UIKit's name for ``Inertia/CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's name for ``Inertia/TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's name for ``Inertia/TimingCurveType``.
public typealias UITimingCurveType = TimingCurveType
/// UIKit's name for ``Inertia/ViewPropertyAnimator/Position``.
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
/// UIKit's name for ``Inertia/ViewPropertyAnimator/State``.
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
/// UIKit's name for ``Inertia/ViewAnimating``.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's name for ``Inertia/ViewImplicitlyAnimating``.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// UIKit's name for ``Inertia/Offset``.
public typealias UIOffset = Offset
/// UIKit's name for ``Inertia/BlurEffect``.
public typealias UIBlurEffect = BlurEffect
/// UIKit's name for ``Inertia/NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's name for ``Inertia/StoryboardSegue``.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's name for ``Inertia/AlertController``.
public typealias UIAlertController = AlertController
/// UIKit's name for ``Inertia/PresentationController``.
public typealias UIPresentationController = PresentationController
/// UIKit's name for ``Inertia/PopoverPresentationController``.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's name for ``Inertia/PopoverPresentationController/ArrowDirection``.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
/// UIKit's name for ``Inertia/SheetPresentationController``.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's name for ``Inertia/AlertAction``.
public typealias UIAlertAction = AlertAction
/// UIKit's name for ``Inertia/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for ``Inertia/StatusBarStyle``.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's name for ``Inertia/StatusBarAnimation``.
public typealias UIStatusBarAnimation = StatusBarAnimation
/// UIKit's name for ``Inertia/ModalTransitionStyle``.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's name for ``Inertia/RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's name for ``Inertia/Label``.
public typealias UILabel = Label
/// UIKit's name for ``Inertia/BaselineAdjustment``.
public typealias UIBaselineAdjustment = BaselineAdjustment
/// UIKit's name for ``Inertia/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``Inertia/Image``.
public typealias UIImage = Image
/// UIKit's name for ``Inertia/StackView``.
public typealias UIStackView = StackView
/// UIKit's name for ``Inertia/Color``.
public typealias UIColor = Color
/// UIKit's name for ``Inertia/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// Core Graphics' name for ``Inertia/AffineTransform`` (Foundation on Linux has no CGAffineTransform).
public typealias CGAffineTransform = Inertia.AffineTransform
/// UIKit's name for ``Inertia/AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's name for ``Inertia/AccessibilityCustomAction``.
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
/// UIKit's name for ``Inertia/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

// MARK: Scrolling and lists

/// UIKit's name for ``Inertia/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's name for ``Inertia/RefreshControl``.
public typealias UIRefreshControl = RefreshControl
/// UIKit's name for ``Inertia/TableView``.
public typealias UITableView = TableView
/// UIKit's name for ``Inertia/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for ``Inertia/TableViewController``.
public typealias UITableViewController = TableViewController
/// UIKit's name for ``Inertia/PageViewController``.
public typealias UIPageViewController = PageViewController
/// UIKit's name for ``Inertia/PageViewControllerDataSource`` (same requirement spellings).
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// UIKit's name for ``Inertia/PageViewControllerDelegate`` (same requirement spellings).
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// UIKit's older name for ``Inertia/TableView/automaticDimension`` (before Swift 4.2).
public let UITableViewAutomaticDimension = TableView.automaticDimension
/// UIKit's name for ``Inertia/TableViewDataSource`` (same requirement spellings).
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for ``Inertia/ContextualAction``.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for ``Inertia/SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's name for ``Inertia/TableViewRowAction``.
public typealias UITableViewRowAction = TableViewRowAction
/// UIKit's name for ``Inertia/TableViewHeaderFooterView``.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's name for ``Inertia/ContentConfiguration``.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's name for ``Inertia/ContentView``.
public typealias UIContentView = ContentView
/// UIKit's name for ``Inertia/ConfigurationState``.
public typealias UIConfigurationState = ConfigurationState
/// UIKit's name for ``Inertia/CellConfigurationState``.
public typealias UICellConfigurationState = CellConfigurationState
/// UIKit's name for ``Inertia/ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name for ``Inertia/ListContentView``.
public typealias UIListContentView = ListContentView
/// UIKit's name for ``Inertia/TableViewDataSourcePrefetching`` (same requirement spellings).
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching

extension TableView {
  /// UIKit's nested name for ``Inertia/TableRowAnimation``, UITableView.RowAnimation.
  public typealias RowAnimation = TableRowAnimation
}

// MARK: Controls and actions

/// UIKit's name for ``Inertia/Control``.
public typealias UIControl = Control
/// UIKit's name for ``Inertia/Button``.
public typealias UIButton = Button
/// UIKit's name for ``Inertia/Switch``.
public typealias UISwitch = Switch
/// UIKit's name for ``Inertia/Slider``.
public typealias UISlider = Slider
/// UIKit's name for ``Inertia/PageControl``.
public typealias UIPageControl = PageControl
/// UIKit's name for ``Inertia/ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's name for ``Inertia/Stepper``.
public typealias UIStepper = Stepper
/// UIKit's name for ``Inertia/ProgressView``.
public typealias UIProgressView = ProgressView
/// UIKit's name for ``Inertia/VisualEffectView``.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's name for ``Inertia/VisualEffect``.
public typealias UIVisualEffect = VisualEffect
/// UIKit's name for ``Inertia/VibrancyEffect``.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's name for ``Inertia/VibrancyEffect/Style``.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
/// UIKit's name for ``Inertia/SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's name for ``Inertia/TextField``.
public typealias UITextField = TextField
/// UIKit's name for ``Inertia/TextFieldDelegate`` (same requirement spellings).
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's name for ``Inertia/KeyboardType``.
public typealias UIKeyboardType = KeyboardType
/// UIKit's name for ``Inertia/ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's name for ``Inertia/ControlAction``.
public typealias UIAction = ControlAction
/// UIKit's name for ``Inertia/Menu``.
public typealias UIMenu = Menu
/// UIKit's name for ``Inertia/MenuController``.
public typealias UIMenuController = MenuController
/// UIKit's name for ``Inertia/MenuItem``.
public typealias UIMenuItem = MenuItem
/// UIKit's name for ``Inertia/MenuElement``.
public typealias UIMenuElement = MenuElement

// MARK: Events and gestures

/// UIKit's name for ``Inertia/Event``.
public typealias UIEvent = Event
/// UIKit's name for ``Inertia/Touch``.
public typealias UITouch = Touch
/// UIKit's name for ``Inertia/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's name for ``Inertia/GestureRecognizerDelegate`` (same requirement spellings).
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's name for ``Inertia/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's name for ``Inertia/PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's name for ``Inertia/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's name for ``Inertia/LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's name for ``Inertia/SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's name for ``Inertia/ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

// MARK: Auto Layout

/// UIKit's name for ``Inertia/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``Inertia/LayoutAnchor`` (UIKit's is generic over the anchor kind; here one
/// type serves every kind, so mixing kinds is caught when solving, not when compiling).
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's name for a horizontal anchor: a ``Inertia/LayoutAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutAnchor
/// UIKit's name for a vertical anchor: a ``Inertia/LayoutAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutAnchor
/// UIKit's name for a width or height anchor: a ``Inertia/LayoutAnchor``.
public typealias NSLayoutDimension = LayoutAnchor
/// UIKit's name for ``Inertia/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for ``Inertia/LayoutSupport`` (a view controller's top and bottom layout guides).
public typealias UILayoutSupport = LayoutSupport
/// UIKit's name for ``Inertia/DirectionalEdgeInsets`` (insets in reading direction).
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
