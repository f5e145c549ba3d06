import InertiaCairo
import InertiaUIKit
import Testing

/// UIStepper, UIProgressView and UIVisualEffectView as ported code uses them: target-action,
/// holding a segment, wrapping, and what the renderer draws.
@MainActor
@Suite struct StepperProgressEffectTests {
  private final class Counter: NSObject {
    var values: [Double] = []
    func changed(_ sender: UIStepper) { values.append(sender.value) }
  }

  private func stepperScene(_ configure: (UIStepper) -> Void = { _ in }) -> (
    UIWindow, GestureSynthesizer, UIStepper, Counter
  ) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 100), scale: 1, clock: clock)
    window.backgroundColor = .white
    let stepper = UIStepper(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
    configure(stepper)
    let counter = Counter()
    stepper.addTarget(
      counter, action: Selector("changed:", target: counter, Counter.changed(_:)), for: .valueChanged)
    window.addSubview(stepper)
    window.makeKeyAndVisible()
    return (window, GestureSynthesizer(window: window, clock: clock), stepper, counter)
  }

  private let plus = CGPoint(x: 20 + 70, y: 46)
  private let minus = CGPoint(x: 20 + 24, y: 46)

  @Test func aStepperIsAlways94By32AndStartsAtZeroOfZeroToHundred() {
    let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
    #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
  }

  @Test func tappingPlusStepsOnceAndMinusAtTheMinimumDoesNothing() {
    let (_, gestures, stepper, counter) = stepperScene()
    gestures.tap(at: plus)
    gestures.tap(at: plus)
    #expect(stepper.value == 2)
    #expect(counter.values == [1, 2])
    gestures.tap(at: minus)
    gestures.tap(at: minus)
    gestures.tap(at: minus)
    #expect(stepper.value == 0)
    #expect(counter.values == [1, 2, 1, 0])
  }

  @Test func holdingPlusRepeatsAfterHalfASecondTenTimesASecond() {
    let (_, gestures, stepper, counter) = stepperScene()
    // One step at touch-down, then at 0.5, 0.6, 0.7, 0.8 and 0.9 s.
    gestures.hold(at: plus, duration: 0.95)
    #expect(stepper.value == 6)
    #expect(counter.values == [1, 2, 3, 4, 5, 6])
  }

  @Test func holdingWithoutAutorepeatStepsOnce() {
    let (_, gestures, stepper, _) = stepperScene { $0.autorepeat = false }
    gestures.hold(at: plus, duration: 1.5)
    #expect(stepper.value == 1)
  }

  @Test func aNonContinuousStepperSendsOneEventWhenTheTouchEnds() {
    let (window, gestures, stepper, counter) = stepperScene { $0.isContinuous = false }
    let clock = window.clock as? ManualClock
    var valuesWhileHeld: [Double] = []
    clock?.schedule(after: 0.75) { valuesWhileHeld = counter.values }
    gestures.hold(at: plus, duration: 0.75 + 0.01)
    #expect(valuesWhileHeld.isEmpty)
    #expect(stepper.value == 4)  // 0, 0.5, 0.6 and 0.7 s
    #expect(counter.values == [4])
  }

  @Test func holdingStopsAtTheMaximumUnlessItWraps() {
    let (_, gestures, stepper, counter) = stepperScene {
      $0.maximumValue = 3
      $0.stepValue = 2
    }
    gestures.hold(at: plus, duration: 1.2)
    #expect(stepper.value == 3)  // 2, then 4 clamped to 3, then the "+" segment is disabled
    #expect(counter.values == [2, 3])
    #expect(!stepper.isSegmentEnabled(.increment))

    let (_, wrapping, wrapper, wrapCounter) = stepperScene {
      $0.maximumValue = 3
      $0.wraps = true
    }
    for _ in 0..<4 { wrapping.tap(at: plus) }
    #expect(wrapper.value == 0)
    wrapping.tap(at: minus)
    #expect(wrapCounter.values == [1, 2, 3, 0, 3])
  }

  @Test func draggingOffTheSegmentStopsTheRepeating() {
    let (_, gestures, stepper, _) = stepperScene()
    // Down on "+" at 0, moved onto "−" before the first repeat, held there until 1.1 s.
    let start = gestures.clock.now
    gestures.perform([
      TouchInput(time: start, id: 1, phase: .began, location: plus),
      TouchInput(time: start + 0.2, id: 1, phase: .moved, location: minus),
      TouchInput(time: start + 1.1, id: 1, phase: .ended, location: minus),
    ])
    #expect(stepper.value == 1)
  }

  @Test func badRangesAndStepsAreClampedAsUIKitDescribes() {
    let stepper = UIStepper()
    stepper.value = 50
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200 && stepper.value == 200)
    stepper.maximumValue = 10
    #expect(stepper.minimumValue == 10 && stepper.value == 10)
    stepper.stepValue = 0
    stepper.stepValue = -.infinity
    stepper.value = .nan
    #expect(stepper.stepValue == 1 && stepper.value == 10)
  }

  @Test func theStepperDrawsAMinusAndAPlusAndDimsADisabledSegment() throws {
    let (window, _, stepper, _) = stepperScene()
    let canvas = try render(window)
    // The glyphs' centres: black where enabled ("+"), faint where disabled ("−" at the minimum).
    #expect(close(canvas.pixel(x: 90, y: 46), .black, tolerance: 0.1))
    let minusCentre = canvas.pixel(x: 43, y: 46)
    #expect(redOf(minusCentre) > 0.55 && redOf(minusCentre) < 0.85)
    let capsule = redOf(canvas.pixel(x: 90, y: 36))
    #expect(capsule > 0.88 && capsule < 0.97)  // the light grey capsule, not white
    #expect(close(canvas.pixel(x: 150, y: 46), .white))
    stepper.value = 100
    let atMaximum = try render(window)
    #expect(redOf(atMaximum.pixel(x: 43, y: 46)) < 0.1)
    #expect(redOf(atMaximum.pixel(x: 90, y: 46)) > 0.55)
  }

  @Test func aProgressViewFillsTheDonePartWithTheTintColour() throws {
    let window = makeWindow(width: 200, height: 40)
    let bar = UIProgressView(progressViewStyle: .default)
    bar.frame = CGRect(x: 0, y: 10, width: 200, height: 4)
    bar.progressTintColor = .red
    bar.trackTintColor = .blue
    bar.setProgress(0.25, animated: true)
    window.addSubview(bar)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 20, y: 12), .red))
    #expect(close(canvas.pixel(x: 60, y: 12), .blue))
    #expect(close(canvas.pixel(x: 60, y: 20), .white))
    bar.progress = 7
    #expect(bar.progress == 1)
    bar.progress = .nan
    #expect(bar.progress == 1)
    bar.progressTintColor = nil
    window.tintColor = .green
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 190, y: 12), .green))
    #expect(bar.intrinsicContentSize.height == 4)
  }

  @Test func aProgressViewShowsItsObservedProgress() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    let progress = Progress(totalUnitCount: 8)
    bar.observedProgress = progress
    #expect(bar.progress == 0)
    progress.completedUnitCount = 6
    #expect(bar.progress == 0.75)
    #expect(bar.progressRect == CGRect(x: 0, y: 0, width: 75, height: 4))
  }

  @Test func aVisualEffectViewDrawsItsMaterialUnderItsContentView() throws {
    let window = makeWindow(width: 100, height: 100)
    window.backgroundColor = .red
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    label.backgroundColor = .green
    effectView.contentView.addSubview(label)
    window.addSubview(effectView)
    effectView.frame.size.width = 80
    let canvas = try render(window)
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 50))
    #expect(close(canvas.pixel(x: 20, y: 20), .green))
    let blurred = canvas.pixel(x: 50, y: 40)
    #expect(redOf(blurred) < 0.45 && redOf(blurred) > 0.2)  // dark material over red
    #expect(close(canvas.pixel(x: 90, y: 40), .red))
    #expect(close(canvas.pixel(x: 50, y: 80), .red))
    effectView.effect = nil
    #expect(close(try render(window).pixel(x: 50, y: 40), .red))
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel)
    #expect(vibrancy.blurEffect.style == .light && vibrancy.style == .secondaryLabel)
  }
}
