import Foundation
import Logging

/// Collects the library's diagnostics during a replay, so that a failed replay prints exactly one
/// error line and a successful one prints its diagnostics after the trace is written.
struct BufferedLogHandler: LogHandler {
  /// The shared buffer.
  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var dropped = 0
    /// The most lines kept; later ones are counted, not stored, so memory stays bounded.
    static let capacity = 1000

    func append(_ line: String) {
      lock.withLock {
        if lines.count < Self.capacity { lines.append(line) } else { dropped += 1 }
      }
    }

    /// Returns and clears the collected lines (with a count of the ones left out).
    func drain() -> [String] {
      lock.withLock {
        defer {
          lines.removeAll()
          dropped = 0
        }
        return dropped > 0 ? lines + ["\(dropped) more diagnostics left out"] : lines
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
