import Foundation
import Inertia
import InertiaFuzz
import Logging

// inertia-fuzz --seconds N [--seed S] [--corpus DIR]... [--out DIR] [--inertia BINARY] [--cli]
// Fuzzes `inertia replay` in-process (see InertiaFuzz.Fuzzer) and saves shrunk failures to --out.
// With --cli it fuzzes the command line BINARY as a subprocess instead (InertiaFuzz.CommandLineFuzzer):
// every verb and flag, under a time and memory limit.
// A script that crashes the process is left in OUT/.current.json; the next run saves it as
// OUT/fuzz-crash-<seed>.json.

// The library's diagnostics about the fuzzed input are expected; keep the output to the counts.
LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

var seconds = 60.0
var seed: UInt64 = 1
var corpusDirectories: [String] = []
var output = "Tests/Fuzz"
var binary: String?
var commandLine = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--seconds": seconds = Double(arguments.next() ?? "") ?? seconds
  case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
  case "--corpus": if let directory = arguments.next() { corpusDirectories.append(directory) }
  case "--out": output = arguments.next() ?? output
  case "--inertia": binary = arguments.next()
  case "--cli": commandLine = true
  default:
    FileHandle.standardError.write(Data("inertia-fuzz: unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

if commandLine {
  guard let binary else {
    FileHandle.standardError.write(Data("inertia-fuzz: --cli needs --inertia BINARY\n".utf8))
    exit(2)
  }
  let port = CommandLineFuzzer.hasVerb("port", binary: binary)
  let fuzzer = MainActor.assumeIsolated {
    CommandLineFuzzer(binary: binary, seed: seed, corpus: Fuzzer.loadCorpus(corpusDirectories), port: port)
  }
  let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
  MainActor.assumeIsolated {
    while ContinuousClock.now < deadline { fuzzer.step() }
    try? fuzzer.save(to: output)
    fuzzer.cleanUp()
  }
  let total = fuzzer.counts.values.reduce(0, +)
  let families = fuzzer.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
    separator: ", ")
  print("inertia-fuzz --cli seed \(seed): \(total) runs (\(families)); port verb: \(port ? "yes" : "no")")
  print(String(format: "  slowest run %.2f s, largest %d MB", fuzzer.slowest, fuzzer.largestKiB / 1000))
  for finding in fuzzer.findings { print("  finding: \(finding.category) -- \(finding.detail)") }
  exit(fuzzer.findings.isEmpty ? 0 : 1)
}

let current = output + "/.current.json"
try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
if let crashed = FileManager.default.contents(atPath: current) {
  let path = output + "/fuzz-crash-\(seed).json"
  FileManager.default.createFile(atPath: path, contents: crashed)
  print("inertia-fuzz: the previous run crashed on a script, saved as \(path)")
  try? FileManager.default.removeItem(atPath: current)
}

MainActor.assumeIsolated {
  let fuzzer = Fuzzer(seed: seed, corpus: Fuzzer.loadCorpus(corpusDirectories))
  fuzzer.binary = binary
  fuzzer.willRun = { text in FileManager.default.createFile(atPath: current, contents: Data(text.utf8)) }
  let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
  while ContinuousClock.now < deadline { fuzzer.step() }
  try? FileManager.default.removeItem(atPath: current)
  do {
    try fuzzer.save(to: output)
  } catch {
    print("inertia-fuzz: cannot save findings: \(error)")
  }
  print("inertia-fuzz seed \(seed): \(fuzzer.counts)")
  for finding in fuzzer.findings { print("  finding: \(finding.category) -- \(finding.detail)") }
}
