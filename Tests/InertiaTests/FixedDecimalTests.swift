import Foundation
import Testing

@testable import Inertia

/// Trace numbers are formatted by integer arithmetic; they must read exactly as C's printf wrote
/// them before (`%.4f` trimmed for numbers, `%.3f` for times).
@Suite struct FixedDecimalTests {
  /// The formatting the trace used before, through printf.
  private func printfNumber(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
    return text == "-0.0" ? "0.0" : text
  }

  private func printfTime(_ value: Double) -> String {
    let text = String(format: "%.3f", value)
    return text == "-0.000" ? "0.000" : text
  }

  /// Values a trace meets, and the hard cases: exact halves at the last place (which round to
  /// even), values a hair either side of them, zeros of both signs, tiny and huge magnitudes.
  private var values: [Double] {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, 1.03125, 1.03135, 2.00005, 0.00005, -0.00005, 0.00015, 0.0005, 0.0015,
      0.0025, 308.33333333, 23768.6666666, -4.99995, 1e-300, -1e-300, .leastNonzeroMagnitude, 0.1, 0.2, 0.3,
      1e14, 9.2e14, 1e15, 1e18, 1e300, -1e300, 844, 390, 0.008333333333333333, 1.0 / 3,
    ]
    for k in 0..<4096 {
      let half = (Double(k) + 0.5) / 16  // Exact halves of 1/8.
      values += [half / 1000, half / 10_000, half.nextUp / 10_000, half.nextDown / 10_000, -half / 1000]
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      let scale = [1.0, 10, 1000, 100_000, 1e9][Int(state % 5)]
      values.append((unit - 0.5) * scale)
      values.append(Double(Int((unit - 0.5) * 2_000_000)) / 120)  // Frame times and offsets.
    }
    return values
  }

  @Test func numbersReadAsPrintfWroteThem() {
    var mismatches: [String] = []
    for value in values where TraceWriter.number(value) != printfNumber(value) {
      mismatches.append("\(value): \(TraceWriter.number(value)) vs \(printfNumber(value))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(TraceWriter.number(1.03125) == "1.0312")  // A half rounds to even.
    #expect(TraceWriter.number(-0.00001) == "0.0")
    #expect(TraceWriter.number(308.33333333) == "308.3333")
    #expect(TraceWriter.number(.nan) == "null")
  }

  @Test func timesReadAsPrintfWroteThem() {
    var mismatches: [String] = []
    for value in values where TraceWriter.time(value) != printfTime(value) {
      mismatches.append("\(value): \(TraceWriter.time(value)) vs \(printfTime(value))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(TraceWriter.time(0.0625) == "0.062")  // 62.5 thousandths: the half goes to even.
    #expect(TraceWriter.time(-0.0001) == "0.000")
    #expect(TraceWriter.time(1e300) == String(format: "%.3f", 1e300))
  }
}
