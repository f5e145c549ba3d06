import Foundation

/// What a cell shows, as a value (UIContentConfiguration): it makes the view showing it and gives
/// the configuration for a state. Set it as a cell's ``TableViewCell/contentConfiguration``.
@preconcurrency @MainActor
public protocol ContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> View & ContentView
  /// This configuration for `state` (a cell's selected, highlighted... state).
  func updated(for state: ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration`` (UIContentView); setting ``configuration``
/// shows the new one.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
  /// The configuration shown.
  var configuration: ContentConfiguration { get set }
  /// Whether the view can show `configuration` (UIKit's default: one of the same type).
  func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
  /// Default implementation: a configuration of the same type as the one shown.
  public func supports(_ configuration: ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// A cell's state (UICellConfigurationState).
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether a touch highlights the cell.
  public var isHighlighted = false
  /// Whether the table is editing.
  public var isEditing = false
  /// Whether a swipe shows the cell's actions.
  public var isSwiped = false
  /// Whether the cell is disabled.
  public var isDisabled = false

  /// A state with every flag false.
  public init() {}
}

extension TableViewCell {
  /// The cell's state, as configurations are updated for it.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.isSwiped = swipeOffset != 0
    return state
  }

  /// A list configuration in the cell's style (UITableViewCell.defaultContentConfiguration()):
  /// `.subtitleCell()` for subtitle cells, `.valueCell()` for value1 and value2, else `.cell()`.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    case .default: return .cell()
    }
  }

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
}
