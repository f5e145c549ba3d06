import Foundation

// Swift 3's `String.characters`, which Swift 5 made unavailable (a string is its own collection
// of characters since Swift 4). Tutorials and pods written for Swift 3 count and walk strings
// through it (`hex.characters.count`, `text.characters.reversed()`); the stdlib's declaration is
// unavailable in Swift 5 mode, so the compiler picks this one.

extension String {
  /// The string's characters: the string itself (Swift 3's character view; Swift 4 made the
  /// string its own collection). Reading and writing it reads and writes the string.
  @available(swift, deprecated: 4.0, message: "use the string itself, as Swift 4 does")
  public var characters: String {
    get { self }
    set { self = newValue }
  }
}
