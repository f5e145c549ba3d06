// UIKit's names for interactions added to views.
import Inertia

/// UIKit's name for ``Inertia/Interaction``.
public typealias UIInteraction = Interaction
/// UIKit's name for ``Inertia/ContextMenuInteraction``.
public typealias UIContextMenuInteraction = ContextMenuInteraction
/// UIKit's name for ``Inertia/ContextMenuInteractionDelegate``.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
