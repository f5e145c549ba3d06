import Inertia

/// The protocol of a layer's delegate (Core Animation's `CALayerDelegate`), which every view
/// adopts, as on iOS, where a view is its layer's delegate: programs declare protocols refining it
/// (`protocol ProgressLayerDelegate: CALayerDelegate`), adopt them in a view class, and read the
/// layer's ``Inertia/Layer/delegate`` as one (`layer.delegate as? ProgressLayerDelegate`).
/// Core Animation's methods are optional ones; none is a requirement here, and a view's
/// `layoutSublayers(of:)` is its own method (sixty-fourth trial). Main-actor isolated, as Inertia's
/// layers and views are, so a view adopts a refinement in Swift 6 mode.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {}

extension View: CALayerDelegate {}
