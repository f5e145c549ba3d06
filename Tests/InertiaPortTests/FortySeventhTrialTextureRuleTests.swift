import InertiaPort
import Testing

/// The forty-seventh Texture trial's port rule: `import Darwin` (a Starbucks clone's card cell
/// imports it beside AsyncDisplayKit) names a module Linux does not have; Foundation re-exports
/// its C library (Glibc) there.
@Suite struct FortySeventhTrialTextureRuleTests {
  @Test func darwinBecomesFoundation() {
    let ported = port("import AsyncDisplayKit\nimport Darwin\n\nlet x = sqrt(4.0)\n")
    #expect(ported.text == "import InertiaTexture\nimport Foundation\n\nlet x = sqrt(4.0)\n")
    #expect(
      ported.lines.last
        == "A.swift:2: import Darwin -> import Foundation (Darwin does not exist on Linux; Foundation gives its names)"
    )
  }

  @Test func darwinBesideFoundationStaysAnImportOfFoundationAndGlibcIsKept() {
    // Swift accepts the same import twice.
    #expect(port("import Darwin\nimport Foundation\n").text == "import Foundation\nimport Foundation\n")
    #expect(port("import Glibc\n").text == "import Glibc\n")
  }
}
