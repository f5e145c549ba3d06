import Foundation

extension CollectionViewCell {
  /// The cell's state, as configurations are updated for it.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` with the current state (at once: there is no
  /// deferred configuration pass).
  public func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

  /// Shows ``contentConfiguration``: the view showing the old one takes the new one when it
  /// supports it, else a new view made by the configuration fills the content view.
  func showContentConfiguration() {
    guard let configuration = contentConfiguration?.updated(for: configurationState) else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    if let view = configuredContentView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    configuredContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    // UIKit's configuration update pass then gives the new view the configuration updated for
    // the cell's state through its setter, so views that apply it in `didSet` show it.
    view.configuration = configuration
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configuredContentView = view
    setNeedsLayout()
  }

  /// Shows ``backgroundConfiguration`` in a view behind everything else.
  func showBackgroundConfiguration() {
    guard let configuration = backgroundConfiguration else {
      configuredBackgroundView?.removeFromSuperview()
      configuredBackgroundView = nil
      return
    }
    let view = configuredBackgroundView ?? View()
    view.backgroundColor = configuration.backgroundColor
    view.layer.cornerRadius = configuration.cornerRadius
    view.layer.borderWidth = configuration.strokeWidth
    view.layer.borderColor = configuration.strokeColor
    view.clipsToBounds = configuration.cornerRadius > 0
    if view.superview !== self { insertSubview(view, at: 0) }
    configuredBackgroundView = view
    placeConfiguredBackground()
  }

  /// Places the background configuration's view: the bounds less its insets.
  func placeConfiguredBackground() {
    guard let view = configuredBackgroundView, let configuration = backgroundConfiguration else { return }
    let insets = configuration.backgroundInsets
    view.assignFrame(
      CGRect(
        x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
        height: max(bounds.height - insets.top - insets.bottom, 0)))
  }
}

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
