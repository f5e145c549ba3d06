import Foundation
import Logging

/// Collects the library's diagnostics during a replay, so that a failed replay prints exactly one
/// error line and a successful one prints its diagnostics after the trace is written.
struct BufferedLogHandler: LogHandler {
  /// The shared buffer.
  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }

    /// Returns and clears the collected lines.
    func drain() -> [String] {
      lock.withLock {
        defer { lines.removeAll() }
        return lines
      }
    }
  }

  static let buffer = Buffer()

  let label: String
  var logLevel: Logger.Level = .warning
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    Self.buffer.append("\(event.level): \(label): \(event.message)")
  }
}
