import InertiaPort
import Testing

/// `#selector` becomes a `Selector` that binds the method for the target it is sent to.
@Suite struct SelectorRuleTests {
  /// Ports `statement` inside a view controller that declares the methods selectors name.
  func ported(_ statement: String) -> (text: String, lines: [String]) {
    let source = """
      class VC: UIViewController {
        func tapped(_ sender: UIButton) {}
        func refresh() {}
        func handle(_ gesture: UIGestureRecognizer, forEvent event: UIEvent) {}
        func load() {
          \(statement)
        }
      }

      """
    let result = port(source)
    let line = result.text.split(separator: "\n", omittingEmptySubsequences: false)[5]
    return (String(line.dropFirst(4)), result.lines)
  }

  @Test func controlTargetActionPassesTheTargetAndTheMethod() {
    let result = ported("button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)")
    #expect(
      result.text
        == #"button.addTarget(self, action: Selector("tapped:", target: self, Self.tapped(_:)), for: .touchUpInside)"#
    )
    #expect(
      result.lines == [
        #"A.swift:6: #selector(tapped(_:)) -> Selector("tapped:", target: self, Self.tapped(_:)) "#
          + #"(no Objective-C runtime on Linux: the method is registered for self under "tapped:")"#
      ])
  }

  @Test func aSelectorWithoutArgumentNamesTakesThemFromTheOnlyMethodOfThatName() {
    #expect(
      ported("control.addTarget(self, action: #selector(tapped), for: .valueChanged)").text
        == #"control.addTarget(self, action: Selector("tapped:", target: self, Self.tapped), for: .valueChanged)"#
    )
    #expect(
      ported("refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)").text
        == #"refreshControl.addTarget(self, action: Selector("refresh", target: self, Self.refresh), for: .valueChanged)"#
    )
  }

  @Test func recognizersBarButtonItemsAndNotificationsUseTheirTargetArgument() {
    #expect(
      ported("let tap = UITapGestureRecognizer(target: handler, action: #selector(VC.handle(_:forEvent:)))")
        .text
        == #"let tap = UITapGestureRecognizer(target: handler, action: Selector("handle:forEvent:", target: handler, VC.handle(_:forEvent:)))"#
    )
    #expect(
      ported(
        "item = UIBarButtonItem(title: \"Go\", style: .plain, target: self, action: #selector(self.refresh))"
      ).text
        == #"item = UIBarButtonItem(title: "Go", style: .plain, target: self, action: Selector("refresh", target: self, Self.refresh))"#
    )
    #expect(
      ported("center.addObserver(self, selector: #selector(refresh), name: .changed, object: nil)").text
        == #"center.addObserver(self, selector: Selector("refresh", target: self, Self.refresh), name: .changed, object: nil)"#
    )
  }

  @Test func aNilTargetOrNoCallRegistersOnSelf() {
    #expect(
      ported("button.addTarget(nil, action: #selector(refresh), for: .touchUpInside)").text
        == #"button.addTarget(nil, action: Selector("refresh", target: self, Self.refresh), for: .touchUpInside)"#
    )
    #expect(
      ported("let action = #selector(tapped(_:))").text
        == #"let action = Selector("tapped:", target: self, Self.tapped(_:))"#)
  }

  @Test func labelledParametersAndCastsGetObjectiveCNames() {
    #expect(
      ported("x.addTarget(self, action: #selector(show(sender:)), for: .touchUpInside)").text
        == #"x.addTarget(self, action: Selector("showWithSender:", target: self, Self.show(sender:)), for: .touchUpInside)"#
    )
    #expect(
      ported("x.addTarget(self, action: #selector(refresh as () -> Void), for: .touchUpInside)").text
        == #"x.addTarget(self, action: Selector("refresh", target: self) { (owner: Self) in owner.refresh as () -> Void }, for: .touchUpInside)"#
    )
  }

  @Test func aTypesSetterSelectorIsAnsweredByItsInstances() {
    let result = ported("let s = #selector(setter: UIView.backgroundColor)")
    #expect(result.text == #"let s = Selector("setBackgroundColor:", setter: \UIView.backgroundColor)"#)
  }

  @Test func anInstancesSetterSelectorIsNotedAndLeft() {
    let result = ported("let s = #selector(setter: view.frame)")
    #expect(result.text == "let s = #selector(setter: view.frame)")
    #expect(
      result.lines == [
        "A.swift:6: not rewritten: #selector(setter: view.frame) (only method selectors and "
          + "type-qualified property getters and setters are rewritten)"
      ])
  }

  @Test func aTypesGetterSelectorIsAnsweredByItsInstances() {
    let result = ported("let s = #selector(getter: UIView.frame)")
    #expect(result.text == #"let s = Selector("frame", getter: \UIView.frame)"#)
  }

  @Test func aSelectorOfAnExpressionsMethodIsRegisteredForItsClass() {
    let source = """
      class Menu: UIViewController {
        func reveal() {}
      }
      class Home: UIViewController {
        func load() {
          button.target = menuController()
          button.action = #selector(menuController()?.reveal)
          other.action = #selector(unknown.missing)
        }
      }

      """
    let result = port(source)
    #expect(result.text.contains(#"button.action = Selector("reveal", method: Menu.reveal)"#))
    #expect(result.text.contains("other.action = #selector(unknown.missing)"))
    #expect(result.lines.contains { $0.contains("no single class in the files declares missing") })
  }
}
