import InertiaPort
import Testing

/// The thirty-seventh porting trial's port rules: `import MapKit` (PullUpController's demo keeps a
/// map under its sheet) and `import StoreKit` (CollectionViewShelfLayout's demo opens a product
/// page) are covered by InertiaUIKit when the file uses them, and still removed when it does not.
@Suite struct ThirtySeventhTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Map.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aMapKitImportThatIsUsedGoesBesideUIKit() {
    let (text, report) = Self.port(
      """
      import UIKit
      import MapKit

      class MapViewController: UIViewController {
          private weak var mapView: MKMapView!
          func zoom(to location: CLLocationCoordinate2D) {
              mapView.setRegion(MKCoordinateRegion(center: location, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)), animated: true)
          }
      }

      """)
    #expect(text.hasPrefix("import InertiaUIKit\n\nclass MapViewController"))
    #expect(
      report.contains(
        "Map.swift:2: import MapKit removed (MapKit does not exist on Linux; InertiaUIKit and Foundation "
          + "give its names)"))
  }

  @Test func aMapKitImportAloneBecomesInertiaUIKit() {
    let (text, report) = Self.port("import MapKit\n\nlet map = MKMapView()\n")
    #expect(text == "import InertiaUIKit\n\nlet map = MKMapView()\n")
    #expect(
      report == [
        "Map.swift:1: import MapKit -> import InertiaUIKit (MapKit does not exist on Linux; InertiaUIKit "
          + "gives its names)"
      ])
  }

  @Test func aStoreKitImportThatIsUsedIsCoveredAndAnUnusedOneStillGoes() {
    let (used, _) = Self.port(
      "import UIKit\nimport StoreKit\n\nlet page = SKStoreProductViewController()\n")
    #expect(used == "import InertiaUIKit\n\nlet page = SKStoreProductViewController()\n")
    let (unused, report) = Self.port("import UIKit\nimport StoreKit\n\nlet x = 1\n")
    #expect(unused == "import InertiaUIKit\n\nlet x = 1\n")
    #expect(report.contains { $0.hasPrefix("Map.swift:2: import StoreKit removed (the file names nothing") })
  }
}
