import InertiaPort
import Testing

/// The thirty-eighth porting trial's port rule: `super.init(coder:)` in a view class nested in an
/// extension of the library's control (BetterSegmentedControl's `IndicatorView`) becomes
/// `super.init(frame: .zero)`, as it does for a top-level view class.
@Suite struct ThirtyEighthTrialRuleTests {
  static let source = """
    import UIKit

    open class Switcher: UIControl {
        required public init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    extension Switcher {
        open class Knob: UIView {
            required public init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }
        }

        struct Settings {
            final class Swatch: UITableViewCell {
                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                }
            }
        }
    }

    """

  @Test func aViewNestedInAnExtensionCallsItsFrameInitializer() {
    let result = Porter.port([PortSource(path: "Switcher.swift", text: Self.source)])
    let text = result.files[0].text
    #expect(!text.contains("super.init(coder:"))
    #expect(text.components(separatedBy: "super.init(frame: .zero)").count == 3)
    #expect(text.contains("super.init(style: .default, reuseIdentifier: nil)"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Switcher.swift:12: super.init(coder: aDecoder) -> super.init(frame: .zero) in Switcher.Knob (no archives "
          + "on Linux: UIView has no init(coder:); make the view in code)"))
  }

  @Test func aNestedViewControllerKeepsItsCoderInitializer() {
    let source = """
      import UIKit

      extension Screens {
          final class Detail: UIViewController {
              required init?(coder: NSCoder) {
                  super.init(coder: coder)
              }
          }
      }

      enum Screens {}

      """
    let text = Porter.port([PortSource(path: "Screens.swift", text: source)]).files[0].text
    #expect(text.contains("super.init(coder: coder)"))
  }
}
