import InertiaUIKit
import Testing

/// RAMReel's theme loads the font it ships as reel-search does on iOS: the file's bytes through a
/// `CGDataProvider` into `CGFont(_:)`, registered with `CTFontManagerRegisterGraphicsFont(_:_:)`
/// (sixty-second trial). The files here are made byte by byte: a TrueType header with one `name`
/// table holding a family name (name 1) and the PostScript name (name 6).
@Suite struct SixtySecondTrialFontTests {
  static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8((value >> (8 * (count - 1 - $0))) & 0xFF) }
  }

  /// A TrueType file whose `name` table has name 1 (Macintosh Roman) and name 6 on `platform`.
  static func fontFile(postScriptName: String, platform: Int = 3) -> [UInt8] {
    let family = Array("Roboto".utf8)
    let postScript =
      platform == 3
      ? postScriptName.utf16.flatMap { bigEndian(Int($0), 2) } : Array(postScriptName.utf8)
    var name = bigEndian(0, 2) + bigEndian(2, 2) + bigEndian(6 + 2 * 12, 2)
    name += [1, 0, 0, 1].flatMap { bigEndian($0, 2) } + bigEndian(family.count, 2) + bigEndian(0, 2)
    name += [platform, platform == 3 ? 1 : 0, platform == 3 ? 0x409 : 0, 6].flatMap { bigEndian($0, 2) }
    name += bigEndian(postScript.count, 2) + bigEndian(family.count, 2)
    name += family + postScript
    let header = bigEndian(0x0001_0000, 4) + bigEndian(1, 2) + [UInt8](repeating: 0, count: 6)
    let record = Array("name".utf8) + bigEndian(0, 4) + bigEndian(12 + 16, 4) + bigEndian(name.count, 4)
    return header + record + name
  }

  static func font(_ bytes: [UInt8]) -> CGFont? {
    let data = Data(bytes)
    guard let provider = CGDataProvider(data: data as CFData) else { return nil }
    return CGFont(provider)
  }

  @Test func aFontFileGivesItsPostScriptName() {
    #expect(Self.font(Self.fontFile(postScriptName: "Roboto-Light"))?.postScriptName == "Roboto-Light")
    #expect(
      Self.font(Self.fontFile(postScriptName: "Roboto-Thin", platform: 1))?.postScriptName == "Roboto-Thin")
  }

  @Test func bytesThatAreNoFontGiveNoFont() {
    #expect(Self.font(Array("\u{89}PNG\r\n".utf8)) == nil)
    #expect(Self.font([]) == nil)
    // A table said to run past the end of the file.
    var cut = Self.fontFile(postScriptName: "Roboto-Light")
    cut.removeLast(10)
    #expect(Self.font(cut) == nil)
  }

  @Test func aFontRegistersOnce() {
    let font = Self.font(Self.fontFile(postScriptName: "SixtySecondTrial-Regular"))!
    #expect(CTFontManagerRegisterGraphicsFont(font, nil))
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error?.takeRetainedValue().code == 105)
  }
}
