import Foundation

extension Button {
  /// A button's look as iOS 15 describes it (UIButton.Configuration): a style (`plain()`,
  /// `tinted()`, `gray()`, `filled()` and their `bordered…` names), a title and subtitle, an image
  /// placed beside or above them, insets and colours. Set it as ``Button/configuration``; while one
  /// is set, the button's size, layout, title colour and background come from it.
  ///
  /// The metrics are iOS's for a medium button (17-point title, insets 7 and 12); the other sizes
  /// and the corner radii are this library's reading of iOS's look, not measured against it.
  public struct Configuration {
    /// How round the background's corners are (UIButton.Configuration.CornerStyle).
    public enum CornerStyle: Sendable {
      /// By the button's size: 4 (mini), 6 (small and medium) or 8 (large) points.
      case dynamic
      /// The background configuration's own `cornerRadius`.
      case fixed
      /// 4 points.
      case small
      /// 8 points.
      case medium
      /// 12 points.
      case large
      /// Half the button's height.
      case capsule
    }

    /// The button's size class (UIButton.Configuration.Size): its fonts and default insets.
    public enum Size: Sendable {
      /// A 13-point title, insets 3 and 8.
      case mini
      /// A 15-point title, insets 5 and 10.
      case small
      /// A 17-point title, insets 7 and 12.
      case medium
      /// A 17-point title, insets 14 and 20.
      case large
    }

    /// How the title and subtitle line up with each other (UIButton.Configuration.TitleAlignment).
    public enum TitleAlignment: Sendable {
      /// Centred (leading when the image is beside them).
      case automatic
      /// Along the leading edge.
      case leading
      /// Centred.
      case center
      /// Along the trailing edge.
      case trailing
    }

    /// The styles the static constructors make.
    enum Style: Sendable { case plain, tinted, gray, filled }

    let style: Style
    /// The title. Default nil.
    public var title: String?
    /// The title with attributes (its characters are shown). Default nil: ``title``.
    public var attributedTitle: AttributedString?
    /// A second, smaller line under the title. Default nil.
    public var subtitle: String?
    /// The subtitle with attributes (its characters are shown). Default nil: ``subtitle``.
    public var attributedSubtitle: AttributedString?
    /// The image. Default nil.
    public var image: Image?
    /// Which side of the title the image is on: `.leading` (default), `.trailing`, `.top`, `.bottom`.
    public var imagePlacement: DirectionalRectEdge = .leading
    /// The space between the image and the title. Default 0.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle. Default 0.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle line up. Default automatic.
    public var titleAlignment: TitleAlignment = .automatic
    /// The colour of the title, subtitle and image. Nil: the style's (white on `filled`, the
    /// tint otherwise). Default nil.
    public var baseForegroundColor: Color?
    /// The background's colour. Nil: the style's (the tint on `filled`, the tint at 15 % on
    /// `tinted`, light grey on `gray`, none on `plain`). Default nil.
    public var baseBackgroundColor: Color?
    /// The background: its colour (over ``baseBackgroundColor``), corner radius, stroke.
    public var background = BackgroundConfiguration()
    /// How round the background's corners are. Default dynamic.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size class: fonts and default insets. Default medium.
    public var buttonSize: Size = .medium
    /// Whether an activity indicator replaces the image (kept; none is drawn). Default false.
    public var showsActivityIndicator = false
    private var customContentInsets: DirectionalEdgeInsets?

    init(style: Style) { self.style = style }

    /// Space between the button's edges and its content: set, or the size class's.
    public var contentInsets: DirectionalEdgeInsets {
      get { customContentInsets ?? Self.insets(for: buttonSize) }
      set { customContentInsets = newValue }
    }

    /// No background; tinted title.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted title over the tint at 15 %.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A tinted title over light grey.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A white title over the tint.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// `plain()` (iOS 15's first name).
    public static func borderless() -> Configuration { plain() }
    /// `gray()` (iOS 15's first name).
    public static func bordered() -> Configuration { gray() }
    /// `tinted()` (iOS 15's first name).
    public static func borderedTinted() -> Configuration { tinted() }
    /// `filled()` (iOS 15's first name).
    public static func borderedProminent() -> Configuration { filled() }

    /// This configuration as `button`'s state shows it (UIKit resolves colours when drawing; the
    /// values here stay as set).
    @MainActor public func updated(for button: Button) -> Configuration { self }

    /// The title shown: the attributed title's characters, else ``title``.
    var displayedTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
    /// The subtitle shown.
    var displayedSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

    /// The title's point size for the size class.
    var titleFontSize: CGFloat {
      switch buttonSize {
      case .mini: 13
      case .small: 15
      case .medium, .large: 17
      }
    }

    /// The subtitle's point size for the size class.
    var subtitleFontSize: CGFloat {
      switch buttonSize {
      case .mini: 11
      case .small: 12
      case .medium, .large: 15
      }
    }

    private static func insets(for size: Size) -> DirectionalEdgeInsets {
      switch size {
      case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The background's corner radius in a button `height` tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      case .dynamic:
        switch buttonSize {
        case .mini: 4
        case .small, .medium: 6
        case .large: 8
        }
      }
    }
  }
}
