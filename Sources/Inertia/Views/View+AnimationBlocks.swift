import Foundation

// UIKit's animation blocks from before closures (iOS 2 to 4): `beginAnimations(_:context:)`, the
// `setAnimation…` settings, `commitAnimations()`. Still found in older photo browsers and sheets.

/// One open `beginAnimations` block: its settings, and the groups its changes were recorded in
/// (a setting changed after some changes applies to the changes made after it).
@preconcurrency @MainActor
final class AnimationBlock {
  var duration: TimeInterval = View.animationBlockDefaultDuration
  var delay: TimeInterval = 0
  var curve = View.AnimationCurve.easeInOut
  var beginsFromCurrentState = false
  /// The groups recorded into, oldest first; the last one is recording now.
  var groups: [ViewAnimationGroup] = []
  /// Where the block's group sits in ``ViewAnimationGroup/recording``.
  var recordingIndex = 0

  /// The options the settings select.
  var options: View.AnimationOptions {
    var options = curve.options
    if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
    return options
  }

  /// The open blocks, innermost last.
  static var open: [AnimationBlock] = []

  /// Starts recording into a new group with the current settings (replacing the one recording
  /// now when it recorded nothing).
  func beginGroup() {
    let group = ViewAnimationGroup(duration: duration, delay: delay, options: options)
    if let last = groups.last, !last.hasChanges { groups.removeLast() }
    groups.append(group)
    if ViewAnimationGroup.recording.indices.contains(recordingIndex),
      ViewAnimationGroup.recording[recordingIndex] != nil
    {
      ViewAnimationGroup.recording[recordingIndex] = group
    }
  }
}

extension View {
  /// How long a `beginAnimations` block animates when no duration is set: 0.2 s, as UIKit's.
  static let animationBlockDefaultDuration: TimeInterval = 0.2

  /// Opens an animation block (UIView.beginAnimations): the changes to views' animatable
  /// properties until ``commitAnimations()`` animate with the block's settings (0.2 s,
  /// ease-in-ease-out, no delay unless set). Blocks nest. The identifier and context are kept by
  /// UIKit for its delegate callbacks, which Inertia does not make.
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let block = AnimationBlock()
    block.recordingIndex = ViewAnimationGroup.recording.count
    let group = ViewAnimationGroup(duration: block.duration, delay: block.delay, options: block.options)
    block.groups = [group]
    ViewAnimationGroup.recording.append(ViewAnimationGroup.areEnabled ? group : nil)
    AnimationBlock.open.append(block)
  }

  /// Sets how long the open block's changes made from now on animate (UIView.setAnimationDuration).
  public static func setAnimationDuration(_ duration: TimeInterval) {
    changeOpenBlock { $0.duration = duration }
  }

  /// Sets how long the open block's changes wait before they move (UIView.setAnimationDelay).
  public static func setAnimationDelay(_ delay: TimeInterval) {
    changeOpenBlock { $0.delay = delay }
  }

  /// Sets the timing curve of the open block's changes (UIView.setAnimationCurve).
  public static func setAnimationCurve(_ curve: AnimationCurve) {
    changeOpenBlock { $0.curve = curve }
  }

  /// Accepted (UIView.setAnimationBeginsFromCurrentState): animations add up here, so each one
  /// starts from what is on screen anyway.
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    changeOpenBlock { $0.beginsFromCurrentState = fromCurrentState }
  }

  /// Closes the innermost animation block and starts its animations (UIView.commitAnimations).
  /// Without an open block it does nothing.
  public static func commitAnimations() {
    guard let block = AnimationBlock.open.popLast() else { return }
    if ViewAnimationGroup.recording.count > block.recordingIndex {
      ViewAnimationGroup.recording.removeSubrange(block.recordingIndex...)
    }
    for group in block.groups { group.start(completion: nil) }
  }

  private static func changeOpenBlock(_ change: (AnimationBlock) -> Void) {
    guard let block = AnimationBlock.open.last else { return }
    change(block)
    block.beginGroup()
  }
}
