import Foundation

/// Where `inertia replay` writes trace lines as they happen: standard output, or a temporary file
/// renamed to the requested path once the replay succeeded (a failed replay leaves no file).
/// Output is buffered in 64 KiB blocks, so memory stays bounded for any trace length.
final class TraceSink {
  private let handle: FileHandle
  private let temporaryPath: String?
  private let finalPath: String?
  private var buffer = Data()
  /// The whole trace, kept only when a plot needs it.
  private(set) var text = ""
  private let keepText: Bool

  init(path: String?, keepText: Bool) throws {
    self.keepText = keepText
    finalPath = path
    if let path {
      let temporary = path + ".partial"
      guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission)
      }
      handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
      temporaryPath = temporary
    } else {
      handle = FileHandle.standardOutput
      temporaryPath = nil
    }
  }

  func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    if keepText { text += line }
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and puts the file in place.
  func finish() throws {
    flush()
    guard let temporaryPath, let finalPath else { return }
    try handle.close()
    if FileManager.default.fileExists(atPath: finalPath) {
      try FileManager.default.removeItem(atPath: finalPath)
    }
    try FileManager.default.moveItem(atPath: temporaryPath, toPath: finalPath)
  }

  /// Drops the trace of a failed replay (standard output keeps what was already written).
  func discard() {
    buffer.removeAll()
    guard let temporaryPath else { return }
    try? handle.close()
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
