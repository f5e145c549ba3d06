import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// A white window of `size` at scale 1 on a manual clock, for rendering views and reading pixels.
@MainActor
func makeWindow(width: CGFloat = 100, height: CGFloat = 100) -> UIWindow {
  let window = UIWindow(size: CGSize(width: width, height: height), scale: 1, clock: ManualClock())
  window.backgroundColor = .white
  return window
}

/// Renders `window` and returns its canvas.
@MainActor
func render(_ window: UIWindow) throws -> CairoCanvas {
  window.layoutIfNeeded()
  return try ViewRenderer.render(window: window)
}

/// Whether two colours agree within `tolerance` per channel (alpha included).
func close(_ a: Color, _ b: Color, tolerance: Double = 0.04) -> Bool {
  let (x, y) = (a.rgba, b.rgba)
  return abs(x.red - y.red) <= tolerance && abs(x.green - y.green) <= tolerance
    && abs(x.blue - y.blue) <= tolerance && abs(x.alpha - y.alpha) <= tolerance
}

/// The red component of a pixel (UIColor's `.red` names the colour constant in UIKit code).
func redOf(_ color: Color) -> Double { color.rgba.red }

/// The green component of a pixel.
func greenOf(_ color: Color) -> Double { color.rgba.green }
