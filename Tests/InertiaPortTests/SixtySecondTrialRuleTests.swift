import InertiaPort
import Testing

/// The sixty-second porting trial's rules: an NSNumber accessor chained off a value a subscript
/// gives (`userInfo[key]?.doubleValue` on a dictionary cast to `[String: AnyObject]`, RAMReel's
/// keyboard handler) reads the value as an NSNumber; and a selector in a stored property's
/// initializer naming a method of a class that is not a responder (RAMReel's text field and gesture
/// targets) is answered by that method for every instance of the class.
@Suite struct SixtySecondTrialRuleTests {
  static func port(_ text: String) -> (text: String, lines: [String]) {
    let result = Porter.port([PortSource(path: "App.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func numberAccessorsChainedOffASubscriptReadAnNSNumber() {
    let source = """
      func keyboardWillChange(_ notification: Notification) {
        if let userInfo = notification.userInfo as! [String: AnyObject]?,
          let duration: TimeInterval = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]?.doubleValue,
          let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey]?.uintValue {
          let flag = userInfo["local"]?.boolValue.description
          let count: NSNumber? = 3
          print(duration, curve, flag, count?.intValue)
        }
      }

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains(
        "let duration: TimeInterval = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,\n"
      ))
    #expect(
      text.contains(
        "let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue {"))
    // The optional chain goes on past the accessor.
    #expect(text.contains("let flag = (userInfo[\"local\"] as? NSNumber)?.boolValue.description"))
    // Off a name, not a subscript: the value's own type answers (an NSNumber here).
    #expect(text.contains("print(duration, curve, flag, count?.intValue)"))
    #expect(lines.count == 3)
    #expect(
      lines[0]
        == "App.swift:3: userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]?.doubleValue -> "
        + "(userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue (Linux has no "
        + "dynamic member lookup on AnyObject; the value is read as the NSNumber it is)")
  }

  @Test func aStoredSelectorOfATargetThatIsNoResponderIsAnsweredByItsClass() {
    let source = """
      final class TextFieldTarget: NSObject {
        static let actionSelector = #selector(TextFieldTarget.action(_:))
        private let otherAction = #selector(other(_:))
        func action(_ textField: UITextField) {}
        func other(_ sender: Any) {}
      }
      final class Card: UICollectionViewCell {
        private let capital = #selector(Card.capital)
        func capital() {}
      }

      """
    let (text, lines) = Self.port(source)
    #expect(
      text.contains(
        "static let actionSelector = Selector(\"action:\", method: TextFieldTarget.action(_:))\n"))
    #expect(
      text.contains("private let otherAction = Selector(\"other:\", method: TextFieldTarget.other(_:))\n"))
    // A responder answers the name itself (a list's edit menu asks it, then its delegate).
    #expect(text.contains("private let capital = Selector(\"capital\")\n"))
    #expect(text.hasSuffix("extension TextFieldTarget: ActionTarget {}\n"))
    #expect(
      lines.contains(
        "App.swift:2: #selector(TextFieldTarget.action(_:)) -> Selector(\"action:\", method: "
          + "TextFieldTarget.action(_:)) (no instance to register the method for in a stored property's "
          + "initializer, and TextFieldTarget is not a responder: its method answers \"action:\" for any "
          + "of its instances)"))
  }
}
