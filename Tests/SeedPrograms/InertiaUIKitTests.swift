import InertiaUIKit
import Testing

/// InertiaUIKit's own spellings: fonts, colours, associated objects, a table delegate.
@MainActor
@Suite struct InertiaUIKitTests {
  @Test func fontsSetTheLabelsSizeAndBadSizesFallBackTo17() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 22, weight: .semibold)
    #expect(label.fontSize == 22 && label.font.pointSize == 22)
    #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
    #expect(UIFont(size: .nan).pointSize == 17 && UIFont(size: -3).pointSize == 17)
    label.font = nil
    #expect(label.fontSize == 17)
  }

  @Test func colorsTakeCGFloatComponents() {
    let red: CGFloat = 1
    #expect(UIColor(red: red, green: 0, blue: 0, alpha: 1) == UIColor.red)
    #expect(UIColor.clear.alpha == 0)
  }

  @Test func associatedObjectsLiveWithTheirObject() {
    var key = 0
    var view: UIView? = UIView()
    objc_setAssociatedObject(view!, &key, "value", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view!, &key) as? String == "value")
    objc_setAssociatedObject(view!, &key, nil, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view!, &key) == nil)
    objc_setAssociatedObject(view!, &key, 3, .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(view!)
    #expect(objc_getAssociatedObject(view!, &key) == nil)
    objc_setAssociatedObject(view!, &key, 4, .OBJC_ASSOCIATION_COPY)
    view = nil
    let other = UIView()
    #expect(objc_getAssociatedObject(other, &key) == nil)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
  }

  final class Lister: UITableViewDataSource, UITableViewDelegate {
    var scrolled = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
  }

  @Test func aTableDelegateGetsScrollViewCalls() {
    let host = SeedHost()
    let table = UITableView(frame: host.window.bounds)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let lister = Lister()
    table.dataSource = lister
    table.delegate = lister
    host.window.addSubview(table)
    host.window.layoutIfNeeded()
    host.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    #expect(lister.scrolled > 5 && table.contentOffset.y > 200)
  }
}
