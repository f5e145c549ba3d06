import Foundation

/// Core Foundation's error type (CFError), Foundation's `NSError` here: Core Text's font manager
/// reports through an `Unmanaged<CFError>` pointer, as on iOS.
public typealias CFError = NSError

/// A font read from the bytes of a TrueType or OpenType file (Core Graphics' CGFont), as a program
/// reads a font it ships before registering it with ``CTFontManagerRegisterGraphicsFont(_:_:)``.
///
/// Inertia measures and draws every font name with its own metrics (see `UIFont(name:size:)`), so
/// the file's outlines are not used: the font keeps its PostScript name, read from the file's
/// `name` table, for `UIFont(name:size:)`. Bytes that are not a font file (no TrueType or OpenType
/// header, tables past the end) give nil, as Core Graphics does.
public final class CGFont {
  /// The font's PostScript name (name ID 6 of the `name` table); nil when the file has none.
  public let postScriptName: String?

  /// The font in `provider`'s bytes; nil unless they are a TrueType (`0x00010000`, `true`),
  /// OpenType (`OTTO`) or collection (`ttcf`) file.
  public init?(_ provider: CGDataProvider) {
    guard let data = provider.data else { return nil }
    let bytes = [UInt8](Data(referencing: data))
    guard let name = CGFont.postScriptName(in: bytes) else { return nil }
    postScriptName = name.isEmpty ? nil : name
  }

  /// The fonts registered with ``CTFontManagerRegisterGraphicsFont(_:_:)``, by PostScript name
  /// (behind ``registeredLock``: fonts may be registered from any thread, as on iOS).
  nonisolated(unsafe) static var registered: Set<String> = []
  static let registeredLock = NSLock()

  /// Adds `name` to the registered fonts; false when it was there.
  static func register(_ name: String) -> Bool {
    registeredLock.lock()
    defer { registeredLock.unlock() }
    return registered.insert(name).inserted
  }

  /// The PostScript name in a font file's bytes: "" when it has no `name` table or no name 6, nil
  /// when the bytes are not a font file.
  static func postScriptName(in bytes: [UInt8]) -> String? {
    func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    let versions: Set<Int> = [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7474_6366]
    guard let version = u32(0), versions.contains(version) else { return nil }
    // A collection's first font is the one read.
    let start = version == 0x7474_6366 ? (u32(12) ?? -1) : 0
    guard start >= 0, let tables = u16(start + 4) else { return nil }
    for table in 0..<tables {
      let record = start + 12 + table * 16
      guard let tag = u32(record), let offset = u32(record + 8), let length = u32(record + 12),
        offset + length <= bytes.count
      else { return nil }
      if tag == 0x6E61_6D65 { return name6(in: Array(bytes[offset..<(offset + length)])) }
    }
    return ""
  }

  /// Name 6 of a `name` table: its Windows Unicode record (UTF-16, big-endian) first, else its
  /// Macintosh Roman one; "" when it has neither.
  private static func name6(in table: [UInt8]) -> String {
    func u16(_ at: Int) -> Int { at + 2 <= table.count ? Int(table[at]) << 8 | Int(table[at + 1]) : 0 }
    let count = u16(2)
    let strings = u16(4)
    var mac: String?
    for index in 0..<count {
      let record = 6 + index * 12
      guard record + 12 <= table.count, u16(record + 6) == 6 else { continue }
      let (platform, length, offset) = (u16(record), u16(record + 8), strings + u16(record + 10))
      guard offset + length <= table.count else { continue }
      let text = Array(table[offset..<(offset + length)])
      if platform == 3 {
        let units = stride(from: 0, to: text.count - 1, by: 2).map {
          UInt16(text[$0]) << 8 | UInt16(text[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
      if platform == 1 { mac = String(decoding: text, as: UTF8.self) }
    }
    return mac ?? ""
  }
}

/// Registers `font` for the process (Core Text's CTFontManagerRegisterGraphicsFont): true, or false
/// with Core Text's "already registered" error (code 105) for a font registered before. Every
/// name already gives a font here, so registering changes no text; it is kept for the program.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard CGFont.register(font.postScriptName ?? "") else {
    error?.pointee = Unmanaged.passRetained(
      NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105))
    return false
  }
  return true
}
