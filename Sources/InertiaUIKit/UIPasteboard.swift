import Foundation
import Inertia

/// UIKit's general pasteboard, as UIPasteboard: text, URLs and images copied in the program and
/// read back. It lives in the process (there is no system pasteboard to share with other apps).
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The pasteboard every part of the program shares.
  public static let general = UIPasteboard()
  /// Items, each a dictionary of representations by type identifier, as UIKit's `items`.
  public var items: [[String: Any]] = [] { didSet { changeCount += 1 } }
  /// Increases on every change, as UIKit's.
  public private(set) var changeCount = 0

  /// A pasteboard of its own (UIKit's named pasteboards; this one is not shared).
  public init() {}

  /// The first item's text; setting it replaces the contents with that one string (nil clears).
  public var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// The text of every item that has text; setting it replaces the contents.
  public var strings: [String]? {
    get { values(Self.textType) }
    set { items = (newValue ?? []).map { [Self.textType: $0] } }
  }
  /// The first item's URL; setting it replaces the contents.
  public var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// The URL of every item that has one; setting it replaces the contents.
  public var urls: [URL]? {
    get { values(Self.urlType) }
    set { items = (newValue ?? []).map { [Self.urlType: $0] } }
  }
  /// The first item's image; setting it replaces the contents.
  public var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// The image of every item that has one; setting it replaces the contents.
  public var images: [UIImage]? {
    get { values(Self.imageType) }
    set { items = (newValue ?? []).map { [Self.imageType: $0] } }
  }
  /// Whether any item has text.
  public var hasStrings: Bool { values(Self.textType) as [String]? != nil }
  /// Whether any item has a URL.
  public var hasURLs: Bool { values(Self.urlType) as [URL]? != nil }
  /// Whether any item has an image.
  public var hasImages: Bool { values(Self.imageType) as [UIImage]? != nil }
  /// How many items there are.
  public var numberOfItems: Int { items.count }

  static let textType = "public.utf8-plain-text"
  static let urlType = "public.url"
  static let imageType = "public.png"

  private func values<T>(_ type: String) -> [T]? {
    let found = items.compactMap { $0[type] as? T }
    return found.isEmpty ? nil : found
  }
}

/// Text shadow attributes, as NSShadow: the value of `NSAttributedString.Key.shadow`. Kept with
/// the string (labels here draw text without shadows).
public final class NSShadow: @unchecked Sendable {
  /// The shadow's offset. Default zero.
  public var shadowOffset = CGSize.zero
  /// The blur radius. Default 0.
  public var shadowBlurRadius: CGFloat = 0
  /// The colour (a `UIColor`). Default nil: black at a third opacity, as UIKit draws it.
  public var shadowColor: Any?

  /// A shadow with the defaults.
  public init() {}
}

extension NSAttributedString.Key {
  /// The text's shadow, an ``NSShadow``.
  public static let shadow = NSAttributedString.Key("NSShadow")
}

/// UIKit's older name for ``Inertia/View/layoutFittingCompressedSize`` (before Swift 4.2): zero.
public let UILayoutFittingCompressedSize = CGSize.zero
