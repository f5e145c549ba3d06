import Foundation

/// A cell's background as a value (UIBackgroundConfiguration): a colour, a corner radius, a
/// stroke and insets, drawn by a view behind the cell's content.
public struct BackgroundConfiguration: Sendable, Equatable {
  /// The fill. Default clear (nil).
  public var backgroundColor: Color?
  /// The corner radius. Default 0.
  public var cornerRadius: CGFloat = 0
  /// The outline's colour. Default nil.
  public var strokeColor: Color?
  /// The outline's width. Default 0.
  public var strokeWidth: CGFloat = 0
  /// How far the background is inset from the cell's edges. Default zero.
  public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// An empty (clear) configuration.
  public init() {}

  /// Nothing drawn.
  public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
  /// A plain list cell's background: white.
  public static func listPlainCell() -> BackgroundConfiguration { filled(.white) }
  /// A grouped list cell's background: white.
  public static func listGroupedCell() -> BackgroundConfiguration { filled(.white) }
  /// A sidebar cell's background: clear.
  public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
  /// A plain list header or footer's background: light grey.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    filled(Color(white: 0.97, alpha: 1))
  }
  /// A grouped list header or footer's background: clear.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }

  private static func filled(_ color: Color) -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration()
    configuration.backgroundColor = color
    return configuration
  }

  /// This configuration for `state` (unchanged).
  public func updated(for state: ConfigurationState) -> BackgroundConfiguration { self }
}
