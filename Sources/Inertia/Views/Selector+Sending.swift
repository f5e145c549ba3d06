// Sending a selector to a target, as a control or gesture recognizer does: a responder performs
// it through its action handlers, any other object runs the method bound to the selector for it
// (`Selector(_:target:_:)` in InertiaUIKit, which `inertia port` writes for `#selector`).

extension Selector {
  /// Sends this selector to `target` as a control would: a responder performs it, another object
  /// runs the method registered for it. Returns whether a method ran.
  @MainActor
  @discardableResult
  public func send(to target: Any, sender: Any?, event: Event?) -> Bool {
    let object = target as AnyObject
    if let responder = object as? Responder { return responder.perform(self, sender: sender, event: event) }
    if let receiver = object as? ActionTarget { return receiver.perform(self, sender: sender, event: event) }
    return SelectorActions.perform(self, on: object, sender: sender, event: event)
  }
}

/// Methods bound to selectors for objects that are not responders, dropped with their object.
@preconcurrency @MainActor
package enum SelectorActions {
  struct Entry {
    weak var owner: AnyObject?
    var handlers: [Selector: @MainActor (Any?, Event?) -> Void]
  }
  static var table: [ObjectIdentifier: Entry] = [:]
  static var setsSincePurge = 0

  package static func set(
    _ handler: @escaping @MainActor (Any?, Event?) -> Void, for selector: Selector, on object: AnyObject
  ) {
    let id = ObjectIdentifier(object)
    var entry = table[id]
    if entry?.owner !== object { entry = Entry(owner: object, handlers: [:]) }
    entry?.handlers[selector] = handler
    table[id] = entry
    setsSincePurge += 1
    if setsSincePurge >= 256 {
      setsSincePurge = 0
      table = table.filter { $0.value.owner != nil }
    }
  }

  static func perform(_ selector: Selector, on object: AnyObject, sender: Any?, event: Event?) -> Bool {
    guard let entry = table[ObjectIdentifier(object)], entry.owner === object,
      let handler = entry.handlers[selector]
    else { return performClassMethod(selector, on: object, sender: sender, event: event) }
    handler(sender, event)
    return true
  }

  /// A method answering a selector for every instance of a class.
  struct ClassMethod {
    let owner: ObjectIdentifier
    let call: @MainActor (AnyObject, Any?, Event?) -> Bool
  }
  /// Class methods by selector, in the order first registered (one per class and selector).
  static var classMethods: [Selector: [ClassMethod]] = [:]

  /// Registers `call` as `Owner`'s method for `selector` (replacing an earlier one of `Owner`).
  package static func setClassMethod<Owner: AnyObject>(
    for selector: Selector, on owner: Owner.Type, _ call: @escaping @MainActor (Owner, Any?, Event?) -> Void
  ) {
    let method = ClassMethod(owner: ObjectIdentifier(owner)) { object, sender, event in
      guard let instance = object as? Owner else { return false }
      call(instance, sender, event)
      return true
    }
    var methods = classMethods[selector] ?? []
    if let index = methods.firstIndex(where: { $0.owner == method.owner }) {
      methods[index] = method
    } else {
      methods.append(method)
    }
    classMethods[selector] = methods
  }

  /// Whether a method is bound to `selector` for `object` itself (``set(_:for:on:)``).
  package static func hasHandler(_ selector: Selector, for object: AnyObject) -> Bool {
    guard let entry = table[ObjectIdentifier(object)], entry.owner === object else { return false }
    return entry.handlers[selector] != nil
  }

  /// Whether a class method answers `selector` for `object`.
  package static func hasClassMethod(_ selector: Selector, for object: AnyObject) -> Bool {
    guard let methods = classMethods[selector] else { return false }
    return methods.contains { probe($0, object) }
  }

  /// Whether `method`'s class is `object`'s class or a superclass of it (the cast in its call).
  private static func probe(_ method: ClassMethod, _ object: AnyObject) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if let type = current.subjectType as? AnyClass, ObjectIdentifier(type) == method.owner { return true }
      mirror = current.superclassMirror
    }
    return false
  }

  /// Runs the class method answering `selector` for `object`, if any.
  static func performClassMethod(_ selector: Selector, on object: AnyObject, sender: Any?, event: Event?)
    -> Bool
  {
    for method in classMethods[selector] ?? [] where method.call(object, sender, event) { return true }
    return false
  }
}

extension ActionTarget {
  /// Runs the method a rewritten `#selector` bound to `action` for this object (with
  /// `Selector(_:target:_:)`); false when none is bound.
  @discardableResult
  public func perform(_ action: Selector, sender: Any?, event: Event?) -> Bool {
    SelectorActions.perform(action, on: self, sender: sender, event: event)
  }
}
