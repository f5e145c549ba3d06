// Inertia's public API uses ScrollPhysics' value types (DecelerationRate, TimingCurve, ...);
// importing Inertia makes them available, as importing UIKit makes its types available.
@_exported import ScrollPhysics
