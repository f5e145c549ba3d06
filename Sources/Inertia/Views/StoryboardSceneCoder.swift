import Foundation

/// The coder a storyboard hands the controller of one of its scenes (`init?(coder:)`): no archive
/// is read, so it holds nothing but the storyboard, which the controller keeps as its own.
package final class StoryboardSceneCoder: NSCoder {
  /// The storyboard making the controller.
  package let storyboard: AnyObject

  /// A coder for a scene of `storyboard`.
  package init(storyboard: AnyObject) {
    self.storyboard = storyboard
    super.init()
  }
}
