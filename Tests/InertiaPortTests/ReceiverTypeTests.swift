import InertiaPort
import Testing

/// Two protocols of the files declaring the same optional requirement (a vertical and a
/// horizontal layout's delegates): each call is rewritten for the protocol its receiver is declared
/// as, in the class around the call or, from an extension, in the class it extends.
@Suite struct ReceiverTypeTests {
  static let source = """
    @objc protocol RowsDelegate {
        @objc optional func grid(_ grid: UIView, insetsFor section: Int) -> UIEdgeInsets
    }
    @objc protocol ColumnsDelegate {
        @objc optional func grid(_ grid: UIView, insetsFor section: Int) -> UIEdgeInsets
    }
    class RowsLayout {
        weak var delegate: RowsDelegate?
        func insets() -> UIEdgeInsets { delegate?.grid?(view, insetsFor: 0) ?? .zero }
    }
    class ColumnsLayout {
        weak var delegate: ColumnsDelegate!
    }
    extension ColumnsLayout {
        func insets() -> UIEdgeInsets { self.delegate?.grid?(view, insetsFor: 0) ?? .zero }
    }
    """

  @Test func callsFollowTheReceiversDeclaredProtocol() {
    let ported = port(Self.source)
    #expect(
      ported.text.contains(
        "func insets() -> UIEdgeInsets { (delegate as? RowsDelegate_grid_insetsFor)?.grid(view, insetsFor: 0) ?? .zero }"
      ))
    #expect(
      ported.text.contains(
        "func insets() -> UIEdgeInsets { (self.delegate as? ColumnsDelegate_grid_insetsFor)?.grid(view, insetsFor: 0) ?? .zero }"
      ))
    #expect(!ported.text.contains("?.grid?("))
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func anUndeclaredReceiverLeavesTheCallToTheGeneralRule() {
    let ported = port(
      Self.source + """

        func outside(_ other: AnyObject) { other.delegate?.grid?(view, insetsFor: 1) }
        """)
    #expect(ported.text.contains("other.delegate?.grid(view, insetsFor: 1)"))
  }
}
