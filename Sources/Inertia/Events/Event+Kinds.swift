/// UIKit's names for the kinds of events, which code overriding the responder's motion methods
/// spells (`motion == .motionShake`).
///
/// See also: ``Event``, ``Responder``.
extension Event {
  /// What an event is about, as `UIEvent.EventType`. Every event delivered here is `.touches`.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches
    /// A motion of the device (a shake).
    case motion
    /// A remote-control command.
    case remoteControl
    /// A press of a physical button.
    case presses
  }

  /// The kind of a motion or remote-control event, as `UIEvent.EventSubtype` (UIKit's raw values).
  public enum EventSubtype: Int, Sendable {
    /// No subtype.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// Remote control: play.
    case remoteControlPlay = 100
    /// Remote control: pause.
    case remoteControlPause = 101
    /// Remote control: stop.
    case remoteControlStop = 102
    /// Remote control: toggle play and pause.
    case remoteControlTogglePlayPause = 103
    /// Remote control: next track.
    case remoteControlNextTrack = 104
    /// Remote control: previous track.
    case remoteControlPreviousTrack = 105
  }

  /// The event's type: `.touches` (the only kind delivered here).
  public var type: EventType { .touches }

  /// The event's subtype: `.none` for touches.
  public var subtype: EventSubtype { .none }
}
