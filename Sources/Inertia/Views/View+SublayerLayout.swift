import Foundation

/// How a view's layout reaches ``View/layoutSublayers(of:)``.
extension View {
  /// Whether this view or a descendant waits for layout.
  var needsLayoutPass: Bool { needsLayout || descendantNeedsLayout }

  /// ``layoutSublayers(of:)``'s own work.
  func layOutSubviewsForLayer() {
    owningViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewController?.viewDidLayoutSubviews()
  }

  /// Whether the view's class may override ``layoutSublayers(of:)``: a class of a program (Inertia's
  /// own never do). A view of such a class gets its layer at its first layout, as every UIKit view
  /// has one, so the override runs; Inertia's views keep making theirs on first use.
  var mayLayOutSublayers: Bool {
    let type = type(of: self)
    let key = ObjectIdentifier(type)
    if let known = View.sublayerLayoutClasses[key] { return known }
    let module = String(String(reflecting: type).prefix { $0 != "." })
    let answer = !View.ownModules.contains(module)
    View.sublayerLayoutClasses[key] = answer
    return answer
  }
  /// ``mayLayOutSublayers`` by class.
  private static var sublayerLayoutClasses: [ObjectIdentifier: Bool] = [:]
  /// The modules whose view classes never override ``layoutSublayers(of:)``.
  private static let ownModules: Set<String> = [
    "Inertia", "InertiaUIKit", "InertiaTexture", "InertiaCairo", "InertiaSDL",
  ]
}
