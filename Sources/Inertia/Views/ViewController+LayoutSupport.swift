import Foundation

/// A band a view controller's content stays clear of, like UILayoutSupport: the part of the view
/// under the status and navigation bars (``ViewController/topLayoutGuide``) or above the tab bar
/// and home indicator (``ViewController/bottomLayoutGuide``). iOS 7 to 10 code pins its views to
/// these; on iOS 11 and later (and here) they follow the view's safe area. Pre-concurrency, as
/// UIKit's Objective-C protocol is: Swift 5 code reading `length` from a nonisolated helper (a
/// protocol extension constrained to view controllers) compiles, as on iOS.
@preconcurrency @MainActor
public protocol LayoutSupport: AnyObject {
  /// The band's height: the safe area's top (or bottom) inset.
  var length: CGFloat { get }
  /// The band's top edge.
  var topAnchor: LayoutAnchor { get }
  /// The band's bottom edge.
  var bottomAnchor: LayoutAnchor { get }
  /// The band's height, as an anchor.
  var heightAnchor: LayoutAnchor { get }
}

extension LayoutGuide: LayoutSupport {
  /// The guide's height (``LayoutSupport``'s length).
  public var length: CGFloat { layoutFrame.height }
}

extension ViewController {
  /// The band from the top of the view to the top of its safe area (UIKit's deprecated
  /// `topLayoutGuide`): `topLayoutGuide.bottomAnchor` is the safe area's top, `length` its top
  /// inset. A layout guide of the view, made on first use.
  public var topLayoutGuide: any LayoutSupport {
    supportGuide(identifier: "_UIViewControllerTopLayoutGuide") { view in
      let top = min(view.safeAreaInsets.top, view.bounds.height)
      return EdgeInsets(top: 0, left: 0, bottom: view.bounds.height - top, right: 0)
    }
  }

  /// The band from the bottom of the view's safe area to the bottom of the view (UIKit's
  /// deprecated `bottomLayoutGuide`): `bottomLayoutGuide.topAnchor` is the safe area's bottom,
  /// `length` its bottom inset. A layout guide of the view, made on first use.
  public var bottomLayoutGuide: any LayoutSupport {
    supportGuide(identifier: "_UIViewControllerBottomLayoutGuide") { view in
      let bottom = min(view.safeAreaInsets.bottom, view.bounds.height)
      return EdgeInsets(top: view.bounds.height - bottom, left: 0, bottom: 0, right: 0)
    }
  }

  /// The view's guide named `identifier`, added (bound to `insets`) when it has none yet.
  private func supportGuide(
    identifier: String, insets: @escaping @MainActor (View) -> EdgeInsets
  ) -> LayoutGuide {
    if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
    let guide = LayoutGuide(identifier: identifier, binding: .insetBounds(insets))
    view.addLayoutGuide(guide)
    return guide
  }
}
