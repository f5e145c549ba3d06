import InertiaUIKit

// The sixty-fourth trial's layer idioms, written as KyoheiG3's GridView writes its animated layer:
// a view whose layer class keeps a dynamic `sweep` (an `@NSManaged` property, ported to key-value
// storage) that asks for display, and tells its view, as the layer's delegate, when a sweep ends.

/// The layer's delegate: a protocol refining `CALayerDelegate` that a view adopts.
protocol SweepLayerDelegate: CALayerDelegate {
  func sweepLayerDidFinish(_ layer: SweepLayer)
}

/// A layer whose `sweep` runs `display()`, which resets it and reports the end to its view.
final class SweepLayer: CALayer {
  /// What `display()` saw, in order (the sweep's value each time).
  var displays: [CGFloat] = []

  /// The sweep, kept by key as the port rule keeps an `@NSManaged` property.
  var sweep: CGFloat {
    get { value(forKey: "sweep") as? CGFloat ?? CGFloat() }
    set { setValue(newValue, forKey: "sweep") }
  }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "sweep" || super.needsDisplay(forKey: key)
  }

  override func display() {
    super.display()
    displays.append(sweep)
    if sweep != 0 {
      (delegate as? SweepLayerDelegate)?.sweepLayerDidFinish(self)
      sweep = 0
    }
  }
}

/// A view on a `SweepLayer` that removes its spare subviews when a sweep finishes, as GridView
/// removes the cells it kept for an animated layout change.
final class SweepView: UIView, SweepLayerDelegate {
  override class var layerClass: AnyClass { SweepLayer.self }
  var sweepLayer: SweepLayer { layer as! SweepLayer }
  var spares: [UIView] = []
  var finished = 0

  /// Adds `count` spare subviews and starts a sweep that removes them.
  func sweepAway(adding count: Int) {
    for _ in 0..<count {
      let spare = UIView()
      addSubview(spare)
      spares.append(spare)
    }
    sweepLayer.sweep = 1
  }

  func sweepLayerDidFinish(_ layer: SweepLayer) {
    finished += 1
    spares.forEach { $0.removeFromSuperview() }
    spares = []
  }
}
