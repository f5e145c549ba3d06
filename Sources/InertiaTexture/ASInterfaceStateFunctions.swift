import Inertia

// Texture's inline tests of an interface state (ASDisplayNode.h), as Swift imports them.

/// Whether `interfaceState` includes the visible state (Texture's
/// `ASInterfaceStateIncludesVisible`).
public func ASInterfaceStateIncludesVisible(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.visible)
}

/// Whether `interfaceState` includes the display state (Texture's
/// `ASInterfaceStateIncludesDisplay`).
public func ASInterfaceStateIncludesDisplay(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.display)
}

/// Whether `interfaceState` includes the preload state (Texture's
/// `ASInterfaceStateIncludesPreload`).
public func ASInterfaceStateIncludesPreload(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.preload)
}

/// Whether `interfaceState` includes the measure-layout state (Texture's
/// `ASInterfaceStateIncludesMeasureLayout`).
public func ASInterfaceStateIncludesMeasureLayout(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.measureLayout)
}
