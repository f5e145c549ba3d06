import Inertia

// `inertia port` rewrites `#selector(f(_:))` into `Selector("f:", target: t, Self.f(_:))`: these
// initializers bind the selector's name to the method for that target, so whatever sends the
// selector to the target (a control's target-action, a gesture recognizer, a notification) calls
// the method, as the Objective-C runtime would look it up on iOS.

extension Selector {
  /// The selector `name`, bound for `target` to a method without parameters (`Self.refresh`).
  /// A sender or event sent with the selector is dropped, as Objective-C does for such a method.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Result>(
    _ name: String, target: Any?, _ method: @escaping (Owner) -> () -> Result
  ) {
    self.init(name)
    register(for: target) { (owner: Owner, _, _) in _ = method(owner)() }
  }

  /// The selector `name`, bound for `target` to a method taking the sender (`Self.tapped(_:)`);
  /// a sender that is not a `Sender` does not call it (Objective-C would pass it unchecked), except
  /// for a `Bool` parameter (`UIView.endEditing(_:)` as a bar button's action), which Objective-C
  /// reads the sender object into: true for a sender, false for none.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Sender, Result>(
    _ name: String, target: Any?, _ method: @escaping (Owner) -> (Sender) -> Result
  ) {
    self.init(name)
    register(for: target) { (owner: Owner, sender, _) in
      if let sender = sender as? Sender {
        _ = method(owner)(sender)
      } else if let flag = (sender != nil) as? Sender {
        _ = method(owner)(flag)
      }
    }
  }

  /// The selector `name`, bound for `target` to a method taking the sender and the event
  /// (`Self.tapped(_:forEvent:)`); called only when both have the method's types.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Sender, EventType, Result>(
    _ name: String, target: Any?,
    _ method: @escaping (Owner) -> (Sender, EventType) -> Result
  ) {
    self.init(name)
    register(for: target) { (owner: Owner, sender, event) in
      guard let sender = sender as? Sender, let event = event as? EventType else { return }
      _ = method(owner)(sender, event)
    }
  }

  /// Registers `call` for `target`: a responder's ``Inertia/Responder/actionHandlers`` (so it also
  /// answers the responder chain), any other object's entry in the selector table read by
  /// ``Inertia/ActionTarget``'s default `perform`. The target is held weakly.
  @MainActor
  func register<Owner: AnyObject>(
    for target: Any?, _ call: @escaping @MainActor (Owner, Any?, Event?) -> Void
  ) {
    guard let target else { return }
    let object = target as AnyObject
    // Objective-C finds the name in the target's own class: a method of another class (the
    // program's `endEditing(_:)` named for a text field) is never what runs.
    guard object is Owner else {
      ViewMethodsByName.answer(self, on: object)
      return
    }
    let handler: @MainActor (Any?, Event?) -> Void = { [weak object] sender, event in
      guard let owner = object as? Owner else { return }
      call(owner, sender, event)
    }
    if let responder = object as? Responder {
      responder.actionHandlers[self] = handler
    } else {
      SelectorActions.set(handler, for: self, on: object)
    }
  }

  /// The getter selector `name` of `property`, answered for every instance of its type: such an
  /// instance `responds(to:)` it, and performing it reads the property (`inertia port` writes it
  /// for `#selector(getter: Type.property)`).
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Value>(_ name: String, getter property: KeyPath<Owner, Value>) {
    self.init(name)
    SelectorActions.setClassMethod(for: self, on: Owner.self) { (owner: Owner, _, _) in
      _ = owner[keyPath: property]
    }
  }

  /// The setter selector `name` of `property` (`setBackgroundColor:`), answered for every
  /// instance of its type: performing it with an argument of the property's type sets the
  /// property, nil too for an optional one (`inertia port` writes it for
  /// `#selector(setter: Type.property)`); an argument of another type changes nothing.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Value>(
    _ name: String, setter property: ReferenceWritableKeyPath<Owner, Value>
  ) {
    self.init(name)
    SelectorActions.setClassMethod(for: self, on: Owner.self) { (owner: Owner, argument, _) in
      guard let value = argument as? Value else { return }
      owner[keyPath: property] = value
    }
  }

  /// The selector `name`, answered by `method` for every instance of its class (`inertia port`
  /// writes it for `#selector(expression.f)`, whose receiver is only known when it is sent).
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Result>(_ name: String, method: @escaping (Owner) -> () -> Result) {
    self.init(name)
    SelectorActions.setClassMethod(for: self, on: Owner.self) { (owner: Owner, _, _) in _ = method(owner)() }
  }

  /// The selector `name`, answered by `method` (taking the sender) for every instance of its class.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Sender, Result>(
    _ name: String, method: @escaping (Owner) -> (Sender) -> Result
  ) {
    self.init(name)
    SelectorActions.setClassMethod(for: self, on: Owner.self) { (owner: Owner, sender, _) in
      guard let sender = sender as? Sender else { return }
      _ = method(owner)(sender)
    }
  }

  /// The selector `name`, answered by `method` (taking the sender and the event) for every
  /// instance of its class.
  @preconcurrency @MainActor
  public init<Owner: AnyObject, Sender, EventType, Result>(
    _ name: String, method: @escaping (Owner) -> (Sender, EventType) -> Result
  ) {
    self.init(name)
    SelectorActions.setClassMethod(for: self, on: Owner.self) { (owner: Owner, sender, event) in
      guard let sender = sender as? Sender, let event = event as? EventType else { return }
      _ = method(owner)(sender, event)
    }
  }
}
