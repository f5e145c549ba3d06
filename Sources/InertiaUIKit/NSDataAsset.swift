import Foundation
import Inertia

/// UIKit's NSDataAsset: the data of a data set (`name.dataset`) in an asset catalog, as Xcode
/// compiles it into an app. Here the catalog is read where it lies: any `*.xcassets` folder in
/// the bundle's resources or the current directory (or one folder below it), as colour and image
/// sets are found. The data set's entry for every device (`universal`) is taken, else the
/// iPhone's; its file is read whole when the asset is made.
open class NSDataAsset: @unchecked Sendable {
  /// An asset's name (NSDataAssetName).
  public typealias Name = String

  /// The largest data file read, in bytes (64 MiB); a larger one makes no asset.
  public static let maximumDataBytes = 1 << 26

  /// The name the asset was made with.
  public let name: NSDataAsset.Name
  /// The data set's contents.
  public let data: Data
  /// The data's uniform type identifier (the set's `universal-type-identifier`; `public.data`
  /// when it names none).
  public let typeIdentifier: String

  /// The data set `name` of `bundle`'s catalogs (the main bundle's by default), or nil when no
  /// catalog has it, its file cannot be read or is larger than ``maximumDataBytes``.
  public init?(name: NSDataAsset.Name, bundle: Bundle = .main) {
    guard !name.isEmpty, !name.contains("/"),
      let found = AssetCatalogs.dataSetFile(named: name, roots: AssetCatalogs.roots(bundle)),
      let size = (try? FileManager.default.attributesOfItem(atPath: found.path))?[.size] as? NSNumber,
      size.intValue <= Self.maximumDataBytes,
      let data = FileManager.default.contents(atPath: found.path)
    else { return nil }
    self.name = name
    self.data = data
    self.typeIdentifier = found.typeIdentifier
  }
}

/// UIKit's NSDataAssetName: a data asset's name.
public typealias NSDataAssetName = String
