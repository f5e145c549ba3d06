import Foundation

/// The pixel grid a node is measured and placed on. Texture rounds every layout's size and
/// position up to the pixels of `ASScreenScale()` (ASLayout.mm through ASCeilPixelValue, read
/// once from the main screen), and its specs floor and round their offsets on the same grid
/// (ASFloorPixelValue, ASRoundPixelValue). Here windows have scales of their own, so a node
/// measures on the scale of the screen it is shown on.
///
/// See also: ``LayoutContext/scale``, ``DisplayNode/calculateLayoutThatFits(_:)``.
extension DisplayNode {
  /// The scale of the measuring pass the main actor is in (a node measuring its spec, a list
  /// measuring its cells), which every node measured or decided in it takes, whether or not it
  /// is in a window yet (a node a spec makes joins its parent only when the layout is applied).
  @MainActor private static var passScale: CGFloat?

  /// The pixels per point the node is measured and placed on: the scale of the measuring pass
  /// running, else ``hostScreenScale``.
  package var measuringScale: CGFloat { Self.passScale ?? hostScreenScale }

  /// Runs `measure` with a context on the node's ``measuringScale``, as the scale of the measuring
  /// pass for every node it reaches.
  package func measuredOnScreenGrid<T>(_ measure: (LayoutContext) -> T) -> T {
    let scale = measuringScale
    return Self.measuring(atScale: scale) { measure(LayoutContext(scale: scale)) }
  }

  /// Runs `body` as a measuring pass on `scale` (see ``measuringScale``).
  package static func measuring<T>(atScale scale: CGFloat, _ body: () -> T) -> T {
    let outer = passScale
    passScale = scale
    defer { passScale = outer }
    return body()
  }

  /// The pixels per point of the screen the node is shown on: the window of the node's view, or
  /// of the nearest node above it (its supernode, else the list showing it: ``hostingNode``)
  /// whose loaded view is in one. Texture reads the main screen's (ASScreenScale); here each
  /// window has its own. A node shown in no window measures on ``LayoutContext/scale``'s grid of
  /// 2.
  package var hostScreenScale: CGFloat {
    var node: DisplayNode? = self
    while let current = node {
      if current.isNodeLoaded, let window = current.view.window { return window.screenScale }
      node = current.supernode ?? current.hostingNode
    }
    return LayoutContext().scale
  }
}
