import Foundation
import Inertia

/// AVKit's player screen (AVPlayerViewController): a black view that shows a player's video with
/// playback controls. Nothing is decoded here, so the video itself is a platform gap; presenting
/// it, its player (which plays on the app clock, see ``AVPlayer``) and its settings behave as on
/// iOS. `import AVKit` is removed by `inertia port`.
///
/// See also: ``AVPlayer``, ``AVPlayerItem``.
@preconcurrency @MainActor
open class AVPlayerViewController: ViewController {
  /// Makes an `AVPlayerViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { AVPlayerViewController() }

  /// The player whose video is shown. Default nil.
  open var player: AVPlayer?
  /// Whether the playback controls are shown (kept as set). Default true.
  open var showsPlaybackControls = true
  /// How the video fills the view (kept as set). Default `.resizeAspect`.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether picture in picture may start (kept as set). Default true.
  open var allowsPictureInPicturePlayback = true
  /// Whether playing starts full screen (kept as set). Default false.
  open var entersFullScreenWhenPlaybackBegins = false
  /// Whether the end of the video leaves full screen (kept as set). Default false.
  open var exitsFullScreenWhenPlaybackEnds = false
  /// Whether the video's frame is ready to show: true once there is a player with an item.
  open var isReadyForDisplay: Bool { player?.currentItem != nil }

  /// Makes the view black, as the player's background is.
  override open func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
  }
}
