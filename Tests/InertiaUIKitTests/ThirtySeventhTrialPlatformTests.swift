import Foundation
import InertiaUIKit
import Testing

// The thirty-seventh porting trial's platform names: the map a pull-up sheet sits on
// (PullUpController's demo zooms it to the city picked in the sheet's table) and the App Store
// page a shelf of apps opens (CollectionViewShelfLayout's demo).

/// A map delegate recording its calls, as a map screen follows its region.
private final class RegionWatcher: MKMapViewDelegate {
  var calls: [String] = []
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    calls.append("will \(animated) \(mapView.region.center.latitude)")
  }
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    calls.append("did \(animated) \(mapView.region.center.latitude)")
  }
}

/// A presenter of the store page, as the shelf demo's controller is.
private final class StorePresenter: UIViewController, SKStoreProductViewControllerDelegate {
  var finished = 0
  func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
    finished += 1
    dismiss(animated: true, completion: nil)
  }
}

@MainActor
@Suite struct ThirtySeventhTrialPlatformTests {
  @Test func aMapKeepsTheRegionItIsZoomedToAndTellsItsDelegate() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let watcher = RegionWatcher()
    map.delegate = watcher
    #expect(map.region.span == MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    let rome = CLLocationCoordinate2D(latitude: 41.9004041, longitude: 12.4432921)
    let span = MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
    map.setRegion(MKCoordinateRegion(center: rome, span: span), animated: true)
    #expect(map.region.center == rome && map.region.span == span)
    #expect(watcher.calls == ["will true 0.0", "did true 41.9004041"])
    map.centerCoordinate = CLLocationCoordinate2D(latitude: 45.4625319, longitude: 9.1574741)
    #expect(map.region.span == span && map.region.center.longitude == 9.1574741)
    #expect(watcher.calls.last == "did false 45.4625319")
    let pin = MKPointAnnotation(coordinate: rome)
    pin.title = "Rome"
    map.addAnnotation(pin)
    #expect(map.annotations.count == 1 && map.annotations.first?.title == "Rome")
    map.removeAnnotation(pin)
    #expect(map.annotations.isEmpty)
  }

  @Test func aRegionInMetresIsAboutAKilometreADegreeOverOneHundredAndEleven() {
    let equator = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320,
      longitudinalMeters: 111_320)
    #expect(abs(equator.span.latitudeDelta - 1) < 1e-9 && abs(equator.span.longitudeDelta - 1) < 1e-9)
    let north = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 1000,
      longitudinalMeters: 1000)
    #expect(abs(north.span.longitudeDelta / north.span.latitudeDelta - 2) < 1e-6)
  }

  @Test func theStorePageIsPresentedAndItsProductFailsToLoadOnTheNextTurn() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    let presenter = StorePresenter()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let page = SKStoreProductViewController()
    page.delegate = presenter
    var results: [String] = []
    page.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: 310_633_997]) {
      loaded, error in
      results.append("\(loaded) \((error as? URLError)?.code == .notConnectedToInternet)")
    }
    presenter.present(page, animated: true, completion: nil)
    #expect(results.isEmpty)
    clock.advance(by: 1)
    #expect(results == ["false true"])
    #expect(presenter.presentedViewController === page)
    #expect(page.productParameters[SKStoreProductParameterITunesItemIdentifier] as? Int == 310_633_997)
    page.delegate?.productViewControllerDidFinish(page)
    clock.advance(by: 1)
    #expect(presenter.finished == 1 && presenter.presentedViewController == nil)
    _ = window
  }
}
