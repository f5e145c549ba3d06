/// Whether a view lays out left to right or right to left.
public enum SemanticContentAttribute: Sendable {
  /// The system default (left to right here).
  case unspecified
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
