import InertiaPort
import Testing

/// A list view's delegate called through `delegate?.collectionView(…)` is cast to the list
/// delegate protocol; `init()` in a Texture view controller subclass gets `override`.
@Suite struct DelegateCastAndCoderInitTests {
  @Test func listDelegateCallsThroughTheViewsDelegateAreCast() {
    let source = """
      cv.delegate?.collectionView?(cv, performAction: action, forItemAt: ip, withSender: nil)
      self.tableView.delegate!.tableView(self.tableView, didSelectRowAt: ip)
      delegate?.collectionView(cv, didSelectItemAt: ip)
      self.delegate?.tableView(tv, didSelectRowAt: ip)
      scrollView.delegate?.scrollViewDidScroll(scrollView)

      """
    let ported = port(source)
    #expect(
      ported.text == """
        (cv.delegate as? CollectionViewDelegate)?.collectionView(cv, performAction: action, forItemAt: ip, withSender: nil)
        (self.tableView.delegate as? TableViewDelegate)!.tableView(self.tableView, didSelectRowAt: ip)
        delegate?.collectionView(cv, didSelectItemAt: ip)
        self.delegate?.tableView(tv, didSelectRowAt: ip)
        scrollView.delegate?.scrollViewDidScroll(scrollView)

        """)
    #expect(ported.lines.count == 3)
    #expect(
      ported.lines[1] == "A.swift:1: cv.delegate -> (cv.delegate as? CollectionViewDelegate) (Inertia's list "
        + "views keep UIScrollView's delegate type, which has no collectionView(…) methods; UIKit "
        + "redeclares it with its list delegate type)")
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func standardEditActionsAndSelectorsInPropertyInitializersBecomeNames() {
    let source = """
      class VC: UIViewController {
        private let capital = #selector(Cell.capital)
        lazy var refresh = #selector(reload)
        func reload() {}
        func can(_ action: Selector) -> Bool {
          action == #selector(UIResponderStandardEditActions.copy(_:)) || action == #selector(UIResponderStandardEditActions.paste)
        }
      }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        class VC: UIViewController {
          private let capital = Selector("capital")
          lazy var refresh = Selector("reload", target: self, Self.reload)
          func reload() {}
          func can(_ action: Selector) -> Bool {
            action == Selector("copy:") || action == Selector("paste:")
          }
        }

        """)
    #expect(
      ported.lines[0]
        == "A.swift:2: #selector(Cell.capital) -> Selector(\"capital\") (no instance to register "
        + "the method for in a stored property's initializer: the selector is the name (a sender's target "
        + "must answer it))")
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func superInitWithACoderInAViewBecomesItsDesignatedInitializer() {
    let source = """
      class Tiled: UIView {
        required init?(coder: NSCoder) { super.init(coder: coder); setUp() }
      }
      class Zoom: Scroller {
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class Scroller: UIScrollView {}
      class Controller: UIViewController {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Layout: UICollectionViewFlowLayout {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }

      """
    let ported = port(source)
    #expect(
      ported.text == """
        class Tiled: UIView {
          required init?(coder: NSCoder) { super.init(frame: .zero); setUp() }
        }
        class Zoom: Scroller {
          required init?(coder aDecoder: NSCoder) { super.init(frame: .zero) }
        }
        class Scroller: UIScrollView {}
        class Controller: UIViewController {
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class Layout: UICollectionViewFlowLayout {
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        """)
    #expect(
      ported.lines[0] == "A.swift:2: super.init(coder: coder) -> super.init(frame: .zero) in Tiled (no "
        + "archives on Linux: UIView has no init(coder:); make the view in code)")
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func superInitWithACoderInACollectionOrTableViewGetsANibsDefaults() {
    let ported = port(
      """
      class Carousel: UICollectionView {
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class Listing: UITableView {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }

      """)
    #expect(
      ported.text == """
        class Carousel: UICollectionView {
          required init?(coder aDecoder: NSCoder) { super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
        }
        class Listing: UITableView {
          required init?(coder: NSCoder) { super.init(frame: .zero, style: .plain) }
        }

        """)
    #expect(ported.lines.count == 2)
    #expect(port(ported.text).lines.isEmpty)
  }
}
