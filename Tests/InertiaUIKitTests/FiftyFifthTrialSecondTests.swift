import Foundation
import InertiaUIKit
import Testing

/// The second fifty-fifth trial's behaviour, written as drewolbrich's ScrollingContentViewController
/// uses UIKit: a sign-up form's content view in a scroll view that always adjusts its insets,
/// pinned to the content layout guide and at least as large as the scroll view's safe area (at
/// priority 500), spread by layout guides whose heights are tied, and ended by the content view's
/// own safe-area guide. The keyboard's notifications raise the controller's bottom
/// `additionalSafeAreaInsets` by the keyboard's overlap in a spring animation; a field is scrolled
/// to with `scrollRectToVisible`.
@MainActor
@Suite struct FiftyFifthTrialSecondTests {
  /// The form: a 100-point logo, three 44-point fields 16 apart, a 44-point button 48 below them
  /// and a 34-point line 30 above the content view's safe-area bottom.
  fileprivate final class SignUp: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let logo = UIView()
    let fields = [UITextField(), UITextField(), UITextField()]
    let button = UIButton(type: .system)
    let footer = UIView()
    let guides = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
    var observing = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(scrollView)
      scrollView.translatesAutoresizingMaskIntoConstraints = true
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.frame = view.bounds
      scrollView.contentInsetAdjustmentBehavior = .always
      scrollView.keyboardDismissMode = .interactive
      scrollView.addSubview(contentView)
      contentView.translatesAutoresizingMaskIntoConstraints = false
      let minimumWidth = contentView.widthAnchor.constraint(
        greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.widthAnchor)
      let minimumHeight = contentView.heightAnchor.constraint(
        greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.heightAnchor)
      minimumWidth.priority = UILayoutPriority(rawValue: 500)
      minimumHeight.priority = UILayoutPriority(rawValue: 500)
      NSLayoutConstraint.activate([
        scrollView.contentLayoutGuide.leftAnchor.constraint(equalTo: contentView.leftAnchor),
        scrollView.contentLayoutGuide.rightAnchor.constraint(equalTo: contentView.rightAnchor),
        scrollView.contentLayoutGuide.topAnchor.constraint(equalTo: contentView.topAnchor),
        scrollView.contentLayoutGuide.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        minimumWidth, minimumHeight,
      ])
      addForm()
      NotificationCenter.default.addObserver(
        self, selector: Selector("keyboardWillChange:", target: self, SignUp.keyboardWillChange(_:)),
        name: UIResponder.keyboardWillShowNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: Selector("keyboardWillChange:", target: self, SignUp.keyboardWillChange(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
      observing = true
    }

    func stopObserving() {
      NotificationCenter.default.removeObserver(self)
      observing = false
    }

    private func addForm() {
      let stack = UIStackView(arrangedSubviews: fields)
      stack.axis = .vertical
      stack.spacing = 16
      for item in [logo, stack, button, footer] as [UIView] {
        item.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(item)
        contentView.centerXAnchor.constraint(equalTo: item.centerXAnchor).isActive = true
      }
      for pill in fields + [button] as [UIView] {
        let width = pill.widthAnchor.constraint(equalToConstant: 280)
        width.priority = UILayoutPriority.defaultLow - 10
        pill.addConstraints([width, pill.heightAnchor.constraint(equalToConstant: 44)])
      }
      guides.forEach(contentView.addLayoutGuide)
      NSLayoutConstraint.activate([
        logo.widthAnchor.constraint(equalToConstant: 194),
        logo.heightAnchor.constraint(equalToConstant: 100),
        footer.widthAnchor.constraint(equalToConstant: 264),
        footer.heightAnchor.constraint(equalToConstant: 34),
        contentView.topAnchor.constraint(equalTo: guides[0].topAnchor),
        logo.topAnchor.constraint(equalTo: guides[0].bottomAnchor),
        logo.bottomAnchor.constraint(equalTo: guides[1].topAnchor),
        stack.topAnchor.constraint(equalTo: guides[1].bottomAnchor),
        button.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 48),
        button.bottomAnchor.constraint(equalTo: guides[2].topAnchor),
        footer.topAnchor.constraint(equalTo: guides[2].bottomAnchor),
        contentView.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: 30),
        guides[0].heightAnchor.constraint(equalTo: guides[1].heightAnchor),
        guides[1].heightAnchor.constraint(equalTo: guides[2].heightAnchor, multiplier: 2),
        guides[2].heightAnchor.constraint(greaterThanOrEqualToConstant: 16),
      ])
    }

    /// The keyboard's overlap with the root view, less the safe area it already had, becomes the
    /// bottom additional safe-area inset (zero when it hides).
    func keyboardWillChange(_ note: Notification) {
      guard let window = view.window,
        let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let hiding = note.name == UIResponder.keyboardWillHideNotification
      let rootFrame = window.convert(view.frame, from: view.superview)
      let overlap = hiding ? 0 : rootFrame.intersection(end).height
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
        animations: {
          self.additionalSafeAreaInsets.bottom = overlap
          self.view.layoutIfNeeded()
        })
    }
  }

  private func host(_ form: UIViewController) -> (ManualClock, UIWindow, GestureSynthesizer) {
    let hosted = trialHost(form)
    let window = hosted.1
    _ = hosted.0.addDisplayLink { _ in window.layoutIfNeeded() }
    hosted.0.advance(by: 1.0 / 60)
    return hosted
  }

  /// Within a hundredth of a point (the solver's sums are not exact).
  /// Taps the middle of the form's first field (its name), as a user starting to type.
  private func tapNameField(of form: SignUp, in window: UIWindow, with fingers: GestureSynthesizer) {
    let name = form.fields[0].convert(form.fields[0].bounds, to: window)
    fingers.tap(at: CGPoint(x: name.midX, y: name.midY))
  }

  private func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

  private func frames(_ clock: ManualClock, _ seconds: Double) {
    for _ in 0..<Int(seconds * 60) { clock.advance(by: 1.0 / 60) }
  }

  @Test func theFormFillsTheSafeAreaWithTheSpareHeightSharedByTheGuides() {
    let form = SignUp()
    let (_, window, _) = host(form)
    defer { form.stopObserving() }
    #expect(form.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 647))
    #expect(form.scrollView.contentSize == CGSize(width: 375, height: 647))
    #expect(form.scrollView.contentOffset.y == -20)
    // 647 less 420 points of items leaves 227 for the guides, 2.5 shares of 90.8.
    #expect(abs(form.guides[0].layoutFrame.height - 90.8) < 0.01)
    #expect(abs(form.guides[2].layoutFrame.height - 45.4) < 0.01)
    let name = form.fields[0].convert(form.fields[0].bounds, to: window)
    #expect(abs(name.minY - 301.6) < 0.01 && name.minX == 47.5 && name.width == 280)
    #expect(form.footer.frame.maxY == 617)
  }

  @Test func theKeyboardShrinksTheFormToItsLeastHeightAboveIt() {
    let form = SignUp()
    let (clock, window, fingers) = host(form)
    defer { form.stopObserving() }
    tapNameField(of: form, in: window, with: fingers)
    frames(clock, 1)
    #expect(form.fields[0].isFirstResponder)
    #expect(window.keyboard.visibleHeight == 336)
    #expect(form.additionalSafeAreaInsets.bottom == 336)
    #expect(form.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 336, right: 0))
    // The content's safe area leaves out what the scroll view took into its inset: no feedback.
    #expect(form.contentView.safeAreaInsets == .zero)
    // The guides at their least (32, 32, 16): 500 points, taller than the 311 left, so it scrolls.
    #expect(near(form.contentView.frame.height, 500))
    #expect(near(form.scrollView.contentSize.height, 500))
    #expect(near(form.logo.frame.minY, 32) && near(form.button.frame.minY, 376))
    frames(clock, 1)
    #expect(near(form.contentView.frame.height, 500))
  }

  @Test func aFieldBelowTheKeyboardIsScrolledJustAboveItAndTheFormComesBackWhenItHides() {
    let form = SignUp()
    let (clock, window, fingers) = host(form)
    defer { form.stopObserving() }
    tapNameField(of: form, in: window, with: fingers)
    frames(clock, 1)
    let email = form.fields[1]
    email.becomeFirstResponder()
    form.scrollView.scrollRectToVisible(form.scrollView.convert(email.bounds, from: email), animated: true)
    frames(clock, 0.5)
    #expect(form.scrollView.contentOffset.y == -20)  // already above the keyboard
    let password = form.fields[2]
    password.becomeFirstResponder()
    form.scrollView.scrollRectToVisible(
      form.scrollView.convert(password.bounds, from: password), animated: true)
    frames(clock, 0.5)
    // Its bottom (content y 328) meets the keyboard's top (window y 331): offset -3.
    #expect(near(form.scrollView.contentOffset.y, -3))
    #expect(near(password.convert(password.bounds, to: window).maxY, 331))
    password.resignFirstResponder()
    frames(clock, 1)
    #expect(window.keyboard.visibleHeight == 0)
    #expect(form.additionalSafeAreaInsets.bottom == 0)
    #expect(near(form.contentView.frame.height, 647))
    #expect(form.scrollView.contentOffset.y == -20)
  }

  @Test func aScrollViewsContentSeesOnlyTheEdgesItsAdjustmentLeaves() {
    let root = UIViewController()
    let (clock, _, _) = host(root)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 900))
    scroll.addSubview(content)
    scroll.contentSize = content.frame.size
    scroll.contentInsetAdjustmentBehavior = .never
    root.view.addSubview(scroll)
    clock.advance(by: 1.0 / 60)
    // Not adjusted: the content under the status bar has its 20 points.
    #expect(content.safeAreaInsets.top == 20)
    scroll.contentInsetAdjustmentBehavior = .always
    clock.advance(by: 1.0 / 60)
    #expect(scroll.adjustedContentInset.top == 20)
    #expect(content.safeAreaInsets == .zero)
    scroll.contentInsetAdjustmentBehavior = .automatic
    clock.advance(by: 1.0 / 60)
    #expect(content.safeAreaInsets == .zero)
  }

  @Test func scrollRectToVisibleKeepsTheRectInsideTheContentInset() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 320, height: 40), animated: false)
    // Visible down to 480 - 200 = 280: the rect's bottom 340 comes to it.
    #expect(scroll.contentOffset.y == 60)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 320, height: 40), animated: false)
    #expect(scroll.contentOffset.y == 60)  // 100...140 is inside 60...340
  }
}
