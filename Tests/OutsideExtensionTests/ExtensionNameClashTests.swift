import Foundation
import InertiaUIKit
import Testing

// Built with its own package name (Package.swift), as a program is: the extension idioms iOS
// programs declare on UIKit's classes, with names Inertia keeps to itself (`package`).

/// The identifier idiom: a name for tests and analytics, kept in UIKit's accessibility identifier.
extension UIView {
  var identifier: String? {
    get { accessibilityIdentifier }
    set { accessibilityIdentifier = newValue.map { "id." + $0 } }
  }
  var presentation: String { isHidden ? "hidden" : "shown" }
}

/// A font size idiom on labels, through UIKit's `font`.
extension UILabel {
  var fontSize: CGFloat {
    get { font.pointSize }
    set { font = .systemFont(ofSize: newValue) }
  }
}

/// The scroll view helpers programs add for "scrolled to the end" checks.
extension UIScrollView {
  var maximumOffset: CGPoint {
    CGPoint(
      x: max(0, contentSize.width - bounds.width + adjustedContentInset.right),
      y: max(0, contentSize.height - bounds.height + adjustedContentInset.bottom))
  }
  var isAtBottom: Bool { contentOffset.y >= maximumOffset.y }
}

/// A title idiom on buttons.
extension UIButton {
  var title: String? {
    get { title(for: .normal) }
    set { setTitle(newValue, for: .normal) }
  }
}

/// The hex colour idiom (Lightbox's): "RGB" or "RRGGBB", with or without "#", clear otherwise.
extension UIColor {
  init(hex string: String) {
    var digits = string.hasPrefix("#") ? String(string.dropFirst()) : string
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    guard digits.count == 6, let value = Int(digits, radix: 16) else {
      self.init(white: 1, alpha: 0)
      return
    }
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }
}

@MainActor
@Suite struct ExtensionNameClashTests {
  @Test func theIdentifierExtensionStoresInTheAccessibilityIdentifier() {
    let view = UIView()
    view.identifier = "card"
    #expect(view.identifier == "id.card" && view.accessibilityIdentifier == "id.card")
    #expect(view.presentation == "shown")
    view.isHidden = true
    #expect(view.presentation == "hidden")
  }

  @Test func aHexColourInitializerOfTheProgramsOwnIsTheOneCalled() {
    // Inertia's own hex parser (scenes' "#RRGGBB") is package-internal: no ambiguity, and the
    // program's rules apply (three digits, no "#", clear for anything else).
    let grey = UIColor(hex: "899AB8")
    #expect(abs(grey.cgColor.components![0] - 0x89 / 255) < 0.001)
    #expect(abs(grey.cgColor.components![2] - 0xB8 / 255) < 0.001)
    let white = UIColor(hex: "#FFF")
    #expect(white.cgColor.components![1] == 1)
    #expect(UIColor(hex: "nonsense").cgColor.alpha == 0)
  }

  @Test func theFontSizeExtensionSetsTheLabelsFont() {
    let label = UILabel()
    label.fontSize = 22
    #expect(label.font.pointSize == 22 && label.fontSize == 22)
  }

  @Test func theMaximumOffsetExtensionAgreesWithScrolling() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scrollView.contentSize = CGSize(width: 100, height: 900)
    #expect(scrollView.maximumOffset == CGPoint(x: 0, y: 700) && !scrollView.isAtBottom)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 890, width: 100, height: 10), animated: false)
    #expect(scrollView.contentOffset.y == 700 && scrollView.isAtBottom)
  }

  @Test func theTitleExtensionSetsTheNormalTitle() {
    let button = UIButton(type: .system)
    button.title = "Send"
    #expect(button.title == "Send" && button.currentTitle == "Send")
  }
}
