import Foundation
import Inertia

/// Writes a ``JSONValue`` as compact JSON text with sorted keys, so saved scripts are stable.
public enum JSONText {
  /// The JSON text of `value` (``JSONValue/jsonText``).
  public static func write(_ value: JSONValue) -> String { value.jsonText }
}
