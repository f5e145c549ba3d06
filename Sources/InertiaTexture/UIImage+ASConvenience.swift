import Foundation
import Inertia
import InertiaUIKit

extension UIImage {
  /// Texture's `as_imageNamed:` (UIImage+ASConvenience.h): `UIImage(named:)` with a cache, so
  /// asking again for a name found before gives the same image without reading the file. Nil
  /// when no image has the name (Texture 2's header declares the result non-null, Texture 3's
  /// nullable: an implicitly unwrapped optional compiles as either). Names not found are not
  /// remembered, as Texture's cache keeps only images.
  @preconcurrency @MainActor
  public static func as_imageNamed(_ imageName: String) -> UIImage! {
    if let image = ASImageNamedCache.images[imageName] { return image }
    guard let image = UIImage(named: imageName) else { return nil }
    ASImageNamedCache.images[imageName] = image
    return image
  }

  /// Texture's `as_imageNamed:compatibleWithTraitCollection:`: the same image whatever the traits
  /// (images have no trait variants here).
  @preconcurrency @MainActor
  public static func as_imageNamed(
    _ imageName: String, compatibleWith traitCollection: UITraitCollection?
  ) -> UIImage! {
    as_imageNamed(imageName)
  }
}

/// The images `UIImage.as_imageNamed(_:)` found, by name.
@preconcurrency @MainActor
enum ASImageNamedCache {
  /// The images found so far.
  static var images: [String: UIImage] = [:]
}
