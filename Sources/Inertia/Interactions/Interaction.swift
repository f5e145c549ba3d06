import Foundation

/// Behaviour added to a view (UIInteraction): the view tells it when it is added and removed.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
  /// The view the interaction is added to (nil when none).
  var view: View? { get }
  /// Called before the interaction is added to `view` (nil: before it is removed).
  func willMove(to view: View?)
  /// Called after the interaction is added to `view` (nil: after it is removed).
  func didMove(to view: View?)
}

extension View {
  /// The interactions added to the view, in order (UIView.interactions). Setting it removes the
  /// old ones and adds the new ones.
  public var interactions: [any Interaction] {
    get { attachedInteractions }
    set {
      for interaction in attachedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction` (taking it from any view it was on).
  public func addInteraction(_ interaction: any Interaction) {
    if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` (nothing when it is not on this view).
  public func removeInteraction(_ interaction: any Interaction) {
    guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
