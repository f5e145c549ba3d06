import InertiaPort
import Testing

/// Objective-C optional requirements of protocols declared in the ported files: defaults where a
/// missing method and a default agree, a protocol of its own for a method returning a value.
@Suite struct OptionalRequirementRuleTests {
  static let source = """
    @objc protocol BoardDelegate: NSObjectProtocol {
        func board(_ board: Board, viewFor item: Int) -> UIView
        @objc optional func boardDidScroll(_ board: Board)
        @objc optional func board(_ board: Board, titleFor item: Int) -> String?
        @objc optional func board(_ board: Board, shouldSelect item: Int) -> Bool
    }

    class Board: UIView {
        weak var delegate: BoardDelegate?
        func scrolled() {
            delegate?.boardDidScroll?(self)
            let title = delegate?.board?(self, titleFor: 1) ?? "none"
            if delegate?.board?(self, shouldSelect: 2) ?? true { print(title) }
            _ = delegate!.board!(self, shouldSelect: 3)
        }
    }

    class Screen: UIViewController, BoardDelegate {
        func board(_ board: Board, viewFor item: Int) -> UIView { UIView() }
        func board(_ board: Board, shouldSelect item: Int) -> Bool { item > 1 }
    }

    class DetailScreen: Screen {
        override func board(_ board: Board, shouldSelect item: Int) -> Bool { false }
    }

    class Quiet: NSObject {}
    extension Quiet: BoardDelegate {
        func board(_ board: Board, viewFor item: Int) -> UIView { UIView() }
    }

    """

  @Test func optionalRequirementsTakeDefaultsOrAProtocolOfTheirOwn() {
    let ported = port(Self.source, name: "Board.swift")
    #expect(
      ported.text == """
        protocol BoardDelegate: AnyObject, NSObjectProtocol {
            func board(_ board: Board, viewFor item: Int) -> UIView
            func boardDidScroll(_ board: Board)
            func board(_ board: Board, titleFor item: Int) -> String?
        }

        extension BoardDelegate {
          func boardDidScroll(_ board: Board) {}
          func board(_ board: Board, titleFor item: Int) -> String? { nil }
        }

        protocol BoardDelegate_board_shouldSelect {
          func board(_ board: Board, shouldSelect item: Int) -> Bool
        }

        class Board: UIView {
            weak var delegate: BoardDelegate?
            func scrolled() {
                delegate?.boardDidScroll(self)
                let title = delegate?.board(self, titleFor: 1) ?? "none"
                if (delegate as? BoardDelegate_board_shouldSelect)?.board(self, shouldSelect: 2) ?? true { print(title) }
                _ = (delegate as! BoardDelegate_board_shouldSelect).board(self, shouldSelect: 3)
            }
        }

        class Screen: UIViewController, BoardDelegate {
            func board(_ board: Board, viewFor item: Int) -> UIView { UIView() }
            func board(_ board: Board, shouldSelect item: Int) -> Bool { item > 1 }
        }

        extension Screen: BoardDelegate_board_shouldSelect {}

        class DetailScreen: Screen {
            override func board(_ board: Board, shouldSelect item: Int) -> Bool { false }
        }

        class Quiet: NSObject {}
        extension Quiet: BoardDelegate {
            func board(_ board: Board, viewFor item: Int) -> UIView { UIView() }
        }

        """)
    #expect(
      ported.lines.contains {
        $0.hasPrefix("Board.swift:21: Screen conforms to BoardDelegate_board_shouldSelect")
      })
    #expect(!ported.lines.contains { $0.contains("DetailScreen conforms") || $0.contains("Quiet conforms") })
    #expect(port(ported.text).lines.filter { $0.contains("optional") }.isEmpty)
  }

  @Test func unavailableRenamedRequirementsGoAndAttributesMoveWithTheirMethod() {
    let source = """
      @objc protocol GridDelegate {
          @objc optional func grid(_ grid: Grid, heightFor row: Int) -> CGFloat

          @available(*, unavailable, renamed: "grid(_:heightFor:)")
          @objc optional func grid(_ grid: Grid, heightForRow row: Int) -> CGFloat
      }

      """
    let ported = port(source, name: "Grid.swift")
    #expect(
      ported.text == """
        protocol GridDelegate: AnyObject {

        }

        protocol GridDelegate_grid_heightFor {
          func grid(_ grid: Grid, heightFor row: Int) -> CGFloat
        }

        """)
    #expect(ported.lines.contains { $0.contains("unavailable optional grid removed from GridDelegate") })
  }

  /// A framework's public protocol is adopted by the app in another module: its defaults and the
  /// protocols of its own requirements are public too.
  @Test func publicProtocolsGivePublicDefaultsAndProtocols() {
    let source = """
      @objc public protocol StackLayoutDelegate: class {
          func state(section: Int) -> Int
          @objc optional func stackDidSettle(_ layout: StackLayout)
          @objc optional func collectionView(_ collectionView: UICollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize
      }

      """
    let ported = port(source, name: "StackLayout.swift")
    #expect(
      ported.text == """
        public protocol StackLayoutDelegate: class {
            func state(section: Int) -> Int
            func stackDidSettle(_ layout: StackLayout)
        }

        public extension StackLayoutDelegate {
          func stackDidSettle(_ layout: StackLayout) {}
        }

        public protocol StackLayoutDelegate_collectionView_sizeForItemAt {
          func collectionView(_ collectionView: UICollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize
        }

        """)
  }
}
