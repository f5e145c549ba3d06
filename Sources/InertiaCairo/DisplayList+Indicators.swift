import Foundation
import Inertia

extension DisplayList {
  /// UIStepper: a rounded light-grey capsule, a hairline divider, and "−" / "+" glyphs (or the
  /// images set for their states), dimmed on a disabled segment.
  mutating func appendStepper(_ stepper: Stepper, in bounds: CGRect) {
    let state = stepper.state
    if let background = stepper.backgroundImage(for: state) ?? stepper.backgroundImage(for: .normal) {
      commands.append(.image(background, in: bounds))
    } else {
      commands.append(.fill(bounds, radius: 8, color: Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)))
    }
    let half = bounds.width / 2
    let divider = CGRect(
      x: bounds.minX + half - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16)
    commands.append(.fill(divider, radius: 0, color: Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)))
    let left = CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height)
    let right = CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
    appendStepperGlyph(stepper, .decrement, in: left)
    appendStepperGlyph(stepper, .increment, in: right)
  }

  private mutating func appendStepperGlyph(_ stepper: Stepper, _ segment: Stepper.Segment, in area: CGRect) {
    let state = stepper.drawingState(of: segment)
    let image =
      segment == .increment
      ? stepper.incrementImage(for: state) ?? stepper.incrementImage(for: .normal)
      : stepper.decrementImage(for: state) ?? stepper.decrementImage(for: .normal)
    // A disabled glyph is drawn whole at a quarter opacity (its arms do not darken where they cross).
    let disabled = state.contains(.disabled)
    if disabled { commands.append(.beginGroup(alpha: 0.25)) }
    defer { if disabled { commands.append(.endGroup) } }
    let color: Color = .black
    if let image {
      let size = image.size
      let rect = CGRect(
        x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
      commands.append(
        image.renderingMode == .alwaysTemplate
          ? .tintedImage(image, in: rect, color: color) : .image(image, in: rect))
      return
    }
    let arm: CGFloat = 7
    let thickness: CGFloat = 2
    commands.append(
      .fill(
        CGRect(x: area.midX - arm, y: area.midY - thickness / 2, width: 2 * arm, height: thickness),
        radius: 1, color: color))
    if segment == .increment {
      commands.append(
        .fill(
          CGRect(x: area.midX - thickness / 2, y: area.midY - arm, width: thickness, height: 2 * arm),
          radius: 1, color: color))
    }
  }

  /// UIProgressView: the track, then the done part from the leading edge (colours or images); the
  /// default style has rounded ends.
  mutating func appendProgressBar(_ bar: ProgressView, in bounds: CGRect) {
    let radius = bar.progressViewStyle == .default ? min(bounds.height / 2, 2) : 0
    if let track = bar.trackImage {
      commands.append(.image(track, in: bounds))
    } else {
      commands.append(.fill(bounds, radius: radius, color: bar.resolvedTrackTintColor))
    }
    let done = bar.progressRect
    guard done.width > 0 else { return }
    if let image = bar.progressImage {
      commands.append(.image(image, in: done))
    } else {
      commands.append(.fill(done, radius: radius, color: bar.resolvedProgressTintColor))
    }
  }
}
