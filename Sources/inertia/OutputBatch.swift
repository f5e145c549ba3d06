import Foundation

/// Files written together, all or none: each is staged in a temporary file beside its target
/// (closed once written, so no descriptor is held) and the folders made for them are noted; only
/// ``commit()`` renames them over their targets, putting back the files it replaced when a later
/// rename fails. ``discard()`` removes every staged file and made folder, so a run that fails
/// leaves nothing changed (`port --in-place` and `--output`, the headless demo).
final class OutputBatch {
  private var staged: [OutputFile] = []
  private var folders: [String] = []

  /// Makes the folder `path` and its parents, noting those made for ``discard()``.
  func makeFolder(_ path: String) throws {
    folders += try OutputFile.makeFolder(path)
  }

  /// Stages the file `path`: `produce` writes it, through the staged file's descriptor or by its
  /// ``OutputFile/temporaryPath``; throws (removing the staged file) when that or closing fails.
  func stage(_ path: String, _ produce: (OutputFile) throws -> Void) throws {
    let file = try OutputFile(path: path)
    do {
      try produce(file)
      try file.close()
    } catch {
      file.discard()
      throw error
    }
    staged.append(file)
  }

  /// Removes the staged files and the folders made (a folder that is not empty stays).
  func discard() {
    for file in staged { file.discard() }
    staged = []
    OutputFile.removeFolders(folders)
    folders = []
  }

  /// Renames every staged file over its target. A rename can still fail (a file made immutable,
  /// another user's file in a sticky folder): the files renamed before it are put back from links
  /// to their old contents, the rest removed, and the folders made removed.
  func commit() throws {
    var committed: [(path: String, existed: Bool, backup: String?)] = []
    for (position, file) in staged.enumerated() {
      var info = stat()
      let existed = lstat(file.path, &info) == 0
      let backup = Self.backupLink(of: file.path)
      do {
        try file.commit()
        committed.append((file.path, existed, backup))
      } catch {
        if let backup { unlink(backup) }
        for rest in staged[(position + 1)...] { rest.discard() }
        for (path, existed, backup) in committed.reversed() {
          if let backup { rename(backup, path) } else if !existed { unlink(path) }
        }
        staged = []
        OutputFile.removeFolders(folders)
        folders = []
        throw error
      }
    }
    for case let backup? in committed.map(\.backup) { unlink(backup) }
    staged = []
    folders = []
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
