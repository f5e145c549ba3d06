import InertiaUIKit
import Testing

// Written as Swift 5 iOS code is (the idiom of Kodeco's infinite-scrolling tutorial): an NSObject
// helper, nonisolated, whose initializer adds itself as the target of text fields, with the
// `#selector` that `inertia port` rewrites. Against UIKit this compiles with warnings only;
// InertiaUIKit's selector initializers are @preconcurrency so that it does here too.

final class FieldsFilledBehaviour: NSObject {
  let textFields: [UITextField]
  let onChange: (Bool) -> Void

  init(textFields: [UITextField], onChange: @escaping (Bool) -> Void) {
    self.textFields = textFields
    self.onChange = onChange
    super.init()
    textFields.forEach { textField in
      textField.addTarget(
        self, action: Selector("textFieldDidChange:", target: self, Self.textFieldDidChange(_:)),
        for: .editingChanged)
    }
    onChange(false)
  }

  func textFieldDidChange(_ textField: UITextField) {
    onChange(textFields.allSatisfy { !($0.text ?? "").isEmpty })
  }
}

@MainActor
@Suite struct TextFieldBehaviourSwift5Tests {
  @Test func aNonisolatedHelperHearsEditingChanges() {
    let fields = [UITextField(), UITextField()]
    var states: [Bool] = []
    let behaviour = FieldsFilledBehaviour(textFields: fields) { states.append($0) }
    fields[0].text = "site"
    fields[0].sendActions(for: .editingChanged)
    fields[1].text = "tag"
    fields[1].sendActions(for: .editingChanged)
    #expect(states == [false, false, true])
    withExtendedLifetime(behaviour) {}
  }
}

// What `inertia port` adds for a class that receives `#selector` actions but is not a responder.
extension FieldsFilledBehaviour: ActionTarget {}
