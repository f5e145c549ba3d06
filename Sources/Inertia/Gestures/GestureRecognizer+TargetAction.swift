// UIKit's target-action on gesture recognizers, sending a selector to its target on every state
// change the recognizer's actions see (began, changed, ended, cancelled; ended only for a tap).
// Targets are held weakly. A selector rewritten by `inertia port` calls its method. The
// designated `init(target:action:)` is in the class, so subclasses can override it as on iOS.

extension GestureRecognizer {
  /// Sends `action` to `target` with this recognizer as the sender on each recognized state change;
  /// adding the same pair again does nothing.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard let token = GestureTargets.add(self, object, action) else { return }
    addTarget { [weak object] recognizer in
      guard let object, GestureTargets.isActive(recognizer, token) else { return }
      action.send(to: object, sender: recognizer, event: nil)
    }
  }

  /// Stops sending `action` (nil: every action) to `target` (nil: every target).
  public func removeTarget(_ target: Any?, action: Selector?) {
    GestureTargets.remove(self, target.map { $0 as AnyObject }, action)
  }
}

/// The live (target, action) pairs of each recognizer, by a token its action closure checks.
@preconcurrency @MainActor
enum GestureTargets {
  struct Pair {
    weak var target: AnyObject?
    let action: Selector
    let token: Int
  }
  struct Entry {
    weak var recognizer: GestureRecognizer?
    var pairs: [Pair]
  }
  static var table: [ObjectIdentifier: Entry] = [:]
  static var nextToken = 0

  /// Registers the pair and returns its token, or nil when it is already registered.
  static func add(_ recognizer: GestureRecognizer, _ target: AnyObject, _ action: Selector) -> Int? {
    let id = ObjectIdentifier(recognizer)
    var entry = table[id]
    if entry?.recognizer !== recognizer { entry = Entry(recognizer: recognizer, pairs: []) }
    if entry!.pairs.contains(where: { $0.target === target && $0.action == action }) { return nil }
    nextToken += 1
    entry!.pairs.append(Pair(target: target, action: action, token: nextToken))
    table[id] = entry
    if nextToken % 256 == 0 { table = table.filter { $0.value.recognizer != nil } }
    return nextToken
  }

  static func isActive(_ recognizer: GestureRecognizer, _ token: Int) -> Bool {
    guard let entry = table[ObjectIdentifier(recognizer)], entry.recognizer === recognizer else {
      return false
    }
    return entry.pairs.contains { $0.token == token }
  }

  static func remove(_ recognizer: GestureRecognizer, _ target: AnyObject?, _ action: Selector?) {
    let id = ObjectIdentifier(recognizer)
    table[id]?.pairs.removeAll { pair in
      (target == nil || pair.target === target) && (action == nil || pair.action == action)
    }
  }
}
