import InertiaPort
import Testing

/// The thirty-third porting trial's port rule: methods a library declares in an extension of its
/// open controller (ExpandingCollection's data-source methods) and that the app's subclass
/// overrides move into the class, since Swift on Linux cannot override a member declared in an
/// extension.
@Suite struct ThirtyThirdTrialRuleTests {
  static let library = """
    import UIKit

    open class PagesController: UIViewController {
        open var itemSize = CGSize(width: 256, height: 460)
    }

    extension PagesController: UICollectionViewDataSource {
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            fatalError("subclass")
        }

        open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            fatalError("subclass")
        }

        func pageWidth() -> CGFloat { itemSize.width + 25 }
    }

    """

  static let app = """
    import UIKit

    class CitiesController: PagesController {}

    extension CitiesController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            return 4
        }
    }

    """

  @Test func aMemberASubclassOverridesMovesIntoItsClass() {
    let result = Porter.port([
      PortSource(path: "Pages.swift", text: Self.library), PortSource(path: "Cities.swift", text: Self.app),
    ])
    let pages = result.files[0].text
    let body = pages.components(separatedBy: "extension PagesController")[0]
    let rest = pages.components(separatedBy: "extension PagesController")[1]
    #expect(
      body.contains("open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection"))
    // What no subclass overrides stays in the extension, which keeps its conformance.
    #expect(rest.hasPrefix(": UICollectionViewDataSource {"))
    #expect(rest.contains("cellForItemAt") && rest.contains("func pageWidth()"))
    #expect(!rest.contains("numberOfItemsInSection"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Pages.swift:8: collectionView(_:numberOfItemsInSection:), which a subclass overrides, moved from an "
          + "extension into class PagesController (Swift on Linux cannot override from an extension (only "
          + "@objc members can, on Apple platforms))"))
    // The override itself moved into the subclass, as before.
    let cities = result.files[1].text
    #expect(!cities.contains("extension CitiesController"))
    #expect(
      cities.contains(
        "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection"))
  }

  @Test func membersOfAClassNobodySubclassesStay() {
    let text = Porter.port([PortSource(path: "Pages.swift", text: Self.library)]).files[0].text
    #expect(text == Self.library.replacingOccurrences(of: "import UIKit", with: "import InertiaUIKit"))
  }
}
