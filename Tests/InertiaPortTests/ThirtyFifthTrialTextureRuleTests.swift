import InertiaPort
import Testing

/// The thirty-fifth porting trial's (Texture's) port rule: a model file importing only Foundation
/// names `DateComponentsFormatter`, which Foundation on Linux declares unavailable; the port imports
/// InertiaUIKit there, whose formatter shadows Foundation's.
@Suite struct ThirtyFifthTrialTextureRuleTests {
  static let timeStamp = """
    import Foundation

    struct TimeStamp {
        var rawValue: Int

        func string(maximumUnitCount: Int) -> String? {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = .brief
            formatter.maximumUnitCount = maximumUnitCount
            return formatter.string(from: DateComponents(second: rawValue))
        }
    }

    """

  @Test func aFileNamingDateComponentsFormatterImportsInertiaUIKit() {
    let ported = port(Self.timeStamp, name: "TimeStamp.swift")
    #expect(ported.text.hasPrefix("import InertiaUIKit\nimport Foundation\n\nstruct TimeStamp {"))
    #expect(
      ported.lines == [
        "TimeStamp.swift:1: import InertiaUIKit added (Foundation on Linux declares DateComponentsFormatter "
          + "unavailable; InertiaUIKit gives it)"
      ])
    // Porting the ported file changes nothing.
    #expect(port(ported.text, name: "TimeStamp.swift").lines.isEmpty)
  }

  @Test func aFileImportingUIKitOrNamingOtherFormattersIsLeftAlone() {
    let uikit = "import UIKit\nlet formatter = DateComponentsFormatter()\n"
    #expect(
      port(uikit).lines == [
        "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)"
      ])
    let dates = "import Foundation\nlet formatter = DateFormatter()\n"
    #expect(port(dates).lines.isEmpty)
  }
}
