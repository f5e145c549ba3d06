import Inertia

extension Color {
  /// UIKit's pure red (1, 0, 0).
  public static let red = Color(red: 1.0, green: 0.0, blue: 0.0)
  /// UIKit's pure green (0, 1, 0).
  public static let green = Color(red: 0.0, green: 1.0, blue: 0.0)
  /// UIKit's pure blue (0, 0, 1).
  public static let blue = Color(red: 0.0, green: 0.0, blue: 1.0)
  /// UIKit's yellow (1, 1, 0).
  public static let yellow = Color(red: 1.0, green: 1.0, blue: 0.0)
  /// UIKit's cyan (0, 1, 1).
  public static let cyan = Color(red: 0.0, green: 1.0, blue: 1.0)
  /// UIKit's magenta (1, 0, 1).
  public static let magenta = Color(red: 1.0, green: 0.0, blue: 1.0)
  /// UIKit's orange (1, 0.5, 0).
  public static let orange = Color(red: 1.0, green: 0.5, blue: 0.0)
  /// UIKit's purple (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0.0, blue: 0.5)
  /// UIKit's brown (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// UIKit's gray (white 0.5).
  public static let gray = Color(white: 0.5)
  /// UIKit's light gray (white 2/3).
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// UIKit's dark gray (white 1/3).
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// UIKit's system red in the light appearance (255, 59, 48).
  public static let systemRed = Color(red: 1.0, green: 59.0 / 255, blue: 48.0 / 255)
  /// UIKit's system background in the light appearance: white.
  public static let systemBackground = Color.white
  /// UIKit's label colour in the light appearance: black.
  public static let label = Color.black

  /// A colour from 0...255 components (the light-appearance values below are UIKit's).
  private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }
  /// System orange (255, 149, 0).
  public static let systemOrange = rgb(255, 149, 0)
  /// System yellow (255, 204, 0).
  public static let systemYellow = rgb(255, 204, 0)
  /// System pink (255, 45, 85).
  public static let systemPink = rgb(255, 45, 85)
  /// System purple (175, 82, 222).
  public static let systemPurple = rgb(175, 82, 222)
  /// System indigo (88, 86, 214).
  public static let systemIndigo = rgb(88, 86, 214)
  /// System teal (48, 176, 199).
  public static let systemTeal = rgb(48, 176, 199)
  /// System mint (0, 199, 190).
  public static let systemMint = rgb(0, 199, 190)
  /// System cyan (50, 173, 230).
  public static let systemCyan = rgb(50, 173, 230)
  /// System brown (162, 132, 94).
  public static let systemBrown = rgb(162, 132, 94)
  /// System gray 2 (174, 174, 178).
  public static let systemGray2 = rgb(174, 174, 178)
  /// System gray 3 (199, 199, 204).
  public static let systemGray3 = rgb(199, 199, 204)
  /// System gray 4 (209, 209, 214).
  public static let systemGray4 = rgb(209, 209, 214)
  /// System gray 6 (242, 242, 247).
  public static let systemGray6 = rgb(242, 242, 247)
  /// Secondary label: (60, 60, 67) at 60%.
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Tertiary label: (60, 60, 67) at 30%.
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Quaternary label: (60, 60, 67) at 18%.
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// Placeholder text: (60, 60, 67) at 30%.
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// Links: system blue.
  public static let link = Color.systemBlue
  /// Secondary background (242, 242, 247).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// Tertiary background: white.
  public static let tertiarySystemBackground = Color.white
  /// Grouped table background (242, 242, 247).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// The grouped table background's name before iOS 13 (deprecated there), now the same colour
  /// as ``systemGroupedBackground`` (242, 242, 247).
  public static let groupTableViewBackground = systemGroupedBackground
  /// Secondary grouped background (cells of a grouped table): white.
  public static let secondarySystemGroupedBackground = Color.white
  /// Tertiary grouped background (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  /// Separator lines: (60, 60, 67) at 29%.
  public static let separator = rgb(60, 60, 67, 0.29)
  /// Opaque separator lines (198, 198, 200).
  public static let opaqueSeparator = rgb(198, 198, 200)
  /// System fill: (120, 120, 128) at 20%.
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// Secondary fill: (120, 120, 128) at 16%.
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// Tertiary fill: (118, 118, 128) at 12%.
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// Quaternary fill: (116, 116, 128) at 8%.
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  /// Light text: white at 60%.
  public static let lightText = Color(white: 1, alpha: 0.6)
  /// Dark text: black.
  public static let darkText = Color.black
  /// The tint a view has when none is set in its tree (system blue).
  public static let tintColor = Color.systemBlue

  /// A colour from hue, saturation and brightness in 0...1 (UIColor(hue:saturation:brightness:alpha:)).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Double(hue).isFinite ? Double(hue) : 0).truncatingRemainder(dividingBy: 1) * 6
    let s = min(max(Double(saturation), 0), 1)
    let v = min(max(Double(brightness), 0), 1)
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let table = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
    let (r, g, b) = table[(sector + 6) % 6]
    self.init(red: r, green: g, blue: b, alpha: Double(alpha))
  }
}

extension Color {
  /// UIColor's `init()` (NSObject's), which programs write as a fallback (`UIColor(named: "Brand")
  /// ?? UIColor()`): a colour with no components to draw, here transparent black, which draws
  /// nothing.
  public init() { self.init(red: 0, green: 0, blue: 0, alpha: 0) }

  /// Writes the components through the pointers given (UIColor.getRed(_:green:blue:alpha:));
  /// always true (every colour here is RGB). From UIKit code this is how components are read:
  /// the component properties share their names with the colour constants `.red`, `.green`,
  /// `.blue`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b, a) = rgba
    red?.pointee = CGFloat(r)
    green?.pointee = CGFloat(g)
    blue?.pointee = CGFloat(b)
    alpha?.pointee = CGFloat(a)
    return true
  }

  /// Writes the grey level and opacity through the pointers given (UIColor.getWhite(_:alpha:)),
  /// true when the colour converts to grey without loss: a colour made with `init(white:alpha:)`
  /// or whose red, green and blue are equal. For any other colour it writes nothing and answers
  /// false, as UIKit does for a colour whose space is not compatible with grey (its RGB colours);
  /// read those with ``getRed(_:green:blue:alpha:)``.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    let (r, g, b, a) = rgba
    guard r == g, g == b else { return false }
    white?.pointee = CGFloat(r)
    alpha?.pointee = CGFloat(a)
    return true
  }

}
