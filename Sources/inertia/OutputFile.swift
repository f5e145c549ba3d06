import Foundation

/// A file the command line writes: a temporary file beside the target, renamed over it only when
/// everything was written. An existing target is replaced only when it is a regular file (never a
/// directory, a link to one, a device or a pipe), so no command removes what the user did not name.
/// The null device itself (`--trace /dev/null`) is written as it is, nothing staged or renamed:
/// it was refused as a device before sweep 55, though the README's and Physics.md's examples
/// named it.
final class OutputFile {
  /// Why an output cannot be written; its description is one line.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The path the user named.
  let path: String
  /// The temporary file beside it (the null device when ``path`` is the null device).
  let temporaryPath: String
  /// Whether ``path`` is the null device: written directly, never renamed over nor removed.
  private let isNull: Bool
  private let descriptor: Int32
  private var isOpen = true
  /// The first write error, reported by ``commit()``.
  private(set) var writeError: Int32 = 0

  /// Opens a new temporary file beside `path`, after checking that `path` may be replaced.
  init(path: String) throws {
    try Self.checkReplaceable(path)
    isNull = Self.isNullDevice(path)
    if isNull {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw Refusal(description: "cannot write \(oneLine(path)): \(String(cString: strerror(errno)))")
      }
      self.path = path
      self.descriptor = descriptor
      temporaryPath = path
      return
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    // The temporary name keeps the extension: writers that choose a format by it still do.
    let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    let name = ".\(url.deletingPathExtension().lastPathComponent).XXXXXX\(suffix)"
    var template = Array((folder as NSString).appendingPathComponent(name).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer {
      mkstemps($0.baseAddress!, Int32(suffix.utf8.count))
    }
    guard descriptor >= 0 else {
      throw Refusal(
        description: "cannot create a file in \(oneLine(folder)): \(String(cString: strerror(errno)))")
    }
    fchmod(descriptor, 0o644)
    self.path = path
    self.descriptor = descriptor
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// The refusal of `-` as an output other than `replay --trace`.
  static let standardOutputRefusal = Refusal(
    description:
      "- names standard output, which only the trace of replay (--trace -) goes to; nothing was written")

  /// Refuses a `path` that exists and is not a regular file, and a link into /proc (`/dev/stdout`:
  /// an open descriptor's file) even when the file it leads to is regular: the rename would replace
  /// the link (in /dev), not write the file (session 40).
  static func checkReplaceable(_ path: String) throws {
    guard path != standardStreamName else { throw standardOutputRefusal }
    guard !isNullDevice(path) else { return }
    try check(path, isKind: S_IFREG, named: "file", shownAs: "a regular file")
    if let target = linkIntoProc(path) {
      throw Refusal(
        description:
          "\(oneLine(path)) is a link to \(oneLine(target)) (an open file), not a file to replace; nothing was written"
      )
    }
  }

  /// Refuses a plot `path` whose extension names no format a plot is written in: PNG, SVG or PDF
  /// by the extension (any case), PNG without one. `--plot out.jpg` wrote a PNG named out.jpg,
  /// without a word, before sweep 55.
  static func checkPlotName(_ path: String) throws {
    let suffix = (path as NSString).pathExtension
    guard !suffix.isEmpty, !["png", "svg", "pdf"].contains(suffix.lowercased()) else { return }
    throw Refusal(
      description:
        "\(oneLine(path)): a plot is written as PNG, SVG or PDF (.png, .svg, .pdf), not .\(oneLine(suffix)); nothing was written"
    )
  }

  /// Whether `path` is the null device itself (not a link to it): the character device of
  /// /dev/null's device number.
  static func isNullDevice(_ path: String) -> Bool {
    var info = stat()
    var null = stat()
    guard !path.isEmpty, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
    return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR && info.st_rdev == null.st_rdev
  }

  /// The first target under /proc of the links `path` goes through as its last component (at most
  /// 40), or nil.
  static func linkIntoProc(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
          readlink(current, $0, pointer.count - 1)
        }
      }
      guard count > 0 else { return nil }
      let target = String(decoding: buffer[0..<count], as: UTF8.self)
      let folder = (current as NSString).deletingLastPathComponent
      current = target.hasPrefix("/") ? target : (folder as NSString).appendingPathComponent(target)
      if current == "/proc" || current.hasPrefix("/proc/") { return target }
    }
    return nil
  }

  /// Refuses a `path` that exists and is not a folder (or a link to one), and `-` (standard output
  /// to a user: `--frames -`, `demo --out -` and `port --output -` made a folder named `-` before
  /// sweep 48).
  static func checkFolder(_ path: String) throws {
    guard path != standardStreamName else { throw standardOutputRefusal }
    try check(path, isKind: S_IFDIR, named: "folder", shownAs: "a folder")
    try checkFolderPath(path)
  }

  /// Refuses a folder `path` that ``makeFolder(_:)`` could not make, with the line it would give:
  /// a name in it longer than the system's 255 bytes, or a path of 4,096 bytes or more ("File
  /// name too long"), or a folder on the way that exists and is not a folder (or a link to one).
  /// Sweep 65: `replay --frames FILE/x` replayed the whole scene, `port --output FILE/x` ported
  /// every file and printed its rewrites, before the folder was refused.
  private static func checkFolderPath(_ path: String) throws {
    let refusal = { (reason: String) in
      Refusal(description: "cannot create the folder \(oneLine(path)): \(reason)")
    }
    let components = path.split(separator: "/")
    guard path.utf8.count < Int(PATH_MAX), components.allSatisfy({ $0.utf8.count <= 255 }) else {
      throw refusal(String(cString: strerror(ENAMETOOLONG)))
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in components.dropLast() {
      prefix += component
      var info = stat()
      if stat(prefix, &info) != 0 {
        // A link that leads nowhere is in the way as a file is; a name that is not there ends
        // what can be checked.
        guard lstat(prefix, &info) == 0 else { return }
        throw refusal("\(oneLine(prefix)) is not a folder")
      }
      guard info.st_mode & S_IFMT == S_IFDIR else { throw refusal("\(oneLine(prefix)) is not a folder") }
      prefix += "/"
    }
  }

  /// Creates the folder `path` and its parents, after checking that it is not another kind of
  /// file; a failure is one line naming the folder and the system's reason, and removes the
  /// folders this call made before it (a path too long for the system fails after its first
  /// components were made). Returns the folders it created, outermost first.
  @discardableResult
  static func makeFolder(_ path: String) throws -> [String] {
    try checkFolder(path)
    var created: [String] = []
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) == 0 {
        created.append(prefix)
      } else {
        let code = errno
        if code == EEXIST, isFolder(prefix) {
          prefix += "/"
          continue
        }
        removeFolders(created)
        let reason = code == EEXIST ? "\(oneLine(prefix)) is not a folder" : String(cString: strerror(code))
        throw Refusal(description: "cannot create the folder \(oneLine(path)): \(reason)")
      }
      prefix += "/"
    }
    return created
  }

  /// Removes `folders` (outermost first, as ``makeFolder(_:)`` returns them), innermost first;
  /// a folder that is not empty stays.
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// Refuses outputs that name the file of an input, or the file of an earlier output (`--trace`
  /// over the script, `--trace` and `--plot` on one path): the later write would replace the other
  /// without a word. An input is the file read (links followed); an output is the entry the rename
  /// replaces (a link to an input is replaced, not followed, so it is allowed); a path that does
  /// not exist is compared as an absolute path with `.` and `..` resolved. Names are shown as given
  /// ("--trace", "the script").
  static func checkDistinct(outputs: [(name: String, path: String)], inputs: [(name: String, path: String)])
    throws
  {
    var read: [String: String] = [:]
    for input in inputs { read[identity(of: input.path, following: true)] = input.name }
    var written: [String: String] = [:]
    // The null device keeps nothing, so it may take any number of outputs.
    for output in outputs where !isNullDevice(output.path) {
      let identity = identity(of: output.path, following: false)
      if let input = read[identity] {
        throw Refusal(description: "\(output.name) \(oneLine(output.path)) is \(input); nothing was written")
      }
      if let other = written[identity] {
        throw Refusal(
          description:
            "\(other) and \(output.name) name the same file \(oneLine(output.path)); nothing was written")
      }
      written[identity] = output.name
    }
  }

  /// The device and inode of `path` (of the file a link leads to when `following`), or its
  /// absolute path when it does not exist.
  static func identity(of path: String, following: Bool) -> String {
    var info = stat()
    if (following ? stat(path, &info) : lstat(path, &info)) == 0 { return "\(info.st_dev):\(info.st_ino)" }
    return "path:" + URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Whether `path` is a folder or a link to one.
  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Refuses an empty `path`, or one that exists with another file type than `kind`.
  private static func check(_ path: String, isKind kind: mode_t, named noun: String, shownAs what: String)
    throws
  {
    guard !path.isEmpty else { throw Refusal(description: "an empty path is not a \(noun) name") }
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == kind else {
      throw Refusal(description: "\(oneLine(path)) exists and is not \(what); nothing was written")
    }
  }

  /// Appends `bytes`; after the first error nothing more is written.
  func write(_ bytes: UnsafeRawBufferPointer) {
    writeError = writeAll(descriptor, bytes, previousError: writeError)
  }

  /// Closes the temporary file; throws, removing it, when a write or the close failed. Files
  /// written together close first and are renamed only when every one closed (``commit()``).
  func close() throws {
    guard isOpen else { return }
    let closeFailed = Glibc.close(descriptor) != 0
    isOpen = false
    if writeError != 0 || closeFailed {
      let code = writeError != 0 ? writeError : errno
      removeTemporary()
      throw Refusal(description: "cannot write \(oneLine(path)): \(String(cString: strerror(code)))")
    }
  }

  /// Closes the temporary file and renames it over ``path``.
  func commit() throws {
    try close()
    guard !isNull else { return }
    do {
      try Self.checkReplaceable(path)
    } catch {
      removeTemporary()
      throw error
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      removeTemporary()
      throw Refusal(description: "cannot write \(oneLine(path)): \(reason)")
    }
  }

  /// Removes the temporary file.
  func discard() {
    if isOpen { Glibc.close(descriptor) }
    isOpen = false
    removeTemporary()
  }

  /// Removes the temporary file, unless it is the null device.
  private func removeTemporary() {
    if !isNull { unlink(temporaryPath) }
  }

  /// Writes `data` to `path` through a temporary file.
  static func write(_ data: Data, to path: String) throws {
    let file = try OutputFile(path: path)
    data.withUnsafeBytes { file.write($0) }
    try file.commit()
  }

  /// Runs `produce` with a temporary path beside `path` (for writers that take a path, such as
  /// Cairo's PNG writer), then renames the result over `path`.
  static func produce(_ path: String, _ produce: (String) throws -> Void) throws {
    try OutputFile(path: path).produce(produce)
  }

  /// Runs `produce` with this file's temporary path (for writers that take a path), then renames
  /// the result over ``path``; the temporary file is removed when `produce` throws.
  func produce(_ produce: (String) throws -> Void) throws {
    do {
      try produce(temporaryPath)
    } catch {
      discard()
      throw error
    }
    try commit()
  }
}

/// Writes every byte of `bytes` to `descriptor`, retrying short writes; returns the error number
/// (0 when written, or `previousError` when one happened before).
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, previousError: Int32 = 0) -> Int32 {
  guard previousError == 0, var base = bytes.baseAddress else { return previousError }
  var left = bytes.count
  while left > 0 {
    let written = Foundation.write(descriptor, base, left)
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    left -= written
    base += written
  }
  return 0
}

/// Writes `lines` to standard output in chunks; returns the first error number (0: none).
func printLines(_ lines: [String]) -> Int32 {
  var error: Int32 = 0
  var chunk: [UInt8] = []
  for (position, line) in lines.enumerated() {
    chunk += Array(line.utf8)
    chunk.append(0x0A)
    guard chunk.count >= 1 << 16 || position == lines.count - 1 else { continue }
    error = chunk.withUnsafeBytes { writeAll(STDOUT_FILENO, $0, previousError: error) }
    chunk.removeAll(keepingCapacity: true)
  }
  return error
}
