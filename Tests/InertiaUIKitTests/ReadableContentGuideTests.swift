import InertiaUIKit
import Testing

/// `readableContentGuide`: the layout margins, narrowed to a readable width on wide windows.
@MainActor
@Suite struct ReadableContentGuideTests {
  private func labelFrame(windowWidth: CGFloat) -> CGRect {
    let window = UIWindow(size: CGSize(width: windowWidth, height: 400), scale: 1, clock: ManualClock())
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let guide = container.readableContentGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      label.topAnchor.constraint(equalTo: guide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    return label.frame
  }

  @Test func onANarrowWindowItIsTheLayoutMargins() {
    #expect(labelFrame(windowWidth: 390) == CGRect(x: 8, y: 8, width: 374, height: 20))
  }

  @Test func onAWideWindowItIsCentredAndAtMostTheReadableWidth() {
    #expect(labelFrame(windowWidth: 1024) == CGRect(x: 176, y: 8, width: 672, height: 20))
  }
}
