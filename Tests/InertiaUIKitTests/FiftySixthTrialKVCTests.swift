import Foundation
import InertiaUIKit
import Testing

/// Key-value coding of properties a program's own classes declare, written as `inertia port`
/// leaves GKScrollView's cells (the fifty-sixth trial): a cell made from a nib gets its
/// `reuseIdentifier` through `setValue(_:forKey:)`, which reaches the cell's own `@objc` property
/// through the table the port wrote into the class (and a subclass's table hands other keys up).
@MainActor
@Suite struct FiftySixthTrialKVCTests {
  /// A pager cell as the port writes it: its table, then its own properties.
  fileprivate class PageCell: UIView {
    func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
      switch key {
      case "reuseIdentifier":
        if let newValue = DeclaredKeyValues.converted(value, to: String?.self, forKey: key, of: self) {
          self.reuseIdentifier = newValue
        }
      case "index":
        if let newValue = DeclaredKeyValues.converted(value, to: Int.self, forKey: key, of: self) {
          self.index = newValue
        }
      default: return false
      }
      return true
    }
    func declaredValue(forKey key: String) -> Any?? {
      switch key {
      case "reuseIdentifier": .some(self.reuseIdentifier as Any?)
      case "index": .some(self.index as Any?)
      case "isCurrent", "current": .some(self.isCurrent as Any?)
      default: nil
      }
    }
    var reuseIdentifier: String?
    var index: Int = 0
    var isCurrent: Bool { index == 0 }
  }

  /// A subclass with a table of its own, which hands other keys to its superclass's.
  fileprivate final class VideoCell: PageCell {
    override func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
      switch key {
      case "progress":
        if let newValue = DeclaredKeyValues.converted(value, to: CGFloat.self, forKey: key, of: self) {
          self.progress = newValue
        }
      default: return super.setDeclaredValue(value, forKey: key)
      }
      return true
    }
    override func declaredValue(forKey key: String) -> Any?? {
      switch key {
      case "progress": .some(self.progress as Any?)
      default: super.declaredValue(forKey: key)
      }
    }
    var progress: CGFloat = 0
  }

  /// A controller with one `@objc` property.
  fileprivate final class PagerController: UIViewController {
    func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
      switch key {
      case "pageCount":
        if let newValue = DeclaredKeyValues.converted(value, to: Int.self, forKey: key, of: self) {
          self.pageCount = newValue
        }
      default: return false
      }
      return true
    }
    func declaredValue(forKey key: String) -> Any?? {
      switch key {
      case "pageCount": .some(self.pageCount as Any?)
      default: nil
      }
    }
    var pageCount = 0
  }

  @Test func aCellSetsAndReadsItsOwnPropertyByName() {
    let cell = PageCell(frame: CGRectMake(0, 0, 375, 667))
    cell.setValue("video", forKey: "reuseIdentifier")
    #expect(cell.reuseIdentifier == "video")
    #expect(cell.value(forKey: "reuseIdentifier") as? String == "video")
    cell.setValue(NSNumber(value: 3), forKey: "index")
    #expect(cell.index == 3 && cell.value(forKey: "index") as? Int == 3)
    cell.setValue(2.7, forKey: "index")
    #expect(cell.index == 2)
    #expect(cell.value(forKey: "current") as? Bool == false)
    cell.setValue(nil, forKey: "reuseIdentifier")
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.value(forKey: "reuseIdentifier") == nil)
    // UIView's own keys still answer.
    cell.setValue(7, forKey: "tag")
    #expect(cell.tag == 7 && cell.value(forKey: "tag") as? Int == 7)
  }

  @Test func wrongTypesAndUnknownKeysChangeNothing() {
    let cell = PageCell(frame: .zero)
    cell.setValue("video", forKey: "reuseIdentifier")
    cell.index = 4
    cell.setValue(5, forKey: "reuseIdentifier")
    cell.setValue(nil, forKey: "index")
    cell.setValue("six", forKey: "index")
    cell.setValue(true, forKey: "isCurrent")
    cell.setValue("x", forKey: "undeclared")
    #expect(cell.reuseIdentifier == "video" && cell.index == 4 && !cell.isCurrent)
    #expect(cell.value(forKey: "undeclared") == nil)
  }

  @Test func aSubclassAnswersItsKeysAndItsSuperclasss() {
    let cell = VideoCell(frame: .zero)
    let view: UIView = cell
    view.setValue(0.5, forKey: "progress")
    view.setValue("clip", forKey: "reuseIdentifier")
    view.setValue(Float(9), forKey: "index")
    #expect(cell.progress == 0.5 && cell.reuseIdentifier == "clip" && cell.index == 9)
    let coded: KeyValueCodingObject = cell
    #expect(coded.value(forKey: "progress") as? CGFloat == 0.5)
    #expect(coded.value(forKey: "reuseIdentifier") as? String == "clip")
    #expect(coded.value(forKey: "alpha") as? CGFloat == 1)
  }

  @Test func aControllerSetsItsOwnPropertyByName() {
    let controller = PagerController()
    controller.setValue(4, forKey: "pageCount")
    controller.setValue("Pages", forKey: "title")
    #expect(controller.pageCount == 4 && controller.title == "Pages")
    #expect(controller.value(forKey: "pageCount") as? Int == 4)
    #expect(controller.value(forKey: "title") as? String == "Pages")
  }
}

extension FiftySixthTrialKVCTests.PageCell: KeyValueCodingDeclaring {}
extension FiftySixthTrialKVCTests.PagerController: KeyValueCodingDeclaring {}
