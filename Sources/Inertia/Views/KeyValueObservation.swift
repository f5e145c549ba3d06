import Foundation

// Swift's block-based key-value observing (`let token = scrollView.observe(\.contentOffset) {
// scrollView, change in … }`), which Foundation on Linux leaves out. It rides on the key path
// string observing of KeyValueObserving.swift: a scroll view's `contentOffset`, `contentSize`,
// `contentInset` and `delegate` are reported; the handler runs after each change for as long as the returned
// observation is kept (or until `invalidate()`).

/// What kind of change an observation reports (Foundation's `NSKeyValueChange`): always
/// ``setting`` here.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Objects were inserted into a to-many relationship (never reported here).
  case insertion = 2
  /// Objects were removed from a to-many relationship (never reported here).
  case removal = 3
  /// Objects of a to-many relationship were replaced (never reported here).
  case replacement = 4
}

/// One change a block-based observation reports (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change: ``NSKeyValueChange/setting``.
  public let kind: NSKeyValueChange
  /// The new value, when the observation asked for `.new`.
  public let newValue: Value?
  /// The value before the change, when the observation asked for `.old`.
  public let oldValue: Value?
  /// The indexes of a to-many change (nil here).
  public let indexes: IndexSet?
  /// Whether the call comes before the change (false: `.prior` is not supported).
  public let isPrior: Bool
}

/// The token of a block-based observation (Foundation's `NSKeyValueObservation`): the handler is
/// called while the token lives; ``invalidate()`` or releasing it ends the observation. Not tied
/// to the main actor, as Foundation's is not (owners invalidate it in `deinit`).
public final class NSKeyValueObservation {
  // The observed view holds its observers weakly: dropping this reference ends the observation,
  // and the view forgets the observer at its next change.
  private var observer: BlockObserver?

  init(observer: BlockObserver) { self.observer = observer }

  /// Ends the observation: the handler is not called again.
  public func invalidate() { observer = nil }
}

/// The observer behind a block-based observation: it turns a change dictionary into the handler's
/// typed change.
@MainActor
final class BlockObserver: KeyValueObserver {
  private let handler: @MainActor (View, [NSKeyValueChangeKey: Any]) -> Void

  init(handler: @escaping @MainActor (View, [NSKeyValueChangeKey: Any]) -> Void) { self.handler = handler }

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let view = object as? View else { return }
    handler(view, change ?? [:])
  }
}

/// Objects with Swift's block-based `observe(_:options:changeHandler:)` (Foundation's
/// `_KeyValueCodingAndObserving`, which every NSObject adopts on iOS). Views adopt it.
@MainActor
public protocol KeyValueObservingObject: AnyObject {}

extension View: KeyValueObservingObject {}

extension KeyValueObservingObject where Self: ScrollView {
  /// Calls `changeHandler` after each change of `keyPath` (`\.contentOffset`, `\.contentSize`,
  /// `\.contentInset`, `\.frame` or `\.delegate`; other key paths are never reported) for as long as the returned observation
  /// is kept, as Foundation's `observe(_:options:changeHandler:)`. `.initial` calls it once at
  /// once; `.new` and `.old` fill the change's values.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let name = Self.reportedKey(of: keyPath) ?? "\(keyPath)"
    let observer = BlockObserver { view, change in
      guard let object = view as? Self else { return }
      changeHandler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: change[.newKey] as? Value, oldValue: change[.oldKey] as? Value,
          indexes: nil, isPrior: false))
    }
    addObserver(observer, forKeyPath: name, options: options, context: nil)
    return NSKeyValueObservation(observer: observer)
  }

  /// The name of a key path scroll views report, or nil.
  private static func reportedKey(of keyPath: AnyKeyPath) -> String? {
    if keyPath == \Self.contentOffset { return "contentOffset" }
    if keyPath == \Self.contentSize { return "contentSize" }
    if keyPath == \Self.contentInset { return "contentInset" }
    if keyPath == \Self.frame { return "frame" }
    if keyPath == \Self.delegate { return "delegate" }
    return nil
  }
}
