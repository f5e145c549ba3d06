import Foundation

// The unified logging of Apple's `os` module (`import os.log`): `OSLog` handles made with a
// subsystem and a category, `OSLog.disabled`, and `os_log(_:log:type:_:)` with a printf-style
// static format. `inertia port` replaces `import os` and `import os.log` by `import InertiaUIKit`.
// There is no system log on Linux: a message of the default, error or fault type is written to
// standard error as "subsystem[category] message"; info and debug messages, which the system log
// keeps only in memory and drops by default, are dropped, and so is everything sent to `.disabled`.

/// A log handle: a subsystem (usually the program's reverse-DNS identifier) and a category
/// (`OSLog` of Apple's `os` module).
///
/// See also `os_log(_:log:type:_:)`, `OSLogType`.
public final class OSLog: Sendable {
  /// The subsystem messages sent to the handle belong to ("" for `.default` and `.disabled`).
  public let subsystem: String
  /// The category messages sent to the handle belong to ("" for `.default` and `.disabled`).
  public let category: String
  /// Whether messages sent to the handle are dropped (true only for `.disabled`).
  let isDisabled: Bool

  /// A handle for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isDisabled = false
  }

  private init(disabled: Bool) {
    subsystem = ""
    category = ""
    isDisabled = disabled
  }

  /// The handle `os_log` uses when none is given.
  public static let `default` = OSLog(disabled: false)
  /// A handle that drops every message sent to it (what programs log to when logging is off).
  public static let disabled = OSLog(disabled: true)

  /// Whether a message of `type` sent to the handle is kept: never for `.disabled`; here only
  /// default, error and fault messages, as the system log persists by default.
  public func isEnabled(type: OSLogType) -> Bool {
    !isDisabled && type != .debug && type != .info
  }
}

/// The level of a log message (`OSLogType` of Apple's `os` module).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  /// The level's value (Apple's numbers: default 0, info 1, debug 2, error 16, fault 17).
  public let rawValue: UInt8
  /// A level with the given value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default level.
  public static let `default` = OSLogType(rawValue: 0)
  /// Information that may help troubleshoot (not kept here).
  public static let info = OSLogType(rawValue: 1)
  /// Debugging information (not kept here).
  public static let debug = OSLogType(rawValue: 2)
  /// An error.
  public static let error = OSLogType(rawValue: 16)
  /// A fault, a bug in the program.
  public static let fault = OSLogType(rawValue: 17)
}

/// Sends a message made from a printf-style `message` format and `args` to `log` at the level
/// `type` (Apple's `os_log`). `%@`, `%{public}@`, `%{private}@`, `%d`, `%s`, `%f`... each take the
/// next argument as it describes itself; `%%` is a percent sign.
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
  guard log.isEnabled(type: type) else { return }
  let text = OSLogFormat.format("\(message)", arguments: args)
  let prefix = log.subsystem.isEmpty ? "" : "\(log.subsystem)[\(log.category)] "
  FileHandle.standardError.write(Data((prefix + text + "\n").utf8))
}

/// Sends a message at the level `type` to `log` (the order of arguments of Apple's newer form).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...)
{
  guard log.isEnabled(type: type) else { return }
  let text = OSLogFormat.format("\(message)", arguments: args)
  let prefix = log.subsystem.isEmpty ? "" : "\(log.subsystem)[\(log.category)] "
  FileHandle.standardError.write(Data((prefix + text + "\n").utf8))
}

/// Fills a printf-style log format with its arguments.
enum OSLogFormat {
  /// `format` with each conversion (`%@`, `%{public}d`, `%ld`...) replaced by the next of
  /// `arguments` as it describes itself, and `%%` by `%`; a conversion with no argument left
  /// stays as written.
  static func format(_ format: String, arguments: [any CVarArg]) -> String {
    var result = ""
    var remaining = arguments[...]
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%", index < format.endIndex else {
        result.append(character)
        continue
      }
      if format[index] == "%" {
        result.append("%")
        index = format.index(after: index)
        continue
      }
      let start = format.index(before: index)
      index = endOfConversion(in: format, from: index)
      if let argument = remaining.popFirst() {
        result += String(describing: argument)
      } else {
        result += format[start..<index]
      }
    }
    return result
  }

  /// The index after the conversion starting at `index` (past a `{public}` or `{private}`
  /// annotation, flags, width, precision and length modifiers, through the conversion letter).
  private static func endOfConversion(in format: String, from start: String.Index) -> String.Index {
    var index = start
    if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
      index = format.index(after: close)
    }
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      if character.isLetter && !"hlqLjzt".contains(character) || character == "@" { break }
    }
    return index
  }
}
