import Foundation

/// One registration of a target-action pair or a closure action.
@preconcurrency @MainActor
struct ControlRegistration {
  enum Kind {
    case target(Weak<AnyObject>?, Selector)
    case closure(ControlAction)
  }
  var kind: Kind
  var events: Control.Event

  /// Whether this is exactly `target`'s registration (nil: a nil-targeted one) for `action`
  /// (nil: any action).
  func matches(target: AnyObject?, action: Selector?) -> Bool {
    guard case .target(let reference, let selector) = kind else { return false }
    let sameTarget = reference?.object === target && (reference == nil) == (target == nil)
    return sameTarget && (action == nil || action == selector)
  }

  /// Whether `removeTarget(target, action:, for:)` applies: a nil target matches every target.
  func matchesForRemoval(target: AnyObject?, action: Selector?) -> Bool {
    guard case .target(_, let selector) = kind else { return false }
    if target == nil { return action == nil || action == selector }
    return matches(target: target, action: action)
  }

  var actionIdentifier: ControlAction.Identifier? {
    if case .closure(let action) = kind { return action.identifier }
    return nil
  }
}

extension Control {
  /// Registers `target` (nil: the responder chain) to receive `action` for `events`. Adding the same
  /// pair again merges the event masks. Targets are held weakly. An empty mask does nothing.
  public func addTarget(_ target: Any?, action: Selector, for events: Event) {
    guard !events.isEmpty, !action.name.isEmpty else { return }
    let object = Self.object(target)
    if let index = registrations.firstIndex(where: { $0.matches(target: object, action: action) }) {
      registrations[index].events.formUnion(events)
      return
    }
    let reference = object.map { Weak($0) }
    registrations.append(ControlRegistration(kind: .target(reference, action), events: events))
  }

  /// Removes `events` from the registrations of `target` for `action`, as UIKit does: a nil
  /// `target` means every target (nil-targeted ones included), a nil `action` every action.
  /// Removing something never added does nothing.
  public func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    let object = Self.object(target)
    for index in registrations.indices
    where registrations[index].matchesForRemoval(target: object, action: action) {
      registrations[index].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Adds a closure action for `events`; an action with the same identifier is replaced (its event
  /// mask grows by `events`).
  public func addAction(_ action: ControlAction, for events: Event) {
    guard !events.isEmpty else { return }
    if let index = registrations.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
      registrations[index].kind = .closure(action)
      registrations[index].events.formUnion(events)
      return
    }
    registrations.append(ControlRegistration(kind: .closure(action), events: events))
  }

  /// Removes a closure action (matched by identifier) from `events`.
  public func removeAction(_ action: ControlAction, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Removes the closure action with `identifier` from `events`; unknown identifiers do nothing.
  public func removeAction(identifiedBy identifier: ControlAction.Identifier, for events: Event) {
    for index in registrations.indices where registrations[index].actionIdentifier == identifier {
      registrations[index].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Calls `iterator` once per registered handler and single event, in the order the handlers were
  /// added (lowest event bit first): the action, or the target (nil for the responder chain) and
  /// selector, the event, and a flag to set to stop.
  public func enumerateEventHandlers(
    _ iterator: (ControlAction?, (Any?, Selector)?, Event, inout Bool) -> Void
  ) {
    var stop = false
    for registration in registrations {
      for event in registration.events.singleEvents {
        switch registration.kind {
        case .closure(let action): iterator(action, nil, event, &stop)
        case .target(let reference, let selector):
          if let reference, reference.object == nil { continue }
          iterator(nil, (reference?.object, selector), event, &stop)
        }
        if stop { return }
      }
    }
  }

  /// The action names registered for `target` (nil: the nil-targeted ones) and `event`, or nil when
  /// there are none.
  public func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
    let object = Self.object(target)
    let names = registrations.compactMap { registration -> String? in
      guard case .target(_, let selector) = registration.kind,
        registration.matches(target: object, action: nil),
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

  /// The `NSNull` that stands for nil targets in ``allTargets`` (Linux's NSNull instances are not
  /// equal to each other as Apple's singleton is: compare with this one, or test `base is NSNull`).
  public static let nullTarget = NSNull()

  /// Every live target, as UIKit returns them: nil targets (the responder chain) appear as one
  /// ``nullTarget``, objects that are not hashable by themselves as their `ObjectIdentifier`.
  public var allTargets: Set<AnyHashable> {
    var result: Set<AnyHashable> = []
    for registration in registrations {
      guard case .target(let reference, _) = registration.kind else { continue }
      guard let reference else {
        result.insert(AnyHashable(Self.nullTarget))
        continue
      }
      guard let object = reference.object else { continue }
      result.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
    }
    return result
  }

  /// `target` as an object (nil stays nil).
  static func object(_ target: Any?) -> AnyObject? {
    guard let target else { return nil }
    return target as AnyObject
  }
}
