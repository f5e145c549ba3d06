import Foundation

/// An sRGB colour with alpha, components in 0...1.
///
/// See also: ``View/backgroundColor``.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The components.
  public var red, green, blue, alpha: Double

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// The same colour (UIColor's `init(_:)`, which SwiftUI adds for its colours).
  public init(_ color: Color) { self = color }

  /// Creates a grey.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Parses "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
  package init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
    let full = digits.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: Double((full >> 24) & 0xFF) / 255, green: Double((full >> 16) & 0xFF) / 255,
      blue: Double((full >> 8) & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
  }

  /// The components (red, green, blue, alpha) in 0...1, for code where `.red` names the colour
  /// constant (InertiaUIKit's UIColor.red).
  public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
    (red, green, blue, alpha)
  }

  /// The components as CGColor gives them: red, green, blue and alpha in 0...1 (every colour
  /// here is RGB, so there are always four and the array is never nil).
  public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)] }

  /// The number of ``components`` (CGColor.numberOfComponents): 4.
  public var numberOfComponents: Int { 4 }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour painted over `below` (source over): what shows where both are drawn.
  public func composited(over below: Color) -> Color {
    let alpha = self.alpha + below.alpha * (1 - self.alpha)
    guard alpha > 0 else { return .clear }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
    }
    return Color(
      red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: alpha)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// The system tint blue (#007AFF).
  public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
  /// The switch's "on" green (#34C759).
  public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
  /// A light grey for fills (#E5E5EA).
  public static let systemGray5 = Color(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)
  /// A mid grey (#8E8E93).
  public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)

  /// "#RRGGBBAA".
  public var description: String {
    let parts = [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }
    return "#" + parts.joined()
  }
}
