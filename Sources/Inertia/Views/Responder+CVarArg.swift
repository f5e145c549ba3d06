/// A responder (a view, a view controller) passes to `String(format:)` as its address, as an
/// NSObject does on iOS: `String(format: "%p", self)` gives `0x…`, the key programs build to tell
/// instances apart (a dictionary of observations keyed by a scroll view's address). Only `%p`
/// reads it: `%@` needs an Objective-C object, which Inertia's responders are not.
///
/// See also: ``Responder``.
extension Responder: CVarArg {
  /// The object's address, one machine word, as a C variadic argument.
  nonisolated public var _cVarArgEncoding: [Int] {
    [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())]
  }
}
