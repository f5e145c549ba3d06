import Foundation
import Inertia

// Core Location's names, for apps that ask for the location (or adopt the delegate protocol, as
// Texture's umbrella header makes visible). A Linux host has no location hardware: this is a device
// with location services turned off. `inertia port` turns `import CoreLocation` into InertiaUIKit.

/// Latitude or longitude in degrees (CLLocationDegrees).
public typealias CLLocationDegrees = Double
/// A distance in metres (CLLocationDistance).
public typealias CLLocationDistance = Double
/// An accuracy in metres (CLLocationAccuracy).
public typealias CLLocationAccuracy = Double

/// The best accuracy (kCLLocationAccuracyBest).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres (kCLLocationAccuracyNearestTenMeters).
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres (kCLLocationAccuracyHundredMeters).
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre (kCLLocationAccuracyKilometer).
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// No distance filter: every move is reported (kCLDistanceFilterNone).
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude (CLLocationCoordinate2D).
public struct CLLocationCoordinate2D: Sendable, Equatable {
  /// Degrees north of the equator.
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich.
  public var longitude: CLLocationDegrees
  /// The coordinate (0, 0).
  public init() { self.init(latitude: 0, longitude: 0) }
  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A place and when it was measured (CLLocation).
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D
  /// When it was measured.
  public let timestamp: Date
  /// A location at `latitude`, `longitude`, measured now.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    timestamp = Date()
  }
  /// The great-circle distance to `location`, in metres (haversine on a 6,371 km sphere).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radians = Double.pi / 180
    let (a, b) = (coordinate, location.coordinate)
    let dLat = (b.latitude - a.latitude) * radians
    let dLon = (b.longitude - a.longitude) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 6_371_000 * 2 * atan2(h.squareRoot(), (1 - h).squareRoot())
  }
}

/// Whether the app may use the location (CLAuthorizationStatus).
public enum CLAuthorizationStatus: Int32, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Restricted by the device.
  case restricted = 1
  /// Refused, or location services are off.
  case denied = 2
  /// Allowed always.
  case authorizedAlways = 3
  /// Allowed while the app is in use.
  case authorizedWhenInUse = 4
}

/// A Core Location error (CLError).
public struct CLError: Error, Sendable, Equatable {
  /// The error codes (CLError.Code).
  public enum Code: Int, Sendable {
    /// No location could be found.
    case locationUnknown = 0
    /// Location services are off or refused.
    case denied = 1
  }
  /// The error's code.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }
  /// Location services are off or refused.
  public static let denied = Code.denied
  /// No location could be found.
  public static let locationUnknown = Code.locationUnknown
}

/// What a location manager reports to (CLLocationManagerDelegate); every method is optional.
@preconcurrency @MainActor
public protocol CLLocationManagerDelegate: AnyObject {
  /// New locations, oldest first.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// Locating failed.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
  /// The authorization changed (iOS 14).
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The authorization changed (before iOS 14).
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
  /// Does nothing.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// Starts and stops location updates (CLLocationManager) on a host without location hardware:
/// services are off, so asking for authorization answers `.denied` (the delegate hears of it)
/// and starting updates fails with `CLError.denied`, as an iPhone with Location Services off does.
@preconcurrency @MainActor
open class CLLocationManager: NSObject {
  /// Who hears of locations and errors.
  public weak var delegate: CLLocationManagerDelegate?
  /// The accuracy asked for. Default best.
  public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// How far the device must move before an update, in metres. Default none.
  public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// The last location measured: always nil here.
  public private(set) var location: CLLocation?
  /// The app's authorization: not determined until asked, then denied.
  public private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined

  /// A manager.
  public override init() { super.init() }

  /// Whether location services are on: never here.
  nonisolated public class func locationServicesEnabled() -> Bool { false }

  /// Asks for use while the app is in use: the answer is `.denied` (services are off).
  public func requestWhenInUseAuthorization() { answer() }
  /// Asks for use at all times: the answer is `.denied`.
  public func requestAlwaysAuthorization() { answer() }

  /// Starts updates: the delegate hears `CLError.denied` at once.
  public func startUpdatingLocation() {
    delegate?.locationManager(self, didFailWithError: CLError(.denied))
  }
  /// Stops updates.
  public func stopUpdatingLocation() {}
  /// Asks for one location: the delegate hears `CLError.denied`.
  public func requestLocation() { startUpdatingLocation() }

  private func answer() {
    guard authorizationStatus == .notDetermined else { return }
    authorizationStatus = .denied
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: .denied)
  }
}
