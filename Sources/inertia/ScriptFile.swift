import Foundation
import Inertia

/// Reads an input file of at most `limit` bytes, chunk by chunk, stopping as soon as it is over
/// the limit: a huge file (or an endless one, such as /dev/zero) never costs more than the limit.
/// Errors are one line: "cannot read the file: REASON" or `tooLarge` (by default "the file is
/// larger than N MiB").
func readInput(_ path: String, limit: Int, tooLarge: Error? = nil) throws -> Data {
  let descriptor = try openInput(path)
  defer { close(descriptor) }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw OutputFile.Refusal(description: "cannot read the file: \(String(cString: strerror(errno)))")
    }
    if count == 0 { return data }
    guard data.count + count <= limit else {
      throw tooLarge ?? OutputFile.Refusal(description: "the file is larger than \(sizeName(limit))")
    }
    data.append(contentsOf: chunk[0..<count])
  }
}

/// A limit in bytes as the messages name it: "64 MiB", "512 KiB" or "100 bytes".
func sizeName(_ bytes: Int) -> String {
  if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
  if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
  return "\(bytes) bytes"
}

/// Opens `path` for reading; a one-line refusal when it cannot be opened or is a folder. The
/// caller closes the descriptor. `-` is standard input (a copy of its descriptor, so closing it
/// leaves standard input open). A named pipe with no writer reads as empty instead of blocking
/// the open forever (it is opened without waiting, then read with waiting, as a pipe with a writer
/// needs).
func openInput(_ path: String) throws -> Int32 {
  let descriptor =
    path == standardStreamName ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  guard descriptor >= 0 else {
    throw OutputFile.Refusal(description: "cannot read the file: \(String(cString: strerror(errno)))")
  }
  let flags = fcntl(descriptor, F_GETFL)
  if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
  var info = stat()
  if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
    close(descriptor)
    throw OutputFile.Refusal(description: "cannot read the file: it is a folder")
  }
  return descriptor
}

/// The path that names standard input (an input) or standard output (`replay --trace`).
let standardStreamName = "-"

/// A replay script: at most ``ReplayLimits/fileBytes``.
func readScript(_ path: String) throws -> Data {
  let limit = ReplayLimits.fileBytes
  return try readInput(
    path, limit: limit, tooLarge: SceneError(path: "$", "the script is larger than \(limit >> 20) MiB"))
}
