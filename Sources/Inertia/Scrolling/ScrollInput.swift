import Foundation

/// The one seam every piece of a scroll view's user input goes through, in the manner of the
/// coordinator of Flutter's NestedScrollView: a finger going down and lifting, a drag's deltas and
/// release, a pinch, a trackpad gesture's start; it also hears each activity the view's position
/// begins and answers whether an offset at rest stays where input put it.
///
/// A lone view is its own input (``ScrollView/input`` is the view): it drives its own
/// ``ContentPosition``. A backend that couples the view to others takes its place
/// (``ScrollView/attachedInput``) and begins the activities of the views it couples itself; the
/// scroll core knows it only through this protocol.
///
/// See also: ``ScrollInputHandler``, ``ContentPosition``, ``ScrollCoupling``.
@preconcurrency @MainActor
protocol ScrollInput: ScrollInputHandler {
  /// The first finger went down on the view (on `hitView` inside it): a motion is caught, or the
  /// content is held (spec 9.8).
  func touchDown(on hitView: View?)
  /// Whether a trackpad or wheel gesture may begin a drag on the view.
  var acceptsTrackpadDrag: Bool { get }
  /// The view's position is about to begin `next` (an activity other than idle).
  func activityWillBegin(_ next: ScrollActivity)
  /// Whether input moves the view's offset now beyond its own activity: an offset at rest then
  /// stays where input put it instead of clamping into the range.
  var keepsOffsetAtRest: Bool { get }
  /// Whether a drag moves the view now: its own, or one coupled to it (for the refresh control).
  var isUnderDrag: Bool { get }
}

/// Something coupled to a scroll view that must hear each of its scrolls (a pager coupling keeps
/// the visible page in its chain). The scroll view keeps it alive.
@preconcurrency @MainActor
protocol ScrollCoupling: AnyObject {
  /// The view it is coupled to scrolled.
  func coupledViewDidScroll()
}

extension ScrollView: ScrollInput {
  /// Where this view's input goes: the attached backend, or the view itself.
  var input: any ScrollInput { attachedInput ?? self }

  var acceptsTrackpadDrag: Bool { canScroll(.vertical) || canScroll(.horizontal) }

  func activityWillBegin(_ next: ScrollActivity) {}

  var keepsOffsetAtRest: Bool { false }

  var isUnderDrag: Bool { isDragging }

  /// The view came to rest (or its range changed at rest): the offset clamps into the range,
  /// unless input keeps it where it put it.
  func clampAtRest() {
    if !input.keepsOffsetAtRest { clampOffsetIntoRange() }
  }
}
