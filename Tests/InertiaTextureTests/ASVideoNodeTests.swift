import Foundation
import InertiaTexture
import Testing

/// ASVideoNode: play and pause on the app clock, the delegate's state changes, autoplay with the
/// visible state, a tap toggling playback, and the image shown as the placeholder frame.
@MainActor
@Suite(.serialized) struct ASVideoNodeTests {
  final class Listener: ASVideoNodeDelegate {
    var changes: [String] = []
    var taps = 0
    var refusesPause = false
    func videoNode(
      _ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState
    ) {
      changes.append("\(state) -> \(toState)")
    }
    func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool
    {
      !(refusesPause && state == .paused)
    }
    func didTap(_ videoNode: ASVideoNode) { taps += 1 }
  }

  func scene() -> (ManualClock, UIWindow, ASVideoNode) {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let node = ASVideoNode()
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    node.assetURL = URL(fileURLWithPath: "/videos/clip.mp4")
    return (clock, window, node)
  }

  @Test func playingRunsThePlayersTimeOnTheAppClockAndPausingStopsIt() {
    let (clock, _, node) = scene()
    let listener = Listener()
    node.delegate = listener
    #expect(node.playerState == .unknown && node.player == nil)
    node.play()
    #expect(node.isPlaying() && node.player?.rate == 1)
    #expect(listener.changes == ["unknown -> readyToPlay", "readyToPlay -> playing"])
    #expect((node.asset as? AVURLAsset)?.url.path == "/videos/clip.mp4")
    clock.advance(to: 1.5)
    #expect(node.player?.currentTime().seconds == 1.5)
    node.pause()
    clock.advance(to: 3)
    #expect(node.player?.currentTime().seconds == 1.5)
    #expect(node.playerState == .paused && listener.changes.last == "playing -> paused")
    listener.refusesPause = true
    node.play()
    node.pause()
    #expect(node.isPlaying())
  }

  @Test func mutedReachesThePlayerAndANewAssetDropsIt() {
    let (_, _, node) = scene()
    node.muted = true
    node.play()
    #expect(node.player?.isMuted == true)
    node.asset = AVURLAsset(url: URL(fileURLWithPath: "/videos/other.mp4"))
    #expect(node.player == nil && node.playerState == .unknown)
    node.resetToPlaceholder()
    #expect(!node.isPlaying())
  }

  @Test func autoplayFollowsTheVisibleState() {
    let (_, _, node) = scene()
    node.shouldAutoplay = true
    node.recursivelySetInterfaceState([.measureLayout, .preload])
    #expect(node.player != nil && node.playerState == .readyToPlay)
    node.recursivelySetInterfaceState(.inHierarchy)
    #expect(node.isPlaying())
    node.recursivelySetInterfaceState([.measureLayout, .preload])
    #expect(node.playerState == .paused)
  }

  @Test func aTapTogglesPlaybackWithoutADelegateAndGoesToTheDelegateWithOne() {
    let (clock, window, node) = scene()
    window.addSubview(node.view)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.tap(at: CGPoint(x: 150, y: 100))
    #expect(node.isPlaying())
    clock.advance(by: 0.5)
    gestures.tap(at: CGPoint(x: 150, y: 100))
    #expect(node.playerState == .paused)
    let listener = Listener()
    node.delegate = listener
    clock.advance(by: 0.5)
    gestures.tap(at: CGPoint(x: 150, y: 100))
    #expect(listener.taps == 1 && node.playerState == .paused)
  }

  @Test func theImageIsThePlaceholderFrame() {
    let (_, _, node) = scene()
    let poster = UIImage(size: CGSize(width: 16, height: 9), scale: 1, drawing: [])
    node.defaultImage = poster
    node.play()
    #expect(node.image === poster)
    #expect(node.gravity == AVLayerVideoGravity.resizeAspect.rawValue)
  }
}
