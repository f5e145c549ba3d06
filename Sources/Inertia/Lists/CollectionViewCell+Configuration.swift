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
