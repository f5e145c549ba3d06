import Foundation
import Inertia

/// Makes the cases of ``CommandLineFuzzer``: every verb with every flag, over generated scripts
/// (random valid ones, nested chains on two axes with paging members, tables with batch updates
/// and sections, stack views, constraint topologies, layout specs, wheel gestures opened twice,
/// window scales 0.5 to 3, long replays for plots; since session 41 CSS specs nested deep,
/// compositional groups nested with large counts, constraints and table heights at and past
/// their bounds; since session 49 escapes, control characters, rotations in a safe area and long
/// labels, as text; since session 51 list nodes and label stacks resized at every frame, infinite
/// spec sizes and scenes combining many features; since session 52 labels of text other than
/// ASCII and constraints that overflow at build or after a change) and their mutations (repeated keys too), diff pairs of traces
/// (hostile ones too, long calls among them), outputs onto folders, devices and missing paths, and random arguments.
struct CommandLineCases {
  var random: SeededGenerator
  var generator: ScriptGenerator
  var mutator: ScriptMutator
  let corpus: [JSONValue]
  let port: Bool

  init(random: SeededGenerator, corpus: [JSONValue], port: Bool) {
    var random = random
    generator = ScriptGenerator(random: SeededGenerator(seed: random.next()))
    mutator = ScriptMutator(random: SeededGenerator(seed: random.next()))
    self.random = random
    self.corpus = corpus
    self.port = port
  }

  mutating func next() -> CommandLineCase {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45: return replay()
    case 45..<65: return diff()
    case 65..<75: return arguments()
    case 75..<85: return record()
    case 85..<87: return demo()
    case 87..<92 where port: return portCase()
    default: return special()
    }
  }

  // MARK: Outputs

  /// An output path: new, a regular file (replaceable), a folder, inside one, missing, a device,
  /// or one of the run's inputs (`input`, written to a path of its own: refused, never replaced).
  private mutating func target(_ fileName: String, input: String) -> (String, replaceable: Bool) {
    switch Int.random(in: 0..<12, using: &random) {
    case 11: return ("-", false)
    case 10: return (random.pick([input, "./" + input]), false)
    case 0: return ("old.txt", true)
    case 1: return ("keep", false)
    case 2: return ("keep/\(fileName)", false)
    case 3: return ("missing/folder/\(fileName)", false)
    case 4: return ("/dev/full", false)
    case 5: return ("", false)
    default: return (fileName, false)
    }
  }

  private mutating func addOutput(
    _ flag: String, _ name: String, input: String, to example: inout CommandLineCase
  ) {
    let (path, replaceable) = target(name, input: input)
    example.arguments += [flag, path]
    if replaceable { example.replaceable.insert(path) }
  }

  // MARK: replay

  private mutating func replay() -> CommandLineCase {
    let (script, short) = scriptText()
    var example = CommandLineCase(family: "replay", arguments: ["replay", "s.json"])
    example.files["s.json"] = Data(script.utf8)
    if random.chance(0.5) { addOutput("--trace", "out.jsonl", input: "s.json", to: &example) }
    if random.chance(0.3) {
      addOutput("--plot", random.pick(["p.png", "p.svg", "p"]), input: "s.json", to: &example)
    }
    if short && random.chance(0.15) {
      example.arguments += ["--frames", random.pick(["frames", "keep", "old.txt", "frames/deeper"])]
    }
    if random.chance(0.3) { example.arguments.append("--quiet") }
    if random.chance(0.3) {
      example.arguments.append("--check")
      example.allowed.insert(1)
    }
    if random.chance(0.05) { example.output = random.pick([.full, .closed]) }
    if random.chance(0.15) { readFromStandardInput("s.json", in: &example) }
    repeatValueOption(in: &example)
    example.arguments = shuffledFlags(example.arguments)
    return example
  }

  /// Names standard input (`-`) instead of the file `name` and gives the file's bytes there, as
  /// a pipe or a file; sometimes leaves the file as well, or gives no input at all (an empty pipe).
  private mutating func readFromStandardInput(_ name: String, in example: inout CommandLineCase) {
    guard let index = example.arguments.firstIndex(of: name) else { return }
    example.arguments[index] = "-"
    example.input = random.chance(0.9) ? example.files[name] : Data()
    if random.chance(0.7) { example.files[name] = nil }
    example.inputIsPipe = random.chance(0.7)
  }

  /// Sometimes gives an option that takes a value a second time (refused: exit 2, one line), or
  /// its value as `-` or `--opt=VALUE` after the first; or, since sweep 55, a flag a second time
  /// (refused too).
  private mutating func repeatValueOption(in example: inout CommandLineCase) {
    let flags = ["--quiet", "--check", "--headless", "--in-place"]
    if random.chance(0.05), let flag = example.arguments.first(where: flags.contains) {
      example.arguments.append(flag)
      return
    }
    let options = ["--trace", "--plot", "--frames", "--tolerance", "--screen", "--scene", "--out"]
    guard random.chance(0.1),
      let index = example.arguments.indices.dropLast().first(where: {
        options.contains(example.arguments[$0])
      })
    else {
      return
    }
    let option = example.arguments[index]
    let value = random.pick([example.arguments[index + 1], "-", "second.out", ""])
    if random.chance(0.5) {
      example.arguments += [option, value]
    } else {
      example.arguments.append("\(option)=\(value)")
    }
    if option == "--tolerance" { example.allowed.insert(1) }
  }

  /// The flags after the verb in a random order (values stay after their flag).
  private mutating func shuffledFlags(_ arguments: [String]) -> [String] {
    guard arguments.count > 2, random.chance(0.3) else { return arguments }
    var groups: [[String]] = []
    var index = 2
    while index < arguments.count {
      let takesValue = ["--trace", "--plot", "--frames"].contains(arguments[index])
      groups.append(Array(arguments[index..<min(index + (takesValue ? 2 : 1), arguments.count)]))
      index += takesValue ? 2 : 1
    }
    groups.shuffle(using: &random)
    return Array(arguments[0..<2]) + groups.flatMap { $0 }
  }

  /// A script's text and whether it is short enough to render every frame.
  private mutating func scriptText() -> (String, Bool) {
    var script: JSONValue
    switch Int.random(in: 0..<30, using: &random) {
    case 23..<30:
      // Written as text: parsing would lose the escapes and refuse the broken ones.
      var (text, short): (String, Bool)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: (text, short) = ScriptFamilies.sweep50Text(&random)
      case 1: (text, short) = ScriptFamilies.sweep51Text(&random)
      case 2: (text, short) = ScriptFamilies.sweep52Text(&random)
      default: (text, short) = ScriptFamilies.sweep53Text(&random)
      }
      if random.chance(0.05) { text = mutator.damage(text) }
      return (text, short)
    case 19: script = ScriptFamilies.manyLists(&random)
    case 20: script = ScriptFamilies.turnTaking(&random)
    case 21: script = ScriptFamilies.tableCallStorm(&random)
    case 22: script = ScriptFamilies.delayedAnimation(&random)
    case 16: script = ScriptFamilies.tinyFlowCells(&random)
    case 17: script = ScriptFamilies.manyAnimations(&random)
    case 18: script = ScriptFamilies.clusterTexts(&random)
    case 14: script = ScriptFamilies.manySections(&random)
    case 15: script = ScriptFamilies.largeBatches(&random)
    case 10: script = ScriptFamilies.cssNesting(&random)
    case 11: script = ScriptFamilies.compositionalGroups(&random)
    case 12: script = ScriptFamilies.constraintExtremes(&random)
    case 13: script = ScriptFamilies.tableHeights(&random)
    case 0: script = ScriptFamilies.nestedChain(&random)
    case 1: script = ScriptFamilies.table(&random)
    case 2: script = ScriptFamilies.stack(&random)
    case 3: script = ScriptFamilies.constraints(&random)
    case 4: script = ScriptFamilies.layoutSpec(&random)
    case 5: script = ScriptFamilies.wheel(&random)
    case 6: script = ScriptFamilies.long(&random)
    case 7 where !corpus.isEmpty: script = random.pick(corpus)
    default: script = generator.script()
    }
    script = ScriptFamilies.scaled(script, &random)
    if random.chance(0.3) { script = mutator.mutate(script) }
    var text = JSONText.write(script)
    if random.chance(0.1) { text = mutator.damage(text) }
    let until: Double
    if case .object(let members) = script, case .number(let value)? = members["until"] {
      until = value
    } else {
      until = 0
    }
    return (text, until <= 1.5)
  }

  // MARK: diff

  private mutating func diff() -> CommandLineCase {
    var example = CommandLineCase(family: "diff", arguments: ["diff", "a.jsonl", "b.jsonl"])
    let first = TraceFamilies.trace(&random)
    example.files["a.jsonl"] = first
    example.files["b.jsonl"] =
      random.chance(0.5) ? TraceFamilies.changed(first, &random) : TraceFamilies.trace(&random)
    example.allowed = [0, 1, 2]
    if random.chance(0.3) {
      example.arguments += [
        "--tolerance", random.pick(["0", "0.5", "-1", "nan", "inf", "1e308", "x", "1e-300"]),
      ]
    }
    if random.chance(0.3) {
      addOutput(
        "--plot", random.pick(["d.png", "d.svg"]), input: random.pick(["a.jsonl", "b.jsonl"]), to: &example)
    }
    if random.chance(0.1) {
      example.arguments[random.pick([1, 2])] = random.pick(["keep", "missing", "/dev/zero"])
    }
    if random.chance(0.05) { example.output = random.pick([.full, .closed]) }
    if random.chance(0.2) {
      readFromStandardInput(random.pick(["a.jsonl", "b.jsonl"]), in: &example)
      // Both from standard input: refused.
      if random.chance(0.2) { example.arguments[1...2] = ["-", "-"] }
    }
    repeatValueOption(in: &example)
    return example
  }

  // MARK: record, demo, port

  private mutating func record() -> CommandLineCase {
    // No display in the fuzzer: record checks its arguments and exits 2 with one line.
    var example = CommandLineCase(family: "record", arguments: ["record"])
    let (out, replaceable) = target("rec.json", input: "scene.json")
    example.arguments.append(out)
    if replaceable { example.replaceable.insert(out) }
    if random.chance(0.4) {
      example.arguments += ["--screen", random.pick(["list", "paging", "zoom", "nope", "", "%s%n"])]
    }
    if random.chance(0.5) {
      let (script, _) = scriptText()
      example.files["scene.json"] = Data(script.utf8)
      example.arguments += ["--scene", random.pick(["scene.json", "scene.json", "keep", "missing.json"])]
    }
    if random.chance(0.3) { addOutput("--trace", "live.jsonl", input: "scene.json", to: &example) }
    if random.chance(0.2) { readFromStandardInput("scene.json", in: &example) }
    repeatValueOption(in: &example)
    // A display that cannot be reached (SDL's offscreen fallback waited for ever), or an empty one.
    if random.chance(0.2) { example.environment["DISPLAY"] = random.pick([":4040", ""]) }
    example.allowed = [2]
    return example
  }

  private mutating func demo() -> CommandLineCase {
    var example = CommandLineCase(family: "demo", arguments: ["demo", "--headless"])
    example.arguments += ["--out", random.pick(["gallery", "keep/gallery", "old.txt", "/dev/full/x"])]
    if random.chance(0.3) {
      // A window on a display that cannot be reached: exit 2 with one line.
      example.arguments.remove(at: 1)
      example.environment["DISPLAY"] = ":4040"
      example.allowed = [2]
    }
    return example
  }

  private mutating func portCase() -> CommandLineCase {
    var example = CommandLineCase(family: "port", arguments: ["port", "In.swift"])
    let sources = [
      "import UIKit\nclass A: UIViewController { let s = UIScrollView() }\n",
      "import UIKit\nlet t = UITableView(frame: .zero, style: .plain)\nt.reloadData()\n", "{{{{", "",
      String(repeating: "(", count: 5000), "\u{0}\u{FFFD}%s%n",
    ]
    example.files["In.swift"] = Data(random.pick(sources).utf8)
    if random.chance(0.5) {
      example.arguments += random.pick([["--help"], ["keep"], ["-o", "out.swift"], ["--", "x"]])
    }
    example.allowed = [0, 1, 2]
    return example
  }

  // MARK: arguments and special inputs

  private mutating func arguments() -> CommandLineCase {
    let verbs = [
      "replay", "diff", "record", "demo", "help", "--help", "-h", "", "nope", "--version", "---completion",
      "--generate-completion-script",
    ]
    let tokens = [
      "--trace", "--plot", "--frames", "--quiet", "--check", "--tolerance", "--screen", "--scene", "--out",
      "--headless", "s.json", "a.jsonl", "-", "--", "-x", "=", "--trace=", "--tolerance=nan", "keep",
      String(repeating: "a", count: 5000), "\u{7}\n", "%s%n", "positional@-1", "bash",
    ]
    var arguments = [random.pick(verbs)]
    for _ in 0..<Int.random(in: 0...5, using: &random) { arguments.append(random.pick(tokens)) }
    var example = CommandLineCase(family: "arguments", arguments: arguments)
    // Help wrapped to a width it cannot hold trapped before sweep 54.
    if random.chance(0.2) {
      example.environment["COLUMNS"] = random.pick(["0", "5", "26", "-9223372036854775808"])
    }
    example.files["s.json"] = Data(JSONText.write(generator.script()).utf8)
    example.files["a.jsonl"] = TraceFamilies.trace(&random)
    // `--check` may fail a trace; `diff` may find a difference; `demo` may write its gallery.
    example.allowed = [0, 1, 2]
    if arguments.first == "demo" {
      example.arguments = ["demo", "--headless", "--out", "g"] + arguments.dropFirst()
    }
    return example
  }

  private mutating func special() -> CommandLineCase {
    let inputs = ["/dev/zero", "keep", "missing.json", "/dev/null", "/proc/self/mem", "big.json", "-"]
    let input = random.pick(inputs)
    var example = CommandLineCase(family: "special", arguments: ["replay", input])
    if input == "-" {
      // Standard input just over the limit, binary garbage, or deep nesting, through a pipe or a file.
      let size = random.pick([(64 << 20) + 1, 4096, 0])
      example.input = random.pick([
        Data(repeating: 0x20, count: size), Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131) }),
        Data(String(repeating: "[", count: size).utf8),
      ])
      example.inputIsPipe = random.chance(0.5)
      if random.chance(0.3) { example.arguments = ["diff", "-", "keep/file"] }
    }
    if input == "big.json" {
      // Just over the 64 MiB limit: refused while it is read.
      example.files["big.json"] = Data(repeating: 0x20, count: (64 << 20) + 1)
    }
    return example
  }
}
