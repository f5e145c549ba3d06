import Foundation
import InertiaUIKit
import Testing

/// The fifty-eighth trial's behaviour, written as CollectionKit (a `UIScrollView` subclass laying
/// out and reusing its own cells) and YetAnotherAnimationLibrary (animations of any object's
/// properties by key path, vectors from simd) use UIKit: a weak registry of live collection views,
/// a swizzle of a private scroll view method, a cleanup selector performed by hand, key paths on
/// views and layers, colours rebuilt from components and vector distances.
@MainActor
@Suite struct FiftyEighthTrialTests {
  final class CollectionView: UIScrollView {}

  /// CollectionKit's `CollectionViewManager`: every collection view registers itself in a weak
  /// table, so a view that goes away leaves the registry.
  final class Manager {
    let collectionViews = NSHashTable<CollectionView>.weakObjects()
    func register(collectionView: CollectionView) { collectionViews.add(collectionView) }
  }

  @Test func aWeakTableForgetsADeallocatedView() {
    let manager = Manager()
    let kept = CollectionView()
    manager.register(collectionView: kept)
    manager.register(collectionView: kept)
    do {
      let gone = CollectionView()
      manager.register(collectionView: gone)
      #expect(manager.collectionViews.count == 2)
      #expect(manager.collectionViews.contains(gone))
    }
    #expect(manager.collectionViews.count == 1)
    #expect(manager.collectionViews.allObjects.first === kept)
    manager.collectionViews.remove(kept)
    #expect(manager.collectionViews.anyObject == nil)
    // A strong table keeps its objects alive.
    let strong = NSHashTable<CollectionView>.strongObjects()
    do { strong.add(CollectionView()) }
    #expect(strong.count == 1)
  }

  /// CollectionKit's swizzle of UIScrollView's private `_adjustContentOffsetIfNecessary`: the
  /// methods are found and the exchange does nothing, so the scroll view keeps Inertia's
  /// behaviour and the library's method stays its own.
  @Test func aSwizzleExchangesNothingAndTheMethodsKeepTheirCode() {
    final class Adjuster: UIScrollView {
      var calls = 0
      func adjust() { calls += 1 }
    }
    let original = class_getInstanceMethod(
      UIScrollView.self, NSSelectorFromString("_adjustContentOffsetIfNecessary"))
    let swizzled = class_getInstanceMethod(Adjuster.self, Selector("adjust"))
    #expect(original?.selectorName == "_adjustContentOffsetIfNecessary")
    #expect(class_getInstanceMethod(nil, Selector("adjust")) == nil)
    method_exchangeImplementations(original!, swizzled!)
    let view = Adjuster()
    view.adjust()
    #expect(view.calls == 1)
  }

  /// `CollectionReuseViewManager.cleanup` is performed through a rewritten `#selector` with no
  /// argument (`perform(_:)`).
  @Test func performWithoutAnArgumentCallsTheBoundMethod() {
    final class Cleaner: UIView {
      var cleaned = 0
      func cleanup() { cleaned += 1 }
    }
    let cleaner = Cleaner()
    let selector = Selector("cleanup", target: cleaner, Cleaner.cleanup)
    cleaner.perform(selector)
    cleaner.perform(Selector("unknownSelector"))
    #expect(cleaner.cleaned == 1)
  }

  /// YetAnotherAnimationLibrary reads and writes an animated property by key path on any object
  /// (`base.value(forKeyPath: "opacity")`, `setValue(_:forKeyPath:)`), through a view's layer too.
  @Test func keyPathsReachViewsAndTheirLayers() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.setValue(0.5, forKeyPath: "alpha")
    #expect(view.alpha == 0.5)
    view.setValue(Float(0.25), forKeyPath: "layer.opacity")
    #expect(view.layer.opacity == 0.25)
    #expect(view.value(forKeyPath: "layer.opacity") as? Float == 0.25)
    view.layer.setValue(CGFloat(6), forKeyPath: "cornerRadius")
    #expect(view.layer.cornerRadius == 6)
    #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 6)
    // A path through something that answers no keys gives nil and changes nothing.
    #expect(view.value(forKeyPath: "layer.frame.size") == nil)
    view.setValue(1, forKeyPath: "backgroundColor.alpha")
    #expect(view.backgroundColor == nil)
  }

  /// YetAnotherAnimationLibrary animates colours as four-component vectors: a colour is rebuilt
  /// from components in a colour space and read back through Core Image.
  @Test func coloursRebuiltFromComponentsKeepTheirValues() throws {
    let rgb = try #require(
      CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.2, 0.4, 0.6, 0.8]))
    let components = try #require(rgb.components)
    #expect(components.map { Double($0) } == [0.2, 0.4, 0.6, 0.8].map { Double(CGFloat($0)) })
    #expect(rgb.numberOfComponents == 4)
    let gray = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]))
    let core = CIColor(cgColor: gray)
    #expect(abs(core.red - 0.5) < 0.01 && abs(core.blue - 0.5) < 0.01 && core.alpha == 1)
    #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [.nan, 0, 0, 1]) == nil)
  }

  /// YetAnotherAnimationLibrary's springs settle when a vector's distance to its target is small.
  @Test func simdsVectorFunctionsMeasureAsAppleDocumentsThem() {
    let a: double2 = [3, 0]
    let b: double2 = [0, 4]
    #expect(distance(a, b) == 5)
    #expect(distance_squared(a, b) == 25)
    #expect(length(double3(1, 2, 2)) == 3)
    #expect(dot(a, b) == 0)
    #expect(normalize(double2(0, 2)) == double2(0, 1))
    #expect(mix(a, b, t: 0.5) == double2(1.5, 2))
    #expect(cross(double3(1, 0, 0), double3(0, 1, 0)) == double3(0, 0, 1))
  }

  /// The examples' tilting cells read a touch's force, taking 1 when the device senses none.
  @Test func aTouchReportsNoForceAsADeviceWithoutForceSensing() {
    final class Tilting: UIView {
      var forces: [CGFloat] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        forces.append(touch.maximumPossibleForce == 0 ? 1 : touch.force)
      }
    }
    let root = UIViewController()
    let (clock, _, fingers) = trialHost(root)
    let view = Tilting(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    root.view.addSubview(view)
    fingers.tap(at: CGPoint(x: 100, y: 200))
    clock.advance(by: 0.1)
    #expect(view.forces == [1])
  }
}
