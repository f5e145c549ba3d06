import Foundation

/// One registration of a target-action pair or a closure action.
@MainActor
struct ControlRegistration {
  enum Kind {
    case target(Weak<AnyObject>?, Selector)
    case closure(ControlAction)
  }
  var kind: Kind
  var events: Control.Event

  func matches(target: AnyObject?, action: Selector?) -> Bool {
    guard case .target(let reference, let selector) = kind else { return false }
    let sameTarget = reference?.object === target && (reference == nil) == (target == nil)
    return sameTarget && (action == nil || action == selector)
  }
}

extension Control {
  /// Registers `target` (nil: the responder chain) to receive `action` for `events`. Adding the same
  /// pair again merges the event masks. Targets are held weakly. An empty mask does nothing.
  public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
    guard !events.isEmpty, !action.name.isEmpty else { return }
    if let index = registrations.firstIndex(where: { $0.matches(target: target, action: action) }) {
      registrations[index].events.formUnion(events)
      return
    }
    let reference = target.map { Weak($0) }
    registrations.append(ControlRegistration(kind: .target(reference, action), events: events))
  }

  /// Removes `events` from `target`'s registrations (all of its actions when `action` is nil).
  /// Removing something never added does nothing.
  public func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
    for index in registrations.indices where registrations[index].matches(target: target, action: action) {
      registrations[index].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Adds a closure action for `events`; an action with the same identifier is replaced.
  public func addAction(_ action: ControlAction, for events: Event) {
    guard !events.isEmpty else { return }
    if let index = registrations.firstIndex(where: {
      if case .closure(let existing) = $0.kind { return existing.identifier == action.identifier }
      return false
    }) {
      registrations[index].events.formUnion(events)
      return
    }
    registrations.append(ControlRegistration(kind: .closure(action), events: events))
  }

  /// Removes a closure action from `events`.
  public func removeAction(_ action: ControlAction, for events: Event) {
    for index in registrations.indices {
      if case .closure(let existing) = registrations[index].kind, existing.identifier == action.identifier {
        registrations[index].events.subtract(events)
      }
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// The action names registered for `target` and `event`, or nil when there are none.
  public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
    let names = registrations.compactMap { registration -> String? in
      guard case .target(let reference, let selector) = registration.kind,
        reference?.object === target && (reference == nil) == (target == nil),
        !registration.events.intersection(event).isEmpty
      else { return nil }
      return selector.name
    }
    return names.isEmpty ? nil : names
  }

  /// The union of every registered event mask.
  public var allControlEvents: Event {
    registrations.reduce(Event()) { $0.union($1.events) }
  }

  /// Every live target (nil targets are not listed).
  public var allTargets: [AnyObject] {
    var seen: [AnyObject] = []
    for registration in registrations {
      if case .target(let reference, _) = registration.kind, let object = reference?.object,
        !seen.contains(where: { $0 === object })
      {
        seen.append(object)
      }
    }
    return seen
  }

  /// Sends `events` (each bit in turn) to the registered targets, in the order they were added.
  /// When the primary event is among them, `.primaryActionTriggered` follows.
  public func sendActions(for events: Event) {
    for event in events.singleEvents {
      sendSingle(event)
      if let primary = primaryEvent, event == primary, !events.contains(.primaryActionTriggered) {
        sendSingle(.primaryActionTriggered)
      }
    }
  }

  private func sendSingle(_ event: Event) {
    window?.controlEventObserver?(self, event)
    // A snapshot: actions may add or remove registrations (or remove the control) while running.
    let snapshot = registrations
    for registration in snapshot where registration.events.contains(event) {
      switch registration.kind {
      case .closure(let action):
        action.handler(action, self, event)
      case .target(let reference, let selector):
        if let reference, reference.object == nil { continue }
        sendAction(selector, to: reference?.object, for: nil)
      }
    }
    registrations.removeAll {
      if case .target(let reference?, _) = $0.kind { return reference.object == nil }
      return false
    }
  }

  /// Sends `action` to `target`; a nil target goes to the first responder (or this control) and up
  /// the responder chain to the first responder that handles it.
  public func sendAction(_ action: Selector, to target: AnyObject?, for event: Inertia.Event?) {
    if let target {
      if let responder = target as? Responder {
        responder.perform(action, sender: self, event: event)
      } else if let receiver = target as? ActionTarget {
        _ = receiver.perform(action, sender: self, event: event)
      }
      return
    }
    let start: Responder = window?.firstResponder ?? self
    start.target(forAction: action, withSender: self)?.perform(action, sender: self, event: event)
  }
}
