extension GestureRecognizer {
  /// Whether every view from each touch's hit view up to this recognizer's view allows it to begin
  /// (``View/gestureRecognizerShouldBegin(_:)``); views outside that path are not asked.
  func viewsAllowBeginning() -> Bool {
    guard let owner = view else { return true }
    var asked: Set<ObjectIdentifier> = []
    for touch in touches {
      var current = touch.view
      while let candidate = current {
        if asked.insert(ObjectIdentifier(candidate)).inserted,
          !candidate.gestureRecognizerShouldBegin(self)
        {
          return false
        }
        if candidate === owner { break }
        current = candidate.superview
      }
    }
    if asked.isEmpty { return owner.gestureRecognizerShouldBegin(self) }
    return true
  }
}
