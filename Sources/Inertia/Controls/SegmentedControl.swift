import Foundation

/// A row of segments of which one is selected, like UISegmentedControl: a tap on a segment selects
/// it and sends `.valueChanged` (also when it was already selected and ``isMomentary``).
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// Makes a `SegmentedControl` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { SegmentedControl(frame: frame) }

  /// UIKit's "no segment selected", -1.
  public static let noSegment = -1
  /// The height UIKit gives a segmented control, in points.
  package static let standardHeight: CGFloat = 32

  private var titles: [String?] = []
  private var images: [Image?] = []
  private var enabled: [Bool] = []
  private var widths: [CGFloat] = []
  private var labels: [Label] = []
  /// The title attributes and images set by state (`SegmentedControl+Appearance.swift`).
  var appearance = SegmentedControlAppearance()

  /// The selected segment, or ``noSegment``. Setting it sends no action, as in UIKit.
  open var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex < Self.noSegment || selectedSegmentIndex >= numberOfSegments {
        selectedSegmentIndex = Self.noSegment
      }
      updateLook()
    }
  }
  /// Whether a tap selects only while the finger is down (no selection stays). Default false.
  open var isMomentary = false
  /// The selected segment's colour (UISegmentedControl.selectedSegmentTintColor). Default white.
  open var selectedSegmentTintColor: Color? { didSet { updateLook() } }
  /// Whether segments share the width by their contents (else equally). Default false.
  open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }

  /// How many segments there are.
  public var numberOfSegments: Int { titles.count }

  /// An empty control in `frame`: one of UISegmentedControl's designated initializers, which
  /// subclasses override.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUp()
  }

  /// A control with a segment per title (`String`) or image (`UIImage`) in `items`, none selected,
  /// as large as its segments need: a designated initializer too, as UIKit's.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    setUp()
    for item in items ?? [] {
      appendSegment(title: item as? String, image: item as? Image)
    }
    frame.size = intrinsicContentSize
  }

  private func setUp() {
    isAccessibilityElement = true
    backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.94)
    layerCornerRadius = 8
  }

  private func appendSegment(title: String?, image: Image?, at index: Int? = nil) {
    let position = min(max(index ?? titles.count, 0), titles.count)
    titles.insert(title, at: position)
    images.insert(image, at: position)
    enabled.insert(true, at: position)
    widths.insert(0, at: position)
    let label = Label(text: title)
    label.fontSize = 13
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    labels.insert(label, at: position)
    addSubview(label)
    if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateLook()
  }

  /// Inserts a titled segment at `segment`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    appendSegment(title: title, image: nil, at: segment)
  }

  /// Inserts a segment showing `image` at `segment`.
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    appendSegment(title: nil, image: image, at: segment)
  }

  /// Removes the segment at `segment` (the selection goes if it was that one).
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images.remove(at: segment)
    enabled.remove(at: segment)
    widths.remove(at: segment)
    labels.remove(at: segment).removeFromSuperview()
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    while numberOfSegments > 0 { removeSegment(at: numberOfSegments - 1, animated: false) }
  }

  /// Sets the title of `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
    labels[segment].text = title
    invalidateIntrinsicContentSize()
  }

  /// The title of `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the image of `segment`.
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    guard images.indices.contains(segment) else { return }
    images[segment] = image
  }

  /// The image of `segment`.
  open func imageForSegment(at segment: Int) -> Image? {
    images.indices.contains(segment) ? images[segment] : nil
  }

  /// Enables or disables `segment` (a disabled one takes no taps).
  open func setEnabled(_ isEnabled: Bool, forSegmentAt segment: Int) {
    guard enabled.indices.contains(segment) else { return }
    enabled[segment] = isEnabled
    updateLook()
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    enabled.indices.contains(segment) && enabled[segment]
  }

  /// Sets a fixed width for `segment` (0: automatic).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard widths.indices.contains(segment), width.isFinite else { return }
    widths[segment] = max(width, 0)
    setNeedsLayout()
  }

  /// The fixed width of `segment` (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    widths.indices.contains(segment) ? widths[segment] : 0
  }

  open override var intrinsicContentSize: CGSize {
    let widest = labels.map { $0.intrinsicContentSize.width + 24 }.max() ?? 0
    return CGSize(width: max(widest, 40) * CGFloat(numberOfSegments), height: Self.standardHeight)
  }

  /// The frames of the segments, left to right, in the control's bounds.
  package var segmentFrames: [CGRect] {
    let count = CGFloat(numberOfSegments)
    guard count > 0 else { return [] }
    let fixed = widths.reduce(0, +)
    let flexible = CGFloat(widths.filter { $0 == 0 }.count)
    let share = flexible > 0 ? max(bounds.width - fixed, 0) / flexible : 0
    var x: CGFloat = 0
    return widths.map { width in
      let frame = CGRect(x: x, y: 0, width: width > 0 ? width : share, height: bounds.height)
      x = frame.maxX
      return frame
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for (label, frame) in zip(labels, segmentFrames) { label.frame = frame.insetBy(dx: 2, dy: 2) }
  }

  private func updateLook() {
    for (index, label) in labels.enumerated() {
      let selected = index == selectedSegmentIndex
      label.backgroundColor = selected ? (selectedSegmentTintColor ?? .white) : nil
      label.layerCornerRadius = 6
      label.textColor = isEnabledForSegment(at: index) ? .black : .systemGray
      label.fontSize = 13
      applyTitleAttributes(appearance.resolvedTitleAttributes(for: titleState(ofSegment: index)), to: label)
    }
  }

  /// Sets the text attributes of the titles of segments in `state` (UISegmentedControl's
  /// `setTitleTextAttributes(_:for:)`): `.font` and `.foregroundColor` give a segment's title its
  /// font and colour; a state without attributes takes the normal state's. Default none (13-point
  /// system text, black, grey when disabled).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
    appearance.titleAttributes[state.rawValue] = attributes
    updateLook()
  }

  /// The text attributes set for `state`, nil when none were.
  open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    appearance.titleAttributes[state.rawValue]
  }

  /// Sets the image behind segments in `state` for `barMetrics` (UISegmentedControl's
  /// `setBackgroundImage(_:for:barMetrics:)`). Kept and read back; not drawn (the control keeps its
  /// own look).
  open func setBackgroundImage(
    _ image: Image?, for state: Control.State, barMetrics: NavigationBar.BarMetrics
  ) {
    let key = SegmentedControlAppearance.BackgroundKey(state: state.rawValue, metrics: barMetrics.rawValue)
    appearance.backgrounds[key] = image
  }

  /// The background image set for `state` and `barMetrics`, nil when none was.
  open func backgroundImage(for state: Control.State, barMetrics: NavigationBar.BarMetrics) -> Image? {
    appearance.backgrounds[.init(state: state.rawValue, metrics: barMetrics.rawValue)]
  }

  /// Sets the divider drawn between a segment in `leftState` and one in `rightState` for
  /// `barMetrics` (UISegmentedControl's `setDividerImage(_:forLeftSegmentState:rightSegmentState:
  /// barMetrics:)`). Kept and read back; not drawn.
  open func setDividerImage(
    _ image: Image?, forLeftSegmentState leftState: Control.State,
    rightSegmentState rightState: Control.State,
    barMetrics: NavigationBar.BarMetrics
  ) {
    let key = SegmentedControlAppearance.DividerKey(
      left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)
    appearance.dividers[key] = image
  }

  /// The divider image set for the two states and `barMetrics`, nil when none was.
  open func dividerImage(
    forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State,
    barMetrics: NavigationBar.BarMetrics
  ) -> Image? {
    appearance.dividers[
      .init(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)]
  }

  package override var primaryEvent: Event? { .valueChanged }

  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    super.endTracking(touch, with: event)
    guard let touch else { return }
    let point = touch.location(in: self)
    guard isInsideForTracking(point),
      let segment = segmentFrames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
      isEnabledForSegment(at: segment)
    else { return }
    let changed = segment != selectedSegmentIndex
    selectedSegmentIndex = segment
    if changed || isMomentary { sendActions(for: .valueChanged) }
    if isMomentary { selectedSegmentIndex = Self.noSegment }
  }
}
