import InertiaPort
import Testing

/// The forty-first porting trial's port rules: `open static` (a Swift 3 tab bar cell's size
/// helper), the Objective-C runtime's associated objects in a file importing only Foundation (a
/// scroll view extension keeping its state that way), and the application delegate's window read
/// by `if let` and unwrapped again (a photo browser finding its window).
@Suite struct FortyFirstTrialRuleTests {
  static func port(_ text: String, path: String = "Source.swift") -> (text: String, rewrites: [String]) {
    let result = Porter.port([PortSource(path: path, text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func anOpenStaticMemberBecomesPublic() {
    let source = """
      import UIKit

      open class TabCell: UICollectionViewCell {
          open static func cellSize(for text: String) -> CGSize { .zero }
          static open var spacing: CGFloat = 4
          open class func make() -> TabCell { TabCell() }
          open func repaint() {}
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.contains("    public static func cellSize(for text: String) -> CGSize { .zero }"))
    #expect(text.contains("    static public var spacing: CGFloat = 4"))
    #expect(text.contains("    open class func make() -> TabCell { TabCell() }"))
    #expect(text.contains("    open func repaint() {}"))
    #expect(
      rewrites.contains(
        "Source.swift:4: open static -> public static (static members are final; Swift 3 took `open static` "
          + "with a warning, Swift 4 and later reject it)"))
  }

  @Test func associatedObjectsInAFoundationFileBringInertiaUIKit() {
    let source = """
      import Foundation

      public final class Association<T> {
          private let policy: objc_AssociationPolicy = .OBJC_ASSOCIATION_RETAIN_NONATOMIC
          public subscript(owner: Any) -> T? {
              get { objc_getAssociatedObject(owner, Unmanaged.passUnretained(self).toOpaque()) as? T }
              set { objc_setAssociatedObject(owner, Unmanaged.passUnretained(self).toOpaque(), newValue, policy) }
          }
      }

      """
    let (text, rewrites) = Self.port(source)
    #expect(text.hasPrefix("import InertiaUIKit\nimport Foundation\n"))
    #expect(rewrites.count == 1)
    // A Foundation file naming none of them is left alone.
    let plain = Self.port("import Foundation\n\nlet answer = 42\n")
    #expect(plain.text == "import Foundation\n\nlet answer = 42\n")
  }

  @Test func aDelegateWindowBoundByIfLetIsMappedToStayDoublyOptional() {
    let source = """
      import UIKit

      extension UIApplication {
          var preferredWindow: UIWindow? {
              if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow {
                  return window
              }
              return UIApplication.shared.delegate?.window??.rootViewController?.view.window
          }
      }

      """
    let (text, _) = Self.port(source)
    #expect(
      text.contains(
        "if let appWindow = UIApplication.shared.delegate.map({ $0.window }), let window = appWindow {"))
    // The doubly unwrapped read keeps its older rewrite (one unwrap).
    #expect(text.contains("return UIApplication.shared.delegate?.window?.rootViewController?.view.window"))
  }
}
