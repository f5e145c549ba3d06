import Foundation
import Inertia

/// UIKit's ImageResource (Xcode 15's generated asset symbols): an image of an asset catalog by
/// name. `inertia port` writes `UIImage(resource: .photo)` as
/// `UIImage(resource: ImageResource(name: "photo", bundle: .main))`, since the symbols Xcode
/// generates from a catalog do not exist on Linux.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name (or its generated symbol's name).
  public let name: String
  /// The bundle whose catalog holds it.
  public let bundle: Bundle

  /// The image `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// UIKit's ColorResource (Xcode 15's generated asset symbols): a colour of an asset catalog by
/// name, written by `inertia port` as ``ImageResource`` is.
public struct ColorResource: Hashable, Sendable {
  /// The asset's name (or its generated symbol's name).
  public let name: String
  /// The bundle whose catalog holds it.
  public let bundle: Bundle

  /// The colour `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// The asset names a generated symbol may stand for: the name itself, then with its first letter
/// upper-cased (Xcode lower-cases the first letter of an asset "Ellipse" into `.ellipse`).
func assetNames(forSymbol name: String) -> [String] {
  guard let first = name.first, first.isLowercase else { return [name] }
  return [name, first.uppercased() + name.dropFirst()]
}

extension UIImage {
  /// The image of `resource` (UIImage(resource:)): the PNG of that name, or of the asset whose
  /// symbol it is. Traps when there is none, as iOS can only make the call for an existing asset.
  public convenience init(resource: ImageResource) {
    let names = assetNames(forSymbol: resource.name)
    guard let name = names.first(where: { UIImage(named: $0, in: resource.bundle) != nil }) else {
      preconditionFailure("no image named \(resource.name) (put \(resource.name).png beside the program)")
    }
    self.init(named: name, in: resource.bundle)!
  }
}

extension UIImage {
  /// The image `name` (UIImage(imageLiteralResourceName:), what an image literal compiles to):
  /// the PNG of that name beside the program or in an asset catalog, as ``Inertia/Image/init(named:in:)``
  /// finds it. Traps when there is none, as iOS does.
  public convenience init(imageLiteralResourceName name: String) {
    guard UIImage(named: name) != nil else {
      preconditionFailure("no image named \(name) (put \(name).png beside the program)")
    }
    self.init(named: name)!
  }
}

extension UIColor {
  /// The colour of `resource` (UIColor(resource:)): the colour set of that name, or of the asset
  /// whose symbol it is. Traps when there is none.
  public init(resource: ColorResource) {
    let colors = assetNames(forSymbol: resource.name).lazy.compactMap {
      UIColor(named: $0, in: resource.bundle)
    }
    guard let color = colors.first else { preconditionFailure("no colour set named \(resource.name)") }
    self = color
  }
}

/// Core Text's font attribute name (kCTFontAttributeName), the same name as UIKit's
/// `NSAttributedString.Key.font`, for attribute dictionaries keyed by names.
public let kCTFontAttributeName = "NSFont"
/// Core Text's foreground colour attribute name (kCTForegroundColorAttributeName), whose value is
/// a `CGColor`; Texture's text cell reads it as the foreground colour.
public let kCTForegroundColorAttributeName = "CTForegroundColor"
