import Foundation
import Inertia

// The small part of AVFoundation a video cell names (an asset by URL, a player, its time, the
// video gravity): enough for Texture's ASVideoNode and code holding its player. Nothing is decoded
// or heard: a player's time runs on the app clock while it plays, so a list of videos scrolls,
// plays and pauses as on iOS, showing each video's placeholder image.

/// A time as a rational number of seconds (Core Media's `CMTime`).
public struct CMTime: Equatable, Sendable {
  /// The numerator.
  public var value: Int64
  /// The denominator (units per second); 0 for an invalid or indefinite time.
  public var timescale: Int32
  /// Whether the time is a number (false for ``invalid`` and ``indefinite``).
  public var isNumeric: Bool { timescale > 0 }

  /// A time of `value` / `timescale` seconds.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = max(timescale, 0)
  }

  /// `seconds` at `preferredTimescale` units a second (rounded; non-finite seconds give
  /// ``invalid``).
  public init(seconds: Double, preferredTimescale: Int32) {
    guard seconds.isFinite, preferredTimescale > 0 else {
      self.init(value: 0, timescale: 0)
      return
    }
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  /// The time in seconds (NaN when not numeric).
  public var seconds: Double { isNumeric ? Double(value) / Double(timescale) : .nan }

  /// Zero seconds.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// Not a time.
  public static let invalid = CMTime(value: 0, timescale: 0)
  /// An unknown length (a stream's, or a file that is not read here).
  public static let indefinite = CMTime(value: 0, timescale: 0)
}

/// `CMTimeMake(value:timescale:)`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}
/// `CMTimeGetSeconds(_:)`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// How a video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public let rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched to fill.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  /// Fitted inside, keeping its aspect ratio.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Filling, keeping its aspect ratio (cropped).
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A timed media resource (AVFoundation's `AVAsset`). Its media is not read here, so its
/// ``duration`` is indefinite.
open class AVAsset: @unchecked Sendable {
  /// The URL the asset was made from (an ``AVURLAsset``'s, or `AVAsset(url:)`'s).
  var sourceURL: URL?
  /// An asset.
  public init() {}
  /// The asset at `url` (AVFoundation's `AVAsset(url:)`, which makes an `AVURLAsset` on iOS; here
  /// a plain asset of that URL: read an ``AVURLAsset``'s `url` where the URL matters).
  public convenience init(url: URL) {
    self.init()
    sourceURL = url
  }
  /// The length of the media: indefinite (the file is not read).
  open var duration: CMTime { .indefinite }
}

/// An asset at a URL (AVFoundation's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// The asset's URL.
  public let url: URL
  /// The asset at `url` (options are ignored).
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init()
    sourceURL = url
  }
}

/// What a player plays (AVFoundation's `AVPlayerItem`).
@preconcurrency @MainActor
open class AVPlayerItem {
  /// The item's asset.
  public let asset: AVAsset
  /// An item playing `asset`.
  public init(asset: AVAsset) { self.asset = asset }
  /// An item playing the asset at `url`.
  public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
  /// The item's length (its asset's).
  open var duration: CMTime { asset.duration }
}

/// Plays an item on the app clock (AVFoundation's `AVPlayer`): ``currentTime()`` advances while
/// ``rate`` is 1, nothing is decoded or heard.
@preconcurrency @MainActor
open class AVPlayer {
  /// What the player plays.
  open private(set) var currentItem: AVPlayerItem?
  /// Whether the sound is off. Default false.
  open var isMuted = false
  /// The volume, 0 to 1 (clamped). Default 1.
  open var volume: Float = 1 { didSet { volume = volume.isFinite ? min(max(volume, 0), 1) : 1 } }
  /// 1 while playing, 0 while paused.
  open var rate: Float {
    get { startedAt == nil ? 0 : 1 }
    set {
      if newValue > 0 { play() } else { pause() }
    }
  }
  private var elapsed: Double = 0
  private var startedAt: Double?

  /// A player without an item.
  public init() {}
  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }
  /// A player of the asset at `url`.
  public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

  /// Starts playing (the time runs on the app clock).
  open func play() {
    guard startedAt == nil, currentItem != nil else { return }
    startedAt = Window.appClock.now
  }

  /// Stops playing; the time stays where it is.
  open func pause() {
    guard let start = startedAt else { return }
    elapsed += Window.appClock.now - start
    startedAt = nil
  }

  /// The time played.
  open func currentTime() -> CMTime {
    let running = startedAt.map { Window.appClock.now - $0 } ?? 0
    return CMTime(seconds: elapsed + running, preferredTimescale: 600)
  }

  /// Moves to `time` (clamped to zero and above).
  open func seek(to time: CMTime) {
    elapsed = time.isNumeric ? max(time.seconds, 0) : 0
    if startedAt != nil { startedAt = Window.appClock.now }
  }

  /// Plays `item` instead, from its start.
  open func replaceCurrentItem(with item: AVPlayerItem?) {
    currentItem = item
    elapsed = 0
    if startedAt != nil { startedAt = item == nil ? nil : Window.appClock.now }
  }

  /// How the video fills an external display (kept as set: there is none here). Default
  /// `.resizeAspect`.
  open var externalPlaybackVideoGravity: AVLayerVideoGravity = .resizeAspect
}
