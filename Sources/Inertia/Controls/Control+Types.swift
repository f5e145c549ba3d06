extension Control {
  /// The state bits of a control, with UIKit's raw values (spec section 10).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No bits: enabled, not selected, not highlighted.
    public static let normal = State([])
    /// Highlighted (a touch is down inside), 1.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled, 2.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected, 4.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused, 8.
    public static let focused = State(rawValue: 1 << 3)
    /// Bits for the application's own use, 0x00FF0000.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework, 0xFF000000.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends, with UIKit's raw values and masks (spec section 10).
  public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down, 1 << 0.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (tap count > 1), 1 << 1.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside, 1 << 2.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside, 1 << 3.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved from outside to inside, 1 << 4.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved from inside to outside, 1 << 5.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside, 1 << 6.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside, 1 << 7.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled, 1 << 8.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed, 1 << 12.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action fired, 1 << 13.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action fired, 1 << 14.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began, 1 << 16.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Editing changed, 1 << 17.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended, 1 << 18.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key, 1 << 19.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event, 0x00000FFF.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event, 0x000F0000.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits for the application, 0x0F000000.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits for the system, 0xF0000000.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event, 0xFFFFFFFF.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    static let names: [(Event, String)] = [
      (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
      (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
      (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
      (.touchUpOutside, "touchUpOutside"),
      (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
      (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The single events in this set, lowest bit first.
    public var singleEvents: [Event] {
      (0..<32).compactMap { bit in
        let event = Event(rawValue: 1 << UInt(bit))
        return contains(event) ? event : nil
      }
    }

    /// The UIKit name of a single event ("touchUpInside"), or the raw value in hex.
    public var description: String {
      if let name = Self.names.first(where: { $0.0 == self })?.1 { return name }
      return "0x" + String(rawValue, radix: 16)
    }
  }

  /// Vertical placement of a control's content.
  public enum ContentVerticalAlignment: Sendable {
    /// Centred (the default).
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched to fill.
    case fill
  }

  /// Horizontal placement of a control's content.
  public enum ContentHorizontalAlignment: Sendable {
    /// Centred (the default).
    case center
    /// At the left.
    case left
    /// At the right.
    case right
    /// Stretched to fill.
    case fill
    /// At the leading edge (left in left-to-right layouts).
    case leading
    /// At the trailing edge (right in left-to-right layouts).
    case trailing
  }
}
