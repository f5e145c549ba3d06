import Foundation
import Inertia
import InertiaCairo
import InertiaTexture
import Testing

/// What Texture's example applications rely on, found porting them: the navigation bar's
/// appearance proxy set in the application delegate, text cell nodes, batch updates whose block
/// uses `self` implicitly, and Dispatch's time constants.
@MainActor
@Suite(.serialized) struct PortedTextureAppTests {
  /// A feed of text cells that grows by batch updates, as Texture's Swift sample does.
  final class Feed: ASDKViewController<ASTableNode>, ASTableDataSource {
    var count = 3
    override init() {
      super.init(node: ASTableNode())
      node.dataSource = self
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { count }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let row = indexPath.row
      return {
        let cell = ASTextCellNode()
        cell.text = "Row \(row)"
        return cell
      }
    }
    /// Adds two rows; the block names `count` and `node` without `self`, as on iOS.
    func grow() {
      node.performBatchUpdates(
        {
          let old = count
          count += 2
          node.insertRows(at: (old..<count).map { IndexPath(row: $0, section: 0) }, with: .none)
        }, completion: nil)
    }
  }

  @Test func theAppearanceSetBeforeABarIsMadeColoursItAndItsOwnSettingsWin() throws {
    let proxy = UINavigationBar.appearance()
    proxy.barTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    proxy.tintColor = .white
    proxy.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
    defer {
      proxy.barTintColor = nil
      proxy.tintColor = nil
      proxy.titleTextAttributes = nil
    }
    let window = makeWindow(width: 320, height: 200)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    let bar = navigation.navigationBar
    #expect(bar.tintColor == .white && bar.titleLabel.textColor == .white && bar.titleLabel.fontSize == 20)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 5, y: 20), Color(red: 1, green: 0, blue: 0)))
    let other = UINavigationBar()
    other.barTintColor = .blue
    #expect(other.barTintColor == .blue && proxy.barTintColor == Color(red: 1, green: 0, blue: 0))
    proxy.barTintColor = nil
    #expect(UINavigationBar().barTintColor == nil)
  }

  @Test func anAppearanceSetAfterABarIsMadeReachesItWhenItEntersAWindowOrLaysOut() throws {
    // ASDKgram's order: the navigation controllers (and their bars) first, the proxy after.
    let navigation = UINavigationController(rootViewController: UIViewController())
    let own = UINavigationController(rootViewController: UIViewController())
    own.navigationBar.barTintColor = .blue
    let proxy = UINavigationBar.appearance()
    proxy.barTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
    defer { proxy.barTintColor = nil }
    #expect(navigation.navigationBar.barTintColor == nil)
    let window = makeWindow(width: 320, height: 200)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.barTintColor == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
    #expect(close(try render(window).pixel(x: 5, y: 20), Color(red: 0, green: 0.5, blue: 0)))
    // A change while the bar shows reaches it at its next layout; a bar's own colour wins.
    proxy.barTintColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    navigation.navigationBar.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(close(try render(window).pixel(x: 5, y: 20), Color(red: 0.5, green: 0, blue: 0.5)))
    window.rootViewController = own
    window.layoutIfNeeded()
    #expect(own.navigationBar.barTintColor == .blue)
  }

  @Test func textCellNodesShowTheirTextInsetAndBatchUpdatesInsertRows() throws {
    let window = makeWindow(width: 320, height: 480)
    let feed = Feed()
    window.rootViewController = feed
    window.layoutIfNeeded()
    let cell = try #require(feed.node.nodeForRow(at: IndexPath(row: 1, section: 0)) as? ASTextCellNode)
    #expect(cell.textNode.attributedText?.string == "Row 1")
    #expect(abs(cell.textNode.frame.minX - 15) < 0.5 && abs(cell.textNode.frame.minY - 11) < 0.5)
    #expect(abs(cell.frame.height - (cell.textNode.frame.height + 22)) < 0.5)
    feed.grow()
    window.layoutIfNeeded()
    #expect(feed.node.numberOfRows(inSection: 0) == 5)
    let added = try #require(feed.node.nodeForRow(at: IndexPath(row: 4, section: 0)) as? ASTextCellNode)
    #expect(added.textNode.attributedText?.string == "Row 4")
    #expect(feed.node.indexPathForSelectedRow == nil)
    feed.node.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    feed.node.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(feed.node.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func dispatchTimeConstantsAreDarwinsValues() {
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000)
  }
}

/// Texture's older, view-based data source methods still fill a table node.
@MainActor
@Suite struct OlderTextureDataSourceTests {
  final class Products: ASDKViewController<ASTableNode>, ASTableDataSource {
    override init() {
      super.init(node: ASTableNode())
      node.dataSource = self
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      let cell = ASTextCellNode()
      cell.text = "Product \(indexPath.row)"
      return cell
    }
  }

  @Test func viewBasedRowCountsAndNodesFillTheTable() throws {
    let window = makeWindow(width: 320, height: 480)
    let controller = Products()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.node.numberOfRows(inSection: 0) == 4)
    let cell = try #require(controller.node.nodeForRow(at: IndexPath(row: 3, section: 0)) as? ASTextCellNode)
    #expect(cell.textNode.attributedText?.string == "Product 3")
  }

  final class Grid: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    override init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      super.init(node: ASCollectionNode(collectionViewLayout: layout))
      node.dataSource = self
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      let cell = ASTextCellNode()
      cell.text = "Item \(indexPath.item)"
      return cell
    }
  }

  @Test func viewBasedItemCountsAndNodesFillTheCollection() throws {
    let window = makeWindow(width: 320, height: 480)
    let controller = Grid()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.node.numberOfItems(inSection: 0) == 6)
    let cell = try #require(
      controller.node.nodeForItem(at: IndexPath(item: 5, section: 0)) as? ASTextCellNode)
    #expect(cell.textNode.attributedText?.string == "Item 5")
  }
}
