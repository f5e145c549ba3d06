import Foundation
import Testing

@testable import Inertia

/// A cell's text label, detail label and image view are optional and made on first use, as
/// UIKit's `UILabel?` / `UIImageView?` are; the default style has no detail label.
@MainActor
@Suite struct TableViewCellLabelTests {
  @Test func theDefaultStyleHasATextLabelAndImageViewButNoDetailLabel() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
    #expect(cell.contentView.subviews.isEmpty)
    #expect(cell.detailTextLabel == nil)
    let label = try #require(cell.textLabel)
    #expect(cell.textLabel === label && cell.contentView.subviews == [label])
    let image = try #require(cell.imageView)
    #expect(cell.imageView === image && cell.contentView.subviews == [image, label])
    #expect(TableViewCell(reuseIdentifier: nil).detailTextLabel == nil)
  }

  @Test func labelsJoinTheContentViewInUIKitsOrderWhateverOrderTheyAreAskedFor() throws {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    let detail = try #require(cell.detailTextLabel)
    let text = try #require(cell.textLabel)
    let image = try #require(cell.imageView)
    #expect(cell.contentView.subviews == [image, text, detail])
  }

  @Test func eachStyleGivesItsLabelsTheirLook() throws {
    let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
    #expect(value2.textLabel?.textColor == .systemBlue && value2.textLabel?.fontSize == 15)
    #expect(value2.detailTextLabel?.textColor == .systemGray && value2.detailTextLabel?.fontSize == 17)
    let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    #expect(subtitle.detailTextLabel?.textColor == .black && subtitle.detailTextLabel?.fontSize == 15)
    #expect(subtitle.textLabel?.textColor == .black && subtitle.textLabel?.fontSize == 17)
  }

  @Test func aValue1CellRightAlignsItsDetailAndReadsBothLabels() throws {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Detail"
    cell.layoutIfNeeded()
    // Monospace measuring: 6 characters of 0.55 x 17 pt.
    let detail = try #require(cell.detailTextLabel)
    #expect(abs(detail.frame.width - 56.1) < 1e-9 && abs(detail.frame.maxX - 374) < 1e-9)
    #expect(abs((cell.textLabel?.frame.width ?? 0) - (358 - 56.1 - 8)) < 1e-9)
    #expect(cell.accessibilityLabel == "Wi-Fi, Detail")
    cell.prepareForReuse()
    #expect(cell.textLabel?.text == nil && cell.detailTextLabel?.text == nil)
    #expect(cell.accessibilityLabel == nil)
  }

  @Test func aCellWhoseLabelsWereNeverAskedForGetsNoneFromLayoutOrReuse() {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    cell.layoutIfNeeded()
    cell.prepareForReuse()
    #expect(cell.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    #expect(cell.accessibilityLabel == nil && cell.contentView.subviews.isEmpty)
  }

  @Test func aSubtitleCellGrowsForItsTwoLines() {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Subtitle"
    // 1.2 em lines rounded up to whole points: 21 pt at 17 pt and 18 pt at 15 pt, plus 11 pt
    // above and below.
    #expect(abs(cell.sizeThatFits(CGSize(width: 390, height: 0)).height - (21 + 18 + 22)) < 1e-9)
  }

  @Test func theImageAndAccessoryPlaceTheTextLabelBetweenThem() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let image = try #require(cell.imageView)
    image.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    let accessory = View(frame: CGRect(x: 0, y: 0, width: 24, height: 10))
    cell.accessoryView = accessory
    let label = try #require(cell.textLabel)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 16, y: 20, width: 30, height: 20))
    #expect(accessory.frame == CGRect(x: 390 - 16 - 24, y: 25, width: 24, height: 10))
    // 16 + 30 + 16 on the left; the accessory, 8 pt and the margin on the right.
    #expect(label.frame == CGRect(x: 62, y: 0, width: 390 - 16 - 32 - 62, height: 60))
  }

  @Test func aRotatedImageTakesTheRoomOfItsFrame() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let image = try #require(cell.imageView)
    image.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    image.transform = AffineTransform(rotationAngle: .pi / 2)
    let label = try #require(cell.textLabel)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    cell.layoutIfNeeded()
    // Turned a quarter, the 30x20 image is 20 wide on screen, so the label starts at 16 + 20 + 16.
    #expect(abs(label.frame.minX - 52) < 1e-9)
  }
}
