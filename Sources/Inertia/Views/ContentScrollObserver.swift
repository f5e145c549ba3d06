/// A container whose bars follow the offset of its content's scroll view.
@MainActor
protocol ContentScrollObserver: AnyObject {
  /// The observed scroll view's offset moved.
  func contentDidScroll()
}

extension View {
  /// The scroll view a controller's content scrolls in, which its containers' bars follow: this
  /// view, or its first subview.
  var contentScrollView: ScrollView? { (self as? ScrollView) ?? (subviews.first as? ScrollView) }
}
