import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASVideoNodePlayerState.
public enum ASVideoNodePlayerState: Int, Sendable {
  /// No asset, or not loaded yet.
  case unknown
  /// The asset is being opened.
  case initialLoading
  /// The asset is open and can play.
  case readyToPlay
  /// Enough is buffered but the node does not play.
  case playbackLikelyToKeepUpButNotPlaying
  /// Playing.
  case playing
  /// Waiting for data while playing.
  case loading
  /// Paused.
  case paused
  /// Played to its end.
  case finished
}

/// Texture's ASVideoNodeDelegate: an image node delegate that also hears about playback; every
/// method is optional (default: nothing, and state changes allowed).
@preconcurrency @MainActor
public protocol ASVideoNodeDelegate: ASNetworkImageNodeDelegate {
  /// The node was tapped (instead of toggling play and pause).
  func didTap(_ videoNode: ASVideoNode)
  /// The player state is about to change.
  func videoNode(
    _ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState)
  /// Whether the state may change; false keeps the current one.
  func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool
  /// The video played to its end.
  func videoDidPlay(toEnd videoNode: ASVideoNode)
  /// The node made a player item for its asset.
  func videoNode(_ videoNode: ASVideoNode, didSetCurrentItem currentItem: AVPlayerItem)
}

extension ASVideoNodeDelegate {
  /// Does nothing: ``ASVideoNode`` toggles play and pause only without a delegate.
  public func didTap(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNode(
    _ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState
  ) {}
  /// Allows every change.
  public func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState)
    -> Bool
  {
    true
  }
  /// Does nothing.
  public func videoDidPlay(toEnd videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNode(_ videoNode: ASVideoNode, didSetCurrentItem currentItem: AVPlayerItem) {}
}

/// Texture's ASVideoNode: a network image node that plays an ``asset`` (or ``assetURL``). The
/// image (``ASNetworkImageNode/url`` or ``ASNetworkImageNode/defaultImage``) is the placeholder
/// shown in place of the video, which is not decoded here; the player's time runs on the app clock
/// while it plays.
///
/// The node makes its player when it has an asset and enters the preload range (or at once when
/// ``play()`` is called). With ``shouldAutoplay`` it plays when it becomes visible; it pauses when
/// it stops being visible, as Texture's. A tap on its view calls the delegate's `didTap(_:)`, or
/// toggles play and pause without a delegate. ``muted`` is the player's `isMuted`.
@preconcurrency @MainActor
open class ASVideoNode: ASNetworkImageNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASVideoNode() }

  /// The video. Setting it drops the player (and stops playing).
  open var asset: AVAsset? {
    didSet {
      guard asset !== oldValue else { return }
      resetPlayer()
      if isInPreloadState || isVisible { makePlayer() }
    }
  }
  /// The URL of an ``AVURLAsset`` asset; setting it sets ``asset``.
  open var assetURL: URL? {
    get { (asset as? AVURLAsset)?.url }
    set { asset = newValue.map { AVURLAsset(url: $0) } }
  }
  /// The player, made for the asset when needed.
  open private(set) var player: AVPlayer?
  /// Whether the node plays when it becomes visible. Default false.
  open var shouldAutoplay = false
  /// Whether the video starts again at its end. Default false.
  open var shouldAutorepeat = false
  /// Whether the sound is off. Default false.
  open var muted = false { didSet { player?.isMuted = muted } }
  /// How the video fills the node (an `AVLayerVideoGravity` raw value). Default resize aspect.
  open var gravity: String = AVLayerVideoGravity.resizeAspect.rawValue
  /// What the player does.
  open private(set) var playerState: ASVideoNodePlayerState = .unknown
  /// How often the delegate hears the play time, as a Core Media timescale. Default 10.
  open var periodicTimeObserverTimescale: Int32 = 10

  private var videoDelegate: ASVideoNodeDelegate? { delegate as? ASVideoNodeDelegate }

  /// Whether the node plays.
  open func isPlaying() -> Bool { playerState == .playing }

  /// Plays the asset (making its player first); nothing without an asset.
  open func play() {
    guard asset != nil else { return }
    if player == nil { makePlayer() }
    guard change(to: .playing) else { return }
    player?.play()
  }

  /// Pauses.
  open func pause() {
    guard playerState == .playing, change(to: .paused) else { return }
    player?.pause()
  }

  /// Drops the player and shows the placeholder again.
  open func resetToPlaceholder() {
    resetPlayer()
  }

  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    if asset != nil, player == nil { makePlayer() }
  }

  open override func didEnterVisibleState() {
    super.didEnterVisibleState()
    if shouldAutoplay { play() }
  }

  open override func didExitVisibleState() {
    super.didExitVisibleState()
    pause()
  }

  /// The node loaded its view (an image node takes no touches without a target): a tap on it now
  /// goes to the delegate's `didTap(_:)`, or toggles play and pause without a delegate.
  open override func didLoad() {
    super.didLoad()
    isUserInteractionEnabled = true
    view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.tapped() })
  }

  private func tapped() {
    if let videoDelegate {
      videoDelegate.didTap(self)
    } else if isPlaying() {
      pause()
    } else {
      play()
    }
  }

  private func makePlayer() {
    guard let asset else { return }
    let item = AVPlayerItem(asset: asset)
    let player = AVPlayer(playerItem: item)
    player.isMuted = muted
    self.player = player
    _ = change(to: .readyToPlay)
    videoDelegate?.videoNode(self, didSetCurrentItem: item)
  }

  private func resetPlayer() {
    player?.pause()
    player = nil
    if playerState != .unknown { _ = change(to: .unknown) }
  }

  /// Moves to `state` when the delegate allows it, telling it first; returns whether it moved.
  private func change(to state: ASVideoNodePlayerState) -> Bool {
    guard state != playerState else { return true }
    if let videoDelegate, !videoDelegate.videoNode(self, shouldChangePlayerStateTo: state) { return false }
    videoDelegate?.videoNode(self, willChange: playerState, to: state)
    playerState = state
    return true
  }
}
