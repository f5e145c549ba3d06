import Foundation
import Testing

@testable import Inertia

/// UIScrollView's deprecated and nested spellings.
@MainActor
@Suite struct ScrollViewCompatibilityTests {
  @Test func scrollIndicatorInsetsSetsBothIndicatorInsets() {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 3)
    scrollView.scrollIndicatorInsets = insets
    #expect(scrollView.verticalScrollIndicatorInsets == insets)
    #expect(scrollView.horizontalScrollIndicatorInsets == insets)
    #expect(scrollView.scrollIndicatorInsets == insets)
    scrollView.scrollIndicatorInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
    #expect(scrollView.horizontalScrollIndicatorInsets == insets)
  }

  @Test func nestedTypeNamesAreUIKits() {
    let scrollView = ScrollView()
    scrollView.decelerationRate = ScrollView.DecelerationRate.fast
    scrollView.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.never
    scrollView.indicatorStyle = ScrollView.IndicatorStyle.white
    scrollView.keyboardDismissMode = ScrollView.KeyboardDismissMode.onDrag
    scrollView.indexDisplayMode = ScrollView.IndexDisplayMode.alwaysHidden
    #expect(scrollView.decelerationRate.rawValue == 0.99)
    #expect(scrollView.contentInsetAdjustmentBehavior == .never && scrollView.indicatorStyle == .white)
    #expect(scrollView.keyboardDismissMode == .onDrag && scrollView.indexDisplayMode == .alwaysHidden)
  }
}
