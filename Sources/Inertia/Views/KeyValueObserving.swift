import Foundation
import Logging

// Key-value observing by key path string, for the geometry pull-to-refresh and sticky-header code
// observes (`scrollView.addObserver(self, forKeyPath: "contentOffset", options: .new,
// context: &context)` and an `observeValue(forKeyPath:of:change:context:)` override). Foundation
// on Linux has no Objective-C runtime to swizzle setters, so the observed views report their
// changes: a scroll view's `contentOffset` at every visible offset change (when its delegate gets
// `scrollViewDidScroll`), and its `contentSize`, `contentInset` and `delegate` when they change; any view's
// `frame` when a call of its setter changes it (UIKit's setter notifies, a change of `bounds` or
// `center` alone does not). Other key paths are accepted and never reported (a log line says so).

/// The keys of a key-value observing change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The kind of change (always setting, 1, here).
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The new value (a `CGPoint`, `CGSize` or `EdgeInsets`).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The value before the change (asked with `.old`).
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// Indexes of a to-many change (never sent here).
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// Whether the call comes before the change (never sent here: `.prior` is not supported).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// What a change dictionary holds and when the first call comes (Foundation's
/// `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Creates options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change holds the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  /// The change holds the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// The observer is called once at once, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// A call before each change as well (not supported: only the call after is made).
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The observations registered on views, by observed view.
@MainActor
enum KeyValueObservations {
  /// One observer of one key path of one view.
  struct Entry {
    weak var observer: (any KeyValueObserver)?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    var lastValue: Any?
  }

  /// One observed object's observations (a view, or a gesture recognizer's `state`).
  struct Observed {
    weak var object: AnyObject?
    var entries: [Entry]
  }

  static var table: [ObjectIdentifier: Observed] = [:]
  /// The key paths views report.
  static let reported: Set<String> = ["contentOffset", "contentSize", "contentInset", "frame", "delegate"]

  /// Calls the observers of `keyPath` on `object` with its new value, `value`.
  static func changed(_ object: AnyObject, keyPath: String, value: @autoclosure () -> Any?) {
    let id = ObjectIdentifier(object)
    guard var observed = table[id], observed.object === object,
      observed.entries.contains(where: { $0.keyPath == keyPath })
    else { return }
    let value = value()
    var calls: [(any KeyValueObserver, NSKeyValueChangeKey.ChangeDictionary, UnsafeMutableRawPointer?)] = []
    for index in observed.entries.indices where observed.entries[index].keyPath == keyPath {
      let entry = observed.entries[index]
      guard let observer = entry.observer else { continue }
      calls.append((observer, change(value, old: entry.lastValue, options: entry.options), entry.context))
      observed.entries[index].lastValue = value
    }
    observed.entries.removeAll { $0.observer == nil }
    table[id] = observed.entries.isEmpty ? nil : observed
    for (observer, change, context) in calls {
      observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }

  /// Registers `observer` for `keyPath` of `object`, whose current value is `value`.
  static func add(
    _ observer: any KeyValueObserver, of object: AnyObject, keyPath: String,
    options: NSKeyValueObservingOptions,
    context: UnsafeMutableRawPointer?, value: Any?
  ) {
    let id = ObjectIdentifier(object)
    var observed = table[id]
    if observed?.object !== object { observed = Observed(object: object, entries: []) }
    observed!.entries.append(
      .init(observer: observer, keyPath: keyPath, options: options, context: context, lastValue: value))
    table[id] = observed
    if options.contains(.initial) {
      let change = change(value, old: nil, options: options.subtracting(.old))
      observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }

  /// Removes the registrations on `object` that `match`.
  static func remove(from object: AnyObject, where match: (Entry) -> Bool) {
    let id = ObjectIdentifier(object)
    guard var observed = table[id], observed.object === object else { return }
    observed.entries.removeAll { match($0) || $0.observer == nil }
    table[id] = observed.entries.isEmpty ? nil : observed
  }

  /// The change dictionary for `value` under `options`.
  static func change(_ value: Any?, old: Any?, options: NSKeyValueObservingOptions)
    -> NSKeyValueChangeKey.ChangeDictionary
  {
    var change: NSKeyValueChangeKey.ChangeDictionary = [.kindKey: 1]
    if options.contains(.new), let value { change[.newKey] = value }
    if options.contains(.old), let old { change[.oldKey] = old }
    return change
  }
}

extension NSKeyValueChangeKey {
  /// A change dictionary.
  typealias ChangeDictionary = [NSKeyValueChangeKey: Any]
}

extension View {
  /// Registers `observer` for changes of `keyPath` (`"contentOffset"`, `"contentSize"`,
  /// `"contentInset"`, `"delegate"` of a scroll view, `"frame"` of any view when its setter changes it; other
  /// key paths are never reported): its
  /// ``KeyValueObserver/observeValue(forKeyPath:of:change:context:)`` (a ``Responder``'s
  /// override, or any ``KeyValueObserver``'s method) is called after each change, with `context`.
  /// `.initial` calls it once at once. The observer is held weakly, as on iOS: one that is gone is
  /// no longer called.
  public func addObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    if !KeyValueObservations.reported.contains(keyPath) {
      View.log.warning("key path \(keyPath) is observed but never reported on Linux")
    }
    KeyValueObservations.add(
      observer, of: self, keyPath: keyPath, options: options, context: context,
      value: observedValue(forKeyPath: keyPath))
  }

  /// Removes `observer`'s registrations for `keyPath` made with `context`.
  public func removeObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeObservations { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
  }

  /// Removes `observer`'s registrations for `keyPath`.
  public func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
    removeObservations { $0.observer === observer && $0.keyPath == keyPath }
  }

  private func removeObservations(where match: (KeyValueObservations.Entry) -> Bool) {
    KeyValueObservations.remove(from: self, where: match)
  }

  /// The value of an observable key path, nil for another.
  func observedValue(forKeyPath keyPath: String) -> Any? {
    if keyPath == "frame" { return frame }
    guard let scrollView = self as? ScrollView else { return nil }
    switch keyPath {
    case "contentOffset": return scrollView.contentOffset
    case "contentSize": return scrollView.contentSize
    case "contentInset": return scrollView.contentInset
    case "delegate": return scrollView.delegate
    default: return nil
    }
  }

  /// Announces a change of `key` made by hand, as NSObject's `willChangeValue(forKey:)` does before
  /// ``didChangeValue(forKey:)``. Nothing is sent now (`.prior` is not supported); the old value an
  /// observer asked for is the one it was last told.
  public func willChangeValue(forKey key: String) {}

  /// Tells the observers of `key` it changed, as NSObject's `didChangeValue(forKey:)` does for a
  /// property a program reports itself (PullToRefresh's refresh views, kept as associated
  /// objects): each observer is called with the new value when `key` is one views report
  /// (`contentOffset`, `contentSize`, `contentInset`, `frame`), and with the change's kind alone
  /// otherwise.
  public func didChangeValue(forKey key: String) { keyValueDidChange(key) }

  /// Tells the observers of `keyPath` it changed (cheap when nothing observes this view).
  func keyValueDidChange(_ keyPath: String) {
    guard !KeyValueObservations.table.isEmpty else { return }
    KeyValueObservations.changed(self, keyPath: keyPath, value: observedValue(forKeyPath: keyPath))
  }
}
