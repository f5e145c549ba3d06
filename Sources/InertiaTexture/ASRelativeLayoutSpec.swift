import Inertia

/// Texture's ASRelativeLayoutSpecSizingOption. `[]` is Texture's default: the largest size offered.
public struct ASRelativeLayoutSpecSizingOption: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Take the child's width.
  public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1)
  /// Take the child's height.
  public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 2)
  /// Take the child's size.
  public static let minimumSize: ASRelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

/// Texture's ASCenterLayoutSpecCenteringOptions. `[]` leaves the child at the origin.
public struct ASCenterLayoutSpecCenteringOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Centre along x.
  public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1)
  /// Centre along y.
  public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 2)
  /// Centre along both axes.
  public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]
}

/// Texture's ASCenterLayoutSpecSizingOptions. `[]` is Texture's default: the largest size offered.
public struct ASCenterLayoutSpecSizingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Take the child's width.
  public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1)
  /// Take the child's height.
  public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 2)
  /// Take the child's size.
  public static let minimumXY: ASCenterLayoutSpecSizingOptions = [.minimumX, .minimumY]
}

/// Texture's ASRelativeLayoutSpec: the child at a start, centre or end position on each axis.
@preconcurrency @MainActor
open class ASRelativeLayoutSpec: ASLayoutSpec {
  /// Position along x. Default none.
  open var horizontalPosition: ASRelativeLayoutSpecPosition = .none
  /// Position along y. Default none.
  open var verticalPosition: ASRelativeLayoutSpecPosition = .none
  /// How much space the spec takes. Default `[]` (the largest offered).
  open var sizingOption: ASRelativeLayoutSpecSizingOption = []

  /// An empty relative spec.
  public override init() { super.init() }

  /// Places `child` at the given positions.
  public init(
    horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
    sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
  ) {
    self.horizontalPosition = horizontalPosition
    self.verticalPosition = verticalPosition
    self.sizingOption = sizingOption
    super.init()
    self.child = child
  }

  /// A relative spec.
  open override func makeKind() -> LayoutSpec.Kind {
    .relative(
      LayoutSpec.RelativeOptions(
        horizontal: horizontalPosition, vertical: verticalPosition,
        minimumWidth: sizingOption.contains(.minimumWidth),
        minimumHeight: sizingOption.contains(.minimumHeight)),
      child: childSpec())
  }
}

/// Texture's ASCenterLayoutSpec: the child centred on x and/or y. As in Texture it is a relative
/// spec: made with the relative spec's initializer (`init(horizontalPosition:verticalPosition:
/// sizingOption:child:)`, which Texture's subclass inherits) it lays out as that relative spec,
/// its centering options left `[]`; setting ``centeringOptions`` sets the positions (centre or
/// none), and ``sizingOptions`` the sizing option, as Texture's setters do.
@preconcurrency @MainActor
open class ASCenterLayoutSpec: ASRelativeLayoutSpec {
  /// The axes to centre on. Default `[]`.
  open var centeringOptions: ASCenterLayoutSpecCenteringOptions = [] {
    didSet {
      horizontalPosition = centeringOptions.contains(.X) ? .center : .none
      verticalPosition = centeringOptions.contains(.Y) ? .center : .none
    }
  }
  /// How much space the spec takes. Default `[]` (the largest offered).
  open var sizingOptions: ASCenterLayoutSpecSizingOptions = [] {
    didSet { sizingOption = ASRelativeLayoutSpecSizingOption(rawValue: sizingOptions.rawValue) }
  }
  /// Whether the spec was made with the relative spec's initializer (it then lays out as one).
  private var positionedAsRelative = false

  /// An empty center spec (Texture's `init`): set ``centeringOptions``, ``sizingOptions`` and
  /// `child` afterwards.
  public override init() { super.init() }

  /// Centres `child` as the options say.
  public init(
    centeringOptions: ASCenterLayoutSpecCenteringOptions, sizingOptions: ASCenterLayoutSpecSizingOptions,
    child: ASLayoutElement
  ) {
    self.centeringOptions = centeringOptions
    self.sizingOptions = sizingOptions
    super.init()
    self.child = child
  }

  /// Places `child` at the given positions: Texture's center spec inherits this initializer from
  /// the relative spec, and lays out as that relative spec.
  public override init(
    horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
    sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
  ) {
    super.init(
      horizontalPosition: horizontalPosition, verticalPosition: verticalPosition, sizingOption: sizingOption,
      child: child)
    positionedAsRelative = true
  }

  /// A center spec (a relative one when made with the relative spec's initializer).
  open override func makeKind() -> LayoutSpec.Kind {
    guard !positionedAsRelative else { return super.makeKind() }
    return .center(
      LayoutSpec.CenterOptions(
        x: centeringOptions.contains(.X), y: centeringOptions.contains(.Y),
        minimumX: sizingOptions.contains(.minimumX), minimumY: sizingOptions.contains(.minimumY)),
      child: childSpec())
  }
}
