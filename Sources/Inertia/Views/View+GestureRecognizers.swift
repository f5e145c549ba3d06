extension View {
  /// The gesture recognizers attached to this view, in the order added (nil when there are none,
  /// as UIKit's). Setting it detaches the old ones and attaches the new ones.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
