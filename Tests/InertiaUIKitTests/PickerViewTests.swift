import InertiaUIKit
import Testing

/// UIPickerView: wheels that come to rest on rows, selection by drag and tap, reuse, bad input.
@MainActor
@Suite struct PickerViewTests {
  /// Hours and minutes, recording selections.
  final class Times: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [24, 60]
    var selections: [String] = []
    var rowHeight: CGFloat = 32
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      rows[component]
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
      component == 0 ? "\(row) h" : "\(row) min"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(component):\(row)")
    }
  }

  private func scene(_ times: Times) -> (UIWindow, ManualClock, UIPickerView) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    UIWindow.appClock = clock
    let controller = UIViewController()
    window.rootViewController = controller
    let picker = UIPickerView(frame: CGRect(x: 35, y: 300, width: 320, height: 216))
    picker.dataSource = times
    picker.delegate = times
    controller.view.addSubview(picker)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, clock, picker)
  }

  private func wheelCenter(_ picker: UIPickerView, _ component: Int, in window: UIWindow) -> CGPoint {
    let size = picker.rowSize(forComponent: component)
    var x =
      (picker.bounds.width - picker.rowSize(forComponent: 0).width - 5 - picker.rowSize(forComponent: 1).width)
      / 2
    if component == 1 { x += picker.rowSize(forComponent: 0).width + 5 }
    return picker.convert(CGPoint(x: x + size.width / 2, y: picker.bounds.midY), to: window)
  }

  @Test func wheelsShareTheWidthAndShowTheFirstRowsCentred() {
    let times = Times()
    let (_, _, picker) = scene(times)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 60 && picker.numberOfRows(inComponent: 5) == 0)
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
    #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 2) == -1)
    let first = picker.view(forRow: 0, forComponent: 0) as? UILabel
    #expect(first?.text == "0 h")
    let centred = first.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: picker).y }
    #expect(abs((centred ?? 0) - 108) < 0.5)
    #expect(picker.view(forRow: 10, forComponent: 0) == nil)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
  }

  @Test func selectRowTurnsTheWheelWithoutTellingTheDelegate() {
    let times = Times()
    let (_, clock, picker) = scene(times)
    picker.selectRow(42, inComponent: 1, animated: true)
    clock.advance(to: clock.now + 0.5)
    #expect(picker.selectedRow(inComponent: 1) == 42)
    #expect(picker.view(forRow: 42, forComponent: 1).map { ($0 as? UILabel)?.text } == "42 min")
    picker.selectRow(500, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 23)
    #expect(times.selections.isEmpty)
  }

  @Test func aFlickComesToRestOnARowAndSelectsIt() {
    let times = Times()
    let (window, clock, picker) = scene(times)
    let center = wheelCenter(picker, 1, in: window)
    GestureSynthesizer(window: window, clock: clock).fling(
      from: center, velocity: CGPoint(x: 0, y: -900), distance: 100)
    clock.advance(to: clock.now + 5)
    let row = picker.selectedRow(inComponent: 1)
    #expect(row > 3 && row < 60)
    #expect(times.selections == ["1:\(row)"])
    let label = picker.view(forRow: row, forComponent: 1)!
    let middle = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: picker).y
    #expect(abs(middle - 108) < 0.5)
  }

  @Test func aTapOnTheRowBelowTurnsToItAndSelectsIt() {
    let times = Times()
    let (window, clock, picker) = scene(times)
    var point = wheelCenter(picker, 0, in: window)
    point.y += 32
    GestureSynthesizer(window: window, clock: clock).tap(at: point)
    clock.advance(to: clock.now + 0.5)
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(times.selections == ["0:1"])
    GestureSynthesizer(window: window, clock: clock).tap(at: wheelCenter(picker, 0, in: window))
    clock.advance(to: clock.now + 0.5)
    #expect(times.selections == ["0:1"])
  }

  @Test func reloadingClampsTheSelectionAndBadSizesFallBack() {
    let times = Times()
    let (_, _, picker) = scene(times)
    picker.selectRow(50, inComponent: 1, animated: false)
    times.rows = [24, 10]
    picker.reloadComponent(1)
    #expect(picker.selectedRow(inComponent: 1) == 9)
    times.rows = [-5, 3]
    times.rowHeight = .nan
    picker.reloadAllComponents()
    #expect(picker.numberOfRows(inComponent: 0) == 0 && picker.selectedRow(inComponent: 0) == -1)
    #expect(picker.rowSize(forComponent: 1).height == 32)
  }
}
