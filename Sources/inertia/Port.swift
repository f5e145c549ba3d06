import ArgumentParser
import Foundation
import InertiaPort

/// `inertia port PATH... (--in-place | --output DIR | --check)`: rewrites UIKit and Texture sources
/// so that they compile on Linux against InertiaUIKit and InertiaTexture.
struct Port: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Rewrite UIKit and Texture Swift sources for Linux (imports, @objc, #selector...).",
    discussion: """
      PATH is a Swift file or a folder (its *.swift files, recursively, hidden folders skipped, and
      its *Bridging-Header.h files: read, never written; the modules they import are imported by
      the files that use them).
      Prints one line per rewrite: FILE:LINE: WHAT (WHY); "not rewritten" lines name what needs a
      hand edit. Only changed files are written. Exit 0, or 2 with one line on standard error when
      an input cannot be read or the flags are wrong (nothing is written then).
      """)

  /// The largest input file read (bytes): 512 KiB (docs/limits.md). swift-syntax's trees take 100
  /// to 250 bytes of memory and up to 5 µs per byte of source, and all files are held together.
  static let maximumFileBytes = 512 << 10
  /// The most files one run reads.
  static let maximumFiles = 10_000
  /// The most files and folders one run looks through in the folders named (docs/limits.md): the
  /// walk took about 2.8 us and 140 bytes of memory an entry, so a folder of a million empty files
  /// (none a Swift file) took 2.8 s and 173 MB before sweep 54, four million over 10 s and 600 MB.
  static let maximumEntries = 100_000
  /// The most bytes one run reads in all: 1 MiB (about 25,000 lines), within 500 MB and 10 s on
  /// any input (the worst shapes measured: 420 MB).
  static let maximumTotalBytes = 1 << 20

  @Argument(help: "Swift files or folders to port.")
  var paths: [String]

  @Flag(name: .customLong("in-place"), help: "Rewrite the changed files where they are.")
  var inPlace = false

  @Option(name: .customLong("output"), help: "Write the changed files under this folder instead.")
  var output: String?

  @Flag(help: "Only list what would change; write nothing.")
  var check = false

  func run() throws {
    let modes = [inPlace, output != nil, check].filter { $0 }.count
    guard modes == 1 else {
      printError("inertia port: choose exactly one of --in-place, --output DIR and --check")
      throw ExitCode(2)
    }
    do {
      if let output { try OutputFile.checkFolder(output) }
      let inputs = try PortInputs.collect(
        paths, maximumFiles: Self.maximumFiles, maximumEntries: Self.maximumEntries,
        underOneFolder: output != nil)
      let sources = try PortInputs.read(
        inputs, fileLimit: Self.maximumFileBytes, totalLimit: Self.maximumTotalBytes)
      let result = Porter.port(sources)
      let changed = zip(inputs, result.files).filter { $0.1.isChanged }.map { input, file in
        let target = output.map { ($0 as NSString).appendingPathComponent(input.relativePath) } ?? input.path
        return (path: target, text: file.text)
      }
      if output != nil {
        // An --output folder among the inputs must not write one input's port over another input.
        try OutputFile.checkDistinct(
          outputs: changed.map { ("the output", $0.path) }, inputs: inputs.map { ("an input", $0.path) })
      }
      let outputError = printLines(result.rewrites.map { oneLine($0.description) })
      if !check { try PortInputs.write(changed, creatingFolders: output != nil) }
      if outputError != 0 {
        throw OutputFile.Refusal(
          description: "cannot write to standard output: \(String(cString: strerror(outputError)))")
      }
    } catch let refusal as OutputFile.Refusal {
      printError("inertia port: \(oneLine(refusal.description))")
      throw ExitCode(2)
    }
  }
}

/// Finding, reading and writing the files `inertia port` works on.
enum PortInputs {
  /// One input: its path as reported, and its path under `--output`.
  struct Input {
    var path: String
    var relativePath: String
  }

  /// The files named, and the *.swift and bridging-header files under the folders named (sorted, hidden folders
  /// skipped, symbolic links not followed: one of those names that is a link, a FIFO, a socket or a
  /// device is refused, as it is when named; it was left out without a word before sweep 55b), at
  /// most `maximumFiles`, looking through at most
  /// `maximumEntries` files and folders in all. No two may be one file, nor, when they are all
  /// written `underOneFolder` (`--output`), have one relative path there; files of one name in
  /// two folders are ported in place (they were refused before sweep 54's review).
  static func collect(
    _ paths: [String], maximumFiles: Int, maximumEntries: Int, underOneFolder: Bool
  ) throws -> [Input] {
    var inputs: [Input] = []
    var entries = maximumEntries
    for path in paths {
      var info = stat()
      guard !path.isEmpty, stat(path, &info) == 0 else {
        throw OutputFile.Refusal(description: "\(oneLine(path)): no such file or folder")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        inputs += try swiftFiles(in: path, limit: maximumFiles - inputs.count, entries: &entries)
      } else if info.st_mode & S_IFMT == S_IFREG {
        inputs.append(Input(path: path, relativePath: (path as NSString).lastPathComponent))
      } else {
        throw OutputFile.Refusal(description: "\(oneLine(path)): not a regular file or folder")
      }
      guard inputs.count <= maximumFiles else {
        throw OutputFile.Refusal(description: "more than \(maximumFiles) files to port")
      }
    }
    var seen: Set<String> = []
    for input in inputs
    where !seen.insert(underOneFolder ? input.relativePath : canonicalPath(input.path)).inserted {
      throw OutputFile.Refusal(
        description: "two inputs would be written to the same name \(oneLine(input.relativePath))")
    }
    return inputs
  }

  /// `path` with every link, `.` and `..` resolved (as given when it cannot be resolved).
  private static func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The Swift and bridging-header files under `folder`, at most `limit` + 1, read with readdir
  /// as the folders are listed, so memory and time stay within the `entries` looked through (each
  /// counted off it; a refusal past it). A name that is not UTF-8 text of a folder or of such a
  /// file is refused: it was left out without a word before sweep 54.
  static func swiftFiles(in folder: String, limit: Int, entries: inout Int) throws -> [Input] {
    var found: [Input] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
      guard let directory = opendir(path) else {
        throw OutputFile.Refusal(
          description: "\(oneLine(path)): cannot list the folder: \(String(cString: strerror(errno)))")
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let (raw, name) = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          let text = bytes.bindMemory(to: CChar.self).baseAddress!
          return (String(cString: text), String(validatingCString: text))
        }
        guard raw != "." && raw != ".." else { continue }
        entries -= 1
        guard entries >= 0 else {
          throw OutputFile.Refusal(
            description:
              "more than \(Port.maximumEntries) files and folders to look through; name fewer folders")
        }
        guard !raw.hasPrefix(".") else { continue }
        let child = relative.isEmpty ? raw : (relative as NSString).appendingPathComponent(raw)
        guard let kind = entryKind(entry.pointee.d_type, (folder as NSString).appendingPathComponent(child))
        else { continue }
        let isFolder = kind == S_IFDIR
        guard isFolder || raw.hasSuffix(".swift") || raw.hasSuffix("Bridging-Header.h") else { continue }
        guard isFolder || kind == S_IFREG else {
          let shown = oneLine((folder as NSString).appendingPathComponent(child))
          throw OutputFile.Refusal(
            description: kind == S_IFLNK
              ? "\(shown): a symbolic link (links are not followed in folders); name the file it leads to"
              : "\(shown): not a regular file or folder")
        }
        guard name != nil else {
          throw OutputFile.Refusal(
            description:
              "\(oneLine((folder as NSString).appendingPathComponent(child))): a name that is not UTF-8 text; rename it"
          )
        }
        if isFolder {
          pending.append(child)
        } else {
          found.append(Input(path: (folder as NSString).appendingPathComponent(child), relativePath: child))
          // One past the limit: the caller refuses.
          guard found.count <= limit else { return found }
        }
      }
    }
    return found.sorted { $0.relativePath < $1.relativePath }
  }

  /// The `S_IFMT` kind of a folder's entry of type `type` at `path` (looked up with lstat when the
  /// folder does not say): nil when it is gone.
  private static func entryKind(_ type: UInt8, _ path: String) -> mode_t? {
    switch Int32(type) {
    case Int32(DT_DIR): return S_IFDIR
    case Int32(DT_REG): return S_IFREG
    case Int32(DT_LNK): return S_IFLNK
    case Int32(DT_UNKNOWN):
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    default: return S_IFIFO  // a FIFO, socket or device: neither a file nor a folder
    }
  }

  /// Reads every input as UTF-8 text, within the per-file and total limits.
  static func read(_ inputs: [Input], fileLimit: Int, totalLimit: Int) throws -> [PortSource] {
    var total = 0
    return try inputs.map { input in
      let name = oneLine(input.path)
      let data: Data
      do {
        data = try readInput(input.path, limit: fileLimit)
      } catch {
        throw OutputFile.Refusal(description: "\(name): \(oneLine("\(error)"))")
      }
      total += data.count
      guard total <= totalLimit else {
        throw OutputFile.Refusal(description: "the inputs are larger than \(sizeName(totalLimit)) in all")
      }
      // The standard library's decoding keeps a leading byte-order mark, which Foundation's drops
      // (every file written lost it before sweep 57); the Swift parser reads it as trivia.
      guard let text = String(validating: data, as: UTF8.self) else {
        throw OutputFile.Refusal(description: "\(name): not UTF-8 text")
      }
      return PortSource(path: input.path, text: text)
    }
  }

  /// Writes every file through a temporary file beside it and renames them over their paths only
  /// once all were written, so an output that fails (a folder in the way, a full disk) leaves no
  /// file changed and no folder made: "nothing was written" holds for the whole run.
  static func write(_ files: [(path: String, text: String)], creatingFolders: Bool) throws {
    let batch = OutputBatch()
    do {
      for (path, text) in files {
        if creatingFolders { try batch.makeFolder((path as NSString).deletingLastPathComponent) }
        try batch.stage(path) { file in Array(text.utf8).withUnsafeBytes { file.write($0) } }
      }
    } catch {
      batch.discard()
      throw error
    }
    try batch.commit()
  }
}
