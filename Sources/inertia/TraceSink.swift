import Foundation

/// Where `inertia replay` writes trace lines as they happen: standard output, or a temporary file
/// beside the requested path, renamed over it once the replay succeeded (a failed replay leaves
/// no file). Output is buffered in 64 KiB blocks, so memory stays bounded for any trace length;
/// a write error (a full disk, a closed standard output) is reported by ``finish()``.
final class TraceSink {
  private let file: OutputFile?
  private var buffer: [UInt8] = []
  private var standardOutputError: Int32 = 0

  init(path: String?) throws {
    file = try path.map { try OutputFile(path: $0) }
    buffer.reserveCapacity(1 << 16 + 4096)
  }

  func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { bytes in
      if let file {
        file.write(bytes)
      } else {
        standardOutputError = writeAll(STDOUT_FILENO, bytes, previousError: standardOutputError)
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and closes the file; throws when any write failed (the file is removed
  /// then). Other outputs are written after it and before ``finish()``, so none is written for a
  /// trace that failed.
  func close() throws {
    flush()
    if let file { return try file.close() }
    if standardOutputError != 0 {
      throw OutputFile.Refusal(
        description: "cannot write to standard output: \(String(cString: strerror(standardOutputError)))")
    }
  }

  /// Writes what is left and puts the file in place; throws when any write failed.
  func finish() throws {
    try close()
    try file?.commit()
  }

  /// Drops the trace of a failed replay (standard output keeps what was already written).
  func discard() {
    buffer.removeAll()
    file?.discard()
  }
}
