import Foundation
import InertiaUIKit
import Testing

/// UIDatePicker's wheels: components by mode, turned to the date, and a turned wheel setting it.
@MainActor
@Suite struct DatePickerWheelsTests {
  final class Target: ActionTarget {
    var picked: [Date] = []
    func datePicked(_ sender: UIDatePicker) { picked.append(sender.date) }
  }

  private static let utc = TimeZone(identifier: "UTC")!

  /// 2026-12-02 14:35:20 UTC.
  private static let date = Date(timeIntervalSince1970: 1_796_222_120)

  private func scene(_ mode: UIDatePicker.Mode) -> (UIWindow, ManualClock, UIDatePicker, Target) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    UIWindow.appClock = clock
    let controller = UIViewController()
    window.rootViewController = controller
    let picker = UIDatePicker(frame: CGRect(x: 35, y: 300, width: 320, height: 216))
    picker.locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.utc
    picker.calendar = calendar
    picker.timeZone = Self.utc
    picker.datePickerMode = mode
    picker.date = Self.date
    picker.preferredDatePickerStyle = .wheels
    let target = Target()
    picker.addTarget(
      target, action: Selector("datePicked:", target: target, Target.datePicked(_:)), for: .valueChanged)
    controller.view.addSubview(picker)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, clock, picker, target)
  }

  private func titles(_ wheels: UIPickerView) -> [String?] {
    (0..<wheels.numberOfComponents).map { component in
      (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component) as? UILabel)?
        .text
    }
  }

  /// Taps the row below the centre of wheel `component` and lets it come to rest.
  private func tapBelow(_ component: Int, in picker: UIDatePicker, window: UIWindow, clock: ManualClock)
    throws
  {
    let wheels = try #require(picker.wheelsView)
    let row = try #require(
      wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component))
    let point = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY + row.bounds.height), to: window)
    GestureSynthesizer(window: window, clock: clock).tap(at: point)
    clock.advance(to: clock.now + 1)
  }

  @Test func theTimeWheelsShowTheDateOnATwelveHourClock() throws {
    let (_, _, picker, _) = scene(.time)
    let wheels = try #require(picker.wheelsView)
    #expect(wheels.numberOfComponents == 3)
    #expect(titles(wheels) == ["2", "35", "PM"])
    #expect(wheels.numberOfRows(inComponent: 0) == 12 && wheels.numberOfRows(inComponent: 1) == 60)
    picker.minuteInterval = 15
    #expect(wheels.numberOfRows(inComponent: 1) == 4)
    #expect(titles(wheels) == ["2", "30", "PM"])
  }

  @Test func turningTheHourWheelSetsTheDateAndSendsValueChanged() throws {
    let (window, clock, picker, target) = scene(.time)
    try tapBelow(0, in: picker, window: window, clock: clock)
    #expect(target.picked == [Self.date.addingTimeInterval(3600)])
    try tapBelow(2, in: picker, window: window, clock: clock)
    #expect(target.picked.count == 1)
  }

  @Test func theDateWheelsKeepTheMonthsLastDayAndTheLimits() throws {
    let (window, clock, picker, target) = scene(.date)
    let wheels = try #require(picker.wheelsView)
    #expect(titles(wheels) == ["December", "2", "2026"])
    picker.date = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31 00:00 UTC
    #expect(titles(wheels) == ["January", "31", "2026"])
    try tapBelow(0, in: picker, window: window, clock: clock)
    #expect(target.picked == [Date(timeIntervalSince1970: 1_772_236_800)])  // 2026-02-28
    #expect(titles(wheels) == ["February", "28", "2026"])
    picker.maximumDate = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01
    try tapBelow(0, in: picker, window: window, clock: clock)
    #expect(picker.date == Date(timeIntervalSince1970: 1_772_323_200))
    #expect(titles(wheels) == ["March", "1", "2026"])
  }

  @Test func theCountDownWheelsSetTheDuration() throws {
    let (window, clock, picker, target) = scene(.countDownTimer)
    picker.countDownDuration = 5400
    let wheels = try #require(picker.wheelsView)
    #expect(titles(wheels) == ["1 hour", "30 min"])
    try tapBelow(1, in: picker, window: window, clock: clock)
    #expect(picker.countDownDuration == 5460 && target.picked.count == 1)
  }

  @Test func theDateAndTimeWheelsStartWithTheDay() throws {
    let (_, _, picker, _) = scene(.dateAndTime)
    let wheels = try #require(picker.wheelsView)
    #expect(wheels.numberOfComponents == 4)
    #expect(wheels.numberOfRows(inComponent: 0) == 2001)
    #expect(titles(wheels) == ["Wed, Dec 2", "2", "35", "PM"])
    picker.preferredDatePickerStyle = .compact
    #expect(picker.wheelsView == nil)
  }
}
