import Foundation
import Inertia

/// Fuzzes the `inertia` command line as a subprocess (issue 20): every verb and flag, run under a
/// memory ceiling and a time limit, each run checked for its documented exit codes, one line on
/// standard error with exit 2, at most 10 s and 500 MB, and that nothing in its folder that it
/// was not told to replace changed or was left behind. Findings are shrunk and saved as JSON.
@MainActor
public final class CommandLineFuzzer {
  /// The longest a run may take, in seconds.
  public static let timeLimit = 10.0
  /// The most resident memory a run may use, in KiB (500 MB).
  public static let memoryLimitKiB = 500 * 1000
  /// A finding: the shrunk case and what was wrong.
  public struct Finding: Sendable {
    /// What was wrong ("exit 134", "memory 812 MB", …).
    public var category: String
    /// The case, shrunk.
    public var example: CommandLineCase
    /// The run's numbers.
    public var detail: String
  }

  let binary: String
  var cases: CommandLineCases
  /// Runs, by family.
  public private(set) var counts: [String: Int] = [:]
  /// Findings, one per category.
  public private(set) var findings: [Finding] = []
  /// The slowest run and the most memory seen.
  public private(set) var slowest = 0.0, largestKiB = 0
  private let scratch: String

  /// A fuzzer of `binary` drawing cases from `seed`; `corpus` adds scripts to mutate, `port`
  /// says whether the binary has the `port` verb.
  public init(binary: String, seed: UInt64, corpus: [JSONValue], port: Bool) {
    self.binary = URL(fileURLWithPath: binary).standardizedFileURL.path
    cases = CommandLineCases(random: SeededGenerator(seed: seed), corpus: corpus, port: port)
    scratch = NSTemporaryDirectory() + "inertia-cli-fuzz-\(getpid())"
    // A run that stops reading its standard input must not end the fuzzer writing it.
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether `binary` has a verb: `inertia VERB --help` exits 0 with the verb's usage.
  public static func hasVerb(_ verb: String, binary: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [verb, "--help"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 && help.contains("inertia \(verb)")
  }

  /// Runs one new case; a finding is shrunk and kept (one per category).
  public func step() {
    let example = cases.next()
    counts[example.family, default: 0] += 1
    let (run, problem) = check(example)
    slowest = max(slowest, run.seconds)
    largestKiB = max(largestKiB, run.peakKiB)
    guard let problem, !findings.contains(where: { $0.category == problem }) else { return }
    let shrunk = shrink(example, category: problem)
    let detail = String(format: "%.2f s, %d MB: ", run.seconds, run.peakKiB / 1000) + run.error.prefix(300)
    findings.append(Finding(category: problem, example: shrunk, detail: detail))
  }

  /// Runs `example` and names what is wrong with the run, if anything.
  func check(_ example: CommandLineCase) -> (CommandLineRun, String?) {
    let folder = scratch + "/case"
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder + "/keep", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/keep/file", contents: Data("mine".utf8))
    _ = FileManager.default.createFile(atPath: folder + "/old.txt", contents: Data("old".utf8))
    for (name, data) in example.files {
      let path = folder + "/" + name
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: data)
    }
    let run = execute(example, in: folder)
    return (run, problem(run, example, folder: folder))
  }

  private func problem(_ run: CommandLineRun, _ example: CommandLineCase, folder: String) -> String? {
    let verb = example.arguments.first ?? "-"
    if run.timedOut || run.seconds > Self.timeLimit { return "\(verb): over \(Int(Self.timeLimit)) s" }
    if run.status >= 128 { return "\(verb): killed by signal \(run.status - 128)" }
    if !example.allowed.contains(run.status) { return "\(verb): exit \(run.status)" }
    if run.peakKiB > Self.memoryLimitKiB { return "\(verb): over 500 MB" }
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
    if run.status == 2 && (lines != 1 || !run.error.hasPrefix("inertia")) {
      return "\(verb): exit 2 with \(lines) lines on standard error"
    }
    if (try? String(contentsOfFile: folder + "/keep/file", encoding: .utf8)) != "mine" {
      return "\(verb): removed or changed a file it was not told to write"
    }
    let old = try? String(contentsOfFile: folder + "/old.txt", encoding: .utf8)
    if old != "old" && !example.replaceable.contains("old.txt") {
      return "\(verb): replaced a file it was not told to write"
    }
    let left = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
    if left.contains(where: { ($0 as NSString).lastPathComponent.hasPrefix(".") || $0.hasSuffix(".partial") })
    {
      return "\(verb): left a temporary file behind"
    }
    return nil
  }

  private func execute(_ example: CommandLineCase, in folder: String) -> CommandLineRun {
    let timeFile = scratch + "/time.txt"
    try? FileManager.default.removeItem(atPath: timeFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // GNU time measures the peak memory; prlimit caps the address space at 4 GB so that a runaway
    // run cannot take the machine; timeout kills a run 2 s past the limit.
    let closing = example.output == .closed ? " >&-" : ""
    process.arguments =
      [
        "-c",
        "exec timeout -s KILL \(Int(Self.timeLimit) + 2) /usr/bin/time -f '%e %M' -o \"$0\" "
          + "prlimit --as=4000000000 \"$@\"\(closing)", timeFile, binary,
      ] + example.arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment.merge(example.environment) { $1 }
    process.environment = environment
    let errorPipe = Pipe()
    let outputPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput =
      example.output == .full
      ? FileHandle(forWritingAtPath: "/dev/full") ?? FileHandle.nullDevice : outputPipe
    let inputPipe = Pipe()
    process.standardInput = standardInput(example, pipe: inputPipe)
    let start = Date()
    guard (try? process.run()) != nil else {
      return CommandLineRun(status: 127, timedOut: false, seconds: 0, peakKiB: 0, error: "cannot start")
    }
    // Standard input is written as the run reads it (a run that stops reading closes the pipe:
    // the write fails with EPIPE, SIGPIPE being ignored).
    try? inputPipe.fileHandleForReading.close()
    if example.inputIsPipe, let input = example.input {
      let writer = inputPipe.fileHandleForWriting
      Thread {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }.start()
    }
    // Standard output is drained (and dropped) as it comes, standard error kept up to 64 KiB.
    let drain = Thread { _ = Self.readAll(outputPipe.fileHandleForReading, keep: 0) }
    if example.output == .pipe { drain.start() }
    try? outputPipe.fileHandleForWriting.close()
    let error = Self.readAll(errorPipe.fileHandleForReading, keep: 1 << 16)
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    let timing = (try? String(contentsOfFile: timeFile, encoding: .utf8)) ?? ""
    var status = process.terminationStatus
    if let signalLine = timing.split(separator: "\n").first(where: { $0.contains("terminated by signal") }),
      let number = Int32(signalLine.split(separator: " ").last ?? "")
    {
      status = 128 + number
    }
    let numbers = timing.split(separator: "\n").last?.split(separator: " ") ?? []
    let peak = numbers.count == 2 ? Int(numbers[1]) ?? 0 : 0
    let timedOut = status == 128 + 9 || seconds > Self.timeLimit + 1
    return CommandLineRun(
      status: status, timedOut: timedOut, seconds: seconds, peakKiB: peak,
      error: String(decoding: error, as: UTF8.self))
  }

  /// What the run reads as standard input: /dev/null, the case's input as a file, or `pipe`.
  private func standardInput(_ example: CommandLineCase, pipe: Pipe) -> Any {
    guard let input = example.input else { return FileHandle.nullDevice }
    guard !example.inputIsPipe else { return pipe }
    let path = scratch + "/stdin"
    _ = FileManager.default.createFile(atPath: path, contents: input)
    return FileHandle(forReadingAtPath: path) ?? FileHandle.nullDevice
  }

  nonisolated private static func readAll(_ handle: FileHandle, keep: Int) -> Data {
    var kept = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { return kept }
      if kept.count < keep { kept.append(chunk.prefix(keep - kept.count)) }
    }
  }

  /// Removes parts of the case's JSON files while the run still fails the same way (at most 60
  /// runs and 30 s).
  func shrink(_ example: CommandLineCase, category: String) -> CommandLineCase {
    var best = example
    var attempts = 0
    let deadline = Date().addingTimeInterval(30)
    for name in example.files.keys.sorted() {
      guard let data = best.files[name], data.count < 4 << 20, let value = try? JSONValue.parse(data) else {
        continue
      }
      var current = value
      var progress = true
      while progress && attempts < 60 && Date() < deadline {
        progress = false
        for path in ScriptMutator.paths(in: current).reversed()
        where !path.isEmpty && attempts < 60 && Date() < deadline {
          let candidate = ScriptMutator.replacing(in: current, at: path[...]) { _ in nil }
          guard candidate != current else { continue }
          attempts += 1
          var trial = best
          trial.files[name] = Data(JSONText.write(candidate).utf8)
          if check(trial).1 == category {
            current = candidate
            best = trial
            progress = true
            break
          }
        }
      }
    }
    return best
  }

  /// Saves each finding as OUT/cli-CATEGORY.json (the case, its arguments, files and the finding).
  public func save(to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for finding in findings {
      let name = "cli-" + Fuzzer.fileName(for: finding.category) + ".json"
      let text = finding.example.saved(finding: finding.category + " (" + finding.detail + ")")
      try text.write(
        toFile: (directory as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  /// Removes the fuzzer's scratch folder.
  public func cleanUp() { try? FileManager.default.removeItem(atPath: scratch) }
}
