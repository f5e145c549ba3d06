import Foundation
import Testing

@testable import Inertia

/// Texture's stack snapshot suite, rebuilt from ASStackLayoutSpecSnapshotTests.mm and compared
/// with the frames decoded from its reference images.
@Suite struct TextureStackReferenceTests {
  /// Images whose boxes are text nodes (system fonts we do not have): not rebuilt.
  static let textImages: Set<String> = [
    "testBaselineAlignment_baselineFirst", "testBaselineAlignment_baselineLast",
    "testBaselineAlignmentWithSpaceBetween",
    "testBaselineAlignmentWithStretchedItem", "testNestedBaselineAlignments",
  ]

  @Test func textureReferenceFramesMatchToHalfAPoint() throws {
    let references = try #require(
      TextureReference.load(), "../shared/fixtures/flexbox is not beside the checkout")
    var failures: [String] = []
    var checked = Set<String>()
    let context = LayoutContext(compatibility: .texture, scale: 2)
    for testCase in TextureStackCases.all {
      let key = testCase.name + "@2x.png"
      guard let reference = references[key] else {
        failures.append("\(testCase.name): no reference image")
        continue
      }
      checked.insert(testCase.name)
      let layout = testCase.spec.calculateLayoutThatFits(testCase.range, context: context)
      let problems = TextureReference.differences(layout, reference)
      if !problems.isEmpty { failures.append("\(testCase.name): \(problems.joined(separator: "; "))") }
    }
    let missing = references.keys.map { String($0.dropLast("@2x.png".count)) }
      .filter { !checked.contains($0) && !Self.textImages.contains($0) }
    #expect(missing.isEmpty, "reference images without a rebuilt case: \(missing.sorted())")
    #expect(checked.count >= 90)
    #expect(
      failures.isEmpty, "\(failures.count) of \(checked.count) differ:\n\(failures.joined(separator: "\n"))")
  }
}
