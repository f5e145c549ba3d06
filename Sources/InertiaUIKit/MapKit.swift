import Foundation
import Inertia

// MapKit's names for programs that show a map under their scrolling views (PullUpController's demo
// keeps a map behind its pull-up sheet and zooms it to the row picked). Linux has no map tiles:
// the map view is a plain view that keeps the region it is given and reports its changes to its
// delegate. `inertia port` turns `import MapKit` into InertiaUIKit.

/// How much of the map a region covers, in degrees (MKCoordinateSpan).
public struct MKCoordinateSpan: Sendable, Equatable {
  /// Degrees of latitude from the region's top to its bottom.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude from the region's left to its right.
  public var longitudeDelta: CLLocationDegrees
  /// An empty span.
  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
  /// A span of the given degrees.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A part of the map: a centre and a span (MKCoordinateRegion).
public struct MKCoordinateRegion: Sendable, Equatable {
  /// The region's centre.
  public var center: CLLocationCoordinate2D
  /// The region's size in degrees.
  public var span: MKCoordinateSpan
  /// An empty region at (0, 0).
  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
  /// A region around `center` of `span`.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  /// A region around `center` measuring `latitudinalMeters` north to south and
  /// `longitudinalMeters` east to west (111,320 metres a degree of latitude; a degree of longitude
  /// shrinks with the cosine of the latitude).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * Double.pi / 180), 1e-9)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
  }
}

/// Something placed on a map (MKAnnotation).
@preconcurrency @MainActor
public protocol MKAnnotation: AnyObject {
  /// Where it is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title (default nil).
  var title: String? { get }
  /// Its subtitle (default nil).
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title.
  public var title: String? { nil }
  /// No subtitle.
  public var subtitle: String? { nil }
}

/// A pin at a coordinate with a title (MKPointAnnotation).
@preconcurrency @MainActor
open class MKPointAnnotation: NSObject, MKAnnotation {
  /// Where the pin is. Default (0, 0).
  public var coordinate = CLLocationCoordinate2D()
  /// The pin's title. Default nil.
  public var title: String?
  /// The pin's subtitle. Default nil.
  public var subtitle: String?
  /// A pin at (0, 0).
  public override init() { super.init() }
  /// A pin at `coordinate`.
  public convenience init(coordinate: CLLocationCoordinate2D) {
    self.init()
    self.coordinate = coordinate
  }
}

/// Follows a map view's region (MKMapViewDelegate). Every method has a default (they are optional
/// in MapKit).
///
/// See also: ``MKMapView``.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
  /// The region is about to change.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  /// The region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  /// Does nothing.
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  /// Does nothing.
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// MapKit's map view (MKMapView), without tiles: a view that keeps the ``region`` it is given
/// (as given: with nothing drawn, the span is not widened to the view's aspect ratio as MapKit's
/// is) and its annotations. A region change, animated or not, tells the ``delegate`` "will
/// change" and "did change" at once.
///
/// See also: ``MKMapViewDelegate``, ``MKCoordinateRegion``.
@preconcurrency @MainActor
open class MKMapView: View {
  /// Makes an `MKMapView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { MKMapView(frame: frame) }

  /// Follows the region's changes. Weak.
  public weak var delegate: MKMapViewDelegate?
  /// The part of the map shown. Default: the whole world (centre (0, 0), 180 by 360 degrees).
  open var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
  /// The centre of ``region``; setting it keeps the span.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { setCenter(newValue, animated: false) }
  }
  /// The annotations added, in order.
  public private(set) var annotations: [MKAnnotation] = []
  /// Whether the user's location shows (kept; there is none on Linux). Default false.
  public var showsUserLocation = false
  /// Whether a pinch zooms (kept). Default true.
  public var isZoomEnabled = true
  /// Whether a drag pans (kept). Default true.
  public var isScrollEnabled = true
  /// Whether two fingers rotate (kept). Default true.
  public var isRotateEnabled = true

  /// Shows `region` (see the type's description for the delegate's calls).
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    self.region = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// Moves the centre to `coordinate`, keeping the span.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
  }

  /// Adds `annotation`.
  open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
  /// Adds `annotations` in order.
  open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
  /// Removes `annotation`.
  open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
  /// Removes each of `annotations`.
  open func removeAnnotations(_ annotations: [MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }
}
