import InertiaPort
import Testing

/// The thirty-fourth porting trial's (Texture's) port rule: SwiftGen's generated asset code
/// extends its own top-level alias of UIColor (`AssetColorTypeAlias`, NSColor on macOS), so the
/// rule that drops `convenience` from initializers in extensions of UIColor (a struct here) sees
/// through the program's aliases.
@Suite struct ThirtyFourthTrialTextureRuleTests {
  static let generated = """
    #if os(OSX)
      import AppKit.NSImage
      public typealias AssetColorTypeAlias = NSColor
    #elseif os(iOS) || os(tvOS) || os(watchOS)
      import UIKit.UIImage
      public typealias AssetColorTypeAlias = UIColor
      public typealias AssetImageTypeAlias = UIImage
    #endif

    public extension AssetColorTypeAlias {
      convenience init!(asset: ColorAsset) {
        self.init(named: asset.name, in: nil, compatibleWith: nil)
      }
      class var none: AssetColorTypeAlias { .clear }
    }

    public extension AssetImageTypeAlias {
      convenience init!(asset: ImageAsset) {
        self.init(named: asset.name, in: nil, compatibleWith: nil)
      }
    }

    """

  @Test func anExtensionOfTheProgramsAliasOfUIColorLosesConvenienceAndClassMembers() {
    let ported = port(Self.generated, name: "Assets.swift")
    #expect(ported.text.contains("public extension AssetColorTypeAlias {\n  init!(asset: ColorAsset) {"))
    #expect(ported.text.contains("  static var none: AssetColorTypeAlias { .clear }"))
    // UIImage is a class here as on iOS: its alias's convenience initializer stays.
    #expect(
      ported.text.contains("public extension AssetImageTypeAlias {\n  convenience init!(asset: ImageAsset)"))
    let rule = ported.lines.filter { $0.contains("extension AssetColorTypeAlias") }
    #expect(
      rule == [
        "Assets.swift:11: convenience removed from init in extension AssetColorTypeAlias (AssetColorTypeAlias "
          + "(UIColor) is a struct on Linux; a struct's initializers delegate without it)",
        "Assets.swift:14: class -> static in extension AssetColorTypeAlias (AssetColorTypeAlias (UIColor) is a "
          + "struct on Linux; only classes have class members)",
      ])
  }

  @Test func anAliasInAnotherFileCountsAndANestedOneDoesNot() {
    let files = [
      PortSource(
        path: "Aliases.swift", text: "typealias Brand = UIColor\nenum Box { typealias Paint = UIColor }\n"),
      PortSource(
        path: "Brand.swift",
        text: """
          extension Brand {
            convenience init(level: CGFloat) { self.init(white: level, alpha: 1) }
          }
          extension Box.Paint {
            convenience init(grey: CGFloat) { self.init(white: grey, alpha: 1) }
          }

          """),
    ]
    let result = Porter.port(files)
    let brand = result.files[1].text
    // A top-level alias in any file of the program is seen; a nested one is not an alias the
    // program's extensions can name unqualified, and `Box.Paint` is left to the compiler.
    #expect(brand.contains("extension Brand {\n  init(level: CGFloat)"))
    #expect(brand.contains("extension Box.Paint {\n  convenience init(grey: CGFloat)"))
    #expect(result.rewrites.map(\.description).filter { $0.hasPrefix("Brand.swift") }.count == 1)
  }

  @Test func numberReadsThroughAnyObjectBecomeNSNumberCasts() {
    let source = """
      guard let time = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as AnyObject).doubleValue else { return }
      let rounded = (info["count"] as AnyObject).intValue.advanced(by: 1)
      let point = (change?[.newKey] as AnyObject).cgPointValue

      """
    let ported = port(source)
    #expect(
      ported.text
        == """
        guard let time = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue else { return }
        let rounded = ((info["count"] as? NSNumber)?.intValue ?? 0).advanced(by: 1)
        let point = (change?[.newKey] as? CGPoint)

        """)
    #expect(
      ported.lines.first
        == "A.swift:1: (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as AnyObject).doubleValue -> "
        + "(userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue (Linux has no "
        + "dynamic member lookup on AnyObject; the value is read as the NSNumber it is)")
  }
}
