import InertiaUIKit
import Testing

// Swift 5 iOS code's nib-loading mixin, as the twenty-fifth trial's program writes it: a protocol
// extension's static (nonisolated) method loading the nib named after the view's class.

protocol LoadsFromNib {
  static var nibFileName: String { get }
  static func loadedFromNib() -> Self
}

extension LoadsFromNib where Self: UIView {
  static var nibFileName: String { "\(Self.self)" }

  static func loadedFromNib() -> Self {
    let objects = Bundle.main.loadNibNamed(nibFileName, owner: nil, options: nil)
    guard let view = objects?.first as? Self else { fatalError("no \(nibFileName).xib") }
    return view
  }
}

final class BannerHeaderView: UICollectionReusableView, LoadsFromNib {}

@MainActor
@Suite struct NibLoadingHelperSwift5Tests {
  @Test func aNonisolatedMixinLoadsTheViewNamedAfterItsClass() {
    let banner = BannerHeaderView.loadedFromNib()
    #expect(type(of: banner) == BannerHeaderView.self)
  }
}
