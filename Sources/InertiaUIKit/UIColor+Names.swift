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
}
