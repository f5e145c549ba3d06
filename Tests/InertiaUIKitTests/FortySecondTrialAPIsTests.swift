import Foundation
import InertiaUIKit
import Testing

// The UIKit names the forty-second trial's programs needed, written as they use them: a card
// layout insetting each page by Swift 4.1's global function.

@MainActor @Test func swift41sInsetFunctionShrinksAPageByItsCardInsets() {
  let page = CGRect(x: 375, y: 0, width: 375, height: 667)
  let cardInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
  #expect(UIEdgeInsetsInsetRect(page, cardInset) == CGRect(x: 395, y: 0, width: 335, height: 667))
  #expect(UIEdgeInsetsInsetRect(page, cardInset) == page.inset(by: cardInset))
  // Negative insets grow it.
  #expect(
    UIEdgeInsetsInsetRect(page, UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0))
      == CGRect(x: 375, y: -10, width: 375, height: 677))
  #expect(UIEdgeInsetsEqualToEdgeInsets(cardInset, UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)))
  #expect(!UIEdgeInsetsEqualToEdgeInsets(cardInset, .zero))
}
