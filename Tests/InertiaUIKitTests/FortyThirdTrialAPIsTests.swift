import Foundation
import InertiaUIKit
import Testing

// The APIs the forty-third trial's programs needed, used as they use them: AVKit's player screen
// presented from a photo browser's play button (Lightbox's `LightboxConfig.handleVideo`).

@MainActor @Test func aPlayerScreenIsPresentedAndItsPlayerPlaysOnTheAppClock() {
  let home = UIViewController()
  let (clock, window, _) = trialHost(home)
  let videoController = AVPlayerViewController()
  videoController.player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
  var played = false
  home.present(videoController, animated: true) {
    videoController.player?.play()
    played = true
  }
  for _ in 0..<60 {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
  #expect(played)
  #expect(home.presentedViewController === videoController)
  #expect(videoController.view.backgroundColor == .black)
  #expect(videoController.showsPlaybackControls && videoController.videoGravity == .resizeAspect)
  #expect(videoController.isReadyForDisplay)
  // The completion ran when the presentation ended (at once: no animator is given); the player
  // has played on the window's clock since, the second run.
  let seconds = videoController.player!.currentTime().seconds
  #expect(abs(seconds - 1) < 0.02)
}
