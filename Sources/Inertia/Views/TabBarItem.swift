import Foundation

/// What a view controller shows in a tab bar (UITabBarItem): a title, an image, a badge.
///
/// Every view controller has one (``ViewController/tabBarItem``); a ``TabBarController``'s bar
/// shows the items of its view controllers and redraws when one changes.
@preconcurrency @MainActor
open class TabBarItem {
  /// The system's predefined items (UITabBarItem.SystemItem); each comes with its own title.
  public enum SystemItem: Int, Sendable {
    /// "More".
    case more
    /// "Favorites".
    case favorites
    /// "Featured".
    case featured
    /// "Top Rated".
    case topRated
    /// "Recents".
    case recents
    /// "Contacts".
    case contacts
    /// "History".
    case history
    /// "Bookmarks".
    case bookmarks
    /// "Search".
    case search
    /// "Downloads".
    case downloads
    /// "Most Recent".
    case mostRecent
    /// "Most Viewed".
    case mostViewed

    /// The title the system item shows.
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// The title under the image; nil shows the view controller's title. Default nil.
  open var title: String? { didSet { if title != oldValue { changed?() } } }
  /// The image above the title. Default nil.
  open var image: Image? { didSet { if image !== oldValue { changed?() } } }
  /// The image shown while the item is selected; nil shows ``image``. Default nil.
  open var selectedImage: Image? { didSet { if selectedImage !== oldValue { changed?() } } }
  /// A number of your own, to tell items apart. Default 0.
  open var tag = 0
  /// The text of the red badge at the image's top right; nil shows no badge. Default nil.
  open var badgeValue: String? { didSet { if badgeValue != oldValue { changed?() } } }
  /// The badge's colour; nil is system red. Default nil.
  open var badgeColor: Color? { didSet { changed?() } }
  /// Whether the item can be selected; a disabled item is drawn grey and ignores taps.
  /// Default true.
  open var isEnabled = true { didSet { if isEnabled != oldValue { changed?() } } }
  /// How far the image is inset from its 25-point square (a `top` of 4 and `bottom` of -4 move it
  /// down 4 points). Default zero.
  open var imageInsets: EdgeInsets = .zero { didSet { if imageInsets != oldValue { changed?() } } }
  /// How far the title is moved from its place. Default zero.
  open var titlePositionAdjustment: Offset = .zero {
    didSet { if titlePositionAdjustment != oldValue { changed?() } }
  }
  /// The title's attributes by state (`.normal`, `.selected`, `.disabled`).
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The system item it was made from, if any.
  public let systemItem: SystemItem?
  /// Called when something the bar shows changed (set by the tab bar controller).
  final var changed: (@MainActor () -> Void)?

  /// Creates an item without a title or an image.
  public init() { systemItem = nil }

  /// Creates an item with `title`, `image` and `tag`.
  public init(title: String?, image: Image?, tag: Int) {
    systemItem = nil
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with `title`, `image` and a separate `selectedImage`.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    systemItem = nil
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Sets the title's attributes (`.foregroundColor`, `.font`) for `state`; nil removes them.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
    titleAttributes[state.rawValue] = attributes
    changed?()
  }

  /// The title's attributes set for `state`, nil when none were.
  open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Creates one of the system's items (its title is the system's) with `tag`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.tag = tag
  }
}
