import InertiaUIKit
import Testing

// Swift 5 iOS code's class-name helpers, as the seventh trial's programs write them: an extension
// of Foundation's NSObjectProtocol read from nonisolated code (a static property of a plain type).

extension NSObjectProtocol {
  static var className: String { String(describing: self) }
}

final class StoryCell: UICollectionViewCell {}
final class StoryController: UIViewController {}

enum StoryIdentifiers {
  static var cell: String { StoryCell.className }
  static var controller: String { StoryController.className }
}

@MainActor
@Suite struct ClassNameHelpersSwift5Tests {
  @Test func aClassNameExtensionOfNSObjectProtocolNamesCellsAndControllers() {
    #expect(StoryIdentifiers.cell == "StoryCell")
    #expect(StoryIdentifiers.controller == "StoryController")
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(StoryCell.self, forCellWithReuseIdentifier: StoryIdentifiers.cell)
    let cell = collection.dequeueReusableCell(
      withReuseIdentifier: StoryCell.className, for: IndexPath(item: 0, section: 0))
    #expect(cell is StoryCell)
  }
}
