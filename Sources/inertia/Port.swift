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
      let inputs = try PortInputs.collect(paths, maximumFiles: Self.maximumFiles)
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
      let outputError = PortInputs.printLines(result.rewrites.map { oneLine($0.description) })
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
  /// skipped, symbolic links to folders not followed), at most `maximumFiles`.
  static func collect(_ paths: [String], maximumFiles: Int) throws -> [Input] {
    var inputs: [Input] = []
    for path in paths {
      var info = stat()
      guard !path.isEmpty, stat(path, &info) == 0 else {
        throw OutputFile.Refusal(description: "\(oneLine(path)): no such file or folder")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        inputs += try swiftFiles(in: path, limit: maximumFiles - inputs.count)
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
    for input in inputs where !seen.insert(input.relativePath).inserted {
      throw OutputFile.Refusal(
        description: "two inputs would be written to the same name \(oneLine(input.relativePath))")
    }
    return inputs
  }

  static func swiftFiles(in folder: String, limit: Int) throws -> [Input] {
    let root = URL(fileURLWithPath: folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw OutputFile.Refusal(description: "\(oneLine(folder)): cannot list the folder") }
    var found: [Input] = []
    let prefix = root.standardizedFileURL.path
    for case let url as URL in enumerator
    where url.pathExtension == "swift" || url.lastPathComponent.hasSuffix("Bridging-Header.h") {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      var relative = url.standardizedFileURL.path
      if relative.hasPrefix(prefix + "/") { relative.removeFirst(prefix.count + 1) }
      found.append(Input(path: (folder as NSString).appendingPathComponent(relative), relativePath: relative))
      guard found.count <= limit else { break }
    }
    return found.sorted { $0.relativePath < $1.relativePath }
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
      guard let text = String(data: data, encoding: .utf8) else {
        throw OutputFile.Refusal(description: "\(name): not UTF-8 text")
      }
      return PortSource(path: input.path, text: text)
    }
  }

  /// Writes `lines` to standard output in chunks; returns the first error number (0: none).
  static func printLines(_ lines: [String]) -> Int32 {
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

  /// Writes every file through a temporary file beside it and renames them over their paths only
  /// once all were written, so an output that fails (a folder in the way, a full disk) leaves no
  /// file changed and no folder made: "nothing was written" holds for the whole run.
  static func write(_ files: [(path: String, text: String)], creatingFolders: Bool) throws {
    var staged: [OutputFile] = []
    var folders: [String] = []
    do {
      for (path, text) in files {
        if creatingFolders {
          folders += try OutputFile.makeFolder((path as NSString).deletingLastPathComponent)
        }
        let file = try OutputFile(path: path)
        staged.append(file)
        Array(text.utf8).withUnsafeBytes { file.write($0) }
        try file.close()
      }
    } catch {
      for file in staged { file.discard() }
      OutputFile.removeFolders(folders)
      throw error
    }
    // A rename can still fail (a file made immutable, another user's file in a sticky folder):
    // the files renamed before it are put back from links to their old contents.
    var committed: [(path: String, existed: Bool, backup: String?)] = []
    for (position, file) in staged.enumerated() {
      var info = stat()
      let existed = lstat(file.path, &info) == 0
      let backup = backupLink(of: file.path)
      do {
        try file.commit()
        committed.append((file.path, existed, backup))
      } catch {
        if let backup { unlink(backup) }
        for rest in staged[(position + 1)...] { rest.discard() }
        for (path, existed, backup) in committed.reversed() {
          if let backup { rename(backup, path) } else if !existed { unlink(path) }
        }
        OutputFile.removeFolders(folders)
        throw error
      }
    }
    for case let backup? in committed.map(\.backup) { unlink(backup) }
  }

  /// A hard link to the regular file at `path` (`.NAME.XXXXXX.orig` beside it), or nil when there
  /// is no file or the file system cannot link it.
  static func backupLink(of path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    let url = URL(fileURLWithPath: path)
    let name = ".\(url.lastPathComponent).XXXXXX.orig"
    var template = Array(
      (url.deletingLastPathComponent().path as NSString).appendingPathComponent(name).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
    guard descriptor >= 0 else { return nil }
    close(descriptor)
    let backup = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    // The name is reserved by the empty file; the link takes its place.
    unlink(backup)
    return link(path, backup) == 0 ? backup : nil
  }
}
