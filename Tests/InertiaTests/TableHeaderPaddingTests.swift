import Foundation
import Testing

@testable import Inertia

/// `sectionHeaderTopPadding`: space above each header, in the content and under sticky headers.
@MainActor
@Suite struct TableHeaderPaddingTests {
  private func make(padding: CGFloat) -> (TestScene, TableSectionTests.Sections, TableView) {
    let scene = TestScene()
    let source = TableSectionTests.Sections(sections: 3, rows: 10)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    table.contentInsetAdjustmentBehavior = .never
    table.sectionHeaderTopPadding = padding
    table.delegate = source
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    return (scene, source, table)
  }

  @Test func theAutomaticPaddingAddsNone() {
    let (_, source, table) = make(padding: TableView.automaticDimension)
    defer { withExtendedLifetime(source) {} }
    #expect(table.contentSize.height == CGFloat(3 * 468))
    #expect(table.rectForHeader(inSection: 1).minY == 468)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 496)
  }

  @Test func aPaddingSitsAboveEveryHeaderButNotAboveAPinnedOne() {
    let (_, source, table) = make(padding: 22)
    defer { withExtendedLifetime(source) {} }
    #expect(table.contentSize.height == CGFloat(3 * (22 + 468)))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 28))
    #expect(table.rectForHeader(inSection: 1).minY == CGFloat(490 + 22))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(490 + 22 + 28))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 490 + 50 + 45)) == IndexPath(row: 1, section: 1))
    #expect(table.headerView(forSection: 0)?.frame.minY == 22)
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.headerView(forSection: 0)?.frame.minY == 100)
    table.setContentOffset(CGPoint(x: 0, y: 470), animated: false)
    #expect(table.headerView(forSection: 0)?.frame.minY == CGFloat(490 - 28))
  }
}
