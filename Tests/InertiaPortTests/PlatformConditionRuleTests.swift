import InertiaPort
import Testing

/// `#if os(iOS)` and `#if canImport(UIKit)` keep their iOS branch on Linux: the Linux test is
/// added beside them, parenthesised under `!` or `&&`, and a ported file is left as it is.
@Suite struct PlatformConditionRuleTests {
  @Test func iOSConditionsGainTheirLinuxAlternative() {
    let ported = port(
      """
      #if os(tvOS)
      let spacing: CGFloat = 60
      #elseif os(iOS)
      let spacing: CGFloat = 30
      #endif
      #if canImport(UIKit)
      import UIKit
      #endif
      #if !os(iOS) && DEBUG
      let log = true
      #endif
      #if os(macOS) || os(iOS)
      let desktop = false
      #endif
      """)
    #expect(
      ported.text == """
        #if os(tvOS)
        let spacing: CGFloat = 60
        #elseif os(iOS) || os(Linux)
        let spacing: CGFloat = 30
        #endif
        #if canImport(UIKit) || canImport(InertiaUIKit)
        import InertiaUIKit
        #endif
        #if !(os(iOS) || os(Linux)) && DEBUG
        let log = true
        #endif
        #if os(macOS) || os(iOS) || os(Linux)
        let desktop = false
        #endif
        """)
    #expect(
      ported.lines.first
        == "A.swift:3: os(iOS) -> os(iOS) || os(Linux) (the program was written for iOS; on Linux the "
        + "condition is false and the iOS branch would vanish)")
    #expect(ported.lines.count == 5)
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func otherConditionsAreLeftAlone() {
    let source = """
      #if os(macOS)
      let mac = true
      #elseif targetEnvironment(simulator) || DEBUG
      let simulated = true
      #elseif canImport(AppKit)
      let kit = true
      #endif
      """
    #expect(port(source).lines.isEmpty)
  }
}
